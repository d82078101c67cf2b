"""A read-only viewer of a text file shipped with the program (the licence notices): a
Markdown file shown formatted (headings, tables, code blocks), any other as plain text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ..window_size import fit_window


class TextViewerDialog(QDialog):
    """The text of ``path`` in a scrollable, read-only box, its place above it."""

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(path.name)
        self.setAccessibleName(path.name)
        self.place = QLabel(str(path), self)
        self.place.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.place.setWordWrap(True)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(True)
        self.text.setAccessibleName(path.name)
        self.text.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        try:
            words = path.read_text(encoding="utf-8", errors="replace")
            if path.suffix.lower() == ".md":
                self.text.setMarkdown(words)
            else:
                self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
                self.text.setPlainText(words)
        except OSError as exc:
            message = self.tr("The file could not be read: %1")
            self.text.setPlainText(fill(message, exc.strerror or str(exc)))
        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.button(QDialogButtonBox.Close).setText(self.tr("&Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.place)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self.text.setFocus()
        fit_window(self, (760, 620))
