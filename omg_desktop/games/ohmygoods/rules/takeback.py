"""Which actions a person may take back: the rule the table's undo follows.

An action may be taken back only while everything it caused is private to the
person who took it and the decision is still theirs:

- it caused no chance step (:data:`events.CHANCE_KINDS`: no card revealed, drawn or
  shuffled);
- it turned no face-down card up: goods that are cards (classic 2015) paid for a
  building or an assistant go face up to the discard pile
  (:func:`.good_cards.shows_good_cards`);
- every event it caused concerns the actor alone, and is of a kind in
  :data:`PRIVATE_KINDS` (nothing that shows the actor what they did not know);
- afterwards the decision is still the actor's, or the same simultaneous step
  goes on (the others still choosing in phase II): an action that hands control
  on (*Done* in phase IV, the last choice that lets the table reveal) is final.

Each condition reads only the action's own consequences for the actor, the public
step and who has committed (public too), so whether undo is offered never depends
on a card the actor cannot see. In particular, undo never crosses a point where
another seat's step became visible; the table also clears it when another seat acts.
"""

from __future__ import annotations

from .engine import to_act
from .events import Event
from .good_cards import shows_good_cards
from .record import table_steps
from .state import GameState

#: Event kinds an action may cause and still be taken back: nothing in them is chance,
#: and nothing shows the actor something they did not know.
PRIVATE_KINDS = frozenset(
    {
        "sunrise_chosen",
        "discarded",
        "produced",
        "no_production",
        "chained",
        "built",
        "hired",
        "plan_returned",
        "assigned",
        "turn",
        "end_triggered",
    }
)


def decision_key(state: GameState) -> tuple:
    """Identifies the decision step; a seat keeps control while it does not change."""
    return (state.round, state.phase, state.step, state.turn, state.resume)


def undoable(actor: int, before: tuple, events: list[Event], after: GameState) -> bool:
    """Whether ``actor``'s action, taken at step ``before`` (:func:`decision_key`), which
    caused ``events`` and led to ``after``, may be taken back."""
    return (
        not table_steps(events)
        and not shows_good_cards(after, events)
        and all(e.kind in PRIVATE_KINDS and e.seat in (actor, None) for e in events)
        and not after.over
        and (actor in to_act(after) or decision_key(after) == before)
    )
