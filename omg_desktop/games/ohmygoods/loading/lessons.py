"""Oh My Goods!'s lessons from YAML (``data/lessons/*.yaml``), read by the frame's
:mod:`omg_desktop.tutorial.loading` with this game's hooks
(:data:`omg_desktop.games.ohmygoods.lessons.rules.RULES`: its claims and their values,
its areas and items, its placeholders and what its catalog knows) and its action
encoding. ``docs/tutorial.md`` explains every field. Whether the steps play as written
is the frame's walk's to say (:mod:`omg_desktop.tutorial.walk`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from omg_desktop.games.ohmygoods.lessons.rules import RULES
from omg_desktop.games.ohmygoods.rules.actions import decode
from omg_desktop.games.ohmygoods.rules.catalog import Catalog

from ....data_loading.paths import LESSONS_FOLDER, default_data_root
from ....data_loading.problems import Problem
from ....tutorial.lesson import Lesson, Target, lesson_texts
from ....tutorial.loading import Reader

#: The folder of the data that holds the lessons (the catalog's loader leaves it out).
FOLDER = LESSONS_FOLDER


def lessons_folder(root: Path | None = None) -> Path:
    """Where the lessons are: ``lessons/`` in the data folder (default: the packaged one)."""
    return (default_data_root() if root is None else Path(root)) / FOLDER


def reader(cat: Catalog | None = None) -> Reader:
    """The frame's reader with this game's hooks (``cat``: check the names against it)."""
    return Reader(RULES, decode, cat)


def load_lessons(root: Path | None = None, cat: Catalog | None = None) -> list[Lesson]:
    """Every lesson under ``root``'s ``lessons/`` (sorted by ``order``); raise
    :class:`~omg_desktop.data_loading.DataError` listing every problem."""
    return reader(cat).load(lessons_folder(root))


def read_lessons(
    root: Path | None = None, cat: Catalog | None = None
) -> tuple[list[Lesson], list[Problem]]:
    """The lessons that could be built, and the problems of all of them."""
    return reader(cat).read(lessons_folder(root))


def build_lesson(
    data: Any, shown: str, problems: list[Problem], cat: Catalog | None = None
) -> Lesson | None:
    """One file's lesson (None, with the problems reported, when it cannot be built)."""
    return reader(cat).build(data, shown, problems)


def parse_target(item: Any) -> Target | str:
    """The :class:`Target` ``item`` names, or why it names none."""
    return reader().parse_target(item)


def source_texts(root: Path | None = None) -> dict[str, str]:
    """Every lesson text, by translation key, in English (no lessons: empty)."""
    out: dict[str, str] = {}
    for lesson in load_lessons(root):
        out.update(lesson_texts(lesson))
    return out


__all__ = ["FOLDER", "build_lesson", "lessons_folder", "load_lessons", "parse_target",
           "read_lessons", "source_texts"]  # fmt: skip
