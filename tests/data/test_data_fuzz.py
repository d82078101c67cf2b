"""Whatever a player types into the YAML, loading gives a Catalog or a DataError."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from omg_desktop.data_loading import DataError, load_catalog
from omg_desktop.rules.catalog import Catalog

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

scalars = st.none() | st.booleans() | st.integers(-3, 20) | st.text(max_size=8)
scalars |= st.sampled_from(["clay", "brick", "any", "red", "verified", "office"])
scalars |= st.floats(allow_nan=False, allow_infinity=False)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(scalars, inner, max_size=3),
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


def load(data: object) -> Catalog:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "data.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
        return load_catalog(Path(tmp))


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
        load(data)
    except DataError as err:
        assert err.problems
        for problem in err.problems:
            assert problem.line is None or problem.line >= 1
            assert str(problem)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(PATHS), value=values)
def test_any_nested_edit_gives_a_catalog_or_a_data_error(path, value):
    data = copy.deepcopy(MINIMAL)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        load(data)
    except DataError as err:
        assert all(str(p) for p in err.problems)


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
