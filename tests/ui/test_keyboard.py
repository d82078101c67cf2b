"""The keyboard alone: a focus ring over the table's items, Space acts, Enter confirms.

Every key is pressed with ``qtbot.keyClick`` on the widget that has the focus (the
window when none has), as a person at the keyboard would; nothing is clicked.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QPushButton
from test_privacy import TWO_PEOPLE, until_cover

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Exchange, Sunrise, decode
from omg_desktop.games.ohmygoods.rules import queries as q
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.main_window import MainWindow
from omg_desktop.ui.table.controls import CONTROL, words
from omg_desktop.ui.table.items import ControlItem

pytestmark = pytest.mark.timeout(240)

Key = Qt.Key
CAT = default_catalog()


def versus_beginner(seed: int) -> GameConfig:
    """Ana (a person) against Bruno, a Beginner ("random") computer, Big Box rules."""
    return GameConfig(
        seats=(Seat("Ana", "human", None), Seat("Bruno", "computer", "random")),
        ruleset="bigbox",
        seed=seed,
    )


@pytest.fixture
def window(active_window):
    return active_window  # instant speed: no animation plays (tests/ui/conftest.py)


# ---- pressing keys ---------------------------------------------------------------------
def press(qtbot, win: MainWindow, key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    """A key on the widget with the focus (the window if none has it)."""
    qtbot.keyClick(QApplication.focusWidget() or win, key, mods)


def ring_key(win: MainWindow) -> tuple | None:
    """The key of the item in the focus ring (None: no ring)."""
    f = win.scene.focus
    ring = f.ring
    return f.key if f.shown and ring is not None and ring.isVisible() else None


def focus_table(qtbot, win: MainWindow) -> None:
    """Tab until the table has the focus."""
    for _ in range(80):
        if win.table.hasFocus():
            return
        press(qtbot, win, Key.Key_Tab)
    raise AssertionError("Tab never reaches the table")


def tab_to_item(qtbot, win: MainWindow, key: tuple) -> None:
    """Tab (round the window if need be) until the ring is on the item ``key``."""
    focus_table(qtbot, win)
    for _ in range(300):
        if win.table.hasFocus() and ring_key(win) == key:
            return
        press(qtbot, win, Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {key}")


def tab_to_widget(qtbot, win: MainWindow, widget) -> None:
    """Tab until ``widget`` has the focus."""
    for _ in range(300):
        if widget.hasFocus():
            return
        press(qtbot, win, Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget!r}")


def table_control_like(win: MainWindow, button: QPushButton, ids: tuple) -> tuple | None:
    """A table button for the panel's ``button`` (one of ``ids``, or with its words),
    if the page puts one on the table."""
    text = words(button.text())
    for k, it in win.scene.items_by_key.items():
        data = it.placement.data if isinstance(it, ControlItem) else {}
        if (data.get("id") in ids or data.get("text") == text) and data.get("enabled", True):
            return k
    return None


def press_button(
    qtbot, win: MainWindow, button: QPushButton, used_panel: set, name: str, ids: tuple = ()
) -> None:
    """Press a decision's button with the keyboard: on the table if the page shows it
    there, else in the panel (Tab to it, Space)."""
    key = table_control_like(win, button, ids)
    if key is not None:
        tab_to_item(qtbot, win, key)
    else:
        assert button.isEnabled() and button.isVisible(), button.text()
        used_panel.add(f"{name}: {words(button.text())}")
        tab_to_widget(qtbot, win, button)
    press(qtbot, win, Key.Key_Space)


def start(qtbot, win: MainWindow, config: GameConfig, page: str) -> None:
    win.games.start_game(config)
    c = win.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and win.panel.current == page)


def rendered(win: MainWindow, key: tuple) -> QImage:
    """The table around the item ``key``, drawn now."""
    item = win.scene.items_by_key[key]
    area = item.sceneBoundingRect().adjusted(-30, -30, 30, 30)
    image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    win.scene.render(painter, QRectF(image.rect()), area)
    painter.end()
    return image


# ---- focus, the ring ------------------------------------------------------------------------
def test_tab_and_arrows_move_a_ring_over_the_items_of_the_decision(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    before = rendered(window, ("control", "keep"))
    focus_table(qtbot, window)
    assert ring_key(window) is None or window.scene.focus.shown
    tab_to_item(qtbot, window, ("control", "keep"))
    assert window.scene.focus.ring.target is window.scene.items_by_key[("control", "keep")]
    assert rendered(window, ("control", "keep")) != before  # the ring is drawn
    press(qtbot, window, Key.Key_Tab)
    assert ring_key(window) == ("control", "exchange")
    press(qtbot, window, Key.Key_Backtab)
    assert ring_key(window) == ("control", "keep")
    press(qtbot, window, Key.Key_Down)  # Exchange is under Keep (both right of the hand)
    assert ring_key(window) == ("control", "exchange")
    press(qtbot, window, Key.Key_Up)
    assert ring_key(window) == ("control", "keep")
    # then the cards to read (the market, the assistants, the opponents' rows): their
    # large preview shows; past the last item Tab goes on to the panel with the focus
    reach = window.scene.focus.items()
    assert any(it.placement.zone == "open_assistant" for it in reach)
    for _ in range(len(reach)):
        press(qtbot, window, Key.Key_Tab)
        if not window.table.hasFocus():
            break
        if window.scene.focus.current().placement.zone == "open_assistant":
            assert window.scene.preview is not None  # read large
    assert not window.table.hasFocus()
    assert ring_key(window) is None


def test_in_phase_two_arrows_walk_the_buildings_and_the_hand(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    focus_table(qtbot, window)
    press(qtbot, window, Key.Key_Return)  # Keep
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    page = window.panel.page()
    hand = [k for k, it in window.scene.items_by_key.items() if it.placement.zone == "hand"]
    buildings = [("card", page.building.itemData(i)) for i in range(page.building.count())]
    reachable = [it.placement.key for it in window.scene.focus.items()]
    assert set(hand) <= set(reachable) and set(buildings) <= set(reachable)
    tab_to_item(qtbot, window, hand[0])
    press(qtbot, window, Key.Key_Right)
    assert ring_key(window) == hand[1]  # the next card of the fanned hand
    press(qtbot, window, Key.Key_Left)
    assert ring_key(window) == hand[0]
    press(qtbot, window, Key.Key_Up)  # up from the hand: the own row, not the hand
    assert ring_key(window) not in hand and ring_key(window) in reachable


# ---- Space -----------------------------------------------------------------------------------
def test_space_on_the_table_keep_control_keeps_the_hand(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    steps = len(c.record.steps)
    tab_to_item(qtbot, window, ("control", "keep"))
    press(qtbot, window, Key.Key_Space)
    assert decode(c.record.steps[steps]) == Exchange(0, False)


def test_a_cards_large_preview_goes_when_the_step_changes(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    focus_table(qtbot, window)
    for _ in range(len(window.scene.focus.items()) + 1):  # on to an assistant for hire
        cur = window.scene.focus.current()
        if window.scene.focus.shown and cur and cur.placement.zone == "open_assistant":
            break
        press(qtbot, window, Key.Key_Tab)
    key = ring_key(window)
    assert key is not None and key[0] == "assistant"
    assert window.scene.preview is not None  # read large while the ring is on it
    press(qtbot, window, Key.Key_Return)  # the step's default: keep the hand
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    assert window.scene.preview is None  # not left over the header in the next phase
    press(qtbot, window, Key.Key_Right)
    press(qtbot, window, Key.Key_Left)  # the next key shows what it reaches large again
    assert window.scene.focus.current().placement.zone == "open_assistant"
    assert window.scene.preview is not None


def keep_then_phase_two(qtbot, window):
    """A new game against a Beginner; the hand kept with Space on the table's Keep; then
    phase II's decision is up: (the controller, the panel's page)."""
    start(qtbot, window, versus_beginner(3), "exchange")
    tab_to_item(qtbot, window, ("control", "keep"))
    press(qtbot, window, Key.Key_Space)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    return c, window.panel.page()


def test_space_chooses_the_worker_building_and_the_plan_then_enter_confirms(qtbot, window):
    c, page = keep_then_phase_two(qtbot, window)
    target = page.building.itemData(page.building.count() - 1)  # round 1: maybe the only one
    tab_to_item(qtbot, window, ("card", target))
    if target != page.building.currentData():
        press(qtbot, window, Key.Key_Space)
    assert page.building.currentData() == target
    assert page.eff.isChecked()
    press(qtbot, window, Key.Key_Space)  # again: the worker turns sloppy
    assert page.slop.isChecked()
    press(qtbot, window, Key.Key_Space)
    assert page.eff.isChecked()
    plan = page.plan.itemData(1) if page.plan.count() > 1 else None
    if plan is not None:
        tab_to_item(qtbot, window, ("card", plan))
        press(qtbot, window, Key.Key_Space)
        assert page.plan.currentData() == plan
        assert ring_key(window) == ("card", plan)  # the ring follows it to the slot
    steps = len(c.record.steps)
    press(qtbot, window, Key.Key_Return)  # Enter with the focus on the table
    assert decode(c.record.steps[steps]) == Sunrise(0, target, True, plan)


def test_enter_on_a_glowing_hand_card_plans_it_before_anything_is_confirmed(qtbot, window):
    """A player who rang a card and pressed Enter had phase II confirmed without that card
    planned. Enter on an offered card that is not chosen takes it, as Space does; the next
    Enter confirms the choice the table shows."""
    c, page = keep_then_phase_two(qtbot, window)
    assert page.plan.currentData() is None and page.plan.count() > 1
    plan = page.plan.itemData(1)
    tab_to_item(qtbot, window, ("card", plan))
    steps = len(c.record.steps)
    press(qtbot, window, Key.Key_Return)
    assert len(c.record.steps) == steps  # nothing confirmed yet
    assert page.plan.currentData() == plan
    press(qtbot, window, Key.Key_Return)
    assert decode(c.record.steps[steps]) == Sunrise(0, page.building.currentData(), True, plan)


# ---- Enter anywhere --------------------------------------------------------------------------
def test_enter_with_the_focus_in_the_panel_confirms_the_step(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    steps = len(c.record.steps)
    tab_to_widget(qtbot, window, window.log)  # not a button: Enter is the step's default
    press(qtbot, window, Key.Key_Enter)
    assert decode(c.record.steps[steps]) == Exchange(0, False)
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    page = window.panel.page()
    assert not page.building.isVisible()  # folded: the table is the main path
    tab_to_widget(qtbot, window, page.other.toggle)
    press(qtbot, window, Key.Key_Space)  # "Other ways to choose" opens
    assert page.building.isVisible()
    tab_to_widget(qtbot, window, page.building)  # a combo box of the panel
    steps = len(c.record.steps)
    press(qtbot, window, Key.Key_Return)
    assert isinstance(decode(c.record.steps[steps]), Sunrise)


def test_enter_with_no_focus_at_all_confirms_the_step(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    steps = len(c.record.steps)
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()
    assert QApplication.focusWidget() is None
    press(qtbot, window, Key.Key_Return)
    assert decode(c.record.steps[steps]) == Exchange(0, False)


def test_enter_is_the_default_control_of_the_page_and_confirm_default_says_so(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    marks = window.panel.marks()
    assert [c.id for c in marks.controls if c.default] == ["keep"]
    assert window.panel.confirm_default()  # the one method both key paths use
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    window.controller.shutdown()


# ---- behind a cover --------------------------------------------------------------------------
def test_behind_a_cover_no_key_reaches_the_table_or_the_step(qtbot, window):
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    until_cover(qtbot, window, Rng(5))
    assert window.covered
    steps = len(c.record.steps)
    for target in (window.table, window.table.viewport(), window, window.cover):
        for key in (Key.Key_Tab, Key.Key_Right, Key.Key_Down, Key.Key_Return):
            if target is window.cover and key == Key.Key_Return:
                continue  # Enter on the cover is the person taking the seat
            qtbot.keyClick(target, key)
    qtbot.keyClick(window.table, Key.Key_Space)
    assert window.covered
    assert len(c.record.steps) == steps
    assert ring_key(window) is None
    assert not window.table.hasFocus()
    # the person takes the seat with Enter; then the keys work again
    qtbot.keyClick(window.cover, Key.Key_Return)
    assert not window.covered
    qtbot.waitUntil(c.awaiting_human)
    focus_table(qtbot, window)
    press(qtbot, window, Key.Key_Tab)
    assert ring_key(window) is not None or not window.scene.focus.items()


# ---- a whole game ------------------------------------------------------------------------------
def keyboard_turn(qtbot, win: MainWindow, rng: Rng, used_panel: set) -> None:
    """One decision of the person on screen, with keys only."""
    c = win.controller
    name = win.panel.current
    page = win.panel.page()
    steps = len(c.record.steps)
    if name == "exchange":
        if rng.below(4) == 0 and page.swap.isEnabled():
            tab_to_item(qtbot, win, (CONTROL, "exchange"))
            press(qtbot, win, Key.Key_Space)
        else:
            focus_table(qtbot, win)
            press(qtbot, win, Key.Key_Return)
    elif name == "sunrise":
        choices = [page.building.itemData(i) for i in range(page.building.count())]
        target = choices[rng.below(len(choices))]
        if target != page.building.currentData():
            tab_to_item(qtbot, win, ("card", target))
            press(qtbot, win, Key.Key_Space)
        assert page.building.currentData() == target
        if page.plan.count() > 1 and page.plan.currentData() is None:
            cheapest = page.plan.itemData(1)
            tab_to_item(qtbot, win, ("card", cheapest))
            press(qtbot, win, Key.Key_Space)
            assert page.plan.currentData() == cheapest
        assert page.choice() is not None
        focus_table(qtbot, win)
        press(qtbot, win, Key.Key_Return)
    elif name == "produce":
        if page.go.isEnabled() and rng.below(8):
            focus_table(qtbot, win)
            press(qtbot, win, Key.Key_Return)
        else:
            press_button(qtbot, win, page.skip, used_panel, name, ("skip",))
    elif name == "chain":
        chains = page.chains()
        if chains and rng.below(3):  # choose a chain, its cards and goods on the table
            b = chains[rng.below(len(chains))]
            if page.active != b:  # its button on the building
                tab_to_item(qtbot, win, (CONTROL, f"chain:{b}"))
                press(qtbot, win, Key.Key_Space)
            assert page.active == b
            for card in q.chain_cards(page.view, page.seat, b, 1):
                tab_to_item(qtbot, win, ("card", card))
                press(qtbot, win, Key.Key_Space)
            for g in q.chain_parts(CAT.cards[b], CAT)[1]:
                source = min(s for s in page._good_sources() if CAT.cards[s].good == g)
                tab_to_item(qtbot, win, ("goods", source))
                press(qtbot, win, Key.Key_Space)
            assert page.complete()
            focus_table(qtbot, win)
            press(qtbot, win, Key.Key_Return)
        else:
            press_button(qtbot, win, page.done, used_panel, name, ("done",))
    elif name == "build":
        hireable = [
            it.placement.key
            for it in win.scene.focus.items()
            if it.placement.zone == "open_assistant" and it.highlighted
        ]
        if hireable and rng.below(3) == 0:  # choose an assistant on the table, hire it
            tab_to_item(qtbot, win, hireable[rng.below(len(hireable))])
            press(qtbot, win, Key.Key_Space)
        if page.hire.isVisible() and page.hire.isEnabled() and hireable and rng.below(2):
            press_button(qtbot, win, page.hire, used_panel, name, ("hire",))
        elif page.build.isVisible() and page.build.isEnabled() and rng.below(6):
            focus_table(qtbot, win)
            press(qtbot, win, Key.Key_Return)
        else:
            press_button(qtbot, win, page.done, used_panel, name, ("done",))
    elif name == "discard":
        cards = [it.placement.key for it in win.scene.focus.items() if it.highlighted]
        tab_to_item(qtbot, win, cards[rng.below(len(cards))])
        press(qtbot, win, Key.Key_Space)
    elif name == "assign":
        press_button(qtbot, win, page.done, used_panel, name, ("done",))
    else:
        raise AssertionError(f"the person must act but the panel shows {name!r}")
    assert len(c.record.steps) > steps, f"the keys made no decision on {name!r}"


def test_a_whole_game_against_a_beginner_played_with_the_keyboard_alone(qtbot, window):
    window.games.start_game(versus_beginner(21))
    c = window.controller
    rng = Rng(21)
    used_panel: set[str] = set()
    decisions = 0
    while not c.is_over:
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=120_000)
        if c.is_over:
            break
        keyboard_turn(qtbot, window, rng, used_panel)
        decisions += 1
        assert decisions < 3000, "the game does not end"
    qtbot.waitUntil(
        lambda: window.score_sheet is not None and window.score_sheet.isVisible(), timeout=30_000
    )
    assert decisions > 20
    print("decisions that still needed the panel:", sorted(used_panel))


def test_enter_presses_the_focused_button_not_the_default(qtbot, window):
    """On the table and in the panel: the ring (or the focus) on Exchange, Enter
    exchanges; the default (Keep) only when the focus is on no button."""
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    tab_to_item(qtbot, window, ("control", "exchange"))
    steps = len(c.record.steps)
    press(qtbot, window, Key.Key_Return)
    assert decode(c.record.steps[steps]) == Exchange(0, True)


def test_enter_presses_the_focused_panel_button(qtbot, window):
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    swap = window.panel.page().swap
    tab_to_widget(qtbot, window, swap)
    steps = len(c.record.steps)
    press(qtbot, window, Key.Key_Return)
    assert decode(c.record.steps[steps]) == Exchange(0, True)


def test_after_an_action_the_ring_goes_to_the_steps_default(qtbot, window):
    """The focused item gone (a card played): the ring moves to the default button,
    never to one that ends the turn."""
    c, _page = keep_then_phase_two(qtbot, window)
    window.scene.player.finish()
    key = ring_key(window)
    if key is not None:  # the ring is shown on the new step's default, if it has one
        item = window.scene.items_by_key[key]
        defaults = [it for it in window.scene.focus.items() if it.placement.data.get("default")]
        assert not defaults or item is defaults[0]


def test_the_log_scrolls_back_with_the_keys(qtbot, window):
    """The newest entry is the log's current one, so Up and Page Up walk back from it."""
    start(qtbot, window, versus_beginner(3), "exchange")
    c = window.controller
    rng = Rng(4)
    while window.log_model.rowCount() < 25:  # a round or two of entries
        qtbot.waitUntil(lambda: c.awaiting_human(), timeout=20_000)
        keyboard_turn(qtbot, window, rng, set())
    log, model = window.log, window.log_model
    assert log.currentIndex().row() == model.rowCount() - 1
    tab_to_widget(qtbot, window, log)
    for _ in range(model.rowCount()):
        press(qtbot, window, Key.Key_PageUp)
    assert log.currentIndex().row() == 0
    assert log.verticalScrollBar().value() == log.verticalScrollBar().minimum()
