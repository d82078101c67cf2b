"""From a menu or the first start to a lesson on the table, for the window's game.

- :func:`ask_lessons` — *Help ▸ Learn to play*: the lessons, each to start or go on;
- :func:`start_lesson` — the lesson on the table at its step (after asking to leave a
  game in progress);
- :func:`has_played` — whether the save slots hold a file of a given game (the
  library's first-start offer, ``ui/library/first_lesson``, asks it).

The game's lessons and what is the game's in them come from its face's
:class:`.hooks.LessonFace` (:func:`lesson_face`); a game without one has no lessons.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ...games import registry
from ...tutorial.lesson import Lesson
from ...tutorial.words import LessonWords
from .hooks import LessonFace
from .progress import LessonProgress

_log = logging.getLogger(__name__)


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Coach", text, None, n)


def lesson_face(window) -> LessonFace | None:
    """The window's game's lessons as its face hands them (None: it has none)."""
    make = getattr(window.face, "lesson_face", None)
    return make() if make is not None else None


def progress_of(window) -> LessonProgress:
    """Where the player is in the lessons of the window's game."""
    return LessonProgress(window.settings, window.game.info.id)


def lessons(window) -> list[Lesson]:
    """The shipped lessons (checked: a broken lesson file shows as none, with a warning)."""
    cached = window.games.extras.get("lessons")
    if cached is not None:
        return cached
    from ...data_loading import DataError

    face = lesson_face(window)
    try:
        found = face.load(window.cat) if face is not None else []
    except DataError as exc:
        window.games.warning.emit(
            fill(tr("The lessons could not be read: %1"), str(exc).splitlines()[0])
        )
        found = []
    window.games.extras["lessons"] = found
    return found


def lesson_by_offer(window, where: str) -> Lesson | None:
    return next((x for x in lessons(window) if x.offer == where), None)


def words_for(window, lesson: Lesson) -> LessonWords:
    """The lesson's texts in the window's language (the game's texts file, read once
    per window and language)."""
    face = lesson_face(window)
    assert face is not None  # a lesson came from it
    return LessonWords(lesson, face.rules, window.cat, _texts(window))


def _texts(window) -> dict[str, str]:
    """The translations of the window's game's data texts into its language."""
    language = window.language
    cached = window.games.extras.get("lesson_texts")
    if cached is not None and cached[0] == language:
        return cached[1]
    texts: dict[str, str] = {}
    if language != "en":
        from ...i18n.data_texts import read_texts
        from ...resources import resources_root

        try:
            texts = read_texts(resources_root() / "translations", language, window.game.info.id)
        except (OSError, ValueError) as exc:  # a damaged file: the lessons in English
            _log.warning("the lessons' translations could not be read: %s", exc)
    window.games.extras["lesson_texts"] = (language, texts)
    return texts


def start_lesson(window, lesson_id: str, from_start: bool = False) -> None:
    """``lesson_id`` on the table: where the player left it (``from_start``: step 1)."""
    lesson = next((x for x in lessons(window) if x.id == lesson_id), None)
    if lesson is None:
        return
    window.leave_game_then(lambda: _begin(window, lesson, from_start))


def _begin(window, lesson: Lesson, from_start: bool) -> None:
    from ...tutorial.walk import walk
    from .coach import Coach

    face = lesson_face(window)
    assert face is not None  # a lesson came from it
    progress = progress_of(window)
    if from_start:
        progress.forget(lesson.id)
    result = walk(window.game, face.rules, window.cat, lesson)
    if not result.ok or not result.stops:
        problem = str(result.problems[0]) if result.problems else lesson.id
        window.games.warning.emit(fill(tr("This lesson cannot be played: %1"), problem))
        return
    if window.games.coach is not None:
        window.games.coach._end()
    step = progress.step(lesson.id)
    index = lesson.index_of(step) if step is not None else None
    coach = Coach(window, lesson, result, words_for(window, lesson), face)
    coach.begin(index or 0)


def has_played(folder: Path, game_id: str) -> bool:
    """Whether ``folder`` (the save slots, the campaign slots) holds a file of the game
    ``game_id``: each file names its game (``game``; none: the default game's, as a file
    that cannot be read counts)."""
    if not folder.is_dir():
        return False
    return any(_game_of(path) == game_id for path in sorted(folder.glob("*.json")))


def _game_of(path: Path) -> str:
    from ...gamefile import GameFileError, decode_json, read_limited

    try:
        data = decode_json(read_limited(path), path.name)
    except (OSError, GameFileError):
        return registry.DEFAULT
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) and game else registry.DEFAULT


def ask_lessons(window) -> None:
    """*Help ▸ Learn to play*: the lessons, to start or to go on with."""
    from .dialog import LessonsDialog

    found = lessons(window)
    dlg = LessonsDialog([(x, words_for(window, x)) for x in found], progress_of(window), window)
    dlg.chosen.connect(lambda lesson_id, fresh: start_lesson(window, lesson_id, fresh))
    window.games.extras["lessons_dialog"] = dlg
    dlg.open()
