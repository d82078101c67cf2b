"""The scripted opponent of an Oh My Goods! lesson: the frame's
:class:`omg_desktop.tutorial.opponent.ScriptedOpponent` over this game's record."""

from __future__ import annotations

from collections.abc import Mapping

from ....tutorial import opponent as frame
from ..rules import Action
from .walk import record


class ScriptedOpponent(frame.ScriptedOpponent):
    """A bot that plays the moves of a lesson's script."""

    def __init__(self, moves: Mapping[str, Action]) -> None:
        super().__init__(record(), moves)
