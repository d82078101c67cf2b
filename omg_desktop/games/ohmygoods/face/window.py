"""What the frame's main window takes from Oh My Goods!'s face: the card art, the
decision panel, the hint, the sound of a chapter's end and the card turned over at a
round's start (the expansion's events).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill


def card_art(catalog: Any, settings: Any) -> Any:
    """The card art the table draws with (renders kept on disk, the card text size set)."""
    from .art import CardArt

    return CardArt(catalog, keep_renders=True, text_size=settings.card_text_size)


def decision_panel(catalog: Any) -> Any:
    """The decision panel beside the table."""
    from .panel.panel import ActionPanel

    return ActionPanel(catalog)


def hint(view: Any, legal: list) -> str:
    """What the Normal opponent would do now, and why, in a few sentences."""
    from ..bots.hint import hint_parts

    _action, parts = hint_parts(view, legal, view.cat)
    sentences = [
        fill(
            QCoreApplication.translate("Hint", text, None, n), *args
        )  # i18n: marked with QT_TRANSLATE_NOOP
        for text, args, n in parts
    ]
    return QCoreApplication.translate("Hint", " ", "between two sentences").join(sentences)


def chapter_outcome(view: Any) -> str:
    """A story chapter's end, by its goal: won with a medal, lost without one (the goal
    is the table's, shown on it); a chapter without a goal is neutral."""
    from ..campaign.flow import goal_progress

    progress = goal_progress(view)
    if progress is None:
        return "game_over"
    goal, value = progress
    return "game_won" if goal.medal(value) else "game_lost"


def events_shown(window: Any, events: list) -> None:
    """The event card turned at the start of a round, shown large a while (its title and
    words, over the table until a click or a key)."""
    turned = [e.data["event"] for e in events if e.kind == "event_turned"]
    if turned:
        from .campaign.event_notice import show_event_notice

        show_event_notice(window, turned[-1])


def rules_path(language: str) -> Any:
    """The rules summary in ``language`` (Help ▸ Rules)."""
    from omg_desktop.ui.dialogs.help import help_path

    return help_path(language)
