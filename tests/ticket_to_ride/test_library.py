"""Ticket to Ride in the library: its tile with its picture, New game from the tile opens
its own window at the New game dialog (2 to 5 seats, the four computers) and a game
starts on the map; an unfinished game is taken up on Ticket to Ride's window whichever
window it is chosen on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from omg_desktop.seating import Seat
from omg_desktop.ui.dialogs.new_game import NewGameDialog
from omg_desktop.ui.library.picture import picture, picture_path
from omg_desktop.ui.library.tile import NEW
from tests.games.library import open_library, taken_up_on_its_own_window

from .test_window import settled

pytestmark = pytest.mark.timeout(90)
GAME = "ticket_to_ride"


def test_its_tile_shows_its_picture_and_new_game_starts_one_on_the_map(qtbot, tmp_path, cat):
    lib = open_library(qtbot, tmp_path)
    lib.resize(1100, 760)
    lib.show()
    qtbot.waitExposed(lib)
    tile = lib.screen_.tiles[GAME]
    assert tile.title.text() == "Ticket to Ride"
    assert tile.facts.text() == "2–5 players · 30–60 minutes"
    assert picture_path(GAME).is_file()
    image = picture(GAME, "Ticket to Ride", QSize(160, 110)).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 160, 8) for y in range(0, 110, 8)}
    assert len(colours) > 6  # a drawn picture, not a plain one
    tile.buttons[NEW].click()
    win = lib.windows[GAME]
    qtbot.waitUntil(lambda: win.isVisible(), timeout=10000)

    def dialog():
        found = [w for w in win.findChildren(NewGameDialog) if w.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: dialog() is not None, timeout=10000)
    dlg = dialog()
    assert (dlg.players.minimum(), dlg.players.maximum()) == (2, 5)
    levels = [dlg.rows[1].level.itemData(i) for i in range(dlg.rows[1].level.count())]
    assert levels[:4] == ["random", "greedy", "heuristic", "montecarlo"]
    with qtbot.waitSignal(win.games.started, timeout=10000):
        dlg.accept()
    c = win.controller
    assert c is not None and c.record.game == GAME
    settled(qtbot, win)
    routes = {k[1] for k in win.scene.items_by_key if k[0] == "route"}
    assert routes == set(cat.routes)
    c.shutdown()


def test_an_unfinished_game_chosen_on_another_games_window_opens_on_its_own(qtbot, tmp_path):
    seats = (Seat.human("Ana"), Seat.computer("Bot", "random"), Seat.computer("Cy", "greedy"))
    lib = open_library(qtbot, tmp_path)
    taken_up_on_its_own_window(qtbot, lib, GAME, "Ticket to Ride", seats)
