"""What the computers read off an action and a view: where the settlements would stand,
the location tiles the seat would hold, the gold of a board; and a seeded tie-break."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.board import Hex
from ..rules.places import next_to_own
from ..rules.scoring import score, total
from ..rules.state import KBState
from ..rules.tiles import parse_hex

END = "end"


@dataclass(frozen=True)
class After:
    """The board after one action: the settlements, the location hexes whose tiles the
    seat holds, and whether the action used a tile."""

    settled: dict[Hex, int]
    held: frozenset[Hex]
    used: bool


def after(view: KBState, seat: int, action: str) -> After:
    """The settlements and the seat's tiles once ``action`` is done (``end``: as now)."""
    held = frozenset(t.at for t in view.seats[seat].tiles)
    word, *args = action.split()
    if word == END:
        return After(view.settlements, held, False)
    hexes = [parse_hex(a) for a in args if "." in a]
    settled = dict(view.settlements)
    if len(hexes) == 2:  # a move: from, to
        del settled[hexes[0]]
    settled[hexes[-1]] = seat
    board = view.board
    kept = {at for at in held if next_to_own(board, settled, seat, at)}
    kept |= {
        n
        for n in board.neighbours(hexes[-1])
        if n in board.locations and view.tiles_left.get(n, 0) and n not in held
    }
    return After(settled, frozenset(kept), word == "use")


def gold(view: KBState, settled: dict[Hex, int], seat: int) -> int:
    """The seat's gold were the game to end with ``settled`` on the board."""
    assert view.cat is not None
    return total(score(view.board, settled, view.cards, seat, view.cat.castle_gold))


def best(scored: list[tuple[float, str]], rng: Any) -> str:
    """The action of the highest score; ties drawn by the seeded ``rng``."""
    top = max(value for value, _ in scored)
    tied = [action for value, action in scored if value >= top - 1e-9]
    return tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
