"""Phase II: the worker's building and orientation, the planned card, paid moves."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QLabel,
    QRadioButton,
)

from ....rules import (
    GameState,
    MoveAssistant,
    Sunrise,
)
from ...table.layout import BUILDING, HAND, Marks, Placement
from ..widgets import (
    card_label,
    fill,
    item_name,
    list_text,
    payment_text,
    tr,
)
from .base import Page


class SunrisePage(Page):
    """Phase II: the worker's building and orientation, the card to build, paid moves."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.building = QComboBox()
        self.building.setAccessibleName(tr("Worker's building"))
        self.eff = QRadioButton(tr("&Efficient: all inputs, 2 goods"))
        self.slop = QRadioButton(tr("&Sloppy: one input may lack, 1 good"))
        group = QButtonGroup(self)
        group.addButton(self.eff)
        group.addButton(self.slop)
        self.eff.setChecked(True)
        self.plan = QComboBox()
        self.plan.setAccessibleName(tr("Card to build"))
        self.moves = QComboBox()
        self.moves.setAccessibleName(tr("Move an assistant"))
        self.move_btn = self.button(tr("&Move assistant"), self._move)
        self.confirm = self.button(tr("&Confirm my choices"), self._confirm)
        self.confirm.setDefault(True)
        lab = QLabel(tr("&Worker at:"))
        lab.setBuddy(self.building)
        plab = QLabel(tr("&Plan to build:"))
        plab.setBuddy(self.plan)
        self.move_label = QLabel(tr("Move an assistant (2 coins each):"))
        for w in (
            lab,
            self.building,
            self.eff,
            self.slop,
            plab,
            self.plan,
            self.move_label,
            self.moves,
            self.move_btn,
            self.confirm,
        ):
            self.box.addWidget(w)
        for w in (self.building, self.plan):
            w.currentIndexChanged.connect(self.marks_changed)
        self.eff.toggled.connect(self.marks_changed)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        sunrise = [a for a in legal if isinstance(a, Sunrise)]
        keep_b, keep_p = self.building.currentData(), self.plan.currentData()
        if view.round != getattr(self, "_round", None):  # a new decision starts afresh
            keep_b = keep_p = None
            self.eff.setChecked(True)
            self._round = view.round
        self.building.blockSignals(True)
        self.plan.blockSignals(True)
        self.building.clear()
        for b in sorted({a.building for a in sunrise}, key=self._building_order):
            self.building.addItem(self._building_text(b), b)
        self.plan.clear()
        self.plan.addItem(tr("Nothing this round"), None)
        for c in sorted(
            {a.plan for a in sunrise if a.plan is not None},
            key=lambda c: (self.cat.cards[c].cost or 0, c),
        ):
            self.plan.addItem(card_label(self.cat, c), c)
        self._reselect(self.building, keep_b)
        self._reselect(self.plan, keep_p)
        self.building.blockSignals(False)
        self.plan.blockSignals(False)
        moves = [a for a in legal if isinstance(a, MoveAssistant)]
        self.moves.clear()
        for a in moves:
            self.moves.addItem(
                fill(
                    tr("Assistant %1 to the %2, paying %3"),
                    a.assistant,
                    self.cat.cards[a.building].name,
                    payment_text(self.cat, a.payment),
                ),
                a,
            )
        for w in (self.moves, self.move_btn, self.move_label):
            w.setVisible(bool(moves))
        self.marks_changed.emit()

    def _building_order(self, b: int) -> int:
        return self.view.players[self.seat].building_ids().index(b) if self.view else 0

    def _building_text(self, b: int) -> str:
        c = self.cat.cards[b]
        inputs = list_text([fill(tr("%1 × %2"), n, item_name(self.cat, r)) for r, n in c.inputs])
        return fill(tr("%1 (needs %2)"), c.name, inputs)

    @staticmethod
    def _reselect(combo: QComboBox, data) -> None:
        i = combo.findData(data)
        combo.setCurrentIndex(i if i >= 0 else 0)

    def choice(self) -> Sunrise | None:
        b = self.building.currentData()
        if b is None:
            return None
        a = Sunrise(self.seat, b, self.eff.isChecked(), self.plan.currentData())
        return a if a in self.legal else None

    def _confirm(self) -> None:
        a = self.choice()
        if a is not None:
            self.chosen.emit(a)

    def _move(self) -> None:
        a = self.moves.currentData()
        if a is not None:
            self.chosen.emit(a)

    def marks(self) -> Marks:
        m = Marks()
        b, plan = self.building.currentData(), self.plan.currentData()
        targets = {a.building for a in self.legal if isinstance(a, Sunrise)}
        m.highlight = {("card", x) for x in targets if x != b}
        if b is not None:
            m.selected.add(("card", b))
        if plan is not None:
            m.selected.add(("card", plan))
        return m

    def draft(self, view: GameState) -> None:
        p = view.players[self.seat]
        if p.committed:
            return
        p.pending_worker = self.building.currentData()
        p.pending_efficient = self.eff.isChecked()
        plan = self.plan.currentData()
        if plan is not None and plan in p.hand:
            p.hand.remove(plan)
            p.pending_plan = plan

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        if target is None:
            return
        if dragged.zone == HAND and target.zone == "planned":
            self.select(self.plan, dragged.data.get("card"))
        elif dragged.zone == "worker" and target.zone == BUILDING and target.seat == self.seat:
            self.select(self.building, target.data.get("card"))
        self.marks_changed.emit()

    def on_click(self, p: Placement) -> None:
        card = p.data.get("card")
        if p.zone == "worker" and p.seat == self.seat:
            (self.slop if self.eff.isChecked() else self.eff).setChecked(True)
        elif p.zone == BUILDING and p.seat == self.seat:
            i = self.building.findData(card)
            if i < 0:
                return
            if self.building.currentIndex() == i:  # a second click turns the worker
                (self.slop if self.eff.isChecked() else self.eff).setChecked(True)
            self.building.setCurrentIndex(i)
        elif p.zone in (HAND, "planned") and card is not None:
            i = self.plan.findData(card)
            if i >= 0:
                self.plan.setCurrentIndex(0 if self.plan.currentIndex() == i else i)
        self.marks_changed.emit()
