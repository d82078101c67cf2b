"""The ten Kingdom Builder cards and the castles on small hand-built boards.

Source: the seed is cut off before the cards, so each rule is the standard one as the
facts' README §5 "The 10 Kingdom Builder cards" [std] words it (quoted per test); the
decisions on its §8 are in docs/games/kingdom_builder/scoring.md.

Boards are drawn row by row in the odd-r layout (odd rows sit half a hex to the right,
drawn indented): on an even row r, hex (r, c) touches (r±1, c-1) and (r±1, c); on an
odd row, (r±1, c) and (r±1, c+1); and (r, c±1) on both.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.rules.board import Board, Section, build_board
from omg_desktop.games.kingdom_builder.rules.scoring import (
    CARDS,
    CASTLE_GOLD,
    areas,
    castles,
    citizens,
    discoverers,
    farmers,
    fishermen,
    gain,
    hermits,
    knights,
    lords,
    merchants,
    miners,
    running,
    score,
    total,
    workers,
)


def board(*rows: str, sections: tuple[str, ...] = (), kind: str = "tavern") -> Board:
    """A small board from its rows of letters (spaces ignored); ``sections`` gives each
    hex's section as digits in the same shape (all 0 when not given)."""
    cells, section_of, locations = {}, {}, {}
    for r, line in enumerate(rows):
        for c, letter in enumerate(line.replace(" ", "")):
            cells[(r, c)] = letter
            section_of[(r, c)] = int(sections[r].replace(" ", "")[c]) if sections else 0
            if letter == "L":
                locations[(r, c)] = kind
    return Board(cells, section_of, locations)


def seats(*groups: list[tuple[int, int]]) -> dict[tuple[int, int], int]:
    """Settlements: the hexes of seat 0, then of seat 1, ..."""
    return {h: seat for seat, hexes in enumerate(groups) for h in hexes}


OPEN = board(
    "G G G G G G",
    " G G G G G G",
    "G G G G G G",
    " G G G G G G",
)


def test_the_drawn_geometry_is_the_boards():
    assert sorted(OPEN.neighbours((2, 2))) == [(1, 1), (1, 2), (2, 1), (2, 3), (3, 1), (3, 2)]
    assert sorted(OPEN.neighbours((1, 2))) == [(0, 2), (0, 3), (1, 1), (1, 3), (2, 2), (2, 3)]


def test_no_settlements_score_nothing_on_any_card():
    empty: dict[tuple[int, int], int] = {}
    gold = score(OPEN, empty, list(CARDS), 0)
    assert gold == {**dict.fromkeys(CARDS, 0), "castles": 0}


def test_a_player_with_no_settlements_scores_nothing_beside_others():
    others = seats([], [(0, 0), (1, 1), (3, 5)])
    assert score(OPEN, others, list(CARDS), 0) == {**dict.fromkeys(CARDS, 0), "castles": 0}


# Fishermen: "1 gold per settlement of yours next to at least one water hex. A settlement
# standing *on* water (via Harbor) does not count."
WET = board(
    "G W G G",
    " G G G M",
    "W W G G",
)


def test_fishermen_count_settlements_next_to_water():
    # (0,0) touches the water (0,1); (1,1) touches (0,1), (2,1) and (2,2)... only once;
    # (1,3) touches no water; (2,0) stands on water.
    mine = seats([(0, 0), (1, 1), (1, 3), (2, 0)], [(0, 2)])
    assert fishermen(WET, mine, 0) == 2
    assert fishermen(WET, mine, 1) == 1  # (0,2) touches the water (0,1)


def test_fishermen_do_not_count_a_settlement_on_water_even_beside_water():
    assert fishermen(WET, seats([(2, 1)]), 0) == 0  # on water, touching the water (2,0)


# Miners: "1 gold per settlement of yours next to at least one mountain hex".
HILLS = board(
    "G M G G",
    " G G M G",
    "G W G G",
)


def test_miners_count_each_settlement_next_to_a_mountain_once():
    # (0,2) touches both mountains (0,1) and (1,2); (2,2) touches (1,2); (2,0) touches
    # none (water and grass around it); (1,0) touches (0,1).
    mine = seats([(0, 2), (2, 2), (2, 0), (1, 0)])
    assert miners(HILLS, mine, 0) == 3
    assert sorted(HILLS.neighbours((0, 3))) == [(0, 2), (1, 2), (1, 3)]
    assert miners(HILLS, seats([(0, 3)]), 0) == 1  # the mountain (1,2)


def test_water_is_not_a_mountain():
    assert miners(HILLS, seats([(2, 0)]), 0) == 0


# Workers: "1 gold per settlement of yours next to at least one location hex or castle hex".
WORK = board(
    "G L G G",
    " G K G M",
    "G G G G",
)


def test_workers_count_settlements_next_to_a_location_or_a_castle():
    # (0,0) touches L (0,1); (0,2) touches L (0,1) and K (1,1): once; (2,2) touches
    # K (1,1); (0,3) touches only the mountain (1,3) and grass.
    mine = seats([(0, 0), (0, 2), (2, 2), (0, 3)])
    assert workers(WORK, mine, 0) == 3


def test_workers_do_not_count_mountains_or_other_players():
    assert workers(WORK, seats([(2, 3)], [(0, 0)]), 0) == 0  # (2,3) touches (1,3) M only


# Castles: "3 gold for each castle hex with at least one of your settlements next to it".
KEEP = board(
    "G K G G K",
    " G G G G G",
    "G G G G G",
)


def test_a_castle_pays_once_however_many_settlements_touch_it():
    assert castles(KEEP, seats([(0, 0), (0, 2), (1, 0)]), 0) == 3


def test_each_touched_castle_pays_and_two_players_share_a_castle():
    both = seats([(0, 0), (0, 3)], [(0, 2)])
    assert castles(KEEP, both, 0) == 6
    assert castles(KEEP, both, 1) == 3  # (0,2) touches the castle (0,1) too


def test_castles_are_scored_beside_the_cards():
    gold = score(KEEP, seats([(0, 0)]), ["hermits"], 0)
    assert list(gold) == ["hermits", "castles"]
    assert gold == {"hermits": 1, "castles": 3}


# Merchants: "4 gold for each location or castle hex that is joined, through an unbroken
# group of your adjacent settlements, to at least one *other* location or castle hex".
ROAD = board(
    "L G G G K",
    " G G G G G",
    "K G G G L",
)


def test_merchants_pay_for_two_hexes_joined_by_one_area():
    line = seats([(0, 1), (0, 2), (0, 3)])  # touches L (0,0) and K (0,4)
    assert merchants(ROAD, line, 0) == 8


def test_merchants_pay_nothing_for_one_hex_or_for_hexes_in_separate_areas():
    assert merchants(ROAD, seats([(0, 1), (0, 2)]), 0) == 0  # only L (0,0)
    apart = seats([(0, 1), (0, 3)])  # each touches one special hex; (0,2) is empty
    assert merchants(ROAD, apart, 0) == 0


def test_merchants_do_not_link_through_another_players_settlement():
    blocked = seats([(0, 1), (0, 3)], [(0, 2)])
    assert merchants(ROAD, blocked, 0) == 0


def test_a_single_settlement_touching_two_special_hexes_links_them():
    two = board(
        "L G K",
        " G G G",
    )
    assert merchants(two, seats([(0, 1)]), 0) == 8
    assert workers(two, seats([(0, 1)]), 0) == 1  # one settlement, counted once


def test_merchants_count_each_hex_once_and_all_hexes_of_an_area():
    # One area along the top links L (0,0) and K (0,4); a second one, the lone (1,4),
    # links K (0,4) again to L (2,4): K counts once, 3 hexes in all.
    assert sorted(ROAD.neighbours((1, 4))) == [(0, 4), (1, 3), (2, 4)]
    two_areas = seats([(0, 1), (0, 2), (0, 3), (1, 4)])
    assert len(areas(ROAD, two_areas, 0)) == 2
    assert merchants(ROAD, two_areas, 0) == 12
    # One area touching all four: L (0,0), K (2,0) by (2,1), K (0,4), L (2,4).
    snake = seats([(0, 1), (1, 1), (2, 1), (0, 2), (0, 3), (1, 3), (1, 4)])
    assert len(areas(ROAD, snake, 0)) == 1
    assert merchants(ROAD, snake, 0) == 16


# Discoverers: "1 gold for each board row (of 20) holding at least one of your settlements".
def test_discoverers_count_rows_with_a_settlement():
    assert discoverers(OPEN, seats([(0, 0), (0, 5), (2, 3)]), 0) == 2  # rows 0 and 2
    assert discoverers(OPEN, seats([(0, 0), (1, 0), (2, 0), (3, 0)]), 0) == 4
    assert discoverers(OPEN, seats([], [(1, 1)]), 0) == 0


# Knights: "2 gold per settlement of yours in the one board row that holds the most of
# your settlements".
def test_knights_pay_for_the_fullest_row_only():
    mine = seats([(1, 0), (1, 2), (1, 4), (3, 0), (3, 1), (0, 0)])
    assert knights(OPEN, mine, 0) == 6  # row 1 holds 3


def test_knights_with_two_rows_tied_pay_once():
    assert knights(OPEN, seats([(0, 0), (0, 1), (2, 0), (2, 5)]), 0) == 4


def test_knights_do_not_count_others_in_the_row():
    assert knights(OPEN, seats([(0, 0)], [(0, 1), (0, 2), (0, 3)]), 0) == 2


# Hermits: "1 gold for each separate group of your settlements; a lone settlement is a
# group". Citizens: "1 gold per 2 settlements (round down) in your largest group".
# "Group" = settlements linked by adjacency.
SPLIT = board(
    "G G W G G G",
    " G G W G G G",
    "G G W G G G",
)


def test_hermits_count_areas_and_lone_settlements():
    # (0,0)-(1,0) touch (odd row 1 reaches (0,0) and (0,1)); (0,4) alone; (2,3)
    # alone; water between the left and the right.
    mine = seats([(0, 0), (1, 0), (0, 4), (2, 3)])
    assert hermits(SPLIT, mine, 0) == 3


def test_an_area_is_linked_by_settlements_only():
    # (0,1) and (0,3) both touch the water (0,2) but not each other; another player's
    # settlement between two of mine does not join them.
    assert hermits(SPLIT, seats([(0, 1), (0, 3)]), 0) == 2
    assert hermits(OPEN, seats([(0, 0), (0, 2)], [(0, 1)]), 0) == 2


def test_a_settlement_on_water_links_its_area():
    # Moved onto the water (1,2) by the Harbor, it joins (1,1) and (1,3).
    assert hermits(SPLIT, seats([(1, 1), (1, 2), (1, 3)]), 0) == 1


def test_citizens_pay_half_the_largest_area_rounded_down():
    big = seats([(0, 3), (0, 4), (0, 5), (1, 3), (1, 4), (0, 0)])  # 5 and 1
    assert citizens(SPLIT, big, 0) == 2
    assert citizens(SPLIT, seats([(0, 0)]), 0) == 0
    assert citizens(SPLIT, seats([(0, 0), (1, 0), (0, 4), (0, 5)]), 0) == 1  # 2 and 2


# Lords: "For each of the 4 sections: the player(s) with the most settlements there get
# 12 gold each; the player(s) with the next-highest number get 6 each. A player with no
# settlement in a section scores nothing there" (our decision, see the doc).
FOUR = board(
    "G G G G G G",
    " G G G G G G",
    "G G G G G G",
    " G G G G G G",
    sections=("000111", "000111", "222333", "222333"),
)


def test_lords_give_12_to_the_most_and_6_to_the_next():
    game = seats([(0, 0), (0, 1)], [(1, 0)], [])
    assert [lords(FOUR, game, s) for s in range(3)] == [12, 6, 0]


def test_lords_ties_for_the_most_all_get_12_and_the_next_number_gets_6():
    game = seats([(0, 0), (0, 1)], [(1, 0), (1, 1)], [(0, 2)])  # 2, 2, 1 in section 0
    assert [lords(FOUR, game, s) for s in range(3)] == [12, 12, 6]


def test_lords_ties_for_the_next_number_all_get_6():
    game = seats([(0, 0), (0, 1), (0, 2)], [(1, 0)], [(1, 1)])  # 3, 1, 1
    assert [lords(FOUR, game, s) for s in range(3)] == [12, 6, 6]


def test_lords_third_place_gets_nothing_and_sections_add_up():
    game = seats([(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (3, 5)], [(1, 2)])  # 3, 2, 1
    assert [lords(FOUR, game, s) for s in range(3)] == [12, 6 + 12, 0]


def test_lords_give_nothing_in_a_section_without_the_players_settlements():
    # Seat 1 has none in section 0, where seat 0 has 2: it does not come "second" there
    # with 0, nor does anyone score in the empty sections 2 and 3.
    game = seats([(0, 0), (0, 1)], [(0, 4)])
    assert lords(FOUR, game, 0) == 12
    assert lords(FOUR, game, 1) == 12  # alone in section 1
    assert lords(FOUR, {}, 0) == 0


# Farmers: "3 gold per settlement of yours in the section where you have the fewest
# settlements (0 if you have none in some section)".
def test_farmers_pay_for_the_emptiest_section():
    everywhere = seats([(0, 0), (0, 1), (0, 3), (2, 0), (2, 1), (3, 5), (2, 4)])
    assert farmers(FOUR, everywhere, 0) == 3  # 2, 1, 2, 2: the 1 of section 1
    even = seats([(0, 0), (1, 0), (0, 3), (1, 3), (2, 0), (3, 0), (2, 3), (3, 3)])
    assert farmers(FOUR, even, 0) == 6  # 2 in each: a tie changes nothing


def test_farmers_pay_nothing_while_a_section_is_empty():
    assert farmers(FOUR, seats([(0, 0), (0, 3), (2, 0)]), 0) == 0  # none in section 3
    assert farmers(FOUR, {}, 0) == 0


def _plain(name: str) -> Section:
    return Section(name, ("G" * 10,) * 10, "farm", (), ())


def test_the_whole_board_has_four_sections_and_twenty_rows():
    """On a real 20 x 20 board: one settlement in each slot, the rows 0 and 19."""
    full = build_board([(_plain(str(i)), i % 2 == 1) for i in range(4)])
    corners = seats([(0, 0), (0, 19), (19, 0), (19, 19)])
    assert farmers(full, corners, 0) == 3
    assert lords(full, corners, 0) == 48
    assert discoverers(full, corners, 0) == 2
    assert knights(full, corners, 0) == 4
    assert hermits(full, corners, 0) == 4


def test_running_is_the_score_now_and_adds_up():
    game = seats([(0, 1), (0, 2), (0, 3)], [(2, 1)])
    cards = ["merchants", "knights", "fishermen"]
    assert running(ROAD, game, cards, 0) == score(ROAD, game, cards, 0)
    gold = score(ROAD, game, cards, 0)
    assert gold == {"merchants": 8, "knights": 6, "fishermen": 0, "castles": 3}
    assert total(gold) == 17


def test_gain_is_what_one_more_settlement_is_worth_per_card():
    game = seats([(0, 1), (0, 2)])  # touches L (0,0) only
    cards = ["merchants", "hermits", "citizens"]
    assert gain(ROAD, game, cards, 0, (0, 3)) == {
        "merchants": 8,  # now linked to K (0,4)
        "hermits": 0,
        "citizens": 0,  # 2 // 2 and 3 // 2 are both 1
        "castles": 3,
    }


def test_gain_refuses_an_occupied_hex():
    with pytest.raises(ValueError, match="already holds"):
        gain(ROAD, seats([(0, 1)]), ["hermits"], 0, (0, 1))


def test_an_unknown_card_is_named_in_the_error():
    with pytest.raises(ValueError, match="'pirates'"):
        score(OPEN, {}, ["knights", "pirates"], 0)


def test_every_card_of_the_data_is_scored_and_the_castles_pay_as_the_data_says(cat):
    assert tuple(CARDS) == cat.cards
    assert cat.castle_gold == CASTLE_GOLD
    assert castles(KEEP, seats([(0, 0)]), 0, gold=5) == 5
    assert score(KEEP, seats([(0, 0)]), [], 0, castle_gold=5) == {"castles": 5}


def test_the_first_games_cards_on_the_first_games_board(cat, first_board):
    """The Tavern section's Tavern hex (6,2) with water around it; the Paddock's castle
    (7,15)."""
    assert first_board.locations[(6, 2)] == "tavern" and first_board.cells[(7, 15)] == "K"
    game = seats([(5, 2), (6, 3)], [(7, 16)])
    # (5,2) touches the water (4,2), (6,3) the water (6,4); both touch the Tavern hex, the
    # only location or castle their area reaches: no Merchants gold.
    assert score(first_board, game, cat.first_game_cards, 0) == {
        "fishermen": 2,
        "knights": 2,
        "merchants": 0,
        "castles": 0,
    }
    assert score(first_board, game, cat.first_game_cards, 1)["castles"] == 3
