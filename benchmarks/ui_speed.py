"""Window speed: cold start to a painted table against a bare PySide6 window, frame
times while cards animate, and resident memory. Prints JSON.

Run by hand (needs no display: it uses Qt's offscreen platform unless DISPLAY is set
and --x is given): ``.venv/bin/python benchmarks/ui_speed.py [--runs 9] [--x]``.
Targets (issue 27, boundary 14): cold start to the painted table of a seeded game
<= 2.0x the bare window, and the library's first paint (the first screen of a
player's start) at most that; (issue 3) p95 frame <= 16 ms; (issue 13) input
feedback <= 100 ms while the table's event queue plays. ``--out FILE`` also writes
the JSON there (``benchmarks/ui_speed.json`` holds the last measured run).

What both sides measure, the same way: the milliseconds from spawning a new Python
process (``sys.executable``, same environment, same working folder) until it prints
its JSON line, which each prints right after its first painted frame — the bare
window after its label's first paint event, ours (``-m omg_desktop --self-test``)
after the table's first paint with the seeded game's cards on it, and the library
(``launch.library_self_test``, as ``omg-desktop`` with no arguments starts) after its
first paint, with no game loaded.

Fair conditions for both (``docs/performance.md``):

- **Bytecode.** Both run with Python's bytecode cache on, in a fresh folder of this
  run (``PYTHONPYCACHEPREFIX``), as an installed program has it (pip and the
  frozen app ship compiled modules). Without it (``PYTHONDONTWRITEBYTECODE=1``, as
  this repository's shells set) every start of ours compiles our ~200 modules again,
  which no player's start does; ``--as-is`` measures with the environment unchanged.
- **Warm-up.** One unmeasured start of each first (disk cache, bytecode, and our
  catalog cache, which lives in a folder of this run: ``OMG_DESKTOP_CACHE_DIR``);
  the runs of both alternate, so load on the machine hits both alike.
- ``table_first_start_ms`` is ours with an empty catalog cache each time (the first
  start after an install or an update of the data).

``--milestones`` adds where the time goes: the median, over the runs, of the
milliseconds since spawn at which each step of both starts was reached.

``--against DIR`` also starts the self-test of another checkout of this program
(e.g. ``git worktree add /tmp/before HEAD~1``) in the same loop, after each bare
start, the two taking turns to go first, each with its own caches: a before/after
comparison whose two sides meet the same load on the machine. Its numbers are
under ``"against"``; ``median_paired_difference_ms`` is this minus that. The frame
times are then measured for both too, in fresh processes taking turns
(``--frame-runs`` each; the other side runs its own ``frame_times``); ``--no-starts``
measures only the frames.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRACE_ENV = "OMG_DESKTOP_STARTUP_TRACE"  # omg_desktop/ui/launch.py

BARE = r"""
import json, os, sys, time
t0 = os.environ.get("OMG_DESKTOP_STARTUP_TRACE")
marks = []
def mark(name):
    if t0:
        marks.append([name, round((time.time() - float(t0)) * 1000, 1)])
mark("script starts (Python ready)")
from PySide6.QtCore import QEventLoop, QObject, QEvent
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
mark("Qt imported")
app = QApplication(sys.argv)
mark("QApplication made")
win = QMainWindow(); label = QLabel("hello"); win.setCentralWidget(label); win.resize(1400, 900)
loop = QEventLoop()
class Watch(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint:
            loop.quit()
        return False
w = Watch(); label.installEventFilter(w)
win.show(); mark("window shown"); loop.exec(); mark("first frame painted")
print(json.dumps({"painted": True}), flush=True)
mark("result printed")
if t0:
    print(json.dumps({"milestones": marks}), file=sys.stderr, flush=True)
"""

OURS = ["-m", "omg_desktop", "--self-test"]
#: The library's first paint, as a player's start reaches it (the command line read).
LIBRARY = [
    "-c",
    "import sys, omg_desktop.cli\n"
    "from omg_desktop.ui.launch import library_self_test\n"
    "sys.exit(library_self_test())",
]


def start_once(args: list[str], env: dict[str, str], trace: bool = False, cwd: Path = ROOT):
    """Milliseconds from spawning Python with ``args`` (in ``cwd``) until it prints its
    JSON line; with ``trace`` also its milestones (ms since spawn)."""
    env = dict(env)
    start_wall = time.time()
    start = time.perf_counter()
    if trace:
        env[TRACE_ENV] = repr(start_wall)
    proc = subprocess.Popen(
        [sys.executable, *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE if trace else subprocess.DEVNULL,
        text=True,
        cwd=cwd,
    )
    line = proc.stdout.readline()
    elapsed = (time.perf_counter() - start) * 1000
    _out, err = proc.communicate(timeout=60)
    if not line.strip().startswith("{"):
        raise RuntimeError(f"{args} printed {line!r}")
    milestones = None
    if trace:
        for text in reversed((err or "").splitlines()):
            if text.startswith('{"milestones"'):
                milestones = json.loads(text)["milestones"]
                break
    return elapsed, milestones, line


def median_milestones(runs: list[list[list] | None]) -> list[tuple[str, float]] | None:
    """Each milestone's median over the runs (None when the program wrote none)."""
    runs = [r for r in runs if r]
    if not runs:
        return None
    names = [name for name, _ in runs[0]]
    return [
        (name, round(statistics.median(dict(r)[name] for r in runs if name in dict(r)), 1))
        for name in names
    ]


def frame_times(
    env_platform: str, seconds: float = 15.0, game: str = "ohmygoods"
) -> dict[str, float]:
    """Paint durations of ``game``'s table while four computers play (normal speed): every
    event animated by the table's event queue (``omg_desktop/ui/table/animation.py``).

    In the last seconds, input feedback too: a click on the table, or Space, while the
    queue plays (both fast-forward it), timed from the input until the next painted
    frame; ``animations`` counts the events the queue played."""
    os.environ.setdefault("QT_QPA_PLATFORM", env_platform)
    sys.path.insert(0, str(ROOT))

    from PySide6.QtCore import QEventLoop, QPoint, Qt
    from PySide6.QtTest import QTest

    from omg_desktop.ui.launch import _config, _window

    with tempfile.TemporaryDirectory() as tmp:
        os.environ.setdefault("OMG_DESKTOP_CACHE_DIR", str(Path(tmp) / "cache"))
        app, win = _window(Path(tmp) / "s.ini", game_id=game)
        win.settings.animation_speed = 1.0
        win.resize(1400, 900)
        win.show()
        queue = win.scene.player
        played = []
        queue.step_started.connect(played.append)
        win.table.paint_times = []
        if game == "ohmygoods":
            config = _config(4, 0, 7)  # four computers: cards keep moving
        else:
            from omg_desktop.seating import Seat
            from omg_desktop.seating.config import GameConfig

            bots = tuple(Seat.computer(f"Bot {n}", "greedy") for n in range(1, 5))
            config = GameConfig(bots, win.game.info.options[0], 7)
        win.games.start_game(config)

        def run(until: float, stop=lambda: False) -> None:
            while time.monotonic() < until and not stop():
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)

        start = time.monotonic()
        run(start + seconds - 4)
        feedback: list[float] = []
        viewport = win.table.viewport()
        centre = QPoint(viewport.width() // 2, viewport.height() // 3)
        painted: list[float] = []
        win.table.painted.connect(lambda: painted.append(time.perf_counter()))
        for k in range(8):
            run(time.monotonic() + 2, queue.busy)
            if not queue.busy():
                continue
            painted.clear()
            t0 = time.perf_counter()
            if k % 2:
                win.table.setFocus()
                QTest.keyClick(win.table, Qt.Key.Key_Space)
            else:
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=centre)
            run(time.monotonic() + 1, lambda: bool(painted))
            if painted:
                feedback.append((painted[0] - t0) * 1000)
            run(time.monotonic() + 0.3)
        times = sorted(t * 1000 for t in win.table.paint_times)
        win.close()
    result = {
        "frames": len(times),
        "frame_median_ms": round(statistics.median(times), 2),
        "frame_p95_ms": round(times[int(len(times) * 0.95)], 2),
        "frame_max_ms": round(times[-1], 2),
        "animations": len(played),
    }
    if feedback:
        result["input_feedback_max_ms"] = round(max(feedback), 1)
        result["input_feedback_median_ms"] = round(statistics.median(feedback), 1)
        result["inputs"] = len(feedback)
    return result


#: Runs an older checkout's own ``frame_times`` (its cwd is that checkout).
THEIR_FRAMES = (
    "import json, sys; sys.path[:0] = ['.', 'benchmarks']; import ui_speed; "
    "print(json.dumps(ui_speed.frame_times('{platform}')))"
)


def frames_side_by_side(
    other: Path, platform: str, env: dict[str, str], runs: int, warm: bool = False
) -> dict[str, object]:
    """Frame times of this checkout and of ``other`` in fresh processes, taking turns,
    ``runs`` each: the medians of their p95, and each run's numbers. ``warm``: each
    side keeps its card renders on disk in a folder of its own, filled by one
    unmeasured run first (a player's second game); else every run starts cold."""
    ours, theirs = [], []
    caches = {}
    if warm:
        for side in ("ours", "theirs"):
            caches[side] = tempfile.mkdtemp(prefix=f"frames-{side}-")
    order = [("ours", "theirs") if i % 2 == 0 else ("theirs", "ours") for i in range(runs)]
    if warm:
        order.insert(0, ("warm-ours", "warm-theirs"))
    for pair in order:
        for side in pair:
            warming = side.startswith("warm-")
            side = side.removeprefix("warm-")
            side_env = dict(env, OMG_DESKTOP_CACHE_DIR=caches[side]) if warm else env
            if side == "ours":
                cmd, cwd = [str(Path(__file__).resolve()), "--frames-child"], ROOT
            else:
                cmd, cwd = ["-c", THEIR_FRAMES.format(platform=platform)], other
            out = subprocess.run(
                [sys.executable, *cmd], env=side_env, cwd=cwd, capture_output=True, text=True,
                timeout=180, check=True,
            ).stdout  # fmt: skip
            if warming:
                continue
            line = [x for x in out.splitlines() if x.startswith("{")][-1]
            (ours if side == "ours" else theirs).append(json.loads(line))
    return {
        "renders": "warm" if warm else "cold",
        "frame_p95_ms": round(statistics.median(r["frame_p95_ms"] for r in ours), 2),
        "against_frame_p95_ms": round(statistics.median(r["frame_p95_ms"] for r in theirs), 2),
        "runs": ours,
        "against_runs": theirs,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--x", action="store_true", help="use the X display in DISPLAY")
    ap.add_argument(
        "--as-is",
        action="store_true",
        help="keep the environment's bytecode settings (e.g. PYTHONDONTWRITEBYTECODE)",
    )
    ap.add_argument("--milestones", action="store_true", help="also where the time goes")
    ap.add_argument("--no-frames", action="store_true", help="skip the frame-time part")
    ap.add_argument("--no-starts", action="store_true", help="skip the start-up part")
    ap.add_argument("--frame-runs", type=int, default=3, help="with --against: frame runs each")
    ap.add_argument(
        "--warm",
        action="store_true",
        help="with --against: card renders kept on disk from a first, unmeasured run",
    )
    ap.add_argument("--frames-child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--game", default="ohmygoods", help="the game whose table's frames to time")
    ap.add_argument("--out", type=Path, help="also write the JSON result to this file")
    ap.add_argument(
        "--against",
        type=Path,
        metavar="DIR",
        help="also time the self-test of the checkout in DIR, alternating with this one",
    )
    args = ap.parse_args()
    other = args.against.resolve() if args.against else None
    platform = "xcb" if args.x else "offscreen"
    if args.frames_child:  # one frame-time run, for frames_side_by_side
        print(json.dumps(frame_times(platform)))
        return
    if args.no_starts:
        env = dict(os.environ)
        if not args.x:
            env["QT_QPA_PLATFORM"] = "offscreen"
        result: dict[str, object] = {"benchmark": "ui_speed", "platform": platform}
        if other:
            result |= frames_side_by_side(other, platform, env, args.frame_runs, args.warm)
        else:
            result |= frame_times(platform, game=args.game)
            result["game"] = args.game
        result["target_frame_p95_ms"] = 16
        print(json.dumps(result))
        return
    with tempfile.TemporaryDirectory(prefix="omg-ui-speed-") as tmp:
        env = dict(os.environ)
        if not args.x:
            env["QT_QPA_PLATFORM"] = "offscreen"
        if not args.as_is:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        env["OMG_DESKTOP_CACHE_DIR"] = str(Path(tmp) / "cache")
        bare_args = ["-c", BARE]
        start_once(bare_args, env)  # warm-up: bytecode, disk cache
        start_once(OURS, env)  # ... and the catalog cache
        # the other checkout keeps its own caches: the files' names are the same
        other_env = dict(env, OMG_DESKTOP_CACHE_DIR=str(Path(tmp) / "cache-against"))
        if other:
            start_once(OURS, other_env, cwd=other)
        start_once(LIBRARY, env)
        bare, ours, first, bare_marks, our_marks = [], [], [], [], []
        theirs, their_marks, library, library_marks = [], [], [], []
        for i in range(args.runs):
            ms, marks, _ = start_once(bare_args, env, args.milestones)
            bare.append(ms)
            bare_marks.append(marks)
            # with --against, this and the other checkout take turns going first
            for side in ("ours", "theirs") if i % 2 == 0 else ("theirs", "ours"):
                if side == "ours":
                    ms, marks, line = start_once(OURS, env, args.milestones)
                    ours.append(ms)
                    our_marks.append(marks)
                elif other:
                    ms, marks, _ = start_once(OURS, other_env, args.milestones, cwd=other)
                    theirs.append(ms)
                    their_marks.append(marks)
            ms, marks, library_line = start_once(LIBRARY, env, args.milestones)
            library.append(ms)
            library_marks.append(marks)
            fresh = dict(env, OMG_DESKTOP_CACHE_DIR=str(Path(tmp) / f"cache-empty-{i}"))
            first.append(start_once(OURS, fresh)[0])
        selftest = json.loads(line)
        games_loaded = [
            m
            for m in json.loads(library_line)["modules_at_first_frame"]
            if m.startswith("omg_desktop.games.") and m.count(".") > 2
        ]
    result = {
        "benchmark": "ui_speed",
        "platform": platform,
        "bytecode_cache": "environment as is" if args.as_is else "on (fresh folder)",
        "runs": args.runs,
        "bare_window_ms": round(statistics.median(bare), 1),
        "table_ms": round(statistics.median(ours), 1),
        "cold_start_ratio": round(statistics.median(ours) / statistics.median(bare), 2),
        "library_ms": round(statistics.median(library), 1),
        "library_ratio": round(statistics.median(library) / statistics.median(bare), 2),
        "library_game_modules": games_loaded,
        "target_ratio": 2.0,
        "table_first_start_ms": round(statistics.median(first), 1),
        "rss_mb_painted_table": selftest.get("rss_mb"),
    }
    if args.milestones:
        result["milestones_bare_ms"] = median_milestones(bare_marks)
        result["milestones_table_ms"] = median_milestones(our_marks)
        result["milestones_library_ms"] = median_milestones(library_marks)
    if other:
        result["against"] = {
            "checkout": str(other),
            "table_ms": round(statistics.median(theirs), 1),
            "cold_start_ratio": round(statistics.median(theirs) / statistics.median(bare), 2),
            "table_ms_difference": round(statistics.median(ours) - statistics.median(theirs), 1),
            "median_paired_difference_ms": round(
                statistics.median(a - b for a, b in zip(ours, theirs, strict=True)), 1
            ),
        }
        if args.milestones:
            result["against"]["milestones_table_ms"] = median_milestones(their_marks)
    if not args.no_frames:
        if other:
            result["frames_side_by_side"] = frames_side_by_side(
                other, platform, env, args.frame_runs, args.warm
            )
        else:
            result |= frame_times(platform, game=args.game)
            result["game"] = args.game
        result["target_frame_p95_ms"] = 16
    print(json.dumps(result))
    if args.out:
        args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
