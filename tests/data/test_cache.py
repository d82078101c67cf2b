"""The catalog cache: same catalog as the YAML, rebuilt whenever anything it came from changes."""

from __future__ import annotations

import dataclasses
import enum
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omg_desktop.data_loading import cache
from omg_desktop.games.ohmygoods.loading import cache as catalog_cache
from omg_desktop.games.ohmygoods.loading import default_data_root, load_catalog
from omg_desktop.games.ohmygoods.loading import loader as loader_module
from omg_desktop.games.ohmygoods.rules.catalog import Catalog

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def yaml_catalog() -> Catalog:
    return load_catalog()


@pytest.fixture
def data(tmp_path):
    """A copy of the packaged data, to change."""
    root = tmp_path / "data"
    shutil.copytree(default_data_root(), root)
    return root


def catalog_cached(root: Path, directory: Path, calls: list | None = None) -> Catalog:
    """cached() over ``root`` as default_catalog() does it; ``calls`` counts YAML loads."""

    def build():
        if calls is not None:
            calls.append(root)
        return load_catalog(root)

    return cache.cached(
        "catalog",
        build,
        catalog_cache._files_under(root),
        catalog_cache._builder_sources(),
        extra=str(root),
        directory=directory,
    )


# ---- the real catalog -----------------------------------------------------------------


def test_the_cached_catalog_is_the_yaml_catalog_field_by_field(yaml_catalog, tmp_path):
    calls: list = []
    first = catalog_cached(default_data_root(), tmp_path, calls)
    second = catalog_cached(default_data_root(), tmp_path, calls)
    assert len(calls) == 1, "the second start must not read the YAML"
    assert (tmp_path / "catalog.json").is_file()
    assert second is not first
    assert cache.same(second, yaml_catalog)
    assert second == yaml_catalog
    # derived fields come back through __post_init__, expansion content too
    assert second.deck == yaml_catalog.deck
    assert second.chain_split == yaml_catalog.chain_split
    assert second.extra_cards == yaml_catalog.extra_cards
    assert second.events == yaml_catalog.events
    assert second.chapters == yaml_catalog.chapters
    for rs in yaml_catalog.rulesets.values():
        assert second.for_ruleset(rs) == yaml_catalog.for_ruleset(rs)


def test_default_catalog_goes_through_the_cache_folder(monkeypatch, tmp_path, yaml_catalog):
    monkeypatch.setenv(cache.ENV_OVERRIDE, str(tmp_path))
    catalog_cache.default_catalog.cache_clear()
    try:
        assert catalog_cache.default_catalog() == yaml_catalog
        assert (tmp_path / "catalog.json").is_file()
        catalog_cache.default_catalog.cache_clear()

        def no_yaml(root=None):
            raise AssertionError("the YAML was read although the cache is current")

        monkeypatch.setattr(loader_module, "load_catalog", no_yaml)
        assert catalog_cache.default_catalog() == yaml_catalog
    finally:
        catalog_cache.default_catalog.cache_clear()


def test_a_second_process_starts_from_the_cache(tmp_path):
    code = (
        "from omg_desktop.games.ohmygoods.loading import default_catalog\n"
        "print(len(default_catalog().cards))\n"
    )
    env = dict(os.environ, OMG_DESKTOP_CACHE_DIR=str(tmp_path))
    path = tmp_path / "catalog.json"
    outputs, stamps = [], []
    for _ in range(2):
        r = subprocess.run(
            [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
        )
        assert r.returncode == 0, r.stderr
        outputs.append(r.stdout)
        stamps.append(path.stat().st_mtime_ns)
    assert outputs[0] == outputs[1] != "0\n"
    assert stamps[0] == stamps[1], "the second process rewrote the cache instead of using it"


# ---- what makes it stale ----------------------------------------------------------------


def test_a_changed_data_file_is_read_again(data, tmp_path):
    calls: list = []
    before = catalog_cached(data, tmp_path / "c", calls)
    goods = data / "base" / "goods.yaml"
    text = goods.read_text(encoding="utf-8")
    some = next(iter(before.goods.values()))
    assert f"name: {some.name}" in text
    goods.write_text(text.replace(f"name: {some.name}", "name: Renamed good", 1), "utf-8")
    after = catalog_cached(data, tmp_path / "c", calls)
    assert len(calls) == 2
    assert after.goods[some.id].name == "Renamed good"
    assert catalog_cached(data, tmp_path / "c", calls) == after
    assert len(calls) == 2


def test_a_new_data_file_is_read_again(data, tmp_path):
    calls: list = []
    catalog_cached(data, tmp_path / "c", calls)
    (data / "base" / "notes.txt").write_text("a file the loader does not read\n", "utf-8")
    catalog_cached(data, tmp_path / "c", calls)
    assert len(calls) == 2


def test_the_key_covers_the_frames_loading_code_too():
    """The loader reads with the frame's field checks, lines and counts: a change there
    must make the cached catalog stale like a change in the game's own builders."""
    names = {p.relative_to(ROOT).as_posix() for p in catalog_cache._builder_sources()}
    for module in ("fields", "yaml_lines", "counts", "problems"):
        assert f"omg_desktop/data_loading/{module}.py" in names
    assert "omg_desktop/games/ohmygoods/loading/loader.py" in names


def test_changed_builder_code_is_read_again(data, tmp_path, monkeypatch):
    calls: list = []
    fake_source = tmp_path / "builder.py"
    fake_source.write_text("# version 1\n")
    monkeypatch.setattr(catalog_cache, "_builder_sources", lambda: [fake_source])
    catalog_cached(data, tmp_path / "c", calls)
    catalog_cached(data, tmp_path / "c", calls)
    fake_source.write_text("# version 2\n")
    catalog_cached(data, tmp_path / "c", calls)
    assert len(calls) == 2


def test_a_class_with_other_fields_makes_the_file_stale(data, tmp_path):
    catalog_cached(data, tmp_path / "c", [])
    path = tmp_path / "c" / "catalog.json"
    head, payload = path.read_bytes().split(b"\n", 1)
    header = json.loads(head)
    header["schema"]["omg_desktop.games.ohmygoods.rules.catalog:Good"].append("weight")
    path.write_bytes(json.dumps(header).encode() + b"\n" + payload)
    calls: list = []
    assert catalog_cached(data, tmp_path / "c", calls) == load_catalog(data)
    assert len(calls) == 1


def test_a_changed_class_module_makes_the_file_stale(data, tmp_path):
    catalog_cached(data, tmp_path / "c", [])
    path = tmp_path / "c" / "catalog.json"
    head, payload = path.read_bytes().split(b"\n", 1)
    header = json.loads(head)
    assert "omg_desktop.games.ohmygoods.rules.catalog" in header["modules"]
    header["modules"]["omg_desktop.games.ohmygoods.rules.catalog"] = "0" * 64
    path.write_bytes(json.dumps(header).encode() + b"\n" + payload)
    calls: list = []
    catalog_cached(data, tmp_path / "c", calls)
    assert len(calls) == 1


@pytest.mark.parametrize(
    "damage",
    [
        lambda raw: b"",
        lambda raw: raw[: len(raw) // 2],
        lambda raw: raw.replace(b'"name"', b'"nome"', 1),
        lambda raw: raw[:-40] + b"x" * 40,
        lambda raw: b"\x00\xff" * 100,
        lambda raw: b"{}\n[]",
        lambda raw: b'{"format": 1}\n{"c": "os:system", "v": [["command", "true"]]}',
    ],
    ids=["empty", "truncated", "edited", "garbled tail", "binary", "no header", "foreign"],
)
def test_a_damaged_file_is_rebuilt_silently(data, tmp_path, damage, capsys):
    good = catalog_cached(data, tmp_path / "c", [])
    path = tmp_path / "c" / "catalog.json"
    path.write_bytes(damage(path.read_bytes()))
    calls: list = []
    assert catalog_cached(data, tmp_path / "c", calls) == good
    assert len(calls) == 1
    assert capsys.readouterr() == ("", "")
    calls.clear()
    assert catalog_cached(data, tmp_path / "c", calls) == good
    assert calls == [], "the rebuilt file is used next time"


def test_a_folder_that_cannot_be_written_only_costs_the_yaml(data, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be")
    calls: list = []
    first = catalog_cached(data, blocker / "c", calls)
    assert catalog_cached(data, blocker / "c", calls) == first
    assert len(calls) == 2


def test_errors_in_the_data_still_come_from_the_loader(data, tmp_path):
    from omg_desktop.data_loading import DataError

    catalog_cached(data, tmp_path / "c", [])
    (data / "base" / "goods.yaml").write_text("goods: [\n", "utf-8")
    with pytest.raises(DataError):
        catalog_cached(data, tmp_path / "c", [])


def test_a_cached_value_knows_its_origin(data, tmp_path):
    built = catalog_cached(data, tmp_path / "c", [])
    read = catalog_cached(data, tmp_path / "c", [])
    assert cache.origin_of(built) is not None
    assert cache.origin_of(read) == cache.origin_of(built)
    assert cache.origin_of(load_catalog(data)) is None  # not from cached()
    assert cache.origin_of(object()) is None
    (data / "base" / "notes.txt").write_text("changed\n", "utf-8")
    changed = catalog_cached(data, tmp_path / "c", [])
    assert cache.origin_of(changed) not in (None, cache.origin_of(built))


# ---- generic over dataclasses -------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Chapter:
    """A stand-in for a catalog type added later."""

    id: str
    title: str
    events: tuple[int, ...] = ()
    flags: frozenset[str] = frozenset()
    extra: dict[tuple[int, str], list[float | None]] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass(frozen=True)
class Book:
    chapters: dict[str, Chapter]
    count: int = dataclasses.field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "count", len(self.chapters))


class Colour(enum.Enum):
    RED = "red"


@dataclasses.dataclass(frozen=True)
class Painted:
    colour: object


@dataclasses.dataclass(frozen=True)
class Unrebuilt:
    """A field __init__ does not take and nothing fills again: cannot round-trip."""

    id: int
    note: str = dataclasses.field(init=False, default="")


def test_classes_outside_the_package_are_never_stored():
    with pytest.raises(cache.Unsupported):
        cache.dumps(Book({"one": Chapter("one", "One")}))
    with pytest.raises(cache.Stale):
        cache.loads('{"c": "os:system", "v": [["command", "true"]]}')


def test_values_round_trip_with_their_types(tmp_path, monkeypatch):
    module = type(sys)("omg_desktop._cache_test_types")
    for cls in (Chapter, Book, Painted, Unrebuilt):
        setattr(module, cls.__name__, cls)
        monkeypatch.setattr(cls, "__module__", module.__name__)
    monkeypatch.setitem(sys.modules, module.__name__, module)

    book = Book(
        {
            "one": Chapter("one", "Début", (1, 2), frozenset({"a"}), {(1, "x"): [1.5, None]}),
            "two": Chapter("two", "Two"),
        }
    )
    back = cache.loads(cache.dumps(book))
    assert cache.same(back, book)
    assert type(back.chapters["one"].events) is tuple
    assert list(back.chapters["one"].extra) == [(1, "x")]
    assert back.count == 2

    calls: list = []

    def build():
        calls.append(1)
        return book

    inputs = [tmp_path / "in.txt"]
    inputs[0].write_text("x")
    assert cache.same(cache.cached("book", build, inputs, directory=tmp_path), book)
    assert cache.same(cache.cached("book", build, inputs, directory=tmp_path), book)
    assert len(calls) == 1

    # what cannot round-trip is not stored, so it is built every time
    for name, value in (("enum", Painted(Colour.RED)), ("unrebuilt", Unrebuilt(1))):
        if name == "unrebuilt":
            object.__setattr__(value, "note", "set after __init__")
        calls.clear()

        def build_value(v=value):
            calls.append(1)
            return v

        for _ in range(2):
            assert cache.cached(name, build_value, inputs, directory=tmp_path) is value
        assert len(calls) == 2
        assert not (tmp_path / f"{name}.json").exists()


def test_same_compares_types_not_just_values():
    assert cache.same((1, 2), (1, 2))
    assert not cache.same((1, 2), [1, 2])
    assert not cache.same(1, True)
    assert not cache.same(1, 1.0)
    assert not cache.same({"a": 1, "b": 2}, {"b": 2, "a": 1})
    assert cache.same(float("nan"), float("nan"))


# ---- where ------------------------------------------------------------------------------


def test_cache_folder_per_system(tmp_path):
    home = Path("/home/ana")
    assert cache.cache_dir({}, "linux", home) == home / ".cache" / "omg-desktop"
    assert cache.cache_dir({"XDG_CACHE_HOME": "/x"}, "linux", home) == Path("/x/omg-desktop")
    assert cache.cache_dir({"XDG_CACHE_HOME": "rel"}, "linux", home).is_relative_to(home)
    assert cache.cache_dir({}, "darwin", home) == home / "Library" / "Caches" / "omg-desktop"
    win = cache.cache_dir({"LOCALAPPDATA": "C:/Users/ana/AppData/Local"}, "win32", home)
    assert win == Path("C:/Users/ana/AppData/Local/omg-desktop/cache")
    assert cache.cache_dir({cache.ENV_OVERRIDE: str(tmp_path)}, "linux", home) == tmp_path


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_the_old_doubled_cache_folder_goes_and_nothing_else(tmp_path, platform):
    env = {"LOCALAPPDATA": str(tmp_path / "Local")}
    new = cache.cache_dir(env, platform, tmp_path)
    old = cache.old_cache_dir(env, platform, tmp_path)
    assert old != new and "omg-desktop/omg-desktop" in old.as_posix()
    (new / "card-images").mkdir(parents=True)
    (new / "card-images" / "kept.argb").write_bytes(b"new")
    (old / "card-images").mkdir(parents=True)
    (old / "card-images" / "old.argb").write_bytes(b"old")

    assert cache.drop_old_cache(env, platform, tmp_path)
    doubled = old.parent if platform == "win32" else old  # …/omg-desktop/omg-desktop
    assert not doubled.exists()
    assert (new / "card-images" / "kept.argb").read_bytes() == b"new"
    assert not cache.drop_old_cache(env, platform, tmp_path)  # once


def test_no_old_cache_is_touched_under_the_override(tmp_path):
    old = cache.old_cache_dir({}, "linux", tmp_path)
    old.mkdir(parents=True)
    assert not cache.drop_old_cache({cache.ENV_OVERRIDE: str(tmp_path / "c")}, "linux", tmp_path)
    assert old.is_dir()


def test_tests_never_write_into_the_real_cache_folder():
    assert os.environ.get(cache.ENV_OVERRIDE)
    assert cache.cache_dir() == Path(os.environ[cache.ENV_OVERRIDE])
