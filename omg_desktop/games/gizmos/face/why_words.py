"""Why a piece of Gizmos' table cannot be taken now, in words: the notes a hover (or the
keys' focus) shows under a piece's own words. From the rules' codes (:mod:`..rules.why`)."""

from __future__ import annotations

from typing import Any

from omg_desktop.i18n.templates import fill

from ..rules import why
from ..rules.catalog import COLOURS
from ..rules.state import ACTION, RESEARCH
from . import words
from .table_layout import row_keys
from .words import tr


def _build_words(reason: tuple) -> str:
    _code, cost, colour, have = reason
    if colour in COLOURS:
        return fill(tr("Building it takes %1 %2 energy (converters included); you have %3."),
                    cost, words.colour_name(colour), have)  # fmt: skip
    return fill(tr("Building it takes %1 energy (converters included); you have %2."), cost, have)


def _file_words(reason: tuple) -> str:
    if reason[0] == why.NO_FILE:
        return tr("You may not file: a gizmo you built forbids it.")
    return fill(tr("Your file is full (%1 of %2)."), reason[1], reason[2])


def card_note(view: Any, card_id: str) -> str:
    """What the seat to act may do with a card and why not: empty when it may build it."""
    standing = why.card_standing(view, card_id)
    if standing is None or standing.build:
        return ""
    lines = [_build_words(standing.build_why)]
    if standing.file:
        lines.insert(0, tr("You may file it, not build it now."))
    elif standing.file_why:
        lines.append(_file_words(standing.file_why))
    return "\n".join(lines)


def _keys(view: Any) -> list[tuple]:
    """The pieces a click may act on at an action or a Research: cards, marbles, decks."""
    cards = [*(g for row in view.display for g in row), *view.seat().filed, *view.research]
    marbles = row_keys(view)
    return [*(("card", g) for g in cards), *marbles, *(("deck", n) for n in (1, 2, 3))]


def notes(view: Any) -> dict[tuple, str]:
    """The notes of the table's pieces for the seat to act at this step."""
    if view is None or view.over or view.step not in (ACTION, RESEARCH):
        return {}
    found: dict[tuple, str] = {}
    for key in _keys(view):
        text = ""
        if key[0] == "card":
            text = card_note(view, key[1])
        elif key[0] == "row" and why.pick_why(view):
            text = tr("Your energy ring is full: no room for a marble.")
        elif key[0] == "deck":
            reason = why.research_why(view, key[1])
            if reason == (why.NO_RESEARCH,):
                text = tr("You may not research: a gizmo you built forbids it.")
            elif reason == (why.DECK_EMPTY,):
                text = tr("This deck is empty.")
        if text:
            found[key] = text
    return found
