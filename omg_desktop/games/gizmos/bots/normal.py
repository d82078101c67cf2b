"""Normal: knows the game. Each action is played out to the end of the turn in one
world drawn from the seat's view (Easy's rule finishing the turn), and the board it
leaves is weighed (:func:`.lookahead.weigh`): points scored, places among the 16 gizmos
taken (a cheap card seldom pays for its place), energy held, the pull of the best card
in sight; it ends the game only when that leaves it ahead."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.state import GizmosState
from .lookahead import played, weigh, world
from .reading import best

#: The worlds each action is played in (their weights averaged).
WORLDS = 1


class Normal:
    def __init__(self, seed: int | str) -> None:
        self.rng, self.seed = SeededRandom(seed), seed

    def choose(self, view: GizmosState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        return best(self.ranked(view, actions), self.rng)

    def ranked(
        self, view: GizmosState, actions: list[str], start: GizmosState | None = None
    ) -> list[tuple[float, str]]:
        """Each action's weight after the rest of the turn, in the listed order. ``start``:
        a full state to play on (a playout's), else worlds drawn from ``view``."""
        starts = [start] if start else [world(view, f"{self.seed}/{n}") for n in range(WORLDS)]
        scored = []
        for action in actions:
            total = sum(
                weigh(played(begin, action, self.seed), view.current, view.ending)
                for begin in starts
            )
            scored.append((total / len(starts), action))
        return scored
