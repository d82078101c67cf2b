"""Easy: one greedy step. Each settlement placed or moved is worth the gold the board
would give for it now (the 3 cards and the castles) plus a little for a location tile
it takes; a tile's action is taken when it loses nothing, the turn ended last."""

from __future__ import annotations

from omg_desktop.seeds import SeededRandom

from ..rules.board import Hex
from ..rules.scoring import score, total
from ..rules.state import KBState
from ..rules.tiles import parse_hex

#: What taking a location tile is worth, in gold (an extra settlement most turns).
TILE = 2.0
#: A tile's action that changes nothing is still taken before the turn ends.
USE, END = 0.01, -0.01


class Easy:
    def __init__(self, seed: int | str) -> None:
        self.rng = SeededRandom(seed)

    def choose(self, view: KBState, actions: list[str]) -> str:
        if len(actions) == 1:
            return actions[0]
        seat = view.current
        base = _gold(view, view.settlements, seat)
        scored = [(_value(view, seat, base, a), a) for a in actions]
        top = max(v for v, _ in scored)
        best = [a for v, a in scored if v >= top - 1e-9]
        return best[self.rng.below(len(best))]


def _gold(view: KBState, settled: dict[Hex, int], seat: int) -> int:
    assert view.cat is not None
    return total(score(view.board, settled, view.cards, seat, view.cat.castle_gold))


def _value(view: KBState, seat: int, base: int, action: str) -> float:
    word, *args = action.split()
    if word == "end":
        return END
    hexes = [parse_hex(a) for a in args if "." in a]
    after = dict(view.settlements)
    if len(hexes) == 2:  # a move: from, to
        del after[hexes[0]]
    after[hexes[-1]] = seat
    value = _gold(view, after, seat) - base + TILE * _tiles(view, seat, hexes[-1])
    return value + (USE if word == "use" else 0.0)


def _tiles(view: KBState, seat: int, h: Hex) -> int:
    """Location tiles a settlement on ``h`` would take."""
    board, held = view.board, {t.at for t in view.seats[seat].tiles}
    return sum(
        1
        for n in board.neighbours(h)
        if n in board.locations and view.tiles_left.get(n, 0) and n not in held
    )
