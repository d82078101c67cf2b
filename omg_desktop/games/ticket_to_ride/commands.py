"""Ticket to Ride's own work for the command line (its record's ``commands``): a data
folder checked (``validate-data --game ticket_to_ride [DIR]``: the cities, routes,
tickets and cards of ``ticket_to_ride/usa.yaml``, and the lessons' fields) and its
lessons walked (``tutorial --check --game ticket_to_ride``). Imported by the commands
only; each function imports what it needs when called."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def load_data(folder: Path | None = None) -> Any:
    """The catalog of a data folder (None: the shipped data); DataError lists its problems."""
    from .loading import FILE, FOLDER, default_catalog, load_catalog

    return default_catalog() if folder is None else load_catalog(Path(folder) / FOLDER / FILE)


def check_data(folder: Path | None = None) -> tuple[Path, list[str], list[str]]:
    """A data folder checked (None: the shipped data): the folder, its problems (each
    naming file, line, entry or step, and field), and the summary's lines when none."""
    from .lessons.files import LESSONS

    return LESSONS.check_data(folder, load_data, summary)


def check_lessons(catalog: Any, folder: Path | None = None, only: str | None = None) -> dict:
    """Every lesson of a data folder (None: the shipped one) walked through the rules:
    ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
    from . import game
    from .lessons.files import LESSONS

    return LESSONS.check(game(), catalog, folder, only)


def summary(catalog: Any, root: Path) -> str:
    """``OK: 36 cities, 100 routes, 30 destination tickets, 110 train cards in DIR``."""
    cards = sum(catalog.cards.values())
    return (
        f"OK: {len(catalog.cities)} cities, {len(catalog.routes)} routes, "
        f"{len(catalog.tickets)} destination tickets, {cards} train cards in {root}"
    )
