"""Ticket to Ride's rules summary (Help ▸ Rules): one page a language under
``resources/help/ticket_to_ride``."""

from __future__ import annotations

from pathlib import Path

from omg_desktop.resources import help_page

#: The pages' folder name under the resources' ``help`` folder.
FOLDER = "ticket_to_ride"


def rules_path(language: str) -> Path:
    """The rules page in ``language`` ("pt_BR", then "pt"), falling back to English."""
    return help_page(language, FOLDER)
