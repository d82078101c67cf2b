"""What each item of Kingdom Builder's table says to a screen reader (and its tooltip):
read from its placement (made from the seat's view); a terrain card held unseen says
only that it is a card, never which."""

from __future__ import annotations

from typing import Any

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.table.controls import CONTROL
from omg_desktop.ui.table.controls import words as control_words

from ..rules.board import LOCATION, SETTLEABLE
from . import words
from .table_words import label_text
from .words import tr, trn


class Speech:
    """The words of the items of one scene."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    # ---- helpers ---------------------------------------------------------------------
    def seat_name(self, seat: int | None) -> str:
        label = self.scene.items_by_key.get(("label", "player", seat))
        if label is not None:
            text = label.placement.data.get("text", ())
            if len(text) > 1:
                return str(text[1])
        return fill(tr("Player %1"), "?" if seat is None else seat + 1)

    def _settler(self, h: tuple[int, int]) -> int | None:
        item = self.scene.items_by_key.get(("settlement", h[0], h[1]))
        return None if item is None else item.placement.data.get("seat")

    def _hex_data(self, h: tuple[int, int]) -> dict:
        item = self.scene.items_by_key.get(("hex", h[0], h[1]))
        return {} if item is None else dict(item.placement.data)

    def settlement_words(self, seat: int) -> str:
        """``Ana's settlement (house)``."""
        return fill(tr("%1's settlement (%2)"), self.seat_name(seat), words.seat_shape_name(seat))

    def hex_words(self, d: dict) -> str:
        """``Desert at row 4, column 7, empty`` / ``…, Ana's settlement (house)`` /
        ``Oasis location at row 13, column 6, 2 tiles left``."""
        h = tuple(d.get("hex", (0, 0)))
        where = words.hex_where(h)
        letter = d.get("terrain", "")
        if letter == LOCATION:
            kind = str(d.get("location", ""))
            return fill(tr("%1 location at %2, %3"), words.tile_name(kind), where,
                        words.tiles_left(int(d.get("tiles", 0))))  # fmt: skip
        what = fill(tr("%1 at %2"), words.terrain_name(letter), where)
        seat = self._settler(h)  # type: ignore[arg-type]
        if seat is not None:
            return fill(tr("%1, %2"), what, self.settlement_words(seat))
        if letter in SETTLEABLE:
            return fill(tr("%1, empty"), what)
        return what

    # ---- the frame's questions --------------------------------------------------------
    def name(self, item: Any) -> str:
        return self.placement_name(item.placement)

    def placement_name(self, p: Any) -> str:
        d = p.data
        kind = p.kind
        if kind == "label":
            return str(label_text(d.get("text", ())))
        if kind == CONTROL:
            return control_words(str(d.get("text", "")))
        if kind == "hex":
            return self.hex_words(d)
        if kind == "settlement":
            h = tuple(d.get("hex", p.key[1:3]))
            terrain = self._hex_data(h).get("terrain", "")  # type: ignore[arg-type]
            on = words.terrain_name(terrain) if terrain else ""
            if on:
                return fill(tr("%1 on %2 at %3"), self.settlement_words(d["seat"]), on,
                            words.hex_where(h))  # fmt: skip
            return fill(tr("%1 at %2"), self.settlement_words(d["seat"]), words.hex_where(h))
        if kind == "supply":
            return fill(tr("%1's supply: %2 left"), self.seat_name(d["seat"]),
                        words.settlements(int(d["count"])))  # fmt: skip
        if kind == "tile":
            seat = p.key[1] if len(p.key) > 1 else p.seat
            return fill(tr("%1's %2 tile, %3"), self.seat_name(seat), words.tile_name(d["kind"]),
                        words.tile_state_name(d.get("state", "ready")))  # fmt: skip
        if kind == "kbcard":
            return fill(tr("Kingdom Builder card %1: %2"), words.card_name(d["card"]),
                        words.card_rule(d["card"]))  # fmt: skip
        if kind == "terrain":
            seat = p.key[1] if len(p.key) > 1 else p.seat
            if d.get("terrain", "?") == "?":
                return fill(tr("%1's terrain card, face down"), self.seat_name(seat))
            return fill(tr("%1's terrain card: %2"), self.seat_name(seat),
                        words.terrain_name(d["terrain"]))  # fmt: skip
        if kind == "deck":
            return trn("Terrain deck, %n card(s)", int(d.get("count", 0)))
        return ""

    def description(self, item: Any) -> str:
        return self.placement_description(item.placement)

    def placement_description(self, p: Any) -> str:
        d = p.data
        if p.kind == "tile":
            return words.tile_rule(d["kind"])
        if p.kind == "hex" and d.get("terrain") == LOCATION:
            return words.tile_rule(str(d.get("location", "")))
        if p.kind == "kbcard":
            return words.card_rule(d["card"])
        return ""

    def tooltip(self, p: Any) -> str:
        if p.kind in ("hex", "settlement", "supply", "deck", "terrain"):
            return self.placement_name(p)
        if p.kind == "tile":
            return fill(tr("%1: %2"), self.placement_name(p), words.tile_rule(p.data["kind"]))
        if p.kind == "kbcard":
            return fill(tr("%1: %2"), words.card_name(p.data["card"]),
                        words.card_rule(p.data["card"]))  # fmt: skip
        return ""
