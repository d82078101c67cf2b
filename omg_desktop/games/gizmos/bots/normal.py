"""Normal: knows the game. Each action is played out to the end of the turn in one
world drawn from the seat's view (Easy's rule finishing the turn), and the board it
leaves is weighed (:func:`.lookahead.weigh`): engine cards early (converters for the
colours held, triggers that fire on the actions taken, upgrades), points late, energy
held, cards filed for later, the pull of the cheapest strong card in sight; it ends the
game only when that leaves it ahead."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.state import GizmosState
from .lookahead import played, weigh, world
from .reading import best, phase

#: The worlds each action is played in (their weights averaged).
WORLDS = 1


class Normal:
    def __init__(self, seed: int | str) -> None:
        self.rng, self.seed = SeededRandom(seed), seed

    def choose(self, view: GizmosState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        late = phase(view)
        starts = [world(view, f"{self.seed}/{n}") for n in range(WORLDS)]
        scored = []
        for action in actions:
            total = 0.0
            for start in starts:
                after = played(start, action, self.seed)
                total += weigh(after, view.current, late, view.ending)
            scored.append((total / WORLDS, action))
        return best(scored, self.rng)
