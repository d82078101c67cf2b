"""The engine's SplitMix64 (:class:`.rng.Rng`) inlined for the fast playout.

:func:`shuffle` and :func:`below` give exactly what ``Rng.shuffle`` and
``Rng.below`` give from the same state (tests pin this), without a method
call per random number. :class:`Chooser` draws the playout's own choices.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

from .rng import MASK64

_GOLDEN = 0x9E3779B97F4A7C15
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB
_TWO64 = 1 << 64

#: ``2**64 - 2**64 % n``: outputs at or above it are rejected by :meth:`Rng.below`.
_LIMITS = [0] + [_TWO64 - _TWO64 % n for n in range(1, 257)]


def shuffle(state: int, items: MutableSequence[Any]) -> int:
    """Fisher–Yates in place, as :meth:`Rng.shuffle`; returns the new PRNG state."""
    s = state
    g, mask, m1, m2 = _GOLDEN, MASK64, _M1, _M2
    limits = _LIMITS if len(items) < len(_LIMITS) else _limits(len(items))
    for i in range(len(items) - 1, 0, -1):
        s = (s + g) & mask
        z = ((s ^ (s >> 30)) * m1) & mask
        z = ((z ^ (z >> 27)) * m2) & mask
        z ^= z >> 31
        n = i + 1
        while z >= limits[n]:  # as good as never: at most n in 2**64
            s = (s + g) & mask
            z = ((s ^ (s >> 30)) * m1) & mask
            z = ((z ^ (z >> 27)) * m2) & mask
            z ^= z >> 31
        j = z % n
        items[i], items[j] = items[j], items[i]
    return s


def _limits(size: int) -> list[int]:
    return [0] + [_TWO64 - _TWO64 % n for n in range(1, size + 1)]


def below(state: int, n: int) -> tuple[int, int]:
    """``(new state, value)`` as :meth:`Rng.below` (``n`` > 0)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = _TWO64 - _TWO64 % n
    s = state
    while True:
        s = (s + _GOLDEN) & MASK64
        z = ((s ^ (s >> 30)) * _M1) & MASK64
        z = ((z ^ (z >> 27)) * _M2) & MASK64
        z ^= z >> 31
        if z < limit:
            return s, z % n


class Chooser:
    """The playout's choices: SplitMix64 outputs spent a few choices at a time.

    Each 64-bit output is used as a pool of digits in mixed radix (``pool % n``,
    then ``pool //= n``) until fewer than 32 bits are left, so most choices cost
    no new random number. The bias is below n / 2**32, fine for random play.
    """

    __slots__ = ("state", "pool")

    def __init__(self, state: int) -> None:
        self.state = state & MASK64
        self.pool = 0

    def pick(self, n: int) -> int:
        """A choice in ``[0, n)``."""
        pool = self.pool
        if pool < 0x100000000:
            s = self.state = (self.state + _GOLDEN) & MASK64
            z = ((s ^ (s >> 30)) * _M1) & MASK64
            z = ((z ^ (z >> 27)) * _M2) & MASK64
            pool = (z ^ (z >> 31)) | _TWO64
        self.pool, value = divmod(pool, n)
        return value
