"""The expansion's effect vocabulary, each kind implemented once.

Events carry effects out for the players they name (``who``); a character
carries them out for the player who plays it. Round-long effects go into
``state.rules_now`` (rule changes) or a player's ``mods`` (bonuses, discounts,
free moves); both are cleared when the next round starts.
"""

from __future__ import annotations

from collections.abc import Callable

from .events import Event
from .goods import best_payment, goods_of, take_goods
from .mods import BONUS_MOD, BUILD_DISCOUNT_MOD, FREE_MOVES_MOD, HIRE_DISCOUNT_MOD, MARKET_MOD
from .piles import draw, refill, rng_of
from .scoring import scores
from .state import Building, GameState, PlayerState
from .story import StoryEffect


def targets(state: GameState, who: str | None) -> list[int]:
    """The seats an event's effect touches, in turn order from the first player."""
    n = state.num_players
    order = [(state.first + k) % n for k in range(n)]
    if who in (None, "all"):
        return order
    if who == "first":
        return [state.first]
    totals = [s.total for s in scores(state)]
    best = max(totals) if who == "leader" else min(totals)
    return [i for i in order if totals[i] == best]


def carry_out(
    state: GameState, effects: tuple[StoryEffect, ...], events: list[Event], seat: int | None = None
) -> None:
    """Carry out ``effects`` for ``seat`` (a character) or each effect's ``who`` (an event)."""
    for e in effects:
        seats = [seat] if seat is not None else targets(state, e.arg("who"))
        EFFECTS[e.kind](state, e, seats, events)


# ---- one function per kind -----------------------------------------------------------
def _round_rule(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    state.rules_now[e.arg("rule")] = e.arg("value")
    events.append(Event("rule_changed", None, {"rule": e.arg("rule"), "value": e.arg("value")}))


def _draw(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    for s in seats:
        got = []
        for _ in range(e.arg("count")):
            c = draw(state, events)
            if c is None:
                break
            state.players[s].hand.append(c)
            got.append(c)
        if got:
            events.append(Event("drew", s, {"count": len(got), "cards": got}))
            refill(state, events)


def _discard(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    counts = [0] * state.num_players
    for s in seats:
        p = state.players[s]
        n = min(e.arg("count"), len(p.hand) - p.to_discard)
        p.to_discard += n
        counts[s] = n
    if any(counts):
        events.append(Event("must_discard", None, {"counts": counts}))


def _places(state: GameState, p: PlayerState, e: StoryEffect) -> list[Building]:
    """The buildings a goods effect touches (``where`` and an optional ``colour``)."""
    card_of = state.cat.card
    prod = [b for b in p.buildings if card_of(b.card).good is not None]
    colour = e.arg("colour")
    if colour is not None:
        prod = [b for b in prod if card_of(b.card).colour == colour]
    on = e.arg("where")
    if not prod:
        return []
    if on == "start":
        return prod[:1] if prod[0] is p.buildings[0] else []
    if on == "each":
        return prod
    if on == "richest":
        return [max(prod, key=lambda b: b.goods)]
    return [min(prod, key=lambda b: b.goods)]  # poorest


def _gain_goods(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    for s in seats:
        for b in _places(state, state.players[s], e):
            b.goods += e.arg("count")
            events.append(Event("goods_gained", s, {"building": b.card, "goods": e.arg("count")}))


def _lose_goods(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    for s in seats:
        for b in _places(state, state.players[s], e):
            n = min(b.goods, e.arg("count"))
            if n:
                b.goods -= n
                events.append(Event("goods_lost", s, {"building": b.card, "goods": n}))


def _pay(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
    cat = state.cat
    for s in seats:
        p = state.players[s]
        goods = goods_of(p, cat)
        pay = best_payment(goods, cat, e.arg("coins"))
        if pay is None:  # not enough: everything goes
            pay = tuple(sorted((g, n) for g, n in goods.items() if n))
        if pay:
            take_goods(p, cat, pay, state.discard)
        events.append(Event("paid", s, {"paid": [list(x) for x in pay], "owed": e.arg("coins")}))


def _introduce_building(
    state: GameState, e: StoryEffect, seats: list[int], events: list[Event]
) -> None:
    kind = e.arg("building_type")
    card_of = state.cat.card
    aside = [
        int(t[5:])
        for t in state.out_of_game
        if t.startswith("card:") and card_of(int(t[5:])).type == kind
    ]
    for c in aside:
        state.out_of_game.remove(f"card:{c}")
    stack = state.display.setdefault(kind, [])
    stack.extend(sorted(aside))
    _mark(state, f"building:{kind}")
    events.append(
        Event("introduced", None, {"what": "building", "type": kind, "cards": sorted(aside)})
    )


def _introduce_character(
    state: GameState, e: StoryEffect, seats: list[int], events: list[Event]
) -> None:
    card = e.arg("card")
    tag = f"card:{card}"
    if tag in state.out_of_game:
        state.out_of_game.remove(tag)
        rng = rng_of(state)
        state.deck.insert(rng.below(len(state.deck) + 1), card)
        state.rng = rng.state
    _mark(state, f"character:{card}")
    events.append(Event("introduced", None, {"what": "character", "card": card}))


def _introduce_assistant(
    state: GameState, e: StoryEffect, seats: list[int], events: list[Event]
) -> None:
    a = e.arg("assistant")
    tag = f"assistant:{a}"
    if tag in state.out_of_game:
        state.out_of_game.remove(tag)
        state.open_assistants.append((a, e.arg("side")))
    _mark(state, tag)
    events.append(
        Event("introduced", None, {"what": "assistant", "assistant": a, "side": e.arg("side")})
    )


def _mark(state: GameState, tag: str) -> None:
    if tag not in state.introduced:
        state.introduced.append(tag)


def _mod(key: Callable[[StoryEffect], str], amount: str) -> Callable[..., None]:
    """An effect that adds ``amount`` to a player modifier for the rest of the round."""

    def run(state: GameState, e: StoryEffect, seats: list[int], events: list[Event]) -> None:
        k = key(e)
        n = e.arg(amount, 1) if amount else 1
        for s in seats:
            mods = state.players[s].mods
            mods[k] = mods.get(k, 0) + n
            events.append(Event("bonus", s, {"mod": k, "amount": n}))

    return run


EFFECTS: dict[str, Callable[[GameState, StoryEffect, list[int], list[Event]], None]] = {
    "round_rule": _round_rule,
    "draw": _draw,
    "discard": _discard,
    "gain_goods": _gain_goods,
    "lose_goods": _lose_goods,
    "pay": _pay,
    "introduce_building": _introduce_building,
    "introduce_character": _introduce_character,
    "introduce_assistant": _introduce_assistant,
    "free_moves": _mod(lambda e: FREE_MOVES_MOD, "count"),
    "market_resource": _mod(lambda e: MARKET_MOD + e.arg("resource"), ""),
    "production_bonus": _mod(lambda e: BONUS_MOD + e.arg("colour"), "count"),
    "build_discount": _mod(lambda e: BUILD_DISCOUNT_MOD, "coins"),
    "hire_discount": _mod(lambda e: HIRE_DISCOUNT_MOD, "coins"),
}
