"""Seeds and random numbers for the frame and any game that keeps no generator of its own.

:func:`fresh_seed` draws a new game's seed from the system's randomness (never the rules'
PRNG). :class:`SeededRandom` is the frame's seeded source: the same numbers for a seed on
every machine and Python version (``random``'s ``randrange`` and ``shuffle`` promise no
such thing), for a game's chance steps, its computers and the search bot's playouts.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

#: Bits of a fresh seed: enough that the cards a player sees never narrow the deal down
#: to a searchable few (10**6 seeds could be searched from one opening hand in minutes).
SEED_BITS = 64

T = TypeVar("T")


def fresh_seed() -> int:
    """A new game's seed when none was asked for."""
    import secrets  # here: the record's module imports this one at every start

    return secrets.randbits(SEED_BITS)


class SeededRandom:
    """A seeded random source: draw ``k`` is ``k`` hashed (BLAKE2b, 64 bits) with the
    seed's hash as the key.

    An int seed and the same number as text give different numbers (the kind is hashed
    too). ``below`` and ``shuffle`` are what a game's ``sample_next`` and
    ``determinize`` take (``Game.random`` makes one by default).
    """

    __slots__ = ("_blake2b", "_key", "draws")

    def __init__(self, seed: int | str) -> None:
        import hashlib  # here: the record's module imports this one at every start

        self._blake2b = hashlib.blake2b
        kind = "i" if isinstance(seed, int) else "s"
        self._key = hashlib.blake2b(f"{kind}:{seed}".encode(), digest_size=32).digest()
        #: How many 64-bit draws were made (the next one is number ``draws``).
        self.draws = 0

    def next_u64(self) -> int:
        """The next 64-bit number."""
        digest = self._blake2b(
            self.draws.to_bytes(8, "little"), key=self._key, digest_size=8
        ).digest()
        self.draws += 1
        return int.from_bytes(digest, "little")

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling: no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
