"""A game of the box in the library, in the tests: the library opened in English without
animation (:func:`open_library`), and an unfinished game taken up on its own window when
it is chosen on Oh My Goods!'s (:func:`taken_up_on_its_own_window`)."""

from __future__ import annotations

from collections.abc import Sequence

from omg_desktop.seating import Seat
from omg_desktop.seating.config import GameConfig
from omg_desktop.ui import launch
from omg_desktop.ui.settings import Settings
from omg_desktop.ui.start_offers import start_offers
from tests.games.window import settled


def open_library(qtbot, tmp_path):
    """The program's library over a settings file in ``tmp_path``: English, no animation."""
    settings = Settings(path=tmp_path / "settings.ini")
    settings.language, settings.animation_speed = "en", 0
    settings.sync()
    _app, lib = launch._library(tmp_path / "settings.ini")
    qtbot.addWidget(lib)
    return lib


def taken_up_on_its_own_window(qtbot, lib, game: str, title: str, seats: Sequence[Seat]) -> None:
    """A game of ``game`` started on its window and closed (it stays in the autosave) is
    offered on Oh My Goods!'s window as ``title: Ana…``; taken there, it comes back on its
    own window at the same step, and Oh My Goods!'s window stays empty and hidden."""
    win = lib.game_window(game)
    win.games.start_game(GameConfig(tuple(seats), "standard", 5))
    qtbot.waitUntil(lambda: win.controller is not None and win.controller.awaiting_human())
    steps = list(win.controller.record.steps)
    win.close_game()  # the game stays in the autosave
    omg = lib.game_window("ohmygoods")
    offers = start_offers(omg.games)  # what Oh My Goods!'s start question lists
    assert offers and offers[0].game == game
    assert offers[0].line.startswith(f"{title}: Ana")
    omg.show()
    offers[0].take()  # chosen there
    qtbot.waitUntil(lambda: win.controller is not None)
    settled(qtbot, win)
    assert win.controller.record.steps == steps and win.isVisible()
    assert omg.controller is None and not omg.isVisible()
    win.controller.shutdown()
