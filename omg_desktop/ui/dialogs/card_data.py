"""Help ▸ About the card data: where every card's and assistant's numbers come from.

Card tooltips say what a card does; this page says how sure the numbers are (our
own design, two sources agreeing, one source, provisional) and what the sources
disagree on — words for the curious, kept out of the table's tooltips. The words of
a card's provenance come from the game's face (``provenance_line``, ``provenance_word``).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..faces import face as face_of
from ..window_size import fit_window


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardDataDialog", text)


def card_data_html(cat: Any, face: Any = None) -> str:
    """The page: one line per card and per assistant, with its notes (``face``: the
    game's, the box's default game's for None)."""
    face = face if face is not None else face_of()
    provenance_line, provenance_word = face.provenance_line, face.provenance_word
    rows = []
    for card in sorted(cat.cards.values(), key=lambda c: c.name):
        line = f"<b>{html.escape(card.name)}</b> — {html.escape(provenance_line(card))}"
        if card.notes:
            line += f"<br/><i>{html.escape(card.notes)}</i>"
        rows.append(f"<li>{line}</li>")
    helpers = []
    for a in sorted(cat.assistants.values(), key=lambda a: a.name):
        word = html.escape(provenance_word(a.provenance))
        helpers.append(f"<li><b>{html.escape(a.name)}</b> — {word}</li>")
    intro = html.escape(
        _tr("How sure each card's numbers are, and what the sources we read disagree on.")
    )
    return (
        f"<p>{intro}</p><h3>{html.escape(_tr('Cards'))}</h3><ul>{''.join(rows)}</ul>"
        f"<h3>{html.escape(_tr('Assistants'))}</h3><ul>{''.join(helpers)}</ul>"
    )


class CardDataDialog(QDialog):
    """The card data page in a browser, with Close."""

    def __init__(self, cat: Any, parent: QWidget | None = None, face: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About the card data"))
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("About the card data"))
        self.browser.setHtml(card_data_html(cat, face))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.browser)
        box.addWidget(buttons)
        fit_window(self, (640, 560))
