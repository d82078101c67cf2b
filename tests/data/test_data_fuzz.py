"""Whatever a player types into the YAML, loading gives a Catalog or a DataError.

Every problem names its file and line, ``validate-data`` never raises, its output
stays bounded however large the values, and data it accepts sets up a game.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omg_desktop.commands import validate_data
from omg_desktop.games.ohmygoods.loading import DataError, load_catalog
from omg_desktop.games.ohmygoods.rules import new_game
from omg_desktop.games.ohmygoods.rules.catalog import Catalog

MINIMAL = {
    "resources": [{"id": "clay", "name": "Clay", "colour": "red", "provenance": "verified"}],
    "goods": [{"id": "brick", "name": "Brick", "value": 2, "provenance": "verified"}],
    "cards": [
        {"id": 1, "name": "Brickworks", "type": "brickworks", "kind": "production",
         "resource": "clay", "cost": 2, "vp": 1, "inputs": {"clay": 2}, "good": "brick",
         "chain": ["clay"], "half_sun": True, "provenance": {"default": "verified"}},
        {"id": 2, "name": "Office", "type": "office", "kind": "office", "resource": "clay",
         "cost": 3, "vp": 1, "effects": [{"market_resource": "clay"}],
         "provenance": "single-source", "notes": "a note"},
        {"id": 9, "name": "Burner", "type": "burner", "kind": "charburner", "colour": "blue",
         "vp": 0, "inputs": {"any": 3}, "good": "brick", "provenance": "provisional"},
    ],
    "assistants": [
        {"id": 1, "name": "A", "provenance": "provisional",
         "sides": [{"cost": 1, "needs": ["red"], "vp": 1},
                   {"cost": 2, "needs": ["blue"], "vp": 2}]},
    ],
    "workers": [{"id": 1, "name": "W", "provenance": "provisional"}],
    "rulesets": [{"id": "solo", "name": "Solo", "min_players": 1, "max_players": 1,
                  "starting_hand": 2, "assistants_per_player": 1}],
}  # fmt: skip

FIELDS = ["id", "name", "kind", "cost", "inputs", "chain", "effects", "sides", "colour",
          "provenance", "max_players", "unbuilt_plan_to", "fixed_rounds", "bogus"]  # fmt: skip

#: The most a problem line may hold, and all of validate-data's output for one file.
LINE_LIMIT = 1000
OUTPUT_LIMIT = 100_000
HUGE = 200_000  # characters of a huge text value

scalars = st.none() | st.booleans() | st.integers(-3, 20) | st.text(max_size=8)
scalars |= st.sampled_from(["clay", "brick", "any", "red", "verified", "office"])
scalars |= st.floats(allow_nan=False, allow_infinity=False)
scalars |= st.integers(min_value=-(10**40), max_value=10**40)
scalars |= st.sampled_from(["\x00", "Saw\x07mill", "a\nb", "x" * HUGE, "production" * 30])
values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(scalars, inner, max_size=3)
        | st.frozensets(st.sampled_from(["production", "clay", 1]), max_size=2)
    ),
    max_leaves=6,
)


def _paths(node: object, path: tuple = ()) -> list[tuple]:
    """Every place in ``node`` a value could be replaced: (key, key, ...)."""
    keys = range(len(node)) if isinstance(node, list) else node if isinstance(node, dict) else ()
    found = [path + (k,) for k in keys]
    for k in keys:
        found += _paths(node[k], path + (k,))
    return found


PATHS = _paths(MINIMAL)


def dump(data: object) -> str:
    """YAML for ``data``; frozensets become YAML sets (``!!set``)."""
    return yaml.dump(data, Dumper=SetDumper, allow_unicode=True)


class SetDumper(yaml.SafeDumper):
    """The safe dumper, writing frozensets as ``!!set`` (which the loader may meet)."""


SetDumper.add_representer(frozenset, yaml.SafeDumper.represent_set)


def load(data: object) -> Catalog:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "data.yaml").write_text(dump(data), encoding="utf-8")
        return load_catalog(Path(tmp))


def validate(data: object, extra: str | None = None) -> tuple[int, str, str]:
    """Run ``validate-data`` on ``data`` (and an ``extra.yaml`` text): status, output, folder."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "data.yaml").write_text(dump(data), encoding="utf-8")
        if extra is not None:
            (Path(tmp) / "extra.yaml").write_text(extra, encoding="utf-8")
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = validate_data.run(argparse.Namespace(dir=Path(tmp)))
        return code, out.getvalue(), Path(tmp).name


def check_output(code: int, out: str, folder: str) -> None:
    """Exit 0 with a summary, or exit 1 with one located problem a line, all bounded."""
    assert len(out) < OUTPUT_LIMIT and "Traceback" not in out
    if code == 0:
        assert out.startswith("OK: ")
        return
    assert code == 1
    *lines, summary = out.splitlines()
    assert lines and summary.endswith(f" in {Path(tempfile.gettempdir()) / folder}")
    for line in lines:
        assert len(line) < LINE_LIMIT
        where = line.split(": ", 1)[0]
        file, _, number = where.rpartition(":")
        assert file.startswith(f"{folder}/") and number.isdigit() and int(number) >= 1, line


def sets_up(catalog: Catalog) -> None:
    """Every rule set of an accepted catalog sets up a game for its most players."""
    for rs in catalog.rulesets.values():
        new_game(catalog, rs.max_players, seed=1, ruleset=rs.id)


def test_minimal_data_loads():
    catalog = load(MINIMAL)
    assert catalog.deck == (1, 2) and catalog.charburners == (9,)
    assert catalog.cards[1].provenance == "verified" and catalog.cards[1].half_sun


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    section=st.sampled_from(sorted(MINIMAL)),
    index=st.integers(0, 2),
    field=st.sampled_from(FIELDS),
    value=values,
)
def test_any_edit_gives_a_catalog_or_a_data_error(section, index, field, value):
    data = copy.deepcopy(MINIMAL)
    entries = data[section]
    entries[index % len(entries)][field] = value
    try:
        sets_up(load(data))
    except DataError as err:
        assert err.problems
        for problem in err.problems:
            assert problem.file and problem.line is not None and problem.line >= 1, problem
            assert len(str(problem)) < LINE_LIMIT
    check_output(*validate(data))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), value=values)
def test_any_nested_edit_gives_a_catalog_or_a_data_error(path, value):
    data = copy.deepcopy(MINIMAL)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        sets_up(load(data))
    except DataError as err:
        assert err.problems
        for problem in err.problems:
            assert problem.file and problem.line is not None and problem.line >= 1, problem
            assert len(str(problem)) < LINE_LIMIT
    check_output(*validate(data))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=60))
def test_any_text_gives_a_catalog_or_a_data_error(text):
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "data.yaml").write_text(yaml.safe_dump(MINIMAL), encoding="utf-8")
        (Path(tmp) / "extra.yaml").write_text(text, encoding="utf-8")
        try:
            load_catalog(Path(tmp))
        except DataError as err:
            assert err.problems


@settings(max_examples=100, deadline=None)
@given(
    st.text(
        st.characters(codec="utf-8", exclude_categories=["Cs"]) | st.sampled_from("\x00\x07\n"),
        max_size=60,
    )
)
def test_any_text_is_validated_with_every_problem_on_a_line(text):
    check_output(*validate(MINIMAL, text))


@settings(max_examples=40, deadline=None)
@given(
    section=st.sampled_from(["cards", "assistants", "workers", "goods"]),
    keep=st.integers(0, 1),
)
def test_removed_entries_are_refused_or_set_up(section, keep):
    data = copy.deepcopy(MINIMAL)
    data[section] = data[section][:keep]
    try:
        sets_up(load(data))
    except DataError as err:
        assert all(p.line is not None for p in err.problems), err
