"""``omg-desktop tutorial --check``'s engine: lessons walked through a game, headless.

A lesson passes when every step plays as written (:func:`.walk.walk`): each expected
action is legal where it stands, each step's claims hold, and the lesson ends where
its last step says.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..data_loading.problems import Problem
from ..games.base import Game
from .lesson import Lesson
from .loading import Reader
from .rules import LessonRules
from .walk import walk


def check_lessons(
    game: Game,
    rules: LessonRules,
    cat: Any,
    lessons: list[Lesson],
    found: Iterable[Problem] = (),
) -> dict[str, Any]:
    """``{"lessons": N, "steps": M, "errors": [...]}`` for ``lessons`` (errors: one line
    each, naming file, line, lesson, step and field); ``found``: the problems reading
    the lessons met, listed first."""
    problems: list[Problem] = []
    steps = 0
    for lesson in lessons:
        steps += len(lesson.steps())
        problems.extend(walk(game, rules, cat, lesson).problems)
    return {
        "lessons": len(lessons),
        "steps": steps,
        "errors": [str(p) for p in sorted(found, key=Problem.sort_key)]
        + [str(p) for p in sorted(problems, key=Problem.sort_key)],
    }


def choose(lessons: list[Lesson], only: str | None) -> list[Lesson] | str:
    """The lessons to check: all, or the one named ``only`` (else why there is none)."""
    if only is None:
        return lessons
    chosen = [x for x in lessons if x.id == only]
    if chosen:
        return chosen
    known = ", ".join(x.id for x in lessons) or "none"
    return f"no lesson {only!r} (known: {known})"


def check_folder(
    game: Game, reader: Reader, folder: Path, cat: Any, only: str | None = None
) -> dict[str, Any]:
    """:func:`check_lessons` for the lessons of ``folder``, read by the game's
    ``reader`` (its hooks and action decoding) and walked with its ``cat``; ``only``:
    that lesson alone (an unknown name is an error, unless reading met problems)."""
    lessons, problems = reader.read(folder)
    chosen = choose(lessons, only)
    if isinstance(chosen, str):
        if not problems:
            return {"lessons": 0, "steps": 0, "errors": [chosen]}
        chosen = []
    return check_lessons(game, reader.rules, cat, chosen, problems)
