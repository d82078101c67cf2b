"""What the game sends to a screen reader: accessibility events.

Every event goes through :func:`send`, which hands it to Qt
(``QAccessible.updateAccessibility``: the platform's screen reader gets it when one is
running) and to the listeners a test adds with :func:`listen` (PySide has no
``QAccessible.installUpdateHandler``). What is said without the focus (the log's new
lines, a new step) is :mod:`.announce`'s.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

Listener = Callable[[QAccessibleEvent], None]
_listeners: list[Listener] = []


def listen(listener: Listener) -> Callable[[], None]:
    """Call ``listener`` with every event sent from now on; returns what stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def send(event: QAccessibleEvent) -> None:
    """Hand ``event`` to Qt's accessibility and to the listeners."""
    for listener in list(_listeners):
        listener(event)
    QAccessible.updateAccessibility(event)


def heard(event: QAccessibleEvent) -> None:
    """Tell the listeners of ``event``, which Qt sends itself (a widget shown)."""
    for listener in list(_listeners):
        listener(event)


def send_event(obj: QObject, kind: QAccessible.Event) -> None:
    """An event of ``kind`` about ``obj`` (a widget or a table item)."""
    send(QAccessibleEvent(obj, kind))
