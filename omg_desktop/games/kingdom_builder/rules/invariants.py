"""What must hold in every state (the random games check it after every action)."""

from __future__ import annotations

from collections import Counter

from .board import SETTLEABLE, TERRAINS
from .engine import MANDATORY
from .places import next_to_own
from .state import KBState


def broken(state: KBState) -> list[str]:
    """Every invariant the state breaks, in words (empty: none)."""
    assert state.cat is not None
    cat, board, out = state.cat, state.board, []
    per_seat = Counter(state.settlements.values())
    for n, seat in enumerate(state.seats):
        if seat.supply < 0 or seat.supply + per_seat[n] != cat.settlements:
            out.append(f"seat {n}: {seat.supply} in supply and {per_seat[n]} on the board")
        froms = [t.at for t in seat.tiles]
        if len(set(froms)) != len(froms):
            out.append(f"seat {n} holds two tiles of one location hex")
        for tile in seat.tiles:
            if board.locations.get(tile.at) != tile.kind:
                out.append(f"seat {n}: a {tile.kind} tile from {tile.at}, not that location")
            elif not next_to_own(board, state.settlements, n, tile.at):
                out.append(f"seat {n} keeps a tile of {tile.at} with no settlement next to it")
    cards = state.deck + state.discard + state.removed + [s.card for s in state.seats if s.card]
    if Counter(cards) != Counter({t: cat.terrain_cards[t] for t in TERRAINS}):
        out.append(f"terrain cards {sorted(Counter(cards).items())}")
    for h, owner in state.settlements.items():
        if board.cells.get(h) not in SETTLEABLE:
            out.append(f"a settlement of seat {owner} on {h}, {board.cells.get(h)}")
    for loc, left in state.tiles_left.items():
        held = sum(t.at == loc for s in state.seats for t in s.tiles)
        if left < 0 or left + held > cat.tiles_per_location_hex:
            out.append(f"location {loc}: {left} tiles left and {held} held")
    if not 0 <= state.placed <= MANDATORY:
        out.append(f"{state.placed} settlements placed in the mandatory build")
    return out
