"""Easy: a simple sensible rule. It keeps the fewest tickets it must, those its
cheapest paths join for the fewest trains (over the map as the others left it); in a
turn it claims the longest route of those paths it can pay for, else (every ticket made
or out of reach) the longest route of all; else it blocks a 1-space route that would
join two parts of a rival's network, with cards its paths do not need; else it draws
the colour its paths lack most, face up when it lies there, or from the deck. It takes
tickets only at the start (or when nothing else is left)."""

from __future__ import annotations

from collections import Counter

from omg_desktop.seeds import SeededRandom

from ..rules.state import TTRState
from .reading import (
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
from .threats import cheap_block


class Easy:
    """The longest claim on its tickets' paths, else the colour they lack (seeded ties)."""

    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: TTRState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        seat = view.current
        if actions[0].startswith("keep "):
            return self._keep(view, seat, actions)
        p = plan(view, seat, known_tickets(view, seat))
        routes = by_route(actions)
        lengths = {r: view.catalog.routes[r].length for r in routes}
        mine = [r for r in routes if r in p.routes]
        pick = mine or (list(routes) if not p.routes else [])
        if pick:
            longest = best([(lengths[r], r) for r in pick], self.rng)
            return payment(view, seat, routes[longest], Counter())
        block = cheap_block(view, seat, routes, needed(view, seat, p.routes))
        if block is not None:  # a 1-space route joining two parts of a rival's network
            return block
        lack = lacking(view, seat, p.routes)
        face = draw_for(view, actions, lack)
        if face is not None:
            return face
        for a in ("draw deck", *[a for a in actions if a.startswith("draw ")]):
            if a in actions:
                return a
        return actions[0]

    def _keep(self, view: TTRState, seat: int, actions: list[str]) -> str:
        fewest = min(len(a.split()) for a in actions)
        old = known_tickets(view, seat)
        scored = []
        for a in actions:
            if len(a.split()) != fewest:
                continue
            p = plan(view, seat, old + kept(view, a), trains=10_000)
            scored.append((-p.trains - 100 * len(p.missing), a))
        return best(scored, self.rng)
