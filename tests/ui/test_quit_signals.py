"""Ctrl+C (SIGINT) and SIGTERM close the real program's window as Quit does: the settings
are written and the status says which signal stopped it (before, Ctrl+C did nothing and
SIGTERM killed the program without writing the settings)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest
from journeys.home import Home

pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(os.name != "posix", reason="POSIX signals"),
]


@pytest.mark.parametrize(
    ("sig", "argv"),
    [(signal.SIGTERM, []), (signal.SIGINT, ["play", "--players", "2", "--humans", "1"])],
)
def test_a_signal_closes_the_window_and_keeps_the_settings(tmp_path, sig, argv):
    home = Home(tmp_path)
    conf = tmp_path / "config" / "omg-desktop" / "omg-desktop.conf"
    assert "geometry" not in conf.read_text(encoding="utf-8")
    # at debug the log is on stderr too: it says when the window is up
    env = {**home.env(), "OMG_DESKTOP_LOG": "debug"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "omg_desktop", *argv],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        seen = []
        for line in proc.stderr:  # blocks until the program writes (or ends)
            seen.append(line)
            if "the window is up" in line:
                break
        else:
            raise AssertionError("the window never came up:\n" + "".join(seen))
        proc.send_signal(sig)
        _, rest = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 128 + sig, "".join(seen) + rest
    assert "Traceback" not in rest
    assert "geometry" in conf.read_text(encoding="utf-8")  # closed as Quit closes it
