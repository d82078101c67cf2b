"""Oh My Goods!'s lessons in the window: what the frame's
:mod:`omg_desktop.ui.lessons` takes from this game, and the campaign screen's offer.

- :func:`lesson_face` — the game's :class:`~omg_desktop.ui.lessons.hooks.LessonFace`:
  its lesson hooks, its shipped lessons, where the table shows a step's target;
- :func:`campaign_lesson_button` — *Learn the story game first* on the campaign screen,
  until a first campaign (chapter I) is begun.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from omg_desktop.i18n.templates import fill

from .....tutorial.lesson import OFFER_CAMPAIGN, Lesson, Target
from .....ui.lessons.hooks import LessonFace
from .....ui.lessons.launcher import lesson_by_offer, progress_of, start_lesson
from .targets import target_keys


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Coach", text, None, n)


def _load(cat: Any) -> list[Lesson]:
    from ...loading.lessons import load_lessons

    return load_lessons(cat=cat)


@cache
def lesson_face() -> LessonFace:
    """This game's lessons as the window's coach takes them."""
    from ...lessons.rules import RULES

    return LessonFace(RULES, _load, target_keys, opponent_target=Target("opponent"))


def campaign_lesson_button(window, dialog) -> QPushButton | None:
    """On the campaign screen, until a first campaign is begun: *Learn the story game
    first* (the story's lesson), beside *Play All In*. None when it is not offered (the
    lesson was finished, or a campaign slot holds a campaign already)."""
    lesson = lesson_by_offer(window, OFFER_CAMPAIGN)
    if lesson is None or progress_of(window).finished(lesson.id):
        return None
    if any(row.campaign is not None for row in dialog.store.list()):
        return None
    button = QPushButton(fill(tr("Learn the story game first (%1 min)…"), lesson.minutes))
    button.setObjectName("CampaignLesson")
    button.setToolTip(
        tr(
            "The Longsdale Conspiracy adds event cards, characters and new buildings: a "
            "short lesson shows them in one round before you begin chapter I."
        )
    )

    def take() -> None:
        dialog.reject()
        start_lesson(window, lesson.id)

    button.clicked.connect(take)
    dialog.bottom.insertWidget(1, button)
    dialog.lesson_button = button
    return button


__all__ = ["campaign_lesson_button", "lesson_face"]
