"""How large a window opens: its preferred size, or the screen's free area if smaller."""

from __future__ import annotations

from PySide6.QtCore import QSize


def first_size(available: QSize) -> QSize:
    """The window's size on a first start: 1400×900, or the screen's free area if that
    is smaller (a 1366×768 laptop gets the whole of it, never a window cut off)."""
    return QSize(min(1400, available.width()), min(900, available.height()))
