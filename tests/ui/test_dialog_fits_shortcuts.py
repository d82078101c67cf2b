"""The keyboard shortcuts list: every row one line, all the same height (rows sized
before the dialog was shown were two to four lines high, unevenly), each whole text in
its tooltip."""

from __future__ import annotations

from omg_desktop.ui.dialogs.help import HelpDialog, ShortcutsDialog


def row_heights(table) -> list[int]:
    return [table.rowHeight(r) for r in range(table.rowCount())]


def assert_even_and_compact(table) -> None:
    heights = row_heights(table)
    assert heights and max(heights) - min(heights) <= 2, heights
    line = table.fontMetrics().lineSpacing()
    assert max(heights) < 2 * line, (heights, line)  # one line, with a little air
    for r in range(table.rowCount()):
        assert table.item(r, 1).toolTip() == table.item(r, 1).text()


def test_the_shortcuts_dialog_has_even_one_line_rows(qtbot, main_window):
    d = ShortcutsDialog(main_window.shortcuts(), main_window)
    qtbot.addWidget(d)
    d.open()
    qtbot.waitExposed(d)
    assert d.table.rowCount() >= 20
    assert_even_and_compact(d.table)
    d.resize(d.width() // 2 + 100, d.height())  # narrower: still one line a row
    qtbot.waitUntil(lambda: d.table.viewport().width() < d.width())
    assert_even_and_compact(d.table)


def test_the_shortcuts_tab_of_the_rules_has_even_one_line_rows(qtbot, main_window):
    d = HelpDialog(main_window, main_window.shortcuts())
    qtbot.addWidget(d)
    d.open()
    d.show_shortcuts()
    qtbot.waitExposed(d)
    assert_even_and_compact(d.shortcuts_table)
