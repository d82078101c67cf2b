"""Where saves live: the user's data folder, never next to the program.

One folder named for the application (``omg-desktop``), plus ``saves``:

- Linux: ``$XDG_DATA_HOME/omg-desktop/saves`` (``~/.local/share/…``)
- Windows: ``%APPDATA%\\omg-desktop\\saves``
- macOS: ``~/Library/Application Support/omg-desktop/saves``

Earlier versions kept it one level deeper, where Qt's ``AppDataLocation`` puts it for
the organisation and application names (``…/omg-desktop/omg-desktop``, both the same
word): :func:`move_up_old_data` moves what is there up, once, at start
(:func:`tidy_old_folders`, which also drops the old doubled cache folder).

``OMG_DESKTOP_SAVE_DIR`` overrides the saves folder (portable installs, tests); every
store also takes its folder as an argument.
"""

from __future__ import annotations

import contextlib
import os
import shutil
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
    return _base(environ, platform, home) / APP


def old_data_dir(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """Where earlier versions kept the data: one level deeper (organisation/application)."""
    return _base(environ, platform, home) / ORG / APP


def move_up_old_data(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> list[str]:
    """Move what the old, doubled folder holds into :func:`data_dir` (what is there
    already stays, and so does the old copy of it); the names moved. Never raises: a
    folder that cannot be moved stays where it is, and is moved at the next start."""
    old = old_data_dir(environ, platform, home)
    new = data_dir(environ, platform, home)
    if not old.is_dir() or old == new:
        return []
    moved = []
    for child in sorted(old.iterdir()):
        target = new / child.name
        if target.exists() or target == old:
            continue
        try:
            shutil.move(str(child), str(target))
        except OSError:
            continue
        moved.append(child.name)
    with contextlib.suppress(OSError):
        old.rmdir()  # only when empty
    return moved


def tidy_old_folders() -> None:
    """At start, before anything reads them: the earlier versions' doubled data folder
    moved up (:func:`move_up_old_data`), their doubled cache folder deleted (a cache is
    rebuilt, never moved). Never raises."""
    from ..data_loading.cache import drop_old_cache

    move_up_old_data()
    drop_old_cache()


def _base(environ: Mapping[str, str] | None, platform: str | None, home: Path | None) -> Path:
    """The platform's folder for application data (the application's folder goes in it)."""
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
    return base


def default_save_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The folder for save slots (created on the first save, not here)."""
    env = os.environ if environ is None else environ
    override = env.get(ENV_OVERRIDE, "")
    if override:
        return Path(override).expanduser()
    return data_dir(env) / "saves"
