"""What the window takes of Gizmos' face for itself: the card art, the decision panel,
the rules page and Help ▸ Hint's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .art import Art


def card_art(catalog: Any, _settings: Any = None) -> Art:
    return Art(catalog)


def decision_panel(catalog: Any) -> Any:
    from .panel import GizmosPanel

    return GizmosPanel()


def rules_path(language: str) -> Path:
    """The rules page in ``language`` (Help ▸ Rules, F1), English when it has none."""
    from ..help_pages import rules_path as page

    return page(language)
