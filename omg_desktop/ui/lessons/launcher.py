"""From a menu or the first start to a lesson on the table, for the window's game.

- :func:`ask_lessons` — *Help ▸ Learn to play*: the lessons, each to start or go on;
- :func:`offer_first_lesson` — once, at the very first start (a setting remembers it
  was offered, taken or declined, and a player who already has saved games is not asked);
- :func:`start_lesson` — the lesson on the table at its step (after asking to leave a
  game in progress).

The game's lessons and what is the game's in them come from its face's
:class:`.hooks.LessonFace` (:func:`lesson_face`); a game without one has no lessons.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ...tutorial.lesson import OFFER_FIRST_START, Lesson
from ...tutorial.words import LessonWords
from .hooks import LessonFace
from .progress import LessonProgress


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
    """The lesson's texts in the window's language."""
    from ...i18n.data_texts import read_texts
    from ...resources import resources_root

    face = lesson_face(window)
    assert face is not None  # a lesson came from it
    language = window.language
    texts = {} if language == "en" else read_texts(resources_root() / "translations", language)
    return LessonWords(lesson, face.rules, window.cat, texts)


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


def offer_first_lesson(window) -> bool:
    """At the very first start: offer the first lesson (True if the offer is shown).
    Asked once: a setting remembers it, and someone with saved games is not asked."""
    progress = progress_of(window)
    if progress.offered(OFFER_FIRST_START):
        return False
    progress.mark_offered(OFFER_FIRST_START)
    lesson = lesson_by_offer(window, OFFER_FIRST_START)
    folder = window.store.folder  # the save slots and the campaign slots
    if lesson is None or (folder.is_dir() and any(folder.glob("*.json"))):
        return False  # a player who has played before
    words = words_for(window, lesson)
    box = _question(
        window,
        tr("Learn to play"),
        fill(
            tr(
                "New to the game? Play a guided first game: a coach shows you every "
                "rule as you play (about %1 minutes). You can leave at any time and go on "
                "later from Help ▸ Learn to play."
            ),
            lesson.minutes,
        ),
        tr("&Learn to play"),
        tr("&Not now"),
        "LessonOffer",
    )
    box.setInformativeText(words.summary())
    box.accepted.connect(lambda: start_lesson(window, lesson.id))
    box.rejected.connect(window.ask_new_game)
    window.games.extras["lesson_offer"] = box
    box.open()
    return True


def _question(window, title: str, text: str, yes: str, no: str, name: str):
    from ..dialogs.questions import question

    return question(window, title, text, yes, no, name=name)


def ask_lessons(window) -> None:
    """*Help ▸ Learn to play*: the lessons, to start or to go on with."""
    from .dialog import LessonsDialog

    found = lessons(window)
    dlg = LessonsDialog([(x, words_for(window, x)) for x in found], progress_of(window), window)
    dlg.chosen.connect(lambda lesson_id, fresh: start_lesson(window, lesson_id, fresh))
    window.games.extras["lessons_dialog"] = dlg
    dlg.open()
