"""The payment search: every way to pay for a gizmo, the cheapest first.

A payment spends energies from the ring (a count per colour of :data:`COLOURS`) and
uses some converters (each at most once per turn). A converter works on one token at a
time: an energy spent from the ring, or a token another converter made, so converters
chain (a red turned into blue may then be doubled by a blue doubler). The search keeps
only the payments nothing else beats: none spends no more of every colour with a subset
of the converters. A discount lowers the amount due; paying up to the full cost stays
allowed (the discount is optional), the overpayments listed after the exact ones.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, product

from .catalog import COLOURS, MULTI, Card, Converter

Counts = tuple[int, int, int, int]
ZERO: Counts = (0, 0, 0, 0)
_ALL = tuple(range(len(COLOURS)))


@dataclass(frozen=True, order=True)
class Payment:
    """Energies spent (a count per colour) and the converters used (card ids, sorted)."""

    spent: Counts
    converters: tuple[str, ...] = ()

    @property
    def energies(self) -> int:
        return sum(self.spent)

    def text(self) -> str:
        """``0.1.0.2`` (black.blue.red.yellow) and ``g1-01+g2-17`` or ``-``."""
        used = "+".join(self.converters) or "-"
        return f"{'.'.join(map(str, self.spent))} {used}"

    @staticmethod
    def parse(spent: str, converters: str) -> Payment:
        """The payment of :meth:`text`'s two words; ValueError if they are not one."""
        counts = tuple(int(n) for n in spent.split("."))
        if len(counts) != len(COLOURS) or min(counts) < 0:
            raise ValueError(f"not a payment: {spent!r}")
        used = () if converters == "-" else tuple(converters.split("+"))
        return Payment((counts[0], counts[1], counts[2], counts[3]), used)


def _add(counts: Counts, colour: int, n: int = 1) -> Counts:
    out = list(counts)
    out[colour] += n
    return (out[0], out[1], out[2], out[3])


def _sources(conv: Converter) -> tuple[int, ...]:
    if conv.sources is None:
        return _ALL
    return tuple(COLOURS.index(c) for c in conv.sources)


def _operations(
    conv: Converter, loose: Counts, outputs: tuple[int, ...]
) -> Iterator[tuple[Counts, Counts]]:
    """(consumed, produced) for each way one use of ``conv`` may act on ``loose``."""
    sources = [c for c in _sources(conv) if loose[c]]
    if conv.same:  # a doubler: each chosen token becomes ``gives`` of its colour
        groups: list[tuple[int, ...]] = [(c,) for c in sources]
        if conv.per_colour:
            groups = [g for r in range(1, len(sources) + 1) for g in combinations(sources, r)]
        for group in groups:
            consumed, produced = ZERO, ZERO
            for c in group:
                consumed, produced = _add(consumed, c), _add(produced, c, conv.gives)
            yield consumed, produced
        return
    for n in range(1, conv.uses + 1):
        for taken in combinations_with_replacement(sources, n):
            consumed = ZERO
            for c in taken:
                consumed = _add(consumed, c)
            if any(consumed[c] > loose[c] for c in _ALL):
                continue
            for made in product(*([[d for d in outputs if d != c] for c in taken])):
                produced = ZERO
                for d in made:
                    produced = _add(produced, d, conv.gives)
                yield consumed, produced


def combinations(items: Sequence[int], r: int) -> Iterator[tuple[int, ...]]:
    """The ``r``-subsets of ``items`` (distinct items), in order."""
    if r == 0:
        yield ()
        return
    for i, first in enumerate(items):
        for rest in combinations(items[i + 1 :], r - 1):
            yield (first, *rest)


def _single(
    ring: Counts, target: int, need: int, convs: Sequence[tuple[str, Converter]]
) -> set[tuple[Counts, frozenset[int]]]:
    """Every (spent, converters used) that pays ``need`` energies of ``target``.

    Each spent vector (no more energies than due: in a payment worth keeping every
    energy pays at least one) is tried by a search over the converters' uses. A token
    is turned into another colour than ``target`` only for a doubler of that colour."""
    takes = {c for _, cv in convs for c in _sources(cv)}
    doubled = {c for _, cv in convs if cv.same for c in _sources(cv)}
    outputs = tuple(c for c in _ALL if c == target or c in doubled)
    useful = [range(ring[c] + 1) if c == target or c in takes else range(1) for c in _ALL]
    capacity = sum(cv.uses for _, cv in convs if not cv.same)
    doublings = sum(len(_sources(cv)) if cv.per_colour else 1 for _, cv in convs if cv.same)
    found: set[tuple[Counts, frozenset[int]]] = set()
    for raw in sorted(product(*useful), key=sum):
        spent: Counts = (raw[0], raw[1], raw[2], raw[3])
        total = sum(spent)
        if not 0 < total <= need:
            continue
        if spent[target] + min(total - spent[target], capacity) + doublings < need:
            continue  # not enough even with every converter
        beaten = [u for s, u in found if _covers(spent, s)]  # by a payment spending less
        if frozenset() in beaten:
            continue
        found |= {(spent, u) for u in _uses(spent, target, need, convs, outputs, beaten)}
    return found


def _reach(
    loose: Counts, target: int, used: frozenset[int], convs: Sequence[tuple[str, Converter]]
) -> int:
    """The most ``target`` tokens the unused converters could still make of ``loose``."""
    turns = doublings = 0
    turnable: set[int] = set()
    for i, (_, cv) in enumerate(convs):
        if i not in used:
            if cv.same:
                doublings += len(_sources(cv)) if cv.per_colour else 1
            else:
                turns += cv.uses
                turnable.update(_sources(cv))
    others = sum(loose[c] for c in turnable if c != target)  # the rest can never pay
    return loose[target] + doublings + min(others + doublings, turns)


def _covers(big: Counts, small: Counts) -> bool:
    return all(a >= b for a, b in zip(big, small, strict=True))


def _uses(
    spent: Counts,
    target: int,
    need: int,
    convs: Sequence[tuple[str, Converter]],
    outputs: tuple[int, ...],
    beaten: list[frozenset[int]],
) -> set[frozenset[int]]:
    """The sets of converters that turn the tokens ``spent`` into ``need`` of ``target``
    (none holding a set of ``beaten``). Of two converters alike, the first is used first."""
    twin = [
        next((j for j in range(i) if convs[j][1] == cv), None) for i, (_, cv) in enumerate(convs)
    ]
    found: set[frozenset[int]] = set()
    start = (spent, frozenset[int]())
    seen = {start}
    stack = [start]
    while stack:
        loose, used = stack.pop()
        if loose[target] >= need:
            found.add(used)
            continue
        if any(u <= used for u in (*found, *beaten)) or _reach(loose, target, used, convs) < need:
            continue
        for i, (_, conv) in enumerate(convs):
            if i in used or (twin[i] is not None and twin[i] not in used):
                continue
            for consumed, produced in _operations(conv, loose, outputs):
                after = tuple(x - a + b for x, a, b in zip(loose, consumed, produced, strict=True))
                state = ((after[0], after[1], after[2], after[3]), used | {i})
                if state not in seen:
                    seen.add(state)
                    stack.append(state)
    return found


def _exact(
    ring: Counts, card: Card, need: int, convs: Sequence[tuple[str, Converter]]
) -> list[Payment]:
    if need == 0:
        return [Payment(ZERO)]
    if card.colour == MULTI:  # any ``need`` energies; converters change nothing
        spends = [s for s in product(*(range(n + 1) for n in ring)) if sum(s) == need]
        return [Payment((s[0], s[1], s[2], s[3])) for s in spends]
    found = _single(ring, COLOURS.index(card.colour), need, convs)
    best = [
        (spent, used)
        for spent, used in found
        if not any(
            (s2, u2) != (spent, used)
            and u2 <= used
            and all(a <= b for a, b in zip(s2, spent, strict=True))
            for s2, u2 in found
        )
    ]
    return [Payment(spent, tuple(sorted(convs[i][0] for i in used))) for spent, used in best]


def payments(
    ring: Sequence[int],
    card: Card,
    discount: int = 0,
    converters: Sequence[tuple[str, Converter]] = (),
) -> list[Payment]:
    """Every way to pay for ``card`` from ``ring`` with ``discount`` less due and the
    given (card id, converter) pairs, the cheapest first (fewest energies, then fewest
    converters); exact payments before overpayments of an optional discount."""
    counts: Counts = (ring[0], ring[1], ring[2], ring[3])
    return list(_payments(counts, card, discount, tuple(converters)))


@functools.lru_cache(maxsize=8192)
def _payments(
    counts: Counts, card: Card, discount: int, converters: tuple[tuple[str, Converter], ...]
) -> tuple[Payment, ...]:
    low = max(0, card.cost - discount)
    listed: list[Payment] = []
    for need in range(low, card.cost + 1):
        found = _exact(counts, card, need, converters)
        found.sort(key=lambda p: (p.energies, len(p.converters), p.spent, p.converters))
        listed.extend(p for p in found if p not in listed)
    return tuple(listed)
