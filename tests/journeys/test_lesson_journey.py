"""A lesson's journey through the real program: a first start takes the lesson it
offers, plays a few steps and quits (Ctrl+Q); the next start goes on with it from
*Help ▸ Learn to play* at the step it was left, on the same table, and plays it to
its end; the start after that shows it finished. After each run the settings file
says where the lesson is (``games/ohmygoods/lessons/progress``).
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from .home import Home

pytestmark = pytest.mark.timeout(600)


def progress(home: Home) -> dict:
    """The lessons' progress as the settings file keeps it."""
    path = home.root / "config" / "omg-desktop" / "omg-desktop.conf"
    raw = QSettings(str(path), QSettings.Format.IniFormat).value("games/ohmygoods/lessons/progress")
    return json.loads(raw) if raw else {}


def test_a_lesson_is_left_taken_up_at_its_step_and_finished(tmp_path):
    home = Home(tmp_path)
    first = home.run("lesson_begun", steps=8)
    assert first["offers"][0]["name"] == "LessonOffer"
    assert first["first"]["number"] == 1 and first["first"]["lesson"] == "base"
    numbers = [n for n, _ in first["steps"]]
    assert numbers == list(range(1, 9))  # step by step, none passed, none back
    assert {kind for _, kind in first["steps"]} == {"read", "do"}  # Next, Do it for me
    left = first["left_at"]  # a step to do, after the opponent's move: the table waits
    assert left["number"] == 9 and left["kind"] == "do"
    assert left["hash"] == first["quit_at"]["hash"] != first["first"]["hash"]
    assert progress(home) == {"base": {"step": left["step"]}}
    assert not list(home.saves.glob("*.json"))  # a lesson is not saved as a game

    second = home.run("lesson_finished")
    assert f"Left at step {left['number']} of {left['total']}" in second["lessons"]["line"]
    assert second["lessons"]["go"].replace("&", "") == "Continue"
    assert second["back_at"] == left  # the same step, box and table
    numbers = [n for n, _ in second["steps"]]
    assert numbers == list(range(left["number"], left["total"] + 1))  # on to the end
    assert second["after"] == {"coach": False, "game": False}  # New game is offered
    assert progress(home) == {"base": {"finished": True}}

    third = home.run("lesson_looked_up")
    assert third["offers"][0]["name"] == "NewGameDialog"  # the lesson is offered once
    assert "Finished" in third["lessons"]["line"]
    assert third["lessons"]["go"].replace("&", "") == "Start"
    assert not third["lessons"]["again"]
    assert progress(home) == {"base": {"finished": True}}
