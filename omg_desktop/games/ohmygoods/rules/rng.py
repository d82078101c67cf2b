"""The rules' seeded PRNG: the frame's SplitMix64 (:mod:`omg_desktop.seeds`), so a seed
gives the same game everywhere.

Saved games replay from a seed, so shuffles must never change: golden tests pin this
generator.
"""

from __future__ import annotations

from ....seeds import MASK64, Rng, seed_state

__all__ = ["MASK64", "Rng", "seed_state"]
