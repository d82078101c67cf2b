"""``omg-desktop --self-test`` in a fresh process, with its caches and settings in a folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_self_test(folder: Path) -> tuple[dict, dict]:
    """(the self-test's JSON result, its start-up trace); it must exit 0."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(folder)
    env["XDG_CONFIG_HOME"] = str(folder / "config")
    env["OMG_DESKTOP_CACHE_DIR"] = str(folder / "cache")
    env["OMG_DESKTOP_STARTUP_TRACE"] = repr(time.time())
    run = subprocess.run(
        [sys.executable, "-m", "omg_desktop", "--self-test"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    trace = next(
        json.loads(line) for line in run.stderr.splitlines() if line.startswith('{"milestones"')
    )
    return result, trace
