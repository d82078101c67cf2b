"""Kingdom Builder's computers, weakest first: Beginner (any legal action). Each reads
one seat's view, never the full state."""

from __future__ import annotations

from ....seating.levels import RANDOM
from .beginner import Beginner

#: The record's bots by the box's level ids (weakest first).
BOT_LEVELS = {RANDOM: Beginner}

__all__ = ["BOT_LEVELS", "Beginner"]
