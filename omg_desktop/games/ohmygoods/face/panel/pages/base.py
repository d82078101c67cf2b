"""The base of every decision page: the viewer's view, its legal actions, marks, clicks."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ......ui.table.layout import Marks, Placement
from ....rules import (
    Action,
    Catalog,
    Done,
    GameState,
)
from ..other_ways import OtherWays


class Page(QWidget):
    chosen = Signal(object)  # an Action
    marks_changed = Signal()
    #: Goods are chosen on this page (a payment, a chain): a right click on goods, or
    #: Minus, takes one back (``Placement.data["back"]``).
    takes_goods_back = False

    def __init__(self, cat: Catalog, parent=None) -> None:
        super().__init__(parent)
        self.cat = cat
        self.view: GameState | None = None
        self.seat = 0
        self.legal: list[Action] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        # no alignment on the layout: an aligned layout gives a wrapped label its size
        # hint, not the height its text needs at the page's width (the panel adds a
        # stretch below the page's widgets instead, see ActionPanel._adopt)
        self.other: OtherWays | None = None  # the folded lists and fields, if any

    def fold(self, *items: QWidget | QLayout) -> OtherWays:
        """Put ``items`` into the page's folded "other ways" section (made, and placed
        where the page's layout has got to, on the first call)."""
        if self.other is None:
            self.other = OtherWays()
            self.box.addWidget(self.other)
        self.other.add(*items)
        return self.other

    def load(self, view: GameState, seat: int, legal: list[Action]) -> None:
        self.view, self.seat, self.legal = view, seat, legal
        self.cat = view.cat  # an expansion game's catalog also holds its new cards

    def marks(self) -> Marks:
        return Marks()

    def on_click(self, p: Placement) -> None:
        """A table click while this page is shown."""

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        """A card dragged onto ``target`` (a building or the "to build" slot) or nowhere."""

    def takes_first(self, p: Placement) -> bool:
        """Enter with the keyboard's ring on ``p``: if the choice being made would leave
        out what the player is looking at, take it into the choice now (as Space would)
        and return True, so Enter never confirms without it; the next Enter confirms."""
        return False

    def draft(self, view: GameState) -> None:
        """Show the choice being made on ``view`` (a copy the table draws)."""

    def button(self, text: str, action=None) -> QPushButton:
        b = QPushButton(text)
        if action is not None:
            b.clicked.connect(action)
        return b

    @staticmethod
    def select(combo: QComboBox, data: object) -> bool:
        """Choose the entry of ``combo`` holding ``data``; False if there is none."""
        i = combo.findData(data)
        if i >= 0:
            combo.setCurrentIndex(i)
        return i >= 0

    def done_action(self) -> Done | None:
        return next((a for a in self.legal if isinstance(a, Done)), None)
