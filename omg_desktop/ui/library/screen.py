"""The library's widget: Continue (the latest unfinished thing, in the words the saved
games' list uses) over one tile per game of the box.

Continue is filled in after the first paint (:meth:`LibraryScreen.show_continue`): what
is unfinished is read from the saves, which load the game that wrote them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...games.base import GameInfo
from .tile import GameTile


def _tr(text: str) -> str:
    return QCoreApplication.translate("Library", text)


class LibraryScreen(QWidget):
    """See the module's docstring. ``chosen(game id, action)`` for a tile's button;
    ``continue_requested`` and ``all_unfinished_requested`` for the Continue row's."""

    chosen = Signal(str, str)
    continue_requested = Signal()
    all_unfinished_requested = Signal()
    painted = Signal()

    def __init__(
        self, games: Sequence[GameInfo], language: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Library")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        page = QWidget()
        scroll.setWidget(page)
        col = QVBoxLayout(page)
        col.setContentsMargins(24, 18, 24, 18)
        col.setSpacing(14)
        self._continue_row(col)
        heading = QLabel(_tr("Games in the box"))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        heading.setFont(font)
        col.addWidget(heading)
        self.tiles: dict[str, GameTile] = {}
        for info in games:
            tile = GameTile(info, language)
            tile.chosen.connect(lambda action, g=info.id: self.chosen.emit(g, action))
            col.addWidget(tile)
            self.tiles[info.id] = tile
        col.addStretch(1)
        self._watch = _FirstPaint(self.painted)
        page.installEventFilter(self._watch)

    def _continue_row(self, col: QVBoxLayout) -> None:
        self.continue_box = QFrame()
        self.continue_box.setObjectName("ContinueRow")
        self.continue_box.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self.continue_box)
        row.setContentsMargins(12, 8, 12, 8)
        self.continue_line = QLabel(_tr("Looking for an unfinished game…"))
        self.continue_line.setWordWrap(True)
        row.addWidget(self.continue_line, 1)
        self.continue_button = QPushButton(_tr("&Continue"))
        self.continue_button.setObjectName("Continue")
        self.continue_button.setEnabled(False)
        self.continue_button.clicked.connect(self.continue_requested)
        row.addWidget(self.continue_button)
        self.all_button = QPushButton(_tr("All &unfinished…"))
        self.all_button.setObjectName("AllUnfinished")
        self.all_button.setToolTip(_tr("Every unfinished game, chapter and network table"))
        self.all_button.setAccessibleName(_tr("All unfinished games"))
        self.all_button.clicked.connect(self.all_unfinished_requested)
        self.all_button.hide()
        row.addWidget(self.all_button)
        col.addWidget(self.continue_box)

    def show_continue(self, line: str | None, more: bool = False) -> None:
        """What Continue takes up (``None``: nothing; the row goes); ``more``: the list of
        every unfinished thing is worth opening."""
        from PySide6.QtCore import Qt  # (not before the first paint: building Qt's enums)

        # plain text: the line holds the names people gave themselves
        self.continue_line.setTextFormat(Qt.TextFormat.PlainText)
        self.continue_box.setVisible(line is not None)
        self.continue_line.setText(line or "")
        self.continue_button.setEnabled(line is not None)
        self.continue_button.setAccessibleName(_tr("Continue") + (": " + line if line else ""))
        self.all_button.setVisible(line is not None and more)


class _FirstPaint(QObject):
    """Emits ``signal`` at the watched widget's first paint."""

    def __init__(self, signal) -> None:
        super().__init__()
        self._signal = signal
        self._done = False

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            self._signal.emit()
        return False
