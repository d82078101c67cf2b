"""``omg-desktop tutorial --check`` for Oh My Goods!: every lesson read from the data
folder (:mod:`omg_desktop.games.ohmygoods.loading.lessons`) and walked by the frame's
engine (:mod:`omg_desktop.tutorial.check`) with this game's hooks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....tutorial import check as frame
from ..rules import Catalog
from .lesson import Lesson
from .rules import RULES
from .walk import record


def check_lessons(cat: Catalog, lessons: list[Lesson]) -> dict[str, Any]:
    """``{"lessons": N, "steps": M, "errors": [...]}`` for ``lessons``."""
    return frame.check_lessons(record(), RULES, cat, lessons)


def check_folder(cat: Catalog, root: Path | None = None, only: str | None = None) -> dict[str, Any]:
    """:func:`check_lessons` for the lessons of a data folder (default: the packaged
    one); ``only``: that lesson alone (an unknown name is an error)."""
    from ..loading.lessons import read_lessons

    lessons, problems = read_lessons(root, cat)
    chosen = frame.choose(lessons, only)
    if isinstance(chosen, str):
        if not problems:
            return {"lessons": 0, "steps": 0, "errors": [chosen]}
        chosen = []
    return frame.check_lessons(record(), RULES, cat, chosen, problems)
