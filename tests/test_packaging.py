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
