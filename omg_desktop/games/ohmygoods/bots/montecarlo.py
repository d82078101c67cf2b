"""The Hard bot: determinized (flat) Monte Carlo over the Normal bot's best ideas.

At each real decision of phase I (keep or swap the hand), phase II (worker and
plan) and the build step, it

1. asks the Normal bot's reasoning (:mod:`.policy`) for its best candidates
   (8 in phase II, 4 at the build step);
2. samples full states consistent with its own view
   (:func:`.sampling.determinize`: deck order, sunset cards, other hands, the
   others' secret phase II choices re-decided);
3. in a world, plays a candidate and then the rest of the round and the next one
   with the fast playout policy (the Normal bot's choices, built without listing
   every legal variant) for every seat, and scores the result with
   :func:`.evaluate.margin` (its worth minus the best other's, in VP);
4. races the candidates (successive halving: the frame's search,
   :func:`omg_desktop.search.race`, with this bot's playouts and score): all
   play a few worlds, the better half plays more, the best two play most; every
   candidate still racing plays the same worlds (common random numbers), so
   differences are not noise from the draw. The best mean margin wins.

Other decisions (supplies, chains) follow the Normal bot. The work is a fixed
number of playouts, never a clock, so a seed gives the same choices on any
machine. Budget: see ``docs/ai.md``.
"""

from __future__ import annotations

from ....search import race
from ..rules import Action, Done, Exchange, GameState, IllegalAction, apply_in_place, legal_actions
from ..rules import to_act as _to_act
from ..rules.scoring import winners
from ..rules.state import BUILD, CHAIN, EXCHANGE, FINAL_CHAIN, PRODUCTION, SUNRISE
from . import policy
from .base import SeededBot, listed
from .evaluate import DEFAULT, Params, margin
from .sampling import determinize

#: Playouts per decision: see docs/ai.md; these keep every player count's median and
#: slowest decision under those of the flat search before the race
#: (benchmarks/bot_speed.py --against).
WORLDS = 40  # worlds of a decision with two candidates (phase I; a race's pair; × 2/players)
CANDIDATES = 8  # phase II: the Normal bot's best ideas that enter the race
BUILD_CANDIDATES = 4  # the build step's
STAGES = (8, 8, 40)  # worlds per stage of the race with 2 players (see stages_for)
ROUNDS = 2  # playouts run to the end of the next round (or of the game)
MAX_STEPS = 16000  # playout actions (2 players; × 2/players) before sampling stops
MIN_WORLDS = 8
MAX_PLAYOUT_STEPS = 400
PLAYOUT_PLANS = 3  # planned cards the playout policy weighs
WIN_BONUS = 3.0  # VP added for a playout that ends the game won (taken for one lost)


def playout(state: GameState, params: Params = DEFAULT, rounds: int = 1) -> int:
    """Play ``state`` on in place with the fast policy for ``rounds`` round ends (or to the
    end of the game); returns how many actions that took."""
    stop = state.round + rounds
    steps = 0
    while not state.over and state.round < stop and steps < MAX_PLAYOUT_STEPS:
        seats = _to_act(state)
        if not seats:
            break
        seat = seats[0]
        act = policy.decide(state, seat, params, PLAYOUT_PLANS)
        try:
            apply_in_place(state, act, False)  # no events: nobody reads them here
        except IllegalAction:
            apply_in_place(state, legal_actions(state, seat)[-1], False)
        steps += 1
    return steps


class MonteCarloBot(SeededBot):
    """Hard: samples the hidden cards many times and plays the round out."""

    name = "montecarlo"

    def __init__(
        self,
        seed: int | str = 0,
        worlds: int = WORLDS,
        candidates: int = CANDIDATES,
        build_candidates: int = BUILD_CANDIDATES,
        params: Params = DEFAULT,
        rounds: int = ROUNDS,
        max_steps: int = MAX_STEPS,
        min_worlds: int = MIN_WORLDS,
        stages: tuple[int, ...] | None = STAGES,
    ) -> None:
        super().__init__(seed)
        self.rounds = rounds
        self.max_steps = max_steps
        self.min_worlds = min_worlds
        self.last_worlds = 0
        self.worlds = worlds
        self.candidates = candidates
        self.build_candidates = build_candidates
        self.params = params
        #: worlds per stage of the race with 2 players (None: every candidate plays
        #: ``worlds`` worlds); see :meth:`stages_for`
        self.stages = stages
        self.last_scores: list[tuple[float, Action]] = []
        self.last_alive: list[Action] = []

    def pick(self, view: GameState, seat: int, actions: list[Action]) -> Action:
        cands = self._candidates(view, seat, actions)
        if len(cands) == 1:
            return cands[0]
        return self.search(view, seat, cands)

    def _candidates(self, view: GameState, seat: int, actions: list[Action]) -> list[Action]:
        params = self.params
        if view.phase == EXCHANGE:
            return [a for a in actions if isinstance(a, Exchange)]
        if view.phase == SUNRISE:
            out: list[Action] = []
            for _, act in policy.sunrise_options(view, seat, params):
                found = listed(act, actions)
                if found is not None and found not in out:
                    out.append(found)
                if len(out) >= self.candidates:
                    break
            return out or [actions[0]]
        if view.phase == PRODUCTION and view.step == BUILD:
            out = []
            for _, act in policy.build_options(view, seat, params):
                found = listed(act, actions)
                if found is not None and found not in out:
                    out.append(found)
                if len(out) >= self.build_candidates:
                    break
            return out or [actions[-1]]
        if view.phase == PRODUCTION and view.step in (CHAIN, FINAL_CHAIN):
            chains = [a for a in actions if not isinstance(a, Done)]
            return [policy.pick_chain(view, seat, chains, params)]
        choice = listed(policy.decide(view, seat, params), actions)
        return [choice if choice is not None else actions[0]]

    def search(self, view: GameState, seat: int, cands: list[Action]) -> Action:
        """The candidate with the best mean score over sampled worlds (ties: listed first).

        The frame's race (:func:`omg_desktop.search.race`, successive halving): every
        candidate plays the first ``stages[0]`` worlds, the better half goes on to the
        next ``stages[1]`` worlds, and so on (never fewer than 2 left); the last stage's
        survivors play every remaining stage. A world is played by every candidate still
        in the race, so the means compared always cover the same worlds (common random
        numbers).

        Work is bounded by playout actions, not by the clock: after ``min_worlds``
        worlds, sampling stops once ``max_steps`` actions have been played (scaled
        by 2 / players: with more players each action costs more).
        """
        # a playout action costs more with more players to decide and to score
        cap = self.max_steps * 2 // max(2, view.num_players)
        done = race(
            cands,
            lambda: determinize(view, seat, self.rng),
            lambda world, act: self.play(world, act, seat),
            self.stages_for(view.num_players, len(cands)),
            min_worlds=self.min_worlds,
            max_cost=cap,
        )
        self.last_worlds = done.worlds
        self.last_alive = done.alive
        self.last_scores = done.means
        return done.best

    def stages_for(self, players: int, candidates: int) -> tuple[int, ...]:
        """Worlds per stage of the race: :attr:`stages` times 2 / players (a playout
        costs more with more players; at least one world a stage), or one stage of
        ``worlds`` worlds (times 2 / players) when there is nothing to race (no stages,
        two candidates)."""
        if self.stages is None or candidates <= 2:
            return (max(1, round(self.worlds * 2 / max(2, players))),)
        return tuple(max(1, round(size * 2 / max(2, players))) for size in self.stages)

    def play(self, world: GameState, act: Action, seat: int) -> tuple[float, int]:
        """``act`` played in (a copy of) ``world`` and the playout after it:
        ``(score for seat, actions played)``."""
        s = world.clone()
        try:
            apply_in_place(s, act, False)
        except IllegalAction:  # cannot happen for a listed action; be safe
            return -1e6, 0
        steps = 1 + playout(s, self.params, self.rounds)
        return self.score(s, seat), steps

    def score(self, state: GameState, seat: int) -> float:
        """A playout's result for ``seat``: its margin (see :func:`.evaluate.margin`); at the
        game's end also ± :data:`WIN_BONUS` for a win or a loss (a k-way shared win is
        1/k of a win, as the tournaments count it: a 2-way tie adds nothing)."""
        value = margin(state, seat, self.params)
        if state.over:
            top = winners(state)
            share = 1 / len(top) if seat in top else 0.0
            value += WIN_BONUS * (2 * share - 1)
        return value
