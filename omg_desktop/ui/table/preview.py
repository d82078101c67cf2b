"""Where the hover preview (a card shown large) goes: pure geometry, like the layout.

The preview never covers the card under the pointer nor the bottom seat's own row
and hand: it lies at the top of the table, on the side away from the hovered card,
made smaller if the room above the own row is less than its full size.
"""

from __future__ import annotations

from collections.abc import Iterable

from .layout import CARD_H, CARD_W, SCENE_W, Placement

PREVIEW_SCALE = 1.7  # the preview's size, as a share of a card's
#: ... at each card text size (View ▸ Card text size: the card shown large is larger)
PREVIEW_SCALES = {"normal": PREVIEW_SCALE, "large": 2.1, "largest": 2.5}
PREVIEW_MIN_SCALE = 0.9  # never smaller than this (a card at this size is legible)
MARGIN = 16.0


def own_row_top(placements: Iterable[Placement], table_h: float, own: tuple | None) -> float:
    """Where the bottom seat's area starts: its name label (the table's foot if none).
    ``own``: the key of the placement that marks the bottom seat (the face's
    ``TABLE.own``)."""
    placements = list(placements)
    mark = next((p for p in placements if p.key == own), None) if own is not None else None
    if mark is None:
        return table_h
    label = next((p for p in placements if p.key == ("label", "player", mark.seat)), None)
    return label.y if label is not None else mark.y


def preview_spot(
    placements: Iterable[Placement],
    hovered: Placement,
    table_h: float,
    most: float = PREVIEW_SCALE,
    own: tuple | None = None,
) -> tuple[float, float, float]:
    """(x, y, scale) of the preview of ``hovered``: at the top, on the side away from it,
    above the own row (the bottom seat's area, marked by the key ``own``; or, when the
    hovered card is itself up there, still above it and beside it); ``most`` times a
    card's size at the most."""
    top = own_row_top(placements, table_h, own)
    scale = max(PREVIEW_MIN_SCALE, min(most, (top - 2 * MARGIN) / CARD_H))
    w = CARD_W * scale
    centre = hovered.x + CARD_W * hovered.scale / 2
    x = MARGIN if centre > SCENE_W / 2 else SCENE_W - w - MARGIN
    return x, MARGIN, scale
