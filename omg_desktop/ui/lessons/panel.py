"""The coach's box at the top of the side panel: the lesson, the step, the words, the
buttons (*Back*, *Do it for me*, *Next*, *Leave*).

The words are those of the bubble on the table, here for a screen reader and for a
second look; the names of cards and goods are in bold. Enter goes on with *Next*
where a step only asks to read (the window asks :meth:`Coach.confirm`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout

from omg_desktop.i18n.templates import fill


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Coach", text, None, n)


def bold_names(name: str | None, part: str | None) -> str:
    """Dresses a text for a rich-text label: names in bold, the rest escaped."""
    if name is not None:
        return f"<b>{html.escape(name)}</b>"
    return html.escape(part or "")


class CoachPanel(QFrame):
    """The lesson's box; its buttons' signals are the coach's to answer."""

    back = Signal()
    skip = Signal()
    next = Signal()
    leave = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("CoachPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#CoachPanel { background: #fff7ea; border: 2px solid #ff7043; border-radius: 6px; }"
            " #CoachPanel QLabel { color: #2a1e10; }"
        )
        self.title = QLabel()
        self.title.setObjectName("CoachTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        # two lines kept for the title, so the buttons under it stay put from one part
        # of a lesson to the next whether its title wraps or not
        self.title.setMinimumHeight(2 * QFontMetrics(font).lineSpacing())
        self.where = QProgressBar()
        self.where.setObjectName("CoachProgress")
        # its words beside the bar, not on it: a style writes them over the filled part,
        # dark on dark (the bar keeps them as its text and accessible description)
        self.where.setTextVisible(False)
        self.where.setMaximumHeight(10)
        self.step_words = QLabel()
        self.step_words.setObjectName("CoachStep")
        self.words = QLabel()
        self.words.setObjectName("CoachWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setAccessibleName(tr("What the coach says"))
        self.words.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a screen reader can reach it
        self.kind = QLabel()
        self.kind.setObjectName("CoachAside")
        self.kind.setWordWrap(True)
        self.kind.setTextFormat(Qt.TextFormat.RichText)
        self.kind.setStyleSheet("color: #8a3a12; font-style: italic;")
        self.kind.setVisible(False)
        self.back_button = QPushButton(tr("B&ack"))
        self.skip_button = QPushButton(tr("Do i&t for me"))
        self.next_button = QPushButton(tr("&Next"))
        self.leave_button = QPushButton(tr("Lea&ve the lesson"))
        self.back_button.setToolTip(tr("Go back one step"))
        self.skip_button.setToolTip(tr("Let the coach make this move for you"))
        self.leave_button.setToolTip(
            tr("Stop the lesson; Help ▸ Learn to play goes on from this step later")
        )
        for button, signal in (
            (self.back_button, self.back),
            (self.skip_button, self.skip),
            (self.next_button, self.next),
            (self.leave_button, self.leave),
        ):
            button.clicked.connect(signal)
            button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.skip_button)
        row.addWidget(self.next_button)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.addWidget(self.title)
        step_row = QHBoxLayout()
        step_row.addWidget(self.step_words)
        step_row.addWidget(self.where, 1)
        box.addLayout(step_row)
        # Back, Do it for me and Next over the words: under them they moved up and down with
        # the length of each step's text, and a newcomer clicking Next, Next … missed
        # (a playtest).
        box.addLayout(row)
        box.addWidget(self.words)
        box.addWidget(self.kind)
        box.addWidget(self.leave_button, 0, Qt.AlignmentFlag.AlignRight)

    def show_step(
        self,
        title: str,
        number: int,
        total: int,
        words: str,
        can_back: bool,
        can_skip: bool,
        can_next: bool,
        last: bool = False,
    ) -> None:
        """A step: the lesson's and part's title, how far along, the words (rich text)."""
        self.title.setText(html.escape(title))
        self.where.setRange(0, max(1, total))
        self.where.setValue(number)
        self.where.setFormat(fill(tr("Step %1 of %2"), number, total))
        self.where.setAccessibleDescription(self.where.text())
        self.step_words.setText(self.where.text())
        self.words.setText(words)
        self.kind.clear()
        self.kind.setVisible(False)
        self.back_button.setEnabled(can_back)
        self.skip_button.setVisible(can_skip)
        self.next_button.setVisible(can_next)
        self.skip_button.setEnabled(True)
        self.next_button.setEnabled(True)
        self.next_button.setText(tr("&Finish") if last else tr("&Next"))

    def hold(self) -> None:
        """The next step's words wait for the table: Back, Do it for me and Next wait
        too (they would act on a step not yet shown)."""
        for button in (self.back_button, self.skip_button, self.next_button):
            button.setEnabled(False)

    def aside(self, words: str) -> None:
        """A kind sentence (rich text) after an action the step does not ask for."""
        self.kind.setText(words)
        self.kind.setVisible(bool(words))
