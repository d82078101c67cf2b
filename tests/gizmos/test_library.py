"""Gizmos from the library: an unfinished Gizmos game is taken up on Gizmos' window
whichever way it is chosen (Continue, or the list of unfinished games that Oh My
Goods!'s window shows), never refused by another game's window."""

from __future__ import annotations

import pytest

from omg_desktop.seating import Seat
from tests.games.library import open_library, taken_up_on_its_own_window

pytestmark = pytest.mark.timeout(60)


def test_an_unfinished_gizmos_game_chosen_on_another_games_window_opens_on_its_own(qtbot, tmp_path):
    seats = (Seat.human("Ana"), Seat.computer("Bot", "random"))
    lib = open_library(qtbot, tmp_path)
    taken_up_on_its_own_window(qtbot, lib, "gizmos", "Gizmos", seats)


def test_confirm_each_piece_is_offered_where_the_games_table_asks_it(qtbot, tmp_path):
    library = open_library(qtbot, tmp_path)
    for game, offered in (("gizmos", True), ("ohmygoods", False)):
        win = library.game_window(game)
        assert win.menus.confirm.isVisible() == offered, game
