"""The market tally's counts for Oh My Goods!'s table (the frame's ``ui/table/tally.py``
places them): per resource, the market's, and the same with the viewer's Market Offices,
read from the layout's placements; and its resources in order, with their glyphs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from ....ui.table.layout import MARKET, Placement
from ..rules import Catalog
from ..rules import queries as q
from .zones import BUILDING, PLAN_SLOT


def tally_counts(
    cat: Catalog, placements: Iterable[Placement]
) -> tuple[Counter[str], Counter[str]]:
    """(the market's resources, the same plus the Market Offices of the seat at the
    bottom) in a layout's ``placements``, counted by the rules' own queries (without a
    round's event bonus, which the table does not know)."""
    placed = list(placements)
    slot = next((p for p in placed if p.key == PLAN_SLOT), None)
    bottom = slot.seat if slot is not None else None
    market = [p.data["card"] for p in placed if p.zone == MARKET and p.kind == "card"]
    buildings = [
        p.data["card"]
        for p in placed
        if p.zone == BUILDING and p.kind == "card" and p.seat == bottom
    ]
    shown = q.shown_resources(cat, market)
    total = Counter(shown)
    total.update(q.office_resources(cat, buildings))
    return shown, total


def tally_glyphs(art: Any) -> dict[str, str]:
    """The tally's resources, in the catalog's order, each with its glyph (the art's)."""
    return {r: art.look.item(r).glyph for r in art.catalog.resources}
