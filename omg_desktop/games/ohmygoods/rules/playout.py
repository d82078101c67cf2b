"""Random playouts of whole games on the rules' one kernel, for bots, tools and tests.

:func:`play_random` sets a game up with :func:`.setup.new_game` and plays it to the end,
every seat taking :func:`.engine.sample_next`'s choice (:func:`.engine.sample_action`'s,
reusing what the rules' flow found), applied with ``apply_in_place(report=False,
trusted=True)``: no events are built and no decision's choices are
listed (except a character's, in expansion games). The choices come from their own PRNG
(seeded from ``choice_seed``, by default the game's seed), so the table's chance is the
game's own: replaying :attr:`Playout.actions` from ``new_game`` reaches the same end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .actions import Action
from .catalog import Catalog, RuleSet
from .engine import apply_in_place, sample_next
from .events import Event
from .rng import Rng, seed_state
from .scoring import Score, scores, winners
from .setup import new_game_with_events
from .state import GameState

#: Mixes the seed into the choices' PRNG so they do not mirror the table's draws.
_CHOICE_SALT = 0x6A09E667F3BCC909


@dataclass
class Playout:
    """A finished playout: the actions in the order played and the end position."""

    ruleset: str
    seed: int | str
    players: int
    actions: list[Action]
    state: GameState

    @property
    def scores(self) -> list[Score]:
        return scores(self.state)

    @property
    def winners(self) -> list[int]:
        return winners(self.state)

    @property
    def rounds(self) -> int:
        return self.state.round


def play_random(
    cat: Catalog,
    players: int = 4,
    seed: int | str = 0,
    ruleset: str | RuleSet | None = None,
    choice_seed: int | str | None = None,
    on_events: Callable[[list[Event]], None] | None = None,
    setup: dict | None = None,
) -> Playout:
    """Play one whole game with sampled legal choices.

    ``on_events``, when given, is handed the events of the set-up and of every action
    (they are built only then); ``setup`` is an expansion game's chapter set-up (see
    ``new_game``).
    """
    state, events = new_game_with_events(cat, players, seed, ruleset, setup)
    rng = Rng(seed_state(seed if choice_seed is None else choice_seed) ^ _CHOICE_SALT)
    report = on_events is not None
    if on_events is not None:
        on_events(events)
    actions: list[Action] = []
    while not state.over:
        action = sample_next(state, rng)
        actions.append(action)
        if on_events is not None:
            on_events(apply_in_place(state, action, True, True))
        else:
            apply_in_place(state, action, report, True)
    return Playout(state.ruleset.key, seed, players, actions, state)
