"""Goods and coins: what a player holds, the payments that cover a cost, paying.

A good is worth its coin value (RULES.md: goods are money); a payment is a tuple of
``(good id, count)`` pairs, sorted, and may overpay (no change is given).
"""

from __future__ import annotations

from .actions import Payment
from .catalog import Catalog
from .good_cards import take_cards
from .state import PlayerState

#: how many payments :func:`payments` keeps worked out before it starts again
_MEMO_SIZE = 20_000


def goods_of(p: PlayerState, cat: Catalog) -> dict[str, int]:
    """Goods a player holds, by good id (summed over buildings)."""
    out: dict[str, int] = {}
    good_of = cat.good_of
    for b in p.buildings:
        if b.goods:
            g = good_of[b.card]
            if g is not None:
                out[g] = out.get(g, 0) + b.goods
    return out


def coins_of(p: PlayerState, cat: Catalog) -> int:
    """The total coin value of a player's goods."""
    good_of, value = cat.good_of, cat.value_of
    total = 0
    for b in p.buildings:
        if b.goods:
            g = good_of[b.card]
            if g is not None:
                total += value[g] * b.goods
    return total


def payment_value(payment: Payment, cat: Catalog) -> int:
    value = cat.value_of
    return sum(value[g] * n for g, n in payment)


def payments(goods: dict[str, int], cat: Catalog, cost: int, limit: int = 200) -> list[Payment]:
    """Minimal payments of at least ``cost``: no single good could be left out.

    Sorted by overpayment, then fewest goods. At most ``limit`` are returned. All of
    them are worked out once and remembered for later callers asking the same, whatever
    their limit.
    """
    if cost <= 0:
        return [()]
    key = (tuple(sorted(goods.items())), cost)
    memo = cat.payment_memo
    found = memo.get(key)
    if found is None:
        if len(memo) >= _MEMO_SIZE:
            memo.clear()
        found = memo[key] = _payments(goods, cat, cost)
    return found[:limit]


def _payments(goods: dict[str, int], cat: Catalog, cost: int) -> list[Payment]:
    value = cat.value_of
    kinds = sorted((g for g in goods if goods[g] > 0), key=lambda g: (-value[g], g))
    values = [value[g] for g in kinds]
    counts = [goods[g] for g in kinds]
    # the most the remaining kinds can still add, for pruning
    rest = [0] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        rest[i] = rest[i + 1] + values[i] * counts[i]
    found: list[tuple[int, int, Payment]] = []
    chosen = [0] * len(kinds)
    last = len(kinds)

    def walk(i: int, total: int, count: int) -> None:
        """Choose how many of kind ``i`` (``total`` < ``cost`` so far). Kinds come by
        falling value, so the good of kind ``i`` is the cheapest one chosen: a payment
        that reaches the cost with it is minimal, and more of it would not be."""
        if i == last or total + rest[i] < cost:
            return
        v = values[i]
        for n in range(min(counts[i], -(-(cost - total) // v)), -1, -1):
            chosen[i] = n
            t = total + n * v
            if t < cost:
                walk(i + 1, t, count + n)
                continue
            pay = tuple((kinds[k], chosen[k]) for k in range(i + 1) if chosen[k])
            found.append((t - cost, count + n, tuple(sorted(pay))))
        chosen[i] = 0

    walk(0, 0, 0)
    found.sort()
    return [p for _, _, p in found]


def best_payment(goods: dict[str, int], cat: Catalog, cost: int) -> Payment | None:
    """The payment with the least overpayment (then fewest goods), or None."""
    found = payments(goods, cat, cost, limit=1)
    return found[0] if found else None


def covers(goods: dict[str, int], payment: Payment, cat: Catalog, cost: int) -> str | None:
    """Why ``payment`` is not a valid payment of ``cost`` from ``goods`` (None if it is)."""
    seen: set[str] = set()
    for g, n in payment:
        if g not in cat.goods:
            return f"there is no good called {g!r}"
        if g in seen:
            return f"{g} is listed twice in the payment"
        seen.add(g)
        if n <= 0:
            return f"the payment names {n} {g}"
        if goods.get(g, 0) < n:
            return f"you have {goods.get(g, 0)} {g}, not {n}"
    value = payment_value(payment, cat)
    if value < cost:
        return f"the payment is worth {value} coins; it costs {cost}"
    return None


def take_goods(
    p: PlayerState, cat: Catalog, payment: Payment, discard: list[int] | None = None
) -> None:
    """Remove paid goods from the player's buildings (first buildings first); goods that
    are cards go to ``discard``, the discard pile (001 line 68: "Usted paga su costo de
    construcción descartando Bienes")."""
    good_of = cat.good_of
    for g, n in payment:
        for b in p.buildings:
            if n == 0:
                break
            if b.goods and good_of[b.card] == g:
                k = min(n, b.goods)
                b.goods -= k
                n -= k
                if b.good_cards:
                    paid = take_cards(b, k)
                    if discard is not None:
                        discard.extend(paid)
        if n:
            raise ValueError(f"not enough {g} to take")
