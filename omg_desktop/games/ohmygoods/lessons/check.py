"""``omg-desktop tutorial --check``: every lesson walked through the engine, headless.

A lesson passes when its file is sound (:mod:`omg_desktop.games.ohmygoods.loading.lessons`) and
every step plays as written (:func:`.walk.walk`): each expected action is legal where
it stands, each step's claims hold, and the lesson ends where its last step says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....data_loading.problems import Problem
from ..rules import Catalog
from .lesson import Lesson
from .walk import walk


def check_lessons(cat: Catalog, lessons: list[Lesson]) -> dict[str, Any]:
    """``{"lessons": N, "steps": M, "errors": [...]}`` for ``lessons`` (errors: one line
    each, naming file, line, lesson, step and field)."""
    problems: list[Problem] = []
    steps = 0
    for lesson in lessons:
        result = walk(cat, lesson)
        steps += len(lesson.steps())
        problems.extend(result.problems)
    return {
        "lessons": len(lessons),
        "steps": steps,
        "errors": [str(p) for p in sorted(problems, key=Problem.sort_key)],
    }


def check_folder(cat: Catalog, root: Path | None = None, only: str | None = None) -> dict[str, Any]:
    """:func:`check_lessons` for the lessons of a data folder (default: the packaged
    one); ``only``: that lesson alone (an unknown name is an error)."""
    from ..loading.lessons import read_lessons

    lessons, problems = read_lessons(root, cat)
    if only is not None:
        chosen = [x for x in lessons if x.id == only]
        if not chosen and not problems:
            known = ", ".join(x.id for x in lessons) or "none"
            return {"lessons": 0, "steps": 0, "errors": [f"no lesson {only!r} (known: {known})"]}
        lessons = chosen
    out = check_lessons(cat, lessons)
    out["errors"] = [str(p) for p in sorted(problems, key=Problem.sort_key)] + out["errors"]
    return out
