"""Kingdom Builder's data file: the shipped sections load and match the digest's counts
(README §1); a bad file gives problems naming the file, the line, the section and the
field (never a traceback)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from omg_desktop.data_loading import DataError, default_data_root
from omg_desktop.games.kingdom_builder.loading import load_catalog

SHIPPED = default_data_root() / "kingdom_builder" / "boards.yaml"


def test_the_shipped_sections_match_the_digest(cat):
    """README §1: totals over the 8 sections; Oracle and Harbor have 2 castles and 1
    location hex, the other six 1 castle and 2 location hexes."""
    letters = Counter("".join("".join(s.rows) for s in cat.sections.values()))
    assert letters == {
        "G": 124, "C": 115, "D": 116, "F": 113, "T": 115, "W": 136, "M": 57, "K": 10, "L": 14,
    }  # fmt: skip
    for s in cat.sections.values():
        two_castles = s.name in ("oracle", "harbor")
        assert (len(s.castles), len(s.location_hexes)) == ((2, 1) if two_castles else (1, 2))
        assert s.location == s.name
    assert cat.sections["tavern"].rows[3][8:] == "MM"  # README §7: kept mountain


def test_the_numbers_of_the_box(cat):
    """README §3-4: 25 terrain cards, 40 settlements, 2 tiles per location hex, 3 cards."""
    assert cat.terrain_cards == {"G": 5, "C": 5, "D": 5, "F": 5, "T": 5}
    assert (cat.settlements, cat.tiles_per_location_hex, cat.cards_per_game) == (40, 2, 3)
    assert len(cat.cards) == 10 and cat.castle_gold == 3
    assert cat.first_game == (
        ("tavern", False), ("paddock", False), ("oasis", False), ("farm", False),
    )  # fmt: skip
    assert cat.first_game_cards == ("fishermen", "knights", "merchants")


def test_oh_my_goods_does_not_read_kingdom_builder_data():
    from omg_desktop.games.ohmygoods.loading.loader import load_catalog as omg_catalog

    assert omg_catalog()


def _broken(tmp_path: Path, old: str, new: str) -> list[str]:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "boards.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    return [str(p) for p in err.value.problems]


def _line_of(old: str) -> int:
    text = SHIPPED.read_text(encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


TAVERN_ROW = '      - "WWFKGGTTMM"'


@pytest.mark.parametrize(
    ("old", "new", "where", "expected"),
    [
        (
            TAVERN_ROW,
            '      - "WWFKGGTTMX"',
            '      - "WWFKGGTTMX"',
            "section 'tavern': field 'rows': row 3: unknown letter 'X'",
        ),
        (
            TAVERN_ROW,
            '      - "WWFKGGTTM"',
            '      - "WWFKGGTTM"',
            "section 'tavern': field 'rows': row 3: expected 10 letters",
        ),
        (
            TAVERN_ROW,
            '      - "WWFGGGTTMM"',
            "    castle_hexes: [[3, 3]]",
            "section 'tavern': field 'castle_hexes': the rows hold K at []",
        ),
        (
            TAVERN_ROW,
            '      - "WWFKGGTTCC"',
            "    counts: {G: 17, C: 15",
            "section 'tavern': field 'counts': the rows hold",
        ),
        (
            "    location: tavern ",
            "    location: taverns ",
            "    location: taverns ",
            "section 'tavern': field 'location': unknown value 'taverns' (did you mean 'tavern'?)",
        ),
        (
            "    location_hexes: [[6, 2], [6, 7]]",
            "    location_hexes: [[6, 2]]",
            "    location_hexes: [[6, 2]]",
            "section 'tavern': field 'location_hexes': the rows hold L at [[6, 2], [6, 7]]",
        ),
        (
            "    bga_index: 7",
            "    bga_index: 7\n    colour: red",
            "    colour: red",
            "section 'tavern': field 'colour': unknown field",
        ),
        (
            "settlements_per_player: 40",
            "settlements_per_player: many",
            "settlements_per_player: many",
            "field 'settlements_per_player': expected a whole number",
        ),
        (
            "bottom_right: farm}",
            "bottom_right: farms}",
            "  sections: {top_left",
            "field 'first_game.sections': slot bottom_right: unknown section 'farms'",
        ),
        (
            "[fishermen, knights, merchants]",
            "[fishermen, knights, pirates]",
            "  kingdom_builder_cards: [fishermen, knights",
            "field 'first_game.kingdom_builder_cards': expected 3 of",
        ),
        (
            "count: 8 ",
            "count: 9 ",
            "count: 9 ",
            "field 'count': states 9 entries but holds 8",
        ),
        (
            "  - name: tower",
            "  - name: barn",
            "  - name: barn\n    location: tower",
            "field 'sections': section 'barn' given twice",
        ),
        (
            "odd_row:  [[0,-1],[0,1],[-1,0]",
            "odd_row:  [[0,-1],[0,1],[-1,-1]",
            "  neighbours:",
            "field 'geometry.neighbours': the board is coded for",
        ),
    ],
)
def test_a_broken_file_names_file_line_section_and_field(tmp_path, old, new, where, expected):
    problems = _broken(tmp_path, old, new)
    text = SHIPPED.read_text(encoding="utf-8").replace(old, new, 1)
    line = text[: text.index(where)].count("\n") + 1
    assert any(p.startswith(f"kingdom_builder/boards.yaml:{line}: {expected}") for p in problems), (
        problems
    )


def test_not_yaml_at_all(tmp_path):
    path = tmp_path / "boards.yaml"
    path.write_text("sections: [unclosed\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    assert str(err.value).startswith("kingdom_builder/boards.yaml")
