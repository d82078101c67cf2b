"""The market tally's counts for Oh My Goods!'s table (the frame's ``ui/table/tally.py``
places them): per resource, the market's, and the same with the viewer's Market Offices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..rules import Catalog
from ..rules import queries as q


def tally_counts(
    cat: Catalog, market: Iterable[int], buildings: Iterable[int]
) -> tuple[Counter[str], Counter[str]]:
    """(the market's resources, the same plus the Market Offices among ``buildings``),
    counted by the rules' own queries (without a round's event bonus, which the table
    does not know)."""
    shown = q.shown_resources(cat, market)
    total = Counter(shown)
    total.update(q.office_resources(cat, buildings))
    return shown, total
