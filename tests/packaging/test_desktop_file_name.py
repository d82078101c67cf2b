"""The window names the menu entry, so docks (Wayland, X11) match the two."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"


def test_the_application_sets_the_desktop_file_name_of_the_menu_entry():
    (desktop,) = LINUX.glob("*.desktop")
    launchable = ET.parse(LINUX / f"{desktop.stem}.metainfo.xml").getroot().findtext("launchable")
    assert launchable == desktop.name
    code = "from omg_desktop.ui.app import application; print(application().desktopFileName())"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split()[-1] == desktop.stem == "org.omgdesktop.OhMyGoods"
