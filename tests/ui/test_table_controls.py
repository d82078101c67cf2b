"""Buttons on the table: the decision made where the cards are, through the viewport."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, Qt

from omg_desktop.games.ohmygoods.face.geometry import text_areas
from omg_desktop.games.ohmygoods.face.zones import TABLE
from omg_desktop.games.ohmygoods.rules import Exchange, decode
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.table import controls
from omg_desktop.ui.table.controls import APART, CONTROL_H, GAP, Control, chosen_spots
from omg_desktop.ui.table.layout import CARD_H, CARD_W, HAND, Placement
from omg_desktop.ui.table.rects import overlap

pytestmark = pytest.mark.timeout(120)


def control_placements(*args, **kw):
    """The table's buttons for Oh My Goods!'s placements (its table terms)."""
    return controls.control_placements(*args, **kw, terms=TABLE)


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


# ---- where the buttons go: kept while their spot stays good, off the words -------------
def _card(key, x, y, zone="hand", card=1) -> Placement:
    return Placement(("card", key), "card", x, y, 1.0, 0, {"card": card}, zone, 0)


def _row(anchor_x: float = 500.0, y: float = 400.0) -> list[Placement]:
    """The anchor (building 10) between two buildings of the row: its right and left are
    taken."""
    step = CARD_W + 4
    return [_card(k, anchor_x + d * step, y, "building") for k, d in ((9, -1), (10, 0), (11, 1))]


def _boxes_of(controls: list[Placement]) -> list[tuple]:
    return [(p.x, p.y, p.data["width"] * p.scale, CONTROL_H * p.scale) for p in controls]


def _covered(controls: list[Placement], placements: list[Placement]) -> float:
    """How much of every item's words the ``controls`` cover (scene units²)."""
    total = 0.0
    for box in _boxes_of(controls):
        for p in placements:
            for x, y, w, h in text_areas(p, own=p.zone == "building"):
                s = p.scale
                total += overlap(box, (p.x + x * s, p.y + y * s, w * s, h * s))
    return total


GROUP = [
    Control("produce", "Produce (2 × Bread)", ("card", 10), side="auto", default=True),
    Control("skip", "Skip this building", ("card", 10), side="auto"),
]


def test_a_buttons_spot_is_kept_while_the_hand_under_its_first_choice_changes():
    """The newcomer's trial: "Run chain" went under the Weaving Mill, over it, under it
    again as the hand changed. A hand card under the building pushes its buttons over
    it; the card goes (the hand shrinks): the buttons stay over it, where they were
    (without the memory they go under it)."""
    row = _row()
    below = _card(1, 500, 400 + CARD_H + 10)  # a hand card's name under the building
    first = control_placements([*row, below], GROUP)
    assert all(p.y + CONTROL_H * p.scale <= 400 for p in first)  # over the building
    kept = chosen_spots(first)
    again = control_placements(row, GROUP, kept=kept)
    assert [(p.x, p.y) for p in again] == [(p.x, p.y) for p in first]
    fresh = control_placements(row, GROUP)
    assert [(p.x, p.y) for p in fresh] != [(p.x, p.y) for p in first]
    # and a hand that grows elsewhere (a card far off) keeps them too
    grown = control_placements([*row, _card(2, 1200, 700)], GROUP, kept=chosen_spots(again))
    assert [(p.x, p.y) for p in grown] == [(p.x, p.y) for p in first]


def test_a_kept_spot_that_became_covered_moves_off_the_words():
    """The spot the buttons had now lies over a card's name (a market card came): they
    move, and cover no words."""
    row = _row()
    below = _card(1, 500, 400 + CARD_H + 10)
    first = control_placements([*row, below], GROUP)
    top = min(p.y for p in first)
    came = _card(20, 500, top - 4, "market")  # its name under the buttons
    moved = control_placements([*row, below, came], GROUP, kept=chosen_spots(first))
    assert [(p.x, p.y) for p in moved] != [(p.x, p.y) for p in first]
    assert _covered(moved, [*row, below, came]) == 0


def test_a_kept_spot_is_left_for_a_button_of_another_anchor():
    """Another anchor's buttons now lie within APART of the kept spot: it moves."""
    row = _row()
    below = _card(1, 500, 400 + CARD_H + 10)
    first = control_placements([*row, below], GROUP)
    kept = chosen_spots(first)
    other = [Control("hire", "Hire · paid 0 of 5", ("card", 30), side="auto")]
    x, y, w, _h = _boxes_of(first)[0]
    near = _card(30, x - CARD_W - GAP, y, "assistant")  # its right spot: where they were
    both = control_placements([*row, below, near], other + GROUP, kept=kept)
    mine = [p for p in both if p.data["id"] in ("produce", "skip")]
    hire = [p for p in both if p.data["id"] == "hire"]
    assert [(p.x, p.y) for p in mine] != [(p.x, p.y) for p in first]
    for a in _boxes_of(mine):
        for b in _boxes_of(hire):
            assert not overlap(a, (b[0] - APART, b[1] - APART, b[2] + 2 * APART, b[3] + 2 * APART))


def test_buttons_keep_their_spot_on_the_real_table_as_the_hand_changes(qtbot, window):
    """Through the scene: a hand card at the first building's right sends Keep and
    Exchange elsewhere; the card goes: they stay there. A new page chooses anew, and a
    card that comes over them sends them off it."""
    window.games.start_game(ANA)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    scene = window.scene
    scene.player.finish()
    keys = [("control", "keep"), ("control", "exchange")]
    placements = [it.placement for it in scene.items_by_key.values()]
    placements = [p for p in placements if p.kind not in ("control", "tally")]
    marks = window._marks(placements)
    right = scene.items_by_key[keys[0]].pos()  # beside the building: its right

    def spots() -> list:
        return [scene.items_by_key[k].pos().toTuple() for k in keys]

    first = spots()
    extra = replace(next(p for p in placements if p.zone == HAND), key=("card", 999))
    extra = replace(extra, x=right.x(), y=right.y() - 20)
    scene.settle([*placements, extra], marks)  # the hand grew: a card where they were
    moved = spots()
    assert moved != first
    scene.settle(placements, marks)  # it shrank again: they stay where they went
    assert spots() == moved
    marks.page = "another"
    scene.settle(placements, marks)  # another page: chosen anew
    assert spots() == first
    over = replace(extra, x=first[0][0], y=first[0][1] - 20)
    scene.settle([*placements, over], marks)  # a card over them now: they move off it
    boxes = [scene.items_by_key[k].sceneBoundingRect() for k in keys]
    words = [QRectF(over.x + x, over.y + y, w, h) for x, y, w, h in text_areas(over)]
    assert not any(b.intersects(t) for b in boxes for t in words)


def test_buttons_of_a_real_position_cover_no_words(qtbot, window):
    """A real game (seed 1, three seats, the person's choices a seeded random bot's): in
    round 3's Phase I, "Exchange all 8 cards" lay over the name of the building right
    of the first one (the first free spot was none and the fewest words were some); it
    now finds a spot over no words."""
    from omg_desktop.games.ohmygoods.bots.registry import make_bot

    seats = (Seat("Ana", "human", None), Seat("C1", "computer", "random"),
             Seat("C2", "computer", "random"))  # fmt: skip
    window.games.start_game(GameConfig(seats=seats, ruleset="bigbox", seed=1))
    c = window.controller
    me = make_bot("random", 1)
    for _ in range(6):
        qtbot.waitUntil(c.awaiting_human, timeout=20000)
        c.submit(me.choose(c.view(), c.legal_actions()))
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    assert c.view().round == 3
    window.scene.player.finish()
    items = window.scene.items_by_key
    buttons = [it for k, it in items.items() if k[0] == "control"]
    assert len(buttons) == 2
    others = [it.placement for k, it in items.items() if k[0] not in ("control", "input_slot")]
    for b in buttons:
        box = b.sceneBoundingRect()
        for p in others:
            for x, y, w, h in text_areas(p, own=p.zone == "building"):
                s = p.scale
                cut = box.intersected(QRectF(p.x + x * s, p.y + y * s, w * s, h * s))
                assert cut.width() * cut.height() <= 4, (b.placement.data["text"], p.key)


def test_a_button_left_of_its_card_keeps_its_left_edge_as_its_number_grows():
    """Build beside the planned card at the table's right edge lies left of it, lined up
    by its right edge: "paid 8 of 9" becoming "paid 10 of 9" left its words' start 10
    units further left (the button moved under the pointer)."""
    slot = Placement(("slot", "planned"), "slot", 1600 - CARD_W - 4, 400, 1.0, 0, {}, "planned")

    def build(paid: int, kept=None) -> list[Placement]:
        text = f"Build · paid {paid} of 9"
        return control_placements([slot], [Control("build", text, slot.key, side="auto")],
                                  kept=kept)  # fmt: skip

    first = build(8)
    assert first[0].x + first[0].data["width"] * first[0].scale <= slot.x  # left of it
    for paid in (9, 10, 12):
        assert build(paid, chosen_spots(first))[0].x == first[0].x
        assert build(paid)[0].x == first[0].x


def test_a_group_that_grows_keeps_its_first_button_where_it_was():
    """Done joins the chain's button (the chain page): the first button stays where it
    was while the group's new foot covers no more words (right of the row's last
    building); over a building, where a longer group would cover its name, it keeps its
    foot instead."""
    row = _row()[:2]  # building 10 ends the row: its right is free
    chain = [Control("chain:10", "Run chain: Wood → 1 × Coal", ("card", 10), side="auto")]
    done = Control("done", "Done with chains", ("card", 10), side="auto")
    first = control_placements(row, chain)
    assert first[0].x > 500 + CARD_W  # right of it
    grown = control_placements(row, [*chain, done], kept=chosen_spots(first))
    assert (grown[0].x, grown[0].y) == (first[0].x, first[0].y)
    again = control_placements(row, chain, kept=chosen_spots(grown))
    assert (again[0].x, again[0].y) == (first[0].x, first[0].y)
    # over the building (a hand card under it, its neighbours beside): the foot stays
    row, below = _row(), _card(1, 500, 400 + CARD_H + 10)
    first = control_placements([*row, below], chain)
    grown = control_placements([*row, below], [*chain, done], kept=chosen_spots(first))
    assert grown[-1].y + CONTROL_H * grown[-1].scale == first[0].y + CONTROL_H * first[0].scale
    assert _covered(grown, [*row, below]) == 0


def test_the_market_tally_is_kept_clear_of():
    """The market tally's labels were not seen by the placement: with the building's
    sides and foot taken, its buttons went over the tally ("Wd 2 (+1)") above it."""
    from omg_desktop.ui.table.tally import tally_placements

    row = _row()
    below = _card(1, 500, 400 + CARD_H + 10)
    tally = tally_placements((380.0, 400 - 40.0), ["clay", "wood", "wool"], {}, {}, {})
    placements = [*row, below, *tally]
    buttons = control_placements(placements, GROUP)
    chips = [(p.x, p.y, p.data["width"], 30.0) for p in tally]
    assert not any(overlap(b, c) for b in _boxes_of(buttons) for c in chips)
    assert _covered(buttons, placements) == 0
