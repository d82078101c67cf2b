"""The game's chance: the frame's seeded source, its place kept in the state as plain data."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom


def source(seed: int | str, draws: int) -> SeededRandom:
    """The seeded source of ``seed`` after ``draws`` draws (a state keeps both)."""
    rng = SeededRandom(seed)
    rng.draws = draws
    return rng
