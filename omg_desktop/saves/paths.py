"""Where saves live: the user's data folder, never next to the program.

The folder matches Qt's ``QStandardPaths.AppDataLocation`` for the organisation
and application names :mod:`omg_desktop.ui.app` sets, plus ``saves``:

- Linux: ``$XDG_DATA_HOME/omg-desktop/omg-desktop/saves`` (``~/.local/share/…``)
- Windows: ``%APPDATA%\\omg-desktop\\omg-desktop\\saves``
- macOS: ``~/Library/Application Support/omg-desktop/omg-desktop/saves``

``OMG_DESKTOP_SAVE_DIR`` overrides it (portable installs, tests); every store
also takes its folder as an argument.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

ORG = "omg-desktop"
APP = "omg-desktop"
ENV_OVERRIDE = "OMG_DESKTOP_SAVE_DIR"


def data_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The application's data folder on ``platform`` (default: this machine)."""
    env = os.environ if environ is None else environ
    plat = sys.platform if platform is None else platform
    home = Path.home() if home is None else home
    if plat.startswith("win"):
        base = Path(env["APPDATA"]) if env.get("APPDATA") else home / "AppData" / "Roaming"
    elif plat == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = env.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / ORG / APP


def default_save_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The folder for save slots (created on the first save, not here)."""
    env = os.environ if environ is None else environ
    override = env.get(ENV_OVERRIDE, "")
    if override:
        return Path(override).expanduser()
    return data_dir(env) / "saves"
