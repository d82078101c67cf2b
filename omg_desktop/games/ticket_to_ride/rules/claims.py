"""Claiming a route: which routes a seat may claim (double routes included) and the
ways to pay for one, as ``claim <route> <colour> <wild cards>`` (all wild: the wild
card's name as the colour)."""

from __future__ import annotations

from collections import Counter

from .catalog import Route
from .state import TTRState


def twin_closed(state: TTRState, seat: int, route: Route) -> bool:
    """Whether the other lane of a double route shuts this one: the seat holds it, or
    with fewer players than the data's number only one lane of a double is used."""
    owner = state.claimed.get(route.twin) if route.twin else None
    return owner is not None and (owner == seat or state.players < state.catalog.doubles_from)


def open_routes(state: TTRState, seat: int) -> list[Route]:
    """The routes the seat may claim with the trains it has left, cards aside."""
    trains = state.seats[seat].trains
    return [
        r
        for r in state.catalog.routes.values()
        if r.id not in state.claimed and r.length <= trains and not twin_closed(state, seat, r)
    ]


def payments(
    state: TTRState, seat: int, route: Route, hand: Counter[str] | None = None
) -> list[str]:
    """Every way the seat's hand pays for ``route``, as claim actions (``hand``: the
    seat's hand counted, when the caller has it)."""
    cat = state.catalog
    hand = Counter(state.seats[seat].hand) if hand is None else hand
    wild, n = hand[cat.wild], route.length
    colours = cat.colours if route.colour == cat.any_colour else (route.colour,)
    out = [
        f"claim {route.id} {colour} {locos}"
        for colour in colours
        for locos in range(max(0, n - hand[colour]), min(wild, n - 1) + 1)
    ]
    return out + ([f"claim {route.id} {cat.wild} {n}"] if wild >= n else [])


def claims(state: TTRState, seat: int) -> list[str]:
    cat = state.catalog
    hand = Counter(state.seats[seat].hand)
    most = max(hand[c] for c in cat.colours) + hand[cat.wild]
    reach = {c: hand[c] + hand[cat.wild] for c in cat.colours}
    reach[cat.any_colour] = most
    # a route no colour of the hand reaches, wild cards included, has no payment
    return [
        a
        for r in open_routes(state, seat)
        if reach[r.colour] >= r.length
        for a in payments(state, seat, r, hand)
    ]


def cards_of(state: TTRState, route: Route, colour: str, locos: int) -> list[str]:
    """The cards a claim plays."""
    wild = state.catalog.wild
    return [colour] * (route.length - locos) + [wild] * locos if colour != wild else [wild] * locos
