"""Phase IV production: supplying a building from hand, and production chains."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
)

from ....rules import (
    Chain,
    Produce,
)
from ....rules import queries as q
from ...table.layout import BUILDING, HAND, Marks, Placement
from ..widgets import (
    fill,
    item_name,
    tr,
)
from .base import Page


class ProducePage(Page):
    """Phase IV production: supply what a building lacks from hand, or skip."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.options = QComboBox()
        self.options.setAccessibleName(tr("Cards to supply"))
        self.options.currentIndexChanged.connect(self.marks_changed)
        self.go = self.button(tr("&Produce"), self._go)
        self.go.setDefault(True)
        self.skip = self.button(tr("S&kip this building"), self._skip)
        olab = QLabel(tr("&Discard from hand:"))
        olab.setBuddy(self.options)
        for w in (self.info, olab, self.options, self.go, self.skip):
            self.box.addWidget(w)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        produce = [a for a in legal if isinstance(a, Produce) and not a.skip]
        b = legal[0].building if legal and isinstance(legal[0], Produce) else None
        if b is None:
            return
        self.info.setText(
            tr("Each card you discard serves this building only. The cheapest choice comes first.")
        )
        self.options.clear()
        for a in produce:
            names = " + ".join(
                f"{self.cat.cards[c].name} ({item_name(self.cat, self.cat.cards[c].resource)})"
                for c in a.cards
            )
            self.options.addItem(names, a)
        self.options.setCurrentIndex(0)
        self.go.setEnabled(bool(produce))

    def _go(self) -> None:
        a = self.options.currentData()
        if a is not None:
            self.chosen.emit(a)

    def _skip(self) -> None:
        a = next((x for x in self.legal if isinstance(x, Produce) and x.skip), None)
        if a is not None:
            self.chosen.emit(a)

    def marks(self) -> Marks:
        m = Marks()
        a = self.options.currentData()
        if self.legal and isinstance(self.legal[0], Produce):
            m.highlight.add(("card", self.legal[0].building))
        if a is not None:
            m.selected = {("card", c) for c in a.cards}
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone != HAND:
            return
        card = p.data.get("card")
        for i in range(self.options.count()):  # pick the first option using that card
            if card in self.options.itemData(i).cards:
                self.options.setCurrentIndex(i)
                break


class ChainPage(Page):
    """Phase IV chains: choose a building, how many times, confirm; then Done."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.info = QLabel(
            tr(
                "Run production chains: turn cards from hand and goods from your "
                "other buildings into this building's good."
            )
        )
        self.info.setWordWrap(True)
        self.building = QComboBox()
        self.building.setAccessibleName(tr("Chain building"))
        self.times = QSpinBox()
        self.times.setAccessibleName(tr("How many times"))
        self.preview = QLabel()
        self.run = self.button(tr("&Run chain"), self._run)
        self.run.setDefault(True)
        self.done = self.button(tr("&Done with chains"), self._done)
        blab = QLabel(tr("&Building:"))
        blab.setBuddy(self.building)
        tlab = QLabel(tr("&Times:"))
        tlab.setBuddy(self.times)
        row = QHBoxLayout()
        row.addWidget(tlab)
        row.addWidget(self.times)
        self.box.addWidget(self.info)
        self.box.addWidget(blab)
        self.box.addWidget(self.building)
        self.box.addLayout(row)
        for w in (self.preview, self.run, self.done):
            self.box.addWidget(w)
        self.building.currentIndexChanged.connect(self._refresh)
        self.times.valueChanged.connect(self._refresh)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        keep = self.building.currentData()
        self.building.blockSignals(True)
        self.building.clear()
        for b in dict.fromkeys(a.building for a in legal if isinstance(a, Chain)):
            c = self.cat.cards[b]
            chain = " + ".join(item_name(self.cat, x) for x in c.chain)
            self.building.addItem(
                fill(tr("%1: %2 → %3"), c.name, chain, item_name(self.cat, c.good)), b
            )
        i = self.building.findData(keep)
        self.building.setCurrentIndex(i if i >= 0 else 0)
        self.building.blockSignals(False)
        self._refresh()

    def _refresh(self) -> None:
        b = self.building.currentData()
        if b is None or self.view is None:
            self.times.setRange(0, 0)
            self.preview.setText(tr("No chain can run now."))
            self.run.setEnabled(False)
            self.marks_changed.emit()
            return
        most = q.chain_max(self.view, self.seat, b)
        self.times.blockSignals(True)
        self.times.setRange(1, max(1, most))
        self.times.blockSignals(False)
        n = self.times.value()
        card = self.cat.cards[b]
        gained = n * len(card.chain)
        self.preview.setText(
            fill(
                tr(
                    "%1 × (%2) gives %3 × %4 (%n coin(s))", gained * self.cat.goods[card.good].value
                ),
                n,
                " + ".join(item_name(self.cat, x) for x in card.chain),
                gained,
                item_name(self.cat, card.good),
            )
        )
        self.run.setEnabled(most >= 1)
        self.marks_changed.emit()

    def action(self) -> Chain | None:
        b = self.building.currentData()
        if b is None or self.view is None:
            return None
        n = self.times.value()
        return Chain(self.seat, b, n, q.chain_cards(self.view, self.seat, b, n))

    def _run(self) -> None:
        a = self.action()
        if a is not None:
            self.chosen.emit(a)

    def _done(self) -> None:
        d = self.done_action()
        if d is not None:
            self.chosen.emit(d)

    def marks(self) -> Marks:
        m = Marks(highlight={("card", a.building) for a in self.legal if isinstance(a, Chain)})
        a = self.action()
        if a is not None:
            m.selected = {("card", a.building)} | {("card", c) for c in a.cards}
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == BUILDING and p.seat == self.seat:
            self.select(self.building, p.data.get("card"))
