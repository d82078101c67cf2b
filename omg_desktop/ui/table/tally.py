"""The market tally: per resource, how many the market shows (Oh My Goods!'s: and how
many with the viewer's Market Offices). Pure geometry (no Qt), beside ``layout.py``: it
reads the positions the layout gave the market and adds a row under it; the counts come
from the game's face (``face.tally_counts``; none for a face without it), the market's
row labels from its table terms (``market_rows``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .layout import CARD_H, MARKET, Placement

TALLY_W = 112.0  # one resource's label
TALLY_GAP = 8.0


def market_anchor(
    placements: Iterable[Placement], rows_key: tuple | None = None
) -> tuple[float, float] | None:
    """Where the tally row starts: under the market's lowest card, at its left edge (or,
    while the market is empty, under the last of its rows' labels, keyed ``rows_key``
    and then the row); None: no market."""
    placements = list(placements)
    cards = [p for p in placements if p.zone == MARKET]
    if cards:
        left = min(p.x for p in cards)
        bottom = max(p.y + CARD_H * p.scale for p in cards)
        return left, bottom + 6
    n = len(rows_key or ())
    rows = [p for p in placements if n and p.key[:n] == rows_key]
    if rows:  # a row's label is centred on its row: half a (deck-sized) card below it
        last = max(rows, key=lambda p: p.y)
        deck = next((p for p in placements if p.key == ("deck",)), None)
        half = CARD_H * (deck.scale if deck is not None else 0.66) / 2
        return last.x + last.data.get("width", 90), last.y + 12 + half + 6
    return None


def tally_placements(
    anchor: tuple[float, float],
    resources: Sequence[str],
    shown: Mapping[str, int],
    total: Mapping[str, int],
    glyphs: Mapping[str, str],
) -> list[Placement]:
    """One small label per resource, left to right from ``anchor``."""
    x, y = anchor
    return [
        Placement(
            ("tally", r),
            "tally",
            x + k * (TALLY_W + TALLY_GAP),
            y,
            1.0,
            4,
            {
                "resource": r,
                "glyph": glyphs.get(r, r[:2]),
                "market": shown.get(r, 0),
                "total": total.get(r, 0),
                "width": TALLY_W,
            },
        )
        for k, r in enumerate(resources)
    ]
