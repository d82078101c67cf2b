"""Normal's weight of a board after its turn: the gold it would score now, and the gold
still to come — tiles held (an extra settlement each turn left), location tiles and
castles within one build, and room to build next to its settlements on each terrain it
may draw."""

from __future__ import annotations

from ..rules.board import TERRAINS, Hex
from ..rules.state import KBState
from ..rules.view import unseen_cards
from .reading import After, gold

#: A tile held is worth this much gold per turn left (up to TILE_MOST): a settlement more
#: each turn, and a way to reach what the terrain cards do not.
TILE_PER_TURN, TILE_MOST = 0.8, 5.0
#: A location whose tile it can take with the next build; a castle it can reach so.
REACH, CASTLE_REACH = 1.0, 1.0
#: Per terrain, per empty hex of it next to its settlements (counted up to ROOM).
FLEX, ROOM = 0.25, 2


def turns_left(view: KBState) -> float:
    """About how many turns are left: the shortest supply, three settlements a turn."""
    return max(1.0, min(s.supply for s in view.seats) / 3)


def weigh(view: KBState, seat: int, a: After) -> float:
    """The gold of ``a``'s board now and to come, for ``seat``."""
    board, settled = view.board, a.settled
    frontier: set[Hex] = set()
    for h, owner in settled.items():
        if owner == seat:
            frontier.update(
                n for n in board.neighbours(h) if n not in settled and board.cells[n] in TERRAINS
            )
    room = {t: 0 for t in TERRAINS}
    near: set[Hex] = set()
    for h in frontier:
        room[board.cells[h]] += 1
        near.update(board.neighbours(h))
    value = float(gold(view, settled, seat))
    value += min(TILE_MOST, TILE_PER_TURN * turns_left(view)) * len(a.held)
    value += FLEX * sum(min(n, ROOM) for n in room.values())
    for loc in near:
        if loc in board.locations and view.tiles_left.get(loc, 0) and loc not in a.held:
            value += REACH
    mine = {h for h, owner in settled.items() if owner == seat}
    for castle in board.castles():
        if castle in near and not any(n in mine for n in board.neighbours(castle)):
            value += CASTLE_REACH
    return value


def odds(view: KBState) -> dict[str, float]:
    """The chance of each terrain being the seat's next card (the cards it cannot see)."""
    unseen = unseen_cards(view)
    return {t: unseen.count(t) / len(unseen) for t in TERRAINS} if unseen else {}


def next_build(view: KBState, seat: int, chances: dict[str, float]) -> float:
    """The gold the first build of its next turn may bring: per terrain it may draw, the
    most one more settlement next to its own would add (none next to them: nothing
    counted, the whole board is open then), times that terrain's chance."""
    board, settled = view.board, view.settlements
    frontier: dict[str, set[Hex]] = {t: set() for t in TERRAINS}
    for h, owner in settled.items():
        if owner == seat:
            for n in board.neighbours(h):
                if n not in settled and board.cells[n] in TERRAINS:
                    frontier[board.cells[n]].add(n)
    base = gold(view, settled, seat)
    value = 0.0
    for terrain, chance in chances.items():
        if chance and frontier[terrain]:
            top = max(gold(view, {**settled, h: seat}, seat) for h in frontier[terrain])
            value += chance * (top - base)
    return value
