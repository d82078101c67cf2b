"""Ticket to Ride's first lesson at the real window: the coach rings the face-up card, the
deck and the route a step names and waits for the learner's click on them (through the
table's viewport), says a kind word to another click and plays nothing, the panel's
Place the trains claims the ringed route, the scripted opponent answers from its view,
and Do it for me plays the step's move to the lesson's end, the log telling the end."""

from __future__ import annotations

import pytest

from omg_desktop.ui.lessons.launcher import progress_of, start_lesson
from tests.games.coach import moves, ready
from tests.games.window import click, open_window, settled

pytestmark = pytest.mark.timeout(180)


@pytest.fixture
def win(ttr, qtbot, tmp_path):
    window = open_window(qtbot, tmp_path, "ticket_to_ride")
    yield window
    if window.controller is not None:
        window.controller.shutdown()


def test_the_coach_walks_a_newcomer_through_cards_routes_and_tickets(qtbot, win):
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    assert [s.name for s in win.controller.seats] == ["Ana", "Bruno"]
    assert coach.layer.groups == [[("board",)], [("label", "player", 0)]]
    assert "Welcome to Ticket to Ride" in coach.text()
    for step in ("welcome", "tickets", "turn"):
        ready(qtbot, win, step).panel.next_button.click()

    coach = ready(qtbot, win, "draw_red")
    assert coach.layer.groups == [[("face", 1)]]
    click(qtbot, win, ("deck",))  # the deck is a legal draw, but not this step's
    assert "ringed Red card" in coach.aside and moves(win) == []
    click(qtbot, win, ("face", 1))
    coach = ready(qtbot, win, "draw_deck")
    assert moves(win) == ["draw face 1"]
    assert coach.layer.groups == [[("deck",)], [("face", 2)]]
    click(qtbot, win, ("deck",))

    coach = ready(qtbot, win, "claim_grey")  # the opponent took the face-up Locomotive
    assert moves(win) == ["draw face 1", "draw deck", "draw face 2"]
    assert coach.layer.groups[0] == [("route", "r039", 0), ("route", "r039", 1)]
    click(qtbot, win, ("route", "r039", 0))
    assert win.panel.route == "r039" and moves(win)[-1] == "draw face 2"  # asks first
    win.panel.place.click()
    ready(qtbot, win, "claimed")
    assert moves(win)[-1] == "claim r039 red 0"


def test_do_it_for_me_plays_the_lesson_to_its_end_and_the_log_tells_the_end(qtbot, win):
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    for _ in range(60):
        settled(qtbot, win)
        coach = win.coach
        step = coach.stop.step
        if step.id == "scores":
            break
        if step.kind != "opponent":  # the opponent's steps play by themselves
            button = coach.panel.next_button if step.kind == "read" else coach.panel.skip_button
            qtbot.waitUntil(button.isEnabled)
            button.click()
        qtbot.waitUntil(lambda was=step.id: win.coach.stop.step.id != was)
    assert win.coach.stop.step.id == "scores"
    assert win.controller.is_over
    lines = [win.log_model.index(i).data() for i in range(win.log_model.rowCount())]
    assert any(line.startswith("Ana completed 2 ticket") for line in lines), lines[-6:]
    assert any(line.startswith("Ana has the longest continuous path") for line in lines)
    assert lines[-1].startswith("The game is over: Ana wins with 108 point")
    win.coach.panel.next_button.click()  # the last words read: the lesson is finished
    qtbot.waitUntil(lambda: win.coach is None)
    assert progress_of(win).finished("first_game")
