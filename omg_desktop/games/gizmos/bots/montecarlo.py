"""Hard: Normal's best ideas raced on worlds drawn from the seat's view.

At a turn's action (and a Research's choice) it takes Normal's best few actions, draws
worlds that fit its view (``rules.determinize``), plays each candidate in every world and
the game on with a cheap policy for every seat (:data:`POLICY`) for a few turns or to the
end, and scores what it reaches: the final margin (and a win bonus) if the game ended,
else its board weighed against the best other's (:func:`.lookahead.weigh`). The frame's
race (:func:`omg_desktop.search.race`) halves the candidates as worlds come in. Other
decisions (effects, the order of a Research's rest) follow Normal.

The work is counted (worlds and playout actions), never timed; the worlds are drawn from
the seed and the view alone, so the same view and seed give the same choice.
"""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ....search import race
from ..rules.engine import apply_in_place, legal_actions
from ..rules.scoring import scores, winners
from ..rules.state import ACTION, RESEARCH, GizmosState
from ..rules.view import determinize
from .easy import Easy
from .lookahead import weigh
from .normal import Normal
from .reading import best

#: Normal's best actions that enter the race.
CANDIDATES = 5
#: Worlds per stage of the race (all candidates, then the better half...).
STAGES = (12, 12, 28)
#: Worlds always drawn; playout actions after which no new world is drawn.
MIN_WORLDS, MAX_COST = 12, 16_000
#: Turns (of every seat) a playout plays after the candidate's turn (0: to the end).
HORIZON = 0
#: The playout policy: "easy" or "normal".
POLICY = "easy"
#: Points added for a playout that ends the game won (taken for one lost).
WIN_BONUS = 5.0
#: A playout's most actions (a safety net: a game always ends before).
STEPS = 400


class Hard:
    """Hard: Normal's candidates raced over worlds drawn from its view."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.normal = Normal(seed)
        self.rng = SeededRandom(seed)
        #: Worlds and playout actions of the last raced decision (0, 0: none raced).
        self.worlds, self.cost = 0, 0

    def choose(self, view: GizmosState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        ranked = self.normal.ranked(view, actions)
        if view.step not in (ACTION, RESEARCH):
            return best(ranked, self.rng)
        order = sorted(range(len(ranked)), key=lambda i: (-ranked[i][0], i))
        cands = [ranked[i][1] for i in order[:CANDIDATES]]
        if len(cands) == 1:
            return cands[0]
        seat = view.current
        rng = SeededRandom(f"{self.seed}/{view.turn}/{view.step}/{len(view.research)}")
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

    def play(self, world: GizmosState, action: str, seat: int) -> tuple[float, int]:
        """``action`` in a copy of ``world``, then the playout: (score for ``seat``, cost)."""
        state = world.clone()
        apply_in_place(state, action, report=False)
        steps, turn = 1, state.turn
        policy = Normal(f"{self.seed}/p") if POLICY == "normal" else Easy(f"{self.seed}/p")
        while not state.over and steps < STEPS:
            if HORIZON and state.turn > turn + HORIZON:
                break
            legal = legal_actions(state, state.current)
            if len(legal) == 1:
                chosen = legal[0]
            elif isinstance(policy, Normal):
                chosen = best(policy.ranked(state, legal, start=state), policy.rng)
                steps += len(legal)
            else:
                chosen = policy.choose(state, legal)
            apply_in_place(state, chosen, report=False, checked=False)
            steps += 1
        return score(state, seat), steps


def score(state: GizmosState, seat: int) -> float:
    """A playout's end for ``seat``: the margin (and the win bonus) if the game is over,
    else its board weighed against the best other's."""
    if state.over:
        totals = [s.total for s in scores(state)]
        others = max(t for n, t in enumerate(totals) if n != seat)
        top = winners(state)
        won = 1 / len(top) if seat in top else 0.0
        return totals[seat] - others + WIN_BONUS * (2 * won - 1)
    mine = weigh(state, seat, True)
    return mine - max(weigh(state, n, True) for n in range(state.players) if n != seat)
