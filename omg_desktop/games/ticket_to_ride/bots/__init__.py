"""Ticket to Ride's computers, weakest first: Beginner (any legal action), Easy (claims
on its tickets' cheapest paths, else draws what they lack), Normal (plans its tickets
over what is still open, claims the threatened first, blocks cheaply, takes tickets it
can still make), Hard (a few good actions raced on worlds drawn from its view, Normal
playing each to the end). Each reads one seat's view, never the full state, and chooses
the same way from the same view and seed."""

from __future__ import annotations

from ....seating.levels import GREEDY, HEURISTIC, MONTECARLO, RANDOM
from .beginner import Beginner
from .easy import Easy
from .montecarlo import Hard
from .normal import Normal

#: The record's bots by the box's level ids (weakest first).
BOT_LEVELS = {RANDOM: Beginner, GREEDY: Easy, HEURISTIC: Normal, MONTECARLO: Hard}

__all__ = ["BOT_LEVELS", "Beginner", "Easy", "Hard", "Normal"]
