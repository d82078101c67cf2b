"""Kingdom Builder's first lesson at the real window: the coach rings the hexes and
tiles a step names and waits for the learner's click on them (through the table's
viewport), says a kind word to another hex, the scripted opponent answers from its
view, and Do it for me plays the step's move to the lesson's end."""

from __future__ import annotations

import pytest

from omg_desktop.ui.lessons.launcher import progress_of, start_lesson
from tests.games.coach import moves, ready
from tests.games.window import click, open_window

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def win(kb, qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, "kingdom_builder")
    yield window
    if window.controller is not None:
        window.controller.shutdown()


def test_the_coach_walks_a_newcomer_through_the_first_builds_on_the_board(qtbot, win):
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    assert [s.name for s in win.controller.seats] == ["Ana", "Bruno"]
    board, you = coach.layer.groups
    assert len(board) == 400 and you == [("label", "player", 0)]
    assert "Welcome to Kingdom Builder" in coach.text()
    for step in ("welcome", "cards", "terrain"):
        ready(qtbot, win, step).panel.next_button.click()

    coach = ready(qtbot, win, "build_tavern")
    # one ring, on the hex to click (a playtest: a second on the Tavern location beside
    # it, while the words said "click the ringed one"); the words name the location
    assert coach.layer.groups == [[("hex", 7, 7)]]
    assert "Tavern location" in coach.text()
    click(qtbot, win, ("hex", 9, 9))  # another grass hex: a kind word, nothing played
    assert "ringed grass hex" in coach.aside
    assert moves(win) == []
    click(qtbot, win, ("hex", 7, 7))
    coach = ready(qtbot, win, "took_tavern")
    assert moves(win) == ["build 7.7"]
    [tile], hex_ring = coach.layer.groups
    assert tile[0] == "tile" and win.scene.items_by_key[tile].placement.data["kind"] == "tavern"
    assert hex_ring == [("hex", 6, 7)]
    coach.panel.next_button.click()

    coach = ready(qtbot, win, "adjacent")
    assert ("hex", 7, 8) in win.panel.marks().highlight  # only hexes touching it glow
    assert ("hex", 9, 9) not in win.panel.marks().highlight
    click(qtbot, win, ("hex", 7, 8))
    coach = ready(qtbot, win, "knights_row")
    click(qtbot, win, ("hex", 7, 9))
    coach = ready(qtbot, win, "knights_gold")
    coach.panel.next_button.click()
    coach = ready(qtbot, win, "end_turn")
    coach.panel.skip_button.click()  # Do it for me: End the turn

    coach = ready(qtbot, win, "second_turn")  # the scripted opponent built meanwhile
    assert moves(win) == [
        "build 7.7", "build 7.8", "build 7.9", "end",
        "build 12.8", "build 13.8", "build 13.7", "end",
    ]  # fmt: skip
    coach.panel.next_button.click()
    coach = ready(qtbot, win, "tavern")
    [tile], _hex = coach.layer.groups
    click(qtbot, win, tile)  # the Tavern tile chosen: its hexes glow
    assert ("hex", 7, 10) in win.panel.marks().highlight
    click(qtbot, win, ("hex", 7, 10))
    coach = ready(qtbot, win, "merchants")
    assert moves(win)[-1] == "use tavern 7.10"


def test_do_it_for_me_plays_the_lesson_to_its_end_and_the_learner_wins(qtbot, win):
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    coach.jump(coach.lesson.index_of("end_near"))
    coach = ready(qtbot, win, "end_near")
    assert coach.layer.groups[0] == [("supply", 0)]
    coach.panel.next_button.click()
    for step in ("oasis_row", "tavern_water", "last", "end_last"):
        ready(qtbot, win, step).panel.skip_button.click()
    coach = ready(qtbot, win, "scores")
    assert win.controller.is_over
    assert moves(win)[-4:] == ["build 0.17", "build 0.18", "build 0.19", "end"]
    coach.panel.next_button.click()  # the last words read: the lesson is finished
    qtbot.waitUntil(lambda: win.coach is None)
    assert progress_of(win).finished("first_game")
