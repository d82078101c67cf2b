"""The About box: name, version, credits and licences."""

from __future__ import annotations

import html
import platform
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QVBoxLayout,
    QWidget,
)

import omg_desktop
from omg_desktop.games import registry
from omg_desktop.games.base import GameInfo
from omg_desktop.i18n.templates import fill
from omg_desktop.licences import NOTICES, bundled_notices_path, by_licence, notices_path

from .text_viewer import TextViewerDialog

#: The width of the box's lines (px): room for two games a row.
WIDTH = 480


class AboutDialog(QDialog):
    """Who made what: the box (every game's window shows the same), its version, each
    game of the registry with its credit and its data's attributions, the libraries."""

    def __init__(self, parent: QWidget | None = None, language: str | None = None) -> None:
        """``language``: the games' credits' (default: the parent window's)."""
        super().__init__(parent)
        if language is None:
            language = getattr(parent, "language", None) or getattr(
                QApplication.instance(), "language", "en"
            )
        self.setWindowTitle(self.tr("About OMG Desktop"))

        self.title = QLabel(self.tr("OMG Desktop"))
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(self.tr("A box of tabletop games."))
        self.version = QLabel(fill(self.tr("Version %1"), omg_desktop.__version__))
        self.games = QLabel(games_text(registry.GAMES, str(language)))
        self.games.setTextFormat(Qt.RichText)
        self.credits = QLabel(
            self.tr(
                "Names, numbers and rules are facts of the published games; all art and "
                "text here are original."
            )
        )
        self.fan_edition = QLabel(
            self.tr(
                "The names and rules of the games belong to their publishers. "
                "This is an unofficial fan edition."
            )
        )
        self.own_licences = QLabel(
            self.tr(
                "This program's code is under the MIT licence; its own art, sounds and "
                "story text are under CC BY 4.0."
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
        parts = "<br>".join(
            f"{html.escape(', '.join(names))}: {html.escape(licence)}"
            for licence, names in by_licence()
        )
        self.third_party = QLabel(
            f"{html.escape(self.tr('Parts by others and their licences:'))}<br>{parts}"
        )
        self.third_party.setTextFormat(Qt.RichText)
        self.notices = QLabel(self._notices_text())
        self.notices.setOpenExternalLinks(False)  # shown here: a system may open nothing
        self.notices.linkActivated.connect(self.show_file)
        self.viewer: TextViewerDialog | None = None
        small = QFont(self.libraries.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        for label in (self.libraries, self.third_party, self.notices):
            label.setFont(small)

        buttons = QDialogButtonBox(QDialogButtonBox.Close, self)
        buttons.button(QDialogButtonBox.Close).setText(self.tr("&Close"))
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        layout.setContentsMargins(20, 20, 20, 14)
        layout.setSizeConstraint(QLayout.SetFixedSize)
        labels = (
            self.title,
            self.subtitle,
            self.version,
            self.games,
            self.credits,
            self.fan_edition,
            self.own_licences,
            self.libraries,
            self.third_party,
            self.notices,
        )
        for label in labels:
            label.setWordWrap(True)
            if label is not self.notices:  # its link stays a link
                label.setTextInteractionFlags(Qt.TextSelectableByMouse)
            label.setFixedWidth(WIDTH)
            layout.addWidget(label)
            if label is self.version:
                layout.addSpacing(10)
        layout.addSpacing(10)
        layout.addWidget(buttons)

    def show_file(self, link: str) -> None:
        """A linked notices file, in a viewer of the program's own (the system's file
        opener may be missing, and then the link did nothing a player could see)."""
        self.viewer = TextViewerDialog(Path(QUrl(link).toLocalFile()), self)
        self.viewer.open()

    def _notices_text(self) -> str:
        """Where the full licence texts are: a link to the shipped notices file."""
        path = notices_path()
        if path is None:
            return html.escape(fill(self.tr("The full licence texts: %1."), NOTICES))
        text = fill(html.escape(self.tr("The full licence texts: %1.")), _link(path))
        bundled = bundled_notices_path()
        if bundled is not None:
            more = self.tr("The system libraries this copy carries, and their notices: %1.")
            text += "<br>" + fill(html.escape(more), _link(bundled))
        return text


def _link(path: Path) -> str:
    """A link that opens a local file, named by its file name."""
    return f'<a href="{QUrl.fromLocalFile(str(path)).toString()}">{html.escape(path.name)}</a>'


def game_lines(info: GameInfo, language: str) -> str:
    """One game of the box: its title, who made it, and the lines its data's sources ask
    for (smaller), as rich text in ``language``."""
    lines = [f"<b>{html.escape(info.title(language))}</b>"]
    credit = info.credit_line(language)
    if credit:
        lines.append(html.escape(credit))
    lines += [f"<small>{html.escape(a)}</small>" for a in info.attribution_lines(language)]
    return "<br>".join(lines)


def games_text(games: tuple[GameInfo, ...], language: str) -> str:
    """Every game of the box (:func:`game_lines`), as rich text in ``language``: one game
    as it is, more two a row (four games one under another took 200 of the box's 674
    px, near the 700 px of a small screen; two a row, the box keeps room for more)."""
    blocks = [game_lines(info, language) for info in games]
    if len(blocks) == 1:
        return blocks[0]
    rows = []
    for first in range(0, len(blocks), GAMES_A_ROW):
        cells = blocks[first : first + GAMES_A_ROW]
        cells += [""] * (GAMES_A_ROW - len(cells))
        rows.append("<tr>" + "".join(f'<td width="50%" style="{_CELL}">{c}</td>'
                                     for c in cells) + "</tr>")  # fmt: skip
    return f'<table width="100%" cellspacing="0" cellpadding="0">{"".join(rows)}</table>'


#: Games a row in the About box, and the room each cell keeps (right, and under).
GAMES_A_ROW = 2
_CELL = "padding-right: 10px; padding-bottom: 10px; vertical-align: top"
