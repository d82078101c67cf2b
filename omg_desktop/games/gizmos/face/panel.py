"""Gizmos' decision panel: the table is where a player acts (a display card, a marble,
a deck, an active gizmo); the panel says what the chosen card would cost, lists the
ways to pay it (the cheapest chosen first) and holds Skip, End the turn and Pass.

A click on a card that can be built or filed chooses it: *Build* and *File* appear on
it; a click on one of the player's energies or converters changes the payment (more of
that colour; that converter used or not); Enter presses the default (*Build*).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QSizePolicy

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.face_panel import Panel
from omg_desktop.ui.table.controls import CONTROL, Control
from omg_desktop.ui.table.layout import DECK, Marks, Placement

from ..rules import payments
from ..rules.catalog import COLOURS
from ..rules.payment import Payment
from ..rules.state import ACTION, BOTTOM, EFFECTS, FILE, FREE, RESEARCH
from . import why_words, words
from .table_layout import BUILT, DISPLAY, RESEARCHED, RING, ROW, row_keys
from .table_layout import FILE as FILE_ZONE


def tr(text: str) -> str:
    return QCoreApplication.translate("Gizmos", text)


def payment_text(view: Any, pay: Payment) -> str:
    """``2 red, 1 blue + the level I red converter`` (free: ``nothing``)."""
    parts = [f"{n} {words.colour_name(c)}" for c, n in zip(COLOURS, pay.spent, strict=True) if n]
    spent = ", ".join(parts) if parts else tr("nothing")
    if not pay.converters:
        return spent
    used = "; ".join(words.card_in_sentence(view.cat.card(g)) for g in pay.converters)
    return fill(tr("%1 + %2"), spent, used)


def _distance(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


class GizmosPanel(Panel):
    """The panel beside Gizmos' table."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.view: Any = None
        self.seat: int | None = None
        self.legal: list[str] = []
        self.chosen: str | None = None  # the card chosen to build or file
        #: View ▸ Confirm each piece taken: a marble or a deck clicked is held (``held``:
        #: its action and its key) until its button on the table or Enter takes it.
        self.confirm_taking = False
        self.held: tuple[str, tuple] | None = None
        self.ways: list[Payment] = []
        self.way = 0
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setObjectName("ChosenCard")
        self.pay_box = QListWidget()  # the ways to pay, each on its wrapped line
        self.pay_box.setAccessibleName(tr("Payment"))
        self.pay_box.setWordWrap(True)
        self.pay_box.setMaximumHeight(110)
        self.pay_box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.pay_box.currentRowChanged.connect(self._pay_chosen)
        self.build = QPushButton(tr("&Build"))
        self.build.setDefault(True)
        self.build.clicked.connect(lambda: self._submit_build())
        self.file = QPushButton(tr("&File"))
        self.file.clicked.connect(lambda: self._submit_word("file"))
        self.skip = QPushButton(tr("&Skip: take none"))
        self.skip.clicked.connect(lambda: self.choose("skip"))
        self.end = QPushButton(tr("&End the turn"))
        self.end.clicked.connect(lambda: self.choose("end"))
        self.pass_ = QPushButton(tr("&Pass"))
        self.pass_.clicked.connect(lambda: self.choose("pass"))
        for w in (self.about, self.pay_box, self.build, self.file, self.skip, self.end,
                  self.pass_):  # fmt: skip
            self.actions_box.addWidget(w)
            w.setVisible(False)

    # ---- what the window asks ----------------------------------------------------------
    def show_actions(self, view: Any, seat: int | None, legal: list) -> None:
        same = (
            view is not None
            and self.view is not None
            and seat == self.seat
            and (legal == self.legal)
        )
        self.view, self.seat, self.legal = view, seat, list(legal)
        if not same:
            self.chosen, self.ways, self.way, self.held = None, [], 0, None
        elif self.chosen is not None:  # (the view may have changed: its payments again)
            self.ways = payments(view, self.chosen)
            self.way = min(self.way, max(0, len(self.ways) - 1))
        self._refresh()

    def marks(self) -> Marks:
        marks = Marks()
        if not self.legal or self.view is None:
            return marks
        marks.page = self.view.step  # a new step: the keyboard's ring goes to its first piece
        marks.highlight = set(self._targets())
        marks.notes = why_words.notes(self.view)  # why a piece may not be taken (hover)
        if self.held is not None:
            action, key = self.held
            marks.selected.add(key)
            marks.highlight.discard(key)
            word = tr("Pick") if action.startswith("pick") else tr("Research")
            marks.controls = [Control("take", word, key, default=True, side="above")]
        if self.chosen is not None:
            key = ("card", self.chosen)
            side = "below" if self.view.step == RESEARCH else "above"  # (the veil below)
            marks.selected.add(key)
            marks.highlight.discard(key)
            controls = []
            if self._build_action() is not None:
                controls.append(Control("build", tr("Build"), key, default=True, side=side))
            if self._word_action("file") is not None:
                controls.append(Control("file", tr("File"), key, default=not controls, side=side))
            marks.controls = controls
            pay = self._payment()
            if pay is not None:
                marks.selected |= {("card", g) for g in pay.converters}
        return marks

    def draft(self, view: Any) -> Any:
        """``view`` with the payment being chosen drawn into it: the energies it spends
        (``paying``, a count per colour) show as "−n" on the player's marbles."""
        pay = self._payment() if self.chosen is not None else None
        if view is None or pay is None:
            return view
        drafted = view.clone()
        drafted.paying = list(pay.spent)
        return drafted

    def on_click(self, p: Placement) -> None:
        if not self.legal:
            return
        if p.zone == CONTROL:
            ident = p.data.get("id")
            if ident == "take" and self.held is not None:
                self._take_held()
            elif ident == "build":
                self._submit_build()
            elif ident == "file":
                self._submit_word("file")
            return
        if p.zone == RING and p.seat == self.seat and self.chosen is not None:
            self._more_of(p.data["colour"])
            return
        card = p.data.get("card")
        if p.zone == BUILT and card and self.chosen is not None and self._toggle_converter(card):
            return
        if p.zone == ROW:
            self._take_or_hold(f"pick {p.data['colour']}", p.key)
        elif p.zone == DECK:
            self._take_or_hold(f"research {p.data['level']}", p.key)
        elif card is not None:
            self._card_clicked(card, p.zone)

    def confirm_default(self, looked_at: Placement | None = None) -> bool:
        if self.held is not None and (looked_at is None or looked_at.key == self.held[1]):
            self._take_held()
            return True
        chosen_key = ("card", self.chosen) if self.chosen is not None else None
        if looked_at is not None and looked_at.zone != CONTROL and looked_at.key != chosen_key:
            before = (self.chosen, len(self.legal))
            self.on_click(looked_at)  # the piece the ring is on first (never another's build)
            return (self.chosen, len(self.legal)) != before or self.chosen is None
        if self.chosen is not None:
            if self._build_action() is not None:
                self._submit_build()
            else:
                self._submit_word("file")
            return True
        return False

    # ---- clicks ----------------------------------------------------------------------
    def _card_clicked(self, card: str, zone: str) -> None:
        step = self.view.step
        if step == BOTTOM and zone == RESEARCHED:
            self._submit_if(f"bottom {card}")
        elif step == EFFECTS and zone == BUILT:
            self._submit_if(f"use {card}")
        elif step == FILE and zone == DISPLAY:
            self._submit_if(f"file {card}")
        elif step == FREE and zone == DISPLAY:
            self._submit_if(f"build {card} free")
        elif step in (ACTION, RESEARCH) and zone in (DISPLAY, FILE_ZONE, RESEARCHED):
            options = [a for a in self.legal if a.split()[1:2] == [card]]
            if options:
                self.held = None
                self.chosen = None if self.chosen == card else card
                self.ways = payments(self.view, card) if self.chosen else []
                self.way = 0
                self._refresh()
                self.marks_changed.emit()

    def _targets(self) -> list[tuple]:
        """The keys of what a click may act on now (they glow)."""
        keys: list[tuple] = []
        for action in self.legal:
            word, *rest = action.split()
            if word == "pick":
                keys += [k for k in row_keys(self.view) if k[1] == rest[0]]
            elif word == "research":
                keys.append(("deck", int(rest[0])))
            elif word in ("file", "build", "bottom", "use"):
                keys.append(("card", rest[0]))
        return list(dict.fromkeys(keys))

    def _take_or_hold(self, action: str, key: tuple) -> None:
        """Take a marble or a deck's action at once, or (confirming) hold it: a second
        click on the same piece, its button or Enter takes it; another piece holds that."""
        if action not in self.legal:
            return
        if not self.confirm_taking or (self.held is not None and self.held[1] == key):
            self.held = None
            self.choose(action)
            return
        self.held, self.chosen, self.ways = (action, key), None, []
        self._refresh()
        self.marks_changed.emit()

    def _take_held(self) -> None:
        assert self.held is not None
        action, self.held = self.held[0], None
        self._submit_if(action)

    def _submit_if(self, action: str) -> None:
        if action in self.legal:
            self.choose(action)

    def _word_action(self, word: str) -> str | None:
        if self.chosen is None:
            return None
        wanted = f"{word} {self.chosen}"
        return next((a for a in self.legal if a == wanted or a.startswith(wanted + " ")), None)

    def _build_action(self) -> str | None:
        return self._word_action("build")

    def _payment(self) -> Payment | None:
        if self._build_action() is None or not self.ways:
            return None
        return self.ways[min(self.way, len(self.ways) - 1)]

    def _submit_build(self) -> None:
        listed = self._build_action()
        pay = self._payment()
        if listed is None:
            return
        action = listed if pay is None else f"build {self.chosen} {pay.text()}"
        self.chosen = None
        self.choose(action)

    def _submit_word(self, word: str) -> None:
        action = self._word_action(word)
        if action is not None:
            self.chosen = None
            self.choose(action)

    def _more_of(self, colour: str) -> None:
        """The next payment that spends more of ``colour`` (around to the least)."""
        if len(self.ways) < 2:
            return
        c = COLOURS.index(colour)
        now = self.ways[self.way].spent[c]
        more = [i for i, w in enumerate(self.ways) if w.spent[c] > now]
        pick = (
            min(more, key=lambda i: (self.ways[i].spent[c], i))
            if more
            else min(range(len(self.ways)), key=lambda i: (self.ways[i].spent[c], i))
        )
        self._set_way(pick)

    def _toggle_converter(self, card: str) -> bool:
        """Use ``card`` in the payment, or stop using it: the nearest payment that does."""
        if not self.ways or not any(card in w.converters for w in self.ways):
            return False
        now = self.ways[self.way]
        using = card in now.converters
        others = [i for i, w in enumerate(self.ways) if (card in w.converters) != using]
        if others:
            far = [_distance(self.ways[i].spent, now.spent) for i in others]
            self._set_way(others[far.index(min(far))])
        return True

    def _set_way(self, index: int) -> None:
        self.way = index
        self._refresh()
        self.marks_changed.emit()

    def _pay_chosen(self, index: int) -> None:
        if 0 <= index < len(self.ways) and index != self.way:
            self.way = index
            self.marks_changed.emit()

    # ---- the panel's widgets -----------------------------------------------------------
    def _refresh(self) -> None:
        legal = self.legal
        chosen = self.chosen
        self.about.setVisible(chosen is not None)
        if chosen is not None:
            self.about.setText(words.card_words(self.view.cat.card(chosen)))
        ways = self.ways if chosen is not None and self._build_action() else []
        self.pay_box.blockSignals(True)
        self.pay_box.clear()
        for w in ways:
            self.pay_box.addItem(payment_text(self.view, w))
        if ways:
            self.pay_box.setCurrentRow(min(self.way, len(ways) - 1))
        self.pay_box.blockSignals(False)
        self.pay_box.setVisible(len(ways) > 1)
        self.build.setVisible(self._build_action() is not None)
        self.file.setVisible(self._word_action("file") is not None)
        self.skip.setVisible("skip" in legal)
        self.end.setVisible("end" in legal)
        self.pass_.setVisible("pass" in legal)


def decision_panel(_catalog: Any) -> GizmosPanel:
    return GizmosPanel()
