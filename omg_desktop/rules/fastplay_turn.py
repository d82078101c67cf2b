"""Phase IV of the fast playout: produce, chain, build or hire, as the engine's turn.

Each decision samples one legal choice; the odds below are the random policy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import Build, Chain, Done, Hire, Produce
from .catalog import RuleSet
from .fastplay_seat import Seat
from .fastplay_tables import ANY_RES, Tables

#: Odds of the random policy (1 in N), chosen so that games last about as long
#: as uniform play over ``legal_actions`` (see benchmarks/engine_speed.py).
SKIP_PRODUCTION = 3  # skip a production that hand cards could make happen
STOP_CHAINS = 4  # end the chain step while a chain could still run
STOP_BUILDING = 3  # neither build nor hire although one is possible

_NO_LIMIT = 1 << 30  # a chain with nothing to move runs never (as in the engine)


class Turns:
    """Phase IV for :class:`.fastplay_game.Game`, which sets these attributes."""

    t: Tables
    rs: RuleSet
    n: int
    seats: list[Seat]
    choose: Callable[[int], int]
    log: list[tuple[Any, ...]]
    counts: dict[str, int]
    market: list[list[int]]
    discard: list[int]
    open: list[tuple[int, int]]
    round: int
    first: int
    turn: int
    trigger_round: int | None
    final_round: int | None

    def _production(self) -> None:
        """Phase IV: every seat's turn, from the first player on."""
        t = self.t
        base = [0] * t.n_res
        res = t.res
        for row in self.market:
            for c in row:
                r = res[c]
                if r >= 0:
                    base[r] += 1
        n = self.n
        for k in range(n):
            self.turn = (self.first + k) % n
            self._turn(self.turn, base)

    def _final_chains_everywhere(self) -> bool:
        """In the final round every building may chain (if the rule set says so)."""
        return (
            self.final_round is not None
            and self.round == self.final_round
            and self.rs.final_round_chains_everywhere
        )

    def _turn(self, seat: int, base: list[int]) -> None:
        """Produce, chain, build or hire, then (final round) chain everywhere."""
        p = self.seats[seat]
        p.built = p.hired = False
        chain_len, cards = self.t.chain_len, p.cards
        made = self._produce_step(seat, p, base)
        if self.final_round is not None and self._final_chains_everywhere():
            self._chain_step(seat, p, [j for j, b in enumerate(cards) if chain_len[b]], True)
        elif made:
            chains = [j for j in made if chain_len[cards[j]]]
            if chains:
                self._chain_step(seat, p, chains, False)
        p.worker = None
        self._build_step(seat, p)
        if p.planned is not None:
            if self.rs.unbuilt_plan_to == "discard":
                self.discard.append(p.planned)
            else:
                p.hand.append(p.planned)
            p.planned = None
        if self.final_round is not None and self._final_chains_everywhere():
            self._chain_step(seat, p, [j for j, b in enumerate(cards) if chain_len[b]], True)

    def _produce_step(self, seat: int, p: Seat, base: list[int]) -> list[int]:
        """Produce at every staffed building; returns the indices of those that produced."""
        t = self.t
        inputs, coin = t.inputs, t.coin
        market = base
        if p.bonus:
            market = base[:]
            for r in p.bonus:
                market[r] += 1
        cards, worker = p.cards, p.worker
        staffed = [cards.index(worker)] if worker is not None else []
        if p.asst:
            staffed += [cards.index(h[2]) for h in p.asst if h[2] is not None]
            staffed.sort()  # in building order, as the engine
        made_at: list[int] = []
        for j in staffed:
            b = cards[j]
            at_worker = b == worker
            sloppy = at_worker and not p.efficient
            lack = []
            missing = 0
            for r, want in inputs[b]:
                have = sum(market) if r == ANY_RES else market[r]
                if have < want:
                    lack.append((r, want - have))
                    missing += want - have
            need = missing - 1 if sloppy else missing
            if need > 0:
                supply = self._supply(p, lack, need)
                if supply is None:
                    continue  # cannot produce: nothing is asked
                if self.choose(SKIP_PRODUCTION) == 0:
                    self.log.append((Produce, seat, b, (), True))
                    continue
                hand = p.hand
                for c in supply:
                    hand.remove(c)
                self.discard.extend(supply)
                if lack[0][0] == ANY_RES:
                    self.counts["any_supplied"] += 1
                self.log.append((Produce, seat, b, supply, False))
            if sloppy and missing:
                self.counts["sloppy_short"] += 1
            if p.bonus:
                for r, _ in inputs[b]:
                    if r in p.bonus:
                        self.counts["office_bonus"] += 1
                        break
            made = 2 if at_worker and p.efficient else 1
            p.goods[j] += made
            p.produced[j] += made
            p.coins += made * coin[b]
            if p.kinds[j] >= 0:
                p.stock[p.kinds[j]] += made
            made_at.append(j)
        return made_at

    def _supply(self, p: Seat, lack: list[tuple[int, int]], need: int) -> tuple[int, ...] | None:
        """Random hand cards that supply ``need`` missing inputs, or None if none can."""
        hand = p.hand
        r0 = lack[0][0]
        res = self.t.res
        if r0 == ANY_RES:  # as queries.supplies: a card showing no resource supplies nothing
            pool = [c for c in hand if res[c] >= 0]
            if len(pool) < need:
                return None
            return self._sample(pool, need)
        if len(lack) == 1:
            useful = [c for c in hand if res[c] == r0]
            if len(useful) < need:
                return None
            if len(useful) == need:
                return tuple(useful)
            return self._sample(useful, need)
        left = dict(lack)
        useful = [c for c in hand if res[c] in left]
        if len(useful) < need:
            return None
        have = dict.fromkeys(left, 0)
        for c in useful:
            have[res[c]] += 1
        if sum(min(m, have[r]) for r, m in lack) < need:
            return None
        choose = self.choose
        out = []
        while len(out) < need:
            cand = [c for c in useful if left[res[c]] > 0]
            c = cand[choose(len(cand))]
            out.append(c)
            useful.remove(c)
            left[res[c]] -= 1
        return tuple(out)

    def _sample(self, pool: list[int], k: int) -> tuple[int, ...]:
        """``k`` random cards of ``pool`` (which it empties partly)."""
        choose = self.choose
        if k == 1:
            return (pool[choose(len(pool))],)
        out = []
        for _ in range(k):
            out.append(pool.pop(choose(len(pool))))
        return tuple(out)

    def _chain_step(self, seat: int, p: Seat, where: list[int], everywhere: bool) -> None:
        """Run random chains of the buildings at indices ``where`` until the seat stops."""
        t = self.t
        res, coin, chain_res, chain_goods = t.res, t.coin, t.chain_res, t.chain_goods
        choose, log = self.choose, self.log
        cards, goods, kinds, stock, hand = p.cards, p.goods, p.kinds, p.stock, p.hand
        while True:
            options = []  # (building index, card, most runs) of chains that can run now
            hand_res: list[int] | None = None
            for j in where:
                b = cards[j]
                most = _NO_LIMIT
                if chain_res[b]:
                    if hand_res is None:
                        hand_res = [res[c] for c in hand]
                    for r, m in chain_res[b]:
                        n = hand_res.count(r) // m
                        if n < most:
                            most = n
                    if not most:
                        continue
                for g, m in chain_goods[b]:
                    n = (stock[g] - goods[j] if kinds[j] == g else stock[g]) // m
                    if n < most:
                        most = n
                if 0 < most < _NO_LIMIT:
                    options.append((j, b, most))
            if not options:
                return
            if choose(STOP_CHAINS) == 0:
                log.append((Done, seat))
                return
            j, b, most = options[choose(len(options))] if len(options) > 1 else options[0]
            times = 1 + choose(most) if most > 1 else 1
            used: list[int] = []
            for r, m in chain_res[b]:
                mine = [c for c in hand if res[c] == r]
                for _ in range(m * times):
                    used.append(mine.pop(choose(len(mine))) if len(mine) > 1 else mine.pop())
            for c in used:
                hand.remove(c)
            self.discard.extend(used)
            for g in t.chain_moves[b]:
                n = times
                for k, kind in enumerate(kinds):
                    if kind == g and k != j and goods[k]:
                        take = min(n, goods[k])
                        goods[k] -= take
                        n -= take
                        p.coins -= take * coin[cards[k]]
                        stock[g] -= take
                        if not n:
                            break
            gained = times * t.chain_len[b]
            goods[j] += gained
            p.coins += gained * coin[b]
            if kinds[j] >= 0:
                stock[kinds[j]] += gained
            if everywhere and not p.produced[j]:
                self.counts["final_chains"] += 1
            log.append((Chain, seat, b, times, tuple(used)))

    def _hireable(self, p: Seat) -> None:
        """Note the open assistants whose colours ``p`` has (after it built)."""
        sides, colours = self.t.sides, p.colours
        faces = []
        for a, side in self.open:
            cost, needs, _ = sides[a][side]
            for c, n in needs:
                if colours[c] < n:
                    break
            else:
                faces.append((a, side, cost))
        p.hireable = faces

    def _build_step(self, seat: int, p: Seat) -> None:
        """Build the planned card or hire an assistant (maybe both), or neither."""
        t, rs = self.t, self.rs
        both, most = rs.build_and_hire, rs.max_assistants
        choose, log = self.choose, self.log
        while True:
            coins = p.coins
            build = False
            if not p.built and (both or not p.hired) and p.planned is not None:
                cost = t.cost[p.planned]
                build = cost is not None and cost <= coins
            hires: list[tuple[int, int]] = []
            if (
                p.hireable
                and not p.hired
                and (both or not p.built)
                and (most is None or len(p.asst) < most)
            ):
                hires = [(a, side) for a, side, cost in p.hireable if cost <= coins]
                if hires:
                    # one production building must stay free of assistants
                    taken = [h[2] for h in p.asst]
                    free = [b for b in p.prods if b not in taken]
                    if len(free) < 2:
                        hires = []
            if not build and not hires:
                return
            if choose(STOP_BUILDING) == 0:
                log.append((Done, seat))
                return
            k = choose(len(hires) + build)
            if k < len(hires):
                a, side = hires[k]
                payment = p.pay(t.sides[a][side][0], t, choose)
                building = free[choose(len(free))]
                self.open.remove((a, side))
                for q in self.seats:
                    q.hireable = [f for f in q.hireable if f[0] != a]
                p.asst.append([a, side, building])
                p.avp += t.sides[a][side][2]
                p.hired = True
                log.append((Hire, seat, a, payment, building))
            else:
                card = p.planned
                assert card is not None
                payment = p.pay(t.cost[card] or 0, t, choose)
                p.planned = None
                p.add_building(card, t)
                self._hireable(p)
                p.built = True
                log.append((Build, seat, card, payment))
                if self.trigger_round is None:
                    self._check_end_trigger(p)

    def _check_end_trigger(self, builder: Seat) -> None:
        """After a build: the end comes once someone has enough buildings.

        Before this build nobody had enough (or it would have triggered), so only
        the builder can have reached the number, unless it is 1 or less.
        """
        rs = self.rs
        need = rs.end_trigger_buildings
        if need is not None and (need <= 1 or len(builder.cards) >= need):
            self.trigger_round = self.round
            self.final_round = self.round + rs.rounds_after_trigger
