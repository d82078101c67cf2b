"""Phase IV on the table: supplying a building from hand and running chains by clicks
on the real window's viewport (issue 13)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Chain, Done, Produce, decode
from omg_desktop.games.ohmygoods.rules.actions import Play
from omg_desktop.games.ohmygoods.rules.record import Recorder
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.seating import Seat
from omg_desktop.ui.controller import GameController

pytestmark = pytest.mark.timeout(120)

CAT = default_catalog()
CHARBURNER, SAWMILL_A, SAWMILL_B, MILL = 101, 1, 2, 27  # Sawmills 1 and 2: same name and cost
IRON_SMELTER = 6  # chain: stone (a card from hand) + coal (a good)
IRON_SMELTER_B, TOOL_MAKER = 7, 16  # the Tool Maker's chain: coal + iron (two goods)
OFFICES = (78, 79, 80)  # Market Offices: stone

#: Ana's Charburner (2 stone + 1 wood) sees 2 stone in the market: 1 wood is missing,
#: and her hand has two Sawmills (wood) and a Mill (grain).
PRODUCE = {
    "phase": "production",
    "step": "produce",
    "market": [[78, 79], []],
    "players": [
        {
            "buildings": [{"card": CHARBURNER, "goods": 1}],
            "hand": [MILL, SAWMILL_A, SAWMILL_B],
            "worker": {"building": CHARBURNER, "efficient": True},
        },
        {"buildings": [{"card": 102, "goods": 7}], "hand": [40]},
    ],
}

#: Ana's Iron Smelter produced this round; her Charburner holds 4 coal; three stone
#: cards (same name) and a Mill in hand.
CHAINS = {
    "phase": "production",
    "step": "chain",
    "players": [
        {
            "buildings": [
                {"card": CHARBURNER, "goods": 4},
                {"card": IRON_SMELTER, "goods": 0, "produced": 1},
            ],
            "hand": [*OFFICES, MILL],
            "worker": {"building": IRON_SMELTER, "efficient": True},
        },
        {"buildings": [{"card": 102, "goods": 7}], "hand": [40]},
    ],
}


#: Ana's Tool Maker produced; iron lies on two Iron Smelters, coal on the Charburner.
TWO_SOURCES = {
    "phase": "production",
    "step": "chain",
    "players": [
        {
            "buildings": [
                {"card": CHARBURNER, "goods": 3},
                {"card": IRON_SMELTER, "goods": 2},
                {"card": IRON_SMELTER_B, "goods": 2},
                {"card": TOOL_MAKER, "goods": 0, "produced": 1},
            ],
            "hand": [MILL],
            "worker": {"building": TOOL_MAKER, "efficient": True},
        },
        {"buildings": [{"card": 102, "goods": 7}], "hand": [40]},
    ],
}


def play_from(qtbot, win, data: dict, page: str) -> GameController:
    """Ana (human) against a computer from the position ``data``, her ``page`` shown."""
    state, _ = from_data(data, CAT)
    rec = Recorder(CAT, 2, 0)
    rec.state = state
    c = GameController(
        CAT, [Seat("Ana", "human"), Seat("Bruno", "computer", "random")], recorder=rec,
        parent=win,
    )  # fmt: skip
    win.games.run_campaign_game(c)
    qtbot.waitUntil(lambda: c.awaiting_human() and win.panel.current == page)
    win.scene.player.finish()
    return c


def click(qtbot, win, key: tuple) -> None:
    """Click the middle of the table item ``key`` through the view's viewport."""
    win.scene.player.finish()
    qtbot.waitUntil(lambda: key in win.scene.items_by_key)
    item = win.scene.items_by_key[key]
    point = win.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def item(win, key: tuple):
    win.scene.player.finish()
    return win.scene.items_by_key[key]


def submitted(qtbot, c: GameController, steps: int):
    """The action the human submitted after ``steps`` record steps."""
    qtbot.waitUntil(lambda: len(c.record.steps) > steps)
    return decode(c.record.steps[steps])


def test_the_cheapest_supply_is_chosen_and_the_building_shows_what_it_makes(qtbot, window):
    play_from(qtbot, window, PRODUCE, "produce")
    marks = window.panel.marks()
    assert ("card", CHARBURNER) in marks.highlight
    assert marks.selected == {("card", SAWMILL_A)}  # the engine's cheapest: the first Sawmill
    assert ("card", SAWMILL_B) in marks.highlight and ("card", MILL) in marks.dim
    assert marks.raised[("card", SAWMILL_A)] > marks.raised[("card", SAWMILL_B)] > 0
    slot = item(window, ("input_slot", ("card", CHARBURNER), 0))
    assert slot.placement.data["item"] == "wood" and slot.placement.data["card"] == SAWMILL_A
    produce = item(window, ("control", "produce"))
    assert produce.placement.data["text"] == "Produce (2 × Coal)"
    assert produce.placement.data["enabled"]
    assert item(window, ("control", "skip")).placement.data["text"] == "Skip this building"


def test_a_chosen_one_of_two_same_named_cards_is_the_one_supplied(qtbot, window):
    c = play_from(qtbot, window, PRODUCE, "produce")
    lifted = item(window, ("card", SAWMILL_B)).pos().y()
    click(qtbot, window, ("card", SAWMILL_B))  # the other Sawmill takes the slot
    qtbot.waitUntil(lambda: window.panel.page().picked == [SAWMILL_B])
    assert item(window, ("card", SAWMILL_B)).pos().y() < lifted  # raised into the supply
    slot = item(window, ("input_slot", ("card", CHARBURNER), 0))
    assert slot.placement.data["card"] == SAWMILL_B
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "produce"))
    assert submitted(qtbot, c, steps) == Produce(0, CHARBURNER, (SAWMILL_B,))


def test_a_card_clicked_out_leaves_the_slot_empty_and_produce_unavailable(qtbot, window):
    c = play_from(qtbot, window, PRODUCE, "produce")
    click(qtbot, window, ("card", SAWMILL_A))  # out of the supply
    qtbot.waitUntil(lambda: window.panel.page().picked == [])
    assert not item(window, ("control", "produce")).placement.data["enabled"]
    assert item(window, ("input_slot", ("card", CHARBURNER), 0)).placement.data["card"] is None
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "produce"))  # refused on the table: nothing is sent
    click(qtbot, window, ("card", MILL))  # grain fills nothing: stays out
    assert window.panel.page().picked == [] and len(c.record.steps) == steps
    click(qtbot, window, ("card", SAWMILL_A))
    click(qtbot, window, ("control", "produce"))
    assert submitted(qtbot, c, steps) == Produce(0, CHARBURNER, (SAWMILL_A,))


def test_skip_beside_the_building(qtbot, window):
    c = play_from(qtbot, window, PRODUCE, "produce")
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "skip"))
    assert submitted(qtbot, c, steps) == Produce(0, CHARBURNER, (), skip=True)


def test_a_chain_run_twice_with_the_cards_and_goods_clicked_then_stopped(qtbot, window):
    c = play_from(qtbot, window, CHAINS, "chain")
    key = ("control", f"chain:{IRON_SMELTER}")
    run = item(window, key)
    assert run.placement.data["text"] == "Pick for one run: a Stone card, Coal from a building"
    assert not run.placement.data["enabled"]  # nothing is chosen for the player
    marks = window.panel.marks()
    assert {("card", o) for o in OFFICES} <= marks.highlight and ("card", MILL) in marks.dim
    assert ("goods", CHARBURNER) in marks.highlight
    assert [(s.item, s.card) for s in marks.slots] == [("stone", None), ("coal", None)]
    for stone in (OFFICES[1], OFFICES[2]):  # not the first (cheapest) one
        steps = len(c.record.steps)
        click(qtbot, window, ("card", stone))
        click(qtbot, window, ("goods", CHARBURNER))
        qtbot.waitUntil(lambda: item(window, key).placement.data["enabled"])
        assert item(window, key).placement.data["text"] == "Run chain: Stone + Coal → 2 × Iron"
        assert ("goods", CHARBURNER) in window.panel.marks().selected
        slots = [(s.item, s.card) for s in window.panel.marks().slots]
        assert slots == [("stone", stone), ("coal", CHARBURNER)]
        click(qtbot, window, key)
        assert submitted(qtbot, c, steps) == Chain(0, IRON_SMELTER, 1, (stone,), (CHARBURNER,))
        qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "chain")
        qtbot.waitUntil(lambda: not item(window, key).placement.data["enabled"])
    assert c.view().players[0].find(IRON_SMELTER).goods == 4
    assert c.view().players[0].find(CHARBURNER).goods == 2
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "done"))
    assert submitted(qtbot, c, steps) == Done(0)


def test_a_chains_good_comes_from_the_building_clicked(qtbot, window):
    """Iron on two Iron Smelters: the one clicked gives it, the other keeps its own."""
    c = play_from(qtbot, window, TWO_SOURCES, "chain")
    key = ("control", f"chain:{TOOL_MAKER}")
    marks = window.panel.marks()
    assert {("goods", IRON_SMELTER), ("goods", IRON_SMELTER_B)} <= marks.highlight
    click(qtbot, window, ("goods", IRON_SMELTER_B))
    click(qtbot, window, ("goods", CHARBURNER))
    qtbot.waitUntil(lambda: item(window, key).placement.data["enabled"])
    steps = len(c.record.steps)
    click(qtbot, window, key)
    sent = submitted(qtbot, c, steps)
    assert sorted(sent.sources) == sorted((IRON_SMELTER_B, CHARBURNER))
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "chain")
    me = c.view().players[0]
    assert (me.find(IRON_SMELTER).goods, me.find(IRON_SMELTER_B).goods) == (2, 1)


def test_a_character_in_hand_is_played_from_its_card(qtbot, window):
    """Expansion: *Play* on the character card itself; greyed while it must wait."""
    pamphleteer, baker_widow = 231, 232  # phase I, phase IV
    data = {
        "ruleset": "longsdale",
        "phase": "exchange",
        "players": [
            {"buildings": [{"card": CHARBURNER}], "hand": [pamphleteer, baker_widow, MILL]},
            {"buildings": [{"card": 102}], "hand": [40]},
        ],
    }
    c = play_from(qtbot, window, data, "exchange")
    waiting = item(window, ("control", f"play:{baker_widow}"))
    assert not waiting.placement.data["enabled"]
    assert "phase" in waiting.toolTip().lower()
    play = item(window, ("control", f"play:{pamphleteer}"))
    assert play.placement.data["enabled"] and play.placement.data["text"] == "Play"
    steps = len(c.record.steps)
    click(qtbot, window, ("control", f"play:{pamphleteer}"))
    assert submitted(qtbot, c, steps) == Play(0, pamphleteer)


def test_enter_at_the_chain_step_ends_it_unless_a_run_is_ready(qtbot, window):
    """Nothing picked: Enter is Done (nothing is chosen for the player); a run picked on
    the table: Enter runs it."""
    c = play_from(qtbot, window, CHAINS, "chain")
    stone = OFFICES[1]
    click(qtbot, window, ("card", stone))
    click(qtbot, window, ("goods", CHARBURNER))
    key = ("control", f"chain:{IRON_SMELTER}")
    qtbot.waitUntil(lambda: item(window, key).placement.data["enabled"])
    steps = len(c.record.steps)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert submitted(qtbot, c, steps) == Chain(0, IRON_SMELTER, 1, (stone,), (CHARBURNER,))
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "chain")
    window.scene.player.finish()
    steps = len(c.record.steps)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert submitted(qtbot, c, steps) == Done(0)
