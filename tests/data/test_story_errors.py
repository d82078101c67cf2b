"""Broken copies of the story data: every problem named with file, line, entry and field,
all at once; references between cards, events, chapters and endings are checked."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.loading import DataError, load_catalog

DATA = Path(__file__).resolve().parents[2] / "data"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    shutil.copytree(DATA, root)
    return root


def edit(root: Path, rel: str, old: str, new: str) -> int:
    """Replace ``old`` (once) in a data file; return the 1-based line where it was."""
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    line = text[: text.index(old)].count("\n") + 1
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return line


def problems(root: Path) -> list[str]:
    with pytest.raises(DataError) as info:
        load_catalog(root)
    return [str(p) for p in info.value.problems]


def test_every_broken_reference_is_reported_at_once(data):
    l1 = edit(data, "longsdale/chapters.yaml", "bottom: 310", "bottom: 999")
    edit(data, "longsdale/events.yaml", "building_type: print_shop", "building_type: print_shp")
    edit(
        data,
        "longsdale/events.yaml",
        "introduce_character, card: 231",
        "introduce_character, card: 5",
    )
    edit(
        data,
        "longsdale/events.yaml",
        "introduce_assistant, assistant: 9",
        "introduce_assistant, assistant: 3",
    )
    found = problems(data)
    text = "\n".join(found)
    assert (
        f"longsdale/chapters.yaml:{l1}: chapter ch1: field 'deck': event card 999 does not exist"
        in text
    )
    assert "'print_shp' is not an expansion building type" in text
    assert any(p.startswith("data/longsdale/events.yaml:") and "event 301" in p for p in found)
    assert "(did you mean 'print_shop'?)" in text
    assert "card 5 is not a character card" in text
    assert "3 is not an expansion assistant" in text
    assert len(found) >= 4


def test_unknown_effects_parameters_and_timing(data):
    edit(
        data,
        "longsdale/events.yaml",
        "{kind: introduce_building, building_type: print_shop}",
        "{kind: introduce_buildings, building_type: print_shop}",
    )
    edit(
        data,
        "longsdale/events.yaml",
        "when: start\n    text: The crowds",
        "when: round_end\n    text: The crowds",
    )
    text = "\n".join(problems(data))
    assert "unknown effect 'introduce_buildings' (did you mean 'introduce_building'?)" in text


def test_yaml_on_is_explained(data):
    path = data / "longsdale" / "events.yaml"
    text = path.read_text(encoding="utf-8")
    assert "where: " in text
    path.write_text(text.replace("where: ", "on: ", 1), encoding="utf-8")
    found = "\n".join(problems(data))
    assert "YAML reads on/off/yes/no as true/false" in found


def test_flags_and_endings_are_checked(data):
    edit(data, "longsdale/endings.yaml", "side: people", "side: peeple")
    text = "\n".join(problems(data))
    assert "flag 'side' is never set to 'peeple'" in text


def test_a_round_rule_must_happen_at_the_start(data):
    path = data / "longsdale" / "events.yaml"
    text = path.read_text(encoding="utf-8")
    i = text.index("kind: round_rule")
    when = text.rindex("when: start", 0, i)
    path.write_text(
        text[:when] + "when: sunrise" + text[when + len("when: start") :], encoding="utf-8"
    )
    found = "\n".join(problems(data))
    assert "round_rule only works in an event carried out at start" in found


def test_a_chapter_table_needs_five_middle_and_three_top_cards(data):
    edit(data, "longsdale/chapters.yaml", "top: [301, 302, 303]", "top: [301, 302]")
    found = "\n".join(problems(data))
    assert "chapter ch1: field 'deck top': needs exactly 3 event cards, got 2" in found
