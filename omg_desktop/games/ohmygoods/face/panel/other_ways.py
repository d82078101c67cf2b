"""A page's folded section: the same choice made with lists and spin boxes.

The table is where a decision is made; these controls are the other way to make it
(screen readers, players who like forms). They hold the same state as the table's
clicks, so opening the section shows what the table has chosen. The section starts
folded; the panel keeps it open or folded for every page once a player has chosen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QLayout, QToolButton, QVBoxLayout, QWidget

from .widgets import tr


class OtherWays(QWidget):
    """A toggle, "Other ways to choose", over a body of controls hidden until opened."""

    toggled = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.toggle = QToolButton()
        self.toggle.setText(tr("&Other ways to choose"))
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolTip(
            tr("The same choice with lists and fields instead of the cards on the table")
        )
        self.body = QWidget()
        self.box = QVBoxLayout(self.body)
        self.box.setContentsMargins(12, 0, 0, 0)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.toggle, alignment=Qt.AlignmentFlag.AlignLeft)
        outer.addWidget(self.body)
        self.toggle.toggled.connect(self._toggled)
        self.set_open(False)

    def add(self, *items: QWidget | QLayout) -> None:
        """Put widgets (or a row layout) into the folded body, in order."""
        for item in items:
            if isinstance(item, QLayout):
                self.box.addLayout(item)
                continue
            if isinstance(item, QComboBox):  # long entries never widen the panel
                item.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                )
                item.setMinimumContentsLength(12)
            self.box.addWidget(item)

    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def set_open(self, open_: bool) -> None:
        """Open or fold the body without telling the panel (it asked)."""
        self.toggle.blockSignals(True)
        self.toggle.setChecked(open_)
        self.toggle.blockSignals(False)
        self._show(open_)

    def _show(self, open_: bool) -> None:
        arrow = Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow
        self.toggle.setArrowType(arrow)
        self.body.setVisible(open_)

    def _toggled(self, open_: bool) -> None:
        self._show(open_)
        self.toggled.emit(open_)
