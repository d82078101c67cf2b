"""Phase II and phase IV on the table (issue 13): paying by clicking goods, Build beside
the planned card or a display card, hiring and assigning by clicks, an assistant moved
by dragging it in phase II and paid with goods — all through the view's viewport.

Each test plays a seeded game with legal actions (the human's chosen to reach the
situation sooner) until the situation comes up, then acts only with the mouse.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from story_fixture import expansion_catalog
from windows import make_window

from omg_desktop.games.ohmygoods.face.panel.pages.building import GoodsPicker, payable_goods
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Done,
    Exchange,
    Hire,
    MoveAssistant,
    Sunrise,
    decode,
)
from omg_desktop.games.ohmygoods.rules import queries as q
from omg_desktop.games.ohmygoods.rules.actions import Assign, Chain, Produce
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.main_window import MainWindow
from tests.pointer import hover

pytestmark = pytest.mark.timeout(180)


def config(ruleset: str, seed: int) -> GameConfig:
    return GameConfig(
        seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
        ruleset=ruleset,
        seed=seed,
    )


@pytest.fixture
def story_window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, expansion_catalog())
    yield win
    if win.controller is not None:
        win.controller.shutdown()


def steer(view, legal: list, prefer_hire: bool) -> object:
    """A legal action that gets a game to building and hiring soon: keep the hand, work
    efficiently planning a card whose colour an open assistant needs (else the cheapest),
    produce, no chains, hire or build."""

    def first(kind, test=lambda a: True):
        return next((a for a in legal if isinstance(a, kind) and test(a)), None)

    p = view.players[0]
    have = q.colour_counts(p, view.cat)
    wanted = {
        colour
        for a, side in view.open_assistants
        for colour in q.assistant_side(view.cat, a, side).needs
        if have[colour] < q.assistant_side(view.cat, a, side).needs.count(colour)
    }
    plans = [a for a in legal if isinstance(a, Sunrise) and a.plan is not None and a.efficient]
    plans.sort(key=lambda a: (view.cat.cards[a.plan].colour not in wanted,
                              view.cat.cards[a.plan].cost))  # fmt: skip
    for pick in (
        first(Exchange, lambda a: not a.swap),
        plans[0] if plans else None,
        first(Produce, lambda a: not a.skip),
        first(Produce),
        first(Hire) if prefer_hire else None,
        first(Build),
        first(Hire),
        first(Assign),
        first(Done),
        first(Chain),
    ):
        if pick is not None:
            return pick
    return legal[0]


def play_until(qtbot, win: MainWindow, wanted, prefer_hire: bool = False, limit: int = 600):
    """Play legal actions for the human until ``wanted(view, legal)``; the computer plays
    its own moves. Returns the legal actions of that decision."""
    c = win.controller
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.awaiting_human() or c.is_over, timeout=20000)
        assert not c.is_over, "the situation never came up"
        legal = c.legal_actions()
        if wanted(c.view(), legal):
            qtbot.waitUntil(lambda: not win.scene.animating)
            win.scene.player.finish()
            return legal
        c.submit(steer(c.view(), legal, prefer_hire))
    raise AssertionError("the situation never came up")


def point_of(win: MainWindow, key: tuple, at=None) -> QPoint:
    win.scene.player.finish()
    item = win.scene.items_by_key[key]
    local = item.boundingRect().center() if at is None else at
    return win.table.mapFromScene(item.mapToScene(local))


def click(qtbot, win: MainWindow, key: tuple) -> None:
    """Click the middle of the table item ``key`` through the view's viewport."""
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=point_of(win, key))


def visible_point(win: MainWindow, key: tuple) -> QPoint:
    """A point of the viewport where the item ``key`` is the topmost item (its middle
    first): open assistants lie over one another on a small table."""
    item = win.scene.items_by_key[key]
    r = item.boundingRect()
    for fy in (0.5, 0.3, 0.7, 0.1, 0.9):
        for fx in (0.5, 0.3, 0.7, 0.1, 0.9):
            local = r.topLeft() + QPointF(r.width() * fx, r.height() * fy)
            pt = point_of(win, key, local)
            top = win.table.itemAt(pt)
            if top is item or (top is not None and top.parentItem() is item):
                return pt
    raise AssertionError(f"{key} is covered everywhere")


def drag(qtbot, win: MainWindow, key: tuple, onto: tuple) -> None:
    """Drag the item ``key`` onto the item ``onto`` with the mouse."""
    vp = win.table.viewport()
    start, end = point_of(win, key), point_of(win, onto)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 9):
        qtbot.mouseMove(vp, start + (end - start) * k / 8)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def control_text(win: MainWindow, cid: str) -> str:
    return win.scene.items_by_key[("control", cid)].placement.data["text"]


def last_action(win: MainWindow, steps: int):
    """The action the human played first after ``steps`` steps of the record."""
    return decode(win.controller.record.steps[steps])


def building_step_with_build(view, legal) -> bool:
    p = view.players[0]  # Ana, the human
    return (
        view.phase == "production"
        and view.step == "build"
        and any(isinstance(a, Build) and a.card == p.planned for a in legal)
        and q.coins_of(p, view.cat) > q.build_cost(view, 0, p.planned)
    )


# ---- building: the payment is clicked on the goods -----------------------------------
def test_build_pays_with_the_goods_clicked_least_overpayment_first(qtbot, window):
    window.games.start_game(config("bigbox", 3))
    legal = play_until(qtbot, window, building_step_with_build)
    c = window.controller
    view, seat = c.view(), c.viewer
    card = view.players[seat].planned
    cost = q.build_cost(view, seat, card)
    best = q.best_payment(q.goods_of(view.players[seat], view.cat), view.cat, cost)
    page = window.panel.page()
    assert page.pay.payment() == best, "the least overpayment comes first"
    assert ("card", card) in window.panel.marks().selected, "the planned card glows"
    value = q.payment_value(best, view.cat)
    assert control_text(window, "build") == f"Build · paid {value} of {cost}"
    # the goods paying carry a badge; one more good from a building not paying yet
    picker = GoodsPicker(view.cat)
    picker.reset(payable_goods(view, seat), best)
    for b, n in picker.taken.items():
        assert window.scene.items_by_key[("goods", b)].badge == f"−{n}"
    have = payable_goods(view, seat)
    extra = next(b for b in have if picker.taken.get(b, 0) < have[b])
    before = picker.taken.get(extra, 0)
    click(qtbot, window, ("goods", extra))
    picker.click(extra)
    assert window.scene.items_by_key[("goods", extra)].badge == f"−{before + 1}"
    assert page.pay.payment() == picker.payment()
    assert control_text(window, "build").startswith(f"Build · paid {picker.value()} ")
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "build"))
    assert last_action(window, steps) == Build(seat, card, picker.payment())
    assert legal  # the decision was the human's


def test_an_underpayment_is_refused_with_the_reason(qtbot, window):
    window.games.start_game(config("bigbox", 3))
    play_until(qtbot, window, building_step_with_build)
    c = window.controller
    view, seat = c.view(), c.viewer
    page = window.panel.page()
    picker = GoodsPicker(view.cat)
    picker.reset(payable_goods(view, seat), page.pay.payment())
    for b, n in list(picker.taken.items()):  # a click after the last one takes all back
        for _ in range(payable_goods(view, seat)[b] - n + 1):
            click(qtbot, window, ("goods", b))
    assert page.pay.payment() == ()
    assert not window.scene.items_by_key[("goods", b)].badge
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "build"))
    assert len(c.record.steps) == steps, "nothing was played"
    assert "Not allowed" in window.panel.error.text()
    assert "pay" in window.panel.error.text()
    assert window.panel.current == "build"


# ---- hiring -------------------------------------------------------------------------
def hire_step(view, legal) -> bool:
    targets = {a.building for a in legal if isinstance(a, Hire)}
    return view.phase == "production" and view.step == "build" and bool(targets)


def test_an_assistant_is_hired_and_placed_by_clicks(qtbot, window):
    window.games.start_game(config("bigbox", 10))
    legal = play_until(qtbot, window, hire_step, prefer_hire=True)
    c = window.controller
    view, seat = c.view(), c.viewer
    hire = next(a for a in legal if isinstance(a, Hire))
    click(qtbot, window, ("assistant", hire.assistant))
    assert ("control", "hire") in window.scene.items_by_key
    targets = sorted({a.building for a in legal if isinstance(a, Hire)})
    page = window.panel.page()
    if len(targets) > 1:  # where it works is not chosen for the player
        hire_button = window.scene.items_by_key[("control", "hire")].placement.data
        assert not hire_button["enabled"]
        assert hire_button["text"] == "Hire · click the building it works at"
    where = next((b for b in targets if b != page.where.currentData()), targets[0])
    click(qtbot, window, ("card", where))
    assert page.where.currentData() == where
    assert ("card", where) in window.panel.marks().selected
    side = dict(view.open_assistants)[hire.assistant]
    cost = q.hire_cost(view, seat, hire.assistant, side)
    best = q.best_payment(q.goods_of(view.players[seat], view.cat), view.cat, cost)
    value = q.payment_value(best, view.cat)
    assert control_text(window, "hire") == f"Hire · paid {value} of {cost}"
    # the panel's Hire follows the table's (a playtest saw it stay greyed)
    assert (
        page.hire.isEnabled()
        == window.scene.items_by_key[("control", "hire")].placement.data["enabled"]
    )
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "hire"))
    assert last_action(window, steps) == Hire(seat, hire.assistant, best, where)


def build_and_hire_step(view, legal) -> bool:
    return building_step_with_build(view, legal) and hire_step(view, legal)


def test_with_a_card_to_build_no_assistant_is_chosen_for_the_player(qtbot, window):
    """A newcomer's trial (lesson steps 37, 43): an assistant framed as chosen, "Hire · …"
    beside it, while the card to build glows. With a card to build, nothing is hired
    until the player points at an assistant; then it is chosen as before."""
    window.games.start_game(config("bigbox", 10))
    legal = play_until(qtbot, window, build_and_hire_step, prefer_hire=True)
    marks = window.panel.marks()
    assert not any(k[0] == "assistant" for k in marks.selected)
    assert ("control", "hire") not in window.scene.items_by_key
    assert ("control", "build") in window.scene.items_by_key
    assert window.panel.page().assistant.currentIndex() == -1
    hire = next(a for a in legal if isinstance(a, Hire))
    key = ("assistant", hire.assistant)
    at = visible_point(window, key)  # the open assistants may lie over one another
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert key in window.panel.marks().selected
    assert ("control", "hire") in window.scene.items_by_key
    # the chosen one comes to the front of the assistants' cascade: seen whole
    item = window.scene.items_by_key[key]
    assert window.table.itemAt(point_of(window, key)) is item
    view = window.controller.view()
    others = [window.scene.items_by_key[("assistant", a)] for a, _ in view.open_assistants]
    assert item.zValue() == max(o.zValue() for o in others)


def hire_only_step(view, legal) -> bool:
    return hire_step(view, legal) and not any(isinstance(a, Build) for a in legal)


def test_with_only_hiring_to_do_the_first_hireable_assistant_is_offered(qtbot, window):
    window.games.start_game(config("bigbox", 10))
    legal = play_until(qtbot, window, hire_only_step, prefer_hire=True)
    hireable = {a.assistant for a in legal if isinstance(a, Hire)}
    chosen = [k[1] for k in window.panel.marks().selected if k[0] == "assistant"]
    assert len(chosen) == 1 and chosen[0] in hireable
    assert ("control", "hire") in window.scene.items_by_key


def test_an_assistant_that_cannot_be_hired_says_why_on_hover(qtbot, window):
    window.games.start_game(config("bigbox", 3))
    play_until(qtbot, window, lambda v, legal: v.phase == "production" and v.step == "build")
    marks = window.panel.marks()
    view = window.controller.view()
    for a, _side in view.open_assistants:
        item = window.scene.items_by_key[("assistant", a)]
        if ("assistant", a) in marks.dim:
            assert "You cannot hire this assistant" in item.toolTip()


# ---- phase II: moving an assistant for 2 coins -------------------------------------------
def move_time(view, legal) -> bool:
    return any(isinstance(a, MoveAssistant) for a in legal)


def test_an_assistant_is_dragged_to_another_building_and_paid_by_clicking_goods(qtbot, window):
    window.games.start_game(config("bigbox", 10))
    legal = play_until(qtbot, window, move_time, prefer_hire=True)
    c = window.controller
    view, seat = c.view(), c.viewer
    move = next(a for a in legal if isinstance(a, MoveAssistant))
    drag(qtbot, window, ("assistant", move.assistant), ("card", move.building))
    page = window.panel.page()
    assert (page.moving, page.move_to) == (move.assistant, move.building)
    best = q.best_payment(q.goods_of(view.players[seat], view.cat), view.cat, 2)
    assert page.picker.payment() == best, "the least overpayment comes first"
    value = q.payment_value(best, view.cat)
    assert control_text(window, "move") == f"Move · paid {value} of 2"
    # pay with another good instead: take the chosen ones back, click another building's
    picker = GoodsPicker(view.cat)
    picker.reset(payable_goods(view, seat), best)
    paid = next(iter(b for b, n in picker.taken.items() if n))
    for _ in range(payable_goods(view, seat)[paid] - picker.taken[paid] + 1):
        click(qtbot, window, ("goods", paid))
        picker.click(paid)
    other = [b for b in payable_goods(view, seat) if b != paid]
    for b in other:
        while picker.value() < 2 and picker.taken.get(b, 0) < payable_goods(view, seat)[b]:
            click(qtbot, window, ("goods", b))
            picker.click(b)
    payment = picker.payment() if picker.value() >= 2 else best
    if picker.value() < 2:  # the other goods are not enough: pay as first offered
        picker.reset(payable_goods(view, seat), best)
        for b, n in picker.taken.items():
            for _ in range(n):
                click(qtbot, window, ("goods", b))
    assert page.picker.payment() == payment
    steps = len(c.record.steps)
    click(qtbot, window, ("control", "move"))
    assert last_action(window, steps) == MoveAssistant(seat, move.assistant, move.building, payment)
    qtbot.waitUntil(lambda: c.awaiting_human())
    assert window.panel.current == "sunrise", "the worker and the plan are still to choose"


# ---- the expansion: build from a display stack, hire, assign at round end ---------------
def display_step(view, legal) -> bool:
    planned = view.players[0].planned
    return (
        view.phase == "production"
        and view.step == "build"
        and any(isinstance(a, Build) and a.card != planned for a in legal)
    )


def test_a_display_card_is_built_by_clicks(qtbot, story_window):
    win = story_window
    win.games.start_game(config("longsdale", 2), setup={"chapter": "t2"})
    legal = play_until(qtbot, win, display_step)
    c = win.controller
    view, seat = c.view(), c.viewer
    card = next(a.card for a in legal if isinstance(a, Build) and a.card != view.players[0].planned)
    click(qtbot, win, ("card", card))
    page = win.panel.page()
    assert page.card.currentData() == card
    cost = q.build_cost(view, seat, card)
    best = q.best_payment(q.goods_of(view.players[seat], view.cat), view.cat, cost)
    assert control_text(win, "build") == f"Build · paid {q.payment_value(best, view.cat)} of {cost}"
    steps = len(c.record.steps)
    click(qtbot, win, ("control", "build"))
    assert last_action(win, steps) == Build(seat, card, best)


def test_the_expansion_hires_by_click_and_assigns_at_round_end_by_click(qtbot, story_window):
    win = story_window
    win.games.start_game(config("longsdale", 10), setup={"chapter": "t2"})
    legal = play_until(
        qtbot, win, lambda v, legal: any(isinstance(a, Hire) for a in legal), prefer_hire=True
    )
    c = win.controller
    seat = c.viewer
    hire = next(a for a in legal if isinstance(a, Hire))
    if any(isinstance(a, Build) for a in legal):
        assert "also hire" in win.panel.page().info.text()
    click(qtbot, win, ("assistant", hire.assistant))
    steps = len(c.record.steps)
    click(qtbot, win, ("control", "hire"))
    assert last_action(win, steps) == Hire(seat, hire.assistant, hire.payment, None)
    legal = play_until(qtbot, win, lambda v, legal: any(isinstance(a, Assign) for a in legal))
    assign = next(a for a in legal if isinstance(a, Assign) and a.assistant == hire.assistant)
    assert ("assistant", assign.assistant) in win.panel.marks().selected
    steps = len(c.record.steps)
    click(qtbot, win, ("card", assign.building))
    assert last_action(win, steps) == assign


def test_the_preview_shows_on_hover_away_from_the_card_and_goes_while_dragging(qtbot, window):
    window.games.start_game(config("bigbox", 4))
    play_until(qtbot, window, lambda view, legal: view.phase == "sunrise")
    scene, vp = window.scene, window.table.viewport()
    hand = sorted(k for k, it in scene.items_by_key.items() if it.placement.zone == "hand")
    key = hand[len(hand) // 2]
    hover(qtbot, vp, point_of(window, key))
    qtbot.waitUntil(lambda: scene.preview is not None)
    card = scene.items_by_key[key].sceneBoundingRect()
    assert not scene.preview.sceneBoundingRect().intersects(card)
    start = point_of(window, key)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):  # up towards the market: over other cards on the way
        qtbot.mouseMove(vp, start - QPoint(0, 40 * k))
        assert scene.preview is None
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start - QPoint(0, 200))


def test_a_right_click_or_minus_takes_one_good_back(qtbot, window):
    """The payment counts down as well as up: a right click on goods, or Minus with the
    focus ring on them, takes one of them out of the payment."""
    window.games.start_game(config("bigbox", 3))
    play_until(qtbot, window, building_step_with_build)
    page = window.panel.page()
    picker = page.pickers[page.paying]
    paying = next(b for b, n in picker.taken.items() if n)
    before = picker.taken[paying]
    vp = window.table.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.RightButton, pos=point_of(window, ("goods", paying)))
    assert page.pickers[page.paying].taken[paying] == before - 1
    assert page.pay.payment() == page.pickers[page.paying].payment()
    scene = window.scene
    window.table.setFocus()
    scene.focus.key = ("goods", paying)
    scene.focus.show(True)
    qtbot.keyClick(window.table, Qt.Key.Key_Minus)
    assert page.pickers[page.paying].taken[paying] == max(0, before - 2)


def test_build_and_done_keep_apart_on_the_table(qtbot, window):
    """A playtest aimed at *Build* and hit *Done: end my turn* 7 px below it (the paid
    build went back to the hand): buttons of different things keep APART between them."""
    from omg_desktop.ui.table.controls import APART, CONTROL_H

    window.games.start_game(config("bigbox", 3))
    play_until(qtbot, window, building_step_with_build)
    boxes = {}
    for key in (("control", "build"), ("control", "done")):
        p = window.scene.items_by_key[key].placement
        boxes[key] = (p.x, p.y, p.data["width"] * p.scale, CONTROL_H * p.scale)
    (ax, ay, aw, ah), (bx, by, bw, bh) = boxes.values()
    gap = max(bx - (ax + aw), ax - (bx + bw), by - (ay + ah), ay - (by + bh))
    assert gap >= APART - 1e-6
