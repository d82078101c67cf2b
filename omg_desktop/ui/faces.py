"""A game's face, as the frame's window reaches it: the module its record names
(:attr:`omg_desktop.games.base.Game.face`), imported when first asked.

The table, the log, the replay and the dialogs take a game's tables from it (its
layout, event steps, words); see ``docs/architecture.md``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from ..games import registry
from ..games.base import Game


def face(game_id: str | None = None) -> ModuleType:
    """The face of ``game_id`` (the box's default game for ``None``)."""
    return face_of_game(registry.load(game_id))


def face_of_game(game: Game) -> ModuleType:
    """The face a game's record names."""
    return importlib.import_module(game.face)
