"""A game's real window in the tests: opened on the game (:func:`open_window`), a game
started on it (:func:`start`), the table let settle (:func:`settled`) and a click on a
table item through the view's viewport (:func:`click`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.seating import Seat
from omg_desktop.seating.config import GameConfig
from omg_desktop.ui import launch
from omg_desktop.ui.settings import Settings


def open_window(qtbot, tmp_path, game_id: str, speed: float = 0, size=(1366, 768)):
    """The program's window on ``game_id``, in English, at animation ``speed`` (0: none),
    at ``size``."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", speed
    settings.sync()
    _app, window = launch._window(tmp_path / "settings.ini", game_id=game_id)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def settled(qtbot, win, timeout: int = 5000) -> None:
    """The table's animations done (within ``timeout`` ms) and the events handled."""
    qtbot.waitUntil(lambda: not win.scene.player.busy(), timeout=timeout)
    QApplication.processEvents()


def start(qtbot, win, seats: Sequence[Seat], seed: int = 11, option: str = "standard",
          timeout: int = 5000):  # fmt: skip
    """A game of ``seats`` (ruleset ``option``, dealt by ``seed``) started on ``win`` and
    settled: its controller."""
    win.games.start_game(GameConfig(tuple(seats), option, seed))
    qtbot.waitUntil(lambda: win.controller is not None)
    settled(qtbot, win, timeout)
    return win.controller


def click(qtbot, win, key: tuple) -> None:
    """A left click on the table item ``key``, through the view's viewport."""
    item = win.scene.items_by_key[key]
    spot = win.table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=spot)
