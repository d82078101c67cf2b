"""Expansion: assign the assistants hired this round, at the end of the round."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
)

from ....rules import (
    Assign,
)
from ..widgets import (
    fill,
    tr,
)
from .base import Page


class AssignPage(Page):
    """End of round (expansion rules): put hired assistants under buildings."""

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.list = QComboBox()
        self.list.setAccessibleName(tr("Assignment"))
        self.go = self.button(tr("&Assign"), self._go)
        self.done = self.button(tr("&Done"), lambda: self.chosen.emit(self.done_action()))
        for w in (QLabel(tr("Assign your hired assistants:")), self.list, self.go, self.done):
            self.box.addWidget(w)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        self.list.clear()
        for a in legal:
            if isinstance(a, Assign):
                self.list.addItem(
                    fill(
                        tr("Assistant %1 to the %2"), a.assistant, self.cat.cards[a.building].name
                    ),
                    a,
                )
        self.go.setEnabled(self.list.count() > 0)

    def _go(self) -> None:
        a = self.list.currentData()
        if a is not None:
            self.chosen.emit(a)
