"""Phase IV: build the planned card (or from a display), hire an assistant, or finish."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
)

from ....rules import (
    Build,
    Hire,
)
from ....rules import queries as q
from ...table.layout import BUILDING, DISPLAY, OPEN_ASSISTANT, Marks, Placement
from ..widgets import (
    PaymentEditor,
    card_label,
    colour_name,
    fill,
    hire_reason,
    list_text,
    tr,
)
from .base import Page


class BuildPage(Page):
    """Phase IV: build the planned card (or from a display), hire an assistant, or finish."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.card = QComboBox()
        self.card.setAccessibleName(tr("Card to build"))
        self.pay = PaymentEditor(cat)
        self.build = self.button(tr("&Build"), self._build)
        self.build.setDefault(True)
        self.assistant = QComboBox()
        self.assistant.setAccessibleName(tr("Assistant to hire"))
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.where = QComboBox()
        self.where.setAccessibleName(tr("Building for the assistant"))
        self.hire_pay = PaymentEditor(cat)
        self.hire = self.button(tr("&Hire"), self._hire)
        self.done = self.button(tr("&Done: end my turn"), self._done)
        self.build_label = QLabel(tr("Build:"))
        self.hire_label = QLabel(tr("Or hire an assistant:"))
        for w in (
            self.build_label,
            self.card,
            self.pay,
            self.build,
            self.hire_label,
            self.assistant,
            self.reason,
            self.where,
            self.hire_pay,
            self.hire,
            self.done,
        ):
            self.box.addWidget(w)
        self.card.currentIndexChanged.connect(self._card_changed)
        self.assistant.currentIndexChanged.connect(self._assistant_changed)
        self.pay.changed.connect(self._validate)
        self.hire_pay.changed.connect(self._validate)
        self.where.currentIndexChanged.connect(self.marks_changed)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        builds = [a for a in legal if isinstance(a, Build)]
        self.card.blockSignals(True)
        self.card.clear()
        for c in dict.fromkeys(a.card for a in builds):
            self.card.addItem(card_label(self.cat, c), c)
        self.card.blockSignals(False)
        for w in (self.build_label, self.card, self.pay, self.build):
            w.setVisible(bool(builds))
        hires = [a for a in legal if isinstance(a, Hire)]
        self.assistant.blockSignals(True)
        self.assistant.clear()
        status = [(a, side, hire_reason(view, seat, a, side)) for a, side in view.open_assistants]
        for a, side, why in status:
            face = q.assistant_side(self.cat, a, side)
            needs = list_text([colour_name(self.cat, c) for c in face.needs])
            cost = q.hire_cost(view, seat, a, side)
            text = fill(tr("Assistant %1: %2 coins, needs %3, %4 VP"), a, cost, needs, face.vp)
            self.assistant.addItem(text, (a, side, why))
            self.assistant.setItemData(
                self.assistant.count() - 1, text, Qt.ItemDataRole.ToolTipRole
            )
        self.assistant.blockSignals(False)
        can_hire = bool(hires) or bool(status)
        both = view.ruleset.build_and_hire
        self.hire_label.setText(tr("Hire an assistant:") if both else tr("Or hire an assistant:"))
        for w in (
            self.hire_label,
            self.assistant,
            self.reason,
            self.where,
            self.hire_pay,
            self.hire,
        ):
            w.setVisible(can_hire)
        first_ok = next((i for i, (_, _, why) in enumerate(status) if why is None), 0)
        self.assistant.setCurrentIndex(first_ok if status else -1)
        self._card_changed()
        self._assistant_changed()

    def _goods(self) -> dict[str, int]:
        assert self.view is not None
        return q.goods_of(self.view.players[self.seat], self.cat)

    def _card_changed(self) -> None:
        c = self.card.currentData()
        if c is not None and self.view is not None:
            self.pay.load(self._goods(), q.build_cost(self.view, self.seat, c))
        self._validate()

    def _assistant_changed(self) -> None:
        data = self.assistant.currentData()
        self.where.clear()
        if data is None:
            self.reason.setText("")
            self._validate()
            return
        a, side, why = data
        self.reason.setText(fill(tr("Cannot hire: %1"), why) if why else "")
        self.reason.setVisible(bool(why))
        for w in (self.where, self.hire_pay, self.hire):
            w.setVisible(why is None)
        targets = sorted(
            {h.building for h in self.legal if isinstance(h, Hire) and h.assistant == a},
            key=lambda b: (b is None, b or 0),
        )
        for b in targets:
            self.where.addItem(tr("Assign later") if b is None else self.cat.cards[b].name, b)
        assert self.view is not None
        self.hire_pay.load(self._goods(), q.hire_cost(self.view, self.seat, a, side))
        self._validate()

    def _validate(self) -> None:
        self.build.setEnabled(self.card.currentData() is not None and self.pay.enough())
        data = self.assistant.currentData()
        ok = data is not None and data[2] is None and self.where.count() > 0
        self.hire.setEnabled(ok and self.hire_pay.enough())
        self.marks_changed.emit()

    def _build(self) -> None:
        c = self.card.currentData()
        if c is not None:
            self.chosen.emit(Build(self.seat, c, self.pay.payment()))

    def _hire(self) -> None:
        data = self.assistant.currentData()
        if data is not None and self.where.count():
            self.chosen.emit(
                Hire(self.seat, data[0], self.hire_pay.payment(), self.where.currentData())
            )

    def _done(self) -> None:
        d = self.done_action()
        if d is not None:
            self.chosen.emit(d)

    def marks(self) -> Marks:
        m = Marks()
        if self.view is None:
            return m
        for a, side in self.view.open_assistants:
            why = hire_reason(self.view, self.seat, a, side)
            (m.highlight if why is None else m.dim).add(("assistant", a))
            if why is not None:
                m.notes[("assistant", a)] = fill(tr("You cannot hire this assistant: %1"), why)
        c = self.card.currentData()
        if c is not None:
            m.selected.add(("card", c))
        data = self.assistant.currentData()
        if data is not None and data[2] is None:
            m.selected.add(("assistant", data[0]))
            if self.where.currentData() is not None:
                m.selected.add(("card", self.where.currentData()))
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == OPEN_ASSISTANT:
            for i in range(self.assistant.count()):
                if self.assistant.itemData(i)[0] == p.data.get("assistant"):
                    self.assistant.setCurrentIndex(i)
        elif p.zone == BUILDING and p.seat == self.seat:
            self.select(self.where, p.data.get("card"))
        elif p.zone == DISPLAY:
            self.select(self.card, p.data.get("card"))
