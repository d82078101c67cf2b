"""Buttons on the table: the decision made where the cards are, through the viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from omg_desktop.rules import Exchange
from omg_desktop.rules.record import decode
from omg_desktop.seating import GameConfig, Seat

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
def test_phase_one_is_decided_with_the_buttons_on_the_table(qtbot, window, control, swap):
    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    steps = len(c.record.steps)
    key = ("control", control)
    qtbot.waitUntil(lambda: key in window.scene.items_by_key)
    click_item(qtbot, window, key)
    assert decode(c.record.steps[steps]) == Exchange(c.seats.index(c.seats[0]), swap)


def test_keep_and_exchange_cover_no_card_of_the_hand(qtbot, window):
    """Over the hand they covered cards (a playtest: 7 cards, and at 1024×700); they
    lie on the player's row, beside the first building."""
    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    qtbot.waitUntil(lambda: ("control", "keep") in window.scene.items_by_key)
    window.scene.player.finish()
    items = window.scene.items_by_key
    hand = c.view().players[c.view().viewer].hand
    assert hand
    for control in ("keep", "exchange"):
        button = items[("control", control)].sceneBoundingRect()
        for card in hand:
            assert not button.intersects(items[("card", card)].sceneBoundingRect()), control


def test_a_label_paints_inside_its_bounding_box_even_at_work(qtbot, window):
    """What a label paints (the "at work" band too) lies inside its bounding rectangle,
    so moving it leaves no trace (a playtest saw olive lines at the table's edge)."""
    from PySide6.QtGui import QImage, QPainter

    from omg_desktop.ui.table.items import LabelItem

    window.games.start_game(ANA)
    labels = [it for it in window.scene.items_by_key.values() if isinstance(it, LabelItem)]
    item = next(it for it in labels if it.placement.data["text"][0] == "player")
    item.placement.data["active"] = True
    box = item.boundingRect()
    pad = 20
    image = QImage(int(box.width()) + 2 * pad, int(box.height()) + 2 * pad,
                   QImage.Format.Format_ARGB32)  # fmt: skip
    image.fill(0)
    painter = QPainter(image)
    painter.translate(pad - box.x(), pad - box.y())
    item.paint(painter, None, None)
    painter.end()
    outside = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha()
        and not (pad <= x < pad + box.width() and pad <= y < pad + box.height())
    ]
    assert outside == []
