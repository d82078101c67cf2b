"""Ctrl+C in the terminal and SIGTERM close the window as *Quit* does (POSIX).

Python runs its signal handlers only when the interpreter gets control, which Qt's
event loop does not give it: Ctrl+C did nothing, and SIGTERM's default action killed
the program without writing its settings. Here the C-level handler writes the signal's
number to a socket (:func:`signal.set_wakeup_fd`); a :class:`QSocketNotifier` on the
other end wakes the loop, reads it and closes the window (its ``closeEvent`` keeps the
settings, stops the bots and the sound). The program then exits with 128 + the
signal's number, as a shell reports a program stopped by it (130 for Ctrl+C).
"""

from __future__ import annotations

import os
import signal
import socket
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

SIGNALS = ("SIGINT", "SIGTERM")


class QuitOnSignals(QObject):
    """While alive (a child of the window), SIGINT and SIGTERM close ``window``."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.received: int | None = None
        self._ours, self._theirs = socket.socketpair()
        for end in (self._ours, self._theirs):
            end.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._theirs.fileno())
        self._previous = {}
        for name in SIGNALS:
            number = getattr(signal, name)
            # a Python handler must be set for the wake-up byte to be written; the work
            # is done by the notifier, on the loop's side
            self._previous[number] = signal.signal(number, _noted)
        self.notifier = QSocketNotifier(self._ours.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            data = self._ours.recv(64)
        except OSError:
            return
        for number in data:
            if number in self._previous and self.received is None:
                self.received = number
                self.window.close()  # not spontaneous: no network-table question
                QCoreApplication.quit()

    def status(self, exec_status: int) -> int:
        """The exit status: ``exec_status``, or 128 + the signal that closed the window."""
        return exec_status if self.received is None else 128 + self.received


def _noted(signum, frame) -> None:
    """The signal was written to the wake-up socket; the window's loop handles it."""


def quit_on_signals(window: QWidget) -> QuitOnSignals | None:
    """SIGINT and SIGTERM close ``window`` (None off POSIX, where there are none to catch)."""
    if os.name != "posix":
        return None
    return QuitOnSignals(window)
