"""Buttons on the table: *Produce* beside the building, *Build* beside the planned card.

A page asks for them in its :class:`~.layout.Marks` (``controls``): each
:class:`Control` names the item it belongs to (its ``anchor`` key) and where it
sits. :func:`control_placements` turns them into placements next to their anchors
(pure geometry, like the layout); the scene draws them as buttons, and a click
comes back to the page as a click in the ``control`` zone with the control's id.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layout import CARD_H, CARD_W, Placement

CONTROL = "control"  # the zone and kind of a table button
CONTROL_H = 34.0  # scene units
GAP = 6.0


@dataclass(frozen=True)
class Control:
    """One button on the table, beside the item keyed ``anchor``."""

    id: str
    text: str
    anchor: tuple
    enabled: bool = True
    tip: str = ""
    side: str = "below"  # below | above | right
    default: bool = False  # what Enter does


def words(text: str) -> str:
    """A button text without its accelerator marks ("&Keep" -> "Keep"; "&&" stays "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def control_placements(placements: list[Placement], controls: list[Control]) -> list[Placement]:
    """Placements for ``controls`` next to their anchors (one beside the other when several
    share an anchor and a side); a control whose anchor is not on the table is left out."""
    by_key = {p.key: p for p in placements}
    taken: dict[tuple, int] = {}
    out: list[Placement] = []
    for c in controls:
        a = by_key.get(c.anchor)
        if a is None:
            continue
        w, h = CARD_W * a.scale, CARD_H * a.scale
        k = taken.get((c.anchor, c.side), 0)
        taken[(c.anchor, c.side)] = k + 1
        step = CONTROL_H + GAP
        if c.side == "above":
            x, y = a.x, a.y - (k + 1) * step
        elif c.side == "right":
            x, y = a.x + w + GAP, a.y + k * step
        else:
            x, y = a.x, a.y + h + GAP + k * step
        data = {
            "id": c.id,
            "text": c.text,
            "enabled": c.enabled,
            "tip": c.tip,
            "default": c.default,
            "width": max(w, 90.0),
        }
        out.append(Placement((CONTROL, c.id), CONTROL, x, y, 1.0, 8000, data, CONTROL, a.seat))
    return out
