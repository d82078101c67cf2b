"""Broken copies of data/ give a DataError naming file, line, card and field of every problem."""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

import pytest

from omg_desktop.commands import validate_data
from omg_desktop.games.ohmygoods.loading import DataError, Problem, default_catalog, load_catalog

DATA = Path(__file__).resolve().parents[2] / "data"


class Copy:
    """A copy of the shipped data in a temp folder, edited line by line."""

    def __init__(self, tmp_path: Path) -> None:
        self.root = tmp_path / "data"
        shutil.copytree(DATA, self.root)

    def lines(self, rel: str) -> list[str]:
        return (self.root / rel).read_text(encoding="utf-8").splitlines()

    def write(self, rel: str, lines: list[str]) -> None:
        (self.root / rel).write_text("\n".join(lines) + "\n", encoding="utf-8")

    def find(self, rel: str, block: str, field: str | None = None) -> int:
        """0-based index of ``field`` in the entry starting ``  - id: <block>``."""
        lines = self.lines(rel)
        start = lines.index(f"  - id: {block}")
        if field is None:
            return start
        for i in range(start + 1, len(lines)):
            if lines[i].startswith("  - "):
                break
            if lines[i].startswith(f"    {field}:"):
                return i
        raise AssertionError(f"{field} not in {block}")

    def set(self, rel: str, block: str, field: str, text: str) -> int:
        """Replace a field's line; return its 1-based line number."""
        lines = self.lines(rel)
        i = self.find(rel, block, field)
        lines[i] = f"    {field}: {text}"
        while lines[i + 1].startswith("      "):  # the old value's continuation lines
            del lines[i + 1]
        self.write(rel, lines)
        return i + 1

    def delete(self, rel: str, block: str, field: str) -> None:
        """Remove a field and its continuation lines."""
        lines = self.lines(rel)
        i = self.find(rel, block, field)
        del lines[i]
        while lines[i].startswith("      "):
            del lines[i]
        self.write(rel, lines)

    def rename(self, rel: str, block: str, field: str, new: str) -> int:
        """Rename a field (a typo); return its 1-based line number."""
        lines = self.lines(rel)
        i = self.find(rel, block, field)
        lines[i] = lines[i].replace(f"    {field}:", f"    {new}:", 1)
        self.write(rel, lines)
        return i + 1

    def insert(self, rel: str, block: str, text: str) -> int:
        """Insert a line right after ``  - id: <block>``; return its 1-based line number."""
        lines = self.lines(rel)
        i = self.find(rel, block) + 1
        lines.insert(i, f"    {text}")
        self.write(rel, lines)
        return i + 1

    def replace(self, rel: str, old: str, new: str, block: str | None = None) -> int:
        """Replace the one line containing ``old`` (in ``block`` if given); return its line."""
        lines = self.lines(rel)
        first, last = 0, len(lines)
        if block is not None:
            first = self.find(rel, block)
            ends = [i for i in range(first + 1, last) if lines[i].startswith("  - ")]
            last = ends[0] if ends else last
        hits = [i for i in range(first, last) if old in lines[i]]
        assert len(hits) == 1, hits
        lines[hits[0]] = lines[hits[0]].replace(old, new)
        self.write(rel, lines)
        return hits[0] + 1


def problems_of(root: Path) -> list[Problem]:
    with pytest.raises(DataError) as info:
        load_catalog(root)
    assert str(info.value) == "\n".join(str(p) for p in info.value.problems)
    return info.value.problems


def run_command(root: Path, capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    validate_data.add_parser(parser.add_subparsers(dest="command"))
    code = validate_data.run(parser.parse_args(["validate-data", str(root)]))
    captured = capsys.readouterr()
    return code, captured.out + captured.err


B, S, G, A, R = (
    "base/buildings.yaml",
    "base/start_buildings.yaml",
    "base/goods.yaml",
    "base/assistants.yaml",
    "rulesets.yaml",
)


def test_every_injected_problem_is_reported_at_once(tmp_path, capsys):
    data = Copy(tmp_path)
    expected = []  # (file, line, card, field, part of the message)

    def expect(rel, line, card, field, message):
        expected.append((f"data/{rel}", line, card, field, message))

    # Edits go top-down within each file: an inserted line only moves the lines below it.
    line = data.insert(B, "5", "colour: red")
    expect(B, line, "card 5 (Sawmill)", "colour", "is 'red' but resource 'wood' makes the card")
    line = data.set(B, "12", "vp", "true")
    expect(B, line, "card 12 (Cooperage)", "vp", "expected a whole number, got true")
    line = data.set(B, "20", "inputs", "{any: 12, clay: 1}")
    expect(B, line, "card 20 (Glassmaker)", "inputs", "'any' cannot be mixed")
    line = data.set(B, "24", "chain", "[planks, glas]")
    card = "card 24 (Window Manufacture)"
    message = "'glas' is neither a resource nor a good (did you mean 'glass'?)"
    expect(B, line, card, "chain", message)
    line = data.set(B, "30", "inputs", "{clay: 0, grain: 2}")
    expect(B, line, "card 30 (Mill)", "inputs", "count of clay must be 1 or more, got 0")
    line = data.set(B, "31", "inputs", "{stone: 2, wol: 2}")
    expect(B, line, "card 31 (Mill)", "inputs", "unknown resource 'wol' (did you mean 'wool'?)")
    line = data.set(B, "37", "cost", "nine")
    expect(B, line, "card 37 (Bakery)", "cost", "expected a whole number, got 'nine'")
    line = data.insert(B, "40", "effects: [market_resource: wool]")
    expect(B, line, "card 40 (Shoemaker)", "effects", "not allowed on production cards")
    line = data.rename(B, "44", "good", "goods")
    expect(B, line, "card 44 (Weaving Mill)", "goods", "unknown field (did you mean 'good'?)")
    start = data.find(B, "44") + 1
    expect(B, start, "card 44 (Weaving Mill)", "good", "is required on production cards")
    line = data.insert(B, "80", "inputs: {wool: 1}")
    expect(B, line, "card 80 (Market Office)", "inputs", "not allowed on office cards")
    line = data.replace(B, "market_resource: wool", "market_resorce: wool", block="81")
    expect(B, line, "card 81 (Market Office)", "effects", "unknown effect 'market_resorce'")

    line = data.insert(S, "101", "cost: 3")
    expect(S, line, "card 101 (Charburner)", "cost", "not allowed on charburner cards")
    first = data.find(B, "77") + 1
    line = data.replace(S, "  - id: 104", "  - id: 77")
    used = f"77 is already used by card 77 (Tannery) at data/{B}:{first}"
    expect(S, line, "card 77 (Charburner)", "id", used)

    line = data.replace(G, "value: 1, provenance: verified}", "value: 1, provenance: verfied}")
    expect(G, line, "good coal", "provenance", "unknown provenance level 'verfied'")

    lines = data.lines(A)
    del lines[data.replace(A, "{cost: 8, needs: [white, green, yellow], vp: 3}", "") - 1]
    data.write(A, lines)
    line = data.find(A, "2", "sides") + 1
    expect(A, line, "assistant 2", "sides", "expected exactly 2 sides (A and B), got 1 sides")
    line = data.replace(A, "needs: [gray], vp: 2}", "needs: [purple], vp: 2}")
    expect(A, line, "assistant 5", "side A needs", "unknown colour 'purple'")

    line = data.insert(R, "bigbox", "hand_exchange: 1")
    expect(R, line, "ruleset bigbox", "hand_exchange", "expected true or false, got 1")
    line = data.insert(R, "classic", "max_assistant: 3")
    expect(R, line, "ruleset classic", "max_assistant", "did you mean 'max_assistants'?")
    line = data.set(R, "classic", "unbuilt_plan_to", "pile")
    expect(R, line, "ruleset classic", "unbuilt_plan_to", "must be hand or discard, got 'pile'")

    problems = problems_of(data.root)
    for file, line, card, field, message in expected:
        hits = [
            p
            for p in problems
            if (p.file, p.line, p.card, p.field) == (file, line, card, field)
            and message in p.message
        ]
        assert hits, (file, line, card, field, message, [str(p) for p in problems])
    assert len(problems) == len(expected), "\n".join(str(p) for p in problems)
    assert len({p.field for p in problems}) >= 10

    cost = next(p for p in problems if p.field == "cost" and p.card.startswith("card 37"))
    assert str(cost) == (
        f"data/{B}:{cost.line}: card 37 (Bakery): field 'cost': expected a whole number, got 'nine'"
    )

    code, output = run_command(data.root, capsys)
    assert code == 1
    for problem in problems:
        assert str(problem) in output
    assert f"{len(problems)} problems in {data.root}" in output
    assert "Traceback" not in output


def test_yaml_syntax_error_names_file_and_line(tmp_path, capsys):
    data = Copy(tmp_path)
    line = data.set(B, "12", "cost", "11: 12")
    bad_goods = data.replace(G, "{id: flour, name: Flour, value: 2, provenance: verified}",
                             "{id: flour, name: Flour, value: 2, provenance: verified")  # fmt: skip
    problems = problems_of(data.root)
    syntax = [p for p in problems if "YAML syntax error" in p.message]
    assert [(p.file, p.line) for p in syntax if p.file.endswith(B)] == [(f"data/{B}", line)]
    assert any(p.file == f"data/{G}" and p.line >= bad_goods for p in syntax)
    code, output = run_command(data.root, capsys)
    assert code == 1 and f"data/{B}:{line}: YAML syntax error" in output


def test_unknown_field_is_reported(tmp_path):
    data = Copy(tmp_path)
    line = data.insert(B, "3", "costt: 3")
    (problem,) = problems_of(data.root)
    assert (problem.file, problem.line, problem.card, problem.field) == (
        f"data/{B}",
        line,
        "card 3 (Sawmill)",
        "costt",
    )
    assert problem.message == "unknown field (did you mean 'cost'?)"


def test_unknown_top_level_key_and_extra_folder(tmp_path):
    data = Copy(tmp_path)
    (data.root / "expansion").mkdir()
    (data.root / "expansion" / "extra.yaml").write_text("card:\n  - id: 200\n", encoding="utf-8")
    (problem,) = problems_of(data.root)
    assert (problem.file, problem.line) == ("data/expansion/extra.yaml", 1)
    assert "unknown top-level key 'card' (did you mean 'cards'?)" in problem.message


def test_an_extra_folder_merges_with_the_base_lists(tmp_path):
    data = Copy(tmp_path)
    (data.root / "expansion").mkdir()
    (data.root / "expansion" / "more.yaml").write_text(
        "count: 2\n"  # the shipped files state their counts, so an added one does too
        "cards:\n"
        "  - {id: 200, name: Sawmill, type: sawmill, kind: production, resource: wood,\n"
        "     cost: 1, vp: 1, inputs: {clay: 1}, good: planks, chain: [wood],\n"
        "     provenance: provisional}\n"
        "goods:\n"
        "  - {id: gold, name: Gold, value: 9, provenance: provisional}\n",
        encoding="utf-8",
    )
    catalog = load_catalog(data.root)
    assert len(catalog.cards) == 99 and catalog.cards[200].colour == "green"
    assert catalog.good_value("gold") == 9


def test_duplicate_key_in_one_mapping(tmp_path):
    data = Copy(tmp_path)
    line = data.insert(B, "9", "cost: 1")
    (problem,) = problems_of(data.root)
    assert problem.file == f"data/{B}" and problem.line > line
    assert data.lines(B)[problem.line - 1] == "    cost: 8"
    assert f"key 'cost' given twice (also on line {line})" in problem.message


@pytest.mark.parametrize(
    ("rel", "block", "field", "text", "card", "message"),
    [
        (S, "101", "colour", None, "card 101 (Charburner)", "is required on charburner cards"),
        (B, "2", "inputs", None, "card 2 (Sawmill)", "is required on production cards"),
        (B, "2", "half_sun", "'yes'", "card 2 (Sawmill)", "expected true or false, got 'yes'"),
        (B, "2", "kind", "factory", "card 2 (Sawmill)", "unknown value 'factory'"),
        (B, "2", "type", "Saw Mill", "card 2 (Sawmill)", "expected a lower-case id"),
        (B, "2", "name", "Sawmil", "card 2 (Sawmil)", "differs from the other 'sawmill' cards"),
        (B, "2", "good", "iron", "card 2 (Sawmill)", "differs from the other 'sawmill' cards"),
        (B, "2", "good", "wood", "card 2 (Sawmill)", "'wood' is a resource, not a good"),
        (B, "2", "cost", "-1", "card 2 (Sawmill)", "must be 0 or more, got -1"),
        (B, "2", "inputs", "[clay, stone]", "card 2 (Sawmill)", "expected a mapping"),
        (B, "2", "chain", "wood", "card 2 (Sawmill)", "expected a list like [planks, glass]"),
        (B, "2", "provenance", "{half_sun: single-source}", "card 2 (Sawmill)",
         "needs a 'default' level"),
        (B, "2", "provenance", "{default: verified, halfsun: verified}", "card 2 (Sawmill)",
         "names unknown field 'halfsun' (did you mean 'half_sun'?)"),
        (B, "2", "provenance", None, "card 2 (Sawmill)", "is required but missing"),
        (B, "2", "id", "2.5", "card 2.5", "expected a whole number, got 2.5"),
        (B, "80", "effects", "[{market_resource: ore}]", "card 80 (Market Office)",
         "unknown resource 'ore'"),
        (B, "92", "effects", "[{extra_card_if_hand_at_most: three}]", "card 92 (Market Office)",
         "expected a whole number, 0 or more, got 'three'"),
        (B, "92", "effects", "[]", "card 92 (Market Office)", "expected a list like"),
        (B, "92", "effects", None, "card 92 (Market Office)", "is required on office cards"),
        (B, "2", "resource", "ore", "card 2 (Sawmill)", "unknown resource 'ore'"),
        (B, "2", "chain", "[wood, 3]", "card 2 (Sawmill)", "3 is neither a resource nor a good"),
        (A, "1", "sides", "[{cost: 4, needs: [red], vp: 1, side: A}, {cost: 8, needs: [], vp: 2}]",
         "assistant 1", "unknown field"),
        (R, "classic", "max_assistants", "null", "ruleset classic", None),
        (R, "classic", "hand_exchange", "null", "ruleset classic", "got nothing"),
        (R, "classic", "name", "[]", "ruleset classic", "expected text, got a list"),
    ],
)  # fmt: skip
def test_single_problems(tmp_path, rel, block, field, text, card, message):
    data = Copy(tmp_path)
    if text is None:
        line = data.find(rel, block) + 1
        data.delete(rel, block, field)
    elif field == "id":
        line = data.replace(rel, f"id: {block}", f"id: {text}", block=block)
    else:
        line = data.set(rel, block, field, text)
    if message is None:  # a valid edit
        assert load_catalog(data.root).ruleset(block).max_assistants is None
        return
    problems = problems_of(data.root)
    hits = [p for p in problems if p.card == card and p.line == line and message in p.message]
    assert hits, [str(p) for p in problems]


def test_non_utf8_unreadable_and_yml_files(tmp_path):
    data = Copy(tmp_path)
    (data.root / "base" / "latin1.yaml").write_bytes(b"# caf\xe9\n")
    (data.root / "base" / "typo.yml").write_text("cards: []\n", encoding="utf-8")
    messages = {(p.file, p.message) for p in problems_of(data.root)}
    assert ("data/base/latin1.yaml", "not UTF-8 text; save the file as UTF-8") in messages
    assert ("data/base/typo.yml", "not read: name data files *.yaml") in messages


def test_unsafe_yaml_tags_are_refused(tmp_path):
    data = Copy(tmp_path)
    marker = tmp_path / "pwned"
    (data.root / "evil.yaml").write_text(
        f"cards: !!python/object/apply:os.system ['touch {marker}']\n", encoding="utf-8"
    )
    (problem,) = problems_of(data.root)
    assert problem.file == "data/evil.yaml" and problem.line == 1
    assert "YAML syntax error" in problem.message
    assert not marker.exists()


def test_empty_and_missing_data(tmp_path):
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "nothing.yaml").write_text("# just a comment\n", encoding="utf-8")
    messages = [p.message for p in problems_of(tmp_path / "empty")]
    assert messages == [
        "no resources defined",
        "no goods defined",
        "no deck cards defined",
        "no rule sets defined",
    ]
    (problem,) = problems_of(tmp_path / "missing")
    assert problem.message == "no such folder"


def test_ids_shared_between_goods_and_resources(tmp_path):
    data = Copy(tmp_path)
    line = data.replace(G, "{id: coal,", "{id: wood,")
    problems = problems_of(data.root)
    assert any(
        p.line == line and p.card == "good wood" and "also a resource id" in p.message
        for p in problems
    )


def test_max_players_needs_enough_workers_and_charburners(tmp_path):
    data = Copy(tmp_path)
    line = data.insert(R, "bigbox", "max_players: 5")
    problems = problems_of(data.root)
    assert sorted(p.message for p in problems if p.line == line) == [
        "5 players (max_players) need 10 assistants for hire (2 each), but the data has only 8",
        "is 5 but the data has only 4 charburners",
        "is 5 but the data has only 4 workers",
    ]


def test_top_level_not_a_mapping_and_entries_not_mappings(tmp_path):
    data = Copy(tmp_path)
    (data.root / "list.yaml").write_text("- 1\n- 2\n", encoding="utf-8")
    (data.root / "scalars.yaml").write_text("workers:\n  - 7\nrulesets: 3\n", encoding="utf-8")
    text = {str(p) for p in problems_of(data.root)}
    assert "data/list.yaml:1: expected sections like 'cards:' at the top level, got a list" in text
    assert "data/scalars.yaml:2: workers entry 1: expected a mapping of fields, got 7" in text
    assert (
        "data/scalars.yaml:3: 'rulesets' must hold a list of entries (each starting with '- ')"
        in text
    )


# ---- issue 12: damaged data that crashed, echoed too much, or was accepted ----------------
C, E = "longsdale/characters.yaml", "longsdale/events.yaml"


def located(problems: list[Problem], line: int, card: str, field: str) -> Problem:
    """The one problem at ``line`` of ``card``'s ``field``."""
    hits = [p for p in problems if (p.line, p.card, p.field) == (line, card, field)]
    assert len(hits) == 1, [str(p) for p in problems]
    return hits[0]


@pytest.mark.parametrize("value", ["[production]", "{production: 1}", "!!set {production}"])
@pytest.mark.parametrize(
    ("rel", "block", "card"),
    [(B, "2", "card 2 (Sawmill)"), (S, "101", "card 101 (Charburner)"),
     (C, "231", "card 231 (The Pamphleteer)")],
)  # fmt: skip
def test_a_kind_that_is_not_text_is_refused_with_its_line(
    tmp_path, capsys, rel, block, card, value
):
    data = Copy(tmp_path)
    line = data.set(rel, block, "kind", value)
    problem = located(problems_of(data.root), line, card, "kind")
    assert problem.message.startswith("expected text, got a ")
    code, out = run_command(data.root, capsys)
    assert (
        code == 1 and "Traceback" not in out and f"data/{rel}:{line}: {card}: field 'kind'" in out
    )


@pytest.mark.parametrize("kind", ["[draw]", "{draw: 1}", "!!set {draw}"])
def test_an_effect_kind_or_rule_that_is_not_text_is_refused(tmp_path, kind):
    data = Copy(tmp_path)
    line = data.replace(E, "{kind: draw, count: 1}", f"{{kind: {kind}, count: 1}}", block="303")
    problem = located(problems_of(data.root), line, "event 303", "effects")
    assert "unknown effect a " in problem.message
    data = Copy(tmp_path / "rule")
    text = f"{{kind: round_rule, rule: {kind.replace('draw', 'x')}, value: 1}}"
    line = data.replace(E, "{kind: draw, count: 1}", text, block="303")
    problems = problems_of(data.root)
    assert any(
        p.line == line and p.field == "effects" and "cannot change for a round" in p.message
        for p in problems
    )


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b", "\x7f", "\ufffe"])
def test_a_control_character_is_reported_on_its_line(tmp_path, char):
    data = Copy(tmp_path)
    line = data.replace(B, "name: Sawmill", f"name: Saw{char}mill", block="2")
    (problem,) = problems_of(data.root)
    assert (problem.file, problem.line) == (f"data/{B}", line)
    assert f"U+{ord(char):04X}" in problem.message and "column 14" in problem.message


def test_an_escaped_control_character_in_a_text_is_refused_at_its_field(tmp_path):
    data = Copy(tmp_path)
    line = data.set(B, "2", "name", '"Saw\\0mill"')
    problems = problems_of(data.root)
    assert (
        "control character U+0000" in located(problems, line, "card 2 (Saw\0mill)", "name").message
    )


def test_a_huge_name_gives_short_messages(tmp_path, capsys):
    data = Copy(tmp_path)
    huge = "x" * 1_500_000  # twice in one file, under the 4 MB a data file may hold
    line = data.set(B, "2", "name", huge)
    data.set(B, "3", "type", huge)
    data.set(S, "101", "good", huge)
    problems = problems_of(data.root)
    assert (
        "at most 200 allowed"
        in located(problems, line, "card 2 (" + "x" * 39 + "…)", "name").message
    )
    assert all(len(str(p)) < 1000 for p in problems)
    code, out = run_command(data.root, capsys)
    assert code == 1 and len(out) < 20_000


def test_a_huge_file_is_one_problem(tmp_path):
    data = Copy(tmp_path)
    (data.root / "huge.yaml").write_text("cards: []\n" + "#" * (5 * 1024 * 1024), encoding="utf-8")
    (problem,) = problems_of(data.root)
    assert (problem.file, problem.line) == (
        "data/huge.yaml",
        1,
    ) and "larger than" in problem.message


@pytest.mark.parametrize(
    ("rel", "block", "field", "text", "card", "message"),
    [
        (B, "2", "cost", "1000000000000000000000000000000", "card 2 (Sawmill)",
         "must be at most 99, got 1000000000000000000000000000000"),
        (B, "2", "cost", "9" * 3000, "card 2 (Sawmill)", "must be at most 99, got a number of"),
        (B, "2", "vp", "100", "card 2 (Sawmill)", "must be at most 99"),
        (B, "2", "id", "  - id: 100000000", "card 100000000 (Sawmill)", "must be at most 9999"),
        (B, "2", "inputs", "{clay: 1000}", "card 2 (Sawmill)", "count of clay must be at most 99"),
        (A, "1", "sides", "[{cost: 1.0e+30, needs: [red], vp: 1}, {cost: 8, needs: [], vp: 2}]",
         "assistant 1", "expected a whole number, got 1e+30"),
        (A, "1", "sides", "[{cost: 4, needs: [red], vp: 10000}, {cost: 8, needs: [], vp: 2}]",
         "assistant 1", "must be at most 99"),
        (R, "classic", "starting_goods", "starting_goods: 1000000000000000000000000000000",
         "ruleset classic", "must be at most 99"),
        (R, "classic", "max_players", "max_players: 1000", "ruleset classic", "must be at most 8"),
        (E, "303", "id", "  - id: 10000000000", "event 10000000000", "must be at most 9999"),
    ],
)  # fmt: skip
def test_absurd_numbers_are_refused(tmp_path, rel, block, field, text, card, message):
    data = Copy(tmp_path)
    if text.startswith("  - id: "):  # the entry's first line
        line = data.replace(rel, f"  - id: {block}", text, block=block)
    elif rel == R:  # rule set fields left out take their defaults
        line = data.insert(rel, block, text)
    else:
        line = data.set(rel, block, field, text)
    problems = problems_of(data.root)
    hits = [p for p in problems if p.card == card and p.line == line and message in p.message]
    assert hits, [str(p) for p in problems]


def test_an_absurd_effect_count_is_refused(tmp_path):
    data = Copy(tmp_path)
    line = data.replace(E, "{kind: draw, count: 1}", "{kind: draw, count: 10000000}", block="303")
    problem = located(problems_of(data.root), line, "event 303", "effects")
    assert "must be at most 99" in problem.message


def _cut(data: Copy, rel: str, block: str) -> None:
    """Remove the entries of ``rel`` from the one starting ``  - id: <block>`` on, and
    state the count of those left (the cut itself is refused: see the counts' tests)."""
    lines = data.lines(rel)[: data.find(rel, block)]
    left = sum(1 for line in lines if line.startswith("  - "))
    data.write(rel, [f"count: {left}" if x.startswith("count:") else x for x in lines])


def test_an_empty_building_list_is_refused_at_every_rule_set(tmp_path):
    data = Copy(tmp_path)
    data.write(B, ["cards: []"])
    problems = problems_of(data.root)
    assert any(
        p.file == f"data/{B}" and p.line == 1 and p.message == "no deck cards defined"
        for p in problems
    )
    for ruleset in ("bigbox", "classic", "longsdale"):
        line = data.find(R, ruleset) + 1
        problem = located(problems, line, f"ruleset {ruleset}", "max_players")
        assert "the base deck has only 0 cards" in problem.message


def test_too_few_cards_for_four_players(tmp_path):
    data = Copy(tmp_path)
    _cut(data, B, "20")  # 19 deck cards: 4 players are dealt 5 each
    problems = problems_of(data.root)
    line = data.find(R, "bigbox") + 1
    problem = located(problems, line, "ruleset bigbox", "max_players")
    assert problem.message == (
        "4 players (max_players) are dealt 5 cards each (starting_hand), 20 in all, "
        "but the base deck has only 19 cards"
    )


def test_exactly_enough_cards_and_assistants_set_up_a_four_player_game(tmp_path):
    from omg_desktop.games.ohmygoods.rules import new_game

    data = Copy(tmp_path)
    _cut(data, B, "21")  # 20 deck cards
    _cut(data, A, "5")  # 4 assistants...
    line = data.insert(R, "bigbox", "assistants_per_player: 1")  # ...and 4 players want 1 each
    data.insert(R, "classic", "starting_goods: 0")  # no good cards dealt (see below)
    problems = problems_of(data.root)  # classic and longsdale want 2 each
    assert {p.card for p in problems} == {"ruleset classic", "ruleset longsdale"}
    assert all(
        "need 8 assistants for hire (2 each), but the data has only 4" in p.message
        for p in problems
    )
    for name in ("classic", "longsdale"):
        data.insert(R, name, "assistants_per_player: 1")
    cat = load_catalog(data.root)
    for ruleset in cat.rulesets:
        new_game(cat, 4, seed=1, ruleset=ruleset)
    assert line > 0


def test_goods_as_cards_need_their_cards_in_the_deck_too(tmp_path):
    """Classic: 4 players are dealt 5 cards each and 7 more as goods on their Charburners
    (goods_are_cards), 48 in all: 47 deck cards are refused at the rule set, 48 set up."""
    from omg_desktop.games.ohmygoods.rules import new_game

    data = Copy(tmp_path)
    _cut(data, B, "48")  # 47 deck cards
    problems = problems_of(data.root)
    line = data.find(R, "classic") + 1
    problem = located(problems, line, "ruleset classic", "max_players")
    assert problem.message == (
        "4 players (max_players) are dealt 5 cards each and 7 more as goods "
        "(goods_are_cards), 48 in all, but the base deck has only 47 cards"
    )
    data = Copy(tmp_path / "48")
    _cut(data, B, "49")  # 48: the data loads, and the game is set up
    state = new_game(load_catalog(data.root), 4, seed=1, ruleset="classic")
    assert [len(p.buildings[0].good_cards) for p in state.players] == [7, 7, 7, 7]


def test_goods_as_cards_are_refused_with_the_expansion(tmp_path):
    data = Copy(tmp_path)
    line = data.insert(R, "longsdale", "goods_are_cards: true")
    problem = located(problems_of(data.root), line, "ruleset longsdale", "goods_are_cards")
    assert "goods are cards only in the 2015 rules" in problem.message


def test_too_few_assistants_for_four_players(tmp_path):
    data = Copy(tmp_path)
    _cut(data, A, "2")
    problems = problems_of(data.root)
    line = data.find(R, "classic") + 1
    problem = located(problems, line, "ruleset classic", "max_players")
    assert "need 8 assistants for hire (2 each), but the data has only 1" in problem.message
    data.insert(R, "classic", "assistants_per_player: 0")
    assert not [p for p in problems_of(data.root) if p.card == "ruleset classic"]


def test_an_expansion_rule_set_without_chapters_names_its_line(tmp_path):
    data = Copy(tmp_path)
    (data.root / "longsdale" / "chapters.yaml").unlink()
    (data.root / "longsdale" / "endings.yaml").unlink()
    problems = problems_of(data.root)
    line = data.find(R, "longsdale", "expansion") + 1
    assert "needs chapters" in located(problems, line, "ruleset longsdale", "expansion").message


@pytest.mark.parametrize(
    ("old", "new", "field", "message"),
    [
        ("      - revision: 3", "      - revision: 4", "earlier[0].revision",
         "is 4; the rule set is at 4"),
        ("      - revision: 1", "      - revision: 2", "earlier[2].revision",
         "revision 2 is given twice"),
        ("      - revision: 1", "      - revison: 1", "earlier[2].revison",
         "did you mean 'revision'?"),
        ("        final_round_chains_everywhere: true", "        final_round_chains_everywhere: 1",
         "earlier[2].final_round_chains_everywhere", "expected true or false, got 1"),
        ("    keep_building_free: false", "    keep_building_free: 'no'",
         "keep_building_free", "expected true or false, got 'no'"),
        ("    revision: 4", "    revision: 0", "revision", "1 or more"),
    ],
)  # fmt: skip
def test_an_earlier_revision_of_a_rule_set_is_checked_like_the_rule_set(
    tmp_path, old, new, field, message
):
    """A rule set's ``earlier`` revisions (kept so games begun under them go on) name
    their file, line, rule set and field when they are wrong, like every other entry."""
    data = Copy(tmp_path)
    line = data.replace(R, old, new, block="classic")
    problem = located(problems_of(data.root), line, "ruleset classic", field)
    assert message in problem.message, str(problem)


def test_earlier_revisions_are_kept_apart_from_the_rule_sets_offered():
    cat = default_catalog()
    classic = cat.ruleset("classic")
    assert classic.revision == 4
    assert {"classic@1", "classic@2", "classic@3"} <= set(cat.earlier_rulesets)
    assert all(r.revision == 1 or r.id in cat.rulesets for r in cat.earlier_rulesets.values())
    assert set(cat.rulesets) == {"bigbox", "classic", "longsdale"}
