"""Window speed: cold start to a painted table against a bare PySide6 window, frame
times while cards animate, and resident memory. Prints JSON.

Run by hand (needs no display: it uses Qt's offscreen platform unless DISPLAY is set
and --x is given): ``.venv/bin/python benchmarks/ui_speed.py [--runs 5] [--x]``.
Targets (issue 3): cold start <= 1.3x the bare window; p95 frame <= 16 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = r"""
import json, sys, time
from PySide6.QtCore import QEventLoop, QObject, QEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv)
win = QMainWindow(); label = QLabel("hello"); win.setCentralWidget(label); win.resize(1400, 900)
loop = QEventLoop()
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            loop.quit()
        return False
w = Watch(); label.installEventFilter(w)
win.show(); loop.exec()
print(json.dumps({"painted": True}), flush=True)
"""


def cold_start(cmd: list[str], env: dict[str, str]) -> float:
    """Milliseconds from spawning ``cmd`` until it prints its JSON line."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT
    )
    line = proc.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    proc.wait(timeout=60)
    if not line.strip().startswith("{"):
        raise RuntimeError(f"{cmd} printed {line!r}")
    return elapsed


def frame_times(env_platform: str) -> dict[str, float]:
    """Paint durations of the table while a round's cards fly (normal speed)."""
    os.environ.setdefault("QT_QPA_PLATFORM", env_platform)
    sys.path.insert(0, str(ROOT))
    import tempfile

    from PySide6.QtCore import QEventLoop

    from omg_desktop.ui.launch import _config, _window

    with tempfile.TemporaryDirectory() as tmp:
        app, win = _window(Path(tmp) / "s.ini")
        win.settings.animation_speed = 1.0
        win.resize(1400, 900)
        win.show()
        win.table.paint_times = []
        win.start_game(_config(4, 0, 7))  # four computers: cards keep moving
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        times = sorted(t * 1000 for t in win.table.paint_times)
        win.close()
    return {
        "frames": len(times),
        "frame_median_ms": round(statistics.median(times), 2),
        "frame_p95_ms": round(times[int(len(times) * 0.95)], 2),
        "frame_max_ms": round(times[-1], 2),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--x", action="store_true", help="use the X display in DISPLAY")
    args = ap.parse_args()
    env = dict(os.environ)
    platform = "xcb" if args.x else "offscreen"
    if not args.x:
        env["QT_QPA_PLATFORM"] = "offscreen"
    bare = [cold_start([sys.executable, "-c", BARE], env) for _ in range(args.runs)]
    ours_cmd = [sys.executable, "-m", "omg_desktop", "--self-test"]
    ours = [cold_start(ours_cmd, env) for _ in range(args.runs)]
    run = subprocess.run(ours_cmd, env=env, capture_output=True, text=True, cwd=ROOT)
    selftest = json.loads(run.stdout.strip().splitlines()[-1])
    result = {
        "benchmark": "ui_speed",
        "platform": platform,
        "bare_window_ms": round(statistics.median(bare), 1),
        "table_ms": round(statistics.median(ours), 1),
        "cold_start_ratio": round(statistics.median(ours) / statistics.median(bare), 2),
        "target_ratio": 1.3,
        "rss_mb_painted_table": selftest.get("rss_mb"),
        **frame_times(platform),
        "target_frame_p95_ms": 16,
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
