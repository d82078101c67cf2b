"""The keyboard shortcuts list: every description whole, each row as tall as its text
needs at the column's width (rows sized before the dialog was shown were two to four
lines high, unevenly; rows cut to one line hid the longest, most useful descriptions)."""

from __future__ import annotations

from omg_desktop.ui.dialogs.help import HelpDialog, ShortcutsDialog


def row_heights(table) -> list[int]:
    return [table.rowHeight(r) for r in range(table.rowCount())]


def assert_whole_and_compact(table) -> None:
    from PySide6.QtCore import QRect, Qt

    metrics, line = table.fontMetrics(), table.fontMetrics().lineSpacing()
    width = table.columnWidth(1) - 8  # the cell's own margins
    for r in range(table.rowCount()):
        text = table.item(r, 1).text()
        needed = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextWordWrap, text).height()
        assert needed <= table.rowHeight(r) < needed + line, (text, needed, table.rowHeight(r))
        assert table.item(r, 1).toolTip() == text
    heights = [table.rowHeight(r) for r in range(table.rowCount())]
    one_line = [
        h
        for r, h in enumerate(heights)
        if metrics.horizontalAdvance(table.item(r, 1).text()) <= width
    ]
    assert one_line and max(one_line) - min(one_line) <= 2, heights  # even where one line


def test_the_shortcuts_dialog_shows_every_description_whole_in_compact_rows(qtbot, main_window):
    d = ShortcutsDialog(main_window.menus.shortcuts(), main_window)
    qtbot.addWidget(d)
    d.open()
    qtbot.waitExposed(d)
    assert d.table.rowCount() >= 20
    assert_whole_and_compact(d.table)
    d.resize(d.width() // 2 + 100, d.height())  # narrower: rows grow, still whole
    qtbot.waitUntil(lambda: d.table.viewport().width() < d.width())
    assert_whole_and_compact(d.table)


def test_the_shortcuts_tab_of_the_rules_shows_every_description_whole(qtbot, main_window):
    d = HelpDialog(main_window, main_window.menus.shortcuts())
    qtbot.addWidget(d)
    d.open()
    d.show_shortcuts()
    qtbot.waitExposed(d)
    assert_whole_and_compact(d.shortcuts_table)
