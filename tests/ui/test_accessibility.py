"""What a screen reader gets, through the real window offscreen: the table's items in
Qt's accessibility tree with their names and descriptions, focus events as the ring
moves, the log's new lines announced, and a name on every widget that needs one.

The events are seen through ``screen_reader.listen`` (PySide has no
``QAccessible.installUpdateHandler``); Qt's accessibility is switched on for these
tests (``QAccessible.setActive``) so the events also go the whole way through Qt.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)
from test_keyboard import focus_table, press, ring_key, versus_beginner
from test_main_window import take_turn
from windows import make_window

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.i18n import files as i18n_files
from omg_desktop.ui import language, screen_reader
from omg_desktop.ui.announce import Herald, Notice
from omg_desktop.ui.table.accessible import ItemAccessible, TableAccessible, spoken_items

pytestmark = pytest.mark.timeout(300)

Key = Qt.Key
NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description
#: The decisions a game against a Beginner reaches in its first rounds.
PAGES = {"exchange", "sunrise", "produce", "build"}


@pytest.fixture
def events():
    """Every accessibility event sent while the test runs (and Qt's accessibility on)."""
    seen: list = []

    def words(e) -> str:  # an announcement's, or what the herald shows (Linux)
        if isinstance(e.object(), Notice):
            return e.object().accessibleName()
        return getattr(e, "message", lambda: "")()

    stop = screen_reader.listen(lambda e: seen.append((e.type(), e.object(), words(e))))
    QAccessible.setActive(True)
    yield seen
    QAccessible.setActive(False)
    stop()


@pytest.fixture
def window(active_window):
    return active_window  # instant speed: no animation plays (tests/ui/conftest.py)


def table_iface(win) -> TableAccessible:
    iface = QAccessible.queryAccessibleInterface(win.table)
    assert isinstance(iface, TableAccessible)
    return iface


def children(win) -> list:
    iface = table_iface(win)
    return [iface.child(i) for i in range(iface.childCount())]


def focusable_texts(win) -> list[tuple[tuple, str, str]]:
    """(key, name, description) of every item the keys reach now, through Qt."""
    out = []
    for item in win.scene.focus.items():
        iface = QAccessible.queryAccessibleInterface(item)
        assert isinstance(iface, ItemAccessible), item.placement.key
        assert iface.state().focusable
        assert iface.parent() is not None and iface.parent().object() is win.table
        out.append((item.placement.key, iface.text(NAME), iface.text(DESCRIPTION)))
    return out


def play_through_pages(qtbot, win, seed: int, check, rounds: int = 4) -> set[str]:
    """Play Ana's decisions against a Beginner; ``check(page)`` at each one."""
    win.games.start_game(versus_beginner(seed))
    c = win.controller
    rng = Rng(seed)
    seen: set[str] = set()
    while not seen >= PAGES:
        qtbot.waitUntil(lambda: c.awaiting_human() or c.state_for_tests.over, timeout=20000)
        if c.state_for_tests.over or c.view().round > rounds:
            break
        page = win.panel.current
        seen.add(page)
        check(page)
        take_turn(qtbot, win, rng)
    return seen


def to_page(qtbot, win, page: str, seed: int = 3) -> None:
    """A game against a Beginner, played by Ana until the panel shows ``page``."""
    win.games.start_game(versus_beginner(seed))
    c = win.controller
    rng = Rng(seed)
    while True:
        qtbot.waitUntil(c.awaiting_human, timeout=20000)
        if win.panel.current == page:
            return
        take_turn(qtbot, win, rng)


# ---- names and descriptions -----------------------------------------------------------------
def test_every_item_the_keys_reach_in_each_phase_has_a_name_and_a_description(qtbot, window):
    problems: list[str] = []

    def check(page: str) -> None:
        texts = focusable_texts(window)
        assert texts, page
        for key, name, description in texts:
            if not name.strip() or not description.strip():
                problems.append(f"{page} {key}: {name!r} / {description!r}")
        # the tree holds them, in reading order, with the rest of the table
        spoken = [ch.object() for ch in children(window)]
        assert all(item in spoken for item in window.scene.focus.items())

    seen = play_through_pages(qtbot, window, 3, check)
    assert seen >= PAGES, seen
    assert not problems, problems


def test_the_words_say_what_and_where(qtbot, window):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    view = c.view()
    words = {
        ch.object().placement.key: (ch.text(NAME), ch.text(DESCRIPTION)) for ch in children(window)
    }
    cat = window.cat
    first = view.players[0].hand[0]
    name, description = words[("card", first)]
    assert name.startswith(cat.card(first).name) and "your hand" in name
    assert f"(#{first})" in description  # the card's whole text (the tooltip's)
    charburner = view.players[0].buildings[0]
    name, description = words[("goods", charburner.card)]
    good = cat.goods[cat.card(charburner.card).good]
    assert str(charburner.goods) in name and good.name in name and "your" in name
    assert "worth" in description
    name, description = words[("control", "keep")]
    assert "Keep my hand" in name and "Enter" in description
    opponent = view.players[1].buildings[0].card
    assert words[("card", opponent)][0].endswith("Bruno's building")
    assert words[("deck",)][0].startswith("Draw pile")
    labels = [n for k, (n, _) in words.items() if k[:2] == ("label", "round")]
    assert labels and "Phase I" in labels[0]
    for a, _side in view.open_assistants:
        assert "for hire" in words[("assistant", a)][0]


def test_the_goods_on_a_building_say_what_their_marks_mean(qtbot, window):
    """ "5 ▪▪ 7" on the Charburner: the tooltip and the description explain the marks."""
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    charburner = c.view().players[0].buildings[0]
    assert charburner.goods == 7  # drawn as a "5", two squares and the count
    item = window.scene.items_by_key[("goods", charburner.card)]
    tip = item.toolTip()
    good = window.cat.goods[window.cat.card(charburner.card).good].name
    assert good in tip and "7" in tip
    assert "five goods" in tip and "square" in tip and "counts them all" in tip
    assert "worth" in tip
    iface = QAccessible.queryAccessibleInterface(item)
    description = iface.text(DESCRIPTION)
    assert "five goods" in description and "worth" in description
    assert description.count("worth") == 1  # said once, not again from the tooltip


def test_the_players_line_says_that_vp_counts_coins(qtbot, window):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    for seat in (0, 1):
        item = window.scene.items_by_key[("label", "player", seat)]
        assert "VP: 1" in item.text()  # no point of a building: the 7 coins of its coal
        assert "1 more for every 5 coins" in item.toolTip()
        description = QAccessible.queryAccessibleInterface(item).text(DESCRIPTION)
        assert "1 more for every 5 coins" in description


def test_the_worker_waiting_beside_to_build_has_a_tooltip_and_a_name(qtbot, window):
    to_page(qtbot, window, "sunrise")
    page = window.panel.page()
    page.building.clear()  # as when no building can take it: it waits beside To build
    page.marks_changed.emit()
    qtbot.waitUntil(lambda: window.scene.items_by_key[("worker", 0)].placement.data.get("waiting"))
    window.scene.player.finish()
    item = window.scene.items_by_key[("worker", 0)]
    slot = window.scene.items_by_key[("slot", "planned")]
    assert item.sceneBoundingRect().center().x() < slot.sceneBoundingRect().left()  # beside it
    iface = QAccessible.queryAccessibleInterface(item)
    assert iface.text(NAME) == "Your worker, at home"
    assert item.toolTip().startswith("Your worker, at home\n")
    assert "stays home this round" in item.toolTip()
    assert "stays home this round" in iface.text(DESCRIPTION)


def test_a_face_down_card_says_only_that_it_is_face_down(qtbot, window):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    backs = [ch for ch in children(window) if ch.object().placement.kind == "back"]
    fan = [ch for ch in backs if ch.object().placement.key[0] == "hand-fan"]
    assert fan
    for ch in fan:
        assert ch.text(NAME) == "A face-down card"
        assert ch.text(DESCRIPTION).endswith("in Bruno's hand, face down.")
    hidden = c.state_for_tests.players[1].hand
    for ch in backs:
        text = ch.text(NAME) + ch.text(DESCRIPTION)
        assert not any(window.cat.card(h).name in text for h in hidden)


#: Pieces of the English sentences around the data's names (none may be left in another
#: language).
ENGLISH = ("in your hand", "your building", "(button)", "presses it", "face down", "for hire",
           "Each is worth", "You can choose it now", "in the sunrise row")  # fmt: skip


@pytest.mark.parametrize("code", ["pt_BR", "es", "ja"])
def test_the_words_are_translated(qtbot, tmp_path, code):
    """In another language every name and description of what the keys reach is set,
    and none keeps an English sentence around the data's (translated) names."""
    from PySide6.QtCore import QLocale

    from omg_desktop.games.ohmygoods.loading import default_catalog

    i18n_files.build()
    app = QApplication.instance()
    language.register_fonts()
    installed = language.install(app, code)
    win = make_window(qtbot, tmp_path, language.localized(default_catalog(), code))
    try:
        win.games.start_game(versus_beginner(3))
        c = win.controller
        rng = Rng(3)
        texts: list = []
        pages: set[str] = set()
        while len(pages) < 3:
            qtbot.waitUntil(c.awaiting_human, timeout=20000)
            pages.add(win.panel.current)
            texts += focusable_texts(win)
            take_turn(qtbot, win, rng)
        for key, name, description in texts:
            assert name.strip() and description.strip(), key
            left = [e for e in ENGLISH if e in name or e in description]
            assert not left, (key, name, description)
    finally:
        win.controller.shutdown()
        win.scene.player.stop()
        for t in installed:
            app.removeTranslator(t)
        QLocale.setDefault(QLocale("en_US"))


# ---- events ------------------------------------------------------------------------------------
def test_the_focus_ring_sends_focus_events_and_the_view_says_the_item(qtbot, window, events):
    to_page(qtbot, window, "sunrise")
    focus_table(qtbot, window)
    first = window.scene.items_by_key[ring_key(window)]
    focused = [obj for kind, obj, _ in events if kind == QAccessible.Event.Focus]
    assert focused and focused[-1] is first
    iface = QAccessible.queryAccessibleInterface(first)
    assert iface.state().focused
    assert table_iface(window).focusChild().object() is first
    assert window.table.accessibleDescription() == iface.text(NAME)
    for key in (Key.Key_Tab, Key.Key_Right, Key.Key_Down):
        before = len(events)
        press(qtbot, window, key)
        now = window.scene.items_by_key[ring_key(window)]
        told = [obj for kind, obj, _ in events[before:] if kind == QAccessible.Event.Focus]
        assert told == [now], key
        assert window.table.accessibleDescription() == QAccessible.queryAccessibleInterface(
            now
        ).text(NAME)
        assert not QAccessible.queryAccessibleInterface(first).state().focused or now is first


def test_choosing_the_ringed_item_tells_its_new_name(qtbot, window, events):
    """Space on a hand card in phase II plans it: the card, still in the ring, is now
    the planned building, and the screen reader is told its new name."""
    from test_keyboard import tab_to_item

    to_page(qtbot, window, "sunrise")
    card = window.controller.view().players[0].hand[-1]
    tab_to_item(qtbot, window, ("card", card))
    item = window.scene.items_by_key[("card", card)]
    assert "your hand" in QAccessible.queryAccessibleInterface(item).text(NAME)
    before = len(events)
    press(qtbot, window, Key.Key_Space)
    qtbot.waitUntil(lambda: window.panel.page().plan.currentData() == card)
    assert ring_key(window) == ("card", card)
    item = window.scene.items_by_key[("card", card)]
    name = QAccessible.queryAccessibleInterface(item).text(NAME)
    assert "your planned building" in name
    kinds = [(kind, obj) for kind, obj, _ in events[before:]]
    assert (QAccessible.Event.NameChanged, item) in kinds
    assert any(kind == QAccessible.Event.ObjectReorder for kind, _ in kinds)
    assert window.table.accessibleDescription() == name


def test_every_logged_move_is_announced(qtbot, window, events):
    window.games.start_game(versus_beginner(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    before = len(events)
    rows = window.log_model.rowCount()
    press(qtbot, window, Key.Key_Enter)  # keep the hand: the moves that follow are logged
    qtbot.waitUntil(lambda: window.log_model.rowCount() > rows)
    Herald.of(window).flush()
    spoken = (QAccessible.Event.Announcement, QAccessible.Event.ObjectShow)
    said = "\n".join(m for kind, obj, m in events[before:] if kind in spoken)
    new = [window.log_model.rows()[i].text for i in range(rows, window.log_model.rowCount())]
    assert new and all(line in said for line in new)


def test_behind_a_cover_the_table_has_no_children(qtbot, window):
    from test_privacy import TWO_PEOPLE, until_cover

    window.games.start_game(TWO_PEOPLE)
    until_cover(qtbot, window, Rng(1))
    assert window.covered
    assert table_iface(window).childCount() == 0 and spoken_items(window.table) == []


# ---- widgets ---------------------------------------------------------------------------------
NEEDS_A_NAME = (
    QAbstractButton,
    QAbstractSlider,
    QAbstractItemView,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QTextEdit,
)


def unnamed(top: QWidget) -> list[str]:
    """Widgets a screen reader could not name (Qt's own inner parts left out: scroll
    bars, headers, a combo box's list, a spin box's line, a line edit's clear button)."""
    out = []
    for w in [top, *top.findChildren(QWidget)]:
        if not isinstance(w, NEEDS_A_NAME) or isinstance(w, (QScrollBar, QHeaderView)):
            continue
        if w.objectName().startswith("qt_") or _inside_qt_part(w, top):
            continue
        iface = QAccessible.queryAccessibleInterface(w)
        if iface is None or not iface.text(NAME).strip():
            out.append(
                f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}"
            )
    return out


def _inside_qt_part(w: QWidget, top: QWidget) -> bool:
    parent = w.parentWidget()
    if isinstance(parent, QLineEdit):
        return True  # its clear button
    while parent is not None and parent is not top:
        if isinstance(parent, QComboBox) or parent.windowType() == Qt.WindowType.Popup:
            return True
        parent = parent.parentWidget()
    return False


def test_every_widget_of_the_panel_in_each_phase_has_a_name(qtbot, window):
    problems: set[str] = set()

    def check(page: str) -> None:
        problems.update(f"{page}: {w}" for w in unnamed(window))

    play_through_pages(qtbot, window, 5, check)
    assert not problems, sorted(problems)


def test_every_widget_of_the_dialogs_has_a_name(qtbot, window, tmp_path):
    from omg_desktop.games.ohmygoods.campaign.store import CampaignStore
    from omg_desktop.games.ohmygoods.face.campaign.campaign_dialog import CampaignDialog
    from omg_desktop.games.ohmygoods.face.campaign.story_dialog import StoryDialog
    from omg_desktop.games.ohmygoods.face.summary import SummaryWindow
    from omg_desktop.games.ohmygoods.rules import new_game, scores
    from omg_desktop.ui.dialogs.about import AboutDialog
    from omg_desktop.ui.dialogs.card_data import CardDataDialog
    from omg_desktop.ui.dialogs.help import HelpDialog, ShortcutsDialog
    from omg_desktop.ui.dialogs.new_game import NewGameDialog
    from omg_desktop.ui.dialogs.questions import question
    from omg_desktop.ui.dialogs.score_sheet import ScoreSheetDialog, parts_of
    from omg_desktop.ui.dialogs.slots import SlotsDialog

    cat = window.cat
    state = new_game(cat, 2, 1)
    sheet = parts_of(window.game, state)  # the game's rows
    dialogs = {
        "new game": NewGameDialog(cat, window.settings, window),
        "slots": SlotsDialog(window.store, can_save=True, default_name="x", parent=window),
        "rules": HelpDialog(window),
        "shortcuts": ShortcutsDialog(window.menus.shortcuts(), window),
        "card data": CardDataDialog(cat, window),
        "about": AboutDialog(window),
        "scores": ScoreSheetDialog(
            ["A", "B"], scores(state), [0], [[1, 2], [2, 3]], window, parts=sheet, face=window.face
        ),
        "campaign": CampaignDialog(cat, CampaignStore(tmp_path / "campaign"), window),
        "story": StoryDialog("Chapter", 1, None, window),
        "question": question(window, "T", "Text", "&Yes", "&No", default_yes=False, name="Q"),
        "summary": SummaryWindow(cat, [], {0: "A", 1: "B"}, [1], window),
    }
    window.games.start_game(versus_beginner(3))
    qtbot.waitUntil(window.controller.awaiting_human)
    window.games.save_to("slot-01", "one", 0)
    found = window.games.replay_of("slot-01", False)
    assert found is not None
    from omg_desktop.ui.replay_window import ReplayWindow

    replayer, names, hands = found
    dialogs["replay"] = ReplayWindow(cat, replayer, names, window.art, window, hands)
    problems = [f"{name}: {w}" for name, d in dialogs.items() for w in unnamed(d)]
    for d in dialogs.values():
        d.close()
    assert not problems, problems
