"""Kingdom Builder's own work for the command line (its record's ``commands``): its data
folder checked (``validate-data --game kingdom_builder``: the board sections, and the
lessons' fields once the game has lessons) and its lessons walked (``tutorial --check
--game kingdom_builder``). Imported by the commands only; each function imports what it
needs when called."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

#: The module that reads the game's lessons (the game plays without it).
LESSONS = f"{__package__}.lessons.files"


def load_data(folder: Path | None = None) -> Any:
    """The catalog of a data folder (None: the shipped data); DataError lists its problems."""
    from .loading import FILE, FOLDER, default_catalog, load_catalog

    return default_catalog() if folder is None else load_catalog(Path(folder) / FOLDER / FILE)


def has_lessons() -> bool:
    """Whether the game has lessons to read (their reader's module is there)."""
    return importlib.util.find_spec(LESSONS) is not None


def check_data(folder: Path | None = None) -> tuple[Path, list[str], list[str]]:
    """A data folder checked (None: the shipped data): the folder, its problems (each
    naming file, line, section and field), and the summary's lines when none."""
    from ...data_loading.paths import default_data_root
    from ...data_loading.problems import DataError

    root = default_data_root() if folder is None else Path(folder)
    try:
        catalog = load_data(folder)
    except DataError as err:
        return root, [str(p) for p in err.problems], []
    lines = [summary(catalog, root)]
    if has_lessons():
        files = importlib.import_module(LESSONS)
        lessons, problems = files.reader(catalog).read(files.lessons_folder(root))
        if problems:
            return root, [str(p) for p in problems], []
        steps = sum(len(x.steps()) for x in lessons)
        lines.append(f"    lessons: {len(lessons)} ({steps} steps; tutorial --check plays them)")
    return root, [], lines


def summary(catalog: Any, root: Path) -> str:
    """``OK: 8 board sections, 10 Kingdom Builder cards, 25 terrain cards in DIR``."""
    deck = sum(catalog.terrain_cards.values())
    return (
        f"OK: {len(catalog.sections)} board sections, {len(catalog.cards)} Kingdom Builder "
        f"cards, {deck} terrain cards in {root}"
    )


def check_lessons(catalog: Any, folder: Path | None = None, only: str | None = None) -> dict:
    """Every lesson of a data folder (None: the shipped one) walked through the rules:
    ``{"lessons", "steps", "errors"}``; ``only``: that lesson alone."""
    from ...cli import CommandError
    from ...tutorial.check import check_folder
    from . import game

    if not has_lessons():
        raise CommandError(f"{game().info.title()} has no lessons yet", 2)
    files = importlib.import_module(LESSONS)
    return check_folder(game(), files.reader(catalog), files.lessons_folder(folder), catalog, only)
