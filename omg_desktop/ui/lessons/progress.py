"""Where the player is in each lesson of a game, and which offers the window has made.

Kept in the settings as small JSON values under the game's id
(``games/<id>/lessons/progress``, ``games/<id>/lessons/offered``, the settings' game
texts: :meth:`~omg_desktop.ui.settings.Settings.game_text`); anything that does not
parse reads as a lesson not begun, never an error. The versions before the box kept
the default game's under ``tutorial/progress`` and ``tutorial/offered``: read there
until the game's own key is written (which moves them).
"""

from __future__ import annotations

import json
from typing import Any

from ...games import registry
from ..settings import Settings, game_key

#: Where the versions before the box kept the default game's progress and offers.
OLD_PROGRESS_KEY = "tutorial/progress"
OLD_OFFERED_KEY = "tutorial/offered"
PROGRESS, OFFERED = "lessons/progress", "lessons/offered"  # the names under the game's


def progress_key(game: str) -> str:
    """The settings key of ``game``'s lessons' progress."""
    return game_key(game, PROGRESS)


def offered_key(game: str) -> str:
    """The settings key of the offers of ``game``'s lessons made so far."""
    return game_key(game, OFFERED)


class LessonProgress:
    """Each lesson's step (by id) and whether it was finished; the offers made — for
    one game (``game``: its id; the default game's when None)."""

    def __init__(self, settings: Settings, game: str | None = None) -> None:
        self._settings = settings
        self.game = registry.DEFAULT if game is None else game
        game_key(self.game, PROGRESS)  # (ValueError: not a game's id)

    def _load(self, name: str, old: str) -> Any:
        raw = self._settings.game_text(self.game, name, old)
        try:
            return json.loads(raw) if raw is not None else None
        except (ValueError, RecursionError):
            return None

    def _save(self, name: str, old: str, value: Any) -> None:
        self._settings.set_game_text(self.game, name, json.dumps(value, sort_keys=True), old)

    def _lessons(self) -> dict[str, dict[str, Any]]:
        data = self._load(PROGRESS, OLD_PROGRESS_KEY)
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}

    def step(self, lesson: str) -> str | None:
        """The id of the step the player left the lesson at (None: not begun)."""
        value = self._lessons().get(lesson, {}).get("step")
        return value if isinstance(value, str) else None

    def finished(self, lesson: str) -> bool:
        return self._lessons().get(lesson, {}).get("finished") is True

    def remember(self, lesson: str, step: str) -> None:
        lessons = self._lessons()
        entry = dict(lessons.get(lesson, {}))
        entry["step"] = step
        lessons[lesson] = entry
        self._save(PROGRESS, OLD_PROGRESS_KEY, lessons)

    def finish(self, lesson: str) -> None:
        """The lesson was played to its end: next time it starts from the beginning."""
        lessons = self._lessons()
        lessons[lesson] = {"finished": True}
        self._save(PROGRESS, OLD_PROGRESS_KEY, lessons)

    def forget(self, lesson: str) -> None:
        """Start the lesson over (it stays finished if it was)."""
        lessons = self._lessons()
        entry = {k: v for k, v in lessons.get(lesson, {}).items() if k != "step"}
        lessons[lesson] = entry
        self._save(PROGRESS, OLD_PROGRESS_KEY, lessons)

    def offered(self, where: str) -> bool:
        """Whether the window has offered the lesson of ``where`` already (first start,
        the campaign's first chapter)."""
        data = self._load(OFFERED, OLD_OFFERED_KEY)
        return isinstance(data, list) and where in data

    def mark_offered(self, where: str) -> None:
        data = self._load(OFFERED, OLD_OFFERED_KEY)
        done = [x for x in data if isinstance(x, str)] if isinstance(data, list) else []
        if where not in done:
            done.append(where)
        self._save(OFFERED, OLD_OFFERED_KEY, done)
