"""Gizmos' first lesson at the real window: the coach rings the pieces a step names and
waits for the learner's click on them (through the table's viewport), says a kind word
to another click, and the scripted opponent answers from its view."""

from __future__ import annotations

import pytest

from omg_desktop.ui.lessons.launcher import progress_of, start_lesson
from tests.games.coach import moves, ready

from .test_table import click, open_window, settled

pytestmark = pytest.mark.timeout(120)


def choose(qtbot, win, card: str) -> None:
    """A click on ``card``: Build and File come on it, and the coach rings them."""
    click(qtbot, win, ("card", card))
    assert win.panel.chosen == card
    settled(qtbot, win)
    win.coach.refresh_layer()


def test_the_coach_walks_a_newcomer_through_the_first_turns_on_gizmos_table(qtbot, tmp_path):
    win = open_window(qtbot, tmp_path)
    assert win.menus.lessons.isVisible()  # Help ▸ Learn to play, now that Gizmos teaches
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    assert [s.name for s in win.controller.seats] == ["Ana", "Bruno"]
    assert coach.layer.groups == [[("label", "player", 0)]] and "Welcome to Gizmos" in coach.text()
    coach.panel.next_button.click()
    coach = ready(qtbot, win, "energy_row")
    row, dispenser = coach.layer.groups
    assert len(row) == 6 and all(k[0] == "row" for k in row) and dispenser == [("dispenser",)]
    coach.panel.next_button.click()

    coach = ready(qtbot, win, "pick")
    assert coach.layer.groups == [[("row", "yellow", 0)]]
    click(qtbot, win, ("row", "red", 0))  # another marble: a kind word, nothing played
    assert coach.aside == "Click the yellow energy in the row (the ringed one)."
    assert moves(win) == []
    click(qtbot, win, ("row", "yellow", 0))
    coach = ready(qtbot, win, "storage")
    assert moves(win) == ["pick yellow"]
    assert [("label", "limits", 0)] in coach.layer.groups
    coach.panel.next_button.click()

    coach = ready(qtbot, win, "file")  # the scripted opponent picked meanwhile
    assert moves(win) == ["pick yellow", "pick red"]
    assert coach.layer.groups == [[("card", "g1-07")]]  # its File button comes with the choice
    choose(qtbot, win, "g1-07")
    assert coach.layer.groups == [[("card", "g1-07")], [("control", "file")]]
    click(qtbot, win, ("control", "file"))
    coach = ready(qtbot, win, "file_quiet")
    assert moves(win)[-1] == "file g1-07" and coach.layer.groups == [[("card", "g0-01")]]
    coach.panel.next_button.click()

    coach = ready(qtbot, win, "build")
    choose(qtbot, win, "g2-12")
    assert win.panel.ways[win.panel.way].text() == "0.0.0.2 -"  # the payment, preselected
    assert coach.layer.groups == [[("card", "g2-12")], [("control", "build")]]
    click(qtbot, win, ("control", "build"))
    coach = ready(qtbot, win, "payment")
    assert moves(win)[-1] == "build g2-12 0.0.0.2 -"
    coach.panel.next_button.click()

    coach = ready(qtbot, win, "build_file")
    coach.panel.skip_button.click()  # Do it for me: the step's move
    coach = ready(qtbot, win, "research")
    assert moves(win)[-2:] == ["build g1-07 0.0.1.0 -", "build g1-11 0.0.1.0 -"]
    assert coach.layer.groups == [[("deck", 1)]]
    click(qtbot, win, ("deck", 1))
    coach = ready(qtbot, win, "research_secret")
    drawn = [("card", g) for g in ("g1-05", "g1-26", "g1-17")]
    assert coach.layer.groups == [[*drawn, ("label", "research")]]
    assert all(win.scene.items_by_key[k].isVisible() for k in drawn)  # large, for the learner
    win.controller.shutdown()


def test_a_trigger_glows_a_converter_pays_and_a_chain_runs_at_the_window(qtbot, tmp_path):
    """The second part by clicks: the pick sets a gizmo glowing, a click uses it; the
    converter is in the preselected payment; a build's trigger picks, and the pick sets
    off another. The last part by Do it for me, to the lesson's end."""
    win = open_window(qtbot, tmp_path)
    start_lesson(win, "first_game")
    coach = ready(qtbot, win, "welcome")
    coach.jump(coach.lesson.index_of("triggers"))
    coach = ready(qtbot, win, "triggers")
    coach.panel.next_button.click()
    coach = ready(qtbot, win, "trigger_pick")
    click(qtbot, win, ("row", "red", 0))
    coach = ready(qtbot, win, "trigger_use")
    assert ("card", "g1-10") in win.panel.marks().highlight  # it glows
    assert coach.layer.groups == [[("card", "g1-10")]]
    click(qtbot, win, ("card", "g1-10"))
    coach = ready(qtbot, win, "converter")  # the opponent played its two moves
    assert moves(win) == ["pick red", "use g1-10", "pick black", "use g1-12"]
    coach.panel.next_button.click()
    coach = ready(qtbot, win, "converter_build")
    choose(qtbot, win, "g1-24")
    assert ("card", "g1-02") in win.panel.marks().selected  # the converter pays
    click(qtbot, win, ("control", "build"))
    coach = ready(qtbot, win, "chain_use")
    assert moves(win)[-1] == "build g1-24 0.0.1.0 g1-02"
    click(qtbot, win, ("card", "g1-30"))
    coach = ready(qtbot, win, "chain_pick")
    click(qtbot, win, ("row", "red", 0))
    coach = ready(qtbot, win, "chain_draw")
    assert ("card", "g1-10") in win.panel.marks().highlight  # set off by the trigger's pick
    click(qtbot, win, ("card", "g1-10"))
    coach = ready(qtbot, win, "chain_done")
    coach.panel.next_button.click()

    for step in ("end_near", "end_rule"):
        ready(qtbot, win, step).panel.next_button.click()
    for step in ("end_build", "end_token"):
        ready(qtbot, win, step).panel.skip_button.click()
    coach = ready(qtbot, win, "scores")
    assert win.controller.is_over
    assert coach.layer.groups[:1] == [[("label", "player", 0)]]
    coach.panel.next_button.click()  # the last words read: the lesson is finished
    qtbot.waitUntil(lambda: win.coach is None)
    assert progress_of(win).finished("first_game")
