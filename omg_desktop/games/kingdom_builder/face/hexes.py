"""Kingdom Builder's hexagon on the frame's card rectangle: the shared geometry of the
table's placements, the art and the clicks (pure numbers, no Qt).

A hex is drawn on the card rectangle (``CARD_W`` x ``CARD_H`` = 126 x 176 units) as a
pointy-top hexagon centred on the rectangle's centre, as wide as the rectangle.
"""

from __future__ import annotations

import math

from omg_desktop.ui.table.layout import CARD_H, CARD_W

#: The hexagon's centre in card units.
HEX_CX, HEX_CY = CARD_W / 2, CARD_H / 2
#: Circumradius: the hexagon is exactly ``CARD_W`` wide (126 / sqrt(3) = 72.75).
HEX_R = CARD_W / math.sqrt(3)
HEX_W = CARD_W
HEX_H = 2 * HEX_R


#: The six corners (x, y) in card units, from the top corner, clockwise (y points down).
HEX_OUTLINE: tuple[tuple[float, float], ...] = (
    (HEX_CX, HEX_CY - HEX_R),
    (CARD_W, HEX_CY - HEX_R / 2),
    (CARD_W, HEX_CY + HEX_R / 2),
    (HEX_CX, HEX_CY + HEX_R),
    (0.0, HEX_CY + HEX_R / 2),
    (0.0, HEX_CY - HEX_R / 2),
)
