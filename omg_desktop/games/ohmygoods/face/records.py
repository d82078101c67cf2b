"""Oh My Goods!'s words for the frame's score sheet and statistics: the score's parts,
the tie-break's sentence, a finished game's rules (its rule set or campaign chapter),
the chapters' numbers and the endings' titles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("ScoreSheetDialog", text)


def score_part_name(part: str) -> str:
    """The score sheet's row of a part of the record's ``score_parts``."""
    names = {
        "buildings": _t("Buildings"),
        "assistants": _t("Assistants"),
        "goods": _t("Goods (coins → points)"),
        "leftover": _t("Coins left (tie-break)"),
    }
    return names.get(part, part)


def tie_break_note(shared: bool) -> str:
    """Why the tie-break decided (``shared``: it could not: the victory is shared)."""
    if shared:
        return _t("They have the same points and the same coins left.")
    return _t("Several players have the same points: the most coins left breaks the tie.")


def rules_name(cat: Any, ruleset: str, chapter: str | None) -> str:
    """A finished game's rules as the statistics list them: its campaign chapter's title,
    else its rule set's name (a key no longer known as it is)."""
    from .campaign.story_dialog import chapter_title

    if chapter is not None and chapter in cat.chapters:
        return chapter_title(cat.chapters[chapter])
    try:
        return cat.stored_ruleset(ruleset).name
    except KeyError:
        return ruleset


def chapter_numbers(cat: Any) -> dict[str, int]:
    """Each campaign chapter's number, by its id."""
    return {cid: ch.number for cid, ch in cat.chapters.items()}


def ending_titles(cat: Any) -> dict[str, str]:
    """Each ending's title, by its id, in the story's order."""
    return {e.id: e.title for e in cat.endings}
