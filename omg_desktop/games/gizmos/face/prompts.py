"""What the viewer must do now, in one sentence (the panel's prompt)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

from ..rules.state import ACTION, BOTTOM, DECK, EFFECTS, FILE, FREE, PICK, RESEARCH


def tr(text: str) -> str:
    return QCoreApplication.translate("Gizmos", text)


def prompt_text(view: Any, seat_names: Sequence[str], *, active: int | None,
                cover: int | None, actions: Any) -> str:  # fmt: skip
    """The prompt for the viewer (``actions``: theirs; none: whom the table waits for)."""
    if cover is not None:
        return fill(tr("Waiting for %1 to take the seat…"), seat_names[cover])
    if view is not None and view.over:
        return tr("The game is over.")
    if not actions:
        return "" if active is None else fill(tr("Waiting for %1…"), seat_names[active])
    if list(actions) == ["pass"]:
        return tr("You can do nothing this turn: pass.")
    step = view.step
    if step == ACTION:
        return tr("Your turn: click a display card to file or build it, a marble to pick "
                  "it, or a deck to research.")  # fmt: skip
    if step == RESEARCH:
        return tr("Research: click a drawn card to build or file it, or skip.")
    if step == BOTTOM:
        return tr("Click the cards in the order they go under the deck (the first goes "
                  "under first).")  # fmt: skip
    if step == EFFECTS:
        return tr("Your active gizmos glow: click one to use it, or end the turn.")
    if step == PICK:
        return QCoreApplication.translate(
            "Gizmos", "Pick %n energy from the row.", None, max(1, int(view.picks))
        )
    if step == FILE:
        return tr("File a card of the display: click it.")
    if step == DECK:
        return tr("Research: click a deck.")
    if step == FREE:
        return tr("Build a level I card of the display for free: click it.")
    return ""
