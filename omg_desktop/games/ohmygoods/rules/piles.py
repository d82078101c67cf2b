"""The draw pile and the discard pile: drawing, and reshuffling when it runs out.

Every function takes the events list to report to, or None when nobody reads them.
"""

from __future__ import annotations

from .catalog import CHARACTER
from .events import Event
from .rng import Rng
from .state import GameState


def rng_of(state: GameState) -> Rng:
    return Rng(state.rng)


def refill(state: GameState, events: list[Event] | None) -> None:
    """Whenever the draw pile is empty, the discard pile is shuffled into a new one."""
    if state.deck or not state.discard:
        return
    rng = rng_of(state)
    state.deck = state.discard
    state.discard = []
    rng.shuffle(state.deck)
    state.rng = rng.state
    if events is not None:
        events.append(Event("shuffled", None, {"count": len(state.deck)}))


def draw(state: GameState, events: list[Event] | None) -> int | None:
    """The top card of the draw pile (None when both piles are empty).

    The discard pile becomes the new draw pile when a card is needed; callers
    also call :func:`refill` right after reporting the card they drew, so the
    shuffle happens as soon as the draw pile runs out.
    """
    if not state.deck:
        refill(state, events)
        if not state.deck:
            return None
    return state.deck.pop()


def turn_up(state: GameState, events: list[Event] | None) -> int | None:
    """The next card turned up for a market row in phase II or III (None: none can come).

    As :func:`draw`, but a discard pile that holds nothing but characters is not shuffled
    in: a character turned up in phase II or III is discarded at once (002), so shuffling
    them back would turn them up and discard them again for ever. The piles then count
    as empty and the empty-piles rule applies (RULES.md I., 001).
    """
    if not state.deck:
        card_of = state.cat.card
        if all(card_of(c).kind == CHARACTER for c in state.discard):
            return None
    return draw(state, events)
