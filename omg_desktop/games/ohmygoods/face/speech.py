"""What each item of Oh My Goods!'s table says to a screen reader: its accessible name
and description (the frame's ``ui/table/accessible.py`` hands them to Qt's
accessibility, asking the scene's face for its :class:`Speech`).

Everything here is read from the item's placement, which the layout built from the
seat's ``player_view``, and from the catalog: a face-down card says only that it is
face down and whose it is (never which card it is: its placement holds no id). The
name is short (what and where: "Sawmill, your building"); the description says the
rest: whether the current decision can choose it, what the goods on it are worth,
who works there, and the card's full text (the tooltip's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.templates import fill
from ....ui.table.controls import CONTROL, words
from ....ui.table.layout import DECK, DISCARD, HAND, MARKET, OPPONENT
from ....ui.table.slots import INPUT_SLOT
from .art.describe import coins, item_name, worker_text
from .zones import BUILDING, DISPLAY, OPEN_ASSISTANT, PLANNED, shows_mode


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("TableSpeech", text, None, n)


def goods_marks_text() -> str:
    """What the goods drawn on a building mean ("5 ▪▪ 7")."""
    return tr(
        "On the card, each “5” stands for five goods, each small square for one more, "
        "and the number at the right counts them all."
    )


class _Placed:
    """A stand-in item with only a placement (for words that read nothing else)."""

    def __init__(self, placement) -> None:
        self.placement = placement


class Speech:
    """The words of the items of one scene (its seats' names, who sits at the bottom)."""

    def __init__(self, scene) -> None:
        self.scene = scene

    # ---- who ---------------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        label = self.scene.items_by_key.get(("label", "player", seat))
        if label is None:
            return fill(tr("Player %1"), "?" if seat is None else seat + 1)
        return str(label.placement.data["text"][1])

    def hand_size(self, seat: int | None) -> int | None:
        label = self.scene.items_by_key.get(("label", "player", seat))
        return int(label.placement.data["text"][4]) if label is not None else None

    def mine(self, seat: int | None) -> bool:
        return seat is not None and seat == self.scene._bottom_seat()

    def card_name(self, card: int | None) -> str:
        found = self.scene.art.catalog.find_card(card)  # None: hidden (no such card)
        return found.name if found is not None else tr("a card")

    def _building(self, seat: int | None, card: int | None) -> str:
        """ "your Sawmill", "Ana's Sawmill"."""
        name = self.card_name(card)
        if self.mine(seat):
            return fill(tr("your %1"), name)
        return fill(tr("%1's %2"), self.seat_name(seat), name)

    # ---- the words of an item ----------------------------------------------------------
    def name(self, item) -> str:
        p = item.placement
        kind = p.kind
        if kind == "card":
            return self._card_name(p)
        if kind == "back":
            return self._back_name(p)
        if kind == "assistant":
            return self._assistant_name(p)
        if kind == "worker":
            if self.mine(p.seat) and p.data.get("waiting"):
                return tr("Your worker, at home")
            if self.mine(p.seat):
                return tr("Your worker")
            return fill(tr("%1's worker"), self.seat_name(p.seat))
        if kind == "event":
            return fill(tr("Event: %1"), self.scene.art.catalog.events[p.data["event"]].name)
        if kind == "goods":
            return self._goods_name(p)
        if kind == "label":
            return item.text()
        if kind == "slot":
            return tr("To build: the place for your planned building")
        if kind == CONTROL:
            return fill(tr("%1 (button)"), words(p.data.get("text", "")))
        if kind == INPUT_SLOT:
            return self._input_name(p)
        if kind == "tally":
            return self.scene._tooltip(p)
        return ""

    def description(self, item) -> str:
        """The state the decision gives the item, what lies on it, and its full text."""
        p = item.placement
        parts: list[str] = []
        if getattr(item, "selected_mark", False):
            parts.append(tr("Chosen."))
        elif getattr(item, "highlighted", False):
            parts.append(tr("You can choose it now."))
        elif getattr(item, "dimmed", False):
            parts.append(tr("You cannot choose it now."))
        badge = getattr(item, "badge", "")
        if p.kind == "card" and p.zone in (BUILDING, OPPONENT):
            parts += self._on_building(p)
        elif p.kind == "back":
            parts.append(self._back_description(p))
        elif p.kind == "worker":
            parts.append(self._worker_description(p))
        elif p.kind == "goods":
            parts += self._goods_description(p, badge)
            parts.append(goods_marks_text() if int(p.data.get("count", 0)) > 0 else "")
        elif p.kind == CONTROL:
            if not p.data.get("enabled", True):
                parts.append(tr("Not available now."))
            elif p.data.get("default"):
                parts.append(tr("Space or Enter presses it."))
            else:
                parts.append(tr("Space presses it."))
        elif p.kind == "slot":
            parts.append(tr("Click a card in your hand, or drag it here, to plan it."))
        tip = item.toolTip()
        if p.kind in ("label", "tally"):  # their tooltip is their name again (and hints)
            tip = tip.partition("\n")[2]
        if p.kind in ("worker", "goods"):  # their tooltip: the name and words said above
            tip = ""
        if tip:
            parts.append(tip)
        return "\n".join(t for t in parts if t)

    # ---- cards ------------------------------------------------------------------------
    def _card_name(self, p) -> str:
        name = self.card_name(p.data.get("card"))
        zone = p.zone
        mine, who = self.mine(p.seat), self.seat_name(p.seat)
        if zone == HAND:
            if mine:
                return fill(tr("%1, in your hand"), name)
            return fill(tr("%1, in %2's hand"), name, who)
        if zone in (BUILDING, OPPONENT):
            if mine:
                return fill(tr("%1, your building"), name)
            return fill(tr("%1, %2's building"), name, who)
        if zone == PLANNED:
            if mine:
                return fill(tr("%1, your planned building"), name)
            return fill(tr("%1, %2's planned building"), name, who)
        if zone == MARKET:
            if p.data.get("row") == 1:
                return fill(tr("%1, in the sunset row"), name)
            return fill(tr("%1, in the sunrise row"), name)
        if zone == DISPLAY:
            return fill(tr("%1, a new building on display"), name)
        if zone == DISCARD:
            n = int(p.data.get("count", 0))
            return fill(tr("Discard pile of %n card(s): %1 on top", n), name)
        return name

    def _on_building(self, p) -> list[str]:
        """Who works at the building and what its goods are worth."""
        out = []
        card = p.data.get("card")
        goods = self.scene.items_by_key.get(("goods", card))
        if goods is not None:
            out += self._goods_description(goods.placement, "", named=True)
        for it in self.scene.items_by_key.values():
            q = it.placement
            if q.data.get("on") != card or q.seat != p.seat:
                continue
            if q.kind == "worker":
                if self.mine(q.seat):
                    out.append(tr("Your worker works here."))
                else:
                    out.append(fill(tr("%1's worker works here."), self.seat_name(q.seat)))
            elif q.kind == "assistant":
                out.append(fill(tr("%1 works here."), self._assistant(q)))
        return out

    def _back_name(self, p) -> str:
        if p.zone == DECK:
            return tr("Draw pile: %n card(s)", int(p.data.get("count", 0)))
        return tr("A face-down card")

    def _back_description(self, p) -> str:
        """Where a face-down card lies, never what it is."""
        key = p.key
        if p.zone == DECK:
            return tr("The cards to draw, face down.")
        who = self.seat_name(p.seat)
        if key and key[0] == "planned-back":
            if self.mine(p.seat):
                return tr("Your planned building, face down.")
            return fill(tr("%1's planned building, face down until it is built."), who)
        if key and key[0] == "hand-fan":
            n = self.hand_size(p.seat)
            if n is not None:
                return fill(tr("One of the %n card(s) in %1's hand, face down.", n), who)
        if p.zone in (HAND, OPPONENT):
            if self.mine(p.seat):
                return tr("A card in your hand, face down.")
            return fill(tr("A card in %1's hand, face down."), who)
        return tr("Face down.")

    # ---- people ------------------------------------------------------------------------
    def _assistant(self, p) -> str:
        a = p.data.get("assistant")
        cat = self.scene.art.catalog
        found = cat.assistants.get(a) or cat.extra_assistants.get(a)
        name = found.name if found is not None else "?"
        return fill(tr("%1 (side %2)"), name, "AB"[int(p.data.get("side", 0)) % 2])

    def _assistant_name(self, p) -> str:
        who = self._assistant(p)
        if p.zone == OPEN_ASSISTANT:
            return fill(tr("%1, for hire"), who)
        if "on" in p.data:
            return fill(tr("%1, works at %2"), who, self._building(p.seat, p.data["on"]))
        if self.mine(p.seat):
            return fill(tr("%1, hired: waiting for one of your buildings"), who)
        return fill(tr("%1, hired by %2"), who, self.seat_name(p.seat))

    def tooltip(self, p) -> str:
        """The tooltip of an assistant or the event (its text), of a worker or of the
        goods on a building: its name and what the little picture means ("" for other
        items, and for a building without goods)."""
        art = self.scene.art
        if p.kind == "assistant":
            return art.assistant_text(p.data["assistant"], p.data["side"])
        if p.kind == "event":
            return art.event_text(p.data["event"])
        if p.kind == "worker":
            return self.name_of(p) + "\n" + self._worker_description(p)
        if p.kind == "goods" and int(p.data.get("count", 0)) > 0:
            lines = [self._goods_name(p), goods_marks_text(), *self._goods_description(p, "")]
            return "\n".join(lines)
        return ""

    def name_of(self, p) -> str:
        """The name of the item placed at ``p`` (for the kinds that need no item)."""
        return self.name(_Placed(p))

    def _worker_description(self, p) -> str:
        if p.data.get("waiting"):
            return tr("It stays home this round: none of your buildings can take it now.")
        where = ""
        if "on" in p.data:
            where = fill(tr("Works at %1."), self._building(p.seat, p.data["on"]))
        if shows_mode(p):
            return where + "\n" + worker_text(bool(p.data.get("efficient")))
        return where

    # ---- goods and inputs ---------------------------------------------------------------
    def _good_of(self, card: int | None) -> tuple[str, int | None]:
        cat = self.scene.art.catalog
        found = cat.find_card(card)
        good = found.good if found is not None else None
        if good is None:
            return tr("goods"), None
        value = cat.goods[good].value if good in cat.goods else None
        return item_name(cat, good), value

    def _goods_name(self, p) -> str:
        n = int(p.data.get("count", 0))
        good, _ = self._good_of(p.data.get("card"))
        where = self._building(p.seat, p.data.get("card"))
        if n <= 0:
            return fill(tr("No goods on %1"), where)
        return fill(tr("%n × %1 on %2", n), good, where)

    def _goods_description(self, p, badge: str, named: bool = False) -> list[str]:
        n = int(p.data.get("count", 0))
        good, value = self._good_of(p.data.get("card"))
        out = []
        if n > 0 and named:
            out.append(fill(tr("%n × %1 on it.", n), good))
        elif n <= 0 and named:
            out.append(tr("No goods on it."))
        if n > 0 and value is not None:
            out.append(
                fill(tr("Each is worth %1; all of them %2."), coins(value), coins(n * value))
            )
        if badge:
            out.append(fill(tr("Chosen to pay: %1."), badge.lstrip("−-")))
        return out

    def _input_name(self, p) -> str:
        d = p.data
        if d.get("more"):
            return tr("%n more input(s) missing", int(d["more"]))
        what = item_name(self.scene.art.catalog, d.get("item", ""))
        if d.get("card") is None:
            return fill(tr("Missing input: %1"), what)
        return fill(tr("Input: %1, filled"), what)
