"""Kingdom Builder's lesson files (``data/kingdom_builder/lessons/*.yaml``), read by the
frame's :mod:`omg_desktop.tutorial.loading` with this game's hooks, their English texts
(the data texts a translation keys). ``tutorial --check --game kingdom_builder`` walks
them (the game's ``commands``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....data_loading.paths import LESSONS_FOLDER, default_data_root
from ....tutorial.lesson import Lesson, lesson_texts
from ....tutorial.loading import Reader
from .rules import RULES, decode

#: The game's folder under the data root.
GAME_FOLDER = "kingdom_builder"


def lessons_folder(root: Path | None = None) -> Path:
    """``kingdom_builder/lessons/`` in the data folder (default: the packaged one)."""
    return (default_data_root() if root is None else Path(root)) / GAME_FOLDER / LESSONS_FOLDER


def reader(cat: Any = None) -> Reader:
    """The frame's reader with Kingdom Builder's hooks (actions are their own text)."""
    return Reader(RULES, decode, cat)


def load_lessons(root: Path | None = None, cat: Any = None) -> list[Lesson]:
    """Every lesson (sorted by ``order``); DataError listing every problem."""
    return reader(cat).load(lessons_folder(root))


def source_texts(_cat: Any = None) -> dict[str, str]:
    """Every lesson text, by translation key, in English (the record's data texts)."""
    out: dict[str, str] = {}
    for lesson in load_lessons():
        out.update(lesson_texts(lesson))
    return out
