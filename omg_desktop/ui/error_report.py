"""A Python error in the window is written to a log file and told to the player once.

Nearly all game code runs inside Qt slots, where an exception only went to stderr
(nowhere, started from a menu or as the windowed ``.exe``) and play went on in an
unknown state. :class:`ErrorReport` takes ``sys.excepthook`` (and the threads'): the
traceback goes to ``omg-desktop.log`` in :func:`log_dir` (rotated), the autosave stops
where it was before the failing step, and a non-modal box says so, with *Copy the
report* and the log's place. A burst of errors opens one box. ``OMG_DESKTOP_LOG``
(``debug``, ``info``, ``warning``; ``--debug`` sets ``debug``) logs more, and at
``debug`` to stderr too. See ``docs/errors.md``.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
import threading
import traceback
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..i18n.templates import fill

if TYPE_CHECKING:
    from .main_window import MainWindow

LOG_ENV = "OMG_DESKTOP_LOG"
LOG_NAME = "omg-desktop.log"
LOGGER = "omg_desktop"
MAX_BYTES = 512 * 1024
BACKUPS = 3


def tr(text: str) -> str:
    return QCoreApplication.translate("ErrorReport", text)


def log_dir() -> Path:
    """``logs`` in the data folder, beside ``saves`` (``saves.paths.data_dir``)."""
    from ..saves.paths import data_dir

    return data_dir() / "logs"


def log_level(environ: Mapping[str, str] | None = None) -> int:
    """The level ``OMG_DESKTOP_LOG`` asks for (a name or a number); WARNING otherwise."""
    text = (os.environ if environ is None else environ).get(LOG_ENV, "").strip()
    if text.isdigit():
        return int(text)
    level = logging.getLevelName(text.upper()) if text else None
    return level if isinstance(level, int) else logging.WARNING


def start_log(folder: Path | None = None, level: int | None = None) -> Path | None:
    """The program's log: ``folder``/omg-desktop.log (rotated), plus stderr at DEBUG.
    The file's path, or None when the folder cannot be written."""
    logger = logging.getLogger(LOGGER)
    for old in list(logger.handlers):
        logger.removeHandler(old)
        old.close()
    logger.setLevel(log_level() if level is None else level)
    logger.propagate = False
    form = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    if logger.level <= logging.DEBUG:
        echo = logging.StreamHandler(sys.stderr)
        echo.setFormatter(form)
        logger.addHandler(echo)
    path = (folder or log_dir()) / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(form)
    logger.addHandler(handler)
    return path


#: In place of an exception's own words at a pass-and-play table (see :func:`_text`).
WITHHELD = (
    "(its message is left out: several people share this table, and it could name a hidden card)"
)


def _text(kind, value, tb, withhold: bool = False) -> str:
    """The traceback. ``withhold``: the frames and the exception's type only — its message
    (and a chained one's) could name a card in one person's hand, and the report is
    written to a file and copied for sharing."""
    if not withhold:
        return "".join(traceback.format_exception(kind, value, tb))
    lines = ["Traceback (most recent call last):\n", *traceback.format_tb(tb)]
    return "".join(lines) + f"{kind.__module__}.{kind.__qualname__}: {WITHHELD}\n"


def _about() -> str:
    """The first lines of a report: which program, on what."""
    from PySide6 import __version__ as qt

    from .. import __version__

    return (
        f"omg-desktop {__version__}; Python {platform.python_version()}; "
        f"PySide6 {qt}; {platform.platform()}\n"
    )


class ErrorReport(QObject):
    """Takes the program's uncaught exceptions while the window runs."""

    #: A report's text, from any thread; handled on the window's thread.
    raised = Signal(str)

    def __init__(
        self,
        window: QWidget,
        log_path: Path | None,
        *,
        table: Callable[[], Any] = lambda: None,
        autosaver: Callable[[], Any] = lambda: None,
    ) -> None:
        """``window``: where the box shows; ``table``: the game on it (None: none, as on
        the library); ``autosaver``: the autosave to freeze on an error (None: none)."""
        super().__init__(window)
        self.window = window
        self._table = table
        self._autosaver = autosaver
        self.log_path = log_path
        self.box: QMessageBox | None = None
        self.report = ""  # the last report, what *Copy the report* copies
        self.count = 0
        self._previous = (sys.excepthook, threading.excepthook)
        self.raised.connect(self._show)

    def install(self) -> ErrorReport:
        sys.excepthook = self._hook
        threading.excepthook = self._thread_hook
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self._hook:
            sys.excepthook = self._previous[0]
        if threading.excepthook == self._thread_hook:
            threading.excepthook = self._previous[1]

    def _hook(self, kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous[0](kind, value, tb)
            return
        self._freeze_autosave()  # at once: the failing step's later slots save nothing
        self.raised.emit(_text(kind, value, tb, self._shared_table()))

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        """Another thread's error: handed to the window's thread (queued), frozen there."""
        if args.exc_type is SystemExit:
            return
        withhold = self._shared_table()
        self.raised.emit(_text(args.exc_type, args.exc_value, args.exc_traceback, withhold))

    def _shared_table(self) -> bool:
        """Whether several people share the table now (their secrets stay out of reports)."""
        table = self._table()
        return table is not None and table.several_humans

    def _freeze_autosave(self) -> None:
        """The game's state is unknown now: the autosave keeps the last good step."""
        saver = self._autosaver()
        if saver is not None:
            saver.enabled = False

    def _show(self, text: str) -> None:
        self._freeze_autosave()
        self.count += 1
        self.report = _about() + text
        logging.getLogger(LOGGER).error("An unexpected error:\n%s", text.rstrip())
        if self.box is not None and self.box.isVisible():
            return  # the same burst: the box is still up
        self.box = self._box()
        self.box.open()

    def _box(self) -> QMessageBox:
        where = str(self.log_path) if self.log_path else tr("(no log file could be written)")
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Something went wrong"))
        box.setText(tr("Something went wrong inside the game."))
        box.setInformativeText(
            fill(
                tr(
                    "The autosave keeps the game as it was before this error. If the table "
                    "looks wrong, quit and resume the game. The report is in %1."
                ),
                where,
            )
        )
        copy = box.addButton(tr("Copy the report"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy_report)
        box.addButton(QMessageBox.StandardButton.Close)
        return box

    def copy_report(self) -> None:
        QGuiApplication.clipboard().setText(self.report)


def report_errors(window: MainWindow, folder: Path | None = None) -> ErrorReport:
    """Start the log and take the uncaught exceptions for a game's ``window``."""
    return ErrorReport(
        window,
        start_log(folder),
        table=lambda: window.controller,
        autosaver=lambda: window.games.autosaver,
    ).install()


def report_library_errors(window: QWidget, folder: Path | None = None) -> ErrorReport:
    """Start the log and take the uncaught exceptions while the library is the window (a
    game's window, once opened, takes them: :func:`report_errors`)."""
    return ErrorReport(window, start_log(folder)).install()
