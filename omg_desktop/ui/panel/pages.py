"""One page per kind of decision. Each turns widgets (and table clicks) into an action.

A page is loaded with the viewer's view and legal actions; it highlights what
matters on the table (``marks``), reacts to clicks (``on_click``) and emits
``chosen(action)`` when the player confirms. Legal actions come from the engine;
pages never decide a rule, they only choose among what the engine offers.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...rules import (
    Action,
    Assign,
    Build,
    Catalog,
    Chain,
    Discard,
    Done,
    Exchange,
    GameState,
    Hire,
    MoveAssistant,
    Produce,
    Sunrise,
)
from ...rules import queries as q
from ..table.layout import BUILDING, DISPLAY, HAND, OPEN_ASSISTANT, Marks, Placement
from .widgets import (
    PaymentEditor,
    card_label,
    colour_name,
    fill,
    hire_reason,
    item_name,
    list_text,
    payment_text,
    tr,
)


class Page(QWidget):
    chosen = Signal(object)  # an Action
    marks_changed = Signal()

    def __init__(self, cat: Catalog, parent=None) -> None:
        super().__init__(parent)
        self.cat = cat
        self.view: GameState | None = None
        self.seat = 0
        self.legal: list[Action] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setAlignment(Qt.AlignmentFlag.AlignTop)

    def load(self, view: GameState, seat: int, legal: list[Action]) -> None:
        self.view, self.seat, self.legal = view, seat, legal
        self.cat = view.cat  # an expansion game's catalog also holds its new cards

    def marks(self) -> Marks:
        return Marks()

    def on_click(self, p: Placement) -> None:
        """A table click while this page is shown."""

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        """A card dragged onto ``target`` (a building or the "to build" slot) or nowhere."""

    def draft(self, view: GameState) -> None:
        """Show the choice being made on ``view`` (a copy the table draws)."""

    def button(self, text: str, action=None) -> QPushButton:
        b = QPushButton(text)
        if action is not None:
            b.clicked.connect(action)
        return b

    @staticmethod
    def select(combo: QComboBox, data: object) -> bool:
        """Choose the entry of ``combo`` holding ``data``; False if there is none."""
        i = combo.findData(data)
        if i >= 0:
            combo.setCurrentIndex(i)
        return i >= 0

    def done_action(self) -> Done | None:
        return next((a for a in self.legal if isinstance(a, Done)), None)


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
        self.swap.setText(tr("E&xchange all %n card(s)", n))
        self.swap.setEnabled(Exchange(seat, True) in legal)


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
        for w in (self.info, self.list, self.go):
            self.box.addWidget(w)

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


class AssignPage(Page):
    """End of round (expansion rules): put hired assistants under buildings."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.list = QComboBox()
        self.list.setAccessibleName(tr("Assignment"))
        self.go = self.button(tr("&Assign"), self._go)
        self.done = self.button(tr("&Done"), lambda: self.chosen.emit(self.done_action()))
        for w in (QLabel(tr("Assign your hired assistants:")), self.list, self.go, self.done):
            self.box.addWidget(w)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        self.list.clear()
        for a in legal:
            if isinstance(a, Assign):
                self.list.addItem(
                    fill(
                        tr("Assistant %1 to the %2"), a.assistant, self.cat.cards[a.building].name
                    ),
                    a,
                )
        self.go.setEnabled(self.list.count() > 0)

    def _go(self) -> None:
        a = self.list.currentData()
        if a is not None:
            self.chosen.emit(a)


class WaitPage(Page):
    """Nothing to decide: somebody else is acting, or no game has started yet."""

    new_game = Signal()
    show_scores = Signal()
    play_again = Signal()

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.again = self.button(tr("&Play again"), self.play_again.emit)
        self.scores = self.button(tr("Show the &scores"), self.show_scores.emit)
        self.start = self.button(tr("&New game…"), self.new_game.emit)
        for w in (self.again, self.scores, self.start):
            self.box.addWidget(w)
            w.setVisible(False)
