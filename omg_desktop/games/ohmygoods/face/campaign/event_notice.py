"""The event card just turned, told large over the table at the start of a round.

A story round begins with an event card (``docs/campaign.md``). Its card stays small
beside the market; this notice shows the event's picture, its title, what it does and
its story, in large type over the middle of the table, until a click on it or a key.
It is not modal: the game goes on behind it (a computer's moves, the log), and a
screen reader hears the event when it appears.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from omg_desktop.i18n.templates import fill

from .....ui.announce import announce
from ..story_text import event_lines

#: The card's picture in the notice (a card's proportions).
PICTURE = QSize(150, 210)


def _t(text: str) -> str:
    return QCoreApplication.translate("EventNotice", text)


class EventNotice(QFrame):
    """Over ``host`` (the table's view): one event at a time, until a click or a key."""

    closed = Signal()

    def __init__(self, host: QWidget, art) -> None:
        super().__init__(host)
        self.host, self.art = host, art
        self.event_id: int | None = None
        self._before: QWidget | None = None  # had the focus when the notice came
        self.setObjectName("EventNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#EventNotice { background: #fff4ea; border: 3px solid #7a2431; border-radius: 10px; }"
            " #EventNotice QLabel { color: #2a1410; background: transparent; }"
        )
        self.picture = QLabel(self)
        self.picture.setFixedSize(PICTURE)
        self.kind = QLabel(_t("Event"), self)
        self.title = QLabel(self)
        self.title.setObjectName("EventTitle")
        self.title.setWordWrap(True)
        self.effects = QLabel(self)
        self.effects.setObjectName("EventEffects")
        self.effects.setWordWrap(True)
        self.story = QLabel(self)
        self.story.setObjectName("EventStory")
        self.story.setWordWrap(True)
        self.hint = QLabel(_t("Click or press a key to close."), self)
        self.hint.setObjectName("EventHint")
        for label, points, bold, italic in (
            (self.kind, 12, False, False),
            (self.title, 22, True, False),
            (self.effects, 15, False, False),
            (self.story, 13, False, True),
            (self.hint, 10, False, False),
        ):
            font = QFont(label.font())
            font.setPointSizeF(points)
            font.setBold(bold)
            font.setItalic(italic)
            label.setFont(font)
        words = QVBoxLayout()
        words.setSpacing(8)
        for label in (self.kind, self.title, self.effects, self.story):
            words.addWidget(label)
        words.addStretch(1)
        words.addWidget(self.hint, 0, Qt.AlignmentFlag.AlignRight)
        row = QHBoxLayout(self)
        row.setContentsMargins(18, 16, 18, 14)
        row.setSpacing(18)
        row.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(words, 1)
        self.hide()
        host.installEventFilter(self)

    def show_event(self, event_id: int) -> None:
        """Tell the event ``event_id`` (another one still shown gives way to it)."""
        cat = self.art.catalog
        ev = cat.events[event_id]
        self.event_id = event_id
        lines = event_lines(cat, ev)
        self.title.setText(ev.name)
        self.effects.setText("\n".join(lines))
        self.story.setText(ev.text)
        self.story.setVisible(bool(ev.text))
        dpr = self.devicePixelRatioF()
        self.picture.setPixmap(self.art.pixmap("event", (event_id,), PICTURE, dpr))
        said = "\n".join([ev.name, *lines, ev.text]).strip()
        self.setAccessibleName(fill(_t("Event: %1"), ev.name))
        self.setAccessibleDescription(said)
        self.setToolTip(said)
        self._place()
        if not self.isVisible():
            had = QApplication.focusWidget()
            self._before = had if had is not None and not self.isAncestorOf(had) else None
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        announce(self, fill(_t("Event: %1"), said))

    def dismiss(self) -> None:
        """Put the notice away (the event's card stays beside the market)."""
        if self.isVisible():
            self._give_focus_back()  # first: hiding the focused notice would Tab on
            self.hide()  # (the table would take that as a Tab in, its ring on a card)
            self.closed.emit()

    def _give_focus_back(self) -> None:
        """The focus where it was before the notice (else the table, its ring not shown)."""
        before, self._before = self._before, None
        alive = before is not None and shiboken6.isValid(before)
        if alive and before is not self.host and before.isVisible() and before.isEnabled():
            before.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        focus = getattr(getattr(self.host, "scene", lambda: None)(), "focus", None)
        if focus is not None and before is not self.host:
            focus.show(False)  # the table gets the focus, no ring on a card it did not pick
        self.host.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- where, and how it goes ---------------------------------------------------------
    def _place(self) -> None:
        """In the middle of the host, about two thirds of its width."""
        room = self.host.size()
        width = max(320, min(760, room.width() * 2 // 3))
        width = min(width, max(200, room.width() - 20))
        height = max(self.heightForWidth(width), self.sizeHint().height(), PICTURE.height() + 40)
        height = min(height, max(120, room.height() - 20))
        self.setGeometry((room.width() - width) // 2, (room.height() - height) // 2, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.host and event.type() == QEvent.Type.Resize and self.isVisible():
            self._place()
        return False

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()
        self.dismiss()

    def keyPressEvent(self, event) -> None:  # noqa: N802
        event.accept()
        self.dismiss()


def show_event_notice(window, event_id: int) -> EventNotice:
    """Tell ``event_id`` over ``window``'s table (one notice per window, made once)."""
    notice = window.games.extras.get("event_notice")
    if notice is None:
        notice = EventNotice(window.table, window.art)
        window.games.extras["event_notice"] = notice
        window.games.started.connect(lambda *_: notice.dismiss())  # another game: away
    notice.show_event(event_id)
    return notice


__all__ = ["EventNotice", "show_event_notice"]
