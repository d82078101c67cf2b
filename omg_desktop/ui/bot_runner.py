"""Bots think on a worker thread and report back by signal, so the window never freezes.

``BotRunner.request(token, bot, view, actions)`` queues one decision; the answer
comes back on the GUI thread as ``chosen(token, action)`` or ``failed(token, message)``.
Requests run one at a time, in order. A running ``choose`` cannot be interrupted:
callers drop answers whose token they no longer want.

A runner stays alive until :meth:`shutdown` (also run when the application quits
or the interpreter exits), so a forgotten one never destroys a running QThread.
"""

from __future__ import annotations

import atexit
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot


class Bot(Protocol):
    """A computer player: picks one of ``actions`` from its seat's ``view``."""

    def choose(self, view: Any, actions: list[Any]) -> Any: ...


class _Worker(QObject):
    """Lives on the worker thread; runs ``bot.choose``."""

    done = Signal(int, object)
    failed = Signal(int, str)

    @Slot(int, object, object, object)
    def run(self, token: int, bot: Bot, view: Any, actions: list[Any]) -> None:
        try:
            action = bot.choose(view, actions)
        except Exception as exc:  # a bot bug must not kill the thread
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.done.emit(token, action)


#: Runners not yet shut down (a strong reference keeps their thread alive).
_LIVE: set[BotRunner] = set()


@atexit.register
def _shutdown_all() -> None:
    for runner in list(_LIVE):
        runner.shutdown()


class BotRunner(QObject):
    """One worker thread for the bots of a game. Call :meth:`shutdown` when done."""

    chosen = Signal(int, object)  # token, action
    failed = Signal(int, str)  # token, message
    _request = Signal(int, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("omg-bots")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.run)
        self._worker.done.connect(self.chosen)
        self._worker.failed.connect(self.failed)
        self._thread.start()
        _LIVE.add(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    @property
    def running(self) -> bool:
        return self._thread.isRunning()

    def request(self, token: int, bot: Bot, view: Any, actions: list[Any]) -> None:
        """Ask ``bot`` to choose among ``actions`` on the worker thread."""
        if not self._thread.isRunning():
            raise RuntimeError("the bot thread has been shut down")
        self._request.emit(token, bot, view, list(actions))

    def shutdown(self) -> None:
        """Stop the thread, after the decision in progress (if any) finishes. Idempotent."""
        _LIVE.discard(self)
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
