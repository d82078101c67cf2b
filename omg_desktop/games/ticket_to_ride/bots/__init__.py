"""Ticket to Ride's computers, weakest first: for now Beginner (any legal action). Each
reads one seat's view, never the full state, and chooses the same way from the same view
and seed."""

from __future__ import annotations

from ....seating.levels import RANDOM
from .beginner import Beginner

#: The record's bots by the box's level ids (weakest first).
BOT_LEVELS = {RANDOM: Beginner}

__all__ = ["BOT_LEVELS", "Beginner"]
