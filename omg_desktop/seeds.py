"""Seeds and random numbers for the frame and every game.

:func:`fresh_seed` draws a new game's seed from the system's randomness (never a
game's PRNG). :class:`Rng` (SplitMix64) is the one seeded generator: the same numbers
for a seed on every machine and Python version (``random``'s ``randrange`` and
``shuffle`` promise no such thing); golden tests pin it, since saved games replay from
a seed. :func:`seed_state` turns a user's seed into its state. :class:`SeededRandom`
is that generator started from a seed, counting its draws (a state may keep the seed
and the count as plain data).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

#: Bits of a fresh seed: enough that the cards a player sees never narrow the deal down
#: to a searchable few (10**6 seeds could be searched from one opening hand in minutes).
SEED_BITS = 64

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
#: The inverse of :data:`_GOLDEN` modulo 2**64 (a state's distance in draws).
_GOLDEN_INVERSE = pow(_GOLDEN, -1, 1 << 64)

T = TypeVar("T")

#: n -> the rejection bound of :meth:`Rng.below` (the largest multiple of n in 2**64).
_LIMITS: dict[int, int] = {}


def fresh_seed() -> int:
    """A new game's seed when none was asked for."""
    import secrets  # here: the record's module imports this one at every start

    return secrets.randbits(SEED_BITS)


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


class SeededRandom(Rng):
    """:class:`Rng` started from ``seed_state(seed)``; ``draws`` is how many 64-bit
    numbers it has given (settable: the source of a seed after that many draws).

    An int seed and the same number as text give different numbers. ``below`` and
    ``shuffle`` are what a game's ``sample_next`` and ``determinize`` take (``Game.random``
    makes one by default).
    """

    __slots__ = ("_start",)

    def __init__(self, seed: int | str) -> None:
        self._start = seed_state(seed)
        super().__init__(self._start)

    @property
    def draws(self) -> int:
        return ((self.state - self._start) * _GOLDEN_INVERSE) & MASK64

    @draws.setter
    def draws(self, count: int) -> None:
        self.state = (self._start + count * _GOLDEN) & MASK64
