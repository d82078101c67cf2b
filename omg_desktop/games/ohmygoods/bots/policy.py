"""The Normal bot's reasoning, usable on a view (a bot) or on a full state (playouts).

:func:`decide` constructs one action for ``seat`` without listing every legal
variant (phase II alone has ≈ 200), so the Hard bot can use it as a fast
playout policy. Every action it builds is in the canonical form
``legal_actions`` lists (cheapest supplies, least overpayment first), so a bot
holding the legal list can return the very same object.

Decisions, in VP (see :mod:`.evaluate`):

- Phase I: swap the hand when the cards in it are worth clearly less than
  fresh ones would be on average.
- Phase II: the worker and the planned card are chosen together. For each
  building and orientation, the chance of producing is computed from the
  revealed sunrise row, the player's offices, the cards it could supply (the
  planned card excluded) and the odds of the sunset row; the goods (and the
  chain they unlock) pay toward the planned card. Each plan is scored by the
  building's worth (VP, extra income, office bonus) less its cost, times the
  chance of affording it; hiring is the alternative when no plan pays.
  Paid assistant moves are never made.
- Phase IV: supply with the least valuable cards; run a chain when what it
  makes is worth more than what it uses; build or hire whichever adds most.
"""

from __future__ import annotations

from collections import Counter

from ..rules import (
    Action,
    Assign,
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    GameState,
    Hire,
    Play,
    Produce,
    Sunrise,
    legal_actions,
)
from ..rules import queries as q
from ..rules.catalog import ANY
from ..rules.engine import SUPPLY_LIMIT  # the supplies legal_actions lists
from ..rules.state import (
    ASSIGN,
    BUILD,
    CHAIN,
    EXCHANGE,
    FINAL_CHAIN,
    PRODUCE,
    PRODUCTION,
    STARVE,
    SUNRISE,
)
from .evaluate import DEFAULT, Assessor, Params, good_value


def decide(
    state: GameState, seat: int, params: Params = DEFAULT, max_plans: int | None = None
) -> Action:
    """The Normal bot's action for ``seat`` (state may be a view of that seat).

    ``max_plans`` limits the planned cards weighed in phase II to the most
    promising ones (fast playouts); None weighs every card in hand.
    """
    ph = state.phase
    plays = q.playable_characters(state, seat)
    if plays:  # expansion: every character helps its player, so play it at once
        return Play(seat, plays[0])
    if ph == EXCHANGE:
        return exchange_choice(state, seat, params)
    if ph == SUNRISE:
        return sunrise_best(state, seat, params, max_plans)
    if ph == PRODUCTION:
        step = state.step
        if step == PRODUCE:
            return produce_choice(state, seat, params)
        if step in (CHAIN, FINAL_CHAIN):
            return chain_choice(state, seat, params)
        if step == BUILD:
            return build_choice(state, seat, params)
    if ph == STARVE:
        a = Assessor(state, seat, params)
        p = state.players[seat]
        card = min(sorted(set(p.hand)), key=a.card_value)
        return Discard(seat, card)
    if ph == ASSIGN:
        return assign_choice(state, seat, params)
    acts = legal_actions(state, seat)
    return acts[0]


# ---- phase I -------------------------------------------------------------------
def exchange_choice(state: GameState, seat: int, params: Params = DEFAULT) -> Exchange:
    p = state.players[seat]
    if not p.hand:
        return Exchange(seat, False)
    a = Assessor(state, seat, params)
    keep = sum(a.card_value(c) for c in p.hand) / len(p.hand)
    fresh = average_card_value(a)
    return Exchange(seat, fresh - keep > 0.25 * params.card)


def average_card_value(a: Assessor) -> float:
    """What an unknown card would be worth to this player, on average over the deck.

    Cached on the player's layout (:class:`~.evaluate.Profile`) under everything else a
    card's value depends on (:meth:`~.evaluate.Assessor.average_key`), so playouts that
    ask it again and again for the same player compute it once (same result)."""
    averages = a.profile.averages
    key = a.average_key()
    hit = averages.get(key)
    if hit is not None:
        return hit
    hit = averages[key] = _average_card_value(a)
    return hit


def _average_card_value(a: Assessor) -> float:
    """:func:`average_card_value` computed afresh."""
    cat = a.cat
    total = 0.0
    n = 0
    reps = _representatives(cat)
    for c, weight in reps:
        total += a.card_value(c) * weight
        n += weight
    return total / max(1, n)


_REPS: dict[int, list[tuple[int, int]]] = {}


def _representatives(cat) -> list[tuple[int, int]]:
    hit = _REPS.get(id(cat))
    if hit is None:
        groups: dict[tuple, list[int]] = {}
        for c in cat.deck:
            d = cat.card(c)
            groups.setdefault((d.type, d.cost, d.vp, d.inputs, d.resource), []).append(c)
        hit = [(cs[0], len(cs)) for cs in groups.values()]
        _REPS[id(cat)] = hit
    return hit


# ---- phase II ------------------------------------------------------------------
def sunrise_options(
    state: GameState, seat: int, params: Params = DEFAULT, max_plans: int | None = None
) -> list[tuple[float, Sunrise]]:
    """Every (worker, orientation, plan) choice with its estimated worth, best first."""
    out = [
        (score, Sunrise(seat, b, eff, plan))
        for score, b, eff, plan in _sunrise_scores(state, seat, params, max_plans, True)
    ]
    out.sort(key=lambda x: -x[0])
    return out


def sunrise_best(
    state: GameState, seat: int, params: Params = DEFAULT, max_plans: int | None = None
) -> Sunrise:
    """The first of :func:`sunrise_options` (the same choice: the first of the best
    scores, as the stable sort puts it), without building and sorting the others."""
    ((_, b, eff, plan),) = _sunrise_scores(state, seat, params, max_plans, False)
    return Sunrise(seat, b, eff, plan)


def _sunrise_scores(
    state: GameState, seat: int, params: Params, max_plans: int | None, every: bool
) -> list[tuple[float, int | None, bool, int | None]]:
    """``(worth, building, efficient, plan)`` of every phase II choice, in a fixed order
    (``every``), or only the first of the best worths (a list of one)."""
    cat = state.cat
    card_of = cat.card
    p = state.players[seat]
    a = Assessor(state, seat, params)
    coin = a.coin
    known: Counter[str] = Counter(a.bonus)
    for c in state.market[0]:
        r = card_of(c).resource
        if r is not None:
            known[r] += 1
            known[ANY] += 1
    hand = [c for c in p.hand if c]
    hand_res: Counter[str] = Counter(card_of(c).resource for c in hand)
    hand_res[ANY] = sum(1 for c in hand if q.supplies(card_of(c), ANY))  # no character
    places = {h.assistant: h.building for h in p.assistants}
    taken = set(places.values())
    free = [b for b in q.production_buildings(p, cat) if b not in taken]
    distinct = sorted(set(hand))
    terms = a.building_terms
    tempo = params.tempo
    nets = {c: terms(c)[2] - a.resource_value(c) + tempo for c in distinct}
    if max_plans is not None and len(distinct) > max_plans:
        distinct = sorted(distinct, key=lambda c: (-nets[c], c))[:max_plans]
    # (plan, its resource, its cost)
    plan_facts = [(None, None, 0)] + [
        (c, card_of(c).resource, card_of(c).cost or 0) for c in distinct
    ]
    # the build step's alternative: the best assistant we could hire
    hire_now = _best_hire_value(state, seat, a)
    hire_base = hire_now(a.coins)
    hr_of: dict[str | None, Counter[str]] = {None: hand_res}  # the hand less the plan
    out: list[tuple[float, int | None, bool, int | None]] = []
    best: tuple[float, int | None, bool, int | None] | None = None
    card_w = params.card
    coins = a.coins
    made_by = {eff: q.output_of(q.WORKER, eff) for eff in (True, False)}
    # no free building (assistants hold every one): the worker stays home, makes nothing
    for b in free or [None]:
        card = card_of(b) if b is not None else None
        v = good_value(cat, card) if card is not None else 0
        res, goods = cat.chain_split[b] if b is not None else ((), ())
        fuel_kinds = set(res)
        fuel_have: dict[str | None, int] = {}  # plan's resource -> cards that fuel the chain
        # what a chain of this building gains, and whether its goods are there (the same
        # for every orientation and plan, so worked out once)
        gain_per_run = 0.0
        has_goods = False
        if card is not None and goods:
            has_goods = a._has_goods(goods, b)  # type: ignore[arg-type]
            gain_per_run = len(card.chain) * v - sum(cat.goods[g].value for g in goods)
        prod_cache: dict[tuple[bool, str | None], tuple[float, float, float, float]] = {}
        # the resources whose count in hand changes this building's odds (with the plan
        # out of the hand, its resource and ANY count one less)
        touches = {r for r, _ in card.inputs} if card is not None else set()
        if ANY in touches:
            touches.update(r for _, r, _ in plan_facts)
        for eff in (True, False) if b is not None else (True,):
            for plan, pres, cost in plan_facts:
                key = (eff, pres)
                hit = prod_cache.get(key)
                if hit is None and card is None:  # the worker at home: nothing made
                    hit = (0.0, 0.0, 0.0, 0.0)
                if hit is None:
                    hr = hr_of.get(pres)
                    if hr is None:
                        hr = hr_of[pres] = Counter(hand_res)
                        hr[pres] -= 1  # type: ignore[index]
                        hr[ANY] -= 1
                    if pres is None or pres in touches:
                        prob, used = a.tables.produce_prob(card.inputs, known, hr, not eff, False)
                    else:  # the plan leaves the inputs' counts as they were: same odds
                        prob, used = prod_cache[eff, None][0], prod_cache[eff, None][2]
                    made = made_by[eff] * v
                    chain = 0.0
                    if res and (has_goods or not goods):
                        have = fuel_have.get(pres)
                        if have is None:  # the same for both orientations
                            have = fuel_have[pres] = sum([hr.get(r, 0) for r in fuel_kinds])
                    if res and not goods:
                        fuel = min(have - used, 3)
                        chain = max(0.0, fuel) * len(card.chain) * v / len(res)
                    elif res and goods and has_goods:
                        fuel = min(have - used, 2)
                        chain = max(0.0, fuel) * gain_per_run
                    elif goods and not res and has_goods:
                        chain = max(0.0, gain_per_run)
                    gain = made + chain
                    hit = (prob, gain, used, prob * gain * coin - used * card_w * 0.7)
                    prod_cache[key] = hit
                prob, gain, used, score = hit
                if plan is None:
                    build = hire_base
                    more = hire_now(coins + gain)
                    build = max(build, prob * more + (1 - prob) * build)
                else:
                    net = nets[plan]
                    if coins >= cost:
                        afford = 1.0
                    elif coins + gain >= cost:
                        afford = prob
                    else:
                        afford = 0.0
                    build = afford * net
                    if afford < 1.0:
                        build += (1 - afford) * max(0.0, hire_base) * 0.5
                total = score + build
                if every:
                    out.append((total, b, eff, plan))
                elif best is None or total > best[0]:
                    best = (total, b, eff, plan)
    if every:
        return out
    assert best is not None
    return [best]


def _no_hire(coins: float) -> float:
    return 0.0


class _HireWorth:
    """coins -> worth of the best assistant those coins could hire (0: none), each
    answer remembered: the same for every position with the same layout, assistants
    for hire, rounds left and weights (kept on the layout's profile)."""

    __slots__ = ("options", "coin", "memo")

    def __init__(self, options: list[tuple[int, float]], coin: float) -> None:
        self.options = options
        self.coin = coin
        self.memo: dict[float, float] = {}

    def __call__(self, coins: float) -> float:
        hit = self.memo.get(coins)
        if hit is None:
            coin = self.coin
            hit = max((w - cost * coin for cost, w in self.options if cost <= coins), default=0.0)
            self.memo[coins] = hit
        return hit


def _best_hire_value(state: GameState, seat: int, a: Assessor):
    """A function: coins -> worth of the best assistant those coins could hire (0: none)."""
    if q.at_assistant_limit(state, state.players[seat]):
        return _no_hire
    hires = a.profile.hires
    key = (tuple(state.open_assistants), a.R, a.params)
    hit = hires.get(key)
    if hit is None:
        if len(hires) > 200:
            hires.clear()
        hit = hires[key] = _hire_value_afresh(state, a)
    return hit


def _hire_value_afresh(state: GameState, a: Assessor):
    cat = state.cat
    options = []
    for aid, side in state.open_assistants:
        if q.lacking_colours(cat.side_needs[aid, side], a.colours):
            continue
        face = q.assistant_side(cat, aid, side)
        options.append((face.cost, _hire_worth(a, face)))
    if not options:
        return _no_hire
    return _HireWorth(options, a.coin)


def _hire_worth(a: Assessor, face) -> float:
    """VP of an assistant: its VP plus what it produces in the rounds left."""
    cat = a.cat
    outs = sorted(
        (
            a.tables.produce_prob(cat.card(b).inputs, a.bonus, {}, False, True)[0]
            * good_value(cat, cat.card(b))
            for b in a.worker_outputs
        ),
        reverse=True,
    )
    if len(outs) < 2:
        return 0.0 if not outs else float(face.vp)
    # the worker keeps the best building; the assistant takes the second
    return face.vp + a.R * a.params.future_coin * outs[1]


# ---- phase IV ------------------------------------------------------------------
def produce_choice(state: GameState, seat: int, params: Params = DEFAULT) -> Produce:
    b = state.to_produce[0]
    opts = q.supply_options(state, seat, b, SUPPLY_LIMIT)
    if not opts:
        return Produce(seat, b, (), skip=True)
    a = Assessor(state, seat, params)
    cat = state.cat
    p = state.players[seat]
    person = q.person_at(p, b) or q.ASSISTANT
    made = q.output_of(person, p.efficient) * good_value(cat, cat.card(b))
    worth = made * a.coin + a.coin * _chain_hope(state, seat, b)
    best = min(opts, key=lambda cs: sum(a.card_value(c) for c in cs))
    cost = sum(a.card_value(c) for c in best)
    if best and cost > worth:
        return Produce(seat, b, (), skip=True)
    return Produce(seat, b, best)


def _chain_hope(state: GameState, seat: int, b: int) -> float:
    """Coins the chain of ``b`` could add once it has produced (a rough bound)."""
    cat = state.cat
    card = cat.card(b)
    if not card.chain:
        return 0.0
    if state.players[seat].find(b).produced:  # type: ignore[union-attr]
        return 0.0
    return min(2, q.chain_max(state, seat, b)) * len(card.chain) * good_value(cat, card) * 0.5


def chain_choice(state: GameState, seat: int, params: Params = DEFAULT) -> Action:
    acts = [x for x in legal_actions(state, seat) if isinstance(x, Chain)]
    return pick_chain(state, seat, acts, params)


def pick_chain(state: GameState, seat: int, acts: list[Action], params: Params) -> Action:
    if not acts:
        return Done(seat)
    a = Assessor(state, seat, params)
    cat = state.cat
    coin = a.coin
    best = None
    best_score = 0.0
    for act in acts:
        card = cat.card(act.building)  # type: ignore[union-attr]
        res, goods = cat.chain_split[card.id]
        n = act.times  # type: ignore[union-attr]
        gain = n * len(card.chain) * good_value(cat, card)
        lost = n * sum(cat.goods[g].value for g in goods)
        score = (gain - lost) * coin - sum(a.card_value(c) for c in act.cards)  # type: ignore[union-attr]
        score /= n**0.02  # prefer one big run over many small ones when equal
        if score > best_score + 1e-9:
            best, best_score = act, score
    return best if best is not None else Done(seat)


def build_options(
    state: GameState, seat: int, params: Params = DEFAULT
) -> list[tuple[float, Action]]:
    """Build (planned card, least overpayment), hire (best building) or stop, with worths."""
    cat = state.cat
    p = state.players[seat]
    a = Assessor(state, seat, params)
    coin = a.coin
    goods = q.goods_of(p, cat)
    rs = state.ruleset
    out: list[tuple[float, Action]] = [(0.0, Done(seat))]
    if q.can_build_now(state, p):
        for c in q.buildable(state, p):
            cost = q.build_cost(state, seat, c)
            pay = q.best_payment(goods, cat, cost)
            if pay is None:
                continue
            paid = q.payment_value(pay, cat)
            worth = a.building_terms(c)[0] - paid * coin
            if c == p.planned:
                worth -= a.resource_value(c)
            worth += params.tempo
            out.append((worth, Build(seat, c, pay)))
    if q.can_hire_now(state, p):
        targets_all = q.assignable_buildings(p, cat, keep_free=rs.keep_building_free)
        for aid, side in q.hireable(state, seat):
            face = q.assistant_side(cat, aid, side)
            pay = q.best_payment(goods, cat, q.hire_cost(state, seat, aid, side))
            if pay is None:
                continue
            paid = q.payment_value(pay, cat)
            if rs.assign_hired_at_round_end:
                target = None
                out_b = 0.0
            else:
                if not targets_all:
                    continue
                target, out_b = _best_target(a, targets_all)
                out_b -= _worker_loss(a, targets_all)
            worth = face.vp + a.R * params.future_coin * out_b - paid * coin
            out.append((worth, Hire(seat, aid, pay, target)))
    out.sort(key=lambda x: -x[0])
    return out


def _worker_loss(a: Assessor, targets: list[int]) -> float:
    """Coins a round the worker loses when an assistant takes ``targets``' one building,
    the last free one (a rule set that lets it): the worker stays home until another is
    built, counted as half its output there."""
    if len(targets) != 1:
        return 0.0
    return 0.5 * a.worker_outputs.get(targets[0], 0.0)


def _best_target(a: Assessor, targets: list[int]) -> tuple[int, float]:
    """The building a new assistant should take, and its expected output there (kept on
    the layout's profile: it depends on nothing else)."""
    memo = a.profile.targets
    key = tuple(targets)
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _best_target_afresh(a, targets)
    return hit


def _best_target_afresh(a: Assessor, targets: list[int]) -> tuple[int, float]:
    cat = a.cat
    # leave the worker's best building free: the assistant takes the best of the rest
    scored = sorted(
        (
            (
                a.tables.produce_prob(cat.card(b).inputs, a.bonus, {}, False, True)[0]
                * good_value(cat, cat.card(b)),
                -b,
            )
            for b in targets
        ),
        reverse=True,
    )
    best_worker = max(a.worker_outputs.items(), key=lambda kv: kv[1], default=(None, 0.0))[0]
    for value, nb in scored:
        if -nb != best_worker or len(scored) == 1:
            return -nb, value
    return -scored[0][1], scored[0][0]


def build_choice(state: GameState, seat: int, params: Params = DEFAULT) -> Action:
    return build_options(state, seat, params)[0][1]


def assign_choice(state: GameState, seat: int, params: Params = DEFAULT) -> Action:
    p = state.players[seat]
    a = Assessor(state, seat, params)
    for h in p.assistants:
        if h.building is None:
            keep_free = state.ruleset.keep_building_free
            targets = q.assignable_buildings(p, state.cat, h.assistant, keep_free)
            if targets:
                b, _ = _best_target(a, targets)
                return Assign(seat, h.assistant, b)
    return Done(seat)
