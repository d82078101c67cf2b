"""The real program killed mid-game (SIGKILL) comes back exactly where it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.saves.slots import SlotStore
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.settings import Settings

pytestmark = [
    pytest.mark.timeout(120),
    pytest.mark.skipif(sys.platform.startswith("win"), reason="SIGKILL is POSIX"),
]


def test_a_killed_game_resumes_exactly(qtbot, tmp_path):
    saves = tmp_path / "saves"
    # A quarter of the normal pace between the computers' moves: the game reaches 40 steps
    # four times sooner and is still far from its end when it is killed.
    config = tmp_path / "config" / "omg-desktop"
    config.mkdir(parents=True)
    (config / "omg-desktop.conf").write_text("[ui]\nanimation_speed=0.25\n", encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "OMG_DESKTOP_SAVE_DIR": str(saves),
        "HOME": str(tmp_path),  # the program's own settings stay here
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "omg_desktop",
            "play",
            "--players",
            "3",
            "--humans",
            "0",
            "--seed",
            "8",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    autosave = saves / "autosave.json"
    deadline = time.monotonic() + 90  # a net for a program that never saves, not a speed check
    try:
        while time.monotonic() < deadline:
            try:
                if len(json.loads(autosave.read_text())["steps"]) > 40:
                    break
            except (OSError, ValueError, KeyError):
                pass
            time.sleep(0.05)
        else:
            pytest.fail("the program never autosaved 40 steps")
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)

    cat = default_catalog()
    store = SlotStore(saves, catalog=cat)
    on_disk = store.load("autosave")  # verified against its recorded state hash
    win = MainWindow(cat, Settings(path=tmp_path / "s.ini"), store)
    qtbot.addWidget(win)
    win.show()
    assert win.offer_resume()
    win.games.load_from(store.latest_unfinished().slot)
    c = win.controller
    assert c is not None
    assert c.record.steps[: len(on_disk.record.steps)] == on_disk.record.steps
    assert len(c.record.steps) >= len(on_disk.record.steps)
    c.shutdown()
