"""What every bot shares: seeded randomness and returning a listed action."""

from __future__ import annotations

from ..rules import Action, GameState
from ..rules.actions import Play
from ..rules.rng import Rng, seed_state


def seat_of(view: GameState, actions: list[Action]) -> int:
    """The seat a bot plays: the view's owner (else the actions' seat)."""
    if view.viewer is not None:
        return view.viewer
    return actions[0].seat


def listed(wanted: Action, actions: list[Action]) -> Action | None:
    """``wanted`` if it is among ``actions`` (the object from the list), else None."""
    for a in actions:
        if a == wanted:
            return a
    return None


class SeededBot:
    """A bot with its own PRNG; ``choose`` is deterministic for a given seed."""

    name = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed_state(seed))

    def choose(self, view: GameState, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        for a in actions:  # expansion: every character helps its player, so play it at once
            if isinstance(a, Play):
                return a
        choice = self.pick(view, seat_of(view, actions), actions)
        found = listed(choice, actions)
        return found if found is not None else actions[0]

    def pick(self, view: GameState, seat: int, actions: list[Action]) -> Action:
        raise NotImplementedError
