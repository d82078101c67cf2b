"""A start whose catalog comes from the cache imports neither the loader nor PyYAML.

``omg_desktop.games.ohmygoods.loading`` imports its names on first use (PEP 562), and
``default_catalog`` imports the loader only when the YAML must be read: that takes
≈ 30 ms off the window's start (docs/performance.md). Each check runs in a fresh
interpreter, since this one has long imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from self_test_runner import run_self_test

from omg_desktop.data_loading import paths

ROOT = Path(__file__).resolve().parents[2]

#: Only needed to read the YAML (a cache miss) or to report problems in it.
LOADER_ONLY = [
    "yaml",
    "omg_desktop.games.ohmygoods.loading.loader",
    "omg_desktop.data_loading.yaml_lines",
    "omg_desktop.games.ohmygoods.loading.cards",
    "omg_desktop.games.ohmygoods.loading.story",
]
#: What importlib.resources would bring, only to find ``_data`` beside our files.
RESOURCES_ONLY = ["importlib.resources", "zipfile", "tempfile", "shutil"]

SCRIPT = """
import json, sys
import omg_desktop.games.ohmygoods.loading as loading
after_import = sorted(sys.modules)
catalog = loading.default_catalog()
print(json.dumps({
    "after_import": after_import,
    "after_catalog": sorted(sys.modules),
    "cards": len(catalog.cards),
}))
"""


def run(code: str, cache: Path) -> dict:
    env = dict(os.environ, OMG_DESKTOP_CACHE_DIR=str(cache))
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_a_warm_cache_loads_the_catalog_without_the_loader_or_pyyaml(tmp_path):
    cold = run(SCRIPT, tmp_path)  # a cache miss: reads the YAML, writes the cache
    assert (tmp_path / "catalog.json").is_file()
    assert "yaml" in cold["after_catalog"]
    assert "omg_desktop.games.ohmygoods.loading.loader" in cold["after_catalog"]
    for name in LOADER_ONLY:
        assert name not in cold["after_import"], f"importing the package imported {name}"

    warm = run(SCRIPT, tmp_path)
    assert warm["cards"] == cold["cards"] > 0
    for name in LOADER_ONLY + RESOURCES_ONLY:
        assert name not in warm["after_catalog"], f"{name} was imported on a cache hit"


def test_the_public_names_still_work_and_bring_the_loader_when_used(tmp_path):
    code = """
import json, sys
import omg_desktop.games.ohmygoods.loading as dl
from omg_desktop.games.ohmygoods.loading import DataError, Problem, default_data_root
from omg_desktop.data_loading.problems import DataError as Original
dl.default_catalog()
before = "omg_desktop.games.ohmygoods.loading.loader" in sys.modules
from omg_desktop.games.ohmygoods.loading import load_catalog
from omg_desktop.games.ohmygoods.loading import loader
from omg_desktop.data_loading import paths
try:
    dl.no_such_name
    missing = "no error"
except AttributeError as e:
    missing = str(e)
print(json.dumps({
    "loader_before_load_catalog": before,
    "load_catalog": load_catalog.__module__,
    "same_error": DataError is Original and issubclass(DataError, Exception),
    "problem": Problem.__module__,
    "root": str(default_data_root()),
    "same_root": loader.default_data_root is paths.default_data_root,
    "cards": len(load_catalog().cards),
    "all": sorted(dl.__all__),
    "dir": all(name in dir(dl) for name in dl.__all__),
    "missing": missing,
}))
"""
    run(SCRIPT, tmp_path)  # fill the cache
    out = run(code, tmp_path)
    assert out["loader_before_load_catalog"] is False
    assert out["load_catalog"] == "omg_desktop.games.ohmygoods.loading.loader"
    assert out["same_error"] is True
    assert out["problem"] == "omg_desktop.data_loading.problems"
    assert Path(out["root"]) == ROOT / "data"
    assert out["same_root"] is True
    assert out["cards"] > 0
    assert out["all"] == [
        "DataError", "Problem", "default_catalog", "default_data_root", "load_catalog",
    ]  # fmt: skip
    assert out["dir"] is True
    assert "no_such_name" in out["missing"]


@pytest.mark.timeout(120)
def test_the_window_reaches_its_first_frame_without_the_loader(tmp_path):
    """The self-test's second start (caches warm) paints the table without the loader."""
    for _ in range(2):
        _result, trace = run_self_test(tmp_path)
    loaded = set(trace["modules_at_first_frame"])  # omg_desktop's own modules
    assert "omg_desktop.games.ohmygoods.loading.cache" in loaded
    for name in LOADER_ONLY[1:]:
        assert name not in loaded, f"{name} was imported before the first frame"


# ---- finding the data without importlib.resources ---------------------------------------


def fake_package(tmp_path: Path, with_data: bool) -> Path:
    """<tmp>/site/omg_desktop/data_loading/paths.py, with or without ``_data`` beside it."""
    module = tmp_path / "site" / "omg_desktop" / "data_loading" / "paths.py"
    module.parent.mkdir(parents=True)
    module.write_text("", encoding="utf-8")
    if with_data:
        (tmp_path / "site" / "omg_desktop" / "_data").mkdir()
    return module


def test_an_installed_package_finds_its_data_beside_its_files(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "__file__", str(fake_package(tmp_path, with_data=True)))
    assert paths.default_data_root() == (tmp_path / "site" / "omg_desktop" / "_data").resolve()


def test_a_checkout_finds_its_data_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "__file__", str(fake_package(tmp_path, with_data=False)))
    assert paths.default_data_root() == (tmp_path / "site" / "data").resolve()
    monkeypatch.undo()
    assert paths.default_data_root() == ROOT / "data"


def test_modules_that_are_not_files_ask_importlib_resources(tmp_path, monkeypatch):
    """A zip import or a frozen app's archive: the package's resources decide."""
    import importlib.resources

    data = tmp_path / "bundle" / "omg_desktop" / "_data"
    data.mkdir(parents=True)
    asked = []

    def files(package):
        asked.append(package)
        return data.parent

    monkeypatch.setattr(paths, "__file__", str(tmp_path / "app.zip" / "omg_desktop" / "x.pyc"))
    monkeypatch.setattr(importlib.resources, "files", files)
    assert paths.default_data_root() == data
    assert asked == ["omg_desktop"]
