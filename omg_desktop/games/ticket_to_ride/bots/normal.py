"""Normal: plans its tickets by shortest paths over what is still open and plays to the
plan, not blind to the others. In a turn, in this order:

- it claims the route of its plan whose loss would cost most (the detour's trains, or a
  ticket lost), weighed by how likely the others take it (their routes beside it, the
  cards they hold, a second lane open) — so a threatened route first;
- it blocks a cheap route (1 space) that would join two parts of a rival's
  network, when its hand pays for it without wild cards or cards its plan needs;
- with every ticket made or out of reach: it draws new tickets while it can still make
  some (trains enough, and the others far from the end), else claims the route of most
  points (3 spaces or more, or anything in the last round);
- in the last round it claims the route of most points it can;
- else it draws the colour its plan lacks most, face up when it lies there; a face-up
  wild card when it completes a route and no needed colour is face up; else the deck.

Tickets kept (at the start and after drawing) are those that fit together: the most
points its plan can join within the trains it can lay before the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from omg_desktop.seeds import SeededRandom

from ..rules.scoring import longest_path
from ..rules.state import TTRState
from .reading import (
    PER_ROUTE,
    Plan,
    best,
    by_route,
    draw_for,
    kept,
    known_tickets,
    lacking,
    needed,
    payment,
    plan,
)
from .threats import cheap_block, loss, pressure

#: The fewest trains (its own, and the others') to draw new tickets.
TICKET_TRAINS, RIVAL_TRAINS = 14, 14
#: The fewest turns left (:func:`turns_left`) to draw new tickets.
TICKET_TURNS = 14
#: Trains a player lays a turn, on average, and the share of the turns left it counts on.
PACE, MARGIN = 1.15, 0.5
#: The longest route it blocks.
BLOCK = 1
#: Its tickets made: the trains left from which it claims any route (to lay its last
#: trains; before, from :attr:`Normal.shortest` spaces).
RUSH = 6
#: A route that lengthens its path without making it the longest: this share of
#: :attr:`Normal.longest` for the map's longest route's spaces, pro rata.
GROWN, LONGEST_ROUTE = 0.3, 6


class Normal:
    """Plans its tickets, claims the threatened first, blocks cheaply (seeded ties)."""

    #: What one route more costs a planned path beside its trains (:func:`.reading.plan`).
    per_route = PER_ROUTE
    #: What a route is worth more, once its tickets are made, when it makes its path the
    #: longest (0: the longest path not weighed).
    longest = 0.0
    #: Whether it takes a face-up wild card (the whole draw) when a route lacks one card.
    wild_when_one_short = True
    #: Its tickets made: the shortest route it claims for points (before its last
    #: :data:`RUSH` trains and the last round).
    shortest = 3

    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: TTRState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        seat = view.current
        if actions[0].startswith("keep "):
            return best(keep_scores(view, seat, actions, self.per_route), self.rng)
        tickets = known_tickets(view, seat)
        p = plan(view, seat, tickets, per_route=self.per_route)
        routes = by_route(actions)
        keep = needed(view, seat, p.routes)
        if not view.drawn:
            chosen = self._claim(view, seat, tickets, p, routes, keep)
            if chosen is not None:
                return chosen
        return self._draw(view, seat, actions, p)

    def _claim(
        self, view: TTRState, seat: int, tickets: list[str], p: Plan, routes: dict[str, list[str]],
        keep: Counter[str],
    ) -> str | None:  # fmt: skip
        cat = view.catalog
        mine = [r for r in routes if r in p.routes]
        if mine:
            scored = [
                (loss(view, seat, tickets, p, r, self.per_route) * pressure(view, seat, r)
                 + 0.1 * cat.route_points[cat.routes[r].length], r)
                for r in mine
            ]  # fmt: skip
            return payment(view, seat, routes[best(scored, self.rng)], keep)
        block = cheap_block(view, seat, routes, keep, BLOCK)
        if block is not None:
            return block
        ending = view.last_turns is not None
        if p.routes and not ending:
            return None
        if not ending and self._may_take_tickets(view, seat):
            return None  # new tickets first (drawn by _draw)
        grown = self._grown(view, seat)
        worth = [
            (cat.route_points[cat.routes[r].length] + 0.5 * self._touches(view, seat, r)
             + grown(r), r)
            for r in routes
            if ending or cat.routes[r].length >= self.shortest or view.seats[seat].trains <= RUSH
        ]  # fmt: skip
        return payment(view, seat, routes[best(worth, self.rng)], keep) if worth else None

    def _grown(self, view: TTRState, seat: int) -> Callable[[str], float]:
        """What a route adds for the longest path (:attr:`longest`): all of it when it
        makes its path longer than every other's (it was not), else a share of it by
        the spaces it adds."""
        if not self.longest:
            return lambda _r: 0.0
        cat = view.catalog
        own = [cat.routes[r] for r in view.routes_of(seat)]
        before = longest_path(own)
        others = max(longest_path(cat.routes[r] for r in view.routes_of(n))
                     for n in range(view.players) if n != seat)  # fmt: skip

        def grown(rid: str) -> float:
            after = longest_path([*own, cat.routes[rid]])
            if after > others >= before:
                return self.longest
            return self.longest * GROWN * (after - before) / LONGEST_ROUTE

        return grown

    def _may_take_tickets(self, view: TTRState, seat: int) -> bool:
        others = [s.trains for n, s in enumerate(view.seats) if n != seat]
        return (
            bool(view.tickets)
            and view.seats[seat].trains >= TICKET_TRAINS
            and min(others) >= RIVAL_TRAINS
            and turns_left(view, seat) >= TICKET_TURNS
        )

    def _touches(self, view: TTRState, seat: int, rid: str) -> bool:
        r = view.catalog.routes[rid]
        mine = {
            c
            for o in view.routes_of(seat)
            for c in (view.catalog.routes[o].a, view.catalog.routes[o].b)
        }
        return r.a in mine or r.b in mine

    def _draw(self, view: TTRState, seat: int, actions: list[str], p: Plan) -> str:
        quiet = not view.drawn and not p.routes and view.last_turns is None
        if quiet and "tickets" in actions and self._may_take_tickets(view, seat):
            return "tickets"
        lack = lacking(view, seat, p.routes)
        if not p.routes:  # collect the colour it holds most, for a long route
            hand = Counter(view.seats[seat].hand)
            lack = Counter({c: hand[c] + 1 for c in view.catalog.colours})
        face = draw_for(view, actions, lack)
        if face is not None:
            return face
        wild = view.catalog.wild
        if not view.drawn and self.wild_when_one_short and self._one_short(view, seat, p):
            for a in actions:
                if a.startswith("draw face ") and view.face_up[int(a.split()[2]) - 1] == wild:
                    return a
        if "draw deck" in actions:
            return "draw deck"
        draws = [a for a in actions if a.startswith("draw ")]
        return draws[0] if draws else actions[0]

    def _one_short(self, view: TTRState, seat: int, p: Plan) -> bool:
        """Whether a route of its plan lacks exactly one card (a wild card completes it)."""
        return any(sum(lacking(view, seat, [r]).values()) == 1 for r in p.routes)


def keep_scores(
    view: TTRState, seat: int, actions: list[str], per_route: float = PER_ROUTE,
) -> list[tuple[float, str]]:  # fmt: skip
    """Each choice of tickets weighed: the most points whose plan fits the turns left
    (twice taken off for a ticket the plan cannot make); when none fits, the less the
    more it costs."""
    cat = view.catalog
    old = known_tickets(view, seat)
    left = turns_left(view, seat)
    scored = []
    for a in actions:
        chosen = kept(view, a)
        p = plan(view, seat, old + chosen, per_route=per_route)
        points = sum(cat.tickets[t].points for t in chosen)
        lost = sum(cat.tickets[t].points for t in chosen if t in p.missing)
        need = turns_needed(view, seat, p)
        if need <= left:
            scored.append((points - 2 * lost - 0.1 * need, a))
        else:
            scored.append((-points - need, a))
    return scored


def turns_left(view: TTRState, seat: int) -> float:
    """The turns it may still count on: the others lay about :data:`PACE` trains a turn
    and the game ends when one runs out (a margin kept)."""
    others = min(o.trains for n, o in enumerate(view.seats) if n != seat)
    return MARGIN * min(others, view.seats[seat].trains) / PACE


def turns_needed(view: TTRState, seat: int, p: Plan) -> float:
    """The turns its plan takes: two cards a turn for those it lacks, one per claim."""
    return sum(lacking(view, seat, p.routes).values()) / 2 + len(p.routes)
