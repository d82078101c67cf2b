"""Phase IV, production chains (RULES.md IV.2): after producing, a building that
produced this round may turn hand cards and goods of the player's other buildings into
goods on it, as often as the player can pay; in the last round (Big Box) every
building may."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from .actions import Action, Chain, Done
from .catalog import ANY, CardDef, Catalog
from .events import Event
from .good_cards import place_chain_cards
from .illegal import require
from .production import card_order, supplies, supplying
from .rng import Rng
from .state import CHAIN, FINAL_CHAIN, PRODUCTION, GameState

#: A sampled chain step stops one time in this many while a chain could still run.
_STOP_ODDS = 4


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
    res, goods = cat.chain_split[building]
    most: int | None = None
    for r in set(res):
        have = len(supplying(p.hand, cat, r)) // res.count(r)
        if most is None or have < most:
            most = have
        if most == 0:
            return 0
    good_of = cat.good_of
    for g in set(goods):
        have = sum(b.goods for b in p.buildings if b.card != building and good_of[b.card] == g)
        have //= goods.count(g)
        if most is None or have < most:
            most = have
        if most == 0:
            return 0
    return most or 0


def chains_everywhere(state: GameState) -> bool:
    """Whether every building may run its chain this round, produced or not: the final
    round, when the rule set says so (Big Box)."""
    return state.is_final_round and state.ruleset.final_round_chains_everywhere


def may_chain(state: GameState, seat: int, building: int) -> bool:
    """Whether ``building`` may run its chain now: it produced, or it is the final round."""
    b = state.players[seat].find(building)
    if b is None or not state.cat.cards[building].chain:
        return False
    return b.produced > 0 or chains_everywhere(state)


def chain_cards(state: GameState, seat: int, building: int, times: int) -> tuple[int, ...]:
    """The cheapest hand cards to run ``building``'s chain ``times`` times."""
    cat = state.cat
    res, _ = cat.chain_split[building]
    hand = sorted(state.players[seat].hand, key=card_order(cat))
    out: list[int] = []
    for r in dict.fromkeys(res):  # in the chain's order (a set's differs run to run)
        mine = supplying(hand, cat, r)
        out.extend(mine[: times * res.count(r)])
    return tuple(out)


def chainable(state: GameState, seat: int) -> list[tuple[int, int]]:
    """``(building, most runs)`` of every chain that can run now."""
    everywhere = chains_everywhere(state)
    cards = state.cat.cards
    out = []
    for b in state.players[seat].buildings:
        if cards[b.card].chain and (b.produced > 0 or everywhere):
            most = chain_max(state, seat, b.card)
            if most > 0:
                out.append((b.card, most))
    return out


def chain_actions(state: GameState, seat: int) -> list[Action]:
    cat = state.cat
    p = state.players[seat]
    acts: list[Action] = []
    for building, most in chainable(state, seat):
        res, _ = cat.chain_split[building]
        if len(res) == 1:
            for c in sorted(set(supplying(p.hand, cat, res[0]))):
                acts.append(Chain(seat, building, 1, (c,)))
        else:
            acts.append(Chain(seat, building, 1, chain_cards(state, seat, building, 1)))
        if most > 1:
            acts.append(Chain(seat, building, most, chain_cards(state, seat, building, most)))
    acts.append(Done(seat))
    return acts


def sample_chain(
    state: GameState, seat: int, rng: Rng, found: list[tuple[int, int]] | None = None
) -> Action:
    """Run one of the chains that can run, 1 to its most times; now and then stop.
    ``found``: :func:`chainable`'s answer, when the caller has it."""
    if found is None:
        found = chainable(state, seat)
    if not found or rng.below(_STOP_ODDS) == 0:
        return Done(seat)
    building, most = found[rng.below(len(found))]
    times = 1 + rng.below(most)
    cat = state.cat
    res, _ = cat.chain_split[building]
    used: list[int] = []
    for r in dict.fromkeys(res):
        pool = supplying(state.players[seat].hand, cat, r)
        for _ in range(times * res.count(r)):
            used.append(pool.pop(rng.below(len(pool))))
    return Chain(seat, building, times, tuple(used))


def do_chain(state: GameState, a: Chain, events: list[Event] | None) -> None:
    require(
        state.phase == PRODUCTION and state.step in (CHAIN, FINAL_CHAIN),
        "production chains run after production",
    )
    cat = state.cat
    p = state.players[a.seat]
    target = p.find(a.building)
    require(target is not None, f"you have no building {a.building}")
    assert target is not None
    card = cat.cards[a.building]
    require(bool(card.chain), f"{card.name} has no production chain")
    require(
        may_chain(state, a.seat, a.building),
        f"{card.name} produced nothing this round, so its chain cannot run",
    )
    require(a.times >= 1, "a chain runs at least once")
    res, goods = cat.chain_split[a.building]
    want: dict[str, int] = {}
    for r in res:
        want[r] = want.get(r, 0) + a.times
    require(len(set(a.cards)) == len(a.cards), "a card is listed twice")
    got: dict[str, int] = {}
    hand = p.hand
    for c in a.cards:
        require(c in hand, f"card {c} is not in your hand")
        d = cat.cards[c]
        require(supplies(d, ANY), f"{d.name} shows no resource, so it feeds no chain")
        got[d.resource] = got.get(d.resource, 0) + 1  # type: ignore[index]
    require(got == want, f"the chain needs {counts_text(want)} from hand, not {counts_text(got)}")
    most = chain_max(state, a.seat, a.building)
    require(a.times <= most, f"the chain can run {most} time(s) now, not {a.times}")
    run_chain(state, a, events, _chain_sources(state, a, goods))


def run_chain(
    state: GameState, a: Chain, events: list[Event] | None, taken: list | None = None
) -> None:
    """The chain runs: its hand cards are discarded (or, goods as cards, go under it),
    the goods it takes leave the other buildings (``taken``, checked; found in row order
    when not given), its goods are made. :func:`do_chain` checks first; a playout's
    sampled chain needs no check."""
    cat = state.cat
    p = state.players[a.seat]
    target = p.find(a.building)
    assert target is not None
    card = cat.cards[a.building]
    if taken is None:
        taken = _chain_sources(state, a, cat.chain_split[a.building][1])
    for c in a.cards:
        p.hand.remove(c)
    moved: dict[str, int] = {}
    good_of = cat.good_of
    for other, k in taken:
        g = good_of[other.card]
        moved[g] = moved.get(g, 0) + k
        other.goods -= k
    gained = a.times * len(card.chain)
    target.goods += gained
    place_chain_cards(state, target, a.cards, taken)  # discarded, or under it as goods
    if events is not None:
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
    good_of = cat.good_of
    if not a.sources:
        out = []
        for g in goods:
            n = a.times
            for other in p.buildings:
                if n == 0:
                    break
                if other.card != a.building and other.goods and good_of[other.card] == g:
                    k = min(n, other.goods)
                    out.append((other, k))
                    n -= k
        return out
    want = Counter({g: n * a.times for g, n in Counter(goods).items()})
    got: Counter = Counter()
    for b, k in Counter(a.sources).items():
        other = p.find(b)
        require(other is not None and b != a.building, f"building {b} is not another of yours")
        assert other is not None
        g = good_of[b]
        require(g in want, f"the chain takes no {g}")
        require(other.goods >= k, f"{cat.cards[b].name} holds {other.goods} good(s), not {k}")
        got[g] += k
    require(got == want, f"the chain takes {counts_text(want)} in goods, not {counts_text(got)}")
    return [(p.find(b), k) for b, k in Counter(a.sources).items()]


def counts_text(c: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {r}" for r, n in sorted(c.items())) or "nothing"
