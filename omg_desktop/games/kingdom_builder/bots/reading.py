"""What the computers read off an action and a view: where the settlements would stand,
the location tiles the seat would hold, the gold of a board, the moves worth a closer
look; and a seeded tie-break."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.board import Hex
from ..rules.places import next_to_own
from ..rules.scoring import score, total
from ..rules.state import KBState
from ..rules.tiles import parse_hex

END = "end"
#: What a location tile lost by a move is guessed to cost, in gold.
TILE_GUESS = 2.0


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


def is_move(action: str) -> bool:
    """``use <kind> r.c r.c``: a settlement moved by a tile."""
    return action.startswith("use ") and action.count(".") == 2


def shortlist(view: KBState, seat: int, actions: list[str], keep: int) -> list[str]:
    """``actions`` with only the ``keep`` likeliest moves (in their order): a move's gold
    guessed as what leaving its hex loses plus what reaching the other gains, each
    reckoned once per hex (a move of any of 40 settlements to any of dozens of hexes
    would cost a scoring each); reckoned exactly when that is no dearer."""
    moves = [a for a in actions if is_move(a)]
    if len(moves) <= keep:
        return actions
    if keep == 0:
        return [a for a in actions if not is_move(a)]
    board, settled = view.board, view.settlements
    held = {t.at for t in view.seats[seat].tiles}
    base = gold(view, settled, seat)
    srcs = {m.split()[2] for m in moves}
    dsts = {m.split()[3] for m in moves}
    if len(srcs) + len(dsts) >= len(moves):  # a jump of 2 (Paddock): as cheap to score each
        exact = {m: _worth(view, seat, m) for m in moves}
        ranked = sorted(moves, key=lambda m: -exact[m])
    else:
        loss, gain = {}, {}
        for src in srcs:
            rest = dict(settled)
            del rest[parse_hex(src)]
            lost = sum(1 for at in held if not next_to_own(board, rest, seat, at))
            loss[src] = gold(view, rest, seat) - base - TILE_GUESS * lost
        for dst in dsts:
            gain[dst] = gold(view, {**settled, parse_hex(dst): seat}, seat) - base
        ranked = sorted(moves, key=lambda m: -(loss[m.split()[2]] + gain[m.split()[3]]))
    kept = set(ranked[:keep])
    return [a for a in actions if not is_move(a) or a in kept]


def _worth(view: KBState, seat: int, move: str) -> float:
    """A move's gold and tiles, reckoned exactly."""
    a = after(view, seat, move)
    lost = len({t.at for t in view.seats[seat].tiles} - a.held)
    return gold(view, a.settled, seat) - TILE_GUESS * lost


def best(scored: list[tuple[float, str]], rng: Any) -> str:
    """The action of the highest score; ties drawn by the seeded ``rng``."""
    top = max(value for value, _ in scored)
    tied = [action for value, action in scored if value >= top - 1e-9]
    return tied[rng.below(len(tied))] if len(tied) > 1 else tied[0]
