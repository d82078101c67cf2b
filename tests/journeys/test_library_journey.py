"""The library's journey through the real program: start -> the library -> New game ->
play -> quit -> start again -> the library's Continue takes the game up where it was."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry

from .home import Home

pytestmark = pytest.mark.timeout(600)

SEATS = [("Ana", "human", None), ("Bruno", "computer", "random")]


def test_a_game_begun_from_the_library_is_continued_from_it_after_a_restart(tmp_path):
    home = Home(tmp_path)
    first = home.run("library_new_game", seats=SEATS, ruleset="bigbox", seed="7", rounds=1)
    assert first["questions"] == ["LessonOffer"]  # a first start offers the lesson over it
    assert first["library"] == {
        "tiles": [info.title("en") for info in registry.GAMES],  # a tile per game
        "continue": None,  # nothing to go on with yet
        "visible": True,
        "game_window_visible": False,
    }
    assert first["game_window_visible"]
    quit_at = first["quit_at"]
    assert quit_at["round"] == 2 and not quit_at["over"]

    second = home.run("library_continue")
    line = second["library"]["continue"]
    assert line.startswith("Oh My Goods!: Ana, Bruno") and "round 2" in line, line
    assert second["library"]["visible"] and not second["library"]["game_window_visible"]
    assert second["resumed"] == quit_at  # the same game, at the same step
    assert second["game_window_visible"]
