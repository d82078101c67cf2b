"""Gizmos' data: ``data/gizmos/cards.yaml`` read through the frame's YAML loader and
checked field by field into a :class:`~..rules.catalog.Catalog`. Every problem names
its file, line, card and field; a file with any problem gives no catalog."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, cast

from ....data_loading.counts import COUNT_KEY, FileCount, check_counts, read_count
from ....data_loading.paths import default_data_root
from ....data_loading.problems import DataError, Problem
from ....data_loading.yaml_lines import LineDict, read_yaml
from ..rules.catalog import Catalog
from .cards import build_card, check_deck

#: The game's folder under the data root, and its one file.
FOLDER, FILE = "gizmos", "cards.yaml"


def load_catalog(path: Path | str | None = None) -> Catalog:
    """The checked catalog of ``path`` (default: the packaged cards); DataError if not."""
    path = default_data_root() / FOLDER / FILE if path is None else Path(path)
    shown = f"{FOLDER}/{path.name}"
    data, problems = read_yaml(path, shown)
    cards = _read(data, shown, problems) if data is not None else None
    if problems or cards is None:
        raise DataError(sorted(problems, key=Problem.sort_key))
    return Catalog(cards)


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    return load_catalog()


def _read(data: Any, shown: str, problems: list[Problem]) -> dict[str, Any] | None:
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        problems.append(Problem(shown, 1, "", "cards", "expected a list of cards under 'cards:'"))
        return None
    top = cast(LineDict, data)
    for key in top:
        if key not in ("cards", COUNT_KEY):
            msg = "unknown top-level key; known: cards, count"
            problems.append(Problem(shown, top.line_of(key), "", str(key), msg))
    record = FileCount(shown, found=len(data["cards"]))
    if COUNT_KEY in top:
        read_count(top[COUNT_KEY], record, top.line_of(COUNT_KEY), problems)
    check_counts([record], problems)
    cards: dict[str, Any] = {}
    for index, raw in enumerate(data["cards"], start=1):
        card = build_card(raw, index, shown, problems)
        if card is None:
            continue
        if card.id in cards:
            line = cast(LineDict, raw).line_of("id")
            problems.append(Problem(shown, line, f"card '{card.id}'", "id", "given twice"))
        cards[card.id] = card
    if not problems:  # a card refused above would be counted missing too
        check_deck(cards, shown, problems, top.line_of("cards"))
    return cards
