"""What Ticket to Ride's computers read from a view: the map as it stands for a seat
(its own routes free, the routes it may still claim at their length, the rest closed),
shortest paths over it, the plan of its tickets, the cards that plan lacks, and the
cheapest way to pay for a route. Everything here reads a view only."""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..rules.claims import twin_closed
from ..rules.state import HIDDEN, TTRState

#: What one route more costs a path beside its trains (a turn to claim it).
PER_ROUTE = 0.4


def seat_of(view: TTRState) -> int:
    return view.current


Links = dict[str, list[tuple[str, str, int]]]
#: :func:`usable`'s answers by (catalog, seat, one lane of doubles only, routes claimed):
#: shared, never changed; emptied when it grows past :data:`KEPT`.
_LINKS: dict[tuple[int, int, bool, frozenset[tuple[str, int]]], tuple[Any, Links]] = {}
KEPT = 4096


def usable(view: TTRState, seat: int) -> Links:
    """City -> (neighbour, route id, length) over the routes the seat holds or may still
    claim (its trains aside); another's route or a closed lane is left out. The answer is
    shared by every call on the same table: never change it."""
    cat = view.catalog
    key = (id(cat), seat, view.players < cat.doubles_from, frozenset(view.claimed.items()))
    found = _LINKS.get(key)
    if found is not None and found[0] is cat:
        return found[1]
    if len(_LINKS) >= KEPT:
        _LINKS.clear()
    nxt = _links(view, seat)
    _LINKS[key] = (cat, nxt)
    return nxt


def _links(view: TTRState, seat: int) -> Links:
    nxt: Links = {c: [] for c in view.catalog.cities}
    for r in view.catalog.routes.values():
        owner = view.claimed.get(r.id)
        if owner is None and twin_closed(view, seat, r):
            continue
        if owner is not None and owner != seat:
            continue
        nxt[r.a].append((r.b, r.id, r.length))
        nxt[r.b].append((r.a, r.id, r.length))
    return nxt


def shortest(
    view: TTRState, nxt: dict[str, list[tuple[str, str, int]]], a: str, b: str,
    free: set[str], avoid: frozenset[str] = frozenset(), per_route: float = PER_ROUTE,
) -> list[str] | None:  # fmt: skip
    """The routes of the cheapest path from ``a`` to ``b`` (routes in ``free`` cost
    nothing, the others their length and ``per_route``), or None."""
    best = {a: 0.0}
    back: dict[str, tuple[str, str]] = {}
    todo = [(0.0, a)]
    while todo:
        cost, city = heapq.heappop(todo)
        if city == b:
            break
        if cost > best[city]:
            continue
        for other, rid, length in nxt[city]:
            if rid in avoid:
                continue
            step = 0.0 if rid in free else length + per_route
            if cost + step < best.get(other, float("inf")) - 1e-9:
                best[other] = cost + step
                back[other] = (city, rid)
                heapq.heappush(todo, (cost + step, other))
    if b not in best:
        return None
    path, city = [], b
    while city != a:
        city, rid = back[city]
        path.append(rid)
    return path


@dataclass
class Plan:
    """The routes still to claim for the tickets it can make (best worth first), the
    trains they take, and the tickets it cannot make (no path, or too few trains)."""

    routes: list[str] = field(default_factory=list)
    trains: int = 0
    missing: list[str] = field(default_factory=list)
    done: list[str] = field(default_factory=list)


def plan(
    view: TTRState, seat: int, tickets: Iterable[str], avoid: frozenset[str] = frozenset(),
    trains: int | None = None, per_route: float = PER_ROUTE,
) -> Plan:  # fmt: skip
    """Each ticket, the most points first, joined by its cheapest path over what is
    still open (each route more costing ``per_route`` beside its trains), the routes
    already planned counted as its own."""
    cat = view.catalog
    nxt = usable(view, seat)
    own = set(view.routes_of(seat))
    free = set(own)
    left = view.seats[seat].trains if trains is None else trains
    out = Plan()
    for t in sorted(tickets, key=lambda t: (-cat.tickets[t].points, t)):
        ticket = cat.tickets[t]
        path = shortest(view, nxt, ticket.a, ticket.b, free, avoid, per_route)
        if path is None:
            out.missing.append(t)
            continue
        new = [r for r in path if r not in free]
        length = sum(cat.routes[r].length for r in new)
        if not new and all(r in own for r in path):
            out.done.append(t)
        elif out.trains + length > left:
            out.missing.append(t)
        else:
            out.routes += new
            out.trains += length
            free.update(new)
    return out


def known_tickets(view: TTRState, seat: int) -> list[str]:
    return [t for t in view.seats[seat].tickets if t != HIDDEN]


def lacking(view: TTRState, seat: int, routes: Iterable[str]) -> Counter[str]:
    """The cards of each colour the routes still lack beyond the hand (wild cards not
    counted); a grey route lacks the colour the hand holds most of beyond the rest."""
    cat = view.catalog
    hand = Counter(view.seats[seat].hand)
    need: Counter[str] = Counter()
    grey = []
    for rid in routes:
        r = cat.routes[rid]
        if r.colour == cat.any_colour:
            grey.append(r.length)
        else:
            need[r.colour] += r.length
    for length in sorted(grey, reverse=True):
        spare = {c: hand[c] - need[c] for c in cat.colours}
        colour = max(cat.colours, key=lambda c: (spare[c], -cat.colours.index(c)))
        need[colour] += length
    return Counter({c: n - hand[c] for c, n in need.items() if n > hand[c]})


def needed(view: TTRState, seat: int, routes: Iterable[str]) -> Counter[str]:
    """The cards of each colour the coloured routes among ``routes`` take."""
    cat = view.catalog
    need: Counter[str] = Counter()
    for rid in routes:
        r = cat.routes[rid]
        if r.colour != cat.any_colour:
            need[r.colour] += r.length
    return need


def route_of(action: str) -> str:
    return action.split()[1]


def payment(view: TTRState, seat: int, claims: list[str], keep: Counter[str]) -> str:
    """Of the claims of one route, the one with the fewest wild cards, then the colour
    the rest of the plan (``keep``) needs least beyond the hand, then the file's order."""
    cat = view.catalog
    hand = Counter(view.seats[seat].hand)

    def key(action: str) -> tuple[int, int, int]:
        _, _, colour, locos = action.split()
        if colour == cat.wild:
            return (int(locos), 0, len(cat.colours))
        surplus = hand[colour] - keep[colour]
        return (int(locos), -surplus, cat.colours.index(colour))

    return min(claims, key=key)


def by_route(actions: list[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for a in actions:
        if a.startswith("claim "):
            out.setdefault(route_of(a), []).append(a)
    return out


def kept(view: TTRState, keep: str) -> list[str]:
    """The tickets a ``keep`` action keeps."""
    offered = view.seats[view.current].offered
    return [offered[int(i) - 1] for i in keep.split()[1:]]


def best(scored: Sequence[tuple[float, str]], rng: Any) -> str:
    """The action of the highest score; ties drawn by the seeded ``rng``."""
    top = max(value for value, _ in scored)
    tied = [action for value, action in scored if value >= top - 1e-9]
    return tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]


def draw_for(view: TTRState, actions: list[str], lack: Counter[str]) -> str | None:
    """The face-up card of the colour most lacked (None: none lacked is face up)."""
    best_slot, most = None, 0
    for a in actions:
        if a.startswith("draw face "):
            card = view.face_up[int(a.split()[2]) - 1]
            if lack[card] > most:
                best_slot, most = a, lack[card]
    return best_slot
