"""The scripted opponent: plays the lesson's moves, looked up by what it sees.

Its moves are the lesson's data (the opponent's steps). Each is filed under the
fingerprint of the opponent's view just before it (:func:`.walk.view_hash`), so the
bot needs no counter and stays right after Back, Skip or an undo: it reads only its
view, as every bot does. A view the script does not know (it cannot happen while the
coach keeps the learner to the script) gets the first listed action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..games.base import Game
from .lesson import SCRIPTED
from .walk import view_hash


class ScriptedOpponent:
    """A bot that plays the moves of a lesson's script (from the scripted seat)."""

    name = "scripted"

    def __init__(self, game: Game, moves: Mapping[str, Any], seat: int = SCRIPTED) -> None:
        self.game = game
        self.moves = dict(moves)
        self.seat = seat
        self.off_script = 0  # views the script did not know (the coach reports them)

    def choose(self, view: Any, actions: list[Any]) -> Any:
        move = self.moves.get(view_hash(self.game, view, self.seat))
        if move is not None:
            # the listed object when there is one; apply takes moves a list leaves out
            return next((a for a in actions if a == move), move)
        self.off_script += 1
        return actions[0]
