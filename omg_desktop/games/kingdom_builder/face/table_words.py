"""The words of Kingdom Builder's table labels (a label's ``text`` spec, made by the
layout), their tooltips, and the round's line as an event starts to play."""

from __future__ import annotations

from omg_desktop.i18n.templates import fill

from ..rules.engine import MANDATORY
from . import words
from .words import tr, trn


def label_text(spec: tuple) -> str:
    kind = spec[0]
    if kind == "player":
        _k, name, total, supply, note = spec
        text = fill(tr("%1: %2 · %3 left"), name, words.gold(total), words.settlements(supply))
        return text + (f" ({note})" if note else "")
    if kind == "gold":  # all of it, or the first or second of two lines
        shown = _gold_parts(spec)
        line = spec[3] if len(spec) > 3 else 0
        return " · ".join(shown[:2] if line == 1 else shown[2:] if line == 2 else shown)
    if kind == "round":  # (the names, the first seat, the turn: see ``retitle``)
        _k, names, first, turn, ending, over = spec
        if over:
            return tr("The game is over")
        players = max(1, len(names))
        round_ = 1 + (turn - 1) // players
        text = fill(tr("Round %1 · %2's turn"), round_, names[(first + turn - 1) % players])
        return text + (tr(" · last round") if ending else "")
    if kind == "terrain":  # the terrain card beside it, in words
        return words.terrain_name(spec[1])
    if kind == "you":
        return ""
    return " ".join(str(s) for s in spec)


def _gold_parts(spec: tuple) -> list[str]:
    """A gold spec's parts in words: each card's, then the castles'."""
    parts, castles = spec[1], spec[2]
    shown = [fill(tr("%1 %2"), words.card_name(card), n) for card, n in parts]
    return [*shown, fill(tr("%1 %2"), words.castles_name(), castles)]


def label_tip(spec: tuple, _other_seat: bool) -> str:
    text = label_text(spec)
    if spec[0] == "player":
        text += "\n" + tr(
            "Gold so far: what the three Kingdom Builder cards and the castles would give if "
            "the game ended now. When a player places their last settlement, the round is "
            "played to its end."
        )
    elif spec[0] == "gold":  # (both lines of two say it all)
        text = tr("Gold so far, card by card:") + "\n" + "\n".join(_gold_parts(spec))
    elif spec[0] == "round":
        text += "\n" + trn("%n settlement(s) a turn on the terrain of your card.", MANDATORY)
    return text


def retitle(kind: str, data: dict, spec: tuple) -> tuple:
    """The round's line as an event starts to play: the next turn once one ends, the
    last round announced, the end (so it never names a player the table has not
    shown)."""
    if spec[0] != "round":
        return spec
    _k, names, first, turn, ending, over = spec
    if kind == "ended":
        return ("round", names, first, turn + 1, ending, over)
    if kind == "last":
        return ("round", names, first, turn, True, over)
    if kind == "over":
        return ("round", names, first, turn, ending, True)
    return spec
