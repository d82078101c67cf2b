"""One run of the real program for a journey test, with a person at the keyboard.

``python tests/journeys/program.py SCRIPT ARGS_JSON OUT_JSON`` starts omg-desktop as a
player does (``omg_desktop.cli.main([])``: the window, its start-up offers, the settings
and saves of the scratch home the test's environment names), and runs ``SCRIPT`` from
:mod:`acts` on the event loop: it waits for what a person would see and presses keys
and buttons, then quits with Ctrl+Q as a person does. What it saw goes to ``OUT_JSON``.

A script is a generator: each ``yield`` hands the driver a :class:`Wait` (a condition
and what it waits for), and the script goes on once the condition holds. Waiting is
checking the condition on the event loop, never sleeping; a run that never gets what
it waits for is stopped by the test's time-out, and the last wait it printed says why.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RUNNING: list[Driver] = []
#: Where the journeys are, looked up in this order (acts: a game's, a campaign's).
SCRIPT_MODULES = (
    "acts", "acts_lesson", "acts_network", "acts_library", "acts_gizmos", "acts_kingdom_builder",
    "acts_ticket_to_ride",
)  # fmt: skip


@dataclass
class Wait:
    """What a script waits for: ``ready()`` true, described as ``what``."""

    what: str
    ready: Callable[[], bool]


Script = Generator[Wait, None, None]


class Driver:
    """Runs a script on the event loop: a timer checks the current wait, then steps on."""

    def __init__(self, script: Iterator[Wait], done: Callable[[str | None], None]) -> None:
        from PySide6.QtCore import QTimer

        self._script = script
        self._wait: Wait | None = None
        self._done = done
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self._timer.start()

    def _tick(self) -> None:
        try:
            while self._wait is None or self._wait.ready():
                self._wait = next(self._script)
                print(
                    f"journey: waits for {self._wait.what} (on screen: {on_screen()})",
                    file=sys.stderr,
                    flush=True,
                )
        except StopIteration:
            self._timer.stop()
            self._done(None)
        except Exception:  # the script's assertion or a broken window: say it, end the run
            self._timer.stop()
            self._done(traceback.format_exc())


def on_screen() -> str:
    """The windows shown now, by class and title (for the reader of a failed run)."""
    from PySide6.QtWidgets import QApplication

    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    return ", ".join(f"{type(w).__name__} {w.windowTitle()!r}" for w in shown)


def main(argv: list[str]) -> int:
    script_name, args_json, out_path = argv
    sys.path.insert(0, str(HERE))
    import importlib

    import acts

    modules = [importlib.import_module(m) for m in SCRIPT_MODULES]
    found = [m for m in modules if hasattr(m, script_name)]
    assert found, f"no journey {script_name!r} in {SCRIPT_MODULES}"
    from omg_desktop.ui import launch

    out: dict[str, Any] = {"error": None}
    made = launch._window

    def window_with_a_person(*a, **kw):  # the real window, and the person who uses it
        app, win = made(*a, **kw)
        if RUNNING:  # another game's window, opened later: the same person uses it
            return app, win
        person = acts.Person(app, win, out)
        script = getattr(found[0], script_name)(person, **json.loads(args_json))

        def done(error: str | None) -> None:
            if error is not None:
                out["error"] = error
                app.exit(3)

        driver = Driver(script, done)
        person.driver = driver
        RUNNING.append(driver)  # held here: the driver and its script only refer to each other
        driver.start()
        return app, win

    launch._window = window_with_a_person
    import itertools

    import omg_desktop.seeds

    seeds = itertools.count(1001)  # the system's randomness, made the same on every run
    omg_desktop.seeds.fresh_seed = lambda: next(seeds)
    try:
        from omg_desktop.cli import main as omg

        code = omg([])
    finally:
        Path(out_path).write_text(json.dumps(out, indent=1, default=str), encoding="utf-8")
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
