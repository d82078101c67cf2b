"""The scripted opponent: plays the lesson's moves, looked up by what it sees.

Its moves are the lesson's data (the opponent's steps). Each is filed under the
fingerprint of the opponent's view just before it (:func:`.walk.view_hash`), so the
bot needs no counter and stays right after Back, Skip or an undo: it reads only its
view, as every bot does. A view the script does not know (it cannot happen while the
coach keeps the learner to the script) gets the first listed action.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..bots.base import listed
from ..rules import Action, GameState
from .walk import view_hash


class ScriptedOpponent:
    """A bot that plays the moves of a lesson's script."""

    name = "scripted"

    def __init__(self, moves: Mapping[str, Action]) -> None:
        self.moves = dict(moves)
        self.off_script = 0  # views the script did not know (the coach reports them)

    def choose(self, view: GameState, actions: list[Action]) -> Action:
        seat = view.viewer if view.viewer is not None else actions[0].seat
        move = self.moves.get(view_hash(view, seat))
        if move is not None:
            return listed(move, actions) or move  # apply takes moves the list caps leave out
        self.off_script += 1
        return actions[0]
