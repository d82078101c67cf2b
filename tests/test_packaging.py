"""The wheel carries data/ and the program finds it there, away from the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_the_wheel_contains_the_data_and_the_program_finds_it(tmp_path: Path):
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("omg_desktop-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "omg_desktop/_data/rulesets.yaml" in names
    assert "omg_desktop/_data/base/buildings.yaml" in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = (
        "from omg_desktop.data_loading import default_data_root, default_catalog;"
        "print(default_data_root()); print(len(default_catalog().cards))"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stderr
    root, count = run.stdout.split()
    assert Path(root).is_relative_to(site) and root.endswith("_data")
    assert int(count) == 98


def _dist(name: str) -> str:
    """A distribution's name as pip compares them (PEP 503)."""
    import re

    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_name(req: str) -> str:
    import re

    return _dist(re.split(r"[\s\[<>=!~;]", req, maxsplit=1)[0])


def test_every_library_the_game_imports_reaches_the_installers():
    """The installers get what ``pyproject.toml`` lists (packaging/build.sh installs the
    project into its build venv, and PyInstaller bundles what the game imports): every
    library the game imports must be a dependency, or come with one (shiboken6 with
    PySide6). Only PostgreSQL's driver is optional: the bundle never uses it."""
    import ast
    import importlib.metadata as md
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = {_requirement_name(r) for r in project["dependencies"]}
    optional = {
        "psycopg": {_requirement_name(r) for r in project["optional-dependencies"]["postgres"]}
    }
    reachable, todo = set(), list(wanted)
    while todo:  # the dependencies' own requirements come along
        name = todo.pop()
        if name in reachable:
            continue
        reachable.add(name)
        try:
            requires = md.requires(name) or []
        except md.PackageNotFoundError:
            continue
        todo += [_requirement_name(r) for r in requires if "extra ==" not in r]
    dists = md.packages_distributions()
    missing = []
    for path in sorted((ROOT / "omg_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for top in {n.partition(".")[0] for n in names}:
                if top in sys.stdlib_module_names or top in ("omg_desktop", "__future__"):
                    continue
                found = {_dist(d) for d in dists.get(top, [top])}
                if found & reachable or found & optional.get(top, set()):
                    continue
                missing.append(f"{path.relative_to(ROOT)}: {top}")
    assert "websockets" in wanted and not missing, missing
