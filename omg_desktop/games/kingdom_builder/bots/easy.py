"""Easy: one greedy step. Each settlement placed or moved is worth the gold the board
would give for it now (the 3 cards and the castles) plus a little for a location tile
it takes; a tile's action is taken when it loses no gold, the turn ended last."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.state import KBState
from .reading import END, after, best, gold

#: What taking a location tile is worth, in gold (an extra settlement most turns).
TILE = 2.0
#: A tile's action that changes nothing is still taken before the turn ends.
USE, LAST = 0.01, -0.01


class Easy:
    """The most gold at once (seeded ties)."""

    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: KBState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        seat = view.current
        base = gold(view, view.settlements, seat)
        held = len(view.seats[seat].tiles)
        scored = []
        for action in actions:
            if action == END:
                scored.append((LAST, action))
                continue
            a = after(view, seat, action)
            value = gold(view, a.settled, seat) - base + TILE * (len(a.held) - held)
            scored.append((value + (USE if a.used else 0.0), action))
        return best(scored, self.rng)
