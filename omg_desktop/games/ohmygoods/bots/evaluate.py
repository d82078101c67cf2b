"""How much a position is worth to each player, in victory points (VP).

Used by the Normal bot to compare one-step outcomes and by the Hard bot to
score the end of its playouts. A player's value is

    VP now (buildings + assistants)
    + coins × coin value              (coins buy buildings; 1 VP per 5 at the end)
    + rounds left × expected income × future coin value
    + the cards in hand                (fuel for chains, future buildings)

At the end of the game it is the exact score (plus a tiny tie-break on coins).
Everything is computed from what a view shows; hidden hands count by size.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..rules import GameState
from ..rules import queries as q
from ..rules.catalog import ANY, BIG_BOX_END_TRIGGER, CardDef
from ..rules.state import PlayerState
from .knowledge import Tables, tables_for


@dataclass(frozen=True)
class Params:
    """The weights of the evaluation (tuned by tournaments, see docs/ai.md)."""

    coin: float = 0.3  # VP per coin while the game goes on
    coin_end: float = 0.2  # VP per coin at the end (1 per 5)
    future_coin: float = 0.22  # VP per coin of expected future income
    card: float = 0.35  # base VP of an unknown card in hand
    build_rate: float = 0.8  # buildings per round the leader adds (end estimate)
    income_best: float = 0.7  # a new building's worth: its edge over the best one
    income_any: float = 0.3  # ... and a share of its own output (variety)
    hand_limit: int = 12  # cards beyond this are worth little
    tempo: float = 0.5  # a building this round rather than a promise of one later


DEFAULT = Params()


def rounds_left(state: GameState, params: Params = DEFAULT) -> float:
    """Production rounds expected after the current one."""
    if state.over:
        return 0.0
    if state.final_round is not None:
        return float(max(0, state.final_round - state.round))
    rs = state.ruleset
    if rs.fixed_rounds is not None:
        return float(max(0, rs.fixed_rounds - state.round))
    # no buildings trigger (the expansion's event deck ends it): guess the Big Box length
    trigger = rs.end_trigger_buildings or BIG_BOX_END_TRIGGER
    most = max(len(p.buildings) for p in state.players)
    return max(0.0, (trigger - most) / params.build_rate) + rs.rounds_after_trigger


def good_value(cat, card: CardDef) -> int:
    return cat.goods[card.good].value if card.good else 0


def bonus_of(p: PlayerState, cat) -> Counter[str]:
    """Resources the player's offices add to the market (for that player only)."""
    out: Counter[str] = Counter()
    for b in p.buildings:
        for r in cat.card(b.card).effect_values("market_resource"):
            out[r] += 1  # type: ignore[index]
    if out:
        out[ANY] = sum(out.values())
    return out


_OUTPUTS: dict[tuple, float] = {}


def _bonus_key(bonus: dict[str, int]) -> tuple:
    return tuple(sorted(bonus.items())) if bonus else ()


def static_output(
    tables: Tables,
    card: CardDef,
    value: int,
    bonus: dict[str, int],
    worker: bool,
    bonus_key: tuple | None = None,
) -> float:
    """Expected coins one round of a building yields (worker: best orientation).
    ``bonus_key``: ``bonus`` as a key (its sorted items), when the caller has it."""
    if not card.inputs:
        return 0.0
    if bonus_key is None:
        bonus_key = _bonus_key(bonus)
    key = (id(tables), card.id, bonus_key, worker)
    hit = _OUTPUTS.get(key)
    if hit is not None:
        return hit
    pe, _ = tables.produce_prob(card.inputs, bonus, {}, False, True)
    if worker:
        ps, _ = tables.produce_prob(card.inputs, bonus, {}, True, True)
        out = max(q.output_of(q.WORKER, True) * pe, q.output_of(q.WORKER, False) * ps) * value
    else:
        out = pe * value
    _OUTPUTS[key] = out
    return out


class Profile:
    """What a player's buildings and assistants alone imply (cached by their layout)."""

    __slots__ = (
        "bonus",
        "bonus_key",
        "worker_outputs",
        "best_worker",
        "assist_income",
        "colours",
        "futures",
        "terms",
        "values",
        "hires",
        "targets",
        "resources",
        "has_goods",
        "averages",
        "fuels",
    )

    def __init__(self, cat, tables: Tables, p: PlayerState) -> None:
        card_of = cat.card
        self.bonus = bonus_of(p, cat)
        self.bonus_key = _bonus_key(self.bonus)
        assisted = {h.building for h in p.assistants if h.building is not None}
        prod = [b.card for b in p.buildings if card_of(b.card).is_production]
        self.worker_outputs = {
            b: static_output(tables, card_of(b), good_value(cat, card_of(b)), self.bonus, True)
            for b in prod
            if b not in assisted
        }
        self.best_worker = max(self.worker_outputs.values(), default=0.0)
        self.assist_income = sum(
            static_output(tables, card_of(b), good_value(cat, card_of(b)), self.bonus, False)
            for b in assisted
        )
        self.colours = Counter(card_of(b.card).colour for b in p.buildings)
        self.futures: dict[tuple[int, Params], float] = {}
        #: the deck's average card value for this layout, by what else it depends on
        #: (:meth:`Assessor.average_key`); filled by ``policy.average_card_value``
        self.averages: dict[tuple, float] = {}
        #: :attr:`Assessor.fuel` by the goods on each building (all it depends on besides)
        self.fuels: dict[tuple[int, ...], tuple[dict[str, float], tuple]] = {}
        #: :meth:`Assessor.building_terms` of each card, by (weights, rounds left)
        self.terms: dict[tuple[Params, float], dict[int, BuildingTerms]] = {}
        #: :meth:`Assessor.card_value` of each card, by :meth:`Assessor.average_key`
        self.values: dict[tuple, dict[int, float]] = {}
        #: what hiring is worth (``policy``), by the assistants for hire, rounds left, weights
        self.hires: dict[tuple, Callable[[float], float]] = {}
        #: :meth:`Assessor.resource_value` by resource, by weights, rounds left and fuel
        self.resources: dict[tuple, dict[str | None, float]] = {}
        #: :meth:`Assessor._has_goods` by (goods on each building, goods, building)
        self.has_goods: dict[tuple, bool] = {}
        #: the building a new assistant should take among these (``policy``)
        self.targets: dict[tuple[int, ...], tuple[int, float]] = {}


#: ``(value, net, less cost)`` of a card as a building for one player: its
#: :meth:`~Assessor.building_value`; that less its cost in coins (None: not a building,
#: or no round left to use it); and that less its cost, 0 for a card without one. The
#: same for every position with the same weights and rounds left, so kept on the
#: layout's :class:`Profile`.
BuildingTerms = tuple[float, float | None, float]

_PROFILES: dict[tuple, Profile] = {}


def _table(tables: dict[tuple, dict], key: tuple) -> dict:
    """``tables[key]``, a new empty table if there is none (all of ``tables`` let go
    once it holds more than 2,000: a cache, never needed for a result)."""
    hit = tables.get(key)
    if hit is None:
        if len(tables) > 2000:
            tables.clear()
        hit = tables[key] = {}
    return hit


_DEAREST: dict[int, tuple[object, int]] = {}


def dearest(cat) -> int:
    """The highest cost of a card in the catalog (0: none has a cost)."""
    hit = _DEAREST.get(id(cat))
    if hit is None or hit[0] is not cat:
        most = max((c.cost for c in cat.cards.values() if c.cost is not None), default=0)
        hit = _DEAREST[id(cat)] = (cat, most)
    return hit[1]


def profile_of(cat, tables: Tables, p: PlayerState) -> Profile:
    key = (
        id(cat),
        tuple([b.card for b in p.buildings]),
        tuple([(h.assistant, h.building) for h in p.assistants]) if p.assistants else (),
    )
    hit = _PROFILES.get(key)
    if hit is None:
        if len(_PROFILES) > 50000:
            _PROFILES.clear()
        hit = _PROFILES[key] = Profile(cat, tables, p)
    return hit


class Assessor:
    """Values for one player of one position (cached; build a new one per position)."""

    def __init__(self, state: GameState, seat: int, params: Params = DEFAULT) -> None:
        self.state = state
        self.seat = seat
        self.params = params
        self.cat = cat = state.cat
        self.tables = tables_for(cat)
        self.p = p = state.players[seat]
        self.R = rounds_left(state, params)
        self.coins = q.coins_of(p, cat)
        prof = self.profile = profile_of(cat, self.tables, p)
        self.bonus = prof.bonus
        self.worker_outputs = prof.worker_outputs
        self.best_worker = prof.best_worker
        self.assist_income = prof.assist_income
        self.colours = prof.colours
        self._fuel: dict[str, float] | None = None
        self._fuel_key: tuple = ()
        self._card_values: dict[int, float] | None = None
        self._terms: dict[int, BuildingTerms] | None = None
        self._resource_values: dict[str | None, float] | None = None
        self._goods_key: tuple[int, ...] | None = None
        self._reach: int | None = None
        pr = params
        R = self.R
        #: VP of a coin now: more while buildings are still to be bought
        self.coin = (
            pr.coin_end if R <= 0 else pr.coin_end + (pr.coin - pr.coin_end) * min(1.0, R / 3)
        )

    @property
    def fuel(self) -> dict[str, float]:
        """Resource -> the most coins one card of it adds through a chain."""
        if self._fuel is None:
            self._fuel, self._fuel_key = self._fuel_of_goods()
        return self._fuel

    def fuel_key(self) -> tuple:
        """:attr:`fuel`'s items sorted: a key for what depends on it."""
        if self._fuel is None:
            self._fuel, self._fuel_key = self._fuel_of_goods()
        return self._fuel_key

    def _fuel_of_goods(self) -> tuple[dict[str, float], tuple]:
        """:attr:`fuel` and its items sorted (a key), kept on the profile by the goods on
        each building (all the fuel depends on besides the layout)."""
        key = self.goods_key()
        hit = self.profile.fuels.get(key)
        if hit is None:
            fuel = self._fuel_afresh()
            hit = self.profile.fuels[key] = (fuel, tuple(sorted(fuel.items())))
        return hit

    def _fuel_afresh(self) -> dict[str, float]:
        cat = self.cat
        card_of = cat.card
        fuel: dict[str, float] = {}
        for b in self.p.buildings:
            card = card_of(b.card)
            res, goods = cat.chain_split[card.id]
            if not res or not card.is_production:
                continue
            gain = len(card.chain) * good_value(cat, card)
            gain -= sum(cat.goods[g].value for g in goods)
            if goods and not self._has_goods(goods, b.card):
                gain *= 0.4  # needs goods it does not have yet
            gain /= max(1, len(res))
            for r in set(res):
                fuel[r] = max(fuel.get(r, 0.0), float(gain))
        return fuel

    def goods_key(self) -> tuple[int, ...]:
        """The goods on each of the player's buildings (with the layout, all that the
        :attr:`fuel` and :meth:`_has_goods` depend on)."""
        key = self._goods_key
        if key is None:
            key = self._goods_key = tuple([b.goods for b in self.p.buildings])
        return key

    def _has_goods(self, goods: tuple[str, ...], target: int) -> bool:
        """Whether the player's other buildings than ``target`` hold ``goods`` (kept on
        the profile by the goods on each building)."""
        memo = self.profile.has_goods
        key = (self.goods_key(), goods, target)
        hit = memo.get(key)
        if hit is None:
            if len(memo) > 5000:
                memo.clear()
            hit = memo[key] = self._has_goods_afresh(goods, target)
        return hit

    def _has_goods_afresh(self, goods: tuple[str, ...], target: int) -> bool:
        card_of = self.cat.card
        have = Counter()
        for b in self.p.buildings:
            if b.card != target and b.goods:
                have[card_of(b.card).good] += b.goods
        return all(have[g] >= n for g, n in Counter(goods).items())

    # ---- the pieces -----------------------------------------------------------
    def income(self) -> float:
        return self.best_worker + self.assist_income

    def building_value(self, card_id: int) -> float:
        """VP a building is worth once built: its VP and what it adds later."""
        card = self.cat.card(card_id)
        value = float(card.vp)
        R = self.R
        if R > 0:
            pr = self.params
            key = (card_id, pr)
            future = self.profile.futures.get(key)
            if future is None:
                future = self._future(card)
                self.profile.futures[key] = future
            value += R * future
        return value

    def _future(self, card: CardDef) -> float:
        """VP per remaining round a building adds (income, office bonus, extra cards)."""
        cat = self.cat
        pr = self.params
        future = 0.0
        if card.is_production and card.inputs:
            value = good_value(cat, card)
            out = static_output(self.tables, card, value, self.bonus, True, self.profile.bonus_key)
            future += pr.income_best * max(0.0, out - self.best_worker)
            future += pr.income_any * out
            res, _ = cat.chain_split[card.id]
            if res:
                # fuel for its chain arrives with the cards drawn each round
                future += 0.25 * len(card.chain) * value / max(1, len(res))
        for r in cat.office_of.get(card.id, ()):
            bonus = Counter(self.bonus)
            bonus[r] += 1  # type: ignore[index]
            bonus[ANY] += 1
            best = max(
                (
                    static_output(
                        self.tables, cat.card(b), good_value(cat, cat.card(b)), bonus, True
                    )
                    for b in self.worker_outputs
                ),
                default=0.0,
            )
            future += max(0.0, best - self.best_worker)
        future *= pr.future_coin
        if card.effect_values("extra_card_if_hand_at_most"):
            future += 0.5 * pr.card
        return future

    def resource_value(self, card_id: int) -> float:
        """VP of a card in hand as a resource (to supply or to feed a chain)."""
        resource = self.cat.card(card_id).resource
        values = self._resource_values
        if values is None:
            # the same for every position with the same weights, rounds left and fuel
            final = self.R <= 0 and self.state.is_final_round
            key = (self.params, self.R, final, self.fuel_key())
            values = self._resource_values = _table(self.profile.resources, key)
        hit = values.get(resource)
        if hit is not None:
            return hit
        pr = self.params
        R = self.R
        if R <= 0 and not self.state.is_final_round:
            v = 0.0
        else:
            v = pr.card * min(1.0, (R + 1) / 3)
            f = self.fuel.get(resource or "", 0.0)
            if f:
                v = max(v, f * self.coin * 0.8)
        values[resource] = v
        return v

    def average_key(self) -> tuple:
        """Everything a card's value depends on besides the card and the player's layout
        (:class:`Profile`): the same key gives the same :meth:`card_value` of every card."""
        final = self.R <= 0 and self.state.is_final_round
        return (self.params, self.R, final, self.fuel_key(), self.within_reach())

    def within_reach(self) -> int:
        """The dearest building the player may soon afford (its coins and two rounds of
        income), capped at the dearest card: all a card's value asks of the coins."""
        reach = self._reach
        if reach is None:
            most = math.floor(self.coins + self.income() * 2)
            reach = self._reach = min(most, dearest(self.cat))
        return reach

    def building_terms(self, card_id: int) -> BuildingTerms:
        """A card's worth as a building (:data:`BuildingTerms`)."""
        terms = self._terms
        if terms is None:
            terms = self._terms = _table(self.profile.terms, (self.params, self.R))
        hit = terms.get(card_id)
        if hit is None:
            bv = self.building_value(card_id)
            cost = self.cat.card(card_id).cost
            net = bv - cost * self.coin if self.R > 0 and cost is not None else None
            hit = terms[card_id] = (bv, net, bv - (cost or 0) * self.coin)
        return hit

    def card_value(self, card_id: int) -> float:
        """VP of one known card in the player's hand (resource, or a building to come)."""
        values = self._card_values
        if values is None:
            # the same for every position with the same average key: kept on the profile
            values = self._card_values = _table(self.profile.values, self.average_key())
        hit = values.get(card_id)
        if hit is None:
            hit = values[card_id] = self._card_value_afresh(card_id)
        return hit

    def _card_value_afresh(self, card_id: int) -> float:
        v = self.resource_value(card_id)
        _, net, _ = self.building_terms(card_id)
        if net is not None:
            cost: int = self.cat.card(card_id).cost  # type: ignore[assignment]
            reach = 1.0 if cost <= self.within_reach() else 0.4
            v = max(v, 0.5 * net * reach)
        return v

    def hand_value(self) -> float:
        p = self.p
        if not p.hand:
            return 0.0
        if p.hand[0] == 0:  # hidden hand
            return len(p.hand) * self.params.card * min(1.0, (self.R + 1) / 3)
        vals = sorted((self.card_value(c) for c in p.hand), reverse=True)
        limit = self.params.hand_limit
        return sum(vals[:limit]) + 0.3 * sum(vals[limit:])

    def value(self) -> float:
        """The player's worth in VP (exact score at the end of the game)."""
        state = self.state
        p = self.p
        cat = self.cat
        vp = sum(cat.card(b.card).vp for b in p.buildings)
        vp += sum(cat.assistants[h.assistant].sides[h.side].vp for h in p.assistants)
        if state.over:
            return vp + self.coins // 5 + 0.01 * (self.coins % 5)
        R = self.R
        v = vp + self.coins * self.coin
        v += R * self.income() * self.params.future_coin
        v += self.hand_value()
        if p.planned not in (None, 0):
            v += self.card_value(p.planned) if p.planned else 0.0
        elif p.planned == 0:
            v += self.params.card
        return v


def values(state: GameState, params: Params = DEFAULT) -> list[float]:
    """Every player's worth (see :class:`Assessor`)."""
    return [Assessor(state, i, params).value() for i in range(state.num_players)]


def margin(state: GameState, seat: int, params: Params = DEFAULT) -> float:
    """``seat``'s worth minus the best other player's."""
    vs = values(state, params)
    mine = vs[seat]
    others = [v for i, v in enumerate(vs) if i != seat]
    return mine - max(others) if others else mine
