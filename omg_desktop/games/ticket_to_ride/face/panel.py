"""Ticket to Ride's decision panel: the map and the cards are where a player acts.

A turn: a click on a face-up card or on the train deck draws it, on the ticket deck
draws tickets, on a route that may be claimed (its spaces glow) chooses it. A chosen
route's cards are chosen for it at once (its colour, or for a grey route the colour held
most, and as few locomotives as will do): the panel shows them and changes them (a grey
route's colour, the locomotives among them; a click on a card of the hand does the
same), and *Place the trains* (Enter) claims it; without the confirmation (the panel's
*Ask before placing trains*, on by default) a click claims at once, a grey route with a
choice of colours still asking which. A route, a card or a deck that may not be taken
says why while the pointer is on it, and in the refusal line once clicked. Tickets drawn
lie large over the map, all chosen to keep: a click lets one go or takes it back, *Keep*
(Enter) keeps the chosen ones once they are enough.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.face_panel import Panel, say_prompt
from omg_desktop.ui.table.layout import DECK, HAND, MARKET, Marks, Placement

from .. import INFO
from ..rules.claims import twin_closed
from . import words
from .table_layout import MAP, OFFER, TICKET_DECK
from .words import tr, trn

#: Lines the prompt keeps room for, so the buttons under it stay put.
PROMPT_LINES = 4
#: A grey route's colour buttons a row.
COLOUR_COLUMNS = 4
#: Where the settings keep *Ask before placing trains* for this game, and its values.
ASK_KEY, ASK_ON, ASK_OFF = "ask_before_placing_trains", "on", "off"


def claim_options(legal: list[str], route: str) -> dict[str, list[int]]:
    """The ways the legal actions pay for ``route``: colour -> the numbers of wild cards."""
    out: dict[str, list[int]] = {}
    for a in legal:
        w = a.split()
        if len(w) == 4 and w[0] == "claim" and w[1] == route:
            out.setdefault(w[2], []).append(int(w[3]))
    return {c: sorted(n) for c, n in out.items()}


def claimable(legal: list[str]) -> list[str]:
    """The routes some legal action claims, in the legal actions' order."""
    return list(dict.fromkeys(a.split()[1] for a in legal if a.startswith("claim ")))


def head(cat: Any, route: str) -> tuple:
    """The key of a route's space the table's glow, the keys' ring and a choice mark."""
    return ("route", route, cat.routes[route].length // 2)


def default_payment(view: Any, seat: int, options: dict[str, list[int]]) -> tuple[str, int]:
    """The cards chosen first: the colour held most (a route's own colour when it has
    one), as few wild cards as will do; all wild only when nothing else pays."""
    cat = view.catalog
    hand = Counter(view.seats[seat].hand)
    colours = [c for c in options if c != cat.wild]
    if not colours:
        colour = next(iter(options))
        return colour, options[colour][0]
    order = {c: n for n, c in enumerate(cat.cards)}
    colour = max(colours, key=lambda c: (-options[c][0], hand[c], -order.get(c, 0)))
    return colour, options[colour][0]


def why_not_route(view: Any, seat: int, route_id: str) -> str:
    """Why ``seat`` may not claim ``route_id`` now (the rules' own checks, in words)."""
    cat = view.catalog
    r = cat.routes[route_id]
    if route_id in view.claimed:
        if view.claimed[route_id] == seat:
            return tr("You have claimed this route.")
        return tr("Another player has claimed this route: its trains are in their colour.")
    if twin_closed(view, seat, r):
        if view.claimed.get(r.twin or "") == seat:
            return tr("You hold the other lane of this double route: a player never claims both.")
        return fill(tr("With fewer than %1 players only one lane of a double route is used."),
                    cat.doubles_from)  # fmt: skip
    trains = view.seats[seat].trains
    if trains < r.length:
        return fill(tr("It takes %1 trains; you have %2 left."), r.length, trains)
    hand = Counter(view.seats[seat].hand)
    wild = hand[cat.wild]
    if r.colour == cat.any_colour:
        most = max((hand[c] for c in cat.colours), default=0)
        return fill(tr("It takes %1 cards of one colour (%2 cards count as any); your best "
                       "is %3."), r.length, words.colour_name(cat.wild), most + wild)  # fmt: skip
    return fill(tr("It takes %1 %2 cards (%3 cards count as any); you hold %4."), r.length,
                words.colour_name(r.colour), words.colour_name(cat.wild),
                hand[r.colour] + wild)  # fmt: skip


def _ticket_box(name: str) -> tuple[QCheckBox, QWidget]:
    """A tick box for a ticket drawn, its name beside it in words that wrap (a long
    name never widens the panel); a click on the words ticks it too."""
    row = QWidget()
    line = QHBoxLayout(row)
    line.setContentsMargins(0, 0, 0, 0)
    box = QCheckBox()
    box.setAccessibleName(name)
    words_ = QLabel(name)
    words_.setWordWrap(True)
    words_.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    words_.mousePressEvent = lambda _event: box.toggle()  # type: ignore[method-assign]
    line.addWidget(box)
    line.addWidget(words_, 1)
    return box, row


class TicketToRidePanel(Panel):
    """The panel beside Ticket to Ride's table."""

    def __init__(self, catalog: Any = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.view: Any = None
        self.seat: int | None = None
        self.legal: list[str] = []
        self.route: str | None = None  # the route chosen to claim
        self.colour: str | None = None
        self.wild = 0
        self.keep: set[int] = set()  # the offered tickets chosen to keep (1-based)
        self._keep_of: tuple = ()  # the offer ``keep`` is for
        self._prompt = ""
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setObjectName("ChosenCard")
        self.colours = QWidget()
        self.colours_row = QGridLayout(self.colours)  # (a grid: the panel keeps its width)
        self.colours_row.setContentsMargins(0, 0, 0, 0)
        self.wild_row = QWidget()
        row = QHBoxLayout(self.wild_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.fewer = QPushButton(tr("− Locomotive"))
        self.more = QPushButton(tr("+ Locomotive"))
        self.fewer.clicked.connect(lambda: self._step_wild(-1))
        self.more.clicked.connect(lambda: self._step_wild(1))
        for b in (self.fewer, self.more):
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            row.addWidget(b)
        self.place = QPushButton(tr("&Place the trains"))
        self.place.setDefault(True)
        self.place.clicked.connect(self.place_trains)
        self.cancel = QPushButton(tr("&Cancel"))
        self.cancel.clicked.connect(self.let_go)
        self.keep_button = QPushButton(tr("&Keep"))
        self.keep_button.setDefault(True)
        self.keep_button.clicked.connect(self.keep_chosen)
        self.offer_box = QWidget()  # the tickets drawn, a box each: kept when ticked
        self.offer_rows = QVBoxLayout(self.offer_box)
        self.offer_rows.setContentsMargins(0, 0, 0, 0)
        self.offer_checks: list[QCheckBox] = []
        self.ask = QCheckBox(tr("&Ask before placing trains"))
        self.ask.setChecked(True)
        self.ask.setAccessibleName(tr("Ask before placing trains"))
        for w in (self.about, self.colours, self.wild_row, self.place, self.cancel,
                  self.offer_box, self.keep_button):  # fmt: skip
            self.actions_box.addWidget(w)
            w.setVisible(False)
        self.actions_box.addWidget(self.ask)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.activated.connect(self.let_go)
        self.escape.setEnabled(False)
        self.hover: Any = None  # lights a hovered ticket's cities (:mod:`.hover`)
        self._settings: Any = None  # where *Ask before placing trains* is kept

    def watch(self, scene: Any) -> None:
        """Light a ticket's two cities on ``scene``'s map while the pointer is on it."""
        if self.hover is None or self.hover.scene is not scene:
            from .hover import TicketHover

            self.hover = TicketHover(scene, self.catalog)

    @property
    def confirm_claims(self) -> bool:
        """Whether a claim waits for *Place the trains* (the panel's setting)."""
        return self.ask.isChecked()

    # ---- what the window asks ----------------------------------------------------------
    def remember(self, settings: Any) -> None:
        """*Ask before placing trains* as ``settings`` keep it for this game (on when they
        keep nothing), and kept there whenever it changes."""
        if settings is None or settings is self._settings:
            return
        self._settings = settings
        kept = settings.game_text(INFO.id, ASK_KEY)
        self.ask.setChecked(kept != ASK_OFF)
        self.ask.toggled.connect(
            lambda on: settings.set_game_text(INFO.id, ASK_KEY, ASK_ON if on else ASK_OFF)
        )

    def attach(self, scene: Any, settings: Any) -> None:
        """The window's table (a ticket's cities lit on its map while the pointer or the
        keyboard's ring is on the ticket) and its settings (*Ask before placing trains*
        kept): the frame hands them over when it makes the panel."""
        self.watch(scene)
        self.remember(settings)

    def show_decision(self, view: Any, seat: int | None, legal: list, prompt: str) -> None:
        self._prompt = prompt
        super().show_decision(view, seat, legal, prompt)
        self._say()

    def show_actions(self, view: Any, seat: int | None, legal: list) -> None:
        self.view, self.seat, self.legal = view, seat, list(legal)
        if view is not None and self.catalog is None:
            self.catalog = view.catalog
        if self.route is not None and not claim_options(self.legal, self.route):
            self.route = None
        offered = self._offered()
        if offered != self._keep_of:
            self._keep_of = offered
            self.keep = set(range(1, len(offered) + 1))
        self._refresh()

    def marks(self) -> Marks:
        marks = Marks()
        view, seat = self.view, self.seat
        if view is None or seat is None or not self.legal:
            return marks
        cat = view.catalog
        if self._offered():
            marks.page = "keep"
            for i in range(1, len(self._offered()) + 1):
                key = ("offered", i)
                marks.highlight.add(key)
                if i in self.keep:
                    marks.selected.add(key)
            return marks
        routes = claimable(self.legal)
        marks.page = f"claim:{self.route}" if self.route else "turn"
        if self.route is not None:
            marks.selected.add(head(cat, self.route))
            for card, n in self._paid().items():
                marks.selected.add(("hand", card))
                marks.badges[("hand", card)] = f"−{n}"
        marks.highlight |= {head(cat, r) for r in routes if r != self.route}
        for a in self.legal:
            w = a.split()
            if w[:2] == ["draw", "face"]:
                marks.highlight.add(("face", int(w[2])))
            elif a == "draw deck":
                marks.highlight.add(("deck",))
            elif a == "tickets":
                marks.highlight.add(("ticket_deck",))
        self._notes(marks, set(routes))
        return marks

    def draft(self, view: Any) -> Any:
        """The view with the glowing routes, the chosen route and its cities, and the
        tickets chosen to keep drawn into it (a copy: the table's view stays as it is);
        a view of another seat than the one deciding, as it is."""
        if view is None or self.seat is None or not self.legal:
            return view
        if getattr(view, "viewer", None) != self.seat:
            return view
        out = copy.copy(view)
        out.lit_routes = tuple(r for r in claimable(self.legal) if r != self.route)
        out.chosen_route = self.route
        r = view.catalog.routes.get(self.route) if self.route else None
        out.lit_cities = (r.a, r.b) if r is not None else ()
        out.chosen_tickets = tuple(sorted(self.keep))
        return out

    def on_click(self, p: Placement) -> None:
        if not self.legal or self.seat is None or self.view is None:
            return
        note = self.marks().notes.get(p.key, "")
        if p.zone == OFFER:
            self._toggle(int(p.data.get("slot", 0)))
            return
        if p.zone == MAP and p.kind == "route":
            self._route_clicked(str(p.data.get("route", "")), note)
            return
        if p.zone == HAND and self.route is not None:
            self._card_clicked(str(p.data.get("card", "")))
            return
        action = ""
        if p.zone == MARKET:
            action = f"draw face {int(p.data.get('slot', 0))}"
        elif p.zone == DECK:
            action = "draw deck"
        elif p.zone == TICKET_DECK:
            action = "tickets"
        if action in self.legal:
            self._submit(action)
        elif note:
            self.error.setText(note)

    def confirm_default(self, looked_at: Placement | None = None) -> bool:
        """Enter: place the trains of the chosen route, keep the chosen tickets, or what
        a click on the piece the keyboard's ring is on does."""
        if self.route is not None:
            self.place_trains()
            return True
        if self._offered() and self._keep_action() in self.legal:
            self.keep_chosen()
            return True
        if looked_at is not None and looked_at.key in self.marks().highlight:
            self.on_click(looked_at)
            return True
        return False

    def forget_seats(self) -> None:
        self.route, self.keep, self._keep_of = None, set(), ()
        super().forget_seats()

    # ---- choices -----------------------------------------------------------------------
    def let_go(self) -> None:
        """Let the chosen route go (Esc, Cancel)."""
        if self.route is None:
            return
        self.route = None
        self._changed()

    def place_trains(self) -> None:
        action = self._claim_action()
        if action in self.legal:
            self._submit(action)

    def keep_chosen(self) -> None:
        action = self._keep_action()
        if action in self.legal:
            self._submit(action)
        else:
            self.error.setText(self._keep_words())

    def _route_clicked(self, route: str, note: str) -> None:
        options = claim_options(self.legal, route)
        if not options:
            if note:
                self.error.setText(note)
            return
        if route == self.route:
            self.let_go()
            return
        self.route = route
        self.colour, self.wild = default_payment(self.view, int(self.seat or 0), options)
        cat = self.view.catalog
        colours = [c for c in options if c != cat.wild]
        if not self.confirm_claims and len(colours) <= 1:
            self.place_trains()
            return
        self.error.clear()
        self._changed()

    def _card_clicked(self, card: str) -> None:
        options = claim_options(self.legal, self.route or "")
        cat = self.view.catalog
        if card == cat.wild and self.colour in options:
            self._step_wild(1, wrap=True)
        elif card in options:
            self.colour, self.wild = card, options[card][0]
            self._changed()

    def _choose_colour(self, colour: str) -> None:
        options = claim_options(self.legal, self.route or "")
        if colour in options:
            self.colour = colour
            self.wild = options[colour][0]
            self._changed()

    def _step_wild(self, by: int, wrap: bool = False) -> None:
        ways = claim_options(self.legal, self.route or "").get(self.colour or "", [])
        if self.wild not in ways:
            return
        i = ways.index(self.wild) + by
        if wrap:
            i %= len(ways)
        if 0 <= i < len(ways):
            self.wild = ways[i]
            self._changed()

    def _toggle(self, slot: int) -> None:
        if not 1 <= slot <= len(self._offered()):
            return
        self.keep ^= {slot}
        self.error.clear()
        self._changed()

    def _offered(self) -> tuple:
        if self.view is None or self.seat is None or not self.legal:
            return ()
        if not all(a.startswith("keep") for a in self.legal):
            return ()
        return tuple(self.view.seats[self.seat].offered)

    def _keep_action(self) -> str:
        return "keep " + " ".join(str(i) for i in sorted(self.keep))

    def _keep_least(self) -> int:
        return min((len(a.split()) - 1 for a in self.legal if a.startswith("keep")), default=1)

    def _keep_words(self) -> str:
        return trn("Keep at least %n of the tickets drawn.", self._keep_least())

    def _claim_action(self) -> str:
        return f"claim {self.route} {self.colour} {self.wild}"

    def _paid(self) -> dict[str, int]:
        """The hand's cards the chosen claim plays, by colour."""
        if self.route is None or self.view is None:
            return {}
        cat = self.view.catalog
        n = cat.routes[self.route].length
        if self.colour == cat.wild:
            return {cat.wild: n}
        out = {str(self.colour): n - self.wild}
        if self.wild:
            out[cat.wild] = self.wild
        return {c: k for c, k in out.items() if k}

    def _submit(self, action: str) -> None:
        if action in self.legal:
            self.route = None
            self.choose(action)

    def _changed(self) -> None:
        self._refresh()
        self._say()
        self.marks_changed.emit()

    # ---- the reasons -------------------------------------------------------------------
    def _notes(self, marks: Marks, routes: set[str]) -> None:
        """Every route, face-up card and deck that may not be taken now says why."""
        view, seat = self.view, int(self.seat or 0)
        cat = view.catalog
        second = view.drawn > 0
        for r in cat.routes.values():
            if r.id in routes:
                continue
            why = tr("Take your second train card first.") if second else why_not_route(
                view, seat, r.id)  # fmt: skip
            for i in range(r.length):
                marks.notes[("route", r.id, i)] = why
        for i, card in enumerate(view.face_up, start=1):
            if card and f"draw face {i}" not in self.legal:
                marks.notes[("face", i)] = fill(
                    tr("A face-up %1 is taken only as the first card of a draw."),
                    words.colour_name(cat.wild))  # fmt: skip
        if "tickets" not in self.legal:
            marks.notes[("ticket_deck",)] = (tr("Take your second train card first.") if second
                                             else tr("No destination ticket is left."))  # fmt: skip
        if "draw deck" not in self.legal:
            marks.notes[("deck",)] = tr("The deck and the discards are empty.")

    # ---- the panel's widgets -----------------------------------------------------------
    def _say(self) -> None:
        if self.route is not None and self.view is not None:
            cat = self.view.catalog
            text = fill(tr("Claim %1 with %2? Place the trains (Enter) or Cancel (Esc)."),
                        words.route_name(cat, self.route),
                        words.payment(cat, self.route, str(self.colour), self.wild))  # fmt: skip
        elif self._offered():
            text = self._prompt or self._keep_words()
        else:
            text = self._prompt
        self.prompt.setMinimumHeight(PROMPT_LINES * self.prompt.fontMetrics().lineSpacing())
        say_prompt(self, text)

    def _refresh(self) -> None:
        chosen = self.route is not None and self.view is not None
        offered = bool(self._offered())
        self.about.setVisible(chosen)
        self.colours.setVisible(False)
        self.wild_row.setVisible(False)
        self.place.setVisible(chosen)
        self.cancel.setVisible(chosen)
        self.escape.setEnabled(chosen)
        self.keep_button.setVisible(offered)
        self._offer_boxes()
        if offered:
            n = len(self.keep)
            self.keep_button.setText(fill(tr("&Keep %1 of %2"), n,
                                          len(self._offered())))  # fmt: skip
            self.keep_button.setEnabled(n >= self._keep_least())
        if not chosen:
            return
        cat = self.view.catalog
        route = self.route or ""
        paid = words.payment(cat, route, str(self.colour), self.wild)
        self.about.setText(fill(tr("%1 — %2"), words.route_words(cat, route), paid))
        options = claim_options(self.legal, route)
        colours = [c for c in options if c != cat.wild]
        self._colour_buttons(colours if len(colours) > 1 else [])
        ways = options.get(self.colour or "", [])
        self.wild_row.setVisible(len(ways) > 1)
        if ways and self.wild in ways:
            self.fewer.setEnabled(ways.index(self.wild) > 0)
            self.more.setEnabled(ways.index(self.wild) < len(ways) - 1)

    def _offer_boxes(self) -> None:
        """The tickets drawn, a box each in the panel, ticked when chosen to keep (the
        same choice as a click on the ticket on the map)."""
        offered = self._offered()
        if [b.property("ticket") for b in self.offer_checks] != list(offered):
            for b in self.offer_checks:
                row = b.parentWidget()
                if row is not None:
                    row.setParent(None)
                    row.deleteLater()
            cat = self.view.catalog if self.view is not None else self.catalog
            self.offer_checks = []
            for n, ticket in enumerate(offered, start=1):
                box, row = _ticket_box(words.ticket_name(cat, ticket))
                box.setProperty("ticket", ticket)
                box.toggled.connect(lambda on, n=n: self._set_kept(n, on))
                self.offer_rows.addWidget(row)
                self.offer_checks.append(box)
        for n, b in enumerate(self.offer_checks, start=1):
            if b.isChecked() != (n in self.keep):
                b.blockSignals(True)
                b.setChecked(n in self.keep)
                b.blockSignals(False)
        self.offer_box.setVisible(bool(offered))

    def _set_kept(self, slot: int, on: bool) -> None:
        if (slot in self.keep) != on:
            self._toggle(slot)

    def _colour_buttons(self, colours: list[str]) -> None:
        """A grey route's colours to pay with, one button each (the chosen one down)."""
        while self.colours_row.count():
            item = self.colours_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.colours.setVisible(bool(colours))
        for n, c in enumerate(colours):
            b = QPushButton(words.colour_name(c))
            b.setMinimumWidth(0)
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.setCheckable(True)
            b.setChecked(c == self.colour)
            b.setAccessibleName(fill(tr("Pay with %1"), words.colour_name(c)))
            b.clicked.connect(lambda _=False, c=c: self._choose_colour(c))
            self.colours_row.addWidget(b, n // COLOUR_COLUMNS, n % COLOUR_COLUMNS)
