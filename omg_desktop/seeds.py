"""Seeds for new games and campaigns, from the system's randomness (never the rules' PRNG)."""

from __future__ import annotations

import secrets

#: Bits of a fresh seed: enough that the cards a player sees never narrow the deal down
#: to a searchable few (10**6 seeds could be searched from one opening hand in minutes).
SEED_BITS = 64


def fresh_seed() -> int:
    """A new game's seed when none was asked for."""
    return secrets.randbits(SEED_BITS)
