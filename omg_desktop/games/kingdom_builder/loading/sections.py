"""One board section from its YAML mapping, and the geometry the data declares."""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from ....data_loading.fields import Entry, describe
from ....data_loading.problems import Problem
from ....data_loading.yaml_lines import LineDict
from ..rules.board import (
    _EVEN,
    _ODD,
    CASTLE,
    LETTERS,
    LOCATION,
    LOCATION_KINDS,
    SECTION_SIZE,
    Hex,
    Section,
)

SLOT_NAMES = ("top_left", "top_right", "bottom_left", "bottom_right")
SECTION_FIELDS = (
    "name", "location", "rows", "location_hexes", "castle_hexes", "counts", "bga_index",
    "agree", "differs",
)  # fmt: skip
SOURCES = ("bga", "counterfeiter", "eric8900", "vishalsurya", "se2")


def read_geometry(top: Entry, raw: Any) -> None:
    """The data's geometry must be the one the board is coded for."""
    if not isinstance(raw, dict):
        top.report("geometry", f"expected a mapping, got {describe(raw)}")
        return
    m = top.child(raw, "geometry.")
    size = raw.get("section_size")
    if size != {"rows": SECTION_SIZE, "cols": SECTION_SIZE}:
        m.report("section_size", f"the board is coded for {SECTION_SIZE} x {SECTION_SIZE} sections")
    if raw.get("offset") != "odd_rows_shifted_right":
        m.report("offset", "the board is coded for odd_rows_shifted_right")
    nb = raw.get("neighbours")
    coded = {"even_row": [list(o) for o in _EVEN], "odd_row": [list(o) for o in _ODD]}
    if not isinstance(nb, dict) or {k: nb.get(k) for k in coded} != coded:
        m.report("neighbours", f"the board is coded for {coded}")


def read_section(shown: str, index: int, raw: Any, problems: list[Problem]) -> Section | None:
    """Check one section; the Section, or None (and problems) if anything was wrong."""
    if not isinstance(raw, dict):
        line = getattr(raw, "line", None)
        problems.append(Problem(shown, line, f"sections entry {index}", "", "expected a mapping"))
        return None
    name = raw.get("name")
    label = f"section {describe(name)}" if name is not None else f"sections entry {index}"
    e = Entry(shown, cast(LineDict, raw), label, problems)
    e.check_fields(SECTION_FIELDS)
    name = e.str_("name", ident=True)
    location = e.choice("location", LOCATION_KINDS)
    rows = _rows(e)
    castles = _hexes(e, "castle_hexes")
    locations = _hexes(e, "location_hexes")
    e.int_("bga_index", maximum=20)
    _sources(e)
    if rows is not None:
        _agree(e, rows, castles, CASTLE, "castle_hexes")
        _agree(e, rows, locations, LOCATION, "location_hexes")
        _counts(e, rows)
    if e.failed or location is None or rows is None or name is None:
        return None
    return Section(name, rows, location, tuple(castles or ()), tuple(locations or ()))


def _rows(e: Entry) -> tuple[str, ...] | None:
    raw = e.data.get("rows")
    if not isinstance(raw, list) or len(raw) != SECTION_SIZE:
        e.report("rows", f"expected {SECTION_SIZE} rows of letters, got {describe(raw)}")
        return None
    start = getattr(raw, "line", 0)
    block = start > e.data.line_of("rows")  # one row a line: each problem on its row's line
    for index, row in enumerate(raw):
        line = start + index if block else None
        if not isinstance(row, str) or len(row) != SECTION_SIZE:
            msg = f"row {index}: expected {SECTION_SIZE} letters, got {describe(row)}"
            e.report("rows", msg, line)
        elif any(ch not in LETTERS for ch in row):
            bad = next(ch for ch in row if ch not in LETTERS)
            msg = f"row {index}: unknown letter {bad!r}; known: {''.join(LETTERS)}"
            e.report("rows", msg, line)
    return None if e.failed else tuple(raw)


def _hexes(e: Entry, field: str) -> list[Hex] | None:
    raw = e.data.get(field)
    if not isinstance(raw, list) or not all(_is_pair(p) for p in raw):
        e.report(field, f"expected a list of [row, col], got {describe(raw)}")
        return None
    return [(p[0], p[1]) for p in raw]


def _is_pair(p: Any) -> bool:
    return isinstance(p, list) and len(p) == 2 and all(type(v) is int for v in p)


def _agree(
    e: Entry, rows: tuple[str, ...], listed: list[Hex] | None, letter: str, field: str
) -> None:
    found = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == letter]
    if listed is not None and sorted(listed) != found:
        e.report(
            field,
            f"the rows hold {letter} at {raw_list(found)}, listed {raw_list(listed)}",
        )


def raw_list(hexes: list[Hex]) -> list[list[int]]:
    return [list(h) for h in hexes]


def _counts(e: Entry, rows: tuple[str, ...]) -> None:
    raw = e.data.get("counts")
    found = Counter("".join(rows))
    if not isinstance(raw, dict) or any(raw.get(k, 0) != found[k] for k in LETTERS):
        got = {k: found[k] for k in LETTERS}
        e.report("counts", f"the rows hold {got}, the counts say {describe(raw)}")


def _sources(e: Entry) -> None:
    agree = e.data.get("agree")
    if not isinstance(agree, list) or not agree or any(a not in SOURCES for a in agree):
        e.report("agree", f"expected a list of {', '.join(SOURCES)}, got {describe(agree)}")
    differs = e.data.get("differs", [])
    if not isinstance(differs, list) or not all(isinstance(d, str) for d in differs):
        e.report("differs", f"expected a list of notes, got {describe(differs)}")
