"""What a friend at a campaign chapter's network table reads once the chapter is over and
the host decides what comes next."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...campaign.flow import story


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
