"""Assistants (RULES.md IV.3 and the expansion): hiring one instead of building, what it
needs and costs, where it may work, and assigning it at the end of the round
(expansion). One production building always stays free of assistants (Big Box; the
rule set's ``keep_building_free``: the 2015 rules have no such rule)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from .actions import Action, Assign, Done, Hire
from .catalog import AssistantSide, Catalog
from .events import Event
from .goods import coins_of, covers, goods_of, payments, take_goods
from .illegal import phase_is, require
from .mods import HIRE_DISCOUNT_MOD
from .rng import Rng
from .state import ASSIGN, BUILD, PRODUCTION, GameState, Hired, PlayerState

#: Cap on how many payments of one hire ``legal_actions`` lists.
HIRE_PAYMENT_LIMIT = 6

#: Why an assistant cannot be hired: kinds of :func:`hire_obstacle`.
HIRE_COST, HIRE_LIMIT, HIRE_NEEDS, HIRE_NO_ROOM = "cost", "limit", "needs", "no_room"


def assistant_side(cat: Catalog, assistant: int, side: int) -> AssistantSide:
    """The face of ``assistant`` shown (``side`` 0 or 1)."""
    return cat.assistants[assistant].sides[side]


def hire_cost(state: GameState, seat: int, assistant: int, side: int) -> int:
    """What hiring this assistant costs ``seat`` now (after this round's discounts)."""
    cost = assistant_side(state.cat, assistant, side).cost
    mods = state.players[seat].mods
    return max(0, cost - mods.get(HIRE_DISCOUNT_MOD, 0)) if mods else cost


def colour_counts(p: PlayerState, cat: Catalog) -> Counter[str]:
    return Counter(_colours(p, cat))


def _colours(p: PlayerState, cat: Catalog) -> dict[str, int]:
    cards = cat.cards
    out: dict[str, int] = {}
    for b in p.buildings:
        c = cards[b.card].colour
        out[c] = out.get(c, 0) + 1
    return out


def production_buildings(p: PlayerState, cat: Catalog) -> list[int]:
    prod = cat.production
    return [b.card for b in p.buildings if b.card in prod]


def assistant_buildings(p: PlayerState) -> set[int]:
    return {a.building for a in p.assistants if a.building is not None}


def assignable_buildings(
    p: PlayerState, cat: Catalog, moving: int | None = None, keep_free: bool = True
) -> list[int]:
    """Production buildings a (new or ``moving``) assistant may go to.

    One person per building, and (``keep_free``: the rule set's ``keep_building_free``)
    one production building always stays free of assistants. The worker is not
    considered (it has left in phase IV).
    """
    taken = {a.building for a in p.assistants if a.building is not None and a.assistant != moving}
    free = [b for b in production_buildings(p, cat) if b not in taken]
    if len(free) < 2 and keep_free:
        return []
    return free


def can_hire_now(state: GameState, p: PlayerState) -> bool:
    """Not hired yet this turn, and not built unless the rule set allows both."""
    return not p.hired and (state.ruleset.build_and_hire or not p.built)


def at_assistant_limit(state: GameState, p: PlayerState) -> bool:
    """Whether ``p`` has as many assistants as the rule set allows."""
    most = state.ruleset.max_assistants
    return most is not None and len(p.assistants) >= most


def lacking_colours(needs: tuple[tuple[str, int], ...], have: Mapping[str, int]) -> dict[str, int]:
    """Colour -> how many more buildings of it an assistant side ``needs`` (its
    ``Catalog.side_needs``: sorted (colour, count) pairs), given ``have`` (colour ->
    buildings)."""
    return {c: n - have.get(c, 0) for c, n in needs if have.get(c, 0) < n}


def _blocker(
    state: GameState, p: PlayerState, cost: int, needs: tuple, coins: int, colours: dict
) -> str | None:
    """The first reason an assistant costing ``cost`` and needing ``needs`` cannot be
    hired by ``p`` (a kind of :func:`hire_obstacle`), or None."""
    rs = state.ruleset
    if rs.max_assistants is None and coins < cost:
        return HIRE_COST
    if at_assistant_limit(state, p):
        return HIRE_LIMIT
    if needs and lacking_colours(needs, colours):
        return HIRE_NEEDS
    if coins < cost:
        return HIRE_COST
    if not rs.assign_hired_at_round_end and not assignable_buildings(
        p, state.cat, keep_free=rs.keep_building_free
    ):
        return HIRE_NO_ROOM
    return None


def hire_obstacle(
    state: GameState,
    seat: int,
    assistant: int,
    side: int,
    coins: int | None = None,
    colours: dict[str, int] | None = None,
) -> tuple[str, dict] | None:
    """Why ``seat`` may not hire this open assistant now, as ``(kind, facts)`` (None: may).

    Kinds: ``cost`` (facts ``cost``, ``coins``), ``limit`` (``most``), ``needs``
    (``lacking``: colour -> how many more buildings), ``no_room`` (``keep_free``: whether
    the rule set keeps one production building free of assistants). The UI words them;
    :func:`hire_problem` says them in English. Assignment is not considered.
    ``coins`` and ``colours`` (buildings by colour): the player's, when the caller has
    counted them already.
    """
    cat = state.cat
    p = state.players[seat]
    cost = hire_cost(state, seat, assistant, side)
    coins = coins_of(p, cat) if coins is None else coins
    have = _colours(p, cat) if colours is None else colours
    needs = cat.side_needs[assistant, side]
    kind = _blocker(state, p, cost, needs, coins, have)
    if kind is None:
        return None
    if kind == HIRE_COST:
        return kind, {"cost": cost, "coins": coins}
    if kind == HIRE_LIMIT:
        return kind, {"most": state.ruleset.max_assistants}
    if kind == HIRE_NEEDS:
        return kind, {"lacking": lacking_colours(needs, have)}
    return kind, {"keep_free": state.ruleset.keep_building_free}


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
    if not f["keep_free"]:
        return "every production building of yours already has an assistant"
    return "no production building could take it and leave one free"


def hire_status(state: GameState, seat: int) -> list[tuple[int, int, str | None]]:
    """Every open assistant as ``(assistant, side, reason it cannot be hired or None)``."""
    return [(a, s, hire_problem(state, seat, a, s)) for a, s in state.open_assistants]


def hireable(state: GameState, seat: int) -> list[tuple[int, int]]:
    """The open assistants ``seat`` may hire now, as ``(assistant, side)``."""
    p = state.players[seat]
    if not state.open_assistants or not can_hire_now(state, p) or at_assistant_limit(state, p):
        return []
    cat = state.cat
    rs = state.ruleset
    if not rs.assign_hired_at_round_end and not assignable_buildings(
        p, cat, keep_free=rs.keep_building_free
    ):
        return []  # no_room (or a reason before it) for every one of them
    coins = coins_of(p, cat)
    colours = _colours(p, cat)
    needs = cat.side_needs
    out = []
    for a, s in state.open_assistants:
        cost = hire_cost(state, seat, a, s)
        if _blocker(state, p, cost, needs[a, s], coins, colours) is None:
            out.append((a, s))
    return out


def _targets(state: GameState, p: PlayerState) -> list[int | None]:
    if state.ruleset.assign_hired_at_round_end:
        return [None]
    return list(assignable_buildings(p, state.cat, keep_free=state.ruleset.keep_building_free))


def hire_actions(state: GameState, seat: int) -> list[Action]:
    p = state.players[seat]
    cat = state.cat
    acts: list[Action] = []
    found = hireable(state, seat)
    if not found:
        return acts
    goods = goods_of(p, cat)
    targets = _targets(state, p)
    for a, side in found:
        pays = payments(goods, cat, hire_cost(state, seat, a, side), HIRE_PAYMENT_LIMIT)
        acts.extend(Hire(seat, a, pay, b) for b in targets for pay in pays)
    return acts


def sample_hire(state: GameState, seat: int, assistant: int, side: int, rng: Rng) -> Action:
    """Hire ``assistant`` (one :func:`hireable` gave) with the cheapest payment."""
    p = state.players[seat]
    targets = _targets(state, p)
    cost = hire_cost(state, seat, assistant, side)
    pays = payments(goods_of(p, state.cat), state.cat, cost, 1)
    return Hire(seat, assistant, pays[0], targets[rng.below(len(targets))])


def do_hire(state: GameState, a: Hire, events: list[Event] | None) -> None:
    require(state.phase == PRODUCTION and state.step == BUILD, "it is not time to hire")
    cat = state.cat
    p = state.players[a.seat]
    require(can_hire_now(state, p), "you have already built or hired this turn")
    sides = [s for x, s in state.open_assistants if x == a.assistant]
    require(bool(sides), f"assistant {a.assistant} is not open for hire")
    side = sides[0]
    why = hire_problem(state, a.seat, a.assistant, side)
    require(why is None, f"cannot hire: {why}")
    if state.ruleset.assign_hired_at_round_end:
        require(a.building is None, "hired assistants are assigned at the end of the round")
    else:
        keep_free = state.ruleset.keep_building_free
        require(
            a.building in assignable_buildings(p, cat, keep_free=keep_free),
            "the assistant must go to a production building without an assistant"
            + (", and one production building must stay free" if keep_free else ""),
        )
    why = covers(goods_of(p, cat), a.payment, cat, hire_cost(state, a.seat, a.assistant, side))
    require(why is None, f"cannot pay: {why}")
    run_hire(state, a, events)


def run_hire(state: GameState, a: Hire, events: list[Event] | None) -> None:
    """The open assistant is hired and paid for: :func:`do_hire` checks first; a
    playout's sampled hire needs no check."""
    p = state.players[a.seat]
    side = next(s for x, s in state.open_assistants if x == a.assistant)
    take_goods(p, state.cat, a.payment, state.discard)
    state.open_assistants.remove((a.assistant, side))
    p.assistants.append(Hired(a.assistant, side, a.building))
    p.hired = True
    if events is not None:
        events.append(
            Event(
                "hired",
                a.seat,
                {
                    "assistant": a.assistant,
                    "side": side,
                    "paid": [list(x) for x in a.payment],
                    "building": a.building,
                },
            )
        )


# ---- end of the round (expansion) ----------------------------------------------------
def assign_actions(state: GameState, seat: int) -> list[Action]:
    p = state.players[seat]
    acts: list[Action] = [
        Assign(seat, a.assistant, b)
        for a in p.assistants
        if a.building is None
        for b in assignable_buildings(p, state.cat, a.assistant, state.ruleset.keep_building_free)
    ]
    acts.append(Done(seat))
    return acts


def do_assign(state: GameState, a: Assign, events: list[Event] | None) -> None:
    phase_is(state.phase, ASSIGN, "assigning an assistant")
    p = state.players[a.seat]
    hired = [h for h in p.assistants if h.assistant == a.assistant]
    require(bool(hired), f"you have not hired assistant {a.assistant}")
    require(hired[0].building is None, "that assistant already works at a building")
    keep_free = state.ruleset.keep_building_free
    require(
        a.building in assignable_buildings(p, state.cat, a.assistant, keep_free),
        "it must go to a production building without an assistant"
        + (", and one must stay free" if keep_free else ""),
    )
    hired[0].building = a.building
    if events is not None:
        events.append(Event("assigned", a.seat, {"assistant": a.assistant, "building": a.building}))


def done_assigning(state: GameState, a: Done, events: list[Event] | None) -> None:
    """The player has assigned what they will: their end of the round is over."""
    phase_is(state.phase, ASSIGN, "finishing the assignments")
    state.players[a.seat].committed = True


def unassigned(state: GameState) -> bool:
    """Whether someone hired an assistant that works nowhere yet."""
    return any(h.building is None for p in state.players for h in p.assistants)
