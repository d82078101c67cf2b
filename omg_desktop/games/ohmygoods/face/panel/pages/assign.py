"""Expansion: assign the assistants hired this round, at the end of the round.

On the table the next assistant to place is raised and the buildings it may go to
glow: a click on one assigns it there. *Done* lies above the "to build" slot.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
)

from omg_desktop.i18n.templates import fill

from ......ui.table.controls import CONTROL, Control, words
from ......ui.table.layout import Marks, Placement
from ....rules import (
    Assign,
)
from ...zones import BUILDING
from ..widgets import (
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
        how = QLabel(
            tr("Click one of your glowing buildings: the raised assistant starts work there.")
        )
        how.setWordWrap(True)
        self.box.addWidget(how)
        self.box.addWidget(self.done)
        self.fold(QLabel(tr("Assign your hired assistants:")), self.list, self.go)

    def load(self, view, seat, legal) -> None:
        super().load(view, seat, legal)
        self.list.clear()
        for a in legal:
            if isinstance(a, Assign):
                self.list.addItem(
                    fill(tr("Assistant %1 to the %2"), a.assistant, self.cat.card(a.building).name),
                    a,
                )
        self.go.setEnabled(self.list.count() > 0)

    def _go(self) -> None:
        a = self.list.currentData()
        if a is not None:
            self.chosen.emit(a)

    def next_assistant(self) -> int | None:
        """The hired assistant a click on a building places (the first still waiting)."""
        return next((a.assistant for a in self.legal if isinstance(a, Assign)), None)

    def marks(self) -> Marks:
        m = Marks()
        a = self.next_assistant()
        if a is not None:
            m.selected.add(("assistant", a))
            for x in self.legal:
                if isinstance(x, Assign) and x.assistant == a:
                    m.highlight.add(("card", x.building))
                    m.notes[("card", x.building)] = fill(tr("Click: assistant %1 works here"), a)
        if self.done_action() is not None:
            m.controls = [
                Control(
                    "done",
                    words(self.done.text()),
                    ("slot", "planned"),
                    side="auto",
                    default=a is None,
                )
            ]
        return m

    def on_click(self, p: Placement) -> None:
        if p.zone == CONTROL:
            if p.data.get("id") == "done" and self.done_action() is not None:
                self.chosen.emit(self.done_action())
            return
        a = self.next_assistant()
        if p.zone == BUILDING and p.seat == self.seat and a is not None:
            action = Assign(self.seat, a, p.data.get("card"))
            if action in self.legal:
                self.chosen.emit(action)
