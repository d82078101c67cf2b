"""Gizmos' events as whole, translatable sentences (context "GizmosLog"), for the log,
the table's captions and a screen reader. A Research's cards are named to the
researcher only: the events a seat is given already hide them (``visible_events``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ..rules.state import HIDDEN
from . import words


def tr(text: str) -> str:
    return QCoreApplication.translate("GizmosLog", text)


def card_name(cat: Any, card: str) -> str:
    """A card as a sentence names it: ``the level II red converter``; a hidden one."""
    if card == HIDDEN or card not in cat.cards:
        return tr("a hidden card")
    return words.card_in_sentence(cat.card(card))


def _where(source: str) -> str:
    return {"display": tr("from the display"), "file": tr("from the file"),
            "research": tr("from the research")}.get(source, "")  # fmt: skip


def sentence(e: Any, cat: Any, names: Sequence[str]) -> str:
    """One event in words."""
    who = names[e.seat] if e.seat is not None and 0 <= e.seat < len(names) else ""
    d = e.data
    k = e.kind
    if k == "first":
        return fill(tr("%1 plays first."), who)
    if k == "shuffled":
        return fill(tr("The level %1 deck is shuffled."), words.LEVELS[d["level"]])
    if k == "revealed":
        return fill(tr("New in the display: %1."), card_name(cat, d["card"]))
    if k == "row_filled":
        return fill(tr("A %1 energy rolls into the row."), words.colour_name(d["energy"]))
    if k == "drew_energy":
        return fill(tr("%1 draws a %2 energy from the dispenser."), who,
                    words.colour_name(d["energy"]))  # fmt: skip
    if k == "picked":
        return fill(tr("%1 picks a %2 energy."), who, words.colour_name(d["energy"]))
    if k == "filed":
        return fill(tr("%1 files %2 %3."), who, card_name(cat, d["card"]), _where(d["from"]))
    if k == "built":
        spent = sum(d.get("spent", ()))
        paid = QCoreApplication.translate("GizmosLog", "%n energy", None, spent)
        return fill(tr("%1 builds %2 %3 (%4)."), who, card_name(cat, d["card"]),
                    _where(d["from"]), paid)  # fmt: skip
    if k == "end_triggered":
        return fill(tr("%1 reaches the end: the round is played out."), who)
    if k == "researched":
        cards = list(d.get("cards", ()))
        n = int(d.get("count", len(cards)))
        level = words.LEVELS[d["level"]]
        if cards:
            named = "; ".join(card_name(cat, c) for c in cards)
            return fill(tr("%1 researches level %2 and draws: %3."), who, level, named)
        drawn = QCoreApplication.translate("GizmosLog", "%n card(s)", None, n)
        return fill(tr("%1 researches level %2 and draws %3."), who, level, drawn)
    if k == "bottomed":
        card = d.get("card")
        if card is not None:
            return fill(tr("%1 puts %2 under the level %3 deck."), who, card_name(cat, card),
                        words.LEVELS[d["level"]])  # fmt: skip
        return fill(tr("%1 puts a card under the level %2 deck."), who, words.LEVELS[d["level"]])
    if k == "skipped":
        return fill(tr("%1 takes none of the cards."), who)
    if k == "used":
        return fill(tr("%1 uses %2."), who, card_name(cat, d["card"]))
    if k == "tokens":
        n = int(d.get("amount", 1))
        got = QCoreApplication.translate("GizmosLog", "%n victory point token(s)", None, n)
        return fill(tr("%1 takes %2."), who, got)
    if k == "passed":
        return fill(tr("%1 can do nothing and passes."), who)
    if k == "turn":
        return fill(tr("%1's turn."), who)
    if k == "game_over":
        return tr("The game is over.")
    return k


def log_where(e: Any, round_: int, phase: int) -> tuple[int, int]:
    """The log groups lines by round (no phases in Gizmos)."""
    return round_, 0


def where_label(round_: int, _phase: int) -> str:
    return fill(tr("Round %1"), round_) if round_ else tr("Set-up")
