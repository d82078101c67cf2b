"""A smoke test under a real X server (Xvfb): the app starts, paints, and is photographed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(
    shutil.which("Xvfb") is None, reason="Xvfb is not installed (scripts/setup.sh installs it)"
)


@pytest.fixture
def xserver(tmp_path):
    """A private Xvfb display; yields its DISPLAY value."""
    for number in range(90, 120):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    proc = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        assert proc.poll() is None, "Xvfb did not start"
        assert time.monotonic() < deadline, "Xvfb did not come up"
        time.sleep(0.05)
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)


@pytest.mark.timeout(120)
def test_the_app_paints_its_table_in_a_real_window(xserver, tmp_path):
    shot = tmp_path / "window.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["DISPLAY"] = xserver
    env["HOME"] = str(tmp_path)  # settings of this run stay in the temporary folder
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    run = subprocess.run(
        [sys.executable, "-m", "omg_desktop", "play", "--self-test", "--screenshot", str(shot)],
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["ok"] and result["platform"] == "xcb"
    assert result["first_frame_ms"] > 0 and result["cards_on_table"] > 0
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert image.width() >= 800 and image.height() >= 600
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)
    }
    assert len(colours) > 20  # a real picture, not an empty screen
