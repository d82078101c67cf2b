"""The score sheet's and the statistics' words for Kingdom Builder: the score parts are
the 3 cards in play (by their names) and the castles; ties are shared (no tie-breaker:
docs/games/kingdom_builder/rules.md, decision 5)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from omg_desktop.i18n.templates import fill
from omg_desktop.ui.words import list_text

from ..rules.scoring import CASTLES
from . import words
from .words import tr

_FIGURES = {
    "settlements": QT_TRANSLATE_NOOP("KingdomBuilder", "Settlements built"),
    "tiles": QT_TRANSLATE_NOOP("KingdomBuilder", "Location tiles held at the end"),
    "tiles_used": QT_TRANSLATE_NOOP("KingdomBuilder", "Location tile actions taken"),
    "largest_area": QT_TRANSLATE_NOOP("KingdomBuilder", "Largest group of settlements"),
    "groups": QT_TRANSLATE_NOOP("KingdomBuilder", "Groups of settlements"),
    CASTLES: QT_TRANSLATE_NOOP("KingdomBuilder", "Gold from castles"),
}


def score_part_name(part: str) -> str:
    """A part of the score sheet: a Kingdom Builder card's name, or ``Castles``."""
    if part == CASTLES:
        return words.castles_name()
    return words.card_name(part)


def figure_name(figure: str) -> str:
    """A figure of the statistics (the record's ``figures``): gold from a card
    (``gold_knights``: ``Gold from Knights``), from the castles, or one of the counts."""
    if figure in _FIGURES:
        return tr(str(_FIGURES[figure]))  # i18n: marked with QT_TRANSLATE_NOOP
    card = figure.removeprefix("gold_")
    if words.is_card(card):
        return words.card_gold_name(card)
    return figure.replace("_", " ").capitalize()


def tie_break_note(shared: bool) -> str:
    """Why the tie stands: Kingdom Builder has no tie-breaker, tied players share the win."""
    if shared:
        return tr("They have the same gold: they share the win.")
    return tr("Several players have the same gold: there is no tie-breaker, they share the win.")


def winner_sentence(names: list[str], gold: int) -> str:
    """The score sheet's headline: who won, with how much gold (the game counts gold, not
    points)."""
    if len(names) == 1:
        return fill(tr("%1 wins with %2 gold."), names[0], gold)
    return fill(tr("%1 share the victory with %2 gold each."), list_text(names), gold)
