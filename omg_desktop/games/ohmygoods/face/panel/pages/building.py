"""Phase IV: build the planned card (or from a display), hire an assistant, or finish.

The table is the main path: the card to build glows with *Build · paid X of Y* beside
it; the payment is chosen by clicking goods on the player's buildings (a badge on the
goods says how many are paid; the least overpayment is chosen first); an open
assistant is hired by clicking it (the ones that cannot be hired say why on hover)
and, in the base game, placed by clicking a building. The widgets in the panel are
the other way to do the same.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
)

from omg_desktop.i18n.templates import fill

from ......ui.table.controls import CONTROL, Control, words
from ......ui.table.layout import Marks, Placement
from ....rules import (
    Build,
    Catalog,
    GameState,
    Hire,
)
from ....rules import queries as q
from ....rules.actions import Payment
from ...zones import BUILDING, DISPLAY, OPEN_ASSISTANT, PLANNED
from ..widgets import (
    PaymentEditor,
    card_label,
    colour_name,
    hire_reason,
    list_text,
    tr,
)
from .base import Page

BUILD, HIRE = "build", "hire"  # which payment a click on goods changes


class GoodsPicker:
    """A payment chosen by clicking goods on buildings: how many goods each building
    gives. The engine takes a payment by good; this keeps which building's goods the
    player clicked, so the badges stay where they clicked."""

    def __init__(self, cat: Catalog) -> None:
        self.cat = cat
        self.available: dict[int, int] = {}  # building -> goods it holds, in row order
        self.taken: dict[int, int] = {}  # building -> goods chosen from it

    def reset(self, available: dict[int, int], payment: Payment) -> None:
        """Hold ``available`` and spread ``payment`` over it, first buildings first."""
        self.available = dict(available)
        self.taken = {}
        for g, n in payment:
            for b, have in self.available.items():
                if n <= 0:
                    break
                if self.cat.card(b).good == g and have:
                    k = min(n, have)
                    self.taken[b] = k
                    n -= k

    def click(self, building: int, back: bool = False) -> bool:
        """One more good from ``building`` (when all of them are chosen, none again);
        ``back``: one fewer (a right click). False if the building has no goods to pay
        with."""
        have = self.available.get(building, 0)
        if have <= 0:
            return False
        n = self.taken.get(building, 0)
        if back:
            self.taken[building] = max(0, n - 1)
        else:
            self.taken[building] = n + 1 if n < have else 0
        return True

    def payment(self) -> Payment:
        by_good: dict[str, int] = {}
        for b, n in self.taken.items():
            if n:
                g = self.cat.card(b).good
                by_good[g] = by_good.get(g, 0) + n
        return tuple(sorted(by_good.items()))

    def value(self) -> int:
        return q.payment_value(self.payment(), self.cat)

    def badges(self) -> dict[tuple, str]:
        """ "−2" on the goods of each building that pays two of them."""
        return {("goods", b): f"−{n}" for b, n in self.taken.items() if n}


def payable_goods(view: GameState, seat: int) -> dict[int, int]:
    """The goods a player could pay with, by building (in the row's order)."""
    card_of = view.cat.card
    return {
        b.card: b.goods
        for b in view.players[seat].buildings
        if b.goods > 0 and card_of(b.card).good is not None
    }


def goods_marks(m: Marks, picker: GoodsPicker) -> None:
    """Goods that can pay glow, those chosen carry a badge, and a hover says how."""
    note = tr(
        "Click: pay with one more of these goods (once all are chosen, a click takes them "
        "back); right click or Minus: one fewer."
    )
    for b in picker.available:
        m.highlight.add(("goods", b))
        m.notes[("goods", b)] = note
    m.badges.update(picker.badges())


class BuildPage(Page):
    """Phase IV: build the planned card (or from a display), hire an assistant, or finish."""

    takes_goods_back = True

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.paying = BUILD
        self.pickers = {BUILD: GoodsPicker(cat), HIRE: GoodsPicker(cat)}
        self.info = QLabel()
        self.info.setWordWrap(True)
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
        self.hire = self.button(tr("H&ire"), self._hire)
        self.done = self.button(tr("&Done: end my turn"), self._done)
        self.build_label = QLabel(tr("Build:"))
        self.hire_label = QLabel(tr("Or hire an assistant:"))
        self.how = QLabel(
            tr(
                "On the table: the goods that pay glow on your buildings (the least "
                "overpayment is chosen); click goods to change it, then Build. To hire, "
                "click an open assistant."
            )
        )
        self.how.setWordWrap(True)
        for w in (self.info, self.how, self.build, self.hire, self.done):
            self.box.addWidget(w)
        self.fold(
            self.build_label,
            self.card,
            self.pay,
            self.hire_label,
            self.assistant,
            self.reason,
            self.where,
            self.hire_pay,
        )
        self.card.currentIndexChanged.connect(self._card_changed)
        self.assistant.currentIndexChanged.connect(self._assistant_changed)
        self.pay.changed.connect(lambda: self._editor_changed(BUILD))
        self.hire_pay.changed.connect(lambda: self._editor_changed(HIRE))
        self.where.currentIndexChanged.connect(self._validate)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        for p in self.pickers.values():
            p.cat = self.cat
        self.pay.cat = self.hire_pay.cat = self.cat
        builds = [a for a in legal if isinstance(a, Build)]
        self.paying = BUILD if builds else HIRE
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
        if not (both and builds and hires):
            info = ""
        elif view.ruleset.build_after_hire:
            info = tr(
                "You may build and also hire one assistant this turn, paying for each separately."
            )
        else:  # the classic rules: a hire comes after the build or instead of it
            info = tr(
                "You may build, then hire one assistant, paying for each separately; "
                "hiring first gives up the build."
            )
        self.info.setText(info)
        self.info.setVisible(bool(self.info.text()))
        for w in (
            self.hire_label,
            self.assistant,
            self.reason,
            self.where,
            self.hire_pay,
            self.hire,
        ):
            w.setVisible(can_hire)
        # an assistant is chosen for the player only when hiring is all there is to do:
        # with a card to build, one shown as chosen (framed, "Hire · …" beside it) would
        # say "hire" while the card says "build" (a newcomer's trial, lesson steps 37, 43)
        first_ok = next((i for i, (_, _, why) in enumerate(status) if why is None), 0)
        self.assistant.setCurrentIndex(first_ok if status and not builds else -1)
        self._card_changed()
        self._assistant_changed()

    def _goods(self) -> dict[str, int]:
        assert self.view is not None
        return q.goods_of(self.view.players[self.seat], self.cat)

    def _editor(self, kind: str) -> PaymentEditor:
        return self.pay if kind == BUILD else self.hire_pay

    def _editor_changed(self, kind: str) -> None:
        """The panel's spin boxes changed a payment: the table's badges follow."""
        picker = self.pickers[kind]
        if self.view is not None and picker.payment() != self._editor(kind).payment():
            picker.reset(payable_goods(self.view, self.seat), self._editor(kind).payment())
        self._validate()

    def _card_changed(self) -> None:
        c = self.card.currentData()
        if c is not None and self.view is not None:
            self.pickers[BUILD].reset(payable_goods(self.view, self.seat), ())
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
            self.where.addItem(tr("Assign later") if b is None else self.cat.card(b).name, b)
        if None not in targets and len(targets) > 1:
            self.where.setCurrentIndex(-1)  # the base game: the player clicks where it works
        assert self.view is not None
        self.pickers[HIRE].reset(payable_goods(self.view, self.seat), ())
        self.hire_pay.load(self._goods(), q.hire_cost(self.view, self.seat, a, side))
        self._validate()

    def _validate(self) -> None:
        self.build.setEnabled(self.card.currentData() is not None and self.pay.enough())
        data = self.assistant.currentData()
        ok = data is not None and data[2] is None and self.where.currentIndex() >= 0
        self.hire.setEnabled(ok and self.hire_pay.enough())
        self.marks_changed.emit()

    def _build(self) -> None:
        """Build with the payment chosen (an underpayment is refused by the rules)."""
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

    def _hireable(self) -> tuple[int, int] | None:
        """The assistant chosen to hire, if it can be hired (id, side)."""
        data = self.assistant.currentData()
        if data is None or data[2] is not None or not self.where.count():
            return None
        return data[0], data[1]

    def _build_anchor(self, c: int) -> tuple:
        """What *Build* lies beside: the "to build" slot for the planned card (the card
        lies on it, and *Done* beside it too), else the display card."""
        assert self.view is not None
        return ("slot", "planned") if self.view.players[self.seat].planned == c else ("card", c)

    def _active(self, can_build: bool, can_hire: bool) -> str | None:
        """Which payment a click on goods changes now (None: nothing to pay for)."""
        if self.paying == HIRE and can_hire:
            return HIRE
        if can_build:
            return BUILD
        return HIRE if can_hire else None

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
        hire = self._hireable()
        active = self._active(c is not None, hire is not None)
        how = tr("Click goods on your buildings to choose what you pay; no change is given.")
        controls: list[Control] = []
        if c is not None:
            m.highlight.update(("card", b) for b in self.card_ids())
            m.selected.add(("card", c))
            anchor = self._build_anchor(c)
            tip = how + ("\n" + self.info.text() if self.info.text() else "")
            text = fill(tr("Build · paid %1 of %2"), self.pay.value(), self.pay.cost)
            controls.append(Control(BUILD, text, anchor, tip=tip, side="auto",
                                    default=active == BUILD))  # fmt: skip
        if hire is not None:
            a, _side = hire
            m.selected.add(("assistant", a))
            tip = how
            if self.where.count() and self.where.itemData(0) is not None:  # base game: placed now
                tip += "\n" + tr("Click one of your buildings to choose where the assistant works.")
                for i in range(self.where.count()):
                    b = self.where.itemData(i)
                    if active == HIRE:
                        m.highlight.add(("card", b))
                    m.notes[("card", b)] = tr("Click: the new assistant works here")
                if self.where.currentIndex() >= 0:
                    m.selected.add(("card", self.where.currentData()))
            text = fill(tr("Hire · paid %1 of %2"), self.hire_pay.value(), self.hire_pay.cost)
            placed = self.where.currentIndex() >= 0
            if not placed:  # the base game: where it works is the player's click
                text = tr("Hire · click the building it works at")
            controls.append(Control(HIRE, text, ("assistant", a), placed, tip=tip, side="auto",
                                    default=active == HIRE and placed))  # fmt: skip
        if active is not None:
            goods_marks(m, self.pickers[active])
        if self.done_action() is not None:
            text = words(self.done.text())
            alone = not any(k.default for k in controls)  # Enter ends the turn then
            controls.append(Control("done", text, ("slot", "planned"), side="auto", default=alone))
        m.controls = controls
        return m

    def card_ids(self) -> list[int]:
        return [self.card.itemData(i) for i in range(self.card.count())]

    def _pick_goods(self, building: int, back: bool = False) -> None:
        kind = self._active(self.card.currentData() is not None, self._hireable() is not None)
        if kind is not None and self.pickers[kind].click(building, back):
            self._editor(kind).set_payment(self.pickers[kind].payment())

    def on_click(self, p: Placement) -> None:
        if p.zone == CONTROL:
            {BUILD: self._build, HIRE: self._hire, "done": self._done}.get(
                p.data.get("id"), lambda: None
            )()
            return
        if p.zone == OPEN_ASSISTANT:
            for i in range(self.assistant.count()):
                if self.assistant.itemData(i)[0] == p.data.get("assistant"):
                    self.assistant.setCurrentIndex(i)
                    self.paying = HIRE
        elif p.zone == BUILDING and p.seat == self.seat and p.kind == "goods":
            self._pick_goods(p.data.get("card"), bool(p.data.get("back")))
        elif p.zone == BUILDING and p.seat == self.seat:
            self.paying = HIRE if self.select(self.where, p.data.get("card")) else self.paying
        elif p.zone in (DISPLAY, PLANNED) and p.data.get("card") is not None:
            self.paying = BUILD if self.select(self.card, p.data["card"]) else self.paying
        self.marks_changed.emit()
