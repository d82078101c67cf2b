"""A playtest's table defects (1366 x 768 and 1024 x 700, Big Box, 3 players): an
opponent's long row, the last round's chain buttons, the focus after a step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_keyboard import press, ring_key, tab_to_item
from test_table_production import CHAINS, play_from, submitted
from windows import make_window, playing, table_at

from omg_desktop.games.ohmygoods.face.geometry import text_areas
from omg_desktop.games.ohmygoods.face.table_layout import layout
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Build, Done, player_view
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.seating import Seat
from omg_desktop.ui.table.layout import CARD_H, CARD_W, OPPONENT
from omg_desktop.ui.table.rects import overlap

SIZES = [(1366, 768), (1024, 700)]
NAMES = ["Ana", "Bruno", "Chiara"]


@pytest.fixture
def window(qtbot, tmp_path):
    """The real window in a game (the side panel as it is while playing)."""
    win = playing(qtbot, make_window(qtbot, tmp_path), "Ana")
    yield win
    win.controller.shutdown()


def box(p) -> tuple[float, float, float, float]:
    return p.x, p.y, CARD_W * p.scale, CARD_H * p.scale


def words(p) -> list[tuple[float, float, float, float]]:
    s = p.scale
    return [(p.x + x * s, p.y + y * s, w * s, h * s) for x, y, w, h in text_areas(p)]


# ---- an opponent's long row -------------------------------------------------------------
def long_row(buildings: int):
    """Chiara (seat 2) with ``buildings`` buildings, a planned card and 5 cards in hand;
    Bruno with 7 buildings and 11 cards, Ana with 2."""
    cat = default_catalog()
    players = [
        {"buildings": [{"card": 101}, {"card": 1}], "hand": [40, 41, 42]},
        {"buildings": [{"card": c} for c in (102, *range(9, 15))], "hand": list(range(50, 61))},
        {
            "buildings": [{"card": c} for c in (103, *range(17, 16 + buildings))],
            "hand": [*range(62, 67)],
        },
    ]
    data = {"phase": "production", "round": 6, "market": [[78, 79, 80], [81, 82]]}
    data["players"] = players
    state, _ = from_data(data, cat)
    state.players[2].planned = 70
    return player_view(state, 0)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("buildings", [8, 9, 10])
def test_a_long_opponents_row_keeps_its_planned_card_and_hand_in_sight(window, size, buildings):
    """The planned card and the hand's fan cover no building's words, and the fan is
    drawn (the playtest: the 8th building's name under the planned card, no hand)."""
    table = table_at(window, size)
    view = long_row(buildings)
    placements = layout(view, 0, NAMES, {}, table)
    row = [p for p in placements if p.seat == 2 and p.zone == OPPONENT and p.kind == "card"]
    assert len(row) == buildings
    plan = [p for p in placements if p.key == ("planned-back", 2)]
    fan = [p for p in placements if p.key[:2] == ("hand-fan", 2)]
    assert len(plan) == 1
    assert len(fan) == 5, "the hand is not drawn"
    for o in plan + fan:
        for c in row:
            for w in words(c):
                assert overlap(box(o), w) < 1.0, (o.key, c.key)
        x, y, w, h = box(o)
        assert x >= 0 and x + w <= 1600, o.key


# ---- the focus after a step -------------------------------------------------------------
def test_after_done_with_chains_the_ring_goes_to_build_not_to_ending_the_turn(qtbot, active_window):
    """The playtest: Enter on "Done with chains" left the ring on "Done: end my turn"
    (a button of the same id) while the panel's default was Build: a second Enter ended
    the turn unbuilt. The ring goes to the new step's default."""
    win = active_window
    data = {**CHAINS, "players": [dict(CHAINS["players"][0]), CHAINS["players"][1]]}
    data["players"][0]["planned"] = 28  # a Mill (3): the Charburner's 4 coal pay it
    c = play_from(qtbot, win, data, "chain")
    tab_to_item(qtbot, win, ("control", "done"))
    steps = len(c.record.steps)
    press(qtbot, win, Qt.Key.Key_Return)
    assert submitted(qtbot, c, steps) == Done(0)
    qtbot.waitUntil(lambda: c.awaiting_human() and win.panel.current == "build")
    win.scene.player.finish()
    qtbot.waitUntil(lambda: ring_key(win) is not None)
    key = ring_key(win)
    assert win.scene.items_by_key[key].placement.data.get("default"), key
    assert key != ("control", "done")
    steps = len(c.record.steps)
    press(qtbot, win, Qt.Key.Key_Return)
    assert isinstance(submitted(qtbot, c, steps), Build)


# ---- the last round's chain buttons -------------------------------------------------------
#: Ana's 7 buildings may all run their chains (the last round); 11 cards in hand; Bruno
#: and Chiara with 7 and 8 buildings (the playtest's shot at round 8).
FINAL_ROUND = {
    "phase": "production",
    "step": "chain",
    "round": 8,
    "final_round": 8,
    "market": [[40, 78, 75, 44, 45, 79, 80], [81, 82, 69, 33]],
    "players": [
        {
            "buildings": [{"card": 101, "goods": 2}, {"card": 27, "goods": 1}]
            + [{"card": c} for c in (28, 1, 62, 2, 63)],
            "hand": [29, 6, 58, 16, 41, 83, 84, 64, 85, 24, 86],
            "worker": {"building": 101, "efficient": True},
        },
        {
            "buildings": [{"card": c} for c in (102, 65, 66, 30, 46, 31, 47)],
            "hand": [*range(87, 94)],
        },
        {
            "buildings": [{"card": c} for c in (103, 32, 20, 9, 48, 21, 10, 22)],
            "hand": [*range(11, 16)],
        },
    ],
}
NEAR_CARDS = 1.2  # a chain's button lies at most this many of its building's widths away


def play_three(qtbot, win, data: dict, page: str):
    """Ana (a person) against two computers from ``data``, her ``page`` shown."""
    from omg_desktop.games.ohmygoods.rules.record import Recorder
    from omg_desktop.ui.controller import GameController

    state, _ = from_data(data, default_catalog())
    rec = Recorder(default_catalog(), 3, 0)
    rec.state = state
    seats = [Seat("Ana", "human"), Seat("Bruno", "computer", "random"),
             Seat("Chiara", "computer", "random")]  # fmt: skip
    c = GameController(default_catalog(), seats, recorder=rec, parent=win)
    win.games.run_campaign_game(c)
    qtbot.waitUntil(lambda: c.awaiting_human() and win.panel.current == page)
    win.scene.player.finish()
    return c


def buttons(win) -> dict[str, tuple]:
    """The table's buttons: id -> the rectangle drawn (scene units)."""
    win.scene.player.finish()
    QApplication.processEvents()
    items = win.scene.items_by_key
    return {k[1]: items[k].sceneBoundingRect().getRect() for k in items if k[0] == "control"}


def check_buttons(win) -> None:
    """No two buttons meet, none covers a card's name, each chain's by its building."""
    rects = buttons(win)
    assert len(rects) == 8  # 7 chains and Done
    ids = sorted(rects)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            assert not overlap(rects[a], rects[b]), (a, b)
    items = win.scene.items_by_key
    cards = [it.placement for it in items.values() if it.placement.kind in ("card", "assistant")]
    for cid, r in rects.items():
        for p in cards:
            assert overlap(r, words(p)[0]) <= 4.0, (cid, p.key)  # its name
        if cid.startswith("chain:"):
            b = items[("card", int(cid.split(":")[1]))].placement
            bx, by, bw, bh = box(b)
            dx = max(0.0, bx - (r[0] + r[2]), r[0] - (bx + bw))
            dy = max(0.0, by - (r[1] + r[3]), r[1] - (by + bh))
            assert (dx * dx + dy * dy) ** 0.5 <= NEAR_CARDS * bw, cid


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_last_rounds_chain_buttons_lie_by_their_buildings_apart(qtbot, window, size):
    """The playtest: the buttons scattered over the market, "Done with chains" over a
    chain's button, and they jumped as a card was picked. Now none meets another or a
    name, each lies by its building, and picking a card moves none."""
    window.controller.shutdown()
    table_at(window, size)
    c = play_three(qtbot, window, FINAL_ROUND, "chain")
    check_buttons(window)
    first = buttons(window)
    words_of = {k: it.placement.data.get("text") for k, it in window.scene.items_by_key.items()}
    page = window.panel.page()
    page.activate(page.chains()[1])  # a Mill's chain, as its button's click does
    check_buttons(window)
    before = buttons(window)
    for cid, r in before.items():  # only a button whose words changed may move
        if (
            window.scene.items_by_key[("control", cid)].placement.data["text"]
            == words_of[("control", cid)]
        ):
            assert r[:2] == first[cid][:2], cid
    card = next(x for x in c.view().players[0].hand if page._card_fills(x, []) is not None)
    page.toggle_card(card)
    check_buttons(window)
    after = buttons(window)
    assert {k: r[:2] for k, r in after.items()} == {k: r[:2] for k, r in before.items()}
    c.shutdown()
