"""What a friend at a campaign chapter's network table reads once the chapter is over and
the host decides what comes next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ...campaign.flow import story
from .story_dialog import chapter_title


def chapter_line(catalog: Any, chapter: str | None) -> str | None:
    """The lobby's line naming a campaign chapter's table (None: not a chapter's, or All
    In)."""
    ch = catalog.chapters.get(chapter) if chapter else None
    if ch is None or ch.all_in:
        return None
    text = QCoreApplication.translate("Network", "The Longsdale Conspiracy, %1")
    return fill(text, chapter_title(ch))


def host_deciding(catalog: Any, chapter: str | None) -> str:
    """The words while the host reads the result (the story's end after its last chapter)."""
    chapters = [c.id for c in story(catalog)]
    if chapters and chapter == chapters[-1]:
        return QCoreApplication.translate(
            "Network", "The story's last chapter is over: the host reads its ending."
        )
    return QCoreApplication.translate(
        "Network", "Chapter over: the host is choosing what comes next…"
    )
