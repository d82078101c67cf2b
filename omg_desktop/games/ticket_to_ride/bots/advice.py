"""The hint: what Normal would do now, and why, as a reason code and its data (Qt-free;
the face turns the code into translated words and marks the route and the cities on the
map). It reads a view only, as Normal does: the advice tells the viewer nothing the view
does not show them.

Reason codes and their data keys:

- ``keep`` — the tickets to keep: ``tickets`` (ids, the viewer's own), ``points`` (their
  sum), ``fits`` (whether the plan joins them in the turns Normal counts on).
- ``claim_threatened`` — a route of the plan that others may take first: ``route``,
  ``colour``, ``wild`` (the payment), ``tickets`` (those it serves), ``cost`` (what
  losing it would cost: trains of the detour, or a ticket's points twice).
- ``claim_plan`` — a route of the plan, the one whose loss would cost most: the same keys.
- ``block`` — a one-space route a rival needs to join two parts of its network:
  ``route``, ``colour``, ``wild``, ``rivals`` (their seats).
- ``claim_points`` — with no ticket to play for (or in the last round): the route of
  most points: ``route``, ``colour``, ``wild``, ``points``, ``last`` (the last round).
- ``tickets`` — new tickets: every ticket made or out of reach, trains enough left.
- ``draw_colour`` — a face-up card of the colour the plan lacks most: ``colour``,
  ``slot``, ``lacking`` (cards of it still lacked).
- ``draw_wild`` — a face-up wild card: a route of the plan lacks one card only: ``slot``.
- ``draw_deck`` — the deck: no card the plan needs lies face up (``second``: the draw's
  second card).
- ``draw_collect`` — no route left to plan for: a face-up card of the colour the hand
  holds most, towards a long route: ``colour``, ``slot``.
- ``draw_any`` — a face-up card when the deck is empty: ``slot``, ``colour``.
- ``pass`` — nothing else can be done.

``cities`` (every code with a route or tickets): the cities to light on the map;
``route`` the route to mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.state import TTRState
from .normal import Normal
from .reading import known_tickets, lacking, plan, shortest, usable
from .threats import BASE, NEAR, loss, pressure, rival_needs
from .threats import _parts as network_parts

#: Every reason code :func:`advise` gives (the face has words for each).
REASONS = (
    "keep", "claim_threatened", "claim_plan", "block", "claim_points", "tickets",
    "draw_colour", "draw_wild", "draw_collect", "draw_deck", "draw_any", "pass",
)  # fmt: skip
#: How likely the others take a route (:func:`~.threats.pressure`) for the hint to
#: call it threatened: a rival's route beside it.
THREATENED = BASE + NEAR


@dataclass(frozen=True)
class Advice:
    """The action Normal would choose, its reason code and the reason's data."""

    action: str
    reason: str
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def route(self) -> str | None:
        """The route the action claims (None: no claim)."""
        return self.detail.get("route")

    @property
    def cities(self) -> list[str]:
        """The cities the advice names (a route's ends, the tickets' cities)."""
        return list(self.detail.get("cities", []))


def advise(view: TTRState, legal: list[str], seed: int | str = 0) -> Advice:
    """What Normal (made from ``seed``) would play from ``view``, and why."""
    action = Normal(seed).choose(view, list(legal))
    return Advice(action, *explain(view, action))


def explain(view: TTRState, action: str) -> tuple[str, dict[str, Any]]:
    """The reason code and its data for playing ``action`` from ``view``."""
    word, *args = action.split()
    seat = view.current
    if word == "keep":
        return _keep(view, seat, [int(a) for a in args])
    if word == "claim":
        return _claim(view, seat, action)
    if word == "tickets":
        return "tickets", {}
    if word == "draw":
        return _draw(view, seat, args)
    return "pass", {}


def _keep(view: TTRState, seat: int, places: list[int]) -> tuple[str, dict[str, Any]]:
    from .normal import turns_left, turns_needed

    cat = view.catalog
    offered = view.seats[seat].offered
    chosen = [offered[i - 1] for i in places]
    p = plan(view, seat, known_tickets(view, seat) + chosen)
    fits = not set(chosen) & set(p.missing) and turns_needed(view, seat, p) <= turns_left(
        view, seat
    )
    cities = sorted({c for t in chosen for c in (cat.tickets[t].a, cat.tickets[t].b)})
    return "keep", {
        "tickets": chosen, "points": sum(cat.tickets[t].points for t in chosen),
        "fits": fits, "cities": cities,
    }  # fmt: skip


def _claim(view: TTRState, seat: int, action: str) -> tuple[str, dict[str, Any]]:
    cat = view.catalog
    _, rid, colour, wild = action.split()
    r = cat.routes[rid]
    detail: dict[str, Any] = {"route": rid, "colour": colour, "wild": int(wild),
                              "cities": [r.a, r.b]}  # fmt: skip
    tickets = known_tickets(view, seat)
    p = plan(view, seat, tickets)
    if rid in p.routes:
        serves = _served(view, seat, tickets, p.missing + p.done, rid)
        detail["tickets"] = serves
        detail["cost"] = round(loss(view, seat, tickets, p, rid), 1)
        for t in serves:
            detail["cities"] += [cat.tickets[t].a, cat.tickets[t].b]
        detail["cities"] = sorted(set(detail["cities"]))
        threatened = pressure(view, seat, rid) >= THREATENED
        return ("claim_threatened" if threatened else "claim_plan"), detail
    if r.length <= 1 and rival_needs(view, seat, rid):
        detail["rivals"] = _rivals(view, seat, rid)
        return "block", detail
    detail["points"] = cat.route_points[r.length]
    detail["last"] = view.last_turns is not None
    return "claim_points", detail


def _served(view: TTRState, seat: int, tickets: list[str], skip: list[str], rid: str) -> list[str]:
    """The tickets whose own cheapest path runs over route ``rid`` (those of the plan
    still open)."""
    cat = view.catalog
    nxt = usable(view, seat)
    own = set(view.routes_of(seat))
    out = []
    for t in tickets:
        if t in skip:
            continue
        ticket = cat.tickets[t]
        path = shortest(view, nxt, ticket.a, ticket.b, own)
        if path is not None and rid in path:
            out.append(t)
    return out


def _rivals(view: TTRState, seat: int, rid: str) -> list[int]:
    """The rivals whose network the route would join (those :func:`rival_needs` sees)."""
    r = view.catalog.routes[rid]
    out = []
    for other in range(view.players):
        part = network_parts(view, other)
        if other != seat and r.a in part and r.b in part and part[r.a] != part[r.b]:
            out.append(other)
    return out


def _draw(view: TTRState, seat: int, args: list[str]) -> tuple[str, dict[str, Any]]:
    second = bool(view.drawn)
    if args[0] == "deck":
        return "draw_deck", {"second": second}
    slot = int(args[1])
    card = view.face_up[slot - 1]
    if card == view.catalog.wild:
        return "draw_wild", {"slot": slot}
    p = plan(view, seat, known_tickets(view, seat))
    lack = lacking(view, seat, p.routes)
    if lack[card] > 0:
        return "draw_colour", {"colour": card, "slot": slot, "lacking": lack[card]}
    if not p.routes:
        return "draw_collect", {"colour": card, "slot": slot}
    return "draw_any", {"slot": slot, "colour": card}


__all__ = ["REASONS", "Advice", "advise", "explain"]
