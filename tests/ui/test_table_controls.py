"""Buttons on the table: the decision made where the cards are, through the viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from omg_desktop.rules import Exchange
from omg_desktop.rules.record import decode
from omg_desktop.ui.dialogs.new_game import GameConfig, Seat

pytestmark = pytest.mark.timeout(120)

ANA = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
    ruleset="bigbox",
    seed=3,
)


def click_item(qtbot, win, key: tuple) -> None:
    """Click the middle of the table item ``key`` through the view's viewport."""
    win.scene.player.finish()
    item = win.scene.items_by_key[key]
    point = win.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize(("control", "swap"), [("keep", False), ("exchange", True)])
def test_phase_one_is_decided_with_the_buttons_beside_the_hand(qtbot, window, control, swap):
    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    steps = len(c.record.steps)
    key = ("control", control)
    qtbot.waitUntil(lambda: key in window.scene.items_by_key)
    click_item(qtbot, window, key)
    assert decode(c.record.steps[steps]) == Exchange(c.seats.index(c.seats[0]), swap)
