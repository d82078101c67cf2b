"""One player's state in the fast playout: card ids and parallel lists of counts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .fastplay_tables import Tables


class Seat:
    """One player's lean state: card ids and parallel lists of counts."""

    __slots__ = (
        "worker_card",
        "hand",
        "cards",  # building card ids, in the order they were built
        "goods",  # goods on each building
        "kinds",  # the good each building makes (index, -1 for none)
        "prods",  # its production buildings (card ids)
        "produced",  # goods produced on each building this round
        "asst",  # [assistant, side, building or None]
        "worker",
        "efficient",
        "planned",
        "exchange",
        "hand_start",
        "built",
        "hired",
        "points",
        "bvp",
        "avp",
        "bonus",  # market resources the seat's offices add
        "extras",  # extra_card_if_hand_at_most limits of its buildings
        "colours",  # buildings per colour index
        "coins",  # coin value of all its goods, kept up to date
        "stock",  # goods held, by good index, kept up to date
        "hireable",  # open (assistant, side, cost) whose colours it has: only grows on a build
    )

    def __init__(self, worker_card: int, burner: int, goods: int, t: Tables) -> None:
        self.worker_card = worker_card
        self.hand: list[int] = []
        self.cards: list[int] = []
        self.goods: list[int] = []
        self.kinds: list[int] = []
        self.prods: list[int] = []
        self.produced: list[int] = []
        self.asst: list[list[Any]] = []
        self.worker: int | None = None
        self.efficient = True
        self.planned: int | None = None
        self.exchange: bool | None = None
        self.hand_start = 0
        self.built = False
        self.hired = False
        self.points: list[int] = []
        self.bvp = 0
        self.avp = 0
        self.bonus: list[int] = []
        self.extras: list[int] = []
        self.colours = [0] * t.n_colours
        self.coins = 0
        self.stock = [0] * len(t.good_ids)
        self.hireable: list[tuple[int, int, int]] = []
        self.add_building(burner, t)
        self.goods[0] = goods
        self.coins = goods * t.coin[burner]
        if t.good[burner] >= 0:
            self.stock[t.good[burner]] = goods

    def add_building(self, card: int, t: Tables) -> None:
        self.cards.append(card)
        self.goods.append(0)
        self.kinds.append(t.good[card])
        self.produced.append(0)
        if t.prod[card]:
            self.prods.append(card)
        self.bvp += t.vp[card]
        if t.bonus[card]:
            self.bonus.extend(t.bonus[card])
        if t.extra[card]:
            self.extras.extend(t.extra[card])
        self.colours[t.colour[card]] += 1

    def pay(self, cost: int, t: Tables, choose: Callable[[int], int]) -> dict[int, int]:
        """Take a random minimal payment of ``cost`` (no good could be left out).

        Returns the goods paid as ``{good index: count}`` (counts may be 0).
        """
        if cost <= 0:
            return {}
        gv, stock = t.good_value, self.stock
        left = list(dict.fromkeys([k for k, n in zip(self.kinds, self.goods, strict=True) if n]))
        if len(left) == 1:  # one kind of good: no choice
            g = left[0]
            n = -(-cost // gv[g])
            self.take(g, n, gv[g])
            return {g: n}
        chosen: dict[int, int] = {}
        total = 0
        while total < cost:  # add a random kind, as much of it as still helps
            g = left.pop(choose(len(left))) if len(left) > 1 else left.pop()
            v = gv[g]
            n = min(stock[g], (cost - total + v - 1) // v)
            chosen[g] = n
            total += n * v
        if len(chosen) > 1:  # drop what is not needed: the payment is minimal
            for g in chosen:
                v = gv[g]
                while chosen[g] and total - v >= cost:
                    chosen[g] -= 1
                    total -= v
        for g, n in chosen.items():
            if n:
                self.take(g, n, gv[g])
        return chosen

    def take(self, good: int, n: int, value: int) -> None:
        """Remove ``n`` goods of a kind, first buildings first (as ``queries.take_goods``)."""
        self.stock[good] -= n
        self.coins -= n * value
        goods, kinds = self.goods, self.kinds
        j = -1
        while n:
            j = kinds.index(good, j + 1)
            if goods[j] >= n:
                goods[j] -= n
                return
            n -= goods[j]
            goods[j] = 0
