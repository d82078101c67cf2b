"""Kingdom Builder in the library: its tile with its picture, New game from the tile opens
its own window at the New game dialog and a game starts on the board; an unfinished
game is taken up on Kingdom Builder's window whichever window it is chosen on."""

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


def test_its_tile_shows_its_picture_and_new_game_starts_one_on_the_board(qtbot, tmp_path):
    lib = open_library(qtbot, tmp_path)
    lib.resize(1100, 760)
    lib.show()
    qtbot.waitExposed(lib)
    tile = lib.screen_.tiles["kingdom_builder"]
    assert tile.title.text() == "Kingdom Builder"
    assert picture_path("kingdom_builder").is_file()
    image = picture("kingdom_builder", "Kingdom Builder", QSize(160, 110)).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, 160, 8) for y in range(0, 110, 8)}
    assert len(colours) > 6  # a drawn picture, not a plain one
    tile.buttons[NEW].click()
    win = lib.windows["kingdom_builder"]
    qtbot.waitUntil(lambda: win.isVisible(), timeout=10000)

    def dialog():
        found = [w for w in win.findChildren(NewGameDialog) if w.isVisible()]
        return found[0] if found else None

    qtbot.waitUntil(lambda: dialog() is not None, timeout=10000)
    with qtbot.waitSignal(win.games.started, timeout=10000):
        dialog().accept()
    c = win.controller
    assert c is not None and c.record.game == "kingdom_builder"
    settled(qtbot, win)
    hexes = [k for k in win.scene.items_by_key if k[0] == "hex"]
    assert len(hexes) == 400
    c.shutdown()


def test_an_unfinished_game_chosen_on_another_games_window_opens_on_its_own(qtbot, tmp_path):
    seats = (Seat.human("Ana"), Seat.computer("Bot", "random"))
    lib = open_library(qtbot, tmp_path)
    taken_up_on_its_own_window(qtbot, lib, "kingdom_builder", "Kingdom Builder", seats)
