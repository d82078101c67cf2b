"""An Oh My Goods! lesson's words in the player's language: the frame's
:mod:`omg_desktop.tutorial.words` with this game's placeholders (``{card:28}``,
``{good:coal}`` …), named by the catalog (a localized catalog: the names the cards on
the table show)."""

from __future__ import annotations

from collections.abc import Mapping

from ....tutorial import words as frame
from ..rules import Catalog
from .lesson import Lesson
from .rules import RULES, name_of


def fill_names(text: str, cat: Catalog, opponent: str, mark=None) -> str:
    """``text`` with its placeholders replaced by names (see the frame's ``fill_names``)."""
    return frame.fill_names(text, RULES, cat, opponent, mark)


class LessonWords(frame.LessonWords):
    """The texts of one lesson in one language (English where a text has no translation)."""

    def __init__(self, lesson: Lesson, cat: Catalog, texts: Mapping[str, str]) -> None:
        super().__init__(lesson, RULES, cat, texts)


__all__ = ["LessonWords", "fill_names", "name_of"]
