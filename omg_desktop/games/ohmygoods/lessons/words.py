"""A lesson's words in the player's language, with the names of the cards filled in.

The English texts are the lesson's; their translations are in
``resources/translations/data.<language>.yaml`` under the keys of
:func:`.lesson.text_key` (a key without a translation keeps the English text).
Placeholders (``{card:28}``, ``{good:coal}`` …) become the names the catalog gives
(a localized catalog: the names the cards on the table show).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..rules import Catalog
from .lesson import PLACEHOLDER, Lesson, Step, text_key


def name_of(cat: Catalog, kind: str, ref: str) -> str:
    """The name of the thing a placeholder names (its reference when there is none)."""
    if kind == "card":
        card = cat.find_card(int(ref))
        return card.name if card is not None else ref
    if kind == "good":
        return cat.goods[ref].name if ref in cat.goods else ref
    if kind == "resource":
        return cat.resources[ref].name if ref in cat.resources else ref
    if kind == "colour":
        return cat.colour_names.get(ref, ref)
    if kind == "assistant":
        found = {**cat.assistants, **cat.extra_assistants}.get(int(ref))
        return found.name if found is not None else ref
    if kind == "event":
        event = cat.events.get(int(ref))
        return event.name if event is not None else ref
    return ref


def fill_names(text: str, cat: Catalog, opponent: str, mark=None) -> str:
    """``text`` with its placeholders replaced by names; ``mark(name)`` dresses each
    name (e.g. in bold) and ``mark(None, part)`` each stretch of plain text."""

    def plain(part: str) -> str:
        return part if mark is None else mark(None, part)

    out: list[str] = []
    pos = 0
    for m in PLACEHOLDER.finditer(text):
        out.append(plain(text[pos : m.start()]))
        name = opponent if m.group(1) is None else name_of(cat, m.group(1), m.group(2))
        out.append(name if mark is None else mark(name, None))
        pos = m.end()
    out.append(plain(text[pos:]))
    return "".join(out)


class LessonWords:
    """The texts of one lesson in one language (English where a text has no translation)."""

    def __init__(self, lesson: Lesson, cat: Catalog, texts: Mapping[str, str]) -> None:
        self.lesson = lesson
        self.cat = cat
        self.texts = texts

    def raw(self, *parts: str, english: str = "") -> str:
        """The translation of the text keyed by ``parts``, else ``english``."""
        return self.texts.get(text_key(self.lesson.id, *parts), english)

    def filled(self, *parts: str, english: str = "", mark=None) -> str:
        return fill_names(self.raw(*parts, english=english), self.cat, self.lesson.opponent, mark)

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
