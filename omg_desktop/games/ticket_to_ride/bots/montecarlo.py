"""Hard: a few good actions raced on worlds drawn from the seat's view, each world played
to the end by Normal for every seat.

At a turn's first action and at a choice of tickets it takes Normal's own choice and a
few others worth a look (:func:`candidates`: the routes it can claim that matter most, new
tickets, the deck and the face-up colours), draws worlds that fit its view
(``rules.determinize``: the others' hands and tickets, both decks), plays each candidate in
every world and the game on to its end with Normal's rule for every seat, and scores the
end for the seat: its total minus the best other's, and a bonus for a win. The frame's
race (:func:`omg_desktop.search.race`) halves the candidates as worlds come in. A turn's
second card follows Normal (half a draw, little to gain).

The work is counted (worlds and playout actions), never timed; the worlds are drawn from
the seed and the view alone, so the same view and seed give the same choice.
"""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ....search import race
from ..rules.engine import apply_in_place, legal_actions
from ..rules.result import scores, winners
from ..rules.state import TTRState
from ..rules.view import determinize
from .normal import Normal
from .reading import by_route, known_tickets, needed, payment, plan

#: The most candidates that enter the race (Normal's own always among them).
CANDIDATES = 3
#: Routes to claim among the candidates, the most useful first.
CLAIMS = 3
#: Face-up colours to draw among the candidates.
FACES = 2
#: Worlds per stage of the race (all candidates, then the better half...).
STAGES = (6, 10)
#: Worlds always drawn; playout actions after which no new world is drawn.
MIN_WORLDS, MAX_COST = 6, 3_000
#: Points added for a playout that ends the game won (taken for one lost).
WIN_BONUS = 10.0
#: Points added to each playout of Normal's own choice: another must beat it by that
#: much on the same worlds (a playout's end spreads by tens of points).
LEAN = 15.0
#: A playout's most actions (a safety net: a game always ends before).
STEPS = 1_000


class Hard:
    """Hard: candidates raced over worlds drawn from its view, Normal playing them out."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.normal = Normal(seed)
        #: Worlds and playout actions of the last raced decision (0, 0: none raced).
        self.worlds, self.cost = 0, 0
        #: Normal's choice at the decision being raced.
        self.own = ""

    def choose(self, view: TTRState, actions: list[str]) -> str:
        self.worlds, self.cost = 0, 0
        own = self.own = self.normal.choose(view, actions)
        if len(actions) == 1 or (view.drawn and not view.seat().offered):
            return own
        cands = candidates(view, actions, own)
        if len(cands) == 1:
            return own
        seat = view.current
        key = f"{self.seed}/{view.turn}/{view.current}/{len(view.tickets)}/{len(view.deck)}"
        rng = SeededRandom(key)
        done = race(
            cands,
            lambda: determinize(view, seat, rng),
            lambda world, action: self.play(world, action, seat),
            STAGES,
            min_worlds=MIN_WORLDS,
            max_cost=MAX_COST,
        )
        self.worlds, self.cost = done.worlds, done.cost
        return done.best

    def play(self, world: TTRState, action: str, seat: int) -> tuple[float, int]:
        """``action`` in a copy of ``world``, then Normal for every seat to the end:
        (score for ``seat``, actions played)."""
        state = world.clone()
        apply_in_place(state, action, report=False)
        policy = [Normal(f"{self.seed}/p{n}") for n in range(state.players)]
        steps = 1
        while not state.over and steps < STEPS:
            n = state.current
            chosen = policy[n].choose(state, legal_actions(state, n))
            apply_in_place(state, chosen, report=False, checked=False)
            steps += 1
        return score(state, seat) + (LEAN if action == self.own else 0.0), steps


def candidates(view: TTRState, actions: list[str], own: str) -> list[str]:
    """Normal's choice first, then: every choice of tickets; or the routes of most use
    (its plan's first, then the most points), new tickets, the deck and face-up colours."""
    if actions[0].startswith("keep "):
        return [own, *(a for a in actions if a != own)][: CANDIDATES + 1]
    seat = view.current
    cat = view.catalog
    p = plan(view, seat, known_tickets(view, seat))
    keep = needed(view, seat, p.routes)
    routes = by_route(actions)
    ranked = sorted(routes, key=lambda r: (r not in p.routes, -cat.routes[r].length, r))
    out = [own]
    for r in ranked[:CLAIMS]:
        out.append(payment(view, seat, routes[r], keep))
    if "tickets" in actions:
        out.append("tickets")
    if "draw deck" in actions:
        out.append("draw deck")
    seen: set[str] = set()
    for a in actions:
        if a.startswith("draw face "):
            colour = view.face_up[int(a.split()[2]) - 1]
            if colour not in seen and len(seen) < FACES:
                seen.add(colour)
                out.append(a)
    unique = list(dict.fromkeys(out))
    return unique[:CANDIDATES]


def score(state: TTRState, seat: int) -> float:
    """A playout's end for ``seat``: its total minus the best other's, and the win bonus
    (shared when tied); the points on the track if the safety net stopped it first."""
    totals = scores(state)
    others = max(t for n, t in enumerate(totals) if n != seat)
    if not state.over:
        return float(totals[seat] - others)
    top = winners(state)
    won = 1 / len(top) if seat in top else 0.0
    return totals[seat] - others + WIN_BONUS * (2 * won - 1)
