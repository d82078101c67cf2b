"""The replay viewer: step forward and back through a saved game, read-only, log in sync.

Any game of the box: the replayer's record gives its rules (views, visible events), its
face the table's layout and the log's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ..saves.replayer import Replayer
from .faces import face_of_game
from .log_model import LogModel
from .table.layout import Marks
from .table.scene import TableScene
from .table.view import TableView
from .window_size import first_size, fit_window


class ReplayWindow(QMainWindow):
    """A saved game on a table of its own, with a slider over its actions."""

    def __init__(
        self,
        cat: Any,
        replayer: Replayer,
        names: list[str],
        art,
        parent=None,
        hands: Sequence[int] | None = None,
    ):
        """``hands``: the seats whose hands may be shown (all when None); see
        :func:`omg_desktop.saves.privacy.replay_hands`."""
        super().__init__(parent)
        self.cat, self.replayer, self.names = cat, replayer, names
        self.game = replayer.game
        self.face = face_of_game(self.game)
        game_title = self.game.info.title(QLocale().name())  # in the window's language
        self.setWindowTitle(fill(self.tr("Replay — %1"), game_title))
        self.scene = TableScene(art, self, self.face)
        self.table = TableView(self.scene)
        self.log_model = LogModel(cat, names, self, self.face)
        self.log = QListView()
        self.log.setModel(self.log_model)
        self.log.setWordWrap(True)
        self.log.setAccessibleName(self.tr("Game log up to this point"))
        self.seat = QComboBox()
        self.seat.setAccessibleName(self.tr("Whose cards to show"))
        self.seat.addItem(self.tr("Nobody's hand (spectator)"), None)
        shown = range(len(names)) if hands is None else hands
        for i in shown:
            self.seat.addItem(fill(self.tr("%1's hand"), names[i]), i)
        if self.seat.count() == 1:
            self.seat.setToolTip(self.tr("The game is not over: its players' hands stay hidden."))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, replayer.step_count)
        self.slider.setAccessibleName(self.tr("Position in the game"))
        self.back = QPushButton(self.tr("◀ &Back"))
        self.forward = QPushButton(self.tr("&Forward ▶"))
        self.where = QLabel()
        bar = QHBoxLayout()
        for w in (self.back, self.slider, self.forward, self.where, self.seat):
            bar.addWidget(w)
        side = QWidget()
        box = QVBoxLayout(side)
        box.addWidget(QLabel(self.tr("Log")))
        box.addWidget(self.log)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        side.setMinimumWidth(320)  # log lines wrap at a readable width
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.addWidget(split, 1)
        outer.addLayout(bar)
        self.setCentralWidget(central)
        self.back.clicked.connect(lambda: self.goto(self.replayer.position - 1))
        self.forward.clicked.connect(lambda: self.goto(self.replayer.position + 1))
        self.slider.valueChanged.connect(self.goto)
        self.seat.currentIndexChanged.connect(lambda _i: self.show_position())
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.back.click())
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.forward.click())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        screen = parent.screen() if parent is not None else self.screen()
        fit_window(self, first_size(screen.availableGeometry().size()), place=True)
        self.show_position()

    def goto(self, n: int) -> None:
        self.replayer.goto(n)
        self.show_position()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Escape closes the replay (Ctrl+W too, a shortcut)."""
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def show_position(self) -> None:
        r = self.replayer
        seat = self.seat.currentData()
        view = self.game.player_view(r.state, seat)
        bottom = seat if seat is not None else 0
        self.scene.show_layout(self.face.layout(view, bottom, self.names, {}), Marks(), 0)
        self.log_model.reset_events(self.game.visible_events(r.events_until(r.position), seat))
        self.log.scrollToBottom()
        self.slider.blockSignals(True)
        self.slider.setValue(r.position)
        self.slider.blockSignals(False)
        self.where.setText(fill(self.tr("Move %1 of %2"), str(r.position), str(r.step_count)))
        self.back.setEnabled(r.position > 0)
        self.forward.setEnabled(r.position < r.step_count)
