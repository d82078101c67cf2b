"""The board's geometry (README §2): odd-r neighbours, four slots, sections turned 180°,
the edge, rows and axial straight lines; the first game's layout (§4); every layout
reachable from the set-up."""

from __future__ import annotations

from omg_desktop.games.kingdom_builder.rules.board import (
    SIZE,
    build_board,
    turned,
)
from omg_desktop.games.kingdom_builder.rules.layout import LAYOUTS, layout_of, random_layout


def test_neighbours_on_an_even_and_an_odd_row(first_board):
    """Even row: above and below at col - 1 and col; odd row: at col and col + 1."""
    assert first_board.neighbours((2, 5)) == [(2, 4), (2, 6), (1, 4), (1, 5), (3, 4), (3, 5)]
    assert first_board.neighbours((3, 5)) == [(3, 4), (3, 6), (2, 5), (2, 6), (4, 5), (4, 6)]


def test_neighbours_stay_on_the_board_and_are_mutual(first_board):
    assert first_board.neighbours((0, 0)) == [(0, 1), (1, 0)]
    assert first_board.neighbours((19, 19)) == [(19, 18), (18, 19)]
    for h in first_board.hexes():
        around = first_board.neighbours(h)
        assert all(h in first_board.neighbours(n) for n in around)
        inner = 0 < h[0] < SIZE - 1 and 0 < h[1] < SIZE - 1
        assert len(around) == 6 or not inner


def test_the_four_slots(cat):
    """Top-left, top-right, bottom-left, bottom-right: +10 rows below, +10 cols right."""
    names = ("barn", "farm", "harbor", "oasis")
    board = build_board([(cat.sections[n], False) for n in names])
    assert len(board.cells) == 400 and board.hexes()[:2] == [(0, 0), (0, 1)]
    for slot, (top, left) in enumerate(((0, 0), (0, 10), (10, 0), (10, 10))):
        rows = cat.sections[names[slot]].rows
        assert board.cells[(top + 3, left + 7)] == rows[3][7]
        assert board.section_of[(top + 9, left + 9)] == slot
    assert board.locations[(2, 6)] == "barn" and board.locations[(1, 17)] == "farm"


def test_a_section_turned_180_degrees(cat):
    """Turned, (r, c) lands on (9 - r, 9 - c), in whichever slot the section lies."""
    tavern = cat.sections["tavern"]
    others = [(cat.sections[n], False) for n in ("barn", "farm", "harbor")]
    board = build_board([*others, (tavern, True)])
    assert turned((3, 3)) == (6, 6)
    assert board.cells[(16, 16)] == "K"  # the castle at (3, 3)
    assert board.cells[(10, 10)] == tavern.rows[9][9]
    assert board.locations[(13, 17)] == "tavern" and board.locations[(13, 12)] == "tavern"
    assert (16, 16) in board.castles() and (13, 13) not in board.castles()


def test_turning_keeps_neighbours_neighbours(cat):
    """Turning swaps odd and even rows and still gives a valid odd-r grid: two hexes
    next to each other upright are next to each other turned."""
    upright = build_board([(cat.sections["oracle"], False)] * 4)
    for h in upright.hexes():
        if h[0] < 10 and h[1] < 10:
            for n in upright.neighbours(h):
                if n[0] < 10 and n[1] < 10:
                    assert turned(n) in upright.neighbours(turned(h))


def test_the_edge_is_the_outer_ring_not_the_seams(first_board):
    assert first_board.on_edge((0, 5)) and first_board.on_edge((19, 3))
    assert first_board.on_edge((7, 19)) and first_board.on_edge((12, 0))
    assert not first_board.on_edge((9, 9)) and not first_board.on_edge((10, 10))
    assert sum(first_board.on_edge(h) for h in first_board.hexes()) == 76


def test_rows_are_horizontal_lines(first_board):
    assert first_board.row(4) == [(4, c) for c in range(20)]


def test_straight_lines_in_the_six_axial_directions(first_board):
    """East, north-east, north-west, west, south-west, south-east; each step a neighbour."""
    assert first_board.line((5, 5), 0, 2) == [(5, 6), (5, 7)]
    assert first_board.line((5, 5), 5, 2) == [(6, 6), (7, 6)]
    assert first_board.line((5, 5), 4, 2) == [(6, 5), (7, 4)]
    assert first_board.line((5, 5), 1, 2) == [(4, 6), (3, 6)]
    assert first_board.line((5, 5), 2, 2) == [(4, 5), (3, 4)]
    for h in ((4, 4), (5, 5), (0, 19)):
        for d in range(6):
            path = [h, *first_board.line(h, d, 3)]
            assert all(b in first_board.neighbours(a) for a, b in zip(path, path[1:], strict=False))
            for step, p in enumerate(path):
                back = first_board.line(p, (d + 3) % 6, step)
                assert back[-1:] == ([h] if step else [])


def test_a_line_stops_at_the_edge(first_board):
    assert first_board.line((0, 0), 2, 3) == []
    assert first_board.line((1, 17), 0, 5) == [(1, 18), (1, 19)]


def test_the_first_game_layout(first_board, cat):
    """README §4: Tavern, Paddock, Oasis, Farm (top-left to bottom-right), upright."""
    assert first_board.castles() == [(3, 3), (7, 15), (11, 11), (17, 1)]
    assert first_board.locations == {
        (6, 2): "tavern", (6, 7): "tavern", (2, 18): "paddock", (6, 11): "paddock",
        (12, 7): "oasis", (17, 5): "oasis", (11, 17): "farm", (15, 12): "farm",
    }  # fmt: skip
    assert first_board.cells[(3, 8)] == first_board.cells[(3, 9)] == "M"  # README §7


def test_every_layout_is_reachable_from_the_set_up(cat):
    """8 * 7 * 6 * 5 ordered choices of sections times 2^4 turns: 26,880 numbers give
    26,880 different layouts, and the set-up draws one number below 26,880."""
    names = list(cat.sections)
    assert LAYOUTS == 8 * 7 * 6 * 5 * 2**4 == 26_880
    layouts = {layout_of(i, names) for i in range(LAYOUTS)}
    assert len(layouts) == LAYOUTS
    assert all(len({n for n, _ in lay}) == 4 for lay in layouts)

    class Counting:
        asked: list[int] = []

        def below(self, n: int) -> int:
            self.asked.append(n)
            return n - 1

    drawn = Counting()
    assert random_layout(drawn, names) == layout_of(LAYOUTS - 1, names)
    assert drawn.asked == [LAYOUTS]
