"""Kingdom Builder's data: ``data/kingdom_builder/boards.yaml`` read through the frame's
YAML loader and checked field by field into a :class:`~..rules.catalog.Catalog`. Every
problem names its file, line, section and field; a file with any problem gives none."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, cast

from ....data_loading.fields import Entry, describe
from ....data_loading.paths import default_data_root
from ....data_loading.problems import DataError, Problem
from ....data_loading.yaml_lines import LineDict, read_yaml
from ..rules.board import SLOTS
from ..rules.catalog import Catalog
from .sections import SLOT_NAMES, read_geometry, read_section

#: The game's folder under the data root, and its one file.
FOLDER, FILE = "kingdom_builder", "boards.yaml"
TOP_FIELDS = (
    "schema_version", "legend", "buildable", "terrain_cards", "settlements_per_player",
    "location_tiles_per_location_hex", "geometry", "first_game", "location_tiles",
    "kingdom_builder_cards", "cards_per_game", "always_scored", "sections",
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
        "cards_per_game": top.int_("cards_per_game", minimum=1, maximum=10),
    }
    gold = _castle_gold(top)
    read_geometry(top, data.get("geometry"))
    terrain = _terrain_cards(top)
    cards = _names(top, "kingdom_builder_cards")
    sections = _sections(top, data.get("sections"))
    layout, first_cards = _first_game(top, data.get("first_game"), sections, cards)
    if top.failed or None in numbers.values() or gold is None:
        return None
    return Catalog(
        sections, layout, first_cards, cards, terrain, castle_gold=gold,
        **cast(dict[str, int], numbers),
    )  # fmt: skip


def _castle_gold(top: Entry) -> int | None:
    raw = top.data.get("always_scored")
    if not isinstance(raw, dict):
        top.report("always_scored", f"expected a mapping with 'castles', got {describe(raw)}")
        return None
    m = top.child(raw, "always_scored.")
    m.check_fields(("castles",))
    return m.int_("castles", minimum=1)


def _terrain_cards(top: Entry) -> dict[str, int]:
    from ..rules.board import TERRAINS

    raw = top.data.get("terrain_cards")
    buildable = top.data.get("buildable")
    if buildable != list(TERRAINS):
        top.report("buildable", f"expected {', '.join(TERRAINS)}, got {describe(buildable)}")
    if not isinstance(raw, dict) or sorted(raw) != sorted(TERRAINS):
        top.report("terrain_cards", f"expected a count for each of {', '.join(TERRAINS)}")
        return {}
    m = top.child(raw, "terrain_cards.")
    return {t: m.int_(t, minimum=1) or 0 for t in TERRAINS}


def _names(top: Entry, field: str) -> tuple[str, ...]:
    raw = top.data.get(field)
    if not isinstance(raw, list) or not raw or not all(isinstance(v, str) for v in raw):
        top.report(field, f"expected a list of names, got {describe(raw)}")
        return ()
    if len(set(raw)) != len(raw):
        top.report(field, "names a card twice")
    return tuple(raw)


def _sections(top: Entry, raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict):
        top.report("sections", f"expected a mapping of sections, got {describe(raw)}")
        return {}
    if len(raw) != SECTIONS:
        top.report("sections", f"the base game has {SECTIONS} sections, found {len(raw)}")
    lines = cast(LineDict, raw)
    out = {}
    for name, value in raw.items():
        section = read_section(top.file, str(name), value, lines.line_of(name), top.sink)
        if section is None:
            top.failed = True
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
