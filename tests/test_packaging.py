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
        "from omg_desktop.games.ohmygoods.loading import default_data_root, default_catalog;"
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


def test_pyproject_states_our_licences_in_pep_639_form():
    """Our code is MIT (LICENSE), our art, sounds and story text CC BY 4.0 (LICENSES/)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT AND CC-BY-4.0"
    assert {"LICENSE", "LICENSES/*"} <= set(project["license-files"])
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "Copyright (c) 2026 the omg_desktop authors" in mit
    assert "Permission is hereby granted, free of charge" in mit
    cc = (ROOT / "LICENSES" / "CC-BY-4.0.txt").read_text(encoding="utf-8")
    assert "https://creativecommons.org/licenses/by/4.0/legalcode" in cc


#: The parts the bundle ships (the issue's list) and a phrase of each one's notice.
SHIPPED = {
    "Qt": "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only",
    "PySide6": "PySide6_Essentials",
    "Python (CPython)": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2",
    "ICU": "Unicode, Inc.",
    "OpenSSL": "Upstream-Name: OpenSSL",
    "GLib": "Upstream-Name: GLib",
    "libgcrypt": "libgcrypt",
    "Droid Sans Fallback font": "Upstream-Name: Droid",
    "PyYAML": "Kirill Simonov",
    "cffi": "MIT No Attribution",
    "miniaudio": "miniaudio",
}
#: Full licence texts the notices must carry, by a line of each.
TEXTS = {
    "LGPL-3.0": "GNU LESSER GENERAL PUBLIC LICENSE",
    "GPL-3.0": "Version 3, 29 June 2007",
    "LGPL-2.1": "Version 2.1, February 1999",
    "GPL-2.0": "Version 2, June 1991",
    "Apache-2.0": "Version 2.0, January 2004",
}


def test_the_third_party_notices_name_every_shipped_part_with_its_licence_text():
    from omg_desktop.licences import NOTICES, THIRD_PARTY

    notices = (ROOT / NOTICES).read_text(encoding="utf-8")
    table = notices.split("\n## ", 1)[0]
    for part in THIRD_PARTY:
        assert f"| {part.name} | {part.licence} |" in table, part
    for name, phrase in SHIPPED.items():
        assert f"| {name}" in table, name
        assert phrase in notices, (name, phrase)
    licences = notices.split("\n## Licence texts\n", 1)[1]
    for spdx, line in TEXTS.items():
        assert f"({spdx})" in licences and line in licences, spdx
    common = Path("/usr/share/common-licenses")
    for name in ("LGPL-3", "GPL-3", "Apache-2.0"):  # copied, not retyped
        if (common / name).is_file():
            assert (common / name).read_text(encoding="utf-8").strip() in licences, name


@pytest.mark.skipif(
    not Path("/usr/share/doc/libssl3/copyright").is_file(),
    reason="the notices are made from a Debian/Ubuntu machine's files",
)
def test_the_third_party_notices_are_up_to_date():
    """scripts/third_party_notices.py --check: the file is what the script writes now."""
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "third_party_notices.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_bundle_ships_the_licences():
    """The PyInstaller spec puts LICENSE and LICENSES/ in the bundle; build.sh checks them."""
    spec = (ROOT / "packaging" / "omg-desktop.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "LICENSE"), ".")' in spec
    assert '(ROOT / "LICENSES").glob("*")' in spec
    build = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert "LICENSES/THIRD-PARTY-NOTICES.md" in build
