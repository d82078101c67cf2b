"""The search bot for any game: it draws worlds that agree with its view
(``Game.determinize``), plays each candidate on every world and the game on to its
end (``Game.sample_next``, or a policy the game hands in), scores the end from
``Game.standings`` and ``Game.winners``, and races the candidates (:func:`.race.race`).

It reads only its view: the hidden things it plays with are drawn, never looked at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..games.base import Action, Game, State
from .race import Race, race

#: ``(state, seat, rng) -> action``: how every seat plays in a playout.
Policy = Callable[[State, int, Any], Action]
#: ``(state at a playout's end, seat) -> score`` (higher is better for ``seat``).
Evaluate = Callable[[State, int], float]
#: ``(view, seat, legal actions) -> the actions worth racing`` (a game with many moves).
Shortlist = Callable[[State, int, list[Action]], list[Action]]

#: Points added for a playout that ends won (taken for one lost; 1/k of it for a k-way
#: shared win, as the tournaments count it).
WIN_BONUS = 1.0


@dataclass(frozen=True)
class Budget:
    """The work of one decision, counted in worlds and playout actions (never time)."""

    #: Worlds per stage of the race (see :func:`.race.race`).
    stages: tuple[int, ...] = (8, 8, 24)
    #: Worlds when there is nothing to halve (two candidates).
    worlds: int = 32
    #: Worlds always drawn, whatever they cost.
    min_worlds: int = 8
    #: Playout actions (all candidates together) after which no new world is drawn.
    max_cost: int | None = 20_000
    #: A playout stops here if the game has not ended (then it scores 0).
    playout_steps: int = 1_000

    def stages_for(self, candidates: int) -> tuple[int, ...]:
        return self.stages if candidates > 2 else (self.worlds,)


def points(game: Game, state: State) -> list[float]:
    """Each seat's score as a number (from ``Game.standings``)."""
    return [float(s.score) for s in game.standings(state)]


def margin_and_win(game: Game, state: State, seat: int) -> float:
    """The default score of a playout: the seat's points minus the best other seat's,
    plus :data:`WIN_BONUS` for a win (minus it for a loss); 0 for a game not ended."""
    if not game.is_over(state):
        return 0.0
    pts = points(game, state)
    others = [p for i, p in enumerate(pts) if i != seat]
    value = pts[seat] - (max(others) if others else 0.0)
    top = game.winners(state)
    share = 1 / len(top) if seat in top else 0.0
    return value + WIN_BONUS * (2 * share - 1)


def seat_of(game: Game, view: State, actions: Sequence[Action]) -> int:
    """The seat a view's legal actions belong to: the one seat to act, or (a
    simultaneous step) the seat to act whose legal actions these are."""
    seats = list(game.to_act(view))
    if len(seats) == 1:
        return seats[0]
    for seat in seats:
        if game.legal_actions(view, seat) == list(actions):
            return seat
    raise ValueError("these actions belong to no seat that acts in this view")


class SearchBot:
    """Determinize and race: a computer for any game that has ``determinize``.

    ``rng`` is the game's own random source (what its ``determinize`` and
    ``sample_next`` take); the bot is deterministic for a given one. A game hands in
    its ``policy`` (playouts), ``evaluate`` (a playout's end) and ``shortlist`` (the
    actions worth racing) where the defaults are too weak or too slow.
    """

    def __init__(
        self,
        game: Game,
        rng: Any,
        *,
        budget: Budget = Budget(),
        policy: Policy | None = None,
        evaluate: Evaluate | None = None,
        shortlist: Shortlist | None = None,
    ) -> None:
        self.game = game
        self.rng = rng
        self.budget = budget
        self.policy: Policy = policy or game.sample_next
        self.evaluate: Evaluate = evaluate or (
            lambda state, seat: margin_and_win(game, state, seat)
        )
        self.shortlist = shortlist
        #: The last decision's race (None before the first or when there was no choice).
        self.last: Race[Any] | None = None

    def choose(self, view: State, actions: list[Action]) -> Action:
        """One of ``actions``, for the seat whose ``view`` this is."""
        return self.decide(view, seat_of(self.game, view, actions), actions)

    def decide(self, view: State, seat: int, actions: list[Action]) -> Action:
        cands = self.shortlist(view, seat, actions) if self.shortlist else list(actions)
        if len(cands) <= 1:
            self.last = None
            return cands[0] if cands else actions[0]
        b = self.budget
        self.last = race(
            cands,
            lambda: self.game.determinize(view, seat, self.rng),
            lambda world, act: self.play(world, act, seat),
            b.stages_for(len(cands)),
            min_worlds=b.min_worlds,
            max_cost=b.max_cost,
        )
        return self.last.best

    def play(self, world: State, act: Action, seat: int) -> tuple[float, int]:
        """``act`` on a copy of ``world``, then the game played on by the policy:
        ``(score for seat, actions played)``."""
        g = self.game
        state = g.clone(world)  # the world is every candidate's
        g.apply_in_place(state, act, report=False)
        steps = 1
        while steps < self.budget.playout_steps and not g.is_over(state):
            who = g.to_act(state)[0]
            g.apply_in_place(state, self.policy(state, who, self.rng), report=False)
            steps += 1
        return self.evaluate(state, seat), steps
