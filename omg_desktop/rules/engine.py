"""The rules engine: set-up, who acts, legal actions, and applying an action.

A game is a rule set, a seed, the number of seats and a list of actions. All
chance (shuffles, reveals, deals) happens inside the engine from the seeded
PRNG kept in the state, so replaying the actions reproduces the game exactly;
the steps appear as events ("shuffled", "revealed", "drew").

``apply(state, action)`` never changes ``state``: it returns a new state and
the events. An illegal action raises :class:`IllegalAction` saying why.
"""

from __future__ import annotations

from collections import Counter

from . import queries as q
from .actions import (
    Action,
    Assign,
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    Hire,
    MoveAssistant,
    Play,
    Produce,
    Sunrise,
)
from .catalog import ANY, CHARACTER, Catalog
from .chapters import set_up_expansion
from .effects import carry_out
from .events import Event
from .piles import draw as _draw
from .piles import refill as _refill
from .piles import turn_up as _turn_up
from .rng import Rng, seed_state
from .scoring import scores, winners
from .state import (
    ASSIGN,
    BUILD,
    CHAIN,
    DRAW,
    EXCHANGE,
    FINAL_CHAIN,
    OVER,
    PRODUCE,
    PRODUCTION,
    STARVE,
    SUNRISE,
    SUNRISE_REVEAL,
    SUNSET_REVEAL,
    Building,
    GameState,
    Hired,
    PendingMove,
    PlayerState,
)

#: Caps on how many variants of one decision ``legal_actions`` lists
#: (``apply`` accepts every valid variant, listed or not).
SUPPLY_LIMIT = 24
PAYMENT_LIMIT = 24
HIRE_PAYMENT_LIMIT = 6
MOVE_PAYMENT_LIMIT = 4


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


def _require(ok: bool, why: str) -> None:
    if not ok:
        raise IllegalAction(why)


# ---- set-up -----------------------------------------------------------------
def new_game(
    cat: Catalog,
    players: int = 2,
    seed: int | str = 0,
    ruleset: str | None = None,
    setup: dict | None = None,
) -> GameState:
    """Set up a game (Setup 1–6 of the rules) and run it to the first decision.

    ``setup`` (expansion rule sets only) names the chapter, the story flags and
    what earlier chapters introduced: see :func:`.chapters.set_up_expansion`.
    """
    return new_game_with_events(cat, players, seed, ruleset, setup)[0]


def new_game_with_events(
    cat: Catalog,
    players: int = 2,
    seed: int | str = 0,
    ruleset: str | None = None,
    setup: dict | None = None,
) -> tuple[GameState, list[Event]]:
    """:func:`new_game`, with the events of the steps run up to the first decision."""
    rs = cat.default_ruleset if ruleset is None else cat.ruleset(ruleset)
    if setup and rs.expansion is None:
        raise ValueError(f"{rs.name} has no chapters: a set-up needs an expansion rule set")
    cat = cat.for_ruleset(rs)
    if not rs.min_players <= players <= rs.max_players:
        raise ValueError(
            f"{rs.name} is played by {rs.min_players} to {rs.max_players} players, not {players}"
        )
    rng = Rng(seed_state(seed))
    out: list[str] = []
    burners = list(cat.charburners)
    rng.shuffle(burners)
    workers = sorted(cat.workers)
    rng.shuffle(workers)
    if len(burners) < players or len(workers) < players:
        raise ValueError("the data has too few start buildings or workers for that many players")
    out += [f"card:{c}" for c in burners[players:]]
    out += [f"worker:{w}" for w in workers[players:]]
    assistants = sorted(a for a in cat.assistants if cat.assistants[a].expansion is None)
    rng.shuffle(assistants)
    n_open = min(len(assistants), rs.assistants_per_player * players)
    open_assistants = [(a, rng.below(2)) for a in assistants[:n_open]]
    out += [f"assistant:{a}" for a in assistants[n_open:]]
    deck = list(cat.deck)
    expansion = None
    if rs.expansion is not None:
        expansion = set_up_expansion(cat, setup or {}, players, rng)
        deck += expansion.deck
        out += expansion.aside
        if expansion.replace_assistants:
            out += [f"assistant:{a}" for a, _ in open_assistants]
            open_assistants = []
        open_assistants += expansion.assistants
    rng.shuffle(deck)
    ps = []
    for i in range(players):
        p = PlayerState(worker_card=workers[i])
        p.buildings.append(Building(burners[i], goods=rs.starting_goods))
        ps.append(p)
    for p in ps:
        for _ in range(rs.starting_hand):
            p.hand.append(deck.pop())
    first = rng.below(players)
    state = GameState(
        cat=cat,
        ruleset=rs,
        seed=seed,
        players=ps,
        deck=deck,
        open_assistants=open_assistants,
        out_of_game=out,
        first=first,
        turn=first,
    )
    if expansion is not None:
        state.events = list(expansion.events)
        state.final_round = len(state.events)
        state.setup = expansion.setup
        state.introduced = list(expansion.introduced)
    state.rng = rng.state
    events: list[Event] = []
    _start_round(state, events)
    _advance(state, events)
    return state, events


# ---- who acts and what they may do --------------------------------------------
def to_act(state: GameState) -> tuple[int, ...]:
    """The seats that must act now (several at once in simultaneous steps)."""
    ph = state.phase
    ps = state.players
    if ph == EXCHANGE:
        return tuple(i for i, p in enumerate(ps) if p.exchange is None)
    if ph == SUNRISE:
        return tuple(i for i, p in enumerate(ps) if not p.committed)
    if ph == STARVE:
        return tuple(i for i, p in enumerate(ps) if p.to_discard > 0)
    if ph == PRODUCTION:
        return (state.turn,)
    if ph == ASSIGN:
        return tuple(i for i, p in enumerate(ps) if not p.committed)
    return ()


def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action ``seat`` may take now (variants of one decision capped, see top)."""
    if seat not in to_act(state):
        return []
    p = state.players[seat]
    ph = state.phase
    if ph == EXCHANGE:
        acts: list[Action] = [Exchange(seat, False)]
        if p.hand:
            acts.append(Exchange(seat, True))
        return acts + _play_actions(state, seat)
    if ph == STARVE:
        return [Discard(seat, c) for c in sorted(set(p.hand))]
    if ph == SUNRISE:
        return _sunrise_actions(state, seat) + _play_actions(state, seat)
    if ph == ASSIGN:
        acts = [
            Assign(seat, a.assistant, b)
            for a in p.assistants
            if a.building is None
            for b in q.assignable_buildings(p, state.cat, moving=a.assistant)
        ]
        return acts + [Done(seat)]
    if ph == PRODUCTION:
        step = state.step
        plays = _play_actions(state, seat)
        if step == PRODUCE:
            b = state.to_produce[0]
            acts = [Produce(seat, b, cs) for cs in q.supply_options(state, seat, b, SUPPLY_LIMIT)]
            return acts + [Produce(seat, b, (), skip=True)] + plays
        if step in (CHAIN, FINAL_CHAIN):
            return _chain_actions(state, seat) + [Done(seat)] + plays
        if step == BUILD:
            return _build_actions(state, seat) + [Done(seat)] + plays
    return []


def _play_actions(state: GameState, seat: int) -> list[Action]:
    return [Play(seat, c) for c in q.playable_characters(state, seat)]


def _effective(state: GameState, p: PlayerState) -> tuple[dict[int, int | None], dict[str, int]]:
    """Assistant places and goods after the player's pending (secret) phase II moves."""
    places = {a.assistant: a.building for a in p.assistants}
    goods = q.goods_of(p, state.cat)
    for m in p.pending_moves:
        places[m.assistant] = m.building
        for g, n in m.payment:
            goods[g] -= n
    return places, {g: n for g, n in goods.items() if n > 0}


def _free_for_worker(state: GameState, p: PlayerState) -> list[int]:
    places, _ = _effective(state, p)
    taken = set(places.values())
    return [b for b in q.production_buildings(p, state.cat) if b not in taken]


def _move_targets(state: GameState, p: PlayerState, assistant: int) -> list[int]:
    places, _ = _effective(state, p)
    here = places[assistant]
    taken = {b for a, b in places.items() if b is not None and a != assistant}
    free = [b for b in q.production_buildings(p, state.cat) if b not in taken]
    if len(free) < 2:
        return []
    return [b for b in free if b != here]


def _sunrise_actions(state: GameState, seat: int) -> list[Action]:
    p = state.players[seat]
    cards = state.cat.cards
    plans: list[int | None] = [None, *sorted({c for c in p.hand if cards[c].cost is not None})]
    acts: list[Action] = [
        Sunrise(seat, b, eff, plan)
        for b in _free_for_worker(state, p)
        for eff in (True, False)
        for plan in plans
    ]
    cost = q.move_cost(state, p)
    if cost is not None:
        places, goods = _effective(state, p)
        pays = q.payments(goods, state.cat, cost, MOVE_PAYMENT_LIMIT)
        for a, where in places.items():
            if where is None:
                continue
            for b in _move_targets(state, p, a):
                acts.extend(MoveAssistant(seat, a, b, pay) for pay in pays)
    return acts


def _chain_actions(state: GameState, seat: int) -> list[Action]:
    cat = state.cat
    p = state.players[seat]
    acts: list[Action] = []
    for b in p.buildings:
        if not q.may_chain(state, seat, b.card):
            continue
        most = q.chain_max(state, seat, b.card)
        if most < 1:
            continue
        res, _ = q.chain_parts(cat.cards[b.card], cat)
        if res and len(set(res)) == 1 and len(res) == 1:
            for c in sorted({c for c in p.hand if q.supplies(cat.cards[c], res[0])}):
                acts.append(Chain(seat, b.card, 1, (c,)))
        else:
            acts.append(Chain(seat, b.card, 1, q.chain_cards(state, seat, b.card, 1)))
        if most > 1:
            acts.append(Chain(seat, b.card, most, q.chain_cards(state, seat, b.card, most)))
    return acts


def _any_chain(state: GameState, seat: int) -> bool:
    """Whether some chain can run now (cheaper than listing the actions)."""
    return any(
        q.may_chain(state, seat, b.card) and q.chain_max(state, seat, b.card) > 0
        for b in state.players[seat].buildings
    )


def _any_build_or_hire(state: GameState, seat: int) -> bool:
    """Whether the player can build or hire now (cheaper than listing the actions)."""
    cat = state.cat
    p = state.players[seat]
    if _can_build_now(state, p):
        coins = q.coins_of(p, cat)
        if any(
            cat.cards[c].cost is not None and q.build_cost(state, seat, c) <= coins
            for c in _buildable(state, p)
        ):
            return True
    if _can_hire_now(state, p):
        return any(q.hire_problem(state, seat, a, s) is None for a, s in state.open_assistants)
    return False


def _can_build_now(state: GameState, p: PlayerState) -> bool:
    return not p.built and (state.ruleset.build_and_hire or not p.hired)


def _can_hire_now(state: GameState, p: PlayerState) -> bool:
    return not p.hired and (state.ruleset.build_and_hire or not p.built)


def _buildable(state: GameState, p: PlayerState) -> list[int]:
    """Cards the player may build now: the planned one, and any in a display stack."""
    out = [p.planned] if p.planned is not None else []
    for stack in state.display.values():
        out.extend(stack)
    return out


def _build_actions(state: GameState, seat: int) -> list[Action]:
    cat = state.cat
    p = state.players[seat]
    acts: list[Action] = []
    goods = q.goods_of(p, cat)
    if _can_build_now(state, p):
        for card in _buildable(state, p):
            cost = q.build_cost(state, seat, card)
            acts.extend(
                Build(seat, card, pay) for pay in q.payments(goods, cat, cost, PAYMENT_LIMIT)
            )
    if _can_hire_now(state, p):
        for a, side in state.open_assistants:
            if q.hire_problem(state, seat, a, side) is not None:
                continue
            cost = q.hire_cost(state, seat, a, side)
            pays = q.payments(goods, cat, cost, HIRE_PAYMENT_LIMIT)
            if state.ruleset.assign_hired_at_round_end:
                targets: list[int | None] = [None]
            else:
                targets = list(q.assignable_buildings(p, cat))
            acts.extend(Hire(seat, a, pay, b) for b in targets for pay in pays)
    return acts


# ---- applying -------------------------------------------------------------------
def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """The state after ``action``, and what happened. ``state`` is left unchanged."""
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


def apply_in_place(state: GameState, action: Action) -> list[Event]:
    """Like :func:`apply`, but changes ``state`` (for fast playouts).

    Every check happens before the first change, so an illegal action leaves
    ``state`` as it was.
    """
    seat = action.seat
    _require(0 <= seat < state.num_players, f"there is no seat {seat}")
    _require(state.phase != OVER, "the game is over")
    _require(seat in to_act(state), _not_your_turn(state, seat))
    events: list[Event] = []
    match action:
        case Exchange():
            _do_exchange(state, action)
        case Discard():
            _do_discard(state, action, events)
        case MoveAssistant():
            _do_move(state, action)
        case Sunrise():
            _do_sunrise(state, action, events)
        case Produce():
            _do_produce(state, action, events)
        case Chain():
            _do_chain(state, action, events)
        case Build():
            _do_build(state, action, events)
        case Hire():
            _do_hire(state, action, events)
        case Assign():
            _do_assign(state, action, events)
        case Done():
            _do_done(state, action, events)
        case Play():
            _do_play(state, action, events)
        case _:
            raise IllegalAction(f"not an action: {action!r}")
    _advance(state, events)
    return events


def _not_your_turn(state: GameState, seat: int) -> str:
    waiting = to_act(state)
    if not waiting:
        return "nobody may act now"
    return f"seat {seat} may not act now (waiting for seat {', '.join(map(str, waiting))})"


def _phase_is(state: GameState, phase: str, what: str) -> None:
    _require(state.phase == phase, f"{what} is not possible in phase {state.phase!r}")


def _do_exchange(state: GameState, a: Exchange) -> None:
    _phase_is(state, EXCHANGE, "exchanging the hand")
    p = state.players[a.seat]
    _require(not a.swap or bool(p.hand), "an empty hand cannot be exchanged")
    p.exchange = a.swap


def _do_discard(state: GameState, a: Discard, events: list[Event]) -> None:
    _phase_is(state, STARVE, "discarding")
    p = state.players[a.seat]
    _require(a.card in p.hand, f"card {a.card} is not in your hand")
    p.hand.remove(a.card)
    state.discard.append(a.card)
    p.to_discard -= 1
    events.append(Event("discarded", a.seat, {"card": a.card}))


def _do_play(state: GameState, a: Play, events: list[Event]) -> None:
    p = state.players[a.seat]
    _require(a.card in p.hand, f"card {a.card} is not in your hand")
    card = state.cat.cards[a.card]
    _require(card.kind == CHARACTER, f"{card.name} is not a character")
    _require(
        a.card in q.playable_characters(state, a.seat),
        f"{card.name} can only be played in the {card.phase} phase",
    )
    p.hand.remove(a.card)
    state.discard.append(a.card)
    events.append(Event("character_played", a.seat, {"card": a.card}))
    carry_out(state, card.play_effects, events, seat=a.seat)
    _enter_discards(state)


def _enter_discards(state: GameState) -> None:
    """After an effect made players discard: they do it now, then play goes on."""
    if state.phase != STARVE and any(p.to_discard for p in state.players):
        state.resume = state.phase
        state.phase = STARVE


def _event_now(state: GameState, when: str, events: list[Event]) -> None:
    """Carry out this round's event if it happens ``when``."""
    if state.event is None:
        return
    ev = state.cat.events[state.event]
    if ev.when == when:
        carry_out(state, ev.effects, events)
        _enter_discards(state)


def _do_move(state: GameState, a: MoveAssistant) -> None:
    _phase_is(state, SUNRISE, "moving an assistant")
    p = state.players[a.seat]
    cost = q.move_cost(state, p)
    _require(cost is not None, f"{state.ruleset.name}: assistants cannot be moved for coins")
    _require(not p.committed, "your sunrise choices are already made")
    places, goods = _effective(state, p)
    _require(a.assistant in places, f"you have not hired assistant {a.assistant}")
    _require(places[a.assistant] is not None, "that assistant is not at a building yet")
    _require(
        a.building in _move_targets(state, p, a.assistant),
        "the assistant cannot go there: it must be another production building without an "
        "assistant, and one production building must stay free",
    )
    why = q.covers(goods, a.payment, state.cat, cost or 0)
    _require(why is None, f"cannot pay for the move: {why}")
    p.pending_moves.append(PendingMove(a.assistant, a.building, tuple(sorted(a.payment))))


def _do_sunrise(state: GameState, a: Sunrise, events: list[Event]) -> None:
    _phase_is(state, SUNRISE, "choosing work and plan")
    p = state.players[a.seat]
    _require(p.find(a.building) is not None, f"you have no building {a.building}")
    _require(
        state.cat.cards[a.building].is_production,
        "the worker can only work at a production building",
    )
    _require(a.building in _free_for_worker(state, p), "an assistant works at that building")
    _require(a.plan is None or a.plan in p.hand, f"card {a.plan} is not in your hand")
    _require(
        a.plan is None or state.cat.cards[a.plan].cost is not None,
        "only a building can be planned",
    )
    if a.plan is not None:
        p.hand.remove(a.plan)
    p.pending_worker = a.building
    p.pending_efficient = a.efficient
    p.pending_plan = a.plan
    p.committed = True
    events.append(Event("sunrise_chosen", a.seat, {}))


def _do_produce(state: GameState, a: Produce, events: list[Event]) -> None:
    _require(state.phase == PRODUCTION and state.step == PRODUCE, "it is not time to produce")
    b = state.to_produce[0]
    _require(a.building == b, f"production is due at building {b}, not {a.building}")
    if a.skip:
        _require(not a.cards, "a skipped production uses no cards")
        state.to_produce.pop(0)
        events.append(Event("no_production", a.seat, {"building": b, "reason": "skipped"}))
        return
    why = q.check_supply(state, a.seat, b, a.cards)
    _require(why is None, f"cannot produce: {why}")
    state.to_produce.pop(0)
    _produce(state, a.seat, b, a.cards, events)


def _produce(
    state: GameState, seat: int, building: int, cards: tuple[int, ...], events: list[Event]
) -> None:
    p = state.players[seat]
    for c in cards:
        p.hand.remove(c)
        state.discard.append(c)
    person = q.person_at(p, building)
    n = q.output_of(person or q.ASSISTANT, p.efficient)
    if p.mods:
        n += p.mods.get(q.BONUS_MOD + state.cat.cards[building].colour, 0)
    b = p.find(building)
    assert b is not None
    b.goods += n
    b.produced += n
    events.append(
        Event(
            "produced",
            seat,
            {"building": building, "goods": n, "cards": list(cards), "person": person},
        )
    )


def _do_chain(state: GameState, a: Chain, events: list[Event]) -> None:
    _require(
        state.phase == PRODUCTION and state.step in (CHAIN, FINAL_CHAIN),
        "production chains run after production",
    )
    cat = state.cat
    p = state.players[a.seat]
    target = p.find(a.building)
    _require(target is not None, f"you have no building {a.building}")
    assert target is not None
    card = cat.cards[a.building]
    _require(bool(card.chain), f"{card.name} has no production chain")
    _require(
        q.may_chain(state, a.seat, a.building),
        f"{card.name} produced nothing this round, so its chain cannot run",
    )
    _require(a.times >= 1, "a chain runs at least once")
    res, goods = q.chain_parts(card, cat)
    want = Counter({r: n * a.times for r, n in Counter(res).items()})
    _require(len(set(a.cards)) == len(a.cards), "a card is listed twice")
    got = Counter()
    for c in a.cards:
        _require(c in p.hand, f"card {c} is not in your hand")
        d = cat.cards[c]
        _require(q.supplies(d, ANY), f"{d.name} shows no resource, so it feeds no chain")
        got[d.resource] += 1
    _require(got == want, f"the chain needs {_counts(want)} from hand, not {_counts(got)}")
    most = q.chain_max(state, a.seat, a.building)
    _require(a.times <= most, f"the chain can run {most} time(s) now, not {a.times}")
    taken = _chain_sources(state, a, goods)
    for c in a.cards:
        p.hand.remove(c)
        state.discard.append(c)
    moved: dict[str, int] = {}
    for other, k in taken:
        g = cat.cards[other.card].good
        moved[g] = moved.get(g, 0) + k
        other.goods -= k
    gained = a.times * len(card.chain)
    target.goods += gained
    events.append(
        Event(
            "chained",
            a.seat,
            {
                "building": a.building,
                "times": a.times,
                "goods": gained,
                "cards": list(a.cards),
                "moved": moved,
            },
        )
    )


def _chain_sources(state: GameState, a: Chain, goods: tuple[str, ...]) -> list:
    """Where a chain's goods come from: ``a.sources`` checked (each another building of
    the player's with enough of a good the chain takes, as many of each good as the runs
    need), or, without sources, the player's buildings in row order. Pairs (building,
    goods taken)."""
    cat = state.cat
    p = state.players[a.seat]
    if not a.sources:
        out = []
        for g in goods:
            n = a.times
            for other in p.buildings:
                if n == 0:
                    break
                if other.card != a.building and other.goods and cat.cards[other.card].good == g:
                    k = min(n, other.goods)
                    out.append((other, k))
                    n -= k
        return out
    want = Counter({g: n * a.times for g, n in Counter(goods).items()})
    got: Counter = Counter()
    for b, k in Counter(a.sources).items():
        other = p.find(b)
        _require(other is not None and b != a.building, f"building {b} is not another of yours")
        assert other is not None
        g = cat.cards[b].good
        _require(g in want, f"the chain takes no {g}")
        _require(other.goods >= k, f"{cat.cards[b].name} holds {other.goods} good(s), not {k}")
        got[g] += k
    _require(got == want, f"the chain takes {_counts(want)} in goods, not {_counts(got)}")
    return [(p.find(b), k) for b, k in Counter(a.sources).items()]


def _counts(c: Counter) -> str:
    return ", ".join(f"{n} {r}" for r, n in sorted(c.items())) or "nothing"


def _do_build(state: GameState, a: Build, events: list[Event]) -> None:
    _require(state.phase == PRODUCTION and state.step == BUILD, "it is not time to build")
    cat = state.cat
    p = state.players[a.seat]
    _require(_can_build_now(state, p), "you have already built or hired this turn")
    _require(
        a.card in _buildable(state, p),
        "you can only build the card you planned"
        + (" or one from the display" if state.display else ""),
    )
    _require(cat.cards[a.card].cost is not None, f"{cat.cards[a.card].name} cannot be built")
    cost = q.build_cost(state, a.seat, a.card)
    why = q.covers(q.goods_of(p, cat), a.payment, cat, cost)
    _require(why is None, f"cannot pay: {why}")
    q.take_goods(p, cat, a.payment)
    if a.card == p.planned:
        p.planned = None
    else:
        for stack in state.display.values():
            if a.card in stack:
                stack.remove(a.card)
                break
    p.buildings.append(Building(a.card))
    p.built = True
    paid = q.payment_value(a.payment, cat)
    events.append(
        Event(
            "built",
            a.seat,
            {"card": a.card, "paid": [list(x) for x in a.payment], "overpaid": paid - cost},
        )
    )
    _check_end_trigger(state, events)


def _do_hire(state: GameState, a: Hire, events: list[Event]) -> None:
    _require(state.phase == PRODUCTION and state.step == BUILD, "it is not time to hire")
    cat = state.cat
    p = state.players[a.seat]
    _require(_can_hire_now(state, p), "you have already built or hired this turn")
    sides = [s for x, s in state.open_assistants if x == a.assistant]
    _require(bool(sides), f"assistant {a.assistant} is not open for hire")
    side = sides[0]
    why = q.hire_problem(state, a.seat, a.assistant, side)
    _require(why is None, f"cannot hire: {why}")
    if state.ruleset.assign_hired_at_round_end:
        _require(a.building is None, "hired assistants are assigned at the end of the round")
    else:
        _require(
            a.building in q.assignable_buildings(p, cat),
            "the assistant must go to a production building without an assistant, "
            "and one production building must stay free",
        )
    why = q.covers(
        q.goods_of(p, cat), a.payment, cat, q.hire_cost(state, a.seat, a.assistant, side)
    )
    _require(why is None, f"cannot pay: {why}")
    q.take_goods(p, cat, a.payment)
    state.open_assistants.remove((a.assistant, side))
    p.assistants.append(Hired(a.assistant, side, a.building))
    p.hired = True
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


def _do_assign(state: GameState, a: Assign, events: list[Event]) -> None:
    _phase_is(state, ASSIGN, "assigning an assistant")
    p = state.players[a.seat]
    hired = [h for h in p.assistants if h.assistant == a.assistant]
    _require(bool(hired), f"you have not hired assistant {a.assistant}")
    _require(hired[0].building is None, "that assistant already works at a building")
    _require(
        a.building in q.assignable_buildings(p, state.cat, moving=a.assistant),
        "it must go to a production building without an assistant, and one must stay free",
    )
    hired[0].building = a.building
    events.append(Event("assigned", a.seat, {"assistant": a.assistant, "building": a.building}))


def _do_done(state: GameState, a: Done, events: list[Event]) -> None:
    p = state.players[a.seat]
    if state.phase == ASSIGN:
        p.committed = True
        return
    _require(
        state.phase == PRODUCTION and state.step in (CHAIN, BUILD, FINAL_CHAIN),
        "there is nothing to finish now",
    )
    if state.step == CHAIN:
        _worker_leaves(state, a.seat)
        state.step = BUILD
    elif state.step == BUILD:
        _finish_build_step(state, a.seat, events)
    else:
        _end_turn(state, events)


# ---- the automatic flow ----------------------------------------------------------
def _advance(state: GameState, events: list[Event]) -> None:
    """Run every step that needs no decision, until someone must act or the game ends."""
    while True:
        ph = state.phase
        if ph == EXCHANGE:
            if any(p.exchange is None for p in state.players):
                return
            _resolve_exchange(state, events)
        elif ph == DRAW:
            if not _run_draws(state, events):
                return
            state.phase = SUNRISE_REVEAL
            state.reveal_row = 0
        elif ph == SUNRISE_REVEAL:
            if not _reveal(state, events, 0):
                return
            state.phase = SUNRISE
            for p in state.players:
                p.committed = False
            events.append(Event("phase", None, {"phase": SUNRISE}))
            _event_now(state, "sunrise", events)
        elif ph == SUNRISE:
            if not all(p.committed for p in state.players):
                return
            _reveal_choices(state, events)
            state.phase = SUNSET_REVEAL
            state.reveal_row = 1
        elif ph == SUNSET_REVEAL:
            if not _reveal(state, events, 1):
                return
            state.phase = PRODUCTION
            state.turns_done = 0
            _start_turn(state, state.first, events)
            _event_now(state, "production", events)
        elif ph == PRODUCTION:
            if not _advance_turn(state, events):
                return
        elif ph == STARVE:
            if any(p.to_discard for p in state.players):
                return
            state.phase = state.resume
            state.resume = ""
        elif ph == ASSIGN:
            if not all(p.committed for p in state.players):
                return
            _close_round(state, events)
        else:  # OVER
            return


def _starve(state: GameState, events: list[Event]) -> bool:
    """Both piles are empty: every player discards half their hand (rounded down).

    Returns True when someone must discard (the phase becomes STARVE), False
    when nobody has anything to discard (the draw is given up).
    """
    counts = [len(p.hand) // 2 for p in state.players]
    if not any(counts):
        return False
    for p, n in zip(state.players, counts, strict=True):
        p.to_discard = n
    state.resume = state.phase
    state.phase = STARVE
    events.append(Event("starving", None, {"counts": counts}))
    return True


def _start_round(state: GameState, events: list[Event]) -> None:
    events.append(Event("round_started", None, {"round": state.round, "first": state.first}))
    if state.ruleset.expansion is not None:
        state.rules_now = {}
        for p in state.players:
            p.mods = {}
        state.event = state.events.pop() if state.events else None
        if state.event is not None:  # the event deck's top card is turned
            state.events_turned.append(state.event)
            events.append(Event("event_turned", None, {"event": state.event}))
            _event_now(state, "start", events)
    exchange = bool(state.rules_now.get("hand_exchange", state.ruleset.hand_exchange))
    for p in state.players:
        p.hand_at_round_start = len(p.hand) - p.to_discard
        p.exchange = None if exchange and p.hand else False
        p.committed = False
        for b in p.buildings:
            b.produced = 0
    phase = EXCHANGE if exchange else DRAW
    if exchange:
        events.append(Event("phase", None, {"phase": EXCHANGE}))
    else:
        _queue_deals(state)
    if state.phase == STARVE:  # the event made players discard first
        state.resume = phase
    else:
        state.phase = phase


def _resolve_exchange(state: GameState, events: list[Event]) -> None:
    n = state.num_players
    state.draws = []
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        if p.exchange:
            count = len(p.hand)
            state.discard.extend(p.hand)
            p.hand = []
            state.draws.append([i, count])
            events.append(Event("exchanged", i, {"count": count}))
        else:
            events.append(Event("kept", i, {}))
    _queue_deals(state, keep=True)
    state.phase = DRAW


def _queue_deals(state: GameState, keep: bool = False) -> None:
    if not keep:
        state.draws = []
    n = state.num_players
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        extra = sum(
            1
            for b in p.buildings
            for limit in state.cat.cards[b.card].effect_values("extra_card_if_hand_at_most")
            if p.hand_at_round_start <= int(limit)
        )
        per_round = state.rules_now.get("cards_per_round", state.ruleset.cards_per_round)
        state.draws.append([i, int(per_round) + extra])


def _run_draws(state: GameState, events: list[Event]) -> bool:
    while state.draws:
        seat, n = state.draws[0]
        drawn: list[int] = []
        while n:
            c = _draw(state, events)
            if c is None:
                break
            state.players[seat].hand.append(c)
            drawn.append(c)
            n -= 1
        if drawn:
            events.append(Event("drew", seat, {"count": len(drawn), "cards": drawn}))
            _refill(state, events)
        if n == 0:
            state.draws.pop(0)
            continue
        state.draws[0][1] = n
        if _starve(state, events):
            return False
        state.draws = []  # nothing left anywhere to draw
    return True


def _half_suns(state: GameState, row: int) -> int:
    cards = state.cat.cards
    return sum(1 for c in state.market[row] if cards[c].half_sun)


def _reveal(state: GameState, events: list[Event], row: int) -> bool:
    """Turn up cards into ``row`` until it shows enough half suns."""
    cards = state.cat.cards
    need = state.rules_now.get("half_suns_per_row", state.ruleset.half_suns_per_row)
    while _half_suns(state, row) < need:
        c = _turn_up(state, events)
        if c is None:
            # the piles are empty (or hold only characters): someone must discard half
            # their hand first, or no card is left anywhere and the row stays short
            return not _starve(state, events)
        if cards[c].kind == CHARACTER:
            state.discard.append(c)
            events.append(Event("character_discarded", None, {"card": c}))
            continue
        state.market[row].append(c)
        events.append(
            Event("revealed", None, {"card": c, "row": row, "half_sun": cards[c].half_sun})
        )
        _refill(state, events)
    return True


def _reveal_choices(state: GameState, events: list[Event]) -> None:
    cat = state.cat
    n = state.num_players
    for k in range(n):
        i = (state.first + k) % n
        p = state.players[i]
        for m in p.pending_moves:
            q.take_goods(p, cat, m.payment)
            for h in p.assistants:
                if h.assistant == m.assistant:
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
        events.append(Event("worker_placed", i, {"building": p.worker, "efficient": p.efficient}))
        if p.planned is not None:
            events.append(Event("planned", i, {}))
    events.append(Event("phase", None, {"phase": SUNSET_REVEAL}))


def _start_turn(state: GameState, seat: int, events: list[Event]) -> None:
    state.turn = seat
    state.step = PRODUCE
    p = state.players[seat]
    p.built = p.hired = False
    staffed = []
    for b in p.buildings:
        if q.person_at(p, b.card) is not None:
            staffed.append(b.card)
    state.to_produce = staffed
    events.append(Event("turn", seat, {}))


def _advance_turn(state: GameState, events: list[Event]) -> bool:
    """Run the current turn's automatic steps; True when the turn (or round) moved on."""
    seat = state.turn
    if state.step == PRODUCE:
        while state.to_produce:
            b = state.to_produce[0]
            opts = q.supply_options(state, seat, b, limit=1)
            if opts == [()]:
                state.to_produce.pop(0)
                _produce(state, seat, b, (), events)
            elif not opts:
                state.to_produce.pop(0)
                events.append(Event("no_production", seat, {"building": b, "reason": "missing"}))
            else:
                return False
        state.step = CHAIN
    if state.step == CHAIN:
        if _any_chain(state, seat):
            return False
        _worker_leaves(state, seat)
        state.step = BUILD
    if state.step == BUILD:
        if _any_build_or_hire(state, seat) or q.playable_characters(state, seat):
            return False
        _finish_build_step(state, seat, events)
        return True
    if state.step == FINAL_CHAIN:
        if _any_chain(state, seat) or q.playable_characters(state, seat):
            return False
        _end_turn(state, events)
        return True
    return True


def _worker_leaves(state: GameState, seat: int) -> None:
    state.players[seat].worker = None


def _finish_build_step(state: GameState, seat: int, events: list[Event]) -> None:
    p = state.players[seat]
    if p.planned is not None:
        card = p.planned
        p.planned = None
        if state.ruleset.unbuilt_plan_to == "discard":
            state.discard.append(card)
            events.append(
                Event("plan_returned", seat, {"card": card, "to": "discard", "public": True})
            )
        else:
            p.hand.append(card)
            events.append(Event("plan_returned", seat, {"card": card, "to": "hand"}))
    if q.chains_everywhere(state):
        state.step = FINAL_CHAIN
        return
    _end_turn(state, events)


def _end_turn(state: GameState, events: list[Event]) -> None:
    state.turns_done += 1
    state.step = ""
    if state.turns_done < state.num_players:
        _start_turn(state, (state.turn + 1) % state.num_players, events)
        return
    _end_production(state, events)


def _end_production(state: GameState, events: list[Event]) -> None:
    if state.ruleset.assign_hired_at_round_end and any(
        h.building is None for p in state.players for h in p.assistants
    ):
        state.phase = ASSIGN
        for p in state.players:
            p.committed = not any(h.building is None for h in p.assistants)
        return
    _close_round(state, events)


def _check_end_trigger(state: GameState, events: list[Event]) -> None:
    rs = state.ruleset
    if state.trigger_round is not None or rs.end_trigger_buildings is None:
        return
    if any(len(p.buildings) >= rs.end_trigger_buildings for p in state.players):
        state.trigger_round = state.round
        state.final_round = state.round + rs.rounds_after_trigger
        events.append(
            Event("end_triggered", None, {"round": state.round, "final_round": state.final_round})
        )


def _close_round(state: GameState, events: list[Event]) -> None:
    _event_now(state, "round_end", events)
    count = len(state.market[0]) + len(state.market[1])
    for row in state.market:
        state.discard.extend(row)
        row.clear()
    events.append(Event("market_discarded", None, {"count": count}))
    totals = [s.total for s in scores(state)]
    for p, t in zip(state.players, totals, strict=True):
        p.points_by_round.append(t)
    rs = state.ruleset
    last = (state.final_round is not None and state.round >= state.final_round) or (
        rs.fixed_rounds is not None and state.round >= rs.fixed_rounds
    )
    if last:
        state.phase = OVER
        state.step = ""
        events.append(
            Event(
                "game_over",
                None,
                {"scores": [s.to_dict() for s in scores(state)], "winners": winners(state)},
            )
        )
        return
    state.first = (state.first + 1) % state.num_players
    state.round += 1
    _start_round(state, events)


def enter_phase(state: GameState, phase: str, step: str, events: list[Event]) -> None:
    """Start ``phase`` (and, in phase IV, ``step`` of the current turn) on a built position.

    Used by scenarios; then runs the automatic steps up to the first decision.
    """
    for p in state.players:
        p.hand_at_round_start = len(p.hand)
    if phase == EXCHANGE:
        _start_round(state, events)
    elif phase == DRAW:
        _queue_deals(state)
        state.phase = DRAW
    elif phase in (SUNRISE_REVEAL, SUNSET_REVEAL):
        state.phase = phase
        state.reveal_row = 0 if phase == SUNRISE_REVEAL else 1
    elif phase in (SUNRISE, ASSIGN):
        state.phase = phase
        for p in state.players:
            p.committed = phase == ASSIGN and not any(h.building is None for h in p.assistants)
    elif phase == PRODUCTION:
        state.phase = PRODUCTION
        state.turns_done = (state.turn - state.first) % state.num_players
        _start_turn(state, state.turn, events)
        if step != PRODUCE:
            state.to_produce = []
            state.step = step
            if step in (BUILD, FINAL_CHAIN):
                _worker_leaves(state, state.turn)
    else:
        raise ValueError(f"cannot start a position in phase {phase!r}")
    _advance(state, events)
