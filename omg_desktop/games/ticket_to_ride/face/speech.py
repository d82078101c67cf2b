"""What each item of Ticket to Ride's table says to a screen reader (and its tooltip),
read from its placement (made from the seat's view). Another seat's hand and tickets are
only counts there, and the words say only counts: a card or a ticket held unseen says
that it is one, never which.

The placements it reads (the layout's: kind, then the data keys it uses; the key's
second part when the data lacks one): ``board`` (the map), ``city`` (``city``), ``route``
(one space of a route: ``route``; ``seat`` once claimed, ``closed`` when the other lane
shuts it), ``face`` (``slot``, ``card``: a face-up card), ``deck`` and ``ticket_deck``
(``count``), ``hand`` (``card``, ``count``: the viewer's cards of one colour), ``ticket``
(``ticket``, ``done``, ``seat``; ``"?"`` for one held unseen), ``offered`` (``ticket``,
``chosen``: a ticket to keep or return), ``token`` (``seat``), ``label`` and the table's
buttons."""

from __future__ import annotations

from typing import Any

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.table.controls import CONTROL
from omg_desktop.ui.table.controls import words as control_words

from ..rules.state import HIDDEN
from . import words
from .words import tr, trn


class Speech:
    """The words of the items of one scene."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    # ---- helpers ---------------------------------------------------------------------
    @property
    def cat(self) -> Any:
        art = getattr(self.scene, "art", None)
        cat = getattr(art, "catalog", None)
        if cat is None:
            from ..loading import default_catalog

            cat = default_catalog()
        return cat

    def seat_name(self, seat: int | None) -> str:
        label = self.scene.items_by_key.get(("label", "player", seat))
        if label is not None:
            text = label.placement.data.get("text", ())
            if len(text) > 1:
                return str(text[1])
        return fill(tr("Player %1"), "?" if seat is None else seat + 1)

    @staticmethod
    def _tail(p: Any, index: int = 1) -> Any:
        key = getattr(p, "key", ())
        return key[index] if len(key) > index else None

    def _of(self, p: Any, name: str) -> Any:
        """A data field, else the key's tail (``("route", "r001")``)."""
        d = p.data
        return d[name] if name in d else self._tail(p)

    # ---- the frame's questions --------------------------------------------------------
    def name(self, item: Any) -> str:
        return self.placement_name(item.placement)

    def placement_name(self, p: Any) -> str:
        d = p.data
        kind = p.kind
        cat = self.cat
        if kind == "label":
            from .table_words import label_text

            return str(label_text(d.get("text", ())))
        if kind == CONTROL:
            return control_words(str(d.get("text", "")))
        if kind == "city":
            return fill(tr("%1, city"), words.city_name(cat, str(self._of(p, "city"))))
        if kind == "route":
            return self.route_words(str(self._of(p, "route")), d)
        if kind == "board":
            return tr("The map")
        if kind == "token":
            return fill(tr("%1's token"), self.seat_name(d.get("seat", p.seat)))
        if kind == "face":
            slot = d.get("slot", self._tail(p))
            card = str(d.get("card", ""))
            if not card:
                return fill(tr("Face-up place %1, empty"), slot)
            return fill(tr("Face-up card in place %1: %2"), slot, words.colour_name(card))
        if kind == "deck":
            return trn("Train card deck, %n card(s)", int(d.get("count", 0)))
        if kind == "ticket_deck":
            return trn("Destination ticket deck, %n ticket(s)", int(d.get("count", 0)))
        if kind == "hand":
            card = str(self._of(p, "card"))
            return fill(trn("Your %1 cards: %n", int(d.get("count", 0))), words.colour_name(card))
        if kind == "ticket":
            return self.ticket_words(p)
        if kind == "offered":
            ticket = words.ticket_name(cat, str(self._of(p, "ticket")))
            if d.get("chosen"):
                return fill(tr("Ticket offered: %1, chosen to keep"), ticket)
            return fill(tr("Ticket offered: %1, not chosen"), ticket)
        return ""

    def route_words(self, rid: str, d: dict) -> str:
        """``Denver – Omaha: 4 Pink spaces, open`` / ``…, claimed by Ana`` /
        ``…, closed (the other lane is taken)``."""
        what = words.route_words(self.cat, rid)
        r = self.cat.routes.get(rid)
        if r is not None and r.twin:
            what = fill(tr("%1, one lane of a double route"), what)
        if d.get("seat") is not None:
            return fill(tr("%1, claimed by %2"), what, self.seat_name(d["seat"]))
        if d.get("closed"):
            return fill(tr("%1, closed (the other lane is taken)"), what)
        return fill(tr("%1, open"), what)

    def ticket_words(self, p: Any) -> str:
        """Your own ticket and its state; another's, unseen, only as a ticket."""
        d = p.data
        ticket = str(self._of(p, "ticket"))
        seat = d.get("seat", p.seat)
        if ticket == HIDDEN or ticket not in self.cat.tickets:
            return fill(tr("%1's destination ticket, face down"), self.seat_name(seat))
        name = words.ticket_name(self.cat, ticket)
        if d.get("done"):
            return fill(tr("Ticket %1, completed"), name)
        return fill(tr("Ticket %1, not completed yet"), name)

    def description(self, item: Any) -> str:
        return self.placement_description(item.placement)

    def placement_description(self, p: Any) -> str:
        """What a piece does, for the ones that have a rule to say."""
        cat = self.cat
        if p.kind == "face" and str(p.data.get("card", "")) == cat.wild:
            return fill(tr("A face-up %1 is taken alone: it is the whole draw."),
                        words.colour_name(cat.wild))  # fmt: skip
        if p.kind == "route":
            r = cat.routes.get(str(self._of(p, "route")))
            if r is not None:
                n = cat.route_points.get(r.length, 0)
                if r.colour == cat.any_colour:
                    return fill(trn("Claimed with %1 cards of any one colour: %n point(s).", n),
                                r.length)  # fmt: skip
                return fill(trn("Claimed with %1 %2 cards: %n point(s).", n), r.length,
                            words.colour_name(r.colour))  # fmt: skip
        return ""

    def tooltip(self, p: Any) -> str:
        name = self.placement_name(p) if p.kind not in ("label", CONTROL) else ""
        more = self.placement_description(p)
        return fill(tr("%1: %2"), name, more) if name and more else name
