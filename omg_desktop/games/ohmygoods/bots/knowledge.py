"""What the bots know about the cards before a game starts: static tables.

The market is drawn from the building deck until a row shows enough half suns,
so how many cards of each resource a row shows follows from the deck alone.
:class:`Tables` simulates many rows once per catalog (with the rules' own
seeded PRNG, so the numbers never change) and keeps, per resource, the
distribution of its count in one row and in a whole market (two rows). From
those it answers quickly: "how likely is this building to produce, given what
is already showing, the office bonuses and the cards I could supply?".

Resources are treated as independent (they are not quite: a row has a length),
which is accurate enough to rank choices and very fast.
"""

from __future__ import annotations

from collections import Counter

from ..rules import Catalog
from ..rules.catalog import ANY
from ..rules.rng import Rng

SAMPLES = 2000
MAX_COUNT = 24


def _tail(counts: list[int], total: int) -> tuple[float, ...]:
    """``P(X >= k)`` for k = 0..MAX_COUNT+1 from a histogram."""
    out = []
    acc = total
    for k in range(MAX_COUNT + 2):
        out.append(acc / total)
        if k < len(counts):
            acc -= counts[k]
    return tuple(out)


class Tables:
    """Per-catalog market statistics (built once, shared by every bot)."""

    def __init__(self, cat: Catalog, half_suns: int = 2) -> None:
        self.cat = cat
        card_of = cat.card
        deck = [c for c in cat.deck if card_of(c).resource is not None]
        resources = sorted(cat.resources)
        self.resources = resources
        rng = Rng(0x5EED)
        row_hist = {r: [0] * (MAX_COUNT + 1) for r in [*resources, ANY]}
        mkt_hist = {r: [0] * (MAX_COUNT + 1) for r in [*resources, ANY]}
        res_of = [card_of(c).resource for c in deck]
        sun_of = [card_of(c).half_sun for c in deck]
        order = list(range(len(deck)))
        n = len(order)
        for _ in range(SAMPLES):
            # a partial Fisher–Yates shuffle: only the cards turned up are drawn
            i = 0
            rows = []
            for _row in range(2):
                got: Counter[str] = Counter()
                suns = 0
                while suns < half_suns and i < n:
                    j = i + rng.below(n - i)
                    order[i], order[j] = order[j], order[i]
                    k = order[i]
                    i += 1
                    got[res_of[k]] += 1  # type: ignore[index]
                    got[ANY] += 1
                    suns += sun_of[k]
                rows.append(got)
            for r in row_hist:
                row_hist[r][min(MAX_COUNT, rows[1][r])] += 1
                mkt_hist[r][min(MAX_COUNT, rows[0][r] + rows[1][r])] += 1
        #: P(count >= k) in the sunset row alone, and in a whole market
        self.row_tail = {r: _tail(h, SAMPLES) for r, h in row_hist.items()}
        self.market_tail = {r: _tail(h, SAMPLES) for r, h in mkt_hist.items()}
        self.mean_row = {
            r: sum(k * n for k, n in enumerate(h)) / SAMPLES for r, h in row_hist.items()
        }
        self._cache: dict[tuple, tuple[float, float]] = {}

    def produce_prob(
        self,
        inputs: tuple[tuple[str, int], ...],
        known: dict[str, int],
        hand: dict[str, int],
        sloppy: bool,
        whole_market: bool,
    ) -> tuple[float, float]:
        """``(P(produce), expected hand cards used)`` for one building.

        ``known``: resources already counted for sure (a revealed row, office
        bonuses; key ``ANY`` for the total), ``hand``: cards per resource the
        player may supply (``ANY``: all of them), ``sloppy``: one input may be
        missing; ``whole_market``: both rows are still to come (else only the
        sunset row).
        """
        kg, hg = known.get, hand.get
        key = (inputs, tuple([(r, kg(r, 0), hg(r, 0)) for r, _ in inputs]), sloppy, whole_market)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        tails = self.market_tail if whole_market else self.row_tail
        p0s = []
        p1s = []
        used = 0.0
        for r, n in inputs:
            tail = tails[r]
            base = n - known.get(r, 0)  # still needed from the unseen row(s)
            h = hand.get(r, 0)
            # short = max(0, base - h - X); P(short == 0) = P(X >= base - h)
            need0 = base - h
            p0 = tail[max(0, min(need0, MAX_COUNT + 1))] if need0 > 0 else 1.0
            p1 = (tail[max(0, min(need0 - 1, MAX_COUNT + 1))] if need0 > 1 else 1.0) - p0
            p0s.append(p0)
            p1s.append(p1)
            # cards used: min(h, max(0, base - X)); E = sum_{j=1..h} P(base - X >= j)
            for j in range(1, h + 1):
                k = base - j  # X <= k
                if k < 0:
                    break
                used += 1.0 - tail[min(k + 1, MAX_COUNT + 1)]
        prob = 1.0
        for p in p0s:
            prob *= p
        if sloppy:
            extra = 0.0
            for i, p1 in enumerate(p1s):
                if p1 <= 0:
                    continue
                rest = p1
                for j, p0 in enumerate(p0s):
                    if j != i:
                        rest *= p0
                extra += rest
            prob += extra
        out = (min(1.0, prob), used)
        self._cache[key] = out
        return out


_TABLES: dict[int, Tables] = {}


def tables_for(cat: Catalog) -> Tables:
    """The (cached) tables of a catalog."""
    t = _TABLES.get(id(cat))
    if t is None or t.cat is not cat:
        t = Tables(cat)
        _TABLES[id(cat)] = t
    return t
