"""Where the packaged files are: ``resources/`` (art, help, translations)."""

from __future__ import annotations

import importlib.resources
from pathlib import Path


def resources_root() -> Path:
    """``omg_desktop/_resources`` in an installed wheel or a frozen app, else the checkout's."""
    try:
        packaged = importlib.resources.files("omg_desktop") / "_resources"
        if packaged.is_dir():
            return Path(str(packaged))
    except (ModuleNotFoundError, TypeError, OSError):
        pass
    return Path(__file__).resolve().parents[1] / "resources"
