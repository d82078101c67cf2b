"""Paying for a gizmo: the cheapest payment, every payment, and the check of one.

A payment spends energies from the ring (a count per colour of :data:`COLOURS`) and
uses some converters (each at most once per turn). A converter works on one token at a
time: an energy spent from the ring, or a token another converter made, so converters
chain (a red turned into blue may then be doubled by a blue doubler). A multi-coloured
card takes tokens of any colour: only its doublers change what a spent energy is worth.

A payment is kept when nothing beats it: no other spends no more of every colour with
some of its converters. A discount lowers the amount due; paying up to the full cost
stays allowed (the discount is optional). Alike converters are counted by kind, and a
payment names the first free ones of a kind. One :class:`Search` per ring and set of
converters shares its table of "the most tokens of the colour due" over every spending
and every card it is asked about; ``Search.nodes`` counts the states it worked out.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, product

from .catalog import COLOURS, MULTI, Card, Converter

Counts = tuple[int, int, int, int]
ZERO: Counts = (0, 0, 0, 0)
_ALL = tuple(range(len(COLOURS)))
#: The target of a multi-coloured card: tokens of every colour count.
ANY_COLOUR = -1


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


def _order(p: Payment) -> tuple[int, int, Counts, tuple[str, ...]]:
    """The table's order: fewest energies, fewest converters, then the spending and the
    converters' ids in text order (so the first of a tie is always the same)."""
    return (p.energies, len(p.converters), p.spent, p.converters)


def _add(counts: Counts, colour: int, n: int = 1) -> Counts:
    out = list(counts)
    out[colour] += n
    return (out[0], out[1], out[2], out[3])


def _sources(conv: Converter) -> tuple[int, ...]:
    if conv.sources is None:
        return _ALL
    return tuple(COLOURS.index(c) for c in conv.sources)


def _subsets(items: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """The non-empty subsets of ``items`` (distinct), smallest first."""
    for r in range(1, len(items) + 1):
        yield from combinations(items, r)


def _operations(
    conv: Converter, sources: tuple[int, ...], loose: Counts, outputs: tuple[int, ...]
) -> Iterator[Counts]:
    """The tokens after each way one use of ``conv`` may act on ``loose``."""
    present = [c for c in sources if loose[c]]
    if conv.same:  # a doubler: each chosen token becomes ``gives`` of its colour
        groups = _subsets(present) if conv.per_colour else ((c,) for c in present)
        for group in groups:
            after = list(loose)
            for c in group:
                after[c] += conv.gives - 1
            yield (after[0], after[1], after[2], after[3])
        return
    for n in range(1, conv.uses + 1):
        for taken in combinations_with_replacement(present, n):
            if n > 1 and any(taken.count(c) > loose[c] for c in set(taken)):
                continue
            for made in product(*([[d for d in outputs if d != c] for c in taken])):
                after = list(loose)
                for c in taken:
                    after[c] -= 1
                for d in made:
                    after[d] += conv.gives
                yield (after[0], after[1], after[2], after[3])


Avail = tuple[int, ...]
#: A search's two tables, ``reaches`` and ``fewest`` by (target, need, tokens, converters
#: left): they hold nothing of the ring, so every ring with the same converters shares them.
Tables = tuple[
    dict[tuple[int, int, Counts, Avail], bool],
    dict[tuple[int, int, Counts, Avail], frozenset[Avail]],
]


class Search:
    """Payments from one ring with one set of converters (card id, converter), the
    table of reachable tokens shared by every question asked of it."""

    #: The states worked out by every search so far (the tests count work with it).
    worked = 0

    def __init__(
        self,
        ring: Sequence[int],
        converters: Sequence[tuple[str, Converter]],
        tables: Tables | None = None,
    ):
        self.ring: Counts = (ring[0], ring[1], ring[2], ring[3])
        kinds: list[Converter] = []
        self.ids: list[list[str]] = []
        for card_id, conv in converters:
            if conv in kinds:
                self.ids[kinds.index(conv)].append(card_id)
            else:
                kinds.append(conv)
                self.ids.append([card_id])
        self.kinds = tuple(kinds)
        self.all: Avail = tuple(len(ids) for ids in self.ids)
        self.srcs = tuple(_sources(cv) for cv in self.kinds)
        #: Per kind: tokens due one use may add by doubling, and tokens it may turn.
        self.doubles = tuple(
            (len(self.srcs[k]) if cv.per_colour else 1) if cv.same else 0
            for k, cv in enumerate(self.kinds)
        )
        self.turns = tuple(0 if cv.same else cv.uses for cv in self.kinds)
        self._for = {t: self._kinds_for(t) for t in (*_ALL, ANY_COLOUR)}
        self.nodes = 0
        #: What tokens the converters make of what (the ring aside): shareable by every
        #: ring with these converters (``tables``).
        self._seen, self._least = tables if tables is not None else ({}, {})
        self._cheap: dict[tuple[int, int], Payment | None] = {}

    # -- the most tokens of the colour due ------------------------------------------

    def _value(self, loose: Counts, target: int) -> int:
        return sum(loose) if target == ANY_COLOUR else loose[target]

    def _kinds_for(self, target: int) -> list[int]:
        """The kinds that can change anything: for a multi card, only the doublers."""
        return [k for k, cv in enumerate(self.kinds) if target != ANY_COLOUR or cv.same]

    def _bound(self, loose: Counts, target: int, avail: Avail) -> int:
        """The most tokens due ``avail`` could make at best: each doubling adds at most
        one token; each turn makes at most one token of the colour due out of another."""
        doublings = turns = 0
        turnable: set[int] = set()
        for k in self._for[target]:
            n = avail[k]
            if n:
                doublings += n * self.doubles[k]
                if self.turns[k]:
                    turns += n * self.turns[k]
                    turnable.update(self.srcs[k])
        if target == ANY_COLOUR:
            return sum(loose) + doublings
        others = sum(loose[c] for c in turnable if c != target)
        return loose[target] + doublings + min(others + doublings, turns)

    def reaches(self, loose: Counts, target: int, avail: Avail, need: int) -> bool:
        """Whether the converters of ``avail`` can make ``need`` tokens of ``target`` of
        ``loose``. A token is turned only into the colour due or a colour a doubler still
        free doubles."""
        value = self._value(loose, target)
        if value >= need:
            return True
        key = (target, need, loose, avail)
        found = self._seen.get(key)
        if found is not None:
            return found
        self.nodes += 1
        Search.worked += 1
        found = False
        if self._bound(loose, target, avail) >= need:
            found = any(
                self.reaches(after, target, fewer, need)
                for after, fewer in self._steps(loose, target, avail)
            )
        self._seen[key] = found
        return found

    def fewest(self, loose: Counts, target: int, avail: Avail, need: int) -> frozenset[Avail]:
        """The smallest choices of converters (a count per kind, none holding another)
        among ``avail`` that make ``need`` tokens of ``target`` of ``loose``."""
        if self._value(loose, target) >= need:
            return frozenset({(0,) * len(avail)})
        if not self.reaches(loose, target, avail, need):
            return frozenset()
        key = (target, need, loose, avail)
        found = self._least.get(key)
        if found is not None:
            return found
        self.nodes += 1
        Search.worked += 1
        choices: set[Avail] = set()
        for after, fewer in self._steps(loose, target, avail):
            k = next(i for i, (a, b) in enumerate(zip(avail, fewer, strict=True)) if a != b)
            for rest in self.fewest(after, target, fewer, need):
                choices.add(rest[:k] + (rest[k] + 1,) + rest[k + 1 :])
        found = frozenset(c for c in choices if not any(d != c and _covers(c, d) for d in choices))
        self._least[key] = found
        return found

    def _shortest(
        self, spent: Counts, target: int, need: int, most: int
    ) -> tuple[int, list[Avail]]:
        """The fewest converters (at most ``most``) that make ``need`` of ``spent``, and
        every choice of that many: uses added one at a time, only towards the goal."""
        frontier = {(spent, self.all)}
        for size in range(most + 1):
            hits = [a for loose, a in frontier if self._value(loose, target) >= need]
            if hits:
                used = {tuple(n - m for n, m in zip(self.all, a, strict=True)) for a in hits}
                return size, sorted(used)
            ahead = set()
            for loose, avail in frontier:
                self.nodes += 1
                Search.worked += 1
                for after, fewer in self._steps(loose, target, avail):
                    if self.reaches(after, target, fewer, need):
                        ahead.add((after, fewer))
            frontier = ahead
        return most + 1, []

    def _steps(self, loose: Counts, target: int, avail: Avail) -> Iterator[tuple[Counts, Avail]]:
        """Each (tokens after, converters left) of one more converter's use."""
        kinds = [k for k in self._for[target] if avail[k]]
        doubled = {c for k in kinds if self.doubles[k] for c in self.srcs[k]}
        outputs = tuple(c for c in _ALL if c == target or c in doubled)
        for k in kinds:
            n = avail[k]
            fewer = avail[:k] + (n - 1,) + avail[k + 1 :]
            for after in _operations(self.kinds[k], self.srcs[k], loose, outputs):
                yield after, fewer

    # -- payments ---------------------------------------------------------------------

    def _spendings(self, target: int, most: int) -> list[Counts]:
        """Every spending of at most ``most`` energies the converters could use, fewest first."""
        if target == ANY_COLOUR:
            useful = set(_ALL)
        else:
            useful = {c for cv in self.kinds for c in _sources(cv)} | {target}
        ranges = [range(self.ring[c] + 1) if c in useful else range(1) for c in _ALL]
        found = [(r[0], r[1], r[2], r[3]) for r in product(*ranges) if 0 < sum(r) <= most]
        return sorted(found, key=lambda s: (sum(s), s))

    def _payment(self, spent: Counts, avail: Avail) -> Payment:
        used = [g for k, n in enumerate(avail) for g in self.ids[k][:n]]
        return Payment(spent, tuple(sorted(used)))

    @staticmethod
    def target(card: Card) -> int:
        return ANY_COLOUR if card.colour == MULTI else COLOURS.index(card.colour)

    def cheapest(self, card: Card, discount: int = 0) -> Payment | None:
        """The first payment in the table's order (:func:`_order`), or None."""
        low = max(0, card.cost - discount)
        if low == 0:
            return Payment(ZERO)
        target = self.target(card)
        if (target, low) not in self._cheap:
            self._cheap[target, low] = self._cheapest(target, low)
        return self._cheap[target, low]

    def _cheapest(self, target: int, low: int) -> Payment | None:
        if not self.reaches(self.ring, target, self.all, low):
            return None  # the whole ring with every converter cannot reach it
        size, found = None, []
        for spent in self._spendings(target, low):
            if size is not None and sum(spent) > size:
                break
            if self.reaches(spent, target, self.all, low):
                size = sum(spent)
                found.append(spent)
        choices: list[Payment] = []
        fewest = len(self.all) + 1  # the fewest converters a payment uses so far
        for spent in found:
            size, used = self._shortest(spent, target, low, fewest)
            if size < fewest:
                fewest, choices = size, []
            choices += [self._payment(spent, avail) for avail in used]
        return min(choices, key=_order, default=None)

    def every(self, card: Card, discount: int = 0) -> list[Payment]:
        """Every payment nothing beats, in the table's order; the exact ones (paying
        the discounted cost) first, then each larger amount up to the full cost."""
        target = self.target(card)
        low = max(0, card.cost - discount)
        listed: list[Payment] = []
        for need in range(low, card.cost + 1):
            if need == 0:
                listed.append(Payment(ZERO))
                continue
            if not self.reaches(self.ring, target, self.all, need):
                break
            kept: list[tuple[Counts, Avail]] = []
            for spent in self._spendings(target, need):
                for avail in self.fewest(spent, target, self.all, need):
                    if not any(_covers(spent, s) and _covers(avail, a) for s, a in kept):
                        kept.append((spent, avail))
            found = sorted((self._payment(s, a) for s, a in kept), key=_order)
            listed.extend(p for p in found if p not in listed)
        return listed

    def refusal(self, card: Card, discount: int, pay: Payment) -> str | None:
        """Why ``pay`` is not a payment of ``card`` (None: it is one)."""
        if any(a > b for a, b in zip(pay.spent, self.ring, strict=True)):
            return "it spends energy the ring does not hold"
        if len(set(pay.converters)) != len(pay.converters):
            return "it names a converter twice"
        avail = [0] * len(self.kinds)
        for g in pay.converters:
            k = next((k for k, ids in enumerate(self.ids) if g in ids), None)
            if k is None:
                return f"{g} is not a converter the player may use now"
            avail[k] += 1
        used = tuple(avail)
        target = self.target(card)
        low = max(0, card.cost - discount)
        if not self.reaches(pay.spent, target, used, low):
            return f"it does not pay the {low} due"
        due = max(n for n in range(low, card.cost + 1)
                  if self.reaches(pay.spent, target, used, n))  # fmt: skip
        for c in _ALL:
            if pay.spent[c] and self.reaches(_add(pay.spent, c, -1), target, used, due):
                return f"it spends more {COLOURS[c]} than the payment needs"
        for k, n in enumerate(used):
            fewer = used[:k] + (n - 1,) + used[k + 1 :]
            if n and self.reaches(pay.spent, target, fewer, due):
                return f"it uses a converter ({self.ids[k][0]}) it does not need"
        return None


def _covers(big: Sequence[int], small: Sequence[int]) -> bool:
    return all(a >= b for a, b in zip(big, small, strict=True))


@functools.lru_cache(maxsize=1024)
def search(ring: Counts, converters: tuple[tuple[str, Converter], ...]) -> Search:
    """The shared search of one ring and set of converters (kept for the next question;
    its tables shared with every other ring's search with these converters)."""
    return Search(ring, converters, _tables(converters))


@functools.lru_cache(maxsize=256)
def _tables(converters: tuple[tuple[str, Converter], ...]) -> Tables:
    return {}, {}


def _key(ring: Sequence[int]) -> Counts:
    return (ring[0], ring[1], ring[2], ring[3])


def payments(
    ring: Sequence[int],
    card: Card,
    discount: int = 0,
    converters: Sequence[tuple[str, Converter]] = (),
) -> list[Payment]:
    """Every way to pay for ``card`` from ``ring`` with ``discount`` less due and the
    given (card id, converter) pairs, the cheapest first; exact payments before
    overpayments of an optional discount."""
    return search(_key(ring), tuple(converters)).every(card, discount)


def cheapest(
    ring: Sequence[int],
    card: Card,
    discount: int = 0,
    converters: Sequence[tuple[str, Converter]] = (),
) -> Payment | None:
    """The first of :func:`payments` (the one the table preselects), or None."""
    return cheapest_from(ring, converters)(card, discount)


def cheapest_from(
    ring: Sequence[int], converters: Sequence[tuple[str, Converter]] = ()
) -> Callable[[Card, int], Payment | None]:
    """:func:`cheapest` for one ring and set of converters, asked of many cards."""
    if not converters:
        key = _key(ring)
        return lambda card, discount: _plain(key, card, max(0, card.cost - discount))
    return search(_key(ring), tuple(converters)).cheapest


def _plain(ring: Sequence[int], card: Card, due: int) -> Payment | None:
    """The cheapest payment without converters (the search's answer, worked out at
    once): ``due`` of the card's colour; for a multi-coloured card, the first spending
    in the table's order (the later colours' energies first)."""
    target = Search.target(card)
    if due == 0:
        return Payment(ZERO)
    if target != ANY_COLOUR:
        return Payment(_add(ZERO, target, due)) if ring[target] >= due else None
    if sum(ring) < due:
        return None
    spent = [0, 0, 0, 0]
    for c in reversed(_ALL):
        spent[c] = min(ring[c], due)
        due -= spent[c]
    return Payment((spent[0], spent[1], spent[2], spent[3]))


def refusal(
    ring: Sequence[int],
    card: Card,
    discount: int,
    converters: Sequence[tuple[str, Converter]],
    pay: Payment,
) -> str | None:
    """Why ``pay`` cannot pay for ``card`` (None: it can)."""
    return search(_key(ring), tuple(converters)).refusal(card, discount, pay)
