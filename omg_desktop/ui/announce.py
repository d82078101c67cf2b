"""What a screen reader says without the keyboard's focus: every new line of the game
log (each move of each seat) and each new step's prompt.

A screen reader reads what has the focus; news elsewhere must be sent. There are two
ways, and which one a screen reader hears depends on the platform:

- **Linux (AT-SPI)**: Qt turns a ``QAccessibleAnnouncementEvent`` into AT-SPI's
  ``object:announcement``, which Orca 43 (Debian 12) does not listen to. Orca speaks an
  object of role *notification* the moment it is shown (``object:state-changed:showing``),
  focus or not. A window's :class:`Herald` says each thing with a :class:`Notice`, a 1×1
  widget of that role: it takes the words as its name and is shown (Qt sends the
  ``ObjectShow`` event), then hidden a little later. Orca asks for the name when it
  comes to the event, so the herald goes round :data:`VOICES` notices rather than
  renaming one (a line said right after another took its place).
  (An Orca that also handled announcements would say everything twice: so one way only.)
- **Windows, macOS**: the polite ``QAccessibleAnnouncementEvent`` (a UI Automation
  notification, a VoiceOver announcement).

Orca cuts a notification short with the next one, so what is said in one turn of the
event loop is said at once: the moves in order, then the step (the panel shows a new
prompt before the log adds the moves that led to it); a step's prompt set twice in one
turn is said with its last words only (``key``). Nothing is said behind a pass-and-play
cover that the table does not show everyone: the log's lines wait for the seat's person
(the log is theirs), a prompt is what the panel shows.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from .screen_reader import heard, send

#: The platforms whose screen readers hear a notification's showing (AT-SPI).
NOTIFY = sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
#: How many of the last things said a herald keeps (``Herald.said``).
KEPT = 200

#: How many notices a window keeps (``Herald``): Orca reads a notice's name when it comes
#: to its event, which may be after the next thing said; each says one thing, until the
#: herald has gone round them all.
VOICES = 12
#: How long a notice stays up after it has said something (ms).
UP_MS = 5000

_factory_installed = False


def _factory(key: str, obj):
    return NoticeAccessible(obj) if isinstance(obj, Notice) else None


class NoticeAccessible(QAccessibleWidget):
    """A notice for a screen reader: a notification whose name is what it says."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice, QAccessible.Role.Notification)


class Notice(QWidget):
    """A 1×1 widget in the window that paints nothing: a notification's words.

    It is up only while it says something (:data:`UP_MS`): shown with its words, Qt
    tells the screen reader once; left up, the window shown again would show it again,
    and Orca would say its old words."""

    def __init__(self, window: QWidget) -> None:
        global _factory_installed
        if not _factory_installed:
            QAccessible.installFactory(_factory)
            _factory_installed = True
        super().__init__(window)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setGeometry(0, 0, 1, 1)
        self.hide()
        self._down = QTimer(self)
        self._down.setSingleShot(True)
        self._down.setInterval(UP_MS)
        self._down.timeout.connect(self.hide)

    def say(self, text: str) -> None:
        """Show ``text`` as this notification's name (Qt sends the *shown* event)."""
        self.hide()  # (still up from its last turn: shown again)
        self.setAccessibleName(text)
        self.lower()
        self.show()
        heard(QAccessibleEvent(self, QAccessible.Event.ObjectShow))
        self._down.start()


class Herald(QObject):
    """Says things to a screen reader, one herald a window (see the module's text)."""

    def __init__(self, window: QWidget, notify: bool = NOTIFY) -> None:
        super().__init__(window)
        self.setObjectName("Herald")
        self.window = window
        self.notify = notify
        self.notices: list[Notice] = []  # made as they are needed, up to VOICES
        self._turn = -1  # the notice that said the last thing
        self.said: list[str] = []  # the last things said, oldest first
        self._pending: list[tuple[str | None, str, Callable[[], bool]]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.flush)

    @staticmethod
    def of(obj: QObject) -> Herald | None:
        """The herald of ``obj``'s window (made on the first call; None: no window)."""
        window = obj.window() if isinstance(obj, QWidget) else None
        if window is None:
            return None
        herald = window.findChild(Herald, "Herald", Qt.FindChildOption.FindDirectChildrenOnly)
        # (a window's own herald: ``obj`` may be a notice, whose window is the same)
        return herald if herald is not None else Herald(window)

    def say(
        self, message: str, key: str | None = None, unless: Callable[[], bool] = lambda: False
    ) -> None:
        """Say ``message`` soon (with the rest of this turn's), unless ``unless()`` is
        true by then (a cover came up); a ``key`` said again in the same turn replaces its
        earlier words."""
        if not message:
            return
        if key is not None:
            self._pending = [p for p in self._pending if p[0] != key]
        self._pending.append((key, message, unless))
        self._timer.start()

    def flush(self) -> None:
        """Say what waits now."""
        self._timer.stop()
        # the moves first, then the step they led to (the panel shows it before the log)
        pending = [(k, m) for k, m, unless in self._pending if not unless()]
        self._pending = []
        said = [m for k, m in pending if k is None] + [m for k, m in pending if k]
        text = "\n".join(_sentence(m) for m in said)
        if not text:
            return
        self.said = [*self.said[-(KEPT - 1) :], text]
        if self.notify:
            self.next_notice().say(text)
        else:
            event = QAccessibleAnnouncementEvent(self.window, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
            send(event)

    def next_notice(self) -> Notice:
        """The notice to say the next thing: a new one, or the one said longest ago."""
        self._turn = (self._turn + 1) % VOICES
        if self._turn == len(self.notices):
            self.notices.append(Notice(self.window))
        return self.notices[self._turn]


def _sentence(line: str) -> str:
    """``line`` ending as a sentence, so a screen reader pauses before the next one."""
    return line if line.rstrip()[-1:] in (".", "!", "?", "…", ":", ";", "。") else line + "."


def announce(
    obj: QObject, message: str, key: str | None = None, unless: Callable[[], bool] = lambda: False
) -> None:
    """``message`` said by the herald of ``obj``'s window, after what is being said
    (:meth:`Herald.say`)."""
    herald = Herald.of(obj)
    if herald is not None:
        herald.say(message, key, unless)


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
        if text:  # (not if a cover comes up before it is said: the log is the seat's)
            announce(self.view, text, unless=self.hidden)


class StepAnnouncer(QObject):
    """Announces each new prompt of ``panel`` (an ``ActionPanel``): the new step."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        self.panel = panel
        panel.prompt_changed.connect(self._prompt)

    def _prompt(self, text: str) -> None:
        if text:
            announce(self.panel, text, key="step")
