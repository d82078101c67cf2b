"""A game's lesson at the real window, in the tests: the window opened on the game
(:func:`open_window`), the table let settle (:func:`settled`), a click on a table item
through the view's viewport (:func:`click`), the coach at a step (:func:`ready`) and the
moves played so far (:func:`moves`)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from omg_desktop.games.base import TABLE
from omg_desktop.ui import launch
from omg_desktop.ui.settings import Settings


def open_window(qtbot, tmp_path, game_id: str):
    """The program's window on ``game_id``, in English, without animation, at 1366×768."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0
    settings.sync()
    _app, window = launch._window(tmp_path / "settings.ini", game_id=game_id)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def settled(qtbot, win) -> None:
    """The table's animations done and the events handled."""
    qtbot.waitUntil(lambda: not win.scene.player.busy())
    QApplication.processEvents()


def click(qtbot, win, key: tuple) -> None:
    """A left click on the table item ``key``, through the view's viewport."""
    item = win.scene.items_by_key[key]
    spot = win.table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=spot)


def ready(qtbot, win, step: str):
    """The coach at ``step``, the table still, the rings placed."""
    qtbot.waitUntil(lambda: win.coach is not None and win.coach.stop.step.id == step)
    settled(qtbot, win)
    win.coach.refresh_layer()
    return win.coach


def moves(win) -> list[str]:
    """The actions played on the table so far (not the chance lines among them)."""
    return [s for s in win.controller.record.steps if not s.startswith(f"{TABLE} ")]
