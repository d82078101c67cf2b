"""What each item of Gizmos' table says to a screen reader (and its tooltip): read from
its placement (made from the seat's view) and the catalog; a face-down card says only
whose research it is."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.table.controls import CONTROL
from omg_desktop.ui.table.controls import words as control_words
from omg_desktop.ui.table.layout import DECK, OPPONENT

from . import words
from .table_layout import BUILT, DISPLAY, FILE, RESEARCHED, ROW
from .table_words import label_text


def tr(text: str) -> str:
    return QCoreApplication.translate("TableSpeech", text)


class Speech:
    """The words of the items of one scene."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def _seat_name(self, seat: int | None) -> str:
        label = self.scene.items_by_key.get(("label", "player", seat))
        if label is None:
            return fill(tr("Player %1"), "?" if seat is None else seat + 1)
        return str(label.placement.data["text"][1])

    def _where(self, p: Any) -> str:
        if p.zone == DISPLAY:
            return tr("in the display")
        if p.zone == RESEARCHED:
            return tr("drawn in the research")
        whose = self._seat_name(p.seat)
        if p.zone == FILE:
            return fill(tr("in %1's file"), whose)
        if p.zone in (BUILT, OPPONENT):
            return fill(tr("built by %1"), whose)
        return ""

    def name(self, item: Any) -> str:
        p = item.placement
        if p.kind == "label":
            return label_text(p.data["text"])
        if p.kind == CONTROL:
            return control_words(str(p.data.get("text", "")))
        if p.kind == "card":
            card = self.scene.art.catalog.card(p.data["card"])
            where = self._where(p)
            title = words.card_title(card)
            return fill(tr("%1, %2"), title, where) if where else title
        if p.kind == "deck" or p.zone == DECK:
            return fill(tr("Level %1 deck, %2 cards"), words.LEVELS[p.data["level"]],
                        p.data["count"])  # fmt: skip
        if p.kind == "cardback":
            return fill(tr("A level %1 card drawn by %2, face down"),
                        words.LEVELS[p.data["level"]], self._seat_name(p.seat))  # fmt: skip
        if p.kind == "energy" or p.zone == ROW:
            return fill(tr("%1 energy in the row"), words.colour_name(p.data["colour"]))
        if p.kind == "ring":
            return fill(tr("%1's %2 energy: %3"), self._seat_name(p.seat),
                        words.colour_name(p.data["colour"]), p.data["count"])  # fmt: skip
        if p.kind == "veil":
            return tr("The research, over the display")
        if p.kind == "dispenser":
            return fill(tr("The dispenser: %1 energies"), p.data["count"])
        return ""

    def description(self, item: Any) -> str:
        p = item.placement
        if p.kind == "card":
            card = self.scene.art.catalog.card(p.data["card"])
            return words.card_words(card)
        return ""

    def tooltip(self, p: Any) -> str:
        if p.kind == "card":
            return words.card_words(self.scene.art.catalog.card(p.data["card"]))
        if p.kind in ("energy", "ring", "deck", "dispenser", "cardback"):

            class _Item:
                placement = p

            return self.name(_Item())
        return ""
