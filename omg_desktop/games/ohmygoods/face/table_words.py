"""The words of Oh My Goods!'s table labels (context "Table"): the piles, the rows,
the round's title with its phase, a chapter's goal, a player's line, and their
tooltips. The frame's table asks them of the face (``face.label_text`` ...) for the
``text`` specs its layout (:mod:`.table_layout`) puts on label placements.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.templates import fill
from ..rules import Catalog
from ..rules.state import (
    ASSIGN,
    DRAW,
    EXCHANGE,
    OVER,
    PRODUCTION,
    STARVE,
    SUNRISE,
    SUNRISE_REVEAL,
    SUNSET_REVEAL,
)


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Table", text, None, n)


#: The table's title for each phase of the rules (state.phase).
PHASE_NAMES = {
    EXCHANGE: ("Table", QT_TRANSLATE_NOOP("Table", "Phase I: New cards")),
    DRAW: ("Table", QT_TRANSLATE_NOOP("Table", "Phase I: New cards")),
    SUNRISE_REVEAL: ("Table", QT_TRANSLATE_NOOP("Table", "Phase II: Sunrise")),
    SUNRISE: ("Table", QT_TRANSLATE_NOOP("Table", "Phase II: Sunrise")),
    SUNSET_REVEAL: ("Table", QT_TRANSLATE_NOOP("Table", "Phase III: Sunset")),
    PRODUCTION: ("Table", QT_TRANSLATE_NOOP("Table", "Phase IV: Production and building")),
    ASSIGN: ("Table", QT_TRANSLATE_NOOP("Table", "End of round: assign assistants")),
    STARVE: ("Table", QT_TRANSLATE_NOOP("Table", "Both piles are empty: discard half your hand")),
    OVER: ("Table", QT_TRANSLATE_NOOP("Table", "Game over")),
}


#: A chapter goal's metrics, as the goal label says them (translated when shown).
GOAL_METRICS = {
    "points": QT_TRANSLATE_NOOP("Table", "points"),
    "buildings": QT_TRANSLATE_NOOP("Table", "buildings"),
    "coins": QT_TRANSLATE_NOOP("Table", "coins"),
    "assistants": QT_TRANSLATE_NOOP("Table", "assistants"),
}


def label_text(spec: tuple) -> str:
    """The words for a label placement's ``text`` spec."""
    kind = spec[0]
    if kind == "deck":
        return tr("Deck")  # one short word, as Discard (and Mazo, Monte, 山札)
    if kind == "discard":
        return tr("Discard")  # its size is on the pile, as the draw pile's is
    if kind == "row":
        return tr("Sunrise") if spec[1] == 0 else tr("Sunset")
    if kind == "assistants":
        return tr("Assistants for hire")
    if kind == "round":
        _, rnd, phase, _step, final = (*spec, False)[:5]
        ctx, text = PHASE_NAMES.get(phase, ("Table", phase))
        text = (
            fill(
                tr("Round %1 · %2"), str(rnd), QCoreApplication.translate(ctx, text)
            )  # i18n: marked with QT_TRANSLATE_NOOP
        )
        return text + " · " + tr("last round") if final and phase != OVER else text
    if kind == "to_build":
        return tr("To build")
    if kind == "events":
        return fill(tr("Events left: %1"), str(spec[1]))
    if kind == "display":
        return tr("New buildings")
    if kind == "goal":
        _, metric, bronze, silver, gold, value = spec
        what = tr(GOAL_METRICS.get(metric, metric))  # i18n: marked with QT_TRANSLATE_NOOP
        return fill(
            tr("Goal: %1 %2 (bronze) · %3 silver · %4 gold · now %5"),
            bronze, what, silver, gold, value,
        )  # fmt: skip
    if kind == "player":
        _, name, points, coins, hand, first, status, active = spec
        text = fill(tr("%1 — VP: %2 · Coins: %3 · Hand: %4"), name, points, coins, hand)
        if first:
            text += " · " + tr("first player")
        if active:
            text += " · " + tr("at work")
        if status:
            text += " · " + status
        return text
    return " ".join(str(x) for x in spec)


def label_tip(spec: tuple, other_seat: bool) -> str:
    """A label's tooltip: its words, and for a player's line how VP and coins count
    (and, for another seat's, how to see their last round)."""
    text = label_text(spec)
    if spec[0] == "player":  # VP counts coins too: say how
        text += "\n" + tr(
            "VP: the points of the buildings and assistants, and 1 more for every "
            "5 coins. Coins: what the goods on the buildings are worth."
        )
        if other_seat:
            text += "\n" + tr("Click, or press L on the table: their last round")
    return text


def tally_tip(cat: Catalog, data: Mapping[str, Any]) -> str:
    """A market tally's tooltip: one resource, in the market and with the Market Offices."""
    name = cat.resources[data["resource"]].name
    return fill(
        tr("%1: %2 in the market, %3 with your Market Offices"),
        name,
        str(data["market"]),
        str(data["total"]),
    )
