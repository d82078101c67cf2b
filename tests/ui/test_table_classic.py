"""The classic (2015) rules on the real window: a worker with no free building.

Classic revision 3 lets an assistant take a player's last free production building
(001 lines 73-76 keep no building free); in phase II the worker then has nowhere to
work. The phase II page says why, and the player still confirms a plan, or none, with
clicks on the view's viewport.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Sunrise, decode
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.seating import Seat
from omg_desktop.ui.controller import GameController

pytestmark = pytest.mark.timeout(120)

CAT = default_catalog()
CHARBURNER, OFFICE, MILL, BRICKS = 101, 86, 30, 61

#: Ana's only production building, her Charburner, has assistant 5 at it (her Market
#: Office is no production building); a Mill and a Brick Manufacture are in her hand.
HOME = {
    "ruleset": "classic",
    "phase": "sunrise",
    "market": [[2, 3], []],
    "players": [
        {
            "buildings": [{"card": CHARBURNER, "goods": 7}, OFFICE],
            "assistants": [{"id": 5, "building": CHARBURNER}],
            "hand": [MILL, BRICKS],
        },
        {"buildings": [{"card": 102, "goods": 7}], "hand": [28]},
    ],
}


def play_from(qtbot, win, data: dict) -> GameController:
    """Ana (human) against a computer from the position ``data``, her sunrise page shown."""
    state, _ = from_data(data, CAT)
    rec = Recorder(CAT, 2, 0, "classic")
    rec.state = state
    c = GameController(
        CAT, [Seat("Ana", "human"), Seat("Bruno", "computer", "random")], recorder=rec,
        parent=win,
    )  # fmt: skip
    win.games.run_campaign_game(c)
    qtbot.waitUntil(lambda: c.awaiting_human() and win.panel.current == "sunrise")
    win.scene.player.finish()
    return c


def click(qtbot, win, key: tuple) -> None:
    """Click the middle of the table item ``key`` through the view's viewport."""
    win.scene.player.finish()
    qtbot.waitUntil(lambda: key in win.scene.items_by_key)
    item = win.scene.items_by_key[key]
    point = win.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


@pytest.mark.parametrize("plan", [MILL, None])
def test_a_worker_with_no_free_building_stays_home_and_the_plan_is_confirmed(qtbot, window, plan):
    c = play_from(qtbot, window, HOME)
    page = window.panel.page()
    assert "stays home" in window.panel.prompt.text()
    assert page.how.text().startswith("Your worker stays home this round")
    assert not page.building.isEnabled() and not page.eff.isEnabled()
    marks = window.panel.marks()
    assert ("card", CHARBURNER) not in marks.highlight  # nowhere to put the worker
    click(qtbot, window, ("card", CHARBURNER))  # a click on the building does nothing
    if plan is not None:
        click(qtbot, window, ("card", plan))
        assert window.panel.page().plan.currentData() == plan
    steps = len(c.record.steps)
    with qtbot.waitSignal(window.panel.submitted, timeout=10_000) as sent:
        click(qtbot, window, ("control", "confirm"))
    assert sent.args == [Sunrise(0, None, True, plan)]
    qtbot.waitUntil(lambda: len(c.record.steps) > steps)
    assert decode(c.record.steps[steps]) == Sunrise(0, None, True, plan)


def test_goods_that_are_cards_show_as_a_count_as_cubes_do(qtbot, window):
    """Classic revision 3 keeps goods as cards face down under the buildings: the table
    shows how many lie on each building, as it shows cubes, and is handed no card."""
    c = play_from(qtbot, window, HOME)
    view = c.view()
    start = view.players[0].buildings[0]
    assert view.ruleset.goods_are_cards and start.goods == 7
    assert set(start.good_cards) == {0}  # face down: UNKNOWN in the view
    placed = window.scene.items_by_key[("goods", CHARBURNER)].placement
    assert placed.data == {"count": 7, "card": CHARBURNER}
