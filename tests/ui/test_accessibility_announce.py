"""What a screen reader hears without the focus, what it can do on the table, and what
it reads when the table takes the focus.

- each new step's prompt and each logged move are said by the window's herald: on
  Linux a *notification* shown again with the words as its name (Orca 43 speaks that; it
  does not listen to AT-SPI announcements), elsewhere a polite announcement;
- the table's items have actions (Press, Confirm, SetFocus) that do what the keys do;
- the table is a canvas with a short name, so entering it reads the item in the ring,
  not every label on the table;
- at a pass-and-play table nothing said names another person's hidden card.

Orca itself is heard by ``tools/a11y_probe.py`` (not in CI); here the events go
through ``screen_reader.listen`` and Qt's accessibility is switched on.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from test_accessibility import table_iface, to_page
from test_keyboard import focus_table, press, ring_key, versus_beginner
from test_main_window import take_turn
from test_privacy import TWO_PEOPLE, _face_up, _secrets, take_seat

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.ui import screen_reader
from omg_desktop.ui.announce import VOICES, Herald, Notice, NoticeAccessible
from omg_desktop.ui.table.item_actions import CONFIRM, PRESS, SHOW

pytestmark = pytest.mark.timeout(300)

Key = Qt.Key
NAME = QAccessible.Text.Name


@pytest.fixture
def window(active_window):
    return active_window  # instant speed: no animation plays (tests/ui/conftest.py)


@pytest.fixture
def events():
    """(kind, object) of every accessibility event sent while the test runs."""
    seen: list = []
    stop = screen_reader.listen(lambda e: seen.append((e.type(), e.object())))
    QAccessible.setActive(True)
    yield seen
    QAccessible.setActive(False)
    stop()


@pytest.fixture
def said():
    """Every notification shown (its words) while the test runs, Qt's accessibility on."""
    seen: list[str] = []

    def listener(e) -> None:
        obj = e.object()
        if e.type() == QAccessible.Event.ObjectShow and isinstance(obj, Notice):
            seen.append(obj.accessibleName())
        elif e.type() == QAccessible.Event.Announcement:
            seen.append(e.message())

    stop = screen_reader.listen(listener)
    QAccessible.setActive(True)
    yield seen
    QAccessible.setActive(False)
    stop()


# ---- the herald --------------------------------------------------------------------------
def test_the_herald_says_each_thing_with_a_notification_shown_with_its_words(qtbot, said):
    top = QWidget()
    qtbot.addWidget(top)
    top.show()
    herald = Herald(top, notify=True)
    assert Herald.of(top) is herald
    herald.say("Bruno built a Sawmill.")
    herald.say("Waiting for Bruno…", key="step")
    herald.say("Phase II: choose a card", key="step")  # the same turn: the last words only
    assert said == []  # said together, once the turn is over
    qtbot.waitUntil(lambda: said != [])
    assert said == ["Bruno built a Sawmill.\nPhase II: choose a card."]
    notice = herald.notices[0]
    assert Herald.of(notice) is herald
    iface = QAccessible.queryAccessibleInterface(notice)
    assert isinstance(iface, NoticeAccessible)
    assert iface.role() == QAccessible.Role.Notification
    assert not iface.state().invisible and notice.focusPolicy() == notice.focusPolicy().NoFocus
    assert iface.text(NAME) == said[0] and herald.said[-1] == said[0]


def test_a_notice_keeps_its_words_until_the_herald_has_gone_round(qtbot, said):
    """Orca reads a notice's name when it comes to its event: the next thing said must
    not rename the notice it has not read yet."""
    top = QWidget()
    qtbot.addWidget(top)
    herald = Herald(top, notify=True)
    for n in range(VOICES + 1):
        herald.say(f"Line {n}.")
        herald.flush()
    assert [n.accessibleName() for n in herald.notices[1:3]] == ["Line 1.", "Line 2."]
    assert herald.notices[0].accessibleName() == f"Line {VOICES}."
    assert len(herald.notices) == VOICES and said[-1] == f"Line {VOICES}."


def test_what_a_cover_hides_before_it_is_said_is_not_said(qtbot, said):
    top = QWidget()
    qtbot.addWidget(top)
    herald = Herald(top, notify=True)
    covered = [False]
    herald.say("Ana drew 2 cards: Mill, Bakery", unless=lambda: covered[0])
    herald.say("Waiting for Ben to take the seat…", key="step")
    covered[0] = True  # the cover came up in the same turn
    herald.flush()
    assert said == ["Waiting for Ben to take the seat…"]


def test_away_from_linux_the_herald_sends_a_polite_announcement(qtbot):
    top = QWidget()
    qtbot.addWidget(top)
    got = []
    stop = screen_reader.listen(lambda e: got.append((e.type(), e.message(), e.politeness())))
    try:
        Herald(top, notify=False).say("Round 2 begins")
        qtbot.waitUntil(lambda: got != [])
    finally:
        stop()
    polite = QAccessible.AnnouncementPoliteness.Polite
    assert got == [(QAccessible.Event.Announcement, "Round 2 begins.", polite)]


# ---- the game's news ---------------------------------------------------------------------
def test_enter_confirms_a_step_and_the_new_step_and_the_moves_are_said(qtbot, window, said):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    first = window.panel.prompt.text()
    qtbot.waitUntil(lambda: any(first in s for s in said))
    rows = window.log_model.rowCount()
    before = len(said)
    press(qtbot, window, Key.Key_Enter)  # keep the hand: Bruno moves, a new step comes
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current != "exchange")
    step = window.panel.prompt.text()
    qtbot.waitUntil(lambda: any(step in s for s in said[before:]), timeout=5000)
    text = "\n".join(said[before:])
    new = [window.log_model.rows()[i].text for i in range(rows, window.log_model.rowCount())]
    assert new and all(line in text for line in new)
    assert text.rfind(step) > max(text.rfind(line) for line in new)  # the step after moves
    # the prompt's words reach a screen reader that looks at the label, too
    label = QAccessible.queryAccessibleInterface(window.panel.prompt)
    assert label.text(QAccessible.Text.Description) == step


def test_a_computers_moves_are_said_while_the_person_waits(qtbot, window, said):
    window.games.start_game(versus_beginner(5))
    c = window.controller
    rng = Rng(5)
    for _ in range(6):
        qtbot.waitUntil(c.awaiting_human, timeout=20000)
        take_turn(qtbot, window, rng)
    qtbot.waitUntil(c.awaiting_human, timeout=20000)
    QApplication.processEvents()
    Herald.of(window).flush()
    text = "\n".join(said)
    lines = [row.text for row in window.log_model.rows()]
    bruno = [line for line in lines if "Bruno" in line]
    assert bruno and all(line in text for line in lines)


# ---- actions -----------------------------------------------------------------------------
def test_table_items_have_press_confirm_and_focus_actions(qtbot, window, events):
    to_page(qtbot, window, "sunrise")
    focus_table(qtbot, window)
    card = window.controller.view().players[0].hand[-1]
    item = window.scene.items_by_key[("card", card)]
    actions = QAccessible.queryAccessibleInterface(item).actionInterface()
    assert actions is not None
    assert actions.actionNames() == [PRESS, CONFIRM, SHOW]
    assert all(actions.localizedActionName(n) for n in actions.actionNames())
    assert all(actions.localizedActionDescription(n) for n in actions.actionNames())
    assert actions.keyBindingsForAction(PRESS) == ["Space"]
    actions.doAction(SHOW)  # the ring goes there, a focus event says so
    assert ring_key(window) == ("card", card)
    assert [o for k, o in events if k == QAccessible.Event.Focus][-1] is item
    actions.doAction(PRESS)  # as Space: the card is planned
    qtbot.waitUntil(lambda: window.panel.page().plan.currentData() == card)


def test_confirm_on_a_table_button_presses_it(qtbot, window):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    keep = next(
        it for it in window.scene.focus.items()
        if it.placement.kind == "control" and it.placement.data.get("default")
    )  # fmt: skip
    QAccessible.queryAccessibleInterface(keep).actionInterface().doAction(CONFIRM)
    qtbot.waitUntil(lambda: window.panel.current != "exchange", timeout=20000)


def test_no_actions_on_what_the_keys_cannot_reach(qtbot, window):
    to_page(qtbot, window, "sunrise")
    reach = set(window.scene.focus.items())
    other = next(
        it for it in window.scene.items_by_key.values()
        if it not in reach and hasattr(it, "placement") and it.isVisible()
    )  # fmt: skip
    iface = QAccessible.queryAccessibleInterface(other)
    assert iface.actionInterface().actionNames() == []
    iface.actionInterface().doAction(PRESS)  # nothing happens, nothing breaks


# ---- entering the table -----------------------------------------------------------------
def test_entering_the_table_reads_the_item_not_every_label(qtbot, window, events):
    to_page(qtbot, window, "sunrise")
    view = table_iface(window)
    assert view.role() == QAccessible.Role.Canvas  # Orca reads a pane with all its labels
    assert view.text(NAME) == "Game table"
    focus_table(qtbot, window)
    item = window.scene.items_by_key[ring_key(window)]
    focused = [o for k, o in events if k == QAccessible.Event.Focus]
    assert focused[-1] is item
    # Qt says the view took the focus after the ring's first event: the ring's item is
    # told again once Qt has (Orca reads the last focus event)
    told = len(events)
    qtbot.waitUntil(lambda: (QAccessible.Event.Focus, item) in events[told:])
    assert view.text(QAccessible.Text.Description) == QAccessible.queryAccessibleInterface(
        item
    ).text(NAME)


# ---- secrets -----------------------------------------------------------------------------
def test_nothing_said_names_another_persons_hidden_card(qtbot, window, said):
    """At a pass-and-play table, what the herald says (moves, steps) never names a card
    of another person's hand or plan that the table does not show face up."""
    window.games.start_game(TWO_PEOPLE)
    c = window.controller
    cat = window.cat
    rng = Rng(11)
    checked = covers = heard = 0
    while checked < 20 and not c.state_for_tests.over:
        qtbot.waitUntil(lambda: window.cover.isVisible() or c.awaiting_human(), timeout=20000)
        Herald.of(window).flush()
        state = c.state_for_tests
        viewer = c.viewer
        others = [s for s in range(state.num_players) if s != viewer]
        hidden = _secrets(state, others)
        seen = {cat.card(x).name for x in _face_up(c.view()) | set(c.view().discard)}
        text = "\n".join(said)
        leaks = [cat.card(h).name for h in hidden if cat.card(h).name not in seen]
        assert not [name for name in leaks if name in text], viewer
        heard += len(said)
        said.clear()
        if window.cover.isVisible():
            covers += 1
            take_seat(qtbot, window)
            continue
        checked += 1
        take_turn(qtbot, window, rng)
    assert covers >= 2 and checked >= 10 and heard >= 20, (covers, checked, heard)


def test_an_items_interface_answers_every_interface_qt_asks_for(qtbot, window):
    """Qt's AT-SPI bridge asks each interface for every kind of sub-interface (through
    ``interface_cast``): none but the actions is there, and asking never breaks (a
    ``None`` answer crashed the program under Orca)."""
    to_page(qtbot, window, "sunrise")
    item = window.scene.focus.items()[0]
    iface = QAccessible.queryAccessibleInterface(item)
    for ask in ("textInterface", "editableTextInterface", "valueInterface", "tableCellInterface",
                "selectionInterface", "attributesInterface"):  # fmt: skip
        assert getattr(iface, ask)() is None, ask
    assert iface.actionInterface().actionNames() == [PRESS, CONFIRM, SHOW]
