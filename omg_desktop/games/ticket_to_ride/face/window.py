"""What the window takes of Ticket to Ride's face for itself: the art, the decision
panel and the rules page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The rules pages' folder under the resources' ``help`` folder.
HELP_FOLDER = "ticket_to_ride"


def card_art(catalog: Any, _settings: Any = None) -> Any:
    from .art import Art

    return Art(catalog)


def decision_panel(catalog: Any) -> Any:
    from .panel import TicketToRidePanel

    return TicketToRidePanel(catalog)


def rules_path(language: str) -> Path:
    """The rules page in ``language`` (Help ▸ Rules, F1), English when it has none."""
    from omg_desktop.resources import help_page

    return help_page(language, HELP_FOLDER)
