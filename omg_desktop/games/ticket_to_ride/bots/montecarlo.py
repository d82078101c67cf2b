"""Hard: Normal's plan, sharpened, and its tickets chosen by playing them out on worlds
drawn from its view.

Its turns follow :class:`Sharp`: Normal's plan and its eye on the others, with four
things Normal does not weigh (each measured against Normal in its games, see
``docs/games/ticket_to_ride/ai.md``): the game is a race to lay one's trains, so its
paths prefer fewer, longer routes (more trains laid a turn and more points a train), it
never spends a whole draw on a face-up wild card, and once its tickets are made it
claims routes of 4 spaces or more and counts the longest path in what it claims. At a
choice of tickets (the start's, and any drawn) it draws worlds that fit its view
(``rules.determinize``: the others' hands and tickets, both decks), plays each choice in
every world and the game on to its end (itself as :class:`Sharp`, every other seat as
Normal), and scores the end: its total minus the best other's, and a bonus for a win.
The frame's race (:func:`omg_desktop.search.race`: common worlds, successive halving)
halves the choices as worlds come in. At a turn's first action the same race may weigh
a few others beside its choice (:data:`CANDIDATES`; 1: none, as kept: a playout's end
spreads too far from world to world to tell a turn's actions apart).

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

#: The most candidates at a turn's first action (its own choice always among them; 1:
#: no race there).
CANDIDATES = 1
#: Routes to claim among the candidates, the most useful first.
CLAIMS = 3
#: Face-up colours to draw among the candidates.
FACES = 2
#: Worlds per stage of the race (all candidates, then the better half...).
STAGES = (6, 10)
#: Worlds always drawn; playout actions after which no new world is drawn.
MIN_WORLDS, MAX_COST = 6, 3_000
#: At a choice of tickets: worlds per stage, and playout actions after which no new
#: world is drawn (once :data:`KEEP_STAGES`'s first stage is played).
KEEP_STAGES, KEEP_COST = (8, 8), 20_000
#: Points added for a playout that ends the game won (taken for one lost).
WIN_BONUS = 10.0
#: Points added to each playout of its own choice at a turn's first action: another
#: must beat it by that much on the same worlds (a playout's end spreads by tens of
#: points).
LEAN = 15.0
#: A playout's most actions (a safety net: a game always ends before).
STEPS = 1_000


class Sharp(Normal):
    """Normal's plan, sharpened: paths of fewer, longer routes, no whole draw spent on a
    face-up wild card; its tickets made, routes of 4 spaces or more (not 3) and the
    longest path weighed."""

    per_route = 3.0
    longest = 12.0
    wild_when_one_short = False
    shortest = 4


class Hard:
    """Hard: :class:`Sharp`'s turns; its tickets (and, with :data:`CANDIDATES` above 1, a
    turn's first action) raced over worlds drawn from its view, played to the end."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.sharp = Sharp(seed)
        #: Worlds and playout actions of the last raced decision (0, 0: none raced).
        self.worlds, self.cost = 0, 0
        #: Its own choice at the decision being raced.
        self.own = ""

    def choose(self, view: TTRState, actions: list[str]) -> str:
        self.worlds, self.cost = 0, 0
        own = self.own = self.sharp.choose(view, actions)
        if len(actions) == 1 or (view.drawn and not view.seat().offered):
            return own
        cands = candidates(view, actions, own)
        if len(cands) == 1:
            return own
        seat = view.current
        key = f"{self.seed}/{view.turn}/{view.current}/{len(view.tickets)}/{len(view.deck)}"
        rng = SeededRandom(key)
        if actions[0].startswith("keep "):
            stages, least, most = KEEP_STAGES, KEEP_STAGES[0], KEEP_COST
        else:
            stages, least, most = STAGES, MIN_WORLDS, MAX_COST
        done = race(
            cands,
            lambda: determinize(view, seat, rng),
            lambda world, action: self.play(world, action, seat),
            stages,
            min_worlds=least,
            max_cost=most,
        )
        self.worlds, self.cost = done.worlds, done.cost
        return done.best

    def play(self, world: TTRState, action: str, seat: int) -> tuple[float, int]:
        """``action`` in a copy of ``world``, then the game to its end (``seat`` as
        :class:`Sharp`, the others as Normal): (score for ``seat``, actions played)."""
        state = world.clone()
        apply_in_place(state, action, report=False)
        policy = [
            Sharp(f"{self.seed}/q{n}") if n == seat else Normal(f"{self.seed}/p{n}")
            for n in range(state.players)
        ]
        steps = 1
        while not state.over and steps < STEPS:
            n = state.current
            chosen = policy[n].choose(state, legal_actions(state, n))
            apply_in_place(state, chosen, report=False, checked=False)
            steps += 1
        lean = LEAN if action == self.own and not action.startswith("keep ") else 0.0
        return score(state, seat) + lean, steps


def candidates(view: TTRState, actions: list[str], own: str) -> list[str]:
    """Its own choice first, then: every other choice of tickets; or (up to
    :data:`CANDIDATES`) the routes of most use (its plan's first, then the most points),
    new tickets, the deck and face-up colours."""
    if actions[0].startswith("keep "):
        return [own, *(a for a in actions if a != own)]
    seat = view.current
    cat = view.catalog
    p = plan(view, seat, known_tickets(view, seat), per_route=Sharp.per_route)
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
