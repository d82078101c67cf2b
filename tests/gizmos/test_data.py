"""Gizmos' data file: the shipped cards load and match the digest's counts; a bad file
gives problems that name the file, the line, the card and the field (never a traceback)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from omg_desktop.data_loading import DataError, default_data_root
from omg_desktop.games.gizmos.loading import load_catalog

SHIPPED = default_data_root() / "gizmos" / "cards.yaml"


def test_the_shipped_cards_match_the_digests_counts(cat):
    """Digest §1: 112 = 4 + 36 + 36 + 36; each colour 26; multi 4; upgrade 28, converter
    24, trigger 60; level I cost 1 and 1 VP."""
    cards = list(cat.cards.values())
    assert Counter(c.level for c in cards) == {0: 4, 1: 36, 2: 36, 3: 36}
    colours = Counter(c.colour for c in cards)
    assert colours == {"black": 26, "blue": 26, "red": 26, "yellow": 26, "multi": 4, "none": 4}
    assert Counter(c.kind for c in cards) == {"upgrade": 28, "converter": 24, "trigger": 60}
    assert all((c.cost, c.vp) == (1, 1) for c in cards if c.level == 1)
    assert all(c.vp == c.cost for c in cards if c.level == 2)


def test_every_card_keeps_its_sources():
    text = SHIPPED.read_text(encoding="utf-8")
    assert text.count("    sources: [") == 112 and text.count("    provenance: verified") == 112


def test_oh_my_goods_does_not_read_gizmos_data():
    """Oh My Goods! reads every YAML under data/: a game's own folder stays out of it."""
    from omg_desktop.games.ohmygoods.loading.loader import load_catalog as omg_catalog

    assert omg_catalog.__name__ and omg_catalog()  # no DataError about data/gizmos


def _broken(tmp_path: Path, old: str, new: str, count: int = 1) -> list[str]:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "cards.yaml"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_catalog(path)
    return [str(p) for p in err.value.problems]


def _line_of(old: str) -> int:
    text = SHIPPED.read_text(encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            "  - id: g1-05\n    level: 1\n    colour: black",
            "  - id: g1-05\n    level: 1\n    colour: purple",
            "card 'g1-05': field 'colour': unknown value 'purple'",
        ),
        (
            "  - id: g1-05\n    level: 1\n    colour: black\n    cost: 1",
            "  - id: g1-05\n    level: 1\n    colour: black\n    cots: 1",
            "card 'g1-05': field 'cots': unknown field (did you mean 'cost'?)",
        ),
        (
            "converter: {from: [yellow], to: any, gives: 1, uses: 1}",
            "converter: {from: [green], to: any, gives: 1, uses: 1}",
            "card 'g1-01': field 'converter.from': expected a list of black, blue, red, yellow",
        ),
        (
            "trigger: {when: file, gives: pick_energy, amount: 1}",
            "trigger: {when: file, gives: pick_energy, amount: 0}",
            "card 'g1-17': field 'trigger.amount': must be 1 or more",
        ),
        (
            "special: discount_level_2}",
            "special: half_price}",
            "card 'g3-15': field 'upgrade.special': unknown value 'half_price'",
        ),
    ],
)
def test_a_bad_field_names_file_line_card_and_field(tmp_path, old, new, expected):
    problems = _broken(tmp_path, old, new)
    assert any(expected in p for p in problems), problems
    assert all(p.startswith("gizmos/cards.yaml:") for p in problems)
    hit = next(p for p in problems if expected in p)
    line = int(hit.split(":")[1])
    assert _line_of(old) <= line <= _line_of(old) + old.count("\n")


def test_a_wrong_count_and_a_card_given_twice_are_refused(tmp_path):
    problems = _broken(tmp_path, "count: 112", "count: 111")
    assert any("count" in p and "111" in p for p in problems), problems
    problems = _broken(tmp_path, "  - id: g1-06\n", "  - id: g1-05\n")
    assert any("card 'g1-05': field 'id': given twice" in p for p in problems), problems
    problems = _broken(tmp_path, "  - id: g1-06\n    level: 1", "  - id: g4-06\n    level: 4")
    assert any("card 'g4-06': field 'id'" in p for p in problems), problems
    assert not any("35 cards" in p for p in problems)  # the card's own problem says it all


def test_a_set_short_of_a_level_is_refused(tmp_path):
    text = SHIPPED.read_text(encoding="utf-8").replace("count: 112", "count: 111")
    start = text.index("  - id: g1-06\n")
    end = text.index("  - id: g1-07\n")
    path = tmp_path / "cards.yaml"
    path.write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(DataError, match="level 1 has 35 cards, a whole set has 36"):
        load_catalog(path)


def test_a_yaml_error_names_its_line(tmp_path):
    problems = _broken(tmp_path, "  - id: g1-05\n", "  - id: [g1-05\n")
    assert len(problems) == 1 and problems[0].startswith("gizmos/cards.yaml:")
    assert "YAML syntax error" in problems[0]


def test_a_missing_file_is_a_problem_not_a_traceback(tmp_path):
    with pytest.raises(DataError, match="cannot read file"):
        load_catalog(tmp_path / "nowhere.yaml")
