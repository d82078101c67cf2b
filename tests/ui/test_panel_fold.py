"""The panel prompts and confirms (issue 13): its lists, spin boxes and radio buttons
are folded under "Other ways to choose", open for every page once opened."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QListWidget,
    QRadioButton,
)
from test_main_window import take_turn, versus_computer

from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.seating import GameConfig, Seat

pytestmark = pytest.mark.timeout(240)

THREE = GameConfig(
    seats=(Seat("Ana", "human", None), Seat("Bo", "computer", "random"),
           Seat("Cy", "computer", "random")),
    ruleset="bigbox",
    seed=11,
)  # fmt: skip
FORM = (QComboBox, QAbstractSpinBox, QListWidget, QRadioButton)


def cut_labels(win) -> list[str]:
    """The panel's wrapped texts shown shorter than their text needs at their width
    (once the layouts pending have run)."""
    QApplication.processEvents()
    return [
        w.text()
        for w in win.panel.findChildren(QLabel)
        if w.isVisible() and w.wordWrap() and w.text()
        and w.height() < w.heightForWidth(w.width())
    ]  # fmt: skip


def form_widgets_shown(win) -> list:
    return [w for kind in FORM for w in win.panel.findChildren(kind) if w.isVisible()]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 700)])
def test_a_whole_game_shows_no_list_or_field_in_the_panel_until_asked(qtbot, window, size):
    """The panel shows prompt, table instructions and confirm buttons, no text cut."""
    window.resize(*size)
    window.games.start_game(versus_computer(5))
    c = window.controller
    rng = Rng(5)
    pages = set()
    while not c.is_over:
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=120_000)
        if c.is_over:
            break
        pages.add(window.panel.current)
        assert form_widgets_shown(window) == [], window.panel.current
        assert cut_labels(window) == [], window.panel.current
        take_turn(qtbot, window, rng)
    assert {"exchange", "sunrise", "produce", "build"} <= pages


def test_other_ways_opens_for_every_page_and_holds_the_tables_choice(qtbot, window):
    window.games.start_game(versus_computer(3))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "exchange")
    qtbot.mouseClick(window.panel.page().keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.awaiting_human() and window.panel.current == "sunrise")
    page = window.panel.page()
    assert not page.other.is_open() and not page.building.isVisible()
    qtbot.mouseClick(page.other.toggle, Qt.MouseButton.LeftButton)
    assert page.building.isVisible() and page.plan.isVisible()
    assert window.panel.other_ways_open
    later = [p for p in window.panel.pages.values() if p.other is not None and p is not page]
    assert later and all(p.other.is_open() for p in later)  # the pages made already
    qtbot.mouseClick(page.other.toggle, Qt.MouseButton.LeftButton)
    assert not page.building.isVisible()
    assert not any(p.other.is_open() for p in later)


def test_other_ways_open_never_widens_the_panel(qtbot, window):
    """Long list entries ("Assistant 7: 12 coins, needs …") do not push the table aside."""
    window.resize(1366, 768)
    window.panel.other_ways_open = True
    for page in window.panel.pages.values():  # the pages made already
        if page.other is not None:
            page.other.set_open(True)
    window.games.start_game(THREE)
    c = window.controller
    rng = Rng(2)
    widths = set()
    while not c.is_over and c.view().round <= 3:
        qtbot.waitUntil(lambda: c.is_over or c.awaiting_human(), timeout=120_000)
        if c.is_over:
            break
        QApplication.processEvents()
        page = window.panel.page()
        assert page.other is None or page.other.is_open()
        widths.add(window.splitter.sizes()[1])
        take_turn(qtbot, window, rng)
    assert widths and max(widths) <= 0.27 * 1366, widths


def test_no_two_keys_of_a_page_the_panel_or_the_menus_share_a_letter(qtbot, window):
    """Alt+letter reaches one thing: each page's buttons and labelled fields (its
    folded ones open), the panel's Undo and Reset, and the menu bar."""
    import re

    from PySide6.QtWidgets import QAbstractButton

    def letter(text: str) -> str | None:
        m = re.search(r"&([^&])", text.replace("&&", ""))
        return m.group(1).lower() if m else None

    menus = [letter(a.text()) for a in window.menuBar().actions()]
    panel = [letter(b.text()) for b in (window.panel.undo, window.panel.reset)]
    window.panel.make_all()
    for name, page in window.panel.pages.items():
        if page.other is not None:
            page.other.set_open(True)
        texts = [b.text() for b in page.findChildren(QAbstractButton)]
        texts += [lab.text() for lab in page.findChildren(QLabel) if lab.buddy() is not None]
        keys = [k for k in (letter(t) for t in texts) if k] + panel + menus
        assert len(keys) == len(set(keys)), (name, sorted(keys))
