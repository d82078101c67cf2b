"""The game's facts as loaded from the data: the sections, the first game's layout
and cards, and the numbers of the box."""

from __future__ import annotations

from dataclasses import dataclass

from .board import Section


@dataclass(frozen=True, eq=False)
class Catalog:
    """Everything the rules read from ``data/kingdom_builder/boards.yaml`` (one object:
    compared and hashed by identity, the boards built from it are cached by it)."""

    sections: dict[str, Section]  # by name, in the file's order
    first_game: tuple[tuple[str, bool], ...]  # (section name, turned) in slot order
    first_game_cards: tuple[str, ...]
    cards: tuple[str, ...]  # the 10 Kingdom Builder cards
    terrain_cards: dict[str, int]  # letter -> copies in the deck
    settlements: int = 40
    tiles_per_location_hex: int = 2
    cards_per_game: int = 3
    castle_gold: int = 3
