"""Kingdom Builder's data: ``data/kingdom_builder/boards.yaml`` read through the frame's
YAML loader and checked field by field into a :class:`~..rules.catalog.Catalog`. Every
problem names its file, line, section and field; a file with any problem gives none."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, cast

from ....data_loading.counts import COUNT_KEY, FileCount, check_counts, read_count
from ....data_loading.fields import Entry, describe
from ....data_loading.paths import default_data_root
from ....data_loading.problems import DataError, Problem
from ....data_loading.yaml_lines import LineDict, read_yaml
from ..rules.board import LOCATION_KINDS, SLOTS, TERRAINS
from ..rules.catalog import Catalog
from .sections import SLOT_NAMES, read_geometry, read_section

#: The game's folder under the data root, and its one file.
FOLDER, FILE = "kingdom_builder", "boards.yaml"
TOP_FIELDS = (
    COUNT_KEY, "schema_version", "legend", "terrains", "settlements_per_player",
    "location_tiles_per_location_hex", "geometry", "first_game", "location_tiles",
    "kingdom_builder_cards", "always_scored", "sections",
)  # fmt: skip
SECTIONS = 8


def load_catalog(path: Path | str | None = None) -> Catalog:
    """The checked catalog of ``path`` (default: the packaged boards); DataError if not."""
    path = default_data_root() / FOLDER / FILE if path is None else Path(path)
    shown = f"{FOLDER}/{path.name}"
    data, problems = read_yaml(path, shown)
    catalog = _read(data, shown, problems) if data is not None else None
    if problems or catalog is None:
        raise DataError(sorted(problems, key=Problem.sort_key))
    return catalog


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    return load_catalog()


def _read(data: Any, shown: str, problems: list[Problem]) -> Catalog | None:
    if not isinstance(data, dict):
        problems.append(Problem(shown, 1, "", "", "expected a mapping of the game's facts"))
        return None
    top = Entry(shown, cast(LineDict, data), "", problems)
    top.check_fields(TOP_FIELDS)
    if data.get("schema_version") != 1:
        top.report("schema_version", f"expected 1, got {describe(data.get('schema_version'))}")
    numbers = {
        "settlements": top.int_("settlements_per_player", minimum=1),
        "tiles_per_location_hex": top.int_("location_tiles_per_location_hex", minimum=1),
    }
    gold = _castle_gold(top)
    read_geometry(top, data.get("geometry"))
    terrain = _terrain_cards(top)
    cards, per_game = _cards(top)
    _location_tiles(top)
    sections = _sections(top, data.get("sections"))
    _count(top, data, len(data["sections"]) if isinstance(data.get("sections"), list) else 0)
    layout, first_cards = _first_game(top, data.get("first_game"), sections, cards)
    if top.failed or None in numbers.values() or gold is None or per_game is None:
        return None
    return Catalog(
        sections, layout, first_cards, cards, terrain, castle_gold=gold, cards_per_game=per_game,
        **cast(dict[str, int], numbers),
    )  # fmt: skip


def _count(top: Entry, data: dict[str, Any], found: int) -> None:
    """The file states how many sections it holds (as every data file of the box does)."""
    if COUNT_KEY not in data:
        top.missing(COUNT_KEY, " (the number of sections)")
        return
    record = FileCount(top.file, found=found)
    before = len(top.sink)
    read_count(data[COUNT_KEY], record, top.data.line_of(COUNT_KEY), top.sink)
    check_counts([record], top.sink)
    if len(top.sink) > before:
        top.failed = True


def _castle_gold(top: Entry) -> int | None:
    raw = top.data.get("always_scored")
    if not isinstance(raw, dict):
        top.report("always_scored", f"expected a mapping with 'castles', got {describe(raw)}")
        return None
    m = top.child(raw, "always_scored.")
    m.check_fields(("castles",))
    return m.int_("castles", minimum=1)


def _terrain_cards(top: Entry) -> dict[str, int]:
    raw = top.data.get("terrains")
    if not isinstance(raw, dict):
        top.report("terrains", f"expected a mapping with buildable and cards, got {describe(raw)}")
        return {}
    m = top.child(raw, "terrains.")
    m.check_fields(("buildable", "cards"))
    if raw.get("buildable") != list(TERRAINS):
        m.report(
            "buildable", f"expected {', '.join(TERRAINS)}, got {describe(raw.get('buildable'))}"
        )
    cards = raw.get("cards")
    if not isinstance(cards, dict) or sorted(cards) != sorted(TERRAINS):
        m.report("cards", f"expected a count for each of {', '.join(TERRAINS)}")
        return {}
    c = m.child(cards, "terrains.cards.")
    return {t: c.int_(t, minimum=1) or 0 for t in TERRAINS}


def _cards(top: Entry) -> tuple[tuple[str, ...], int | None]:
    raw = top.data.get("kingdom_builder_cards")
    if not isinstance(raw, dict):
        top.report("kingdom_builder_cards", f"expected names and per_game, got {describe(raw)}")
        return (), None
    m = top.child(raw, "kingdom_builder_cards.")
    m.check_fields(("names", "per_game"))
    names = raw.get("names")
    if not isinstance(names, list) or not names or not all(isinstance(v, str) for v in names):
        m.report("names", f"expected a list of names, got {describe(names)}")
        return (), None
    if len(set(names)) != len(names):
        m.report("names", "names a card twice")
    return tuple(names), m.int_("per_game", minimum=1, maximum=len(names))


def _location_tiles(top: Entry) -> None:
    raw = top.data.get("location_tiles")
    if not isinstance(raw, dict) or sorted(raw) != sorted(LOCATION_KINDS):
        top.report("location_tiles", f"expected the tiles {', '.join(LOCATION_KINDS)}")


def _sections(top: Entry, raw: Any) -> dict[str, Any]:
    if not isinstance(raw, list):
        top.report("sections", f"expected a list of sections, got {describe(raw)}")
        return {}
    if len(raw) != SECTIONS:
        top.report("sections", f"the base game has {SECTIONS} sections, found {len(raw)}")
    out = {}
    for index, value in enumerate(raw, start=1):
        section = read_section(top.file, index, value, top.sink)
        if section is None:
            top.failed = True
        elif section.name in out:
            line = cast(LineDict, value).line_of("name")
            top.report("sections", f"section {section.name!r} given twice", line)
        else:
            out[section.name] = section
    kinds = [s.location for s in out.values()]
    if len(set(kinds)) != len(kinds):
        top.report("sections", "two sections have the same location kind")
    return out


def _first_game(
    top: Entry, raw: Any, sections: dict[str, Any], cards: tuple[str, ...]
) -> tuple[tuple[tuple[str, bool], ...], tuple[str, ...]]:
    if not isinstance(raw, dict):
        top.report("first_game", f"expected a mapping, got {describe(raw)}")
        return (), ()
    m = top.child(raw, "first_game.")
    m.check_fields(("sections", "rotation", "kingdom_builder_cards"))
    rotation = m.choice("rotation", ("upright", "turned"))
    slots = raw.get("sections")
    layout: list[tuple[str, bool]] = []
    if not isinstance(slots, dict) or list(slots) != list(SLOT_NAMES):
        m.report("sections", f"expected the {SLOTS} slots {', '.join(SLOT_NAMES)} in that order")
    else:
        for slot in SLOT_NAMES:
            name = slots[slot]
            if name not in sections:
                m.report("sections", f"slot {slot}: unknown section {describe(name)}")
            layout.append((str(name), rotation == "turned"))
        if len({n for n, _ in layout}) != SLOTS:
            m.report("sections", "a section is named twice")
    chosen = raw.get("kingdom_builder_cards")
    if not isinstance(chosen, list) or any(c not in cards for c in chosen) or len(chosen) != 3:
        m.report(
            "kingdom_builder_cards", f"expected 3 of {', '.join(cards)}, got {describe(chosen)}"
        )
        return tuple(layout), ()
    return tuple(layout), tuple(chosen)
