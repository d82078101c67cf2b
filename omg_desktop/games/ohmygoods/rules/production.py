"""Phase IV, production (RULES.md IV.1): who works where, what a building lacks in the
market, which hand cards supply it, how much it makes, and the ``Produce`` decision.

A worker placed efficiently makes 2 goods with all inputs; placed sloppily it may lack
one input and makes 1; an assistant makes 1 with all inputs.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, product

from .actions import Action, Produce
from .catalog import ANY, CardDef, Catalog
from .events import Event
from .good_cards import draw_owed, piles_ran_out, tuck_drawn
from .illegal import require
from .market import market_dict
from .mods import BONUS_MOD
from .rng import Rng
from .state import PRODUCE, PRODUCTION, GameState, PlayerState

WORKER = "worker"
ASSISTANT = "assistant"

#: Cap on how many supply variants ``legal_actions`` lists (``apply`` takes any valid one).
SUPPLY_LIMIT = 24
#: A sampled production is skipped one time in this many.
_SKIP_ODDS = 3


def person_at(p: PlayerState, building: int) -> str | None:
    """Who works at ``building``: the worker, an assistant, or nobody."""
    if p.worker == building:
        return WORKER
    for a in p.assistants:
        if a.building == building:
            return ASSISTANT
    return None


def deficit(card: CardDef, counts: Mapping[str, int]) -> dict[str, int]:
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


def supplying(hand: list[int], cat: Catalog, resource: str) -> list[int]:
    """The cards of ``hand`` that supply ``resource`` (:func:`supplies`, for many cards)."""
    res_of = cat.resource_of
    if resource == ANY:
        return [c for c in hand if res_of[c] is not None]
    return [c for c in hand if res_of[c] == resource]


def card_order(cat: Catalog):
    """The order cards are offered in: cheapest building first, then fewest points."""
    cards = cat.cards
    return lambda c: (cards[c].cost or 0, cards[c].vp, c)


def _needed(state: GameState, seat: int, building: int) -> tuple[dict[str, int], int] | None:
    """What ``building`` lacks and how many hand cards must make it up (None: nobody works
    there)."""
    p = state.players[seat]
    person = person_at(p, building)
    if person is None:
        return None
    lack = deficit(state.cat.cards[building], market_dict(state, seat))
    return lack, sum(lack.values()) - may_lack(person, p.efficient)


def _pools(state: GameState, seat: int, lack: dict[str, int]) -> dict[str, list[int]]:
    """The hand cards that supply each lacking resource (all of them for ``ANY``)."""
    cat = state.cat
    hand = state.players[seat].hand
    if ANY in lack:
        return {ANY: supplying(hand, cat, ANY)}
    return {r: supplying(hand, cat, r) for r in lack}


def _enough(lack: dict[str, int], need: int, pools: dict[str, list[int]]) -> bool:
    """Whether the pools can make up ``need`` of what is lacking."""
    if ANY in pools:
        return len(pools[ANY]) >= need
    return sum(min(n, len(pools[r])) for r, n in lack.items()) >= need


def can_produce(state: GameState, seat: int, building: int) -> bool | None:
    """Whether ``building`` can produce: True with no card needed, None when the player
    must choose cards (some would do), False when none would (or nobody works there)."""
    return _able(state, seat, _needed(state, seat, building))


def _able(state: GameState, seat: int, found: tuple[dict[str, int], int] | None) -> bool | None:
    """:func:`can_produce` from what :func:`_needed` found."""
    if found is None:
        return False
    lack, need = found
    if need <= 0:
        return True
    return None if _enough(lack, need, _pools(state, seat, lack)) else False


def supply_options(
    state: GameState, seat: int, building: int, limit: int = 64
) -> list[tuple[int, ...]]:
    """Sets of hand cards that would make ``building`` produce (cheapest first).

    Empty list: it cannot produce whatever the player discards. ``[()]``: it
    needs no card. Each set has exactly as many cards as are needed.
    """
    found = _needed(state, seat, building)
    if found is None:
        return []
    lack, need = found
    if need <= 0:
        return [()]
    pools = _pools(state, seat, lack)
    if not _enough(lack, need, pools):
        return []
    key = card_order(state.cat)
    if ANY in pools:
        hand = sorted(pools[ANY], key=key)
        return [tuple(c) for c in _limited(combinations(hand, need), limit)]
    by_res = {r: sorted(cs, key=key) for r, cs in pools.items()}
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
    lack = deficit(cat.cards[building], market_dict(state, seat))
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


# ---- the decision -----------------------------------------------------------------
def produce_actions(state: GameState, seat: int) -> list[Action]:
    b = state.to_produce[0]
    options = supply_options(state, seat, b, SUPPLY_LIMIT)
    acts: list[Action] = [Produce(seat, b, cs) for cs in options]
    acts.append(Produce(seat, b, (), skip=True))
    return acts


def sample_produce(
    state: GameState, seat: int, rng: Rng, found: tuple[dict[str, int], int] | None = None
) -> Action:
    """Mostly supply cards (drawn at random among those that would do); now and then
    skip (as a player may). ``found``: what the building lacks, when the caller knows."""
    b = state.to_produce[0]
    if found is None:
        found = _needed(state, seat, b)
    if found is None or rng.below(_SKIP_ODDS) == 0:
        return Produce(seat, b, (), skip=True)
    lack, need = found
    pools = _pools(state, seat, lack)
    cards: list[int] = []
    for r, pool in pools.items():  # as many of each as lack and pool allow, until enough
        take = min(need - len(cards), len(pool) if r == ANY else min(lack[r], len(pool)))
        pool = pool[:]
        for _ in range(take):
            cards.append(pool.pop(rng.below(len(pool))))
    return Produce(seat, b, tuple(cards))


def do_produce(state: GameState, a: Produce, events: list[Event] | None) -> None:
    require(state.phase == PRODUCTION and state.step == PRODUCE, "it is not time to produce")
    b = state.to_produce[0]
    require(a.building == b, f"production is due at building {b}, not {a.building}")
    if a.skip:
        require(not a.cards, "a skipped production uses no cards")
    else:
        why = check_supply(state, a.seat, b, a.cards)
        require(why is None, f"cannot produce: {why}")
    run_produce(state, a, events)


def run_produce(state: GameState, a: Produce, events: list[Event] | None) -> None:
    """The due production happens (or is skipped): :func:`do_produce` checks first; a
    playout's sampled production needs no check."""
    b = state.to_produce.pop(0)
    if a.skip:
        if events is not None:
            events.append(Event("no_production", a.seat, {"building": b, "reason": "skipped"}))
        return
    produce(state, a.seat, b, a.cards, events)


def produce(
    state: GameState, seat: int, building: int, cards: tuple[int, ...], events: list[Event] | None
) -> None:
    """``building`` produces, its missing inputs supplied by ``cards`` from hand."""
    p = state.players[seat]
    for c in cards:
        p.hand.remove(c)
        state.discard.append(c)
    person = person_at(p, building)
    n = output_of(person or ASSISTANT, p.efficient)
    if p.mods:
        n += p.mods.get(BONUS_MOD + state.cat.cards[building].colour, 0)
    b = p.find(building)
    assert b is not None
    short = tuck_drawn(state, b, n, events)  # goods as cards: n cards from the draw pile
    n -= short
    b.goods += n
    b.produced += n
    if events is not None:
        events.append(
            Event(
                "produced",
                seat,
                {"building": building, "goods": n, "cards": list(cards), "person": person},
            )
        )
    if short:  # both piles are empty: players discard half their hand first
        piles_ran_out(state, building, short, events)


def run_productions(state: GameState, seat: int, events: list[Event] | None) -> bool:
    """Produce wherever no choice is needed; False when the player must choose cards (or,
    goods being cards, players must discard first: both piles ran out)."""
    if state.goods_owed and not draw_owed(state, events):
        return False
    while state.to_produce:
        b = state.to_produce[0]
        found = _needed(state, seat, b)
        able = _able(state, seat, found)
        if able is None:
            state.flow_found = (PRODUCE, found)
            return False
        state.to_produce.pop(0)
        if able:
            produce(state, seat, b, (), events)
            if state.phase != PRODUCTION:  # the piles ran out: players discard first
                return False
        elif events is not None:
            events.append(Event("no_production", seat, {"building": b, "reason": "missing"}))
    return True
