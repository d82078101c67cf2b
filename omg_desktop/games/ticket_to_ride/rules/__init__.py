"""Ticket to Ride's rules: pure functions over plain-data states (no Qt, no files, no
system randomness). A game is its seed and its actions; chance comes from the seeded
source kept in the state."""

from __future__ import annotations

from .engine import apply, apply_in_place, legal_actions, to_act
from .events import SECRET_FIELDS, Event, chance_lines, visible_events
from .result import parts, scores, winners
from .setup import new_game, new_game_with_events
from .state import TTRState
from .view import determinize, player_view

__all__ = [
    "SECRET_FIELDS",
    "Event",
    "TTRState",
    "apply",
    "apply_in_place",
    "chance_lines",
    "determinize",
    "legal_actions",
    "new_game",
    "new_game_with_events",
    "parts",
    "player_view",
    "scores",
    "to_act",
    "visible_events",
    "winners",
]
