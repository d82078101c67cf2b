"""What the game sends to a screen reader: accessibility events, and the log's new lines
read out as they come.

Every event goes through :func:`send`, which hands it to Qt
(``QAccessible.updateAccessibility``: the platform's screen reader gets it when one is
running) and to the listeners a test adds with :func:`listen` (PySide has no
``QAccessible.installUpdateHandler``). :class:`LogAnnouncer` says each new line of the
game log as a polite announcement (``QAccessibleAnnouncementEvent``), so a player who
cannot see the table hears every move as it is logged.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

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


def send_event(obj: QObject, kind: QAccessible.Event) -> None:
    """An event of ``kind`` about ``obj`` (a widget or a table item)."""
    send(QAccessibleEvent(obj, kind))


def announce(obj: QObject, message: str) -> None:
    """``message`` read out politely, after what the screen reader is saying now."""
    event = QAccessibleAnnouncementEvent(obj, message)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    send(event)


class LogAnnouncer(QObject):
    """Announces every row added to ``view``'s model (the game log), none on a reset."""

    def __init__(self, view, hidden: Callable[[], bool] = lambda: False) -> None:
        super().__init__(view)
        self.view = view
        self.hidden = hidden  # True: nothing is said (a pass-and-play cover is up)
        view.model().rowsInserted.connect(self._rows)

    def _rows(self, parent: QModelIndex, first: int, last: int) -> None:
        if parent.isValid() or self.hidden():
            return
        model = self.view.model()
        lines = [
            str(model.data(model.index(row, 0), Qt.ItemDataRole.DisplayRole) or "")
            for row in range(first, last + 1)
        ]
        text = "\n".join(line for line in lines if line)
        if text:
            announce(self.view, text)
