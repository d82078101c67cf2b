"""Oh My Goods!'s table geometry on the frame's (:mod:`omg_desktop.ui.table.layout`: the
card and scene sizes, the table's shape): its cards' readable areas, the strips a
cascade shows, the rows' gaps, the opponents' share, the hand fans. Pure numbers (no
Qt); the layout (``table_layout.py``) and the table's terms (``zones.py``) read them.
See docs/table-sizes.md.
"""

from __future__ import annotations

import math

from ....ui.table.layout import CARD_H, CARD_W, FACE_W, MIN_TEXT_PX, Placement
from ....ui.table.terms import whole_text_areas

#: A face is drawn on a grid ``FACE_W`` units wide; the smallest English card name is 45
#: units high (two-line titles such as "Brick Manufacture"), so a card ``LEGIBLE_PX``
#: pixels wide on screen shows every name at least ``MIN_TEXT_PX`` pixels high.
NAME_UNITS = 45.0
LEGIBLE_PX = math.ceil(MIN_TEXT_PX / NAME_UNITS * FACE_W) + 4.0
#: A card's name, cost and points lie in the top 30 % of its face; a building's goods
#: and the person working it lie just below, down to 52 %.
TOP_STRIP = 0.30
TOKEN_STRIP = 0.52
#: A market card is read by its resource and half sun, on the left band under the title:
#: a line of the market cascade shows the top 47 % of the line above (docs/table-sizes.md).
MARKET_STRIP = 0.47
GAP_PX = 6.0
MARGIN_PX = 8.0
LABEL_PX = 24.0  # the height of a label line at legible size
TALLY_H = 36.0  # scene units the scene's market tally takes under the market
TALLY_STEP = 120.0  # and the width of one resource's count in it
FAN_MOST = 5  # backs in an opponent's hand fan (the label says how many cards)
#: A fan's back, as a share of the row's card; its step, and its closest step (a long row).
FAN_BACK, FAN_STEP, FAN_TIGHT = 0.62, 0.32, 0.12

#: A line of own cards (the row, the hand) a card or two too long shrinks to fit, down to
#: this share (names of 10.5 px at 1366x768 stay at 9 px), before it cascades.
SQUEEZE_MIN = 0.86
#: Phase IV lifts hand cards (a production's supply) by up to this share of a card:
#: the layout keeps that room between the own row and the hand then.
HAND_LIFT = 0.16
OPPONENT_SHARE = 0.66  # compact opponents' cards, as a share of the own cards' width
OPPONENT_BAND = 0.22  # and at most this share of the table's height for all of them
#: A compact opponent's second line of cards starts this share of a card's height below
#: the first: the first line's names, goods and workers (TOKEN_STRIP) stay in sight.
OPPONENT_STEP = TOKEN_STRIP + (1 - TOKEN_STRIP) * 0.2

#: Where a face carries what must stay readable: (x, y, w, h) fractions of the card.
NAME_AREA = (0.18, 0.0, 0.82, 0.135)
COST_AREA = (0.21, 0.155, 0.18, 0.125)
POINTS_AREA = (0.80, 0.155, 0.18, 0.125)
INPUTS_AREA = (0.21, 0.585, 0.77, 0.395)  # the inputs and the chain boxes
ASSISTANT_AREAS = ((0.03, 0.0, 0.78, 0.13), (0.05, 0.16, 0.19, 0.14), (0.76, 0.16, 0.19, 0.14))
#: Where the goods and the person on a building go: over the picture of its good.
GOODS_AT, GOODS_SCALE = (0.20, 0.30), 0.62
PERSON_AT, PERSON_SCALE = (0.745, 0.285), 0.22


def fan_width(n: int) -> float:
    """The least room a hand fan of ``n`` backs takes (its backs closest), in widths
    of the row's cards (0: none)."""
    return FAN_BACK * (1 + FAN_TIGHT * (n - 1)) + 0.03 if n else 0.0


def text_areas(p: Placement, own: bool = False) -> list[tuple[float, float, float, float]]:
    """What must stay readable on ``p``, as (x, y, w, h) in the item's own units
    (before its scale): a face's name, cost and points (and a building's inputs on the
    player's own row, ``own``); goods while there are any, a worker as a whole; a
    label, slot or count as the frame's terms say (``whole_text_areas``)."""
    if p.kind in ("card", "event"):
        areas = [NAME_AREA, COST_AREA, POINTS_AREA] + ([INPUTS_AREA] if own else [])
        return [(x * CARD_W, y * CARD_H, w * CARD_W, h * CARD_H) for x, y, w, h in areas]
    if p.kind == "assistant":
        return [(x * CARD_W, y * CARD_H, w * CARD_W, h * CARD_H) for x, y, w, h in ASSISTANT_AREAS]
    if p.kind == "goods":
        return [(0.0, 0.0, CARD_W * 0.84, 40.0)] if p.data.get("count", 0) > 0 else []
    if p.kind == "worker":
        return [(0.0, 0.0, CARD_W, CARD_H)]
    return whole_text_areas(p, own)
