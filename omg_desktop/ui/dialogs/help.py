"""The rules summary with a find field, and the keyboard shortcuts list."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...resources import help_page, resources_root
from ..window_size import fit_window

#: A shortcut as given by the caller: (key sequence, description).
Shortcut = tuple[QKeySequence | QKeySequence.StandardKey | str, str]

MAX_MATCHES = 10_000
#: Pixels added to a shortcut row's line, for air.
ROW_PADDING = 8


def help_path(language: str = "en") -> Path:
    """The rules summary in ``language`` (e.g. "pt_BR", "pt"), falling back to English."""
    return help_page(language)


def _key_text(key: QKeySequence | QKeySequence.StandardKey | str) -> str:
    """A key as the player reads it: words given (already translated, such as "Tab /
    Shift+Tab") stay as they are; a key sequence in the platform's own words."""
    if isinstance(key, str):
        return key
    return QKeySequence(key).toString(QKeySequence.NativeText)


class ShortcutsTable(QTableWidget):
    """A read-only two-column table: key, what it does."""

    def __init__(self, shortcuts: Sequence[Shortcut], parent: QWidget | None = None) -> None:
        super().__init__(len(shortcuts), 2, parent)
        self.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.setHorizontalHeaderLabels([self.tr("Key"), self.tr("Action")])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.setTabKeyNavigation(False)
        self.setAlternatingRowColors(True)
        for row, (key, text) in enumerate(shortcuts):
            key_item = QTableWidgetItem(_key_text(key))
            font = key_item.font()
            font.setBold(True)
            key_item.setFont(font)
            self.setItem(row, 0, key_item)
            self.setItem(row, 1, QTableWidgetItem(text))
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Interactive)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        header.setDefaultAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        self.resizeColumnToContents(0)
        self.setColumnWidth(0, max(90, self.columnWidth(0) + 24))
        self.setWordWrap(True)  # a long description takes a second line, never cut
        for row, (_key, text) in enumerate(shortcuts):
            self.item(row, 1).setToolTip(text)
        header.sectionResized.connect(self._fit_rows)
        self._fit_rows()
        self.setCurrentCell(-1, -1)

    def wanted_width(self) -> int:
        """The width that shows every description on one line."""
        texts = [self.item(r, 1).text() for r in range(self.rowCount())]
        longest = max((self.fontMetrics().horizontalAdvance(t) for t in texts), default=0)
        bar = self.verticalScrollBar().sizeHint().width()
        return self.columnWidth(0) + longest + 24 + bar + 2 * self.frameWidth()

    def wanted_height(self) -> int:
        """The height that shows every row without scrolling (at today's widths)."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        return self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self, *_args: object) -> None:
        """Each row as tall as its text needs at the description column's width now: one
        line where it fits, two where it wraps (rows sized once, before the dialog had
        its width, were two to four lines high, unevenly)."""
        self.resizeRowsToContents()
        for r in range(self.rowCount()):
            self.setRowHeight(r, self.rowHeight(r) + ROW_PADDING)


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts, as (key sequence, description) pairs from the caller."""

    def __init__(self, shortcuts: Sequence[Shortcut], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = ShortcutsTable(shortcuts, self)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.button(QDialogButtonBox.Close).setText(self.tr("&Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        margins = layout.contentsMargins()
        width = self.table.wanted_width() + margins.left() + margins.right()
        height = self.table.wanted_height() + buttons.sizeHint().height() + layout.spacing()
        height += margins.top() + margins.bottom()
        fit_window(self, (max(620, width), height))
        self.table.setFocus()  # the arrows and Page Down scroll it at once


class HelpDialog(QDialog):
    """The rules summary in a browser with a find field; optionally a shortcuts tab."""

    def __init__(
        self,
        parent: QWidget | None = None,
        shortcuts: Sequence[Shortcut] | None = None,
        language: str = "en",
        path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules summary"))
        self._matches: list[QTextCursor] = []
        self._current = -1

        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules summary"))
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(12)
        self._load(path or help_path(language))

        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setAccessibleName(self.tr("Find in the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.setToolTip(self.tr("Enter: next match. Shift+Enter: previous match."))
        find_label = QLabel(self.tr("&Find:"))
        find_label.setBuddy(self.search)
        self.status = QLabel(self)
        self.status.setAccessibleName(self.tr("Search result"))
        self.status.setMinimumWidth(120)
        self.search.textChanged.connect(self.find)
        self.search.installEventFilter(self)

        rules_page = QWidget(self)
        rules_layout = QVBoxLayout(rules_page)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        find_row = QHBoxLayout()
        find_row.addWidget(find_label)
        find_row.addWidget(self.search, 1)
        find_row.addWidget(self.status)
        rules_layout.addLayout(find_row)
        rules_layout.addWidget(self.browser, 1)

        self.tabs: QTabWidget | None = None
        self.shortcuts_table: ShortcutsTable | None = None
        layout = QVBoxLayout(self)
        if shortcuts:
            self.tabs = QTabWidget(self)
            self.shortcuts_table = ShortcutsTable(shortcuts, self)
            self.tabs.addTab(rules_page, self.tr("&Rules"))
            self.tabs.addTab(self.shortcuts_table, self.tr("&Keyboard shortcuts"))
            layout.addWidget(self.tabs, 1)
        else:
            layout.addWidget(rules_page, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        close = buttons.button(QDialogButtonBox.Close)
        close.setText(self.tr("&Close"))
        close.setAutoDefault(False)
        close.setDefault(False)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        QShortcut(QKeySequence.Find, self, activated=self._focus_search)
        QShortcut(QKeySequence.FindNext, self, activated=self.find_next)
        QShortcut(QKeySequence.FindPrevious, self, activated=self.find_previous)
        self.search.setFocus()
        fit_window(self, (720, 640))

    def _load(self, path: Path) -> None:
        try:
            html = path.read_text(encoding="utf-8")
        except OSError:
            message = self.tr("The rules summary could not be found at %1.")
            html = "<p>" + escape(fill(message, str(path))) + "</p>"
        self.browser.setHtml(html)

    def show_shortcuts(self) -> None:
        """Switch to the keyboard shortcuts tab (if there is one)."""
        if self.tabs is not None:
            self.tabs.setCurrentIndex(1)

    def _focus_search(self) -> None:
        if self.tabs is not None:
            self.tabs.setCurrentIndex(0)
        self.search.setFocus()
        self.search.selectAll()

    # -- finding -------------------------------------------------------------

    @property
    def match_count(self) -> int:
        return len(self._matches)

    def find(self, text: str) -> int:
        """Highlight every match of ``text`` (ignoring case), select the first; return the count."""
        self._matches = []
        self._current = -1
        text = text.strip()
        if text:
            doc = self.browser.document()
            cursor = doc.find(text, 0)
            while not cursor.isNull() and len(self._matches) < MAX_MATCHES:
                self._matches.append(cursor)
                cursor = doc.find(text, cursor)
        self._highlight()
        if self._matches:
            self._go(0)
        else:
            self.browser.setTextCursor(QTextCursor(self.browser.document()))
        if not text:
            self.status.setText("")
        elif not self._matches:
            self.status.setText(self.tr("No match"))
        elif len(self._matches) == 1:
            self.status.setText(self.tr("One match"))
        else:
            self.status.setText(self.tr("%n matches", "", len(self._matches)))
        return len(self._matches)

    def find_next(self) -> None:
        if self._matches:
            self._go((self._current + 1) % len(self._matches))

    def find_previous(self) -> None:
        if self._matches:
            self._go((self._current - 1) % len(self._matches))

    def current_match(self) -> int:
        """Index of the selected match, or -1."""
        return self._current

    def _go(self, index: int) -> None:
        self._current = index
        self.browser.setTextCursor(self._matches[index])
        self.browser.ensureCursorVisible()
        if len(self._matches) > 1:
            self.status.setText(
                fill(self.tr("Match %1 of %2"), str(index + 1), str(len(self._matches)))
            )

    def _highlight(self) -> None:
        selections = []
        for cursor in self._matches:
            sel = QTextEdit.ExtraSelection()
            sel.cursor = cursor
            sel.format.setBackground(QColor("#ffe066"))
            sel.format.setForeground(QColor("#000000"))
            sel.format.setFontUnderline(True)
            selections.append(sel)
        self.browser.setExtraSelections(selections)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.search and event.type() == QEvent.KeyPress:
            key_event: QKeyEvent = event  # type: ignore[assignment]
            if key_event.key() in (Qt.Key_Return, Qt.Key_Enter):
                if key_event.modifiers() & Qt.ShiftModifier:
                    self.find_previous()
                else:
                    self.find_next()
                return True
        return super().eventFilter(watched, event)


__all__ = [
    "HelpDialog",
    "Shortcut",
    "ShortcutsDialog",
    "ShortcutsTable",
    "help_path",
    "resources_root",
]
