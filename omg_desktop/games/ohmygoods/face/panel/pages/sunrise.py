"""Phase II: the worker's building and orientation, the planned card, paid moves.

On the table: the worker is clicked or dragged onto a building (a click on it turns
it), a hand card is clicked or dragged to *To build*; in the base game an assistant is
dragged to another building (or clicked, then the building) and its cost (the rule
set's, 2 coins in the base game) is paid by
clicking goods, with *Move · paid X of Y* beside the building. *Confirm* lies under the
"to build" slot. When assistants hold every production building (a rule set that lets
them take the last one) the worker stays home: the page says why, and only the plan is
chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QLabel,
    QRadioButton,
)

from omg_desktop.i18n.templates import fill

from ......ui.table.controls import CONTROL, Control, words
from ......ui.table.layout import HAND, Marks, Placement
from ....rules import (
    GameState,
    MoveAssistant,
    Sunrise,
)
from ....rules import queries as q
from ....rules.takeback import decision_key
from ...zones import BUILDING
from ..widgets import (
    card_label,
    item_name,
    list_text,
    payment_text,
    tr,
)
from .base import Page
from .building import GoodsPicker, goods_marks, payable_goods


class SunrisePage(Page):
    """Phase II: the worker's building and orientation, the card to build, paid moves."""

    takes_goods_back = True

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
        self.move_label = QLabel()  # its cost is the rules' (see load)
        self.how_text = tr(
            "On the table: click one of your buildings for the worker (click it again, "
            "or the worker, to turn it), click a hand card to plan it, then Confirm."
        )
        self.home_text = tr(
            "Your worker stays home this round: an assistant works at each of your "
            "production buildings. Click a hand card to plan it (or plan nothing), "
            "then Confirm."
        )
        self.how = QLabel(self.how_text)
        self.how.setWordWrap(True)
        self.home = False  # no building is free for the worker: it stays home
        self.box.addWidget(self.how)
        self.box.addWidget(self.confirm)
        self.fold(
            lab,
            self.building,
            self.eff,
            self.slop,
            plab,
            self.plan,
            self.move_label,
            self.moves,
            self.move_btn,
        )
        for w in (self.building, self.plan):
            w.currentIndexChanged.connect(self.marks_changed)
        self.eff.toggled.connect(self.marks_changed)
        self.picker = GoodsPicker(cat)
        self.moving: int | None = None  # the assistant being moved on the table
        self.move_to: int | None = None  # and where to

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        sunrise = [a for a in legal if isinstance(a, Sunrise)]
        keep_b, keep_p = self.building.currentData(), self.plan.currentData()
        key = decision_key(view)
        if key != getattr(self, "_decision", None):  # a new decision starts afresh
            keep_b = keep_p = None
            self.eff.setChecked(True)
            self._decision = key
        self.building.blockSignals(True)
        self.plan.blockSignals(True)
        self.building.clear()
        places = {a.building for a in sunrise if a.building is not None}
        self.home = bool(sunrise) and not places
        for b in sorted(places, key=self._building_order):
            self.building.addItem(self.cat.card(b).name, b)
            tip = self._building_needs(b)
            self.building.setItemData(self.building.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        if self.home:
            self.building.addItem(tr("Nowhere: the worker stays home"), None)
        self.how.setText(self.home_text if self.home else self.how_text)
        for w in (self.building, self.eff, self.slop):
            w.setEnabled(not self.home)
        self.plan.clear()
        self.plan.addItem(tr("Nothing this round"), None)
        for c in sorted(
            {a.plan for a in sunrise if a.plan is not None},
            key=lambda c: (self.cat.card(c).cost or 0, c),
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
                    self.cat.card(a.building).name,
                    payment_text(self.cat, a.payment),
                ),
                a,
            )
        for w in (self.moves, self.move_btn, self.move_label):
            w.setVisible(bool(moves))
        self.move_label.setText(fill(tr("Move an assistant (%1 coins each):"), self._move_cost()))
        self.picker.cat = self.cat
        if not self._move_targets(self.moving):
            self.moving = None
        if self.move_to not in self._move_targets(self.moving):
            self.move_to = None
        self._move_changed()

    # ---- moving an assistant (base game) ---------------------------------------------
    def _move_targets(self, assistant: int | None) -> set[int]:
        return {
            a.building
            for a in self.legal
            if isinstance(a, MoveAssistant) and a.assistant == assistant
        }

    def _move_cost(self) -> int:
        """What a move costs now (0: a free move), as the rules say."""
        assert self.view is not None
        return q.move_cost(self.view, self.view.players[self.seat]) or 0

    def _paid_view(self) -> GameState:
        """The view with the moves already paid for taken (what is left to pay with)."""
        assert self.view is not None
        view = self.view.clone()
        p = view.players[self.seat]
        for m in p.pending_moves:
            q.take_goods(p, self.cat, m.payment)
            for h in p.assistants:
                if h.assistant == m.assistant:
                    h.building = m.building
        return view

    def _move_changed(self) -> None:
        """A move is being composed: choose the least overpayment first."""
        if self.moving is not None and self.move_to is not None:
            view = self._paid_view()
            left = q.goods_of(view.players[self.seat], self.cat)
            best = q.best_payment(left, self.cat, self._move_cost()) or ()
            self.picker.reset(payable_goods(view, self.seat), best)
        else:
            self.picker.reset({}, ())
        self.marks_changed.emit()

    def _start_move(self, assistant: int, building: int | None) -> bool:
        """Move ``assistant`` to ``building`` (None: the building is chosen next)."""
        targets = self._move_targets(assistant)
        if not targets or (building is not None and building not in targets):
            return False
        self.moving, self.move_to = assistant, building
        self._move_changed()
        return True

    def _submit_move(self) -> None:
        if self.moving is not None and self.move_to is not None:
            a = MoveAssistant(self.seat, self.moving, self.move_to, self.picker.payment())
            self.moving = self.move_to = None
            self.chosen.emit(a)

    def _cancel_move(self) -> None:
        self.moving = self.move_to = None
        self._move_changed()

    def _building_order(self, b: int) -> int:
        return self.view.players[self.seat].building_ids().index(b) if self.view else 0

    def _building_needs(self, b: int) -> str:
        c = self.cat.card(b)
        inputs = list_text([fill(tr("%1 × %2"), n, item_name(self.cat, r)) for r, n in c.inputs])
        return fill(tr("%1 (needs %2)"), c.name, inputs)

    @staticmethod
    def _reselect(combo: QComboBox, data) -> None:
        i = combo.findData(data)
        combo.setCurrentIndex(i if i >= 0 else 0)

    def choice(self) -> Sunrise | None:
        b = self.building.currentData()
        if self.home:  # the one way to work: nowhere
            a = Sunrise(self.seat, None, True, self.plan.currentData())
        elif b is None:
            return None
        else:
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
        if self.moving is not None:
            return self._move_marks(m)
        targets = {a.building for a in self.legal if isinstance(a, Sunrise)}
        m.highlight = {("card", x) for x in targets if x != b and x is not None}
        if b is not None:
            m.selected.add(("card", b))
        if plan is not None:
            m.selected.add(("card", plan))
        movable = {a.assistant for a in self.legal if isinstance(a, MoveAssistant)}
        note = fill(
            tr("Drag this assistant to another building to move it (%1 coins)"),
            self._move_cost(),
        )
        for a in movable:
            m.notes[("assistant", a)] = note
        if self.choice() is not None:
            m.controls = [
                Control(
                    "confirm",
                    words(self.confirm.text()),
                    ("slot", "planned"),
                    side="auto",
                    default=True,
                )
            ]
        return m

    def _move_marks(self, m: Marks) -> Marks:
        """An assistant on its way: where it may go, and the goods paying for it."""
        assert self.moving is not None
        m.selected.add(("assistant", self.moving))
        if self.move_to is None:
            for x in self._move_targets(self.moving):
                m.highlight.add(("card", x))
                m.notes[("card", x)] = tr("Click: the assistant moves here")
        else:
            m.selected.add(("card", self.move_to))
            goods_marks(m, self.picker)
            text = fill(tr("Move · paid %1 of %2"), self.picker.value(), self._move_cost())
            tip = tr("Click goods on your buildings to choose what you pay; no change is given.")
            m.controls.append(Control("move", text, ("card", self.move_to), tip=tip, side="auto",
                                      default=True))  # fmt: skip
        anchor = ("card", self.move_to) if self.move_to is not None else ("assistant", self.moving)
        m.controls.append(Control("cancel_move", tr("Cancel the move"), anchor, side="auto"))
        return m

    def draft(self, view: GameState) -> None:
        p = view.players[self.seat]
        if p.committed:
            return
        for m in p.pending_moves:  # paid moves show where they go, the goods gone
            q.take_goods(p, self.cat, m.payment)
            for h in p.assistants:
                if h.assistant == m.assistant:
                    h.building = m.building
        for h in p.assistants:  # the move being chosen: the assistant at its new place
            if h.assistant == self.moving and self.move_to is not None:
                h.building = self.move_to
        p.pending_worker = self.building.currentData()
        p.pending_efficient = self.eff.isChecked()
        plan = self.plan.currentData()
        if plan is not None and plan in p.hand:
            p.hand.remove(plan)
            p.pending_plan = plan

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        if target is None:
            return
        if dragged.kind == "assistant" and dragged.zone == BUILDING:
            if target.zone == BUILDING and target.seat == self.seat:
                self._start_move(dragged.data.get("assistant"), target.data.get("card"))
        elif dragged.zone == HAND and target.zone == "planned":
            self.select(self.plan, dragged.data.get("card"))
        elif dragged.zone == "worker" and target.zone == BUILDING and target.seat == self.seat:
            self.select(self.building, target.data.get("card"))
        self.marks_changed.emit()

    def takes_first(self, p: Placement) -> bool:
        """A hand card rung and not planned is planned (if it may be)."""
        card = p.data.get("card") if p.zone == HAND and p.kind == "card" else None
        i = self.plan.findData(card) if card is not None else -1
        if i <= 0 or i == self.plan.currentIndex():
            return False
        self.plan.setCurrentIndex(i)
        return True

    def on_click(self, p: Placement) -> None:
        card = p.data.get("card")
        if p.zone == CONTROL:
            action = {
                "confirm": self._confirm,
                "move": self._submit_move,
                "cancel_move": self._cancel_move,
            }.get(p.data.get("id"))
            if action is not None:
                action()
            return
        if self.moving is not None and self._move_click(p):
            return
        if p.kind == "assistant" and p.zone == BUILDING and p.seat == self.seat:
            self._start_move(p.data.get("assistant"), None)
            return
        if p.zone == "worker" and p.seat == self.seat:
            if not self.home:  # a worker staying home is not turned
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

    def _move_click(self, p: Placement) -> bool:
        """A click while an assistant is being moved: goods pay, a building is where it
        goes, the assistant again puts it back. False: the click is not about the move."""
        if p.seat != self.seat or p.zone != BUILDING:
            return False
        if p.kind == "assistant":
            if p.data.get("assistant") == self.moving:
                self._cancel_move()
                return True
            return False
        if p.kind == "goods" and self.move_to is not None:
            self.picker.click(p.data.get("card"), bool(p.data.get("back")))
            self.marks_changed.emit()
            return True
        if self.move_to is None and p.data.get("card") in self._move_targets(self.moving):
            self._start_move(self.moving, p.data.get("card"))
            return True
        return False
