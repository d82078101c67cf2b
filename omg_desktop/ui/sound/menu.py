"""View ▸ Sound: mute, the volume (four levels), the table's ambience, and why there is
no sound when there is none."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from .board import SoundBoard
from .effects import VOLUMES


class SoundMenu(QMenu):
    """The Sound submenu over a :class:`SoundBoard`; it follows the board's changes."""

    def __init__(self, board: SoundBoard, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("&Sound"), parent)
        self.setObjectName("SoundMenu")
        self.board = board
        self.act_mute = QAction(self.tr("&Mute"), self, checkable=True)
        self.act_mute.toggled.connect(board.set_muted)
        self.addAction(self.act_mute)
        self.addSeparator()
        names = {
            25: self.tr("&Quiet"),
            50: self.tr("M&edium"),
            75: self.tr("&Loud"),
            100: self.tr("&Full volume"),
        }
        self.volume_group = QActionGroup(self)
        self.volume_actions: dict[int, QAction] = {}
        for level in VOLUMES:
            act = QAction(names[level], self, checkable=True)
            act.triggered.connect(lambda _=False, v=level: board.set_volume(v))
            self.volume_group.addAction(act)
            self.addAction(act)
            self.volume_actions[level] = act
        self.addSeparator()
        self.act_ambience = QAction(self.tr("Table &ambience"), self, checkable=True)
        self.act_ambience.toggled.connect(board.set_ambience)
        self.addAction(self.act_ambience)
        self.act_problem = QAction(self.tr("No sound: no audio output could be opened"), self)
        self.act_problem.setEnabled(False)
        self.act_problem.setVisible(False)
        self.addSeparator()
        self.addAction(self.act_problem)
        board.changed.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """Show the settings as they are (without acting on them again)."""
        s = self.board.settings
        for act, on in ((self.act_mute, s.sound_muted), (self.act_ambience, s.ambience)):
            act.blockSignals(True)
            act.setChecked(on)
            act.blockSignals(False)
        volume = s.sound_volume
        nearest = min(self.volume_actions, key=lambda level: abs(level - volume))
        self.volume_actions[nearest].setChecked(True)
        muted = s.sound_muted
        for act in self.volume_actions.values():
            act.setEnabled(not muted)
        self.act_ambience.setEnabled(not muted)
        self.act_problem.setVisible(self.board.problem is not None)
