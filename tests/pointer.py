"""The pointer in tests: a hover that begins even where an earlier test left the pointer."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget


def hover(qtbot, viewport: QWidget, spot: QPoint) -> None:
    """Move the pointer onto `spot` of `viewport` from a little beside it.

    Every window of a test process opens in the same place, and a move to where the
    pointer already is (left there by an earlier test) is no move: no hover begins.
    """
    qtbot.mouseMove(viewport, spot + QPoint(0, 40))
    qtbot.mouseMove(viewport, spot)
