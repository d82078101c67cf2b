"""Characters in hand (the expansion): a button for each one that may be played now.

Characters that cannot be played in this phase are listed too, greyed, with the
phase they wait for, so a player always sees what their hand could do.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from omg_desktop.i18n.templates import fill

from .....ui.table.controls import Control
from ...rules import Action, GameState
from ...rules.actions import Play
from ...rules.catalog import CHARACTER
from ..story_text import character_lines
from .widgets import tr


class CharacterBar(QFrame):
    """Buttons "Play <character>" for the viewer's playable characters."""

    chosen = Signal(object)  # a Play action

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("Characters")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(tr("Characters in your hand:"))
        self.box.addWidget(self.title)
        self.buttons: list[QPushButton] = []
        self.plays: dict[int, Play] = {}
        self.waiting: dict[int, str] = {}
        self.setVisible(False)

    def load(self, view: GameState | None, legal: list[Action]) -> None:
        self.plays: dict[int, Play] = {}
        self.waiting: dict[int, str] = {}  # characters in hand not playable now: their text
        for b in self.buttons:
            self.box.removeWidget(b)
            b.deleteLater()
        self.buttons = []
        plays = {a.card: a for a in legal if isinstance(a, Play)}
        seat = view.viewer if view is not None else None
        hand = view.players[seat].hand if view is not None and seat is not None else []
        chars = (
            sorted({c for c in hand if c in view.cat.cards and view.cat.card(c).kind == CHARACTER})
            if view
            else []
        )
        for c in chars:
            card = view.cat.card(c)
            lines = character_lines(view.cat, c)
            if c in plays:
                self.plays[c] = plays[c]
                b = QPushButton(fill(tr("Play %1"), card.name))
                b.clicked.connect(lambda _=False, a=plays[c]: self.chosen.emit(a))
            else:
                b = QPushButton(fill(tr("%1 (not now)"), card.name))
                b.setEnabled(False)
                self.waiting[c] = "\n".join(lines)
            b.setObjectName(f"play_{c}")
            b.setToolTip("\n".join(lines))
            b.setAccessibleDescription(" ".join(lines))
            self.box.addWidget(b)
            self.buttons.append(b)
        self.setVisible(bool(chars))

    def controls(self) -> list[Control]:
        """*Play* on each character card in the hand (greyed when it must wait, its
        hover saying when it may be played)."""
        out = []
        for c in self.plays:
            out.append(Control(f"play:{c}", tr("Play"), ("card", c), True, "", "above"))
        for c, text in self.waiting.items():
            out.append(Control(f"play:{c}", tr("Play"), ("card", c), False, text, "above"))
        return out

    def on_control(self, cid: str) -> bool:
        """A click on a table control; True if it was a character's *Play* (played)."""
        if not cid.startswith("play:"):
            return False
        action = self.plays.get(int(cid.split(":", 1)[1]))
        if action is not None:
            self.chosen.emit(action)
        return True
