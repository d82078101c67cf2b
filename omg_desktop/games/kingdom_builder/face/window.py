"""What the window takes of Kingdom Builder's face for itself: the art, the decision
panel and the rules page."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def card_art(catalog: Any, _settings: Any = None) -> Any:
    from .art import Art

    return Art(catalog)


def decision_panel(catalog: Any) -> Any:
    from .panel import KingdomBuilderPanel

    return KingdomBuilderPanel()


def rules_path(language: str) -> Path:
    """The rules page in ``language`` (Help ▸ Rules, F1), English when it has none."""
    from ..help_pages import rules_path as page

    return page(language)
