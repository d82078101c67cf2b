"""The one question a start asks: go on with the latest unfinished thing, or another.

What may be unfinished is a game on this machine (its latest save), a campaign chapter,
or a seat at a network table. :class:`StartOffer` asks about the latest of them (Yes
takes it up, No is a new game) and, when there are others or a network table among them,
lists them all, latest first: choosing a row makes it the one Yes takes up, and *Forget
this table* drops a network table from the list and from the seats kept here. It is a
message box (``open()``, never ``exec()``; ``accepted`` / ``rejected``) named after what
it offers first (``ResumeOffer``, ``ContinueCampaignOffer``, ``RejoinOffer``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

GAME, CHAPTER, TABLE = "game", "chapter", "table"
_YES, _NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def _tr(text: str) -> str:
    return QCoreApplication.translate("StartOffer", text)


@dataclass(frozen=True)
class Offer:
    """One unfinished thing the start may offer."""

    kind: str  # GAME, CHAPTER or TABLE
    when: datetime | None  # when it was last played or saved (None: unknown)
    line: str  # its one line in the list
    text: str  # the question, when it is the one chosen
    yes: str  # the Yes button's words for it
    name: str  # the box's object name when it is offered first
    take: Callable[[], None]
    forget: Callable[[], None] | None = None  # a network table: forget its seats here
    #: A saved game's: its game's id (the library takes it up on that game's window) and
    #: its slot; "" for what the window that found it takes up itself.
    game: str = ""
    slot: str = ""


def latest_first(offers: list[Offer]) -> list[Offer]:
    """The offers, the one played or saved last first (unknown times last)."""
    return sorted(offers, key=lambda o: o.when.timestamp() if o.when else float("-inf"),
                  reverse=True)  # fmt: skip


class StartOffer(QMessageBox):
    """See the module's docstring; ``offers`` latest first, at least one. ``new_game``:
    its *New game* was chosen (or nothing is left to go on with); ``dismissed``: it was
    closed (Escape, the title bar) with neither chosen."""

    new_game = Signal()
    dismissed = Signal()

    def __init__(self, offers: list[Offer], parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Question, _tr("Go on?"), "", _YES | _NO, parent)
        self.offers = list(offers)
        self.setObjectName(offers[0].name)
        self.button(_NO).setText(_tr("&New game"))
        self.setDefaultButton(_YES)
        close = self.addButton(QMessageBox.StandardButton.Close)  # Escape's, not New game
        close.hide()
        self.setEscapeButton(close)
        self.list = QListWidget()
        self.list.setAccessibleName(_tr("Unfinished games"))
        self.forget = QPushButton(_tr("&Forget this table"))
        self.forget.setToolTip(_tr("Drop this network table from the seats kept here"))
        self.forget.clicked.connect(self._forget)
        for offer in self.offers:
            item = QListWidgetItem(offer.line)
            item.setToolTip(offer.text)
            self.list.addItem(item)
        self.list.setMinimumWidth(480)
        self.list.setMaximumHeight(self.list.sizeHintForRow(0) * 5 + 8)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.setCurrentRow(0)
        self._chosen(0)
        if len(self.offers) > 1 or self.offers[0].forget is not None:
            self._add_list()
        self.accepted.connect(lambda: self.choice.take())
        self.rejected.connect(self._declined)

    def _declined(self) -> None:
        if not self.offers or self.clickedButton() is self.button(_NO):
            self.new_game.emit()
        else:
            self.dismissed.emit()

    def _add_list(self) -> None:
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 6, 0, 0)
        label = QLabel(_tr("&Unfinished, the latest first:"))
        label.setBuddy(self.list)
        col.addWidget(label)
        col.addWidget(self.list)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.forget)
        col.addLayout(row)
        self.layout().addWidget(box, 1, 2, 1, 1)  # (the informative text's place)

    @property
    def choice(self) -> Offer:
        return self.offers[max(0, self.list.currentRow())]

    def _chosen(self, row: int) -> None:
        if not 0 <= row < len(self.offers):
            return
        offer = self.offers[row]
        self.setText(offer.text)
        self.button(_YES).setText(offer.yes)
        self.forget.setEnabled(offer.forget is not None)

    def _forget(self) -> None:
        row = self.list.currentRow()
        offer = self.offers[row]
        if offer.forget is None:
            return
        offer.forget()
        del self.offers[row]
        self.list.takeItem(row)
        if not self.offers:
            self.reject()  # nothing left to go on with: a new game
            return
        self.list.setCurrentRow(min(row, len(self.offers) - 1))
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)
