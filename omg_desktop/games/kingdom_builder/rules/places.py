"""Where a settlement may go: empty hexes of some terrains, next to the player's own
settlements where any such hex exists (README "Mandatory build"), and what building
or moving one does to the location tiles."""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from .board import Board, Hex
from .catalog import Catalog
from .events import Event
from .state import KBState, Tile, board_of


@lru_cache(maxsize=256)
def _hexes_of(cat: Catalog, layout: tuple[tuple[str, bool], ...], letters: str) -> list[Hex]:
    board = board_of(cat, layout)
    return [h for h in board.hexes() if board.cells[h] in letters]


def hexes_of(state: KBState, letters: Collection[str]) -> list[Hex]:
    """Every hex of the board holding one of ``letters``, row by row."""
    assert state.cat is not None
    return _hexes_of(state.cat, tuple(state.layout), "".join(sorted(letters)))


def next_to_own(board: Board, settled: dict[Hex, int], seat: int, h: Hex) -> bool:
    return any(settled.get(n) == seat for n in board.neighbours(h))


def choose_adjacent(
    state: KBState, seat: int, hexes: list[Hex], settled: dict[Hex, int] | None = None
) -> list[Hex]:
    """The empty ones of ``hexes``: those next to the seat's settlements if there are
    any such, else all of them. ``settled``: the settlements to judge by."""
    settled = state.settlements if settled is None else settled
    empty = [h for h in hexes if h not in settled]
    board = state.board
    near = [h for h in empty if next_to_own(board, settled, seat, h)]
    return near or empty


def terrain_targets(state: KBState, seat: int, letters: Collection[str]) -> list[Hex]:
    """Where the seat may build on ``letters`` (adjacent if possible)."""
    return choose_adjacent(state, seat, hexes_of(state, letters))


def put(state: KBState, seat: int, h: Hex, events: list[Event]) -> None:
    """A settlement of ``seat`` now stands on ``h``: the tiles of the location hexes
    next to it, one from each it holds none of (README §8.2: a tile from each)."""
    state.settlements[h] = seat
    board = state.board
    holder = state.seats[seat]
    for loc in board.neighbours(h):
        kind = board.locations.get(loc)
        if kind is None or state.tiles_left.get(loc, 0) == 0:
            continue
        if any(t.at == loc for t in holder.tiles):
            continue
        state.tiles_left[loc] -= 1
        holder.tiles.append(Tile(kind, loc))
        events.append(Event("took", seat, {"tile": kind, "at": list(loc)}))


def lift(state: KBState, seat: int, h: Hex, events: list[Event]) -> None:
    """The seat's settlement leaves ``h``: a tile whose location hex has no settlement
    of the seat's next to it any more leaves the game."""
    del state.settlements[h]
    board = state.board
    holder = state.seats[seat]
    for tile in list(holder.tiles):
        if not next_to_own(board, state.settlements, seat, tile.at):
            holder.tiles.remove(tile)
            events.append(Event("lost", seat, {"tile": tile.kind, "at": list(tile.at)}))
