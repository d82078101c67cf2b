"""Gizmos from the library: an unfinished Gizmos game is taken up on Gizmos' window
whichever way it is chosen (Continue, or the list of unfinished games that Oh My
Goods!'s window shows), never refused by another game's window."""

from __future__ import annotations

import pytest

from omg_desktop.seating import Seat
from omg_desktop.seating.config import GameConfig
from omg_desktop.ui import launch
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.start_offers import start_offers

from .test_table import settled

pytestmark = pytest.mark.timeout(60)


def test_an_unfinished_gizmos_game_chosen_on_another_games_window_opens_on_its_own(qtbot, tmp_path):
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0
    settings.sync()
    _app, library = launch._library(tmp_path / "settings.ini")
    qtbot.addWidget(library)
    gizmos = library.game_window("gizmos")
    seats = (Seat.human("Ana"), Seat.computer("Bot", "random"))
    gizmos.games.start_game(GameConfig(seats, "standard", 5))
    qtbot.waitUntil(lambda: gizmos.controller is not None and gizmos.controller.awaiting_human())
    steps = list(gizmos.controller.record.steps)
    gizmos.close_game()  # the game stays in the autosave
    omg = library.game_window("ohmygoods")
    offers = start_offers(omg.games)  # what Oh My Goods!'s start question lists
    assert offers and offers[0].game == "gizmos" and offers[0].line.startswith("Gizmos: Ana")
    omg.show()
    offers[0].take()  # chosen there
    qtbot.waitUntil(lambda: gizmos.controller is not None)
    settled(qtbot, gizmos)
    assert gizmos.controller.record.steps == steps and gizmos.isVisible()
    assert omg.controller is None and not omg.isVisible()
    gizmos.controller.shutdown()


def test_confirm_each_piece_is_offered_where_the_games_table_asks_it(qtbot, tmp_path):
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0
    settings.sync()
    _app, library = launch._library(tmp_path / "settings.ini")
    qtbot.addWidget(library)
    for game, offered in (("gizmos", True), ("ohmygoods", False)):
        win = library.game_window(game)
        assert win.menus.confirm.isVisible() == offered, game
