"""A lesson's words in the player's language, with the names of things filled in.

The English texts are the lesson's; their translations come keyed by
:func:`.lesson.text_key` (a key without a translation keeps the English text).
Placeholders (the game's, :attr:`.rules.LessonRules.placeholder`) become the names the
game's catalog gives (a localized catalog: the names the table shows).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .lesson import Lesson, Step, text_key
from .rules import LessonRules


def fill_names(text: str, rules: LessonRules, cat: Any, opponent: str, mark=None) -> str:
    """``text`` with its placeholders replaced by names; ``mark(name)`` dresses each
    name (e.g. in bold) and ``mark(None, part)`` each stretch of plain text."""

    def plain(part: str) -> str:
        return part if mark is None else mark(None, part)

    out: list[str] = []
    pos = 0
    for m in rules.placeholder.finditer(text):
        out.append(plain(text[pos : m.start()]))
        named = m.lastindex is not None and m.group(1) is not None
        name = rules.name_of(cat, m.group(1), m.group(2)) if named else opponent
        out.append(name if mark is None else mark(name, None))
        pos = m.end()
    out.append(plain(text[pos:]))
    return "".join(out)


class LessonWords:
    """The texts of one lesson in one language (English where a text has no translation)."""

    def __init__(
        self, lesson: Lesson, rules: LessonRules, cat: Any, texts: Mapping[str, str]
    ) -> None:
        self.lesson = lesson
        self.rules = rules
        self.cat = cat
        self.texts = texts

    def raw(self, *parts: str, english: str = "") -> str:
        """The translation of the text keyed by ``parts``, else ``english``."""
        return self.texts.get(text_key(self.lesson.id, *parts), english)

    def filled(self, *parts: str, english: str = "", mark=None) -> str:
        text = self.raw(*parts, english=english)
        return fill_names(text, self.rules, self.cat, self.lesson.opponent, mark)

    def title(self) -> str:
        return self.filled("title", english=self.lesson.title)

    def summary(self) -> str:
        return self.filled("summary", english=self.lesson.summary)

    def part_title(self, part_id: str) -> str:
        part = next(p for p in self.lesson.parts if p.id == part_id)
        return self.filled(part.id, "title", english=part.title)

    def say(self, step: Step, mark=None) -> str:
        return self.filled(step.id, "say", english=step.say, mark=mark) if step.say else ""

    def wrong(self, step: Step, mark=None) -> str:
        return self.filled(step.id, "wrong", english=step.wrong, mark=mark) if step.wrong else ""
