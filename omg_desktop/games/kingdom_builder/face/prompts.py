"""What the viewer must do now, in one sentence (the panel's prompt), and the prompts of
a tile's steps the panel asks for while a tile is chosen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from omg_desktop.i18n.templates import fill

from ..rules.engine import END, builds_due
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
    builds = [a for a in acts if a.startswith("build ")]
    tiles = any(a.startswith("use ") for a in acts)
    if builds:
        total = max(1, builds_due(view))
        left = max(1, total - view.placed)
        terrain = words.terrain_name(view.seats[view.current].card)
        if tiles:
            return fill(trn("Build %n settlement(s) on %1 (%2 left), or first use a tile.",
                            total), terrain, left)  # fmt: skip
        return fill(trn("Build %n settlement(s) on %1 (%2 left).", total), terrain, left)
    if END in acts and tiles:
        return tr("End your turn (Enter) or use a tile.")
    if END in acts:
        return tr("End your turn (Enter).")
    return tr("Use a tile.")


def tile_build_prompt(kind: str) -> str:
    """A build tile is chosen: where its settlement goes."""
    return fill(tr("Choose where the %1 builds a settlement (Esc: cancel)."), words.tile_name(kind))


def tile_source_prompt(kind: str) -> str:
    """A move tile is chosen: which settlement moves."""
    return fill(tr("Choose the settlement the %1 moves (Esc: cancel)."), words.tile_name(kind))


def tile_target_prompt(kind: str) -> str:
    """A move tile and a settlement are chosen: where it goes."""
    return fill(tr("Choose where the %1 moves this settlement (Esc: cancel)."),
                words.tile_name(kind))  # fmt: skip
