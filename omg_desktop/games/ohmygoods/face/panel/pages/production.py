"""Phase IV production: supplying a building from hand, and production chains.

Both are decided on the table. Producing: the building glows, each input it lacks is
an empty slot on it (:mod:`~..table.slots`), the hand cards that could fill one are
raised, a click puts a card in the supply or takes it out, and *Produce* / *Skip*
beside the building say what it makes. The engine's cheapest supply is chosen at
first; *Produce* is offered only for a set of cards one of the engine's actions has.
Chains: every building that may chain has a button on the table; the player clicks
the hand cards and the goods one run uses, runs it, and again, or stops. The panel's
list and spin box stay as another way to the same actions.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
)

from omg_desktop.i18n.templates import fill

from ......ui.table.controls import CONTROL, Control, words
from ......ui.table.layout import HAND, Marks, Placement
from ......ui.table.slots import InputSlot
from ....rules import (
    Chain,
    GameState,
    Produce,
    apply,
)
from ....rules import queries as q
from ....rules.engine import SUPPLY_LIMIT
from ...zones import BUILDING
from ..widgets import (
    item_name,
    list_text,
    tr,
)
from .base import Page

IN_SUPPLY, CAN_SUPPLY = 0.16, 0.08  # how far hand cards are lifted (share of a card)


def goods_made(view: GameState, action: Produce | Chain, building: int) -> int:
    """How many goods ``action`` puts on ``building``: what the engine says when it plays
    the action on a copy of ``view``; when what follows needs what the viewer cannot see
    (another player's hand), the count the engine's queries give."""
    try:
        _, events = apply(view, action)
    except Exception:  # the turn moved on into what the viewer cannot see
        events = []
    for e in events:
        if e.kind in ("produced", "chained") and e.data.get("building") == building:
            return int(e.data.get("goods", 0))
    card = view.cat.card(building)
    if isinstance(action, Chain):
        return action.times * len(card.chain)
    p = view.players[action.seat]
    n = q.output_of(q.person_at(p, building) or q.ASSISTANT, p.efficient)
    return n + p.mods.get(q.BONUS_MOD + card.colour, 0)


class ProducePage(Page):
    """Phase IV production: supply what a building lacks from hand, or skip."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.options = QComboBox()
        self.options.setAccessibleName(tr("Cards to supply"))
        self.options.currentIndexChanged.connect(self._option_changed)
        self.go = self.button(tr("&Produce"), self._go)
        self.go.setDefault(True)
        self.skip = self.button(tr("S&kip this building"), self._skip)
        olab = QLabel(tr("&Discard from hand:"))
        olab.setBuddy(self.options)
        for w in (self.info, self.go, self.skip):
            self.box.addWidget(w)
        self.fold(olab, self.options)
        self.building: int | None = None
        self.supplies: list[Produce] = []  # the engine's supplies, cheapest first
        self.picked: list[int] = []  # the hand cards in the supply, in the order clicked
        self.makes: int | None = None  # goods the production gives

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        produce = [a for a in legal if isinstance(a, Produce) and not a.skip]
        b = legal[0].building if legal and isinstance(legal[0], Produce) else None
        if b is None:
            return
        self.info.setText(
            tr(
                "Click hand cards to put them into the building's empty slots or take them "
                "out; the cheapest choice is already in. Each card serves this building only."
            )
        )
        self.building, self.supplies = b, produce
        self.picked = list(produce[0].cards) if produce else []
        self.makes = goods_made(view, produce[0], b) if produce else None
        self.options.blockSignals(True)
        self.options.clear()
        for a in produce:
            names = " + ".join(
                f"{self.cat.card(c).name} ({item_name(self.cat, self.cat.card(c).resource)})"
                for c in a.cards
            )
            self.options.addItem(names, a)
        self.options.setCurrentIndex(0)
        self.options.blockSignals(False)
        self.go.setEnabled(bool(produce))

    # ---- what is chosen -------------------------------------------------------------
    def action(self) -> Produce | None:
        """The engine's Produce with exactly the picked cards (None: there is none). When
        the engine's list is cut at its limit, a set as large as its sets goes to the
        engine to judge."""
        want = set(self.picked)
        for a in self.supplies:
            if set(a.cards) == want:
                return a
        if (
            self.building is not None
            and len(self.supplies) >= SUPPLY_LIMIT
            and len(want) == len(self.supplies[0].cards)
        ):
            return Produce(self.seat, self.building, tuple(self.picked))
        return None

    def candidates(self) -> set[int]:
        """Hand cards some supply of the engine's uses."""
        return {c for a in self.supplies for c in a.cards}

    def toggle(self, card: int) -> None:
        """Put ``card`` in the supply or take it out. A card put in pushes out the cards
        picked earliest while no supply of the engine's holds them all with it."""
        if card in self.picked:
            self.picked.remove(card)
        elif card in self.candidates():
            self.picked.append(card)
            while len(self.picked) > 1 and not any(
                set(self.picked) <= set(a.cards) for a in self.supplies
            ):
                self.picked.pop(0)
        else:
            return
        a = self.action()
        i = self.options.findData(a) if a is not None else -1
        if i >= 0:
            self.options.blockSignals(True)
            self.options.setCurrentIndex(i)
            self.options.blockSignals(False)
        self.go.setEnabled(a is not None)
        self.marks_changed.emit()

    def _option_changed(self, _i: int) -> None:
        a = self.options.currentData()
        if a is not None:
            self.picked = list(a.cards)
            self.go.setEnabled(True)
        self.marks_changed.emit()

    def _go(self) -> None:
        a = self.action()
        if a is not None:
            self.chosen.emit(a)

    def _skip(self) -> None:
        a = next((x for x in self.legal if isinstance(x, Produce) and x.skip), None)
        if a is not None:
            self.chosen.emit(a)

    # ---- the table ------------------------------------------------------------------
    def slots(self) -> list[InputSlot]:
        """The building's missing inputs, filled by the picked cards where they fit."""
        if self.view is None or self.building is None:
            return []
        cat = self.cat
        card = cat.card(self.building)
        lack = q.deficit(card, q.market_counts(self.view, self.seat))
        items = [r for r, n in lack.items() for _ in range(n)]
        filled: list[int | None] = [None] * len(items)
        for c in self.picked:
            d = cat.card(c)
            for want in (d.resource, q.ANY):
                k = next((i for i, r in enumerate(items) if r == want and filled[i] is None), None)
                if k is not None and q.supplies(d, want):
                    filled[k] = c
                    break
        anchor = ("card", self.building)
        out = []
        for r, c in zip(items, filled, strict=True):
            if c is None:
                tip = fill(tr("%1 (needs %2)"), card.name, item_name(cat, r))
            else:
                tip = fill(tr("%1 (%2)"), cat.card(c).name, item_name(cat, cat.card(c).resource))
            out.append(InputSlot(anchor, r, c, tip))
        return out

    def makes_text(self) -> str:
        """The button's words with what it makes: "Produce (2 × Coal)"."""
        go = words(tr("&Produce"))
        if self.makes is None or self.building is None:
            return go
        good = item_name(self.cat, self.cat.card(self.building).good)
        return fill(tr("%1 (%2)"), go, fill(tr("%1 × %2"), self.makes, good))

    def marks(self) -> Marks:
        m = Marks()
        if self.view is None or self.building is None or not self.legal:
            return m
        anchor = ("card", self.building)
        m.highlight.add(anchor)
        picked = set(self.picked)
        can = self.candidates()
        hand = self.view.players[self.seat].hand
        for c in hand:
            key = ("card", c)
            if c in picked:
                m.selected.add(key)
                m.raised[key] = IN_SUPPLY
            elif c in can:
                m.highlight.add(key)
                m.raised[key] = CAN_SUPPLY
            else:
                m.dim.add(key)
        m.slots = self.slots()
        a = self.action()
        tip = self.info.text()
        m.controls = [
            Control("produce", self.makes_text(), anchor, a is not None, tip, "auto", True),
            Control("skip", words(self.skip.text()), anchor, True, "", "auto"),
        ]
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == CONTROL:
            if p.data.get("id") == "produce":
                self._go()
            elif p.data.get("id") == "skip":
                self._skip()
            return
        if p.zone == HAND and p.seat == self.seat and "card" in p.data:
            self.toggle(p.data["card"])


class ChainPage(Page):
    """Phase IV chains: on the table, a chain's button, the cards and goods for one run
    clicked, run, again or stop; in the panel, a building, how many times, confirm."""

    takes_goods_back = True

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
        self.run = self.button(tr("Run &chain"), self._run)
        self.run.setDefault(True)
        self.done = self.button(tr("&Done with chains"), self._done)
        blab = QLabel(tr("&Building:"))
        blab.setBuddy(self.building)
        tlab = QLabel(tr("&Times:"))
        tlab.setBuddy(self.times)
        row = QHBoxLayout()
        row.addWidget(tlab)
        row.addWidget(self.times)
        self.how = QLabel(
            tr(
                "On the table: click a chain's button on its building, click the hand cards "
                "and goods it takes, then run it again or stop."
            )
        )
        self.how.setWordWrap(True)
        for w in (self.info, self.how, self.done):
            self.box.addWidget(w)
        self.fold(blab, self.building, row, self.preview, self.run)
        self.building.currentIndexChanged.connect(self._refresh)
        self.times.valueChanged.connect(self._refresh)
        # the table's choice: the chain being composed and what one run uses
        self.active: int | None = None
        self.cards: list[int] = []  # hand cards, in the order clicked
        self.goods: list[int] = []  # a good from each of these buildings
        self.gives: dict[int, int] = {}  # building -> goods one run gives

    def chains(self) -> list[int]:
        """The buildings whose chain the engine lets run now."""
        return list(dict.fromkeys(a.building for a in self.legal if isinstance(a, Chain)))

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        chains = self.chains()
        keep = self.building.currentData()
        self.building.blockSignals(True)
        self.building.clear()
        for b in chains:
            c = self.cat.card(b)
            chain = " + ".join(item_name(self.cat, x) for x in c.chain)
            self.building.addItem(
                fill(tr("%1: %2 → %3"), c.name, chain, item_name(self.cat, c.good)), b
            )
        i = self.building.findData(keep)
        self.building.setCurrentIndex(i if i >= 0 else 0)
        self.building.blockSignals(False)
        if self.active not in chains:
            self.active = chains[0] if len(chains) == 1 else None
        self.cards, self.goods = [], []
        self.gives = {}
        for b in chains:  # what one run gives, as the engine says
            one = Chain(seat, b, 1, q.chain_cards(view, seat, b, 1))
            self.gives[b] = goods_made(view, one, b)
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
        card = self.cat.card(b)
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
        """The panel's chain: the building and times chosen there, the cheapest cards."""
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

    # ---- the table: one run composed by clicks ----------------------------------------
    def _needs(self) -> tuple[Counter, Counter]:
        """What one run of the active chain takes: resources from hand, goods."""
        if self.active is None:
            return Counter(), Counter()
        res, goods = q.chain_parts(self.cat.card(self.active), self.cat)
        return Counter(res), Counter(goods)

    def _card_fills(self, card: int, taken: list[int]) -> str | None:
        """The chain's resource ``card`` would stand for beside ``taken`` (None: none)."""
        res, _ = self._needs()
        d = self.cat.card(card)
        used = Counter(self.cat.card(c).resource for c in taken)
        for r, n in res.items():
            if q.supplies(d, r) and (d.resource != r or used[r] < n):
                return r
        return None

    def _good_sources(self) -> set[int]:
        """The player's other buildings holding a good the active chain takes."""
        _, goods = self._needs()
        if self.view is None or not goods:
            return set()
        return {
            b.card
            for b in self.view.players[self.seat].buildings
            if b.card != self.active and b.goods > 0 and self.cat.card(b.card).good in goods
        }

    def complete(self) -> bool:
        """Whether the clicked cards and goods make exactly one run."""
        res, goods = self._needs()
        if self.active is None:
            return False
        got_res = Counter(self.cat.card(c).resource for c in self.cards)
        got_goods = Counter(self.cat.card(b).good for b in self.goods)
        return got_res == res and got_goods == goods

    def activate(self, building: int) -> None:
        """Compose a run of ``building``'s chain (what was clicked for another is let go)."""
        if building != self.active:
            self.active, self.cards, self.goods = building, [], []
            self.select(self.building, building)
        self.marks_changed.emit()

    def toggle_card(self, card: int) -> None:
        if card in self.cards:
            self.cards.remove(card)
        else:
            r = self._card_fills(card, self.cards)
            if r is None:  # that resource is full: the card takes the place of the first
                r = self._card_fills(card, [])
                if r is None:
                    return
                old = next(c for c in self.cards if self.cat.card(c).resource == r)
                self.cards.remove(old)
            self.cards.append(card)
        self.marks_changed.emit()

    def toggle_good(self, building: int) -> None:
        if building in self.goods:
            self.goods.remove(building)
        elif building in self._good_sources():
            _, goods = self._needs()
            g = self.cat.card(building).good
            mine = [b for b in self.goods if self.cat.card(b).good == g]
            if len(mine) >= goods[g]:
                self.goods.remove(mine[0])
            self.goods.append(building)
        else:
            return
        self.marks_changed.emit()

    def run_once(self) -> None:
        """Run the composed chain once (the engine refuses what it does not allow)."""
        if self.active is not None and self.complete():
            self.chosen.emit(Chain(self.seat, self.active, 1, tuple(self.cards), tuple(self.goods)))

    def slots(self) -> list[InputSlot]:
        """What one run of the active chain takes, as slots on it: its resources (filled
        by the clicked hand cards), then its goods (filled by the buildings clicked)."""
        if self.active is None:
            return []
        cat = self.cat
        res, goods = self._needs()
        anchor = ("card", self.active)
        name = cat.card(self.active).name
        out = []
        cards = list(self.cards)
        for r in res.elements():
            c = next((x for x in cards if cat.card(x).resource == r), None)
            if c is not None:
                cards.remove(c)
                tip = fill(tr("%1 (%2)"), cat.card(c).name, item_name(cat, r))
            else:
                tip = fill(tr("%1 (needs %2)"), name, item_name(cat, r))
            out.append(InputSlot(anchor, r, c, tip))
        sources = list(self.goods)
        for g in goods.elements():
            b = next((x for x in sources if cat.card(x).good == g), None)
            if b is not None:
                sources.remove(b)
                tip = fill(tr("%1 (%2)"), cat.card(b).name, item_name(cat, g))
            else:
                tip = fill(tr("%1 (needs %2)"), name, item_name(cat, g))
            out.append(InputSlot(anchor, g, b, tip))
        return out

    def to_pick(self) -> str:
        """What the active chain still needs for one run, as the player picks it: "Pick
        for one run: a Grain card, Coal from a building"."""
        parts = []
        res, _ = self._needs()
        for slot in self.slots():
            if slot.card is None:
                name = item_name(self.cat, slot.item)
                if slot.item in res:
                    parts.append(fill(tr("a %1 card"), name))
                else:
                    parts.append(fill(tr("%1 from a building"), name))
        return fill(tr("Pick for one run: %1"), list_text(parts))

    def chain_text(self, building: int) -> str:
        """A chain's button, with what one run gives: "Run chain: Stone + Coal → 2 × Iron"."""
        c = self.cat.card(building)
        uses = " + ".join(item_name(self.cat, x) for x in c.chain)
        n = self.gives.get(building)
        good = item_name(self.cat, c.good)
        gives = fill(tr("%1 × %2"), n, good) if n is not None else good
        return fill(tr("%1: %2 → %3"), words(tr("Run &chain")), uses, gives)

    def marks(self) -> Marks:
        m = Marks()
        if self.view is None:
            return m
        chains = self.chains()
        m.highlight = {("card", b) for b in chains}
        hint = self.info.text()
        for b in chains:
            ready = b == self.active and self.complete()
            text = self.chain_text(b) if b != self.active or ready else self.to_pick()
            m.controls.append(
                Control(
                    f"chain:{b}", text, ("card", b), b != self.active or ready, hint, "auto",
                    ready,
                )
            )  # fmt: skip
        d = self.done_action()
        anchor = self.active if self.active is not None else (chains[0] if chains else None)
        if d is not None and anchor is not None:  # Enter: Done, unless a run is ready
            ready = self.active is not None and self.complete()
            m.controls.append(
                Control("done", words(self.done.text()), ("card", anchor), True, "", "auto",
                        not ready)
            )  # fmt: skip
        if self.active is None:
            return m
        m.selected.add(("card", self.active))
        m.slots = self.slots()
        for c in self.view.players[self.seat].hand:
            key = ("card", c)
            if c in self.cards:
                m.selected.add(key)
                m.raised[key] = IN_SUPPLY
            elif self._card_fills(c, []) is not None:
                m.highlight.add(key)
                m.raised[key] = CAN_SUPPLY
            else:
                m.dim.add(key)
        for b in self._good_sources():
            key = ("goods", b)
            if b in self.goods:
                m.selected.add(key)
                m.badges[key] = "−1"
            else:
                m.highlight.add(key)
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == CONTROL:
            cid = str(p.data.get("id", ""))
            if cid == "done":
                self._done()
            elif cid.startswith("chain:"):
                b = int(cid.split(":", 1)[1])
                if b == self.active:
                    self.run_once()
                else:
                    self.activate(b)
            return
        if p.seat != self.seat:
            return
        if p.zone == HAND and "card" in p.data:
            if self.active is not None:
                self.toggle_card(p.data["card"])
        elif p.zone == BUILDING and "card" in p.data:
            b = p.data["card"]
            if p.data.get("back") and b not in self.goods:
                return  # a right click only takes a chosen good back
            if b in self._good_sources():
                self.toggle_good(b)
            elif b in self.chains():
                self.activate(b)
