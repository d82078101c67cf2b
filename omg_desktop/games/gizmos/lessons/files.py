"""Gizmos' lesson files (``data/gizmos/lessons/*.yaml``), read by the frame's
:mod:`omg_desktop.tutorial.loading` with this game's hooks, and their English texts
(the data texts a translation keys)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....data_loading.paths import LESSONS_FOLDER, default_data_root
from ....tutorial.lesson import Lesson, lesson_texts
from ....tutorial.loading import Reader
from .rules import RULES, decode

#: The game's folder under the data root.
GAME_FOLDER = "gizmos"


def lessons_folder(root: Path | None = None) -> Path:
    """``gizmos/lessons/`` in the data folder (default: the packaged one)."""
    return (default_data_root() if root is None else Path(root)) / GAME_FOLDER / LESSONS_FOLDER


def reader(cat: Any = None) -> Reader:
    """The frame's reader with Gizmos' hooks (actions are their own text)."""
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
