"""A smoke test under a real X server (Xvfb): the app starts, paints, and is photographed."""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(
    shutil.which("Xvfb") is None, reason="Xvfb is not installed (scripts/setup.sh installs it)"
)


@pytest.fixture
def xserver():
    """A private Xvfb display; yields its DISPLAY value.

    Xvfb picks a free display itself and writes its number on a pipe once it accepts
    connections (``-displayfd``): the test waits for that line, not for a clock. The
    60 s limit is a safety net against an Xvfb that never answers, not a speed check.
    """
    read_end, write_end = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_end,),
    )
    os.close(write_end)
    # Read up to the newline, and keep our end open while Xvfb runs: it fails
    # ("Cannot write display number") if the pipe closes under it.
    number = b""
    while not number.endswith(b"\n"):
        ready, _, _ = select.select([read_end], [], [], 60)
        chunk = os.read(read_end, 64) if ready else b""
        if not chunk:
            break
        number += chunk
    number = number.decode().strip()
    if not number.isdigit():
        proc.kill()
        proc.wait(timeout=10)
        os.close(read_end)
        pytest.fail(f"Xvfb did not come up (exit status {proc.returncode})")
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)
    os.close(read_end)


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
