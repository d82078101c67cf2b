"""Phase IV, building (RULES.md IV.3): the planned card (or, in chapters, one from a
display stack) is built by paying its cost in goods; the plan not built goes back; the
game's end is triggered when someone has enough buildings."""

from __future__ import annotations

from .actions import Action, Build
from .events import Event
from .goods import coins_of, covers, goods_of, payment_value, payments, take_goods
from .illegal import require
from .mods import BUILD_DISCOUNT_MOD
from .rng import Rng
from .state import BUILD, PRODUCTION, Building, GameState, PlayerState

#: Cap on how many payments of one build ``legal_actions`` lists.
PAYMENT_LIMIT = 24


def build_cost(state: GameState, seat: int, card: int) -> int:
    """What building ``card`` costs ``seat`` now (after this round's discounts)."""
    cost = state.cat.cards[card].cost or 0
    mods = state.players[seat].mods
    return max(0, cost - mods.get(BUILD_DISCOUNT_MOD, 0)) if mods else cost


def can_build_now(state: GameState, p: PlayerState) -> bool:
    """Not built yet this turn, and not hired unless the rule set allows a build after it."""
    return build_refusal(state, p) is None


def build_refusal(state: GameState, p: PlayerState) -> str | None:
    """Why ``p`` may not build any more this turn (None: may)."""
    if p.built:
        return "you have already built this turn"
    if not p.hired:
        return None
    rs = state.ruleset
    if not rs.build_and_hire:
        return "you have already hired this turn: build or hire, not both"
    if not rs.build_after_hire:
        return "you have already hired this turn: you hire after building or instead of it"
    return None


def buildable(state: GameState, p: PlayerState) -> list[int]:
    """Cards the player may build now: the planned one, and any in a display stack."""
    out = [p.planned] if p.planned is not None else []
    for stack in state.display.values():
        out.extend(stack)
    return out


def affordable(state: GameState, seat: int) -> list[int]:
    """The cards ``seat`` may build now and can pay for."""
    p = state.players[seat]
    if not can_build_now(state, p):
        return []
    coins = coins_of(p, state.cat)
    cards = state.cat.cards
    return [
        c
        for c in buildable(state, p)
        if cards[c].cost is not None and build_cost(state, seat, c) <= coins
    ]


def build_actions(state: GameState, seat: int) -> list[Action]:
    p = state.players[seat]
    if not can_build_now(state, p):
        return []
    cat = state.cat
    goods = goods_of(p, cat)
    acts: list[Action] = []
    for card in buildable(state, p):
        cost = build_cost(state, seat, card)
        acts.extend(Build(seat, card, pay) for pay in payments(goods, cat, cost, PAYMENT_LIMIT))
    return acts


def sample_build(state: GameState, seat: int, card: int, rng: Rng) -> Action:
    """Build ``card`` (one :func:`affordable` gave), paying as little over as possible."""
    goods = goods_of(state.players[seat], state.cat)
    pays = payments(goods, state.cat, build_cost(state, seat, card), 2)
    return Build(seat, card, pays[rng.below(len(pays))])


def do_build(state: GameState, a: Build, events: list[Event] | None) -> None:
    require(state.phase == PRODUCTION and state.step == BUILD, "it is not time to build")
    cat = state.cat
    p = state.players[a.seat]
    why = build_refusal(state, p)
    require(why is None, why or "")
    require(
        a.card in buildable(state, p),
        "you can only build the card you planned"
        + (" or one from the display" if state.display else ""),
    )
    require(cat.cards[a.card].cost is not None, f"{cat.cards[a.card].name} cannot be built")
    cost = build_cost(state, a.seat, a.card)
    why = covers(goods_of(p, cat), a.payment, cat, cost)
    require(why is None, f"cannot pay: {why}")
    run_build(state, a, events)


def run_build(state: GameState, a: Build, events: list[Event] | None) -> None:
    """The card is built, paid for with ``a.payment``: :func:`do_build` checks first; a
    playout's sampled build needs no check."""
    cat = state.cat
    p = state.players[a.seat]
    take_goods(p, cat, a.payment, state.discard)
    if a.card == p.planned:
        p.planned = None
    else:
        for stack in state.display.values():
            if a.card in stack:
                stack.remove(a.card)
                break
    p.buildings.append(Building(a.card))
    p.built = True
    if events is not None:
        paid = payment_value(a.payment, cat)
        cost = build_cost(state, a.seat, a.card)
        events.append(
            Event(
                "built",
                a.seat,
                {"card": a.card, "paid": [list(x) for x in a.payment], "overpaid": paid - cost},
            )
        )
    check_end_trigger(state, events)


def return_plan(state: GameState, seat: int, events: list[Event] | None) -> None:
    """A planned card not built goes back to the hand (Big Box) or to the discard pile
    face up (the rule set's ``unbuilt_plan_to``)."""
    p = state.players[seat]
    if p.planned is None:
        return
    card = p.planned
    p.planned = None
    if state.ruleset.unbuilt_plan_to == "discard":
        state.discard.append(card)
        if events is not None:
            events.append(
                Event("plan_returned", seat, {"card": card, "to": "discard", "public": True})
            )
    else:
        p.hand.append(card)
        if events is not None:
            events.append(Event("plan_returned", seat, {"card": card, "to": "hand"}))


def check_end_trigger(state: GameState, events: list[Event] | None) -> None:
    """Someone has the rule set's number of buildings: the game ends after
    ``rounds_after_trigger`` more rounds."""
    rs = state.ruleset
    if state.trigger_round is not None or rs.end_trigger_buildings is None:
        return
    if any(len(p.buildings) >= rs.end_trigger_buildings for p in state.players):
        state.trigger_round = state.round
        state.final_round = state.round + rs.rounds_after_trigger
        if events is not None:
            events.append(
                Event(
                    "end_triggered", None, {"round": state.round, "final_round": state.final_round}
                )
            )
