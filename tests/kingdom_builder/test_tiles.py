"""The location tiles' actions (README §5, "The 8 base location tiles") on hand-built
tables of the first game's board."""

from __future__ import annotations

from omg_desktop.games.kingdom_builder.rules import apply_in_place, legal_actions
from omg_desktop.games.kingdom_builder.rules.board import TERRAINS
from omg_desktop.games.kingdom_builder.rules.state import Tile

from .conftest import table


def uses(state, kind: str) -> list[str]:
    return [a.split(" ", 2)[2] for a in legal_actions(state, 0) if a.startswith(f"use {kind} ")]


def with_tiles(state, *tiles: tuple[str, tuple[int, int]]):
    state.seats[0].tiles = [Tile(kind, at, fresh=False) for kind, at in tiles]
    return state


def test_the_farm_and_the_oasis_build_on_grass_and_desert_next_to_own(cat):
    state = with_tiles(table(cat, settled={(7, 7): 0}), ("farm", (11, 17)), ("oasis", (12, 7)))
    assert uses(state, "farm") == ["7.6", "7.8", "8.7", "8.8"]
    assert all(
        state.board.cells[tuple(map(int, h.split(".")))] == "D" for h in uses(state, "oasis")
    )


def test_the_tower_builds_on_the_edge_of_the_board(cat):
    state = with_tiles(table(cat, settled={(10, 10): 0}), ("tower", (3, 5)))
    spots = [tuple(map(int, h.split("."))) for h in uses(state, "tower")]
    assert spots and all(state.board.on_edge(h) for h in spots)
    assert all(state.board.cells[h] in TERRAINS for h in spots)
    near = with_tiles(table(cat, settled={(1, 1): 0}), ("tower", (3, 5)))
    assert uses(near, "tower") == ["0.1", "0.2", "1.0"]


def test_the_tavern_builds_at_either_end_of_a_line_of_three(cat):
    """Three in a row east-west: the two hexes at its ends; two in a row: nothing."""
    two = with_tiles(table(cat, settled={(8, 7): 0, (8, 8): 0}), ("tavern", (6, 7)))
    assert uses(two, "tavern") == []
    three = with_tiles(table(cat, settled={(8, 7): 0, (8, 8): 0, (8, 9): 0}), ("tavern", (6, 7)))
    assert uses(three, "tavern") == ["8.6", "8.10"]


def test_the_barn_moves_a_settlement_to_the_played_terrain(cat):
    """README §8.3, decided: "adjacent if possible" leaves out the settlement that moves:
    a lone settlement may go to any empty hex of the terrain."""
    state = with_tiles(table(cat, cards={0: "G"}, settled={(7, 7): 0}), ("barn", (2, 6)))
    moves = uses(state, "barn")
    assert len(moves) == 61 - 1 and all(m.startswith("7.7 ") for m in moves)


def test_a_move_keeps_a_tile_still_next_to_its_location(cat):
    """(6, 6) and (6, 8) both touch the Tavern location (6, 7), two hexes apart."""
    state = table(cat, settled={(6, 6): 0, (7, 10): 0})
    with_tiles(state, ("paddock", (6, 11)), ("tavern", (6, 7)))
    events = apply_in_place(state, "use paddock 6.6 6.8")
    assert [t.kind for t in state.seats[0].tiles] == ["paddock", "tavern"]
    assert "lost" not in [e.kind for e in events]
    assert state.settlements == {(6, 8): 0, (7, 10): 0}


def test_the_harbor_moves_a_settlement_onto_water_next_to_the_others(cat):
    state = with_tiles(table(cat, settled={(4, 4): 0, (4, 5): 0}), ("harbor", (7, 6)))
    assert [m for m in uses(state, "harbor") if m.startswith("4.5 ")] == ["4.5 4.3", "4.5 5.3"]
    apply_in_place(state, "use harbor 4.5 5.3")
    assert state.board.cells[(5, 3)] == "W" and state.settlements[(5, 3)] == 0


def test_the_paddock_jumps_two_hexes_in_a_straight_line(cat):
    """Over anything (here another player's settlement), onto an empty terrain hex, no
    adjacency rule; a tile whose last neighbour leaves is lost."""
    state = table(cat, settled={(7, 7): 0, (7, 10): 0, (7, 8): 1})
    with_tiles(state, ("paddock", (6, 11)), ("tavern", (6, 7)))
    moves = uses(state, "paddock")
    assert "7.7 7.9" in moves
    for move in moves:
        (r, c), (r2, c2) = (tuple(map(int, h.split("."))) for h in move.split())
        assert state.board.cells[(r2, c2)] in TERRAINS and (r2, c2) not in state.settlements
        assert any(state.board.line((r, c), d, 2)[1:] == [(r2, c2)] for d in range(6))
    events = apply_in_place(state, "use paddock 7.7 7.9")
    assert ("lost", "tavern") in [(e.kind, e.data.get("tile")) for e in events]
    assert [t.kind for t in state.seats[0].tiles] == ["paddock"]


def test_a_move_needs_no_settlement_in_the_supply(cat):
    state = with_tiles(
        table(cat, settled={(4, 4): 0, (4, 5): 0}), ("harbor", (7, 6)), ("farm", (11, 17))
    )
    state.seats[0].supply = 0
    assert uses(state, "harbor") and not uses(state, "farm")
