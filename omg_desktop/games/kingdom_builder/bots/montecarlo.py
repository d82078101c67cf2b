"""Hard: Normal's best turns tried against the others' replies in worlds drawn from its
view.

Normal ranks its best few actions, each with the rest of its turn played out
(:meth:`.normal.Normal.ranked`). Hard draws worlds that fit its view
(``rules.determinize``: the unseen terrain cards dealt to the deck and the hidden
hands), and in each world plays each candidate's turn, ends it, lets every other seat
play one turn greedily (Easy, on the card it holds in that world, weighing a few of its
actions), and weighs what it reaches: its own board now and to come (its next first
build by the chances of the cards it cannot see) against the best other's (theirs by the
card they drew in that world). The frame's race (:func:`omg_desktop.search.race`)
halves the candidates as worlds come in.

The work is counted (worlds and actions played), never timed; the worlds are drawn from
the seed and the view alone, so the same view and seed give the same choice.
"""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ....search import race
from ..rules.engine import apply_in_place, legal_actions
from ..rules.result import scores
from ..rules.state import KBState
from ..rules.view import determinize
from .easy import Easy
from .normal import NEXT, Normal
from .reading import END, After, shortlist
from .worth import next_build, odds, weigh

#: Normal's best actions (by their played-out turn) that enter the race.
CANDIDATES = 3
#: Worlds per stage of the race (all candidates, then the better half).
STAGES = (4, 4)
#: Worlds always drawn; actions played after which no new world is drawn.
MIN_WORLDS, MAX_COST = 4, 2_000
#: How much the best other's weight counts against its own.
THEIRS = 1.0
#: A playout's most actions for the others' turns (a safety net).
STEPS = 40
#: The most of an other's legal actions its greedy reply weighs at each step (drawn at
#: random from the world's seed: a reply is a likely one, not the best).
REPLY = 8


class Hard:
    """Hard: Normal's candidate turns raced against the others' greedy replies."""

    def __init__(self, seed: int | str) -> None:
        self.seed = seed
        self.normal = Normal(seed)
        self.rng = SeededRandom(seed)
        #: Worlds and actions played of the last raced decision (0, 0: none raced).
        self.worlds, self.cost = 0, 0

    def choose(self, view: KBState, actions: list[str]) -> str:
        self.worlds, self.cost = 0, 0
        if len(actions) == 1:
            return actions[0]
        ranked = sorted(self.normal.ranked(view, actions), key=lambda t: -t[0])[:CANDIDATES]
        if len(ranked) == 1:
            return ranked[0][1]
        seat = view.current
        plans: dict[str, list[str]] = {}
        ends: set[tuple] = set()
        for _, a, rest in ranked:  # the builds of a turn in another order end alike
            end = _outcome(view, [a, *rest])
            if end not in ends:
                ends.add(end)
                plans[a] = [a, *rest]
        if len(plans) == 1:
            return next(iter(plans))
        chances = odds(view)
        key = f"{self.seed}/h/{view.turn}/{view.placed}/{len(view.settlements)}"
        rng = SeededRandom(key)
        done = race(
            list(plans),
            lambda: determinize(view, seat, rng),
            lambda world, action: self.play(world, plans[action], seat, chances),
            STAGES,
            min_worlds=MIN_WORLDS,
            max_cost=MAX_COST,
        )
        self.worlds, self.cost = done.worlds, done.cost
        return done.best

    def play(
        self, world: KBState, plan: list[str], seat: int, chances: dict[str, float]
    ) -> tuple[float, int]:
        """``plan`` (an action and the rest of the turn) in a copy of ``world``, the turn
        ended, the others' turns played greedily: (score for ``seat``, actions played)."""
        state = world.clone()
        for action in plan:
            apply_in_place(state, action, report=False)
        steps = len(plan)
        if not state.over and state.current == seat:
            apply_in_place(state, END, report=False)
            steps += 1
        reply = Easy(f"{self.seed}/r")
        pick = SeededRandom(f"{world.seed}/r")
        while not state.over and state.current != seat and steps < len(plan) + STEPS:
            legal = shortlist(state, state.current, legal_actions(state, state.current), 0)
            if len(legal) > REPLY:
                order = [i for i, a in enumerate(legal) if a != END]
                pick.shuffle(order)
                legal = [legal[i] for i in sorted(order[:REPLY])] + [a for a in legal if a == END]
            chosen = legal[0] if len(legal) == 1 else reply.choose(state, legal)
            apply_in_place(state, chosen, report=False)
            steps += 1
        return score(state, seat, chances), steps


def _outcome(view: KBState, plan: list[str]) -> tuple:
    """Where a turn played by ``plan`` leaves the board and the seat's tiles."""
    seat = view.current
    state = view.clone()
    for action in plan:
        apply_in_place(state, action, report=False)
    tiles = sorted((t.kind, t.at, t.used) for t in state.seats[seat].tiles)
    return tuple(sorted(state.settlements.items())), tuple(tiles)


def _weight(state: KBState, seat: int, chances: dict[str, float] | None = None) -> float:
    """A seat's board now and to come, with what its next first build may bring: by
    ``chances`` (its own: the cards it cannot see), else by the card it holds."""
    held = frozenset(t.at for t in state.seats[seat].tiles)
    value = weigh(state, seat, After(state.settlements, held, False))
    card = state.seats[seat].card
    if chances is None:
        chances = {card: 1.0} if card else {}
    return value + NEXT * next_build(state, seat, chances)


def score(state: KBState, seat: int, chances: dict[str, float] | None = None) -> float:
    """A playout's end for ``seat``: the final margin if the game is over, else its
    weight (its next build by ``chances``) against the best other's."""
    if state.over:
        totals = scores(state)
        return totals[seat] - max(t for n, t in enumerate(totals) if n != seat)
    others = max(_weight(state, n) for n in range(state.players) if n != seat)
    return _weight(state, seat, chances) - THEIRS * others
