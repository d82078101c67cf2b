"""Every data file states its number of entries: a file cut at an entry boundary, an
emptied one, or a story without endings is refused, naming the file and the counts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml
from test_data_errors import problems_of, run_command

from omg_desktop.data_loading import cache
from omg_desktop.games.ohmygoods.loading import DataError, load_catalog
from omg_desktop.games.ohmygoods.loading import cache as catalog_cache

DATA = Path(__file__).resolve().parents[2] / "data"
BUILDINGS = "base/buildings.yaml"
ENDINGS = "longsdale/endings.yaml"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A copy of the shipped data, to break."""
    copy = tmp_path / "data"
    shutil.copytree(DATA, copy)
    return copy


def cut_before(root: Path, rel: str, marker: bytes) -> int:
    """Cut ``rel`` at the byte where ``marker`` starts (an entry boundary); that byte."""
    raw = (root / rel).read_bytes()
    at = raw.index(marker)
    (root / rel).write_bytes(raw[:at])
    return at


def count_line(root: Path, rel: str) -> int:
    lines = (root / rel).read_text(encoding="utf-8").splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.startswith("count:"))


def test_a_file_cut_at_an_entry_boundary_is_refused_with_both_counts(root, capsys):
    at = cut_before(root, BUILDINGS, b"  - id: 60\n")
    assert at > 10_000  # the file still parses: 59 whole cards, YAML sees nothing wrong
    (problem,) = problems_of(root)
    assert (problem.file, problem.line, problem.field) == (
        f"data/{BUILDINGS}",
        count_line(root, BUILDINGS),
        "count",
    )
    assert problem.message == "states 94 entries but holds 59: the file may have been cut short"
    code, out = run_command(root, capsys)
    assert code == 1
    assert f"data/{BUILDINGS}:{problem.line}: field 'count': states 94 entries but holds 59" in out
    assert "1 problem in" in out


def test_a_file_cut_above_its_count_is_refused(root):
    at = cut_before(root, "base/workers.yaml", b"count:")
    assert at > 0  # only the header comment is left
    problems = problems_of(root)
    (problem,) = [p for p in problems if p.file == "data/base/workers.yaml"]
    assert problem.field == "count" and "states no count" in problem.message
    assert any("only 0 workers" in p.message for p in problems)  # and no game seats 4


def test_an_empty_endings_file_is_refused(root, capsys):
    (root / ENDINGS).write_bytes(b"")
    problems = problems_of(root)
    messages = {(p.file, p.field): p.message for p in problems}
    assert "states no count" in messages[(f"data/{ENDINGS}", "count")]
    story = messages[("data/longsdale/chapters.yaml", "endings")]
    assert story.startswith("the story has 6 chapters but no endings")
    code, out = run_command(root, capsys)
    assert code == 1 and "the story has 6 chapters but no endings" in out


def test_a_story_without_endings_is_refused_even_when_counted(root):
    (root / ENDINGS).write_text("count: 0\nendings: []\n", encoding="utf-8")
    (problem,) = problems_of(root)
    assert (problem.file, problem.line, problem.field) == (f"data/{ENDINGS}", 2, "endings")


def test_a_chapter_whose_events_are_gone_is_refused_at_its_deck(root):
    (root / "longsdale/events.yaml").write_text("count: 0\nevents: []\n", encoding="utf-8")
    problems = problems_of(root)
    refused = {p.card for p in problems if p.field == "deck" and "does not exist" in p.message}
    assert refused == {f"chapter ch{n}" for n in range(1, 6)} | {"chapter all_in"}


def test_more_entries_than_stated_name_the_count_to_set(root):
    path = root / "base/workers.yaml"
    path.write_text(
        path.read_text(encoding="utf-8") + "  - {id: 5, name: Worker 5, provenance: provisional}\n",
        encoding="utf-8",
    )
    (problem,) = problems_of(root)
    assert (
        problem.message
        == "states 4 entries but holds 5: if the new entries are meant, set 'count: 5'"
    )


@pytest.mark.parametrize(
    ("value", "message"),
    [("many", "expected the number of entries in this file, got 'many'"),
     ("true", "expected the number of entries in this file, got true (a yes/no value)"),
     ("-1", "must be from 0 to 9999, got -1")],
)  # fmt: skip
def test_a_count_that_is_not_a_number_is_refused_at_its_line(root, value, message):
    path = root / "base/goods.yaml"
    text = path.read_text(encoding="utf-8").replace("count: 17", f"count: {value}", 1)
    path.write_text(text, encoding="utf-8")
    (problem,) = problems_of(root)
    assert (problem.line, problem.field, problem.message) == (
        count_line(root, "base/goods.yaml"),
        "count",
        message,
    )


def test_a_misspelt_count_is_suggested(root):
    path = root / "base/goods.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("count:", "cout:", 1), "utf-8")
    problems = problems_of(root)
    assert any(
        "unknown top-level key 'cout' (did you mean 'count'?)" in p.message for p in problems
    )


def test_a_folder_that_states_no_counts_is_not_counted(root):
    for path in root.rglob("*.yaml"):
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        path.write_text("".join(x for x in lines if not x.startswith("count:")), "utf-8")
    assert len(load_catalog(root).cards) == 98


def test_the_shipped_files_state_their_counts_and_the_base_box_holds_110_cards():
    stated: dict[str, int] = {}
    for path in sorted(DATA.rglob("*.yaml")):
        rel = path.relative_to(DATA).as_posix()
        if "lessons" in path.relative_to(DATA).parts:  # (a game's lessons: no count)
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        stated[rel] = data["count"]
        # The entries are the items of the file's lists (a game's file may also hold
        # facts of the whole game: numbers and mappings, not counted).
        assert sum(len(v) for v in data.values() if isinstance(v, list)) == data["count"], rel
    box = ("buildings", "start_buildings", "workers", "assistants")
    assert sum(stated[f"base/{name}.yaml"] for name in box) == 110
    assert load_catalog(DATA).cards  # and they load


def test_the_catalog_cache_does_not_keep_a_cut_file_loading(root, tmp_path):
    def cached():
        return cache.cached(
            "catalog",
            lambda: load_catalog(root),
            catalog_cache._files_under(root),
            catalog_cache._builder_sources(),
            extra=str(root),
            directory=tmp_path / "cache",
        )

    assert len(cached().cards) == 98
    cut_before(root, BUILDINGS, b"  - id: 60\n")
    with pytest.raises(DataError, match="states 94 entries but holds 59"):
        cached()
