"""Small widgets shared by the decision pages."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from omg_desktop.i18n.templates import fill

from ...rules import Catalog
from ...rules.actions import Payment
from ...rules.queries import best_payment, payment_value
from ..log_text import list_text


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Panel", text, None, n)


def item_name(cat: Catalog, item: str | None) -> str:
    """The display name (from the data) of a resource or good id; "any" for any resource."""
    if item in cat.resources:
        return cat.resources[item].name
    if item in cat.goods:
        return cat.goods[item].name
    return tr("any resource") if item == "any" else str(item)


def colour_name(cat: Catalog, colour: str) -> str:
    """A building colour, named with its resource so colour is never the only cue."""
    name = cat.colour_names.get(colour, colour)
    for r in cat.resources.values():
        if r.colour == colour:
            return fill(tr("%1 (%2)"), name, r.name)
    return name


def card_label(cat: Catalog, card: int) -> str:
    c = cat.card(card)
    cost = "–" if c.cost is None else str(c.cost)
    return fill(tr("%1 (cost %2, %3 VP)"), c.name, cost, c.vp)


def payment_text(cat: Catalog, payment: Payment) -> str:
    parts = [fill(tr("%1 × %2"), n, cat.goods[g].name) for g, n in payment]
    return fill(
        tr("%1 (%n coin(s))", payment_value(payment, cat)), " + ".join(parts) or tr("nothing")
    )


class PaymentEditor(QWidget):
    """One spin box per good the player holds; shows the total against the cost."""

    changed = Signal()

    def __init__(self, cat: Catalog, parent=None) -> None:
        super().__init__(parent)
        self.cat = cat
        self.cost = 0
        self._spins: dict[str, QSpinBox] = {}
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._total = QLabel()
        self._total.setWordWrap(True)
        self.setAccessibleName(tr("Payment"))

    def load(self, goods: dict[str, int], cost: int) -> None:
        """Offer ``goods`` and preset the payment with the least overpayment."""
        while self._grid.count():
            w = self._grid.takeAt(0).widget()
            if w is not None and w is not self._total:
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self._spins = {}
        self.cost = cost
        order = sorted(goods, key=lambda g: (-self.cat.goods[g].value, g))
        for row, g in enumerate(order):
            good = self.cat.goods[g]
            label = QLabel(fill(tr("%1 (%2 each, you have %3)"), good.name, good.value, goods[g]))
            label.setWordWrap(True)
            spin = QSpinBox()
            spin.setRange(0, goods[g])
            spin.setAccessibleName(fill(tr("%1 to pay"), good.name))
            label.setBuddy(spin)
            spin.valueChanged.connect(self._update)
            self._grid.addWidget(label, row, 0)
            self._grid.addWidget(spin, row, 1)
            self._spins[g] = spin
        self._grid.addWidget(self._total, len(order), 0, 1, 2)
        best = best_payment(goods, self.cat, cost)
        self.set_payment(best or ())

    def set_payment(self, payment: Payment) -> None:
        amounts = dict(payment)
        for g, spin in self._spins.items():
            spin.blockSignals(True)
            spin.setValue(amounts.get(g, 0))
            spin.blockSignals(False)
        self._update()

    def payment(self) -> Payment:
        return tuple(sorted((g, s.value()) for g, s in self._spins.items() if s.value()))

    def value(self) -> int:
        return payment_value(self.payment(), self.cat)

    def enough(self) -> bool:
        return self.value() >= self.cost

    def _update(self) -> None:
        v = self.value()
        if v < self.cost:
            text = fill(tr("Paying %1 of %2 coins: %3 missing"), v, self.cost, self.cost - v)
        elif v == self.cost:
            text = tr("Paying exactly %n coin(s)", v)
        else:
            text = fill(
                tr("Paying %1 coins for %2: %3 overpaid, no change"), v, self.cost, v - self.cost
            )
        self._total.setText(text)
        self.changed.emit()


def hire_reason(view, seat: int, assistant: int, side: int) -> str | None:
    """Why ``seat`` cannot hire this assistant, as a translated sentence (None: it can)."""
    from ...rules import queries as q

    found = q.hire_obstacle(view, seat, assistant, side)
    if found is None:
        return None
    kind, f = found
    if kind == q.HIRE_COST:
        return fill(tr("it costs %1 coins and your goods are worth %2"), f["cost"], f["coins"])
    if kind == q.HIRE_LIMIT:
        return tr("you already have %n assistant(s)", f["most"])
    if kind == q.HIRE_NEEDS:
        parts = [fill(tr("%1 × %2"), n, colour_name(view.cat, c)) for c, n in f["lacking"].items()]
        return fill(tr("it needs more buildings: %1"), list_text(parts))
    if not f["keep_free"]:
        return tr("every production building of yours already has an assistant")
    return tr("no production building could take it and leave one free")
