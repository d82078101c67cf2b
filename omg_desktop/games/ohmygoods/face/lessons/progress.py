"""Where the player is in each lesson, and which offers the window has made.

Kept in the settings (``tutorial/progress``, ``tutorial/offered``) as small JSON
values; anything that does not parse reads as a lesson not begun, never an error.
"""

from __future__ import annotations

import json
from typing import Any

from .....ui.settings import Settings

PROGRESS_KEY = "tutorial/progress"
OFFERED_KEY = "tutorial/offered"
MAX_TEXT = 4096  # characters a stored value may have (a bad file cannot grow it)


class LessonProgress:
    """Each lesson's step (by id) and whether it was finished; the offers made."""

    def __init__(self, settings: Settings) -> None:
        self._qs = settings.qsettings

    def _load(self, key: str) -> Any:
        raw = self._qs.value(key)
        if not isinstance(raw, str) or not raw or len(raw) > MAX_TEXT:
            return None
        try:
            return json.loads(raw)
        except (ValueError, RecursionError):
            return None

    def _lessons(self) -> dict[str, dict[str, Any]]:
        data = self._load(PROGRESS_KEY)
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}

    def _store(self, lessons: dict[str, dict[str, Any]]) -> None:
        self._qs.setValue(PROGRESS_KEY, json.dumps(lessons, sort_keys=True))

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
        self._store(lessons)

    def finish(self, lesson: str) -> None:
        """The lesson was played to its end: next time it starts from the beginning."""
        lessons = self._lessons()
        lessons[lesson] = {"finished": True}
        self._store(lessons)

    def forget(self, lesson: str) -> None:
        """Start the lesson over (it stays finished if it was)."""
        lessons = self._lessons()
        entry = {k: v for k, v in lessons.get(lesson, {}).items() if k != "step"}
        lessons[lesson] = entry
        self._store(lessons)

    def offered(self, where: str) -> bool:
        """Whether the window has offered the lesson of ``where`` already (first start,
        the campaign's first chapter)."""
        data = self._load(OFFERED_KEY)
        return isinstance(data, list) and where in data

    def mark_offered(self, where: str) -> None:
        data = self._load(OFFERED_KEY)
        done = [x for x in data if isinstance(x, str)] if isinstance(data, list) else []
        if where not in done:
            done.append(where)
        self._qs.setValue(OFFERED_KEY, json.dumps(done))
