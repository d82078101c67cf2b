"""A game's lesson at the real window, in the tests: the coach at a step (:func:`ready`)
and the moves played so far (:func:`moves`); the window itself: :mod:`tests.games.window`."""

from __future__ import annotations

from omg_desktop.games.base import TABLE
from tests.games.window import settled


def ready(qtbot, win, step: str):
    """The coach at ``step``, the table still, the rings placed."""
    qtbot.waitUntil(lambda: win.coach is not None and win.coach.stop.step.id == step)
    settled(qtbot, win)
    win.coach.refresh_layer()
    return win.coach


def moves(win) -> list[str]:
    """The actions played on the table so far (not the chance lines among them)."""
    return [s for s in win.controller.record.steps if not s.startswith(f"{TABLE} ")]
