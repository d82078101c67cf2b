"""What the viewer must do now, in one sentence or two (the panel's prompt, and what a
screen reader announces as the step begins): the tickets to keep, the second card of a
draw, or the turn's three actions — only those the viewer can take."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from omg_desktop.i18n.templates import fill

from ..rules.engine import PASS
from ..rules.state import SETUP
from . import words
from .words import tr, trn


def prompt_text(view: Any, seat_names: Sequence[str], *, active: int | None,
                cover: int | None, actions: Any) -> str:  # fmt: skip
    """The prompt for the viewer (``actions``: theirs; none: whom the table waits for)."""
    if cover is not None:
        return fill(tr("Waiting for %1 to take the seat…"), seat_names[cover])
    if view is not None and view.over:
        return tr("The game is over.")
    if not actions:
        return "" if active is None else fill(tr("Waiting for %1…"), seat_names[active])
    acts = [str(a) for a in actions]
    if acts[0].startswith("keep "):
        return _keep_prompt(view, acts)
    if acts == [PASS]:
        return tr("You can do nothing this turn: pass.")
    if view.drawn:
        return _second_prompt(view)
    text = _turn_prompt(acts)
    if view.last_turns is not None:
        return fill(tr("%1 This is your last turn."), text)
    return text


def _keep_prompt(view: Any, acts: list[str]) -> str:
    """Which tickets to keep: at least the rules' number of those offered."""
    offered = len(view.seat().offered)
    least = min(len(a.split()) - 1 for a in acts)
    if view.step == SETUP:
        return fill(trn("Choose the destination tickets to keep: at least %n of the %1 dealt "
                        "to you.", least), offered)  # fmt: skip
    return fill(trn("Choose the destination tickets to keep: at least %n of the %1 drawn.",
                    least), offered)  # fmt: skip


def _second_prompt(view: Any) -> str:
    """The draw's second card (a face-up wild card may not be it)."""
    return fill(tr("Take your second train card: from the deck, or face up but not a %1."),
                words.colour_name(view.catalog.wild))  # fmt: skip


def _turn_prompt(acts: list[str]) -> str:
    """The turn's choice, naming only the actions the viewer can take."""
    draw = any(a.startswith("draw ") for a in acts)
    claim = any(a.startswith("claim ") for a in acts)
    tickets = "tickets" in acts
    if draw and claim and tickets:
        return tr("Your turn: draw train cards, claim a route or draw destination tickets.")
    if draw and claim:
        return tr("Your turn: draw train cards or claim a route.")
    if draw and tickets:
        return tr("Your turn: draw train cards or destination tickets.")
    if claim and tickets:
        return tr("Your turn: claim a route or draw destination tickets.")
    if claim:
        return tr("Your turn: claim a route.")
    if tickets:
        return tr("Your turn: draw destination tickets.")
    return tr("Your turn: draw train cards.")
