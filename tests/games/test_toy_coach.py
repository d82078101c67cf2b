"""The frame's coach (``omg_desktop.ui.lessons``) runs the toy game's tiny lesson on the
toy's own table, with no change to it: the toy's face hands over a ``LessonFace`` (its
lesson hooks, its lesson, where its table shows a target) for this test only."""

from __future__ import annotations

import json

import pytest

from omg_desktop.tutorial.lesson import LEARNER, Target
from omg_desktop.ui.lessons.hooks import LessonFace
from omg_desktop.ui.lessons.launcher import start_lesson
from omg_desktop.ui.lessons.progress import progress_key

from . import kuhn_lesson
from .test_toy_window import close, move_buttons, open_window, settled

pytestmark = pytest.mark.timeout(60)


def target_keys(target: Target, _state, items) -> list[tuple]:
    """The toy's table: a card is the learner's hand, ``pot`` the pot's label."""
    keys = {"card": [("hand", LEARNER)], "pot": [("label", "pot")]}.get(target.kind, [])
    return [k for k in keys if k in items]


@pytest.fixture
def taught(monkeypatch, toy):
    """The toy's face with lessons (this test only)."""
    face = LessonFace(kuhn_lesson.RULES, lambda _cat: [kuhn_lesson.lesson()], target_keys)
    # the face as the window imports it (the record names tests.games.kuhn_face)
    monkeypatch.setattr(f"{toy.face}.lesson_face", lambda: face, raising=False)
    return toy


def test_the_coach_walks_the_toy_lesson_on_the_toy_table(qtbot, tmp_path, taught):
    win = open_window(qtbot, tmp_path)
    assert win.menus.lessons.isVisible()  # Help ▸ Learn to play, for a game with lessons
    start_lesson(win, "poker")
    qtbot.waitUntil(lambda: win.coach is not None and win.controller is not None)
    coach = win.coach
    settled(qtbot, win)
    coach.refresh_layer()
    assert coach.stop.step.id == "hold" and coach.panel.isVisible()
    assert coach.layer.groups == [[("hand", LEARNER)]]  # the ring: the learner's card
    assert "the King" in coach.text()
    coach.next()
    assert coach.stop.step.id == "bet"
    move_buttons(win)["p"].click()  # another move: a kind word, not played
    assert coach.aside == "Bet, with the best card." and win.controller.state_for_save.moves == []
    move_buttons(win)["b"].click()
    qtbot.waitUntil(lambda: coach.stop.step.id == "won")  # the scripted opponent folded
    assert win.controller.state_for_save.moves == ["b", "f"]
    assert [s.name for s in win.controller.seats] == ["Ana", "Bruno"]  # the lesson's names
    settled(qtbot, win)
    coach.refresh_layer()
    assert coach.layer.groups == [[("label", "pot")]]
    path = tmp_path / "lesson.png"
    win.grab().save(str(path))
    coach.next()  # the last words read: the lesson is finished
    assert win.coach is None
    stored = win.settings.qsettings.value(progress_key("kuhn"))
    assert json.loads(stored) == {"poker": {"finished": True}}
    assert win.settings.qsettings.value(progress_key("ohmygoods")) is None
    close(win)
