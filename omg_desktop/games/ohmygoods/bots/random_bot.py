"""The Beginner: a uniformly random legal action, from its own seeded PRNG."""

from __future__ import annotations

from ..rules import Action, GameState
from ..rules.rng import Rng, seed_state


class RandomBot:
    """Picks any legal action; deterministic for a given seed."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed_state(seed))

    def choose(self, view: GameState, actions: list[Action]) -> Action:
        return actions[self.rng.below(len(actions))]
