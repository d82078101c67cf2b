"""When the program itself dies (a crash in Qt or a library, not a Python error), the
Python stack of every thread goes to ``crash.log`` in the data folder.

A newcomer's playtest saw the window vanish mid-game with nothing on the terminal and
no trace to report; the autosave brought the game back, but what had crashed was lost.
Python's :mod:`faulthandler` writes the stacks at the moment of the crash (it needs no
Python code to run then). The file only grows by a crash; ``PYTHONFAULTHANDLER`` set
(the stacks go to stderr already) or a folder that cannot be written leaves it off.
"""

from __future__ import annotations

import faulthandler
import os
from pathlib import Path

from ..saves.paths import data_dir

NAME = "crash.log"
_open_files: list = []  # kept open for the life of the process: faulthandler writes to it


def keep_crash_log(folder: Path | None = None) -> Path | None:
    """Send a crash's stacks to ``folder``/crash.log (default: the data folder); the
    file's path, or None when stderr has them already or the folder is not writable."""
    if os.environ.get("PYTHONFAULTHANDLER"):
        return None
    path = (folder or data_dir()) / NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = path.open("a", encoding="utf-8")
    except OSError:
        return None
    faulthandler.enable(file=handle, all_threads=True)
    _open_files.append(handle)
    return path
