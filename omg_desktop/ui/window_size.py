"""How large a window opens, and where: always inside the screen's free area.

``fit_window`` is used by every top-level window and dialog: it bounds the window's
size (its frame included) to the screen's ``availableGeometry()`` (the taskbar and
panels left out) and, when asked or when the window is already shown, moves it so no
part of it lies off that area. ``fitted`` is the pure geometry behind it.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The frame a window manager adds (title bar, borders) before it has drawn one and Qt
#: knows its size: a usual title bar and thin borders, a little generous.
FRAME_GUESS = QMargins(8, 34, 8, 8)


def first_size(available: QSize) -> QSize:
    """The window's preferred size on a first start: 1400×900, or the screen's free area
    if that is smaller (``fit_window`` then takes the frame off)."""
    return QSize(min(1400, available.width()), min(900, available.height()))


def room(available: QRect, frame: QMargins) -> QSize:
    """The largest inside size a window with ``frame`` can have in ``available``."""
    return QSize(
        max(1, available.width() - frame.left() - frame.right()),
        max(1, available.height() - frame.top() - frame.bottom()),
    )


def fitted(available: QRect, wanted: QSize, frame: QMargins, at: QPoint | None = None) -> QRect:
    """The window's inside rectangle: ``wanted`` bounded to what fits ``available`` with
    its ``frame``; its frame's top left at ``at`` moved just enough to stay inside
    (``at`` None: centred in ``available``)."""
    size = wanted.boundedTo(room(available, frame))
    outer = QSize(size.width() + frame.left() + frame.right(),
                  size.height() + frame.top() + frame.bottom())  # fmt: skip
    if at is None:
        x = available.x() + (available.width() - outer.width()) // 2
        y = available.y() + (available.height() - outer.height()) // 2
    else:
        x = min(max(at.x(), available.x()), available.x() + available.width() - outer.width())
        y = min(max(at.y(), available.y()), available.y() + available.height() - outer.height())
    return QRect(QPoint(x + frame.left(), y + frame.top()), size)


def frame_of(window: QWidget) -> QMargins:
    """The frame around ``window``: the one the window manager drew, else the guess."""
    handle = window.windowHandle()
    if handle is not None and window.isVisible():
        margins = handle.frameMargins()
        if not margins.isNull():
            return margins
    return FRAME_GUESS


def available_for(window: QWidget) -> QRect:
    """The free area of the screen ``window`` is on (or its parent's, or the main one)."""
    parent = window.parentWidget()
    screen = window.screen() if window.isVisible() or parent is None else parent.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_window(
    window: QWidget, wanted: QSize | tuple[int, int] | None = None, place: bool | None = None
) -> None:
    """Size ``window`` to ``wanted`` (default: its size now) bounded to the screen's free
    area, frame included; its minimum size is lowered if it asks for more than that.
    ``place`` (default: when shown) also moves it inside the area: where it is (shown
    or moved) if it can stay, else just enough; else centred. An unshown dialog left in
    place is centred on its parent by Qt, which keeps it on the screen when it fits."""
    available = available_for(window)
    frame = frame_of(window)
    most = room(available, frame)
    if wanted is None:
        wanted = window.size()
    elif isinstance(wanted, tuple):
        wanted = QSize(*wanted)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    if least.width() > most.width() or least.height() > most.height():
        window.setMinimumSize(least.boundedTo(most))
    place = window.isVisible() if place is None else place
    from PySide6.QtCore import Qt  # (importing Qt builds its ~80 enums: ~18 ms, not at start)

    moved = window.isVisible() or window.testAttribute(Qt.WidgetAttribute.WA_Moved)
    at = window.pos() if moved else None  # a window's pos() is its frame's top left
    rect = fitted(available, wanted, frame, at)
    window.resize(rect.size())
    if place:
        window.move(rect.topLeft() - QPoint(frame.left(), frame.top()))
