"""Phase I and the empty-piles rule: keep or exchange the hand; discard when starving."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
)

from ......ui.table.controls import CONTROL, Control, words
from ......ui.table.layout import HAND, Marks, Placement
from ....rules import (
    Discard,
    Exchange,
)
from ..widgets import (
    card_label,
    tr,
)
from .base import Page


class ExchangePage(Page):
    """Phase I: keep the hand or exchange all of it."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.keep = self.button(
            tr("&Keep my hand"), lambda: self.chosen.emit(Exchange(self.seat, False))
        )
        self.swap = self.button("", lambda: self.chosen.emit(Exchange(self.seat, True)))
        self.box.addWidget(self.keep)
        self.box.addWidget(self.swap)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        n = len(view.players[seat].hand)
        # "Exchange all 1 card" read oddly (a playtest): one card has its own words.
        self.swap.setText(
            tr("E&xchange my one card") if n == 1 else tr("E&xchange all %n card(s)", n)
        )
        self.swap.setEnabled(Exchange(seat, True) in legal)

    def marks(self) -> Marks:
        """Keep and Exchange as buttons on the player's row, beside their first building
        (over the hand they covered cards: a playtest, at 7 cards and at 1024×700)."""
        m = Marks()
        p = self.view.players[self.seat] if self.view is not None else None
        if p is not None and p.hand and p.buildings:
            anchor = ("card", p.buildings[0].card)
            m.controls = [
                Control("keep", words(self.keep.text()), anchor, side="auto", default=True),
                Control(
                    "exchange", words(self.swap.text()), anchor, self.swap.isEnabled(), side="auto"
                ),
            ]
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == CONTROL:
            choice = {"keep": Exchange(self.seat, False), "exchange": Exchange(self.seat, True)}
            action = choice.get(p.data.get("id"))
            if action in self.legal:
                self.chosen.emit(action)


class DiscardPage(Page):
    """Both piles empty: discard cards until half the hand is gone."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Cards to discard"))
        self.list.itemActivated.connect(self._pick)
        self.go = self.button(tr("&Discard the selected card"), self._pick)
        self.box.addWidget(self.info)
        self.box.addWidget(QLabel(tr("Click a card in your hand to discard it.")))
        self.fold(self.list, self.go)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        left = view.players[seat].to_discard
        self.info.setText(tr("Both piles are empty. Discard %n more card(s).", left))
        self.list.clear()
        for a in legal:
            if isinstance(a, Discard):
                item = QListWidgetItem(card_label(self.cat, a.card))
                item.setData(256, a)
                self.list.addItem(item)
        self.list.setCurrentRow(0)

    def _pick(self, *_: object) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.chosen.emit(item.data(256))

    def marks(self) -> Marks:
        return Marks(highlight={("card", a.card) for a in self.legal if isinstance(a, Discard)})

    def on_click(self, p: Placement) -> None:
        if p.zone == HAND and Discard(self.seat, p.data["card"]) in self.legal:
            self.chosen.emit(Discard(self.seat, p.data["card"]))
