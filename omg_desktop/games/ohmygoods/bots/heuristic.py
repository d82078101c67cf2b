"""The Normal bot: values buildings by points, chain potential, resource coverage and
cost, and plans the worker and the build together (see :mod:`.policy`)."""

from __future__ import annotations

from ..rules import Action, Chain, GameState
from ..rules.state import BUILD, CHAIN, FINAL_CHAIN, PRODUCTION
from . import policy
from .base import SeededBot, listed
from .evaluate import DEFAULT, Params


class HeuristicBot(SeededBot):
    """Normal: one careful look at every choice, no search. Deterministic."""

    name = "heuristic"

    def __init__(self, seed: int | str = 0, params: Params = DEFAULT) -> None:
        super().__init__(seed)
        self.params = params

    def pick(self, view: GameState, seat: int, actions: list[Action]) -> Action:
        if view.phase == PRODUCTION and view.step in (CHAIN, FINAL_CHAIN):
            chains = [a for a in actions if isinstance(a, Chain)]
            return policy.pick_chain(view, seat, chains, self.params)
        if view.phase == PRODUCTION and view.step == BUILD:
            for _, act in policy.build_options(view, seat, self.params):
                found = listed(act, actions)
                if found is not None:
                    return found
            return actions[-1]
        return policy.decide(view, seat, self.params)
