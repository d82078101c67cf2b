"""Our own seeded PRNG (SplitMix64), so a seed gives the same game everywhere.

Python's ``random`` promises the same sequence only for ``random()``; its
``randrange``/``shuffle`` may change between versions. Saved games replay from
a seed, so shuffles must never change: golden tests pin this generator.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")

#: n -> the rejection bound of :meth:`Rng.below` (the largest multiple of n in 2**64).
_LIMITS: dict[int, int] = {}


def seed_state(seed: int | str) -> int:
    """The 64-bit state for a user seed (an int, or any text)."""
    if isinstance(seed, str):
        value = 0xCBF29CE484222325  # FNV-1a over the UTF-8 bytes
        for byte in seed.encode("utf-8"):
            value = ((value ^ byte) * 0x100000001B3) & MASK64
        return value
    return seed & MASK64


class Rng:
    """SplitMix64. ``state`` is a plain int, saved with the game state."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias).

        :meth:`next_u64` written out here (the rules' hottest call); the same numbers.
        """
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs n > 0")
            limit = _LIMITS[n] = (1 << 64) - ((1 << 64) % n)
        s = self.state
        while True:
            s = (s + _GOLDEN) & MASK64
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            z ^= z >> 31
            if z < limit:
                self.state = s
                return z % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice_index(self, n: int) -> int:
        return self.below(n)
