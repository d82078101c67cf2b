"""What Normal reads of the others from its view: how likely a route is to be taken
(the others' routes beside it, the cards they hold, a second lane left open), what
losing a route of its plan would cost, and the cheap routes a rival clearly needs (one
that joins two separate parts of that rival's network)."""

from __future__ import annotations

from collections import Counter

from ..rules.state import TTRState
from .reading import PER_ROUTE, Plan, payment, plan

#: How likely a route is taken, from nothing seen to a rival beside it holding cards.
BASE, NEAR, CARDS = 0.3, 0.5, 0.2
#: A lost ticket counts this many times its points.
LOST = 2.0


def pressure(view: TTRState, seat: int, rid: str) -> float:
    """How likely the others take route ``rid`` soon, from what the view shows."""
    cat = view.catalog
    r = cat.routes[rid]
    rivals = [s for s in range(view.players) if s != seat]
    value = BASE
    touched = {c for other, s in view.claimed.items() if s != seat for c in _ends(view, other)}
    if r.a in touched or r.b in touched:
        value += NEAR
    if any(len(view.seats[s].hand) >= r.length for s in rivals):
        value += CARDS
    if r.twin and view.players >= cat.doubles_from and r.twin not in view.claimed:
        value *= 0.5  # a second lane stays for it
    return value


def loss(
    view: TTRState, seat: int, tickets: list[str], now: Plan, rid: str,
    per_route: float = PER_ROUTE,
) -> float:  # fmt: skip
    """What the plan loses if route ``rid`` goes to another: the trains of the detour,
    and twice the points of a ticket it could no longer make (planned as ``now`` was,
    with ``per_route``)."""
    cat = view.catalog
    then = plan(view, seat, tickets, avoid=frozenset({rid}), per_route=per_route)
    lost = sum(cat.tickets[t].points for t in then.missing if t not in now.missing)
    return then.trains - now.trains + LOST * lost


def rival_needs(view: TTRState, seat: int, rid: str) -> bool:
    """Whether a rival's routes reach both ends of ``rid`` in two separate parts (the
    route would join them)."""
    r = view.catalog.routes[rid]
    for other in range(view.players):
        if other == seat:
            continue
        part = _parts(view, other)
        if r.a in part and r.b in part and part[r.a] != part[r.b]:
            return True
    return False


def cheap_block(
    view: TTRState, seat: int, routes: dict[str, list[str]], keep: Counter[str],
    longest: int = 1,
) -> str | None:  # fmt: skip
    """A claim of a route of at most ``longest`` spaces a rival needs (:func:`rival_needs`),
    paid without wild cards and with cards beyond ``keep`` (what its own plan needs), the
    shortest first; None when there is none."""
    cat = view.catalog
    hand = Counter(view.seats[seat].hand)
    for r in sorted(routes, key=lambda r: (cat.routes[r].length, r)):
        if cat.routes[r].length <= longest and rival_needs(view, seat, r):
            pay = payment(view, seat, routes[r], keep)
            _, _, colour, locos = pay.split()
            if int(locos) == 0 and hand[colour] - keep[colour] >= cat.routes[r].length:
                return pay
    return None


def _ends(view: TTRState, rid: str) -> tuple[str, str]:
    r = view.catalog.routes[rid]
    return r.a, r.b


def _parts(view: TTRState, seat: int) -> dict[str, str]:
    """City -> a name of its part of the seat's network."""
    up: dict[str, str] = {}

    def root(c: str) -> str:
        while up[c] != c:
            c = up[c]
        return c

    for rid in view.routes_of(seat):
        a, b = _ends(view, rid)
        up.setdefault(a, a)
        up.setdefault(b, b)
        up[root(a)] = root(b)
    return {c: root(c) for c in up}
