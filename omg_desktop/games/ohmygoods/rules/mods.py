"""Keys of a player's round modifiers (``PlayerState.mods``), set by expansion effects."""

from __future__ import annotations

BUILD_DISCOUNT_MOD = "build_discount"
HIRE_DISCOUNT_MOD = "hire_discount"
FREE_MOVES_MOD = "free_moves"
MARKET_MOD = "market:"  # + resource id: +1 of it in the market for this player
BONUS_MOD = "bonus:"  # + colour: extra goods when such a building produces
