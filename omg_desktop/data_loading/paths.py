"""Where the packaged data lives; kept apart from the loader so that finding the data
folder (the catalog cache's key needs it) does not import the loader and PyYAML."""

from __future__ import annotations

import importlib.resources
from pathlib import Path


def default_data_root() -> Path:
    """The packaged data: ``omg_desktop/_data`` in a wheel, else the checkout's ``data/``."""
    try:
        packaged = importlib.resources.files("omg_desktop") / "_data"
        if packaged.is_dir():
            return Path(str(packaged))
    except (ModuleNotFoundError, TypeError, OSError):
        pass
    return Path(__file__).resolve().parents[2] / "data"
