"""Phase II, sunrise (RULES.md II.): every player at once and in secret places the worker
at a production building, efficient or sloppy, plans a card from hand, and may pay to
move an assistant; the choices are revealed together after the sunset row is turned.
Where assistants hold every production building (a rule set without
``keep_building_free``), the worker stays home that round; the player still plans."""

from __future__ import annotations

from .actions import Action, MoveAssistant, Sunrise
from .events import Event
from .goods import covers, goods_of, payments, take_goods
from .hiring import production_buildings
from .illegal import phase_is, require
from .mods import FREE_MOVES_MOD
from .rng import Rng
from .state import SUNRISE, SUNSET_REVEAL, GameState, PendingMove, PlayerState

#: Cap on how many payments of one assistant move ``legal_actions`` lists.
MOVE_PAYMENT_LIMIT = 4
#: A sampled sunrise decision pays to move an assistant one time in this many.
_MOVE_ODDS = 8


def move_cost(state: GameState, p: PlayerState) -> int | None:
    """What ``p``'s next phase II assistant move costs (0: a free move from an event;
    None: the rule set allows no paid moves)."""
    if p.mods and p.mods.get(FREE_MOVES_MOD, 0) > len(p.pending_moves):
        return 0
    return state.ruleset.assistant_move_cost


def effective(state: GameState, p: PlayerState) -> tuple[dict[int, int | None], dict[str, int]]:
    """Assistant places and goods after the player's pending (secret) phase II moves."""
    places = {a.assistant: a.building for a in p.assistants}
    goods = goods_of(p, state.cat)
    if not p.pending_moves:
        return places, goods
    for m in p.pending_moves:
        places[m.assistant] = m.building
        for g, n in m.payment:
            goods[g] -= n
    return places, {g: n for g, n in goods.items() if n > 0}


def free_for_worker(state: GameState, p: PlayerState) -> list[int]:
    """Production buildings without an assistant (after pending moves)."""
    prod = production_buildings(p, state.cat)
    if not p.assistants:
        return prod
    places, _ = effective(state, p)
    taken = set(places.values())
    return [b for b in prod if b not in taken]


def worker_choices(state: GameState, p: PlayerState) -> list[tuple[int | None, bool]]:
    """Where and how the worker may work: each free production building, efficient then
    sloppy; ``[(None, True)]`` when assistants hold every one (only where the rule set
    lets an assistant take the last one): the worker has nowhere to work and stays home
    this round, working neither way (001 line 76: one person per building)."""
    free = free_for_worker(state, p)
    if not free:
        return [(None, True)]
    return [(b, eff) for b in free for eff in (True, False)]


def move_targets(state: GameState, p: PlayerState, assistant: int) -> list[int]:
    places, _ = effective(state, p)
    here = places[assistant]
    taken = {b for a, b in places.items() if b is not None and a != assistant}
    free = [b for b in production_buildings(p, state.cat) if b not in taken]
    if len(free) < 2:
        return []
    return [b for b in free if b != here]


def _plans(state: GameState, p: PlayerState) -> list[int | None]:
    cards = state.cat.cards
    return [None, *sorted({c for c in p.hand if cards[c].cost is not None})]


def sunrise_actions(state: GameState, seat: int) -> list[Action]:
    p = state.players[seat]
    plans = _plans(state, p)
    acts: list[Action] = [
        Sunrise(seat, b, eff, plan) for b, eff in worker_choices(state, p) for plan in plans
    ]
    cost = move_cost(state, p)
    if cost is not None and p.assistants:
        places, goods = effective(state, p)
        pays = payments(goods, state.cat, cost, MOVE_PAYMENT_LIMIT)
        for a, where in places.items():
            if where is None:
                continue
            for b in move_targets(state, p, a):
                acts.extend(MoveAssistant(seat, a, b, pay) for pay in pays)
    return acts


def sample_sunrise(state: GameState, seat: int, rng: Rng) -> Action:
    """Now and then pay to move an assistant; else place the worker and plan a card."""
    p = state.players[seat]
    if p.assistants and rng.below(_MOVE_ODDS) == 0:
        cost = move_cost(state, p)
        if cost is not None:
            places, goods = effective(state, p)
            pays = payments(goods, state.cat, cost, 1)
            if pays:
                moves = [
                    (a, b)
                    for a, where in places.items()
                    if where is not None
                    for b in move_targets(state, p, a)
                ]
                if moves:
                    a, b = moves[rng.below(len(moves))]
                    return MoveAssistant(seat, a, b, pays[0])
    choices = worker_choices(state, p)
    hand = p.hand
    k = rng.below(len(choices) * (len(hand) + 1))
    card, k = divmod(k, len(choices))
    plan = hand[card] if card < len(hand) else None
    if plan is not None and state.cat.cards[plan].cost is None:
        plan = None  # not a building (a character): plan nothing
    building, efficient = choices[k]
    return Sunrise(seat, building, efficient, plan)


def do_move(state: GameState, a: MoveAssistant, events: list[Event] | None) -> None:
    phase_is(state.phase, SUNRISE, "moving an assistant")
    p = state.players[a.seat]
    cost = move_cost(state, p)
    require(cost is not None, f"{state.ruleset.name}: assistants cannot be moved for coins")
    require(not p.committed, "your sunrise choices are already made")
    places, goods = effective(state, p)
    require(a.assistant in places, f"you have not hired assistant {a.assistant}")
    require(places[a.assistant] is not None, "that assistant is not at a building yet")
    keep_free = state.ruleset.keep_building_free
    require(
        a.building in move_targets(state, p, a.assistant),
        "the assistant cannot go there: it must be another production building without an "
        "assistant" + (", and one production building must stay free" if keep_free else ""),
    )
    why = covers(goods, a.payment, state.cat, cost or 0)
    require(why is None, f"cannot pay for the move: {why}")
    p.pending_moves.append(PendingMove(a.assistant, a.building, tuple(sorted(a.payment))))


def do_sunrise(state: GameState, a: Sunrise, events: list[Event] | None) -> None:
    phase_is(state.phase, SUNRISE, "choosing work and plan")
    p = state.players[a.seat]
    cards = state.cat.cards
    if a.building is None:
        _check_stays_home(state, p, a)
    else:
        require(p.find(a.building) is not None, f"you have no building {a.building}")
        require(
            cards[a.building].is_production, "the worker can only work at a production building"
        )
        require(a.building in free_for_worker(state, p), "an assistant works at that building")
    require(a.plan is None or a.plan in p.hand, f"card {a.plan} is not in your hand")
    require(a.plan is None or cards[a.plan].cost is not None, "only a building can be planned")
    if a.plan is not None:
        p.hand.remove(a.plan)
    p.pending_worker = a.building
    p.pending_efficient = a.efficient
    p.pending_plan = a.plan
    p.committed = True
    if events is not None:
        events.append(Event("sunrise_chosen", a.seat, {}))


def _check_stays_home(state: GameState, p: PlayerState, a: Sunrise) -> None:
    """A worker placed nowhere: only when no production building is free of assistants,
    and in its one form (efficient: it works neither way)."""
    require(
        not free_for_worker(state, p),
        "the worker must work: put it at one of your production buildings without an assistant",
    )
    require(a.efficient, "a worker who stays home works neither way: give it as efficient")


def reveal_choices(state: GameState, events: list[Event] | None) -> None:
    """Everyone's secret choices are turned face up, first player first."""
    cat = state.cat
    n = state.num_players
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        for m in p.pending_moves:
            take_goods(p, cat, m.payment, state.discard)
            for h in p.assistants:
                if h.assistant == m.assistant:
                    if events is not None:
                        events.append(
                            Event(
                                "assistant_moved",
                                i,
                                {
                                    "assistant": m.assistant,
                                    "from": h.building,
                                    "to": m.building,
                                    "paid": [list(x) for x in m.payment],
                                },
                            )
                        )
                    h.building = m.building
        p.pending_moves = []
        p.worker = p.pending_worker
        p.efficient = p.pending_efficient
        p.planned = p.pending_plan
        p.pending_worker = None
        p.pending_plan = None
        if events is not None:
            events.append(
                Event("worker_placed", i, {"building": p.worker, "efficient": p.efficient})
            )
            if p.planned is not None:
                events.append(Event("planned", i, {}))
    if events is not None:
        events.append(Event("phase", None, {"phase": SUNSET_REVEAL}))
