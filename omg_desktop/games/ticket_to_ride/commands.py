"""Ticket to Ride's own work for the command line (its record's ``commands``): a data
folder's map checked (``validate-data --game ticket_to_ride [DIR]``: the cities, routes,
tickets and cards of ``ticket_to_ride/usa.yaml``, and the lessons once the game has
them) and its lessons walked (``tutorial --check --game ticket_to_ride``). Imported by
the commands only; each function imports what it needs when called."""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path
from typing import Any

#: The package of the game's lessons (the lessons' files and their reader).
LESSONS_MODULE = f"{__package__}.lessons.files"


def has_lessons() -> bool:
    """Whether the game ships its lessons' reader."""
    try:
        return find_spec(LESSONS_MODULE) is not None
    except ModuleNotFoundError:
        return False


def load_data(folder: Path | None = None) -> Any:
    """The catalog of a data folder (None: the shipped data); DataError lists its problems."""
    from .loading import FILE, FOLDER, default_catalog, load_catalog

    return default_catalog() if folder is None else load_catalog(Path(folder) / FOLDER / FILE)


def check_data(folder: Path | None = None) -> tuple[Path, list[str], list[str]]:
    """A data folder checked (None: the shipped data): the folder, its problems (each
    naming file, line, entry and field), and the summary's lines when none."""
    if has_lessons():
        return _lessons().check_data(folder, load_data, summary)
    from ...data_loading.paths import default_data_root
    from ...data_loading.problems import DataError

    root = default_data_root() if folder is None else Path(folder)
    try:
        catalog = load_data(folder)
    except DataError as err:
        return root, [str(p) for p in err.problems], []
    return root, [], [summary(catalog, root)]


def _check_lessons(catalog: Any, folder: Path | None = None, only: str | None = None) -> dict:
    """Every lesson of a data folder (None: the shipped one) walked through the rules:
    ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
    from . import game

    return _lessons().check(game(), catalog, folder, only)


def __getattr__(name: str) -> Any:
    """``check_lessons`` once the game ships its lessons: until then the module has none,
    and ``tutorial`` says in words that the game has no lessons."""
    if name == "check_lessons" and has_lessons():
        return _check_lessons
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def summary(catalog: Any, root: Path) -> str:
    """``OK: 36 cities, 100 routes, 30 destination tickets, 110 train cards in DIR``."""
    cards = sum(catalog.cards.values())
    return (
        f"OK: {len(catalog.cities)} cities, {len(catalog.routes)} routes, "
        f"{len(catalog.tickets)} destination tickets, {cards} train cards in {root}"
    )


def _lessons() -> Any:
    from importlib import import_module

    return import_module(LESSONS_MODULE).LESSONS
