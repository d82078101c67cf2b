"""The fast playout's game: set-up, phases I to III, the end of a round.

:class:`Game` follows the engine's automatic flow step for step, with the same
PRNG calls in the same order (:mod:`.fastplay_rng`), so the table turns up the
same cards; phase IV is in :mod:`.fastplay_turn`.
"""

from __future__ import annotations

from typing import Any

from .actions import Discard, Exchange, MoveAssistant, Sunrise
from .fastplay_rng import Chooser, below, shuffle
from .fastplay_seat import Seat
from .fastplay_tables import Tables
from .fastplay_turn import Turns
from .rng import seed_state
from .scoring import Score
from .state import OVER, Building, GameState, Hired, PlayerState

MOVE_ASSISTANT = 8  # phase II: 1 in N to pay to move an assistant (asked again after a move)

_ROW_CARDS = ("sunrise_cards", "sunset_cards")  # counts: cards turned up into each row


class Game(Turns):
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
                *_ROW_CARDS,
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
        self.seats = [Seat(workers[i], burners[i], rs.starting_goods, t) for i in range(players)]
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

    def _turn_up(self) -> int | None:
        """A card for a market row, as ``piles.turn_up``: None when the draw pile is out
        and the discard pile holds nothing but characters (the piles count as empty)."""
        if not self.deck:
            character = self.t.character
            if all(character[c] for c in self.discard):
                return None
        return self._draw()

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
            c = self.deck.pop() if self.deck else self._turn_up()
            if c is None:
                if self._starve():
                    continue
                break  # no card left anywhere: the row stays short
            if character[c]:
                self.discard.append(c)
                continue
            cards.append(c)
            if half[c]:
                suns += 1
            if not self.deck:
                self._refill()
        self.counts[_ROW_CARDS[row]] += len(cards)

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

    def _move(self, seat: int, p: Seat, cost: int) -> bool:
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
        payment = p.pay(cost, self.t, self.choose)
        self.log.append((MoveAssistant, seat, p.asst[k][0], building, payment))
        p.asst[k][2] = building
        return True

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
        """The score sheet, as :func:`.scoring.scores` gives it."""
        out = []
        for p in self.seats:
            coins = p.coins
            out.append(Score(p.bvp, p.avp, coins, coins // 5, coins % 5))
        return out

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
