"""Hard: Normal's best turns played to the end of the game in many worlds drawn from its
view.

Normal ranks its best few actions, each with the rest of its turn played out
(:meth:`.normal.Normal.ranked`). Hard draws worlds that fit its view
(``rules.determinize``: the unseen terrain cards dealt to the deck and the hidden
hands), and in each world plays each candidate's turn, ends it and plays the game to its
end with a quick greedy policy for every seat (:mod:`.playout`: a gold delta per build
from a few counts, every location tile used: its build or its move); what counts is the
final margin, by the rules' scoring. A playout's end spreads far more from world to
world than the candidates differ, so many worlds are drawn: the frame's race
(:func:`omg_desktop.search.race`, common worlds, successive halving) gives the better
half more of them.

The work is counted (worlds and playout actions), never timed; the worlds and the
playouts' draws come from the seed and the view alone, so the same view and seed give
the same choice.
"""

from __future__ import annotations

import random

from omg_desktop.seeds import SeededRandom

from ....search import race
from ..rules.engine import apply_in_place
from ..rules.state import HIDDEN, KBState
from ..rules.view import determinize
from .normal import Normal
from .playout import Sim, final
from .reading import END

#: Normal's actions weighed with their played-out turn (its look ahead's width) and the
#: best of them (by that weight) that enter the race.
WIDTH, CANDIDATES = 12, 10
#: Worlds per stage of the race (all candidates, then the better half, and so on).
STAGES = (8, 8, 16, 32)
#: Worlds always drawn; playout actions after which no new world is drawn.
MIN_WORLDS, MAX_COST = 8, 40_000
#: How much Normal's weight of a candidate's played-out turn adds to each playout's
#: margin (a lean towards its judgement of what the quick policy misses).
LEAN = 1.0
#: What winning a playout (a margin above 0; half for 0) adds to its margin, in gold.
WIN = 10.0


class Hard:
    """Hard: Normal's candidate turns raced over worlds played to the game's end."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.normal = Normal(seed)
        #: Worlds and playout actions of the last raced decision (0, 0: none raced).
        self.worlds, self.cost = 0, 0

    def choose(self, view: KBState, actions: list[str]) -> str:
        self.worlds, self.cost = 0, 0
        if len(actions) == 1:
            return actions[0]
        ranked = self.normal.ranked(view, actions, WIDTH)
        ranked = sorted(ranked, key=lambda t: -t[0])[:CANDIDATES]
        if len(ranked) == 1:
            return ranked[0][1]
        seat = view.current
        turns: dict[str, KBState] = {}
        lean: dict[str, float] = {}
        ends: set[tuple] = set()
        for value, a, rest in ranked:  # the builds of a turn in another order end alike
            state = _turn(view, [a, *rest])
            end = _outcome(state, seat)
            if end not in ends:
                ends.add(end)
                turns[a] = state
                lean[a] = LEAN * value
        if len(turns) == 1:
            return next(iter(turns))
        key = f"{self.seed}/h/{view.turn}/{view.placed}/{len(view.settlements)}"
        rng = SeededRandom(key)
        done = race(
            list(turns),
            lambda: determinize(view, seat, rng),
            lambda world, action: _leaning(play(turns[action], world, seat), lean[action]),
            STAGES,
            min_worlds=MIN_WORLDS,
            max_cost=MAX_COST,
        )
        self.worlds, self.cost = done.worlds, done.cost
        return done.best


def _leaning(played: tuple[float, int], lean: float) -> tuple[float, int]:
    return played[0] + lean, played[1]


def _turn(view: KBState, plan: list[str]) -> KBState:
    """The view once ``plan`` (an action and the rest of the turn) is done."""
    state = view.clone()
    for action in plan:
        if action != END:  # the turn is ended in each world (its draw is hidden here)
            apply_in_place(state, action, report=False)
    return state


def _outcome(state: KBState, seat: int) -> tuple:
    """Where a turn leaves the board and the seat's tiles."""
    tiles = sorted((t.kind, t.at, t.used) for t in state.seats[seat].tiles)
    return tuple(sorted(state.settlements.items())), tuple(tiles)


def play(turn: KBState, world: KBState, seat: int) -> tuple[float, int]:
    """The game from ``turn`` (the seat's turn played in its view) in ``world`` (the
    hidden cards): the turn ended, every seat's turns played by the quick policy to the
    end; (the final margin for ``seat``, playout actions)."""
    sim = Sim(turn, random.Random(world.seed))
    sim.deck = list(world.deck)
    for n, other in enumerate(turn.seats):
        if other.card == HIDDEN:
            sim.hand[n] = world.seats[n].card
    if not sim.over and sim.current == seat:
        sim.end_turn()
    sim.run()
    margin = final(sim, seat)
    won = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    return margin + WIN * won, sim.actions + 1
