"""Kingdom Builder's words (context "KingdomBuilder"): the terrains, the location tiles
and what each lets you do, the Kingdom Builder cards and how each scores, the seats'
shapes, and where a hex lies — the names every other part of the face reads."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from omg_desktop.i18n.templates import fill

CONTEXT = "KingdomBuilder"

_TERRAINS = {
    "G": QT_TRANSLATE_NOOP("KingdomBuilder", "Grass"),
    "C": QT_TRANSLATE_NOOP("KingdomBuilder", "Canyon"),
    "D": QT_TRANSLATE_NOOP("KingdomBuilder", "Desert"),
    "F": QT_TRANSLATE_NOOP("KingdomBuilder", "Flower field"),
    "T": QT_TRANSLATE_NOOP("KingdomBuilder", "Forest"),
    "W": QT_TRANSLATE_NOOP("KingdomBuilder", "Water"),
    "M": QT_TRANSLATE_NOOP("KingdomBuilder", "Mountain"),
    "K": QT_TRANSLATE_NOOP("KingdomBuilder", "Castle"),
    "L": QT_TRANSLATE_NOOP("KingdomBuilder", "Location"),
    "?": QT_TRANSLATE_NOOP("KingdomBuilder", "Terrain card"),
}
_TILES = {
    "oracle": QT_TRANSLATE_NOOP("KingdomBuilder", "Oracle"),
    "farm": QT_TRANSLATE_NOOP("KingdomBuilder", "Farm"),
    "oasis": QT_TRANSLATE_NOOP("KingdomBuilder", "Oasis"),
    "tower": QT_TRANSLATE_NOOP("KingdomBuilder", "Tower"),
    "tavern": QT_TRANSLATE_NOOP("KingdomBuilder", "Tavern"),
    "barn": QT_TRANSLATE_NOOP("KingdomBuilder", "Barn"),
    "harbor": QT_TRANSLATE_NOOP("KingdomBuilder", "Harbor"),
    "paddock": QT_TRANSLATE_NOOP("KingdomBuilder", "Paddock"),
}
_TILE_RULES = {
    "oracle": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Build 1 settlement on the terrain of the card you played this turn, "
        "next to your own if you can.",
    ),
    "farm": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "Build 1 settlement on Grass, next to your own if you can."
    ),
    "oasis": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "Build 1 settlement on Desert, next to your own if you can."
    ),
    "tower": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Build 1 settlement on any buildable hex at the edge of the board, "
        "next to your own if you can.",
    ),
    "tavern": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Build 1 settlement at either end of a straight line of 3 or more of your settlements.",
    ),
    "barn": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Move 1 of your settlements to the terrain of the card you played this turn, "
        "next to your own if you can.",
    ),
    "harbor": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Move 1 of your settlements onto Water, next to your own if you can.",
    ),
    "paddock": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "Move 1 of your settlements exactly 2 hexes in a straight line, jumping over "
        "anything, onto an empty buildable hex.",
    ),
}
_CARDS = {
    "fishermen": QT_TRANSLATE_NOOP("KingdomBuilder", "Fishermen"),
    "merchants": QT_TRANSLATE_NOOP("KingdomBuilder", "Merchants"),
    "discoverers": QT_TRANSLATE_NOOP("KingdomBuilder", "Discoverers"),
    "hermits": QT_TRANSLATE_NOOP("KingdomBuilder", "Hermits"),
    "citizens": QT_TRANSLATE_NOOP("KingdomBuilder", "Citizens"),
    "miners": QT_TRANSLATE_NOOP("KingdomBuilder", "Miners"),
    "workers": QT_TRANSLATE_NOOP("KingdomBuilder", "Workers"),
    "knights": QT_TRANSLATE_NOOP("KingdomBuilder", "Knights"),
    "lords": QT_TRANSLATE_NOOP("KingdomBuilder", "Lords"),
    "farmers": QT_TRANSLATE_NOOP("KingdomBuilder", "Farmers"),
}
_CARD_RULES = {
    "fishermen": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "1 gold for each of your settlements next to Water."
    ),
    "merchants": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "4 gold for each location or castle joined by your settlements "
        "to another location or castle.",
    ),
    "discoverers": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "1 gold for each row of the board with a settlement of yours."
    ),
    "hermits": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "1 gold for each separate group of your settlements (a lone one counts).",
    ),
    "citizens": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "1 gold for every 2 settlements in your largest group."
    ),
    "miners": QT_TRANSLATE_NOOP(
        "KingdomBuilder", "1 gold for each of your settlements next to a Mountain."
    ),
    "workers": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "1 gold for each of your settlements next to a location or a castle.",
    ),
    "knights": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "2 gold for each of your settlements in the row where you have the most.",
    ),
    "lords": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "In each quarter of the board: 12 gold to whoever has the most settlements "
        "there, 6 gold to the next.",
    ),
    "farmers": QT_TRANSLATE_NOOP(
        "KingdomBuilder",
        "3 gold for each of your settlements in the quarter of the board where you have "
        "the fewest.",
    ),
}
#: Each seat's settlements have a colour and a shape (the art's), in seat order.
_SHAPES = (
    QT_TRANSLATE_NOOP("KingdomBuilder", "house"),
    QT_TRANSLATE_NOOP("KingdomBuilder", "tower"),
    QT_TRANSLATE_NOOP("KingdomBuilder", "hut"),
    QT_TRANSLATE_NOOP("KingdomBuilder", "hall"),
)
_STATES = {
    "ready": QT_TRANSLATE_NOOP("KingdomBuilder", "ready to use"),
    "fresh": QT_TRANSLATE_NOOP("KingdomBuilder", "taken this turn, usable from your next"),
    "used": QT_TRANSLATE_NOOP("KingdomBuilder", "used this turn"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def trn(text: str, n: int) -> str:
    """A plural-aware translation: ``%n`` in ``text`` is ``n``."""
    return QCoreApplication.translate(CONTEXT, text, None, n)


def game_name() -> str:
    return tr("Kingdom Builder")


def terrain_name(letter: str) -> str:
    """``Desert`` for ``D`` (water, mountain, castle, location too; ``?`` a hidden card)."""
    return tr(str(_TERRAINS.get(letter, letter)))  # i18n: marked with QT_TRANSLATE_NOOP


def tile_name(kind: str) -> str:
    """``Barn`` for ``barn``: a location tile, and its location hex, by its kind."""
    return tr(str(_TILES.get(kind, kind)))  # i18n: marked with QT_TRANSLATE_NOOP


def tile_rule(kind: str) -> str:
    """What a location tile lets you do once a turn, in one sentence."""
    return tr(str(_TILE_RULES.get(kind, "")))  # i18n: marked with QT_TRANSLATE_NOOP


def tile_state_name(state: str) -> str:
    """``ready to use`` / ``taken this turn, ...`` / ``used this turn``."""
    return tr(str(_STATES.get(state, state)))  # i18n: marked with QT_TRANSLATE_NOOP


def card_name(name: str) -> str:
    """``Fishermen`` for ``fishermen``: a Kingdom Builder card."""
    return tr(str(_CARDS.get(name, name)))  # i18n: marked with QT_TRANSLATE_NOOP


def card_rule(name: str) -> str:
    """How a Kingdom Builder card scores at the end, in one sentence."""
    return tr(str(_CARD_RULES.get(name, "")))  # i18n: marked with QT_TRANSLATE_NOOP


def seat_shape_name(seat: int) -> str:
    """The shape of a seat's settlements: house, tower, hut, hall for seats 0..3."""
    return tr(str(_SHAPES[seat % len(_SHAPES)]))  # i18n: marked with QT_TRANSLATE_NOOP


def castles_name() -> str:
    """The score part every game has beside the 3 cards."""
    return tr("Castles")


def hex_where(h: tuple[int, int] | list[int]) -> str:
    """``row 5, column 8``: a hex counted from 1, as people count."""
    return fill(tr("row %1, column %2"), h[0] + 1, h[1] + 1)


def settlements(n: int) -> str:
    """``3 settlements`` / ``1 settlement``."""
    return trn("%n settlement(s)", n)


def gold(n: int) -> str:
    """``12 gold``."""
    return trn("%n gold", n)


def tiles_left(n: int) -> str:
    """``2 tiles left`` / ``no tiles left``."""
    if n <= 0:
        return tr("no tiles left")
    return trn("%n tile(s) left", n)


def is_card(name: str) -> bool:
    """A Kingdom Builder card's name (as the catalog spells it)."""
    return name in _CARDS


def card_gold_name(name: str) -> str:
    """``Gold from Knights``: a card's part of the score, as a figure."""
    return fill(tr("Gold from %1"), card_name(name))
