"""The real main window for a test: instant animations, settings and saves in tmp_path."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.saves.slots import SlotStore
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.settings import Settings


def make_window(qtbot, tmp_path, cat=None) -> MainWindow:
    """A shown, exposed window over ``cat`` (default: the shipped catalog)."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.animation_speed = 0
    store = SlotStore(tmp_path / "saves", catalog=default_catalog())
    win = MainWindow(cat or default_catalog(), settings, store)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.made("menus") is not None)  # the first frame's work done
    return win


def on_screen(tmp_path: Path, size: tuple[int, int], script: Path | str) -> dict[str, Any]:
    """Run ``script`` with Qt's offscreen platform on one screen of ``size`` (its windows
    framed), in a scratch home; the JSON of its last line. It must exit 0."""
    config = tmp_path / "screen.json"
    screen = {"name": "laptop", "x": 0, "y": 0, "width": size[0], "height": size[1],
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}  # fmt: skip
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env["OMG_DESKTOP_SOUND"] = "off"
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    run = subprocess.run(
        [sys.executable, str(script)], env=env, capture_output=True, text=True, timeout=280
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])


def playing(qtbot, win: MainWindow, person: str) -> MainWindow:
    """``win`` in a Big Box game of ``person`` against a computer (seed 4), at the
    person's first decision: the side panel as it is while playing."""
    from omg_desktop.seating import GameConfig, Seat

    seats = (Seat(person, "human", None), Seat("Bruno", "computer", "random"))
    win.games.start_game(GameConfig(seats=seats, ruleset="bigbox", seed=4))
    qtbot.waitUntil(lambda: win.controller.awaiting_human(), timeout=20000)
    return win


def table_at(win: MainWindow, size: tuple[int, int]):
    """The table's layout once the window is ``size`` and its splitter has settled."""
    from PySide6.QtWidgets import QApplication

    win.resize(*size)
    for _ in range(5):  # the splitter settles once the panel's page is laid out
        QApplication.processEvents()
    assert win.size().toTuple() == size
    return win.table.table()
