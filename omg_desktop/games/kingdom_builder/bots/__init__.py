"""Kingdom Builder's computers, weakest first: Beginner (any legal action), Easy (one
greedy step: the gold of the board as it would stand), Normal (gold now and to come, a
look ahead over its own turn), Hard (Normal's best turns tried against the others'
replies in worlds drawn from its view). Each reads one seat's view, never
the full state, and chooses the same way from the same view and seed."""

from __future__ import annotations

from ....seating.levels import GREEDY, HEURISTIC, MONTECARLO, RANDOM
from .beginner import Beginner
from .easy import Easy
from .montecarlo import Hard
from .normal import Normal

#: The record's bots by the box's level ids (weakest first).
BOT_LEVELS = {RANDOM: Beginner, GREEDY: Easy, HEURISTIC: Normal, MONTECARLO: Hard}

__all__ = ["BOT_LEVELS", "Beginner", "Easy", "Hard", "Normal"]
