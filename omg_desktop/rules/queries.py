"""Rule queries the engine, the UI and the bots share, so nobody re-implements rules.

- what a building lacks in the market, and which hand cards could supply it;
- how often a production chain can run;
- the payments that cover a cost (least overpayment first);
- which assistants a player may hire, and why not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import combinations, product

from .actions import Payment
from .catalog import ANY, CHARACTER, CardDef, Catalog
from .state import GameState, PlayerState

WORKER = "worker"
ASSISTANT = "assistant"

#: Keys of a player's round modifiers (``PlayerState.mods``, expansion effects).
BUILD_DISCOUNT_MOD = "build_discount"
HIRE_DISCOUNT_MOD = "hire_discount"
FREE_MOVES_MOD = "free_moves"
MARKET_MOD = "market:"  # + resource id: +1 of it in the market for this player
BONUS_MOD = "bonus:"  # + colour: extra goods when such a building produces


# ---- goods -----------------------------------------------------------------
def goods_of(p: PlayerState, cat: Catalog) -> dict[str, int]:
    """Goods a player holds, by good id (summed over buildings)."""
    out: dict[str, int] = {}
    cards = cat.cards
    for b in p.buildings:
        if b.goods:
            g = cards[b.card].good
            if g is not None:
                out[g] = out.get(g, 0) + b.goods
    return out


def coins_of(p: PlayerState, cat: Catalog) -> int:
    """The total coin value of a player's goods."""
    goods = cat.goods
    return sum(goods[g].value * n for g, n in goods_of(p, cat).items())


def payment_value(payment: Payment, cat: Catalog) -> int:
    return sum(cat.goods[g].value * n for g, n in payment)


def payments(goods: dict[str, int], cat: Catalog, cost: int, limit: int = 200) -> list[Payment]:
    """Minimal payments of at least ``cost``: no single good could be left out.

    Sorted by overpayment, then fewest goods. At most ``limit`` are returned.
    """
    if cost <= 0:
        return [()]
    kinds = sorted(goods, key=lambda g: (-cat.goods[g].value, g))
    values = [cat.goods[g].value for g in kinds]
    counts = [goods[g] for g in kinds]
    # the most the remaining kinds can still add, for pruning
    rest = [0] * (len(kinds) + 1)
    for i in range(len(kinds) - 1, -1, -1):
        rest[i] = rest[i + 1] + values[i] * counts[i]
    found: list[tuple[int, int, Payment]] = []
    chosen = [0] * len(kinds)

    def walk(i: int, total: int) -> None:
        if total >= cost:
            used = [values[k] for k in range(len(kinds)) if chosen[k]]
            if total - min(used) < cost:
                pay = tuple((kinds[k], chosen[k]) for k in range(len(kinds)) if chosen[k])
                found.append((total - cost, sum(chosen), tuple(sorted(pay))))
            return
        if i == len(kinds) or total + rest[i] < cost:
            return
        for n in range(counts[i], -1, -1):
            chosen[i] = n
            walk(i + 1, total + n * values[i])
        chosen[i] = 0

    walk(0, 0)
    found.sort()
    return [p for _, _, p in found[:limit]]


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


def take_goods(p: PlayerState, cat: Catalog, payment: Payment) -> None:
    """Remove paid goods from the player's buildings (first buildings first)."""
    cards = cat.cards
    for g, n in payment:
        for b in p.buildings:
            if n == 0:
                break
            if b.goods and cards[b.card].good == g:
                k = min(n, b.goods)
                b.goods -= k
                n -= k
        if n:
            raise ValueError(f"not enough {g} to take")


# ---- production -------------------------------------------------------------
def shown_resources(cat: Catalog, market: Iterable[int]) -> Counter[str]:
    """The resources the market cards ``market`` show (one each; characters none)."""
    counts: Counter[str] = Counter()
    for c in market:
        card = cat.cards.get(c)
        if card is not None and card.resource is not None:
            counts[card.resource] += 1
    return counts


def office_resources(cat: Catalog, buildings: Iterable[int]) -> Counter[str]:
    """What the Market Offices among ``buildings`` add to the market for their owner."""
    counts: Counter[str] = Counter()
    for b in buildings:
        card = cat.cards.get(b)
        if card is not None:
            for r in card.effect_values("market_resource"):
                counts[str(r)] += 1
    return counts


def market_counts(state: GameState, seat: int) -> Counter[str]:
    """Resources the market shows for ``seat``: the cards plus its own offices' bonus."""
    p = state.players[seat]
    counts = shown_resources(state.cat, (c for row in state.market for c in row))
    counts.update(office_resources(state.cat, (b.card for b in p.buildings)))
    if p.mods:
        for k, n in p.mods.items():
            if k.startswith(MARKET_MOD):
                counts[k[len(MARKET_MOD) :]] += n
    return counts


def build_cost(state: GameState, seat: int, card: int) -> int:
    """What building ``card`` costs ``seat`` now (after this round's discounts)."""
    cost = state.cat.cards[card].cost or 0
    return max(0, cost - state.players[seat].mods.get(BUILD_DISCOUNT_MOD, 0))


def hire_cost(state: GameState, seat: int, assistant: int, side: int) -> int:
    """What hiring this assistant costs ``seat`` now (after this round's discounts)."""
    cost = assistant_side(state.cat, assistant, side).cost
    return max(0, cost - state.players[seat].mods.get(HIRE_DISCOUNT_MOD, 0))


def move_cost(state: GameState, p: PlayerState) -> int | None:
    """What ``p``'s next phase II assistant move costs (0: a free move from an event;
    None: the rule set allows no paid moves)."""
    if p.mods.get(FREE_MOVES_MOD, 0) > len(p.pending_moves):
        return 0
    return state.ruleset.assistant_move_cost


def person_at(p: PlayerState, building: int) -> str | None:
    """Who works at ``building``: the worker, an assistant, or nobody."""
    if p.worker == building:
        return WORKER
    for a in p.assistants:
        if a.building == building:
            return ASSISTANT
    return None


def deficit(card: CardDef, counts: Counter[str]) -> dict[str, int]:
    """What the market lacks for ``card``'s inputs, by resource (``ANY`` for any kind)."""
    out: dict[str, int] = {}
    for r, n in card.inputs:
        have = sum(counts.values()) if r == ANY else counts.get(r, 0)
        if have < n:
            out[r] = n - have
    return out


def may_lack(person: str, efficient: bool) -> int:
    """How many inputs may be missing: a sloppy worker may lack one."""
    return 1 if person == WORKER and not efficient else 0


def output_of(person: str, efficient: bool) -> int:
    """Goods produced when the inputs are there: efficient worker 2, else 1."""
    return 2 if person == WORKER and efficient else 1


def supplies(card: CardDef, resource: str) -> bool:
    """Whether ``card`` from hand supplies ``resource`` (``ANY``: a resource of any kind).

    Only a card's left-side resource supplies anything (000: missing *resources* are
    discarded from hand). A card that shows none, such as a character, supplies nothing,
    not even an "any" input, and feeds no chain. Every supply path asks this.
    """
    return card.resource is not None and (resource == ANY or card.resource == resource)


def _card_order(cat: Catalog):
    cards = cat.cards
    return lambda c: (cards[c].cost or 0, cards[c].vp, c)


def supply_options(
    state: GameState, seat: int, building: int, limit: int = 64
) -> list[tuple[int, ...]]:
    """Sets of hand cards that would make ``building`` produce (cheapest first).

    Empty list: it cannot produce whatever the player discards. ``[()]``: it
    needs no card. Each set has exactly as many cards as are needed.
    """
    p = state.players[seat]
    cat = state.cat
    card = cat.cards[building]
    person = person_at(p, building)
    if person is None:
        return []
    lack = deficit(card, market_counts(state, seat))
    need = sum(lack.values()) - may_lack(person, p.efficient)
    if need <= 0:
        return [()]
    key = _card_order(cat)
    cards = cat.cards
    hand = sorted(p.hand, key=key)
    if ANY in lack:
        hand = [c for c in hand if supplies(cards[c], ANY)]
        if len(hand) < need:
            return []
        return [tuple(c) for c in _limited(combinations(hand, need), limit)]
    by_res: dict[str, list[int]] = {r: [c for c in hand if supplies(cards[c], r)] for r in lack}
    # how many of each lacking resource to supply: any split that sums to `need`
    splits = []
    ranges = [range(min(lack[r], len(by_res[r])) + 1) for r in lack]
    for counts in product(*ranges):
        if sum(counts) == need:
            splits.append(dict(zip(lack, counts, strict=True)))
    out: list[tuple[int, ...]] = []
    for split in splits:
        parts = [list(combinations(by_res[r], n)) for r, n in split.items()]
        for combo in product(*parts):
            out.append(tuple(sorted((c for part in combo for c in part), key=key)))
            if len(out) >= limit * 4:
                break
    out = sorted(set(out), key=lambda cs: ([key(c) for c in cs]))
    return out[:limit]


def _limited(it, limit: int):
    for i, x in enumerate(it):
        if i >= limit:
            return
        yield x


def check_supply(state: GameState, seat: int, building: int, cards: tuple[int, ...]) -> str | None:
    """Why ``cards`` do not make ``building`` produce (None when they do)."""
    p = state.players[seat]
    cat = state.cat
    person = person_at(p, building)
    if person is None:
        return "nobody works at that building"
    if len(set(cards)) != len(cards):
        return "a card is listed twice"
    for c in cards:
        if c not in p.hand:
            return f"card {c} is not in your hand"
    lack = deficit(cat.cards[building], market_counts(state, seat))
    left = dict(lack)
    for c in cards:
        card = cat.cards[c]
        r = card.resource
        fills = [x for x in (ANY, r) if x is not None and left.get(x, 0) > 0 and supplies(card, x)]
        if not fills:
            shows = r if r is not None else "no resource"
            return f"{card.name} ({shows}) supplies nothing that is missing"
        left[fills[0]] -= 1
    missing = sum(left.values())
    if missing > may_lack(person, p.efficient):
        return f"{missing} input(s) would still be missing"
    return None


# ---- chains -----------------------------------------------------------------
def chain_parts(card: CardDef, cat: Catalog) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A chain's items split into resources (cards from hand) and goods."""
    return cat.chain_split[card.id]


def chain_max(state: GameState, seat: int, building: int) -> int:
    """How many times ``building``'s chain can run now (ignoring whether it may)."""
    cat = state.cat
    p = state.players[seat]
    card = cat.cards[building]
    if not card.chain:
        return 0
    res, goods = chain_parts(card, cat)
    limits = []
    for r in set(res):
        have = sum(1 for c in p.hand if supplies(cat.cards[c], r))
        limits.append(have // res.count(r))
    for g in set(goods):
        have = sum(
            b.goods for b in p.buildings if b.card != building and cat.cards[b.card].good == g
        )
        limits.append(have // goods.count(g))
    return min(limits) if limits else 0


def may_chain(state: GameState, seat: int, building: int) -> bool:
    """Whether ``building`` may run its chain now: it produced, or it is the final round."""
    b = state.players[seat].find(building)
    if b is None or not state.cat.cards[building].chain:
        return False
    return b.produced > 0 or chains_everywhere(state)


def chains_everywhere(state: GameState) -> bool:
    """Whether every building may run its chain this round, produced or not: the final
    round, when the rule set says so (Big Box)."""
    return state.is_final_round and state.ruleset.final_round_chains_everywhere


def chain_cards(state: GameState, seat: int, building: int, times: int) -> tuple[int, ...]:
    """The cheapest hand cards to run ``building``'s chain ``times`` times."""
    cat = state.cat
    res, _ = chain_parts(cat.cards[building], cat)
    hand = sorted(state.players[seat].hand, key=_card_order(cat))
    out: list[int] = []
    for r in set(res):
        mine = [c for c in hand if supplies(cat.cards[c], r)]
        out.extend(mine[: times * res.count(r)])
    return tuple(out)


# ---- assistants -------------------------------------------------------------
def colour_counts(p: PlayerState, cat: Catalog) -> Counter[str]:
    return Counter(cat.cards[b.card].colour for b in p.buildings)


def assistant_side(cat: Catalog, assistant: int, side: int):
    return cat.assistants[assistant].sides[side]


#: Why an assistant cannot be hired: kinds of :func:`hire_obstacle`.
HIRE_COST, HIRE_LIMIT, HIRE_NEEDS, HIRE_NO_ROOM = "cost", "limit", "needs", "no_room"


def hire_obstacle(
    state: GameState, seat: int, assistant: int, side: int
) -> tuple[str, dict] | None:
    """Why ``seat`` may not hire this open assistant now, as ``(kind, facts)`` (None: may).

    Kinds: ``cost`` (facts ``cost``, ``coins``), ``limit`` (``most``), ``needs``
    (``lacking``: colour -> how many more buildings), ``no_room``. The UI words them;
    :func:`hire_problem` says them in English. Assignment is not considered.
    """
    cat = state.cat
    p = state.players[seat]
    rs = state.ruleset
    face = assistant_side(cat, assistant, side)
    cost = hire_cost(state, seat, assistant, side)
    coins = coins_of(p, cat)
    if coins < cost and rs.max_assistants is None:
        return HIRE_COST, {"cost": cost, "coins": coins}
    if rs.max_assistants is not None and len(p.assistants) >= rs.max_assistants:
        return HIRE_LIMIT, {"most": rs.max_assistants}
    have = colour_counts(p, cat)
    lacking = {c: n - have[c] for c, n in sorted(Counter(face.needs).items()) if have[c] < n}
    if lacking:
        return HIRE_NEEDS, {"lacking": lacking}
    if coins < cost:
        return HIRE_COST, {"cost": cost, "coins": coins}
    if not rs.assign_hired_at_round_end and not assignable_buildings(p, cat):
        return HIRE_NO_ROOM, {}
    return None


def hire_problem(state: GameState, seat: int, assistant: int, side: int) -> str | None:
    """Why ``seat`` may not hire this open assistant now, in English (None: may)."""
    found = hire_obstacle(state, seat, assistant, side)
    if found is None:
        return None
    kind, f = found
    if kind == HIRE_COST:
        return f"it costs {f['cost']} coins and your goods are worth {f['coins']}"
    if kind == HIRE_LIMIT:
        return f"you already have {f['most']} assistants"
    if kind == HIRE_NEEDS:
        need = ", ".join(f"{n} {c}" for c, n in f["lacking"].items())
        return f"it needs buildings you do not have: {need} more"
    return "no production building could take it and leave one free"


def hire_status(state: GameState, seat: int) -> list[tuple[int, int, str | None]]:
    """Every open assistant as ``(assistant, side, reason it cannot be hired or None)``."""
    return [(a, s, hire_problem(state, seat, a, s)) for a, s in state.open_assistants]


def production_buildings(p: PlayerState, cat: Catalog) -> list[int]:
    return [b.card for b in p.buildings if cat.cards[b.card].is_production]


def assistant_buildings(p: PlayerState) -> set[int]:
    return {a.building for a in p.assistants if a.building is not None}


def assignable_buildings(p: PlayerState, cat: Catalog, moving: int | None = None) -> list[int]:
    """Production buildings a (new or ``moving``) assistant may go to.

    One person per building, and one production building always stays free of
    assistants. The worker is not considered (it has left in phase IV).
    """
    taken = {a.building for a in p.assistants if a.building is not None and a.assistant != moving}
    prod = production_buildings(p, cat)
    free = [b for b in prod if b not in taken]
    if len(free) < 2:
        return []
    return free


#: The phase a character names -> the state phase in which it may be played.
CHARACTER_PHASES = {"exchange": "exchange", "sunrise": "sunrise", "production": "production"}


def playable_characters(state: GameState, seat: int) -> list[int]:
    """Character cards ``seat`` may play now (expansion), sorted, each once."""
    if state.ruleset.expansion is None:
        return []
    cards = state.cat.cards
    out = {
        c
        for c in state.players[seat].hand
        if cards[c].kind == CHARACTER and CHARACTER_PHASES.get(cards[c].phase or "") == state.phase
    }
    return sorted(out)
