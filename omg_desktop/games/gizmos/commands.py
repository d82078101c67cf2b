"""Gizmos' own work for the command line (its record's ``commands``): its lessons
walked (``tutorial --check --game gizmos``). Imported by the commands only; each
function imports what it needs when called."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def load_data(folder: Path | None = None) -> Any:
    """The catalog of a data folder (None: the shipped data); DataError lists its problems."""
    from .loading import FILE, FOLDER, default_catalog, load_catalog

    return default_catalog() if folder is None else load_catalog(Path(folder) / FOLDER / FILE)


def check_lessons(catalog: Any, folder: Path | None = None, only: str | None = None) -> dict:
    """Every lesson of a data folder (None: the shipped one) walked through the rules:
    ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
    from ...tutorial.check import check_folder
    from . import game
    from .lessons.files import lessons_folder, reader

    return check_folder(game(), reader(catalog), lessons_folder(folder), catalog, only)
