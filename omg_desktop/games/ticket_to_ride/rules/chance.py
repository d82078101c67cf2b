"""The game's chance: the frame's seeded source, its place kept in the state."""

from __future__ import annotations

from typing import TypeVar

from omg_desktop.seeds import SeededRandom

from .state import TTRState

T = TypeVar("T")


def source(state: TTRState) -> SeededRandom:
    rng = SeededRandom(state.seed)
    rng.draws = state.draws
    return rng


def below(state: TTRState, n: int) -> int:
    rng = source(state)
    value = rng.below(n)
    state.draws = rng.draws
    return value


def shuffle(state: TTRState, items: list[T]) -> None:
    rng = source(state)
    rng.shuffle(items)
    state.draws = rng.draws
