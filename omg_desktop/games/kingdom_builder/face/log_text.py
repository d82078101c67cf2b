"""Kingdom Builder's events as whole, translatable sentences (context "KingdomBuilder"),
for the log, the table's captions and a screen reader. A drawn terrain card is named to
its drawer only: the events another seat is given come without it (``visible_events``),
and the sentence then says only that a card was drawn."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from omg_desktop.i18n.templates import fill

from ..rules.state import HIDDEN
from . import words
from .words import tr

#: ``phase`` as the log keeps it: the first seat plus one, and this flag while a turn has
#: ended and the next has not yet shown its card (a card shown again after one that left
#: the game is the same turn).
_BETWEEN = 100


def sentence(e: Any, cat: Any, names: Sequence[str]) -> str:
    """One event in words."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    d = e.data
    k = e.kind
    if k == "layout":
        parts = ", ".join(words.tile_name(str(n)) for n, _turned in d.get("sections", ()))
        return fill(tr("The board is laid out: the %1 sections."), parts)
    if k == "cards":
        named = ", ".join(words.card_name(c) for c in d.get("cards", ()))
        return fill(tr("The Kingdom Builder cards of this game: %1."), named)
    if k == "shuffled":
        return fill(tr("The terrain cards are shuffled (%1)."), d.get("count", 0))
    if k == "drew":
        card = d.get("card")
        if card and card != HIDDEN:
            return fill(tr("%1 draws a %2 card."), who, words.terrain_name(card))
        return fill(tr("%1 draws a terrain card."), who)
    if k == "first":
        return fill(tr("%1 plays first."), who)
    if k == "revealed":
        return fill(tr("%1 shows their terrain card: %2."), who,
                    words.terrain_name(d["card"]))  # fmt: skip
    if k == "removed":
        return fill(tr("No empty %1 hex is left: the card leaves the game."),
                    words.terrain_name(d["card"]))  # fmt: skip
    if k == "built":
        where = words.hex_where(d["at"])
        land = words.terrain_name(d["terrain"])
        if d.get("by"):
            return fill(tr("%1 builds on %2 at %3 with the %4."), who, land, where,
                        words.tile_name(d["by"]))  # fmt: skip
        return fill(tr("%1 builds on %2 at %3."), who, land, where)
    if k == "moved":
        return fill(tr("%1 moves a settlement from %2 to %3 with the %4."), who,
                    words.hex_where(d["from"]), words.hex_where(d["to"]),
                    words.tile_name(d["by"]))  # fmt: skip
    if k == "took":
        return fill(tr("%1 takes a location tile: %2 (usable from their next turn)."), who,
                    words.tile_name(d["tile"]))  # fmt: skip
    if k == "lost":
        return fill(tr("%1 has left the %2 at %3: its tile leaves the game."), who,
                    words.tile_name(d["tile"]), words.hex_where(d["at"]))  # fmt: skip
    if k == "used":
        return fill(tr("%1 uses the %2."), who, words.tile_name(d["tile"]))
    if k == "last":
        return fill(tr("%1 has built their last settlement: the round is played out."), who)
    if k == "ended":
        return fill(tr("%1 ends their turn."), who)
    if k == "over":
        return tr("The game is over.")
    return fill(tr("Something happened (%1)."), k)


def log_where(e: Any, round_: int, phase: int) -> tuple[int, int]:
    """The log groups lines by round: a round begins when the first player shows a card
    at the start of a turn (``phase`` keeps the first seat and whether a turn is due)."""
    if e.kind == "layout":
        return 0, 0
    if e.kind == "first" and e.seat is not None:
        return round_ if round_ else 0, _BETWEEN + e.seat + 1
    if e.kind == "ended":
        return round_, phase % _BETWEEN + _BETWEEN
    if e.kind == "revealed" and phase >= _BETWEEN:
        first = phase % _BETWEEN - 1
        return round_ + (1 if e.seat == first else 0), phase % _BETWEEN
    return round_, phase


def where_label(round_: int, _phase: int) -> str:
    return fill(tr("Round %1"), round_) if round_ else tr("Set-up")
