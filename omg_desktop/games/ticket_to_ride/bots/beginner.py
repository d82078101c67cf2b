"""Beginner: any legal action, at random (seeded; it reads nothing else)."""

from __future__ import annotations

from typing import Any

from omg_desktop.seeds import SeededRandom


class Beginner:
    """Any legal action, at random (seeded)."""

    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, _view: Any, actions: list[str]) -> str:
        return actions[self.rng.below(len(actions))]
