"""Nothing to decide: somebody else acts, no game has started, or the game is over."""

from __future__ import annotations

from PySide6.QtCore import Signal

from ..widgets import (
    tr,
)
from .base import Page


class WaitPage(Page):
    """Nothing to decide: somebody else is acting, or no game has started yet."""

    new_game = Signal()
    show_scores = Signal()
    play_again = Signal()

    def __init__(self, cat, parent=None) -> None:
        super().__init__(cat, parent)
        self.again = self.button(tr("&Play again"), self.play_again.emit)
        self.scores = self.button(tr("Show the &scores"), self.show_scores.emit)
        self.start = self.button(tr("&New game…"), self.new_game.emit)
        for w in (self.again, self.scores, self.start):
            self.box.addWidget(w)
            w.setVisible(False)
