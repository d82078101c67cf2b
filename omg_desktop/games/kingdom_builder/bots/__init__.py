"""Kingdom Builder's computers, weakest first: Beginner (any legal action), Easy (one
greedy step: the gold of the board as it would stand). Each reads one seat's view, never
the full state, and chooses the same way from the same view and seed."""

from __future__ import annotations

from ....seating.levels import GREEDY, RANDOM
from .beginner import Beginner
from .easy import Easy

#: The record's bots by the box's level ids (weakest first).
BOT_LEVELS = {RANDOM: Beginner, GREEDY: Easy}

__all__ = ["BOT_LEVELS", "Beginner", "Easy"]
