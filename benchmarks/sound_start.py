"""Does sound cost the start or freeze the window? Prints JSON.

    .venv/bin/python benchmarks/sound_start.py [--runs 7]

Two measurements, each in fresh processes (``sys.executable``, this checkout), sound
on (the real player: miniaudio and whatever device the machine has, or none) and off
(``OMG_DESKTOP_SOUND=off``) taking turns:

- ``first_frame_ms``: the self-test's milliseconds to the first painted table
  (``omg-desktop --self-test``, offscreen). The player is opened after the first
  frame, so on and off should not differ beyond noise.
- ``opened_ms`` and ``longest_gap_ms``: a window like the game's (its
  :class:`~omg_desktop.ui.sound.board.SoundBoard`) opens its player after the first
  frame while a 5 ms timer ticks on the window's thread; the milliseconds until the
  board says it is open (or that there is no sound, and why: ``problem``), and the
  longest gap between two ticks meanwhile (how long the window could not answer).

Numbers are medians over ``--runs``; docs/sound.md has a run. Not a test (tests never
measure time).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = r"""
import json, os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.sound import SoundBoard
board = SoundBoard(Settings(path=sys.argv[1]))
clock = QElapsedTimer(); clock.start()
gaps, last = [], [0]
START = 100  # ms: the board starts then (as after a first frame)
def tick():
    now = clock.elapsed()
    if now > START:
        gaps.append(now - last[0])
    last[0] = now
ticker = QTimer(); ticker.setInterval(5); ticker.timeout.connect(tick); ticker.start()
loop = QEventLoop(); result = {}
def opened(ok):
    result.update(ok=ok, opened_ms=clock.elapsed(), problem=board.problem)
    QTimer.singleShot(50, loop.quit)  # a few more ticks after it
board.opened.connect(opened)
QTimer.singleShot(START, board.start)
QTimer.singleShot(20000, loop.quit)
loop.exec()
board.shutdown()
result["opened_ms"] = result.get("opened_ms", START - 1) - START
result["longest_gap_ms"] = max(gaps, default=0)
print(json.dumps(result))
"""


def run(env: dict[str, str], *args: str) -> dict:
    out = subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise SystemExit(f"{args}: exit {out.returncode}\n{out.stderr[-2000:]}")
    return {**json.loads(lines[-1]), "stderr_lines": len(out.stderr.splitlines())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    base = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    base.pop("PYTHONDONTWRITEBYTECODE", None)  # as an installed program runs
    envs = {"on": {**base, "OMG_DESKTOP_SOUND": "on"}, "off": {**base, "OMG_DESKTOP_SOUND": "off"}}
    frames: dict[str, list[float]] = {"on": [], "off": []}
    opens: dict[str, list[dict]] = {"on": [], "off": []}
    settings = Path(os.environ.get("TMPDIR", "/tmp")) / "omg-sound-bench.ini"
    for side in ("on", "off"):  # warm-up: bytecode, disk cache
        run(envs[side], "-m", "omg_desktop", "--self-test")
    for i in range(args.runs):
        for side in ("on", "off") if i % 2 == 0 else ("off", "on"):
            frames[side].append(
                run(envs[side], "-m", "omg_desktop", "--self-test")["first_frame_ms"]
            )
            opens[side].append(run(envs[side], "-c", PROBE, str(settings)))
    report = {}
    for side in ("on", "off"):
        probes = opens[side]
        report[side] = {
            "first_frame_ms": statistics.median(frames[side]),
            "opened_ms": statistics.median(p["opened_ms"] for p in probes),
            "longest_gap_ms": statistics.median(p["longest_gap_ms"] for p in probes),
            "worst_gap_ms": max(p["longest_gap_ms"] for p in probes),
            "problem": probes[-1].get("problem"),
            "stderr_lines": max(p["stderr_lines"] for p in probes),
        }
    report["runs"] = args.runs
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
