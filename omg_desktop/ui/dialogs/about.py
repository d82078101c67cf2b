"""The About box: name, version and credits."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLayout, QVBoxLayout, QWidget

import omg_desktop
from omg_desktop.i18n.templates import fill


class AboutDialog(QDialog):
    """Who made what: the program, its version, the game's author, the libraries."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About omg-desktop"))

        self.title = QLabel(self.tr("omg-desktop"))
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(
            self.tr("A desktop edition of the card game Oh My Goods! (Big Box).")
        )
        self.version = QLabel(fill(self.tr("Version %1"), omg_desktop.__version__))
        self.credits = QLabel(
            self.tr(
                "Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules "
                "are facts of the published game; all art and text here are original. "
                "Not an official product."
            )
        )
        self.libraries = QLabel(
            fill(
                self.tr("Built with Qt %1, PySide6 %2 and Python %3."),
                qVersion(),
                pyside_version,
                platform.python_version(),
            )
        )
        small = QFont(self.libraries.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.libraries.setFont(small)

        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.button(QDialogButtonBox.Close).setText(self.tr("&Close"))
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.setContentsMargins(20, 20, 20, 14)
        layout.setSizeConstraint(QLayout.SetFixedSize)
        for label in (self.title, self.subtitle, self.version, self.credits, self.libraries):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextSelectableByMouse)
            label.setFixedWidth(400)
            layout.addWidget(label)
            if label is self.version:
                layout.addSpacing(10)
        layout.addSpacing(10)
        layout.addWidget(buttons)
