"""Fast random playouts of whole base games, for bots and benchmarks (issue 2).

:func:`play_random` plays a game from a rule set, a seed and the number of
seats, every seat choosing at random among its legal moves. The table's chance
(set-up, shuffles, deals, reveals) comes from the engine's PRNG in the engine's
order, so the game is a real game of :mod:`.engine`: replaying
:meth:`FastGame.actions` from ``new_game(cat, players, seed, ruleset)`` reaches
the state :meth:`FastGame.final_state` returns (the tests check this).

Inside, a game is ints and lists (:mod:`.fastplay_tables`): no events, no
action objects, and one legal choice is sampled at each decision instead of
listing them all. Only the base game is played: rule sets with expansion rules
raise :class:`UnsupportedRuleSet`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import (
    Action,
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    Hire,
    MoveAssistant,
    Produce,
    Sunrise,
)
from .catalog import Catalog
from .fastplay_rng import Chooser, below, shuffle
from .fastplay_tables import ANY_RES, Tables, UnsupportedRuleSet, tables_for
from .rng import seed_state
from .scoring import Score
from .state import OVER, Building, GameState, Hired, PlayerState

__all__ = ["FastGame", "UnsupportedRuleSet", "play_random"]

#: Odds of the random policy (1 in N), chosen so that games last about as long
#: as uniform play over ``legal_actions`` (see benchmarks/engine_speed.py).
SKIP_PRODUCTION = 3  # skip a production that hand cards could make happen
STOP_CHAINS = 4  # end the chain step while a chain could still run
STOP_BUILDING = 3  # neither build nor hire although one is possible
MOVE_ASSISTANT = 8  # phase II: pay to move an assistant (asked again after each move)

_NO_LIMIT = 1 << 30  # a chain with nothing to move runs never (as in the engine)

#: Mixes the seed into the choices' PRNG so they do not mirror the table's draws.
_CHOICE_SALT = 0x6A09E667F3BCC909


class _Seat:
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


@dataclass
class FastGame:
    """A finished fast playout: the seats' choices, the scores and what happened."""

    ruleset: str
    seed: int | str
    players: int
    log: list[tuple[Any, ...]]  # (action class, its fields...) in the order played
    scores: list[Score]
    winners: list[int]
    rounds: int
    #: how often rule situations came up (shuffles, starvations, ...), for tests
    counts: dict[str, int] = field(default_factory=dict)
    _play: _Play | None = field(default=None, repr=False, compare=False)

    def actions(self) -> list[Action]:
        """The seats' actions, to replay with the engine from ``new_game``."""
        return [entry[0](*entry[1:]) for entry in self.log]

    def final_state(self) -> GameState:
        """The end position as an engine :class:`GameState`."""
        if self._play is None:
            raise ValueError("this result keeps no final position")
        return self._play.to_state()


def play_random(
    cat: Catalog,
    players: int = 4,
    seed: int | str = 0,
    ruleset: str | None = None,
    choice_seed: int | str | None = None,
) -> FastGame:
    """Play one whole game with random legal choices (``choice_seed`` defaults to ``seed``)."""
    rs = cat.default_ruleset if ruleset is None else cat.ruleset(ruleset)
    if not rs.min_players <= players <= rs.max_players:
        raise ValueError(
            f"{rs.name} is played by {rs.min_players} to {rs.max_players} players, not {players}"
        )
    t = tables_for(cat, rs)
    choices = seed_state(seed if choice_seed is None else choice_seed) ^ _CHOICE_SALT
    play = _Play(t, players, seed, choices)
    play.run()
    return play.result()


class _Play:
    """One game in progress; the methods follow the engine's automatic flow."""

    def __init__(self, t: Tables, players: int, seed: int | str, choices: int) -> None:
        cat, rs = t.cat, t.rs
        self.t = t
        self.rs = rs
        self.seed = seed
        self.n = players
        self.choose = Chooser(choices).pick
        self.log: list[tuple[Any, ...]] = []
        self.counts = dict.fromkeys(
            (
                "shuffles",
                "starvations",
                "extra_cards",
                "sloppy_short",
                "any_supplied",
                "office_bonus",
                "final_chains",
            ),
            0,
        )
        # set-up, step for step as engine.new_game
        s = seed_state(seed)
        burners = list(cat.charburners)
        s = shuffle(s, burners)
        workers = sorted(cat.workers)
        s = shuffle(s, workers)
        if len(burners) < players or len(workers) < players:
            raise ValueError(
                "the data has too few start buildings or workers for that many players"
            )
        assistants = sorted(
            a for a, d in cat.assistants.items() if getattr(d, "expansion", None) is None
        )
        s = shuffle(s, assistants)
        n_open = min(len(assistants), rs.assistants_per_player * players)
        self.open: list[tuple[int, int]] = []
        for a in assistants[:n_open]:
            s, side = below(s, 2)
            self.open.append((a, side))
        deck = list(cat.deck)
        s = shuffle(s, deck)
        self.out = [f"card:{c}" for c in burners[players:]]
        self.out += [f"worker:{w}" for w in workers[players:]]
        self.out += [f"assistant:{a}" for a in assistants[n_open:]]
        self.seats = [_Seat(workers[i], burners[i], rs.starting_goods, t) for i in range(players)]
        for p in self.seats:
            for _ in range(rs.starting_hand):
                p.hand.append(deck.pop())
            self._hireable(p)
        s, self.first = below(s, players)
        self.rng = s
        self.deck = deck
        self.discard: list[int] = []
        self.market: list[list[int]] = [[], []]
        self.round = 1
        self.turn = self.first
        self.draws: list[list[int]] = []
        self.trigger_round: int | None = None
        self.final_round: int | None = None

    # ---- the game ----------------------------------------------------------
    def run(self) -> None:
        """Play rounds until the game is over."""
        exchange = self.rs.hand_exchange
        while True:
            self._start_round()
            if exchange:
                self._exchange()
            else:
                self._queue_deals()
            self._run_draws()
            self._reveal(0)
            self._sunrise()
            self._reveal(1)
            self._production()
            if self._close_round():
                return

    def _start_round(self) -> None:
        """Phase I begins: who may exchange, the round's production counts reset."""
        exchange = self.rs.hand_exchange
        for p in self.seats:
            p.hand_start = len(p.hand)
            p.exchange = None if exchange and p.hand else False
            p.produced = [0] * len(p.cards)
        self.draws = []

    # ---- piles ---------------------------------------------------------------
    def _refill(self) -> None:
        """An empty draw pile: the discard pile is shuffled into a new one."""
        if self.deck or not self.discard:
            return
        self.deck = self.discard
        self.discard = []
        self.rng = shuffle(self.rng, self.deck)
        self.counts["shuffles"] += 1

    def _draw(self) -> int | None:
        """The top card, refilling first; None when both piles are empty."""
        if not self.deck:
            self._refill()
            if not self.deck:
                return None
        return self.deck.pop()

    def _starve(self) -> bool:
        """Both piles are empty: everyone discards half their hand, card by card."""
        counts = [len(p.hand) // 2 for p in self.seats]
        if not any(counts):
            return False
        self.counts["starvations"] += 1
        choose, log, discard = self.choose, self.log, self.discard
        for i, p in enumerate(self.seats):
            hand = p.hand
            for _ in range(counts[i]):
                c = hand.pop(choose(len(hand)))
                discard.append(c)
                log.append((Discard, i, c))
        return True

    # ---- phase I -------------------------------------------------------------
    def _exchange(self) -> None:
        """Each seat keeps or swaps its whole hand; swaps are dealt first."""
        choose, log = self.choose, self.log
        swaps = choose(1 << self.n)  # one random bit per seat
        for i, p in enumerate(self.seats):
            if p.exchange is None:
                p.exchange = bool(swaps >> i & 1)
                log.append((Exchange, i, p.exchange))
        n = self.n
        for k in range(n):
            i = (self.first + k) % n
            p = self.seats[i]
            if p.exchange:
                self.draws.append([i, len(p.hand)])
                self.discard.extend(p.hand)
                p.hand = []
        self._queue_deals()

    def _queue_deals(self) -> None:
        """Every seat draws its cards of the round (plus its buildings' extra cards)."""
        n, per, seats, draws = self.n, self.rs.cards_per_round, self.seats, self.draws
        for k in range(n):
            i = (self.first + k) % n
            p = seats[i]
            extra = 0
            if p.extras:
                for limit in p.extras:
                    if p.hand_start <= limit:
                        extra += 1
                self.counts["extra_cards"] += extra
            draws.append([i, per + extra])

    def _run_draws(self) -> None:
        """Deal the queued cards, reshuffling and starving as the engine does."""
        draws = self.draws
        while draws:
            seat, n = draws[0]
            hand = self.seats[seat].hand
            drawn = False
            while n:
                deck = self.deck
                if not deck:
                    self._refill()
                    deck = self.deck
                    if not deck:
                        break
                k = min(n, len(deck))
                hand.extend(deck[: -k - 1 : -1])  # popped one by one from the top
                del deck[-k:]
                drawn = True
                n -= k
            if drawn and not self.deck:
                self._refill()
            if n == 0:
                draws.pop(0)
                continue
            draws[0][1] = n
            if self._starve():
                continue
            draws.clear()  # nothing left anywhere to draw

    # ---- phases II and III ---------------------------------------------------------
    def _reveal(self, row: int) -> None:
        """Turn up cards into ``row`` until it shows enough half suns."""
        t = self.t
        half, character = t.half, t.character
        need = self.rs.half_suns_per_row
        cards = self.market[row]
        suns = sum(1 for c in cards if half[c]) if cards else 0
        while suns < need:
            c = self.deck.pop() if self.deck else self._draw()
            if c is None:
                if self._starve():
                    continue
                return
            if character[c]:
                self.discard.append(c)
                continue
            cards.append(c)
            if half[c]:
                suns += 1
            if not self.deck:
                self._refill()

    def _sunrise(self) -> None:
        """Each seat may pay to move assistants, then places its worker and plans a card."""
        choose, log, cost = self.choose, self.log, self.t.cost
        move_cost = self.rs.assistant_move_cost
        for i, p in enumerate(self.seats):
            if move_cost is not None and p.asst:
                while choose(MOVE_ASSISTANT) == 0 and self._move(i, p, move_cost):
                    pass
            if p.asst:
                taken = [h[2] for h in p.asst]
                free = [b for b in p.prods if b not in taken]
            else:
                free = p.prods
            hand = p.hand
            k, x = divmod(choose(len(free) * 2 * (len(hand) + 1)), len(free) * 2)
            building = free[x >> 1]
            efficient = not x & 1
            plan = hand[k] if k < len(hand) else None
            if plan is not None:
                if cost[plan] is None:  # not a building (an expansion card): plan nothing
                    plan = None
                else:
                    del hand[k]
            log.append((Sunrise, i, building, efficient, plan))
            p.worker = building
            p.efficient = efficient
            p.planned = plan

    def _move(self, seat: int, p: _Seat, cost: int) -> bool:
        """Pay to move one assistant (applied at once: nothing else changes until reveal)."""
        if p.coins < cost:
            return False
        places = [h[2] for h in p.asst]
        options = []
        for k, here in enumerate(places):
            if here is None:
                continue
            taken = places[:k] + places[k + 1 :]
            free = [b for b in p.prods if b not in taken]
            if len(free) >= 2:
                options.extend((k, b) for b in free if b != here)
        if not options:
            return False
        k, building = options[self.choose(len(options))]
        payment = self._pay(p, cost)
        self.log.append((MoveAssistant, seat, p.asst[k][0], building, payment))
        p.asst[k][2] = building
        return True

    def _pay(self, p: _Seat, cost: int) -> tuple[tuple[str, int], ...]:
        """Take a random minimal payment of ``cost`` (no good could be left out)."""
        if cost <= 0:
            return ()
        gv = self.t.good_value
        stock = p.stock
        left = [g for g, n in enumerate(stock) if n]
        chosen: dict[int, int] = {}
        total = 0
        choose = self.choose
        if len(left) == 1:  # one kind of good: no choice
            g = left[0]
            v = gv[g]
            n = (cost + v - 1) // v
            stock[g] -= n
            total = n * v
            goods, kinds = p.goods, p.kinds
            j = -1
            while n:
                j = kinds.index(g, j + 1)
                if goods[j] >= n:
                    goods[j] -= n
                    break
                n -= goods[j]
                goods[j] = 0
            p.coins -= total
            return ((self.t.good_ids[g], total // v),)
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
        goods, kinds = p.goods, p.kinds
        for g, n in chosen.items():
            stock[g] -= n
            j = -1
            while n:  # first buildings first, as queries.take_goods
                j = kinds.index(g, j + 1)
                if goods[j] >= n:
                    goods[j] -= n
                    break
                n -= goods[j]
                goods[j] = 0
        p.coins -= total
        ids = self.t.good_ids
        return tuple([(ids[g], n) for g, n in sorted(chosen.items()) if n])

    # ---- phase IV ------------------------------------------------------------
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

    def _produce_step(self, seat: int, p: _Seat, base: list[int]) -> list[int]:
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

    def _supply(self, p: _Seat, lack: list[tuple[int, int]], need: int) -> tuple[int, ...] | None:
        """Random hand cards that supply ``need`` missing inputs, or None if none can."""
        hand = p.hand
        r0 = lack[0][0]
        if r0 == ANY_RES:
            if len(hand) < need:
                return None
            return self._sample(hand[:], need)
        res = self.t.res
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

    def _chain_step(self, seat: int, p: _Seat, where: list[int], everywhere: bool) -> None:
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

    def _hireable(self, p: _Seat) -> None:
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

    def _build_step(self, seat: int, p: _Seat) -> None:
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
                payment = self._pay(p, t.sides[a][side][0])
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
                payment = self._pay(p, t.cost[card] or 0)
                p.planned = None
                p.add_building(card, t)
                self._hireable(p)
                p.built = True
                log.append((Build, seat, card, payment))
                if self.trigger_round is None:
                    self._check_end_trigger(p)

    def _check_end_trigger(self, builder: _Seat) -> None:
        """After a build: the end comes once someone has enough buildings.

        Before this build nobody had enough (or it would have triggered), so only
        the builder can have reached the number, unless it is 1 or less.
        """
        rs = self.rs
        need = rs.end_trigger_buildings
        if need is not None and (need <= 1 or len(builder.cards) >= need):
            self.trigger_round = self.round
            self.final_round = self.round + rs.rounds_after_trigger

    # ---- end of round and game -----------------------------------------------------
    def _close_round(self) -> bool:
        """Discard the market, note the points; True when the game is over."""
        for row in self.market:
            self.discard.extend(row)
            row.clear()
        for p in self.seats:
            p.points.append(p.bvp + p.avp + p.coins // 5)
        if self.final_round is not None and self.round >= self.final_round:
            return True
        self.first = (self.first + 1) % self.n
        self.round += 1
        return False

    def scores(self) -> list[Score]:
        out = []
        for p in self.seats:
            coins = p.coins
            out.append(Score(p.bvp, p.avp, coins, coins // 5, coins % 5))
        return out

    def result(self) -> FastGame:
        sheet = self.scores()
        best = max((s.total, s.leftover) for s in sheet)
        return FastGame(
            ruleset=self.rs.id,
            seed=self.seed,
            players=self.n,
            log=self.log,
            scores=sheet,
            winners=[i for i, s in enumerate(sheet) if (s.total, s.leftover) == best],
            rounds=self.round,
            counts=self.counts,
            _play=self,
        )

    def to_state(self) -> GameState:
        """The end position as the engine holds it."""
        players = []
        for p in self.seats:
            players.append(
                PlayerState(
                    worker_card=p.worker_card,
                    hand=p.hand[:],
                    buildings=[
                        Building(c, g, n)
                        for c, g, n in zip(p.cards, p.goods, p.produced, strict=True)
                    ],
                    assistants=[Hired(a, s, b) for a, s, b in p.asst],
                    worker=p.worker,
                    efficient=p.efficient,
                    planned=p.planned,
                    exchange=p.exchange,
                    committed=True,  # every seat made its sunrise choices this round
                    pending_efficient=p.efficient,
                    hand_at_round_start=p.hand_start,
                    built=p.built,
                    hired=p.hired,
                    points_by_round=p.points[:],
                )
            )
        return GameState(
            cat=self.t.cat,
            ruleset=self.rs,
            seed=self.seed,
            players=players,
            rng=self.rng,
            round=self.round,
            phase=OVER,
            step="",
            first=self.first,
            turn=self.turn,
            deck=self.deck[:],
            discard=self.discard[:],
            market=[[], []],
            reveal_row=1,
            open_assistants=self.open[:],
            out_of_game=self.out[:],
            draws=[],
            to_produce=[],
            turns_done=self.n,
            trigger_round=self.trigger_round,
            final_round=self.final_round,
        )
