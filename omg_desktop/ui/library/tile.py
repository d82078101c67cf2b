"""One game's tile: its picture, title, players, length, the rules in a line, and what
can be done with it (a new game, the lessons, the rules, the statistics, a campaign).
Nothing on it comes from a game in progress: it is the box's metadata only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...games.base import GameInfo
from .picture import picture

NEW, LEARN, RULES, STATISTICS, CAMPAIGN = "new", "learn", "rules", "statistics", "campaign"
#: The picture's size on a tile (logical pixels).
PICTURE = QSize(192, 132)


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Library", text, None, n)


def _words() -> dict[str, tuple[str, str]]:
    """Each action's button text and its accessible name (``%1``: the game's title)."""
    return {
        NEW: (_tr("&New game"), _tr("New game of %1")),
        LEARN: (_tr("&Learn to play"), _tr("Learn to play %1")),
        RULES: (_tr("&Rules"), _tr("The rules of %1")),
        STATISTICS: (_tr("S&tatistics"), _tr("Statistics of %1")),
        CAMPAIGN: (_tr("Ca&mpaign"), _tr("The campaign of %1")),
    }


def players_text(players: tuple[int, int]) -> str:
    """``(2, 4)`` -> "2–4 players", ``(2, 2)`` -> "2 players"."""
    low, high = players
    if low == high:
        return _tr("%n player(s)", low)
    return fill(_tr("%1–%2 players"), str(low), str(high))


def minutes_text(minutes: tuple[int, int]) -> str:
    """``(30, 30)`` -> "30 minutes", ``(30, 60)`` -> "30–60 minutes"."""
    low, high = minutes
    if low == high:
        return _tr("%n minute(s)", low)
    return fill(_tr("%1–%2 minutes"), str(low), str(high))


class GameTile(QFrame):
    """A game of the box; ``chosen`` is emitted with an action's name (:data:`NEW`…)."""

    chosen = Signal(str)

    def __init__(self, info: GameInfo, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.info = info
        title = info.title(language)
        self.setObjectName(f"tile-{info.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(title)
        self.setAccessibleDescription(info.line(language))
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 12, 12, 12)
        grid.setHorizontalSpacing(16)
        self.picture = QLabel()
        ratio = self.devicePixelRatioF()
        pix = picture(info.id, title, PICTURE * ratio)
        pix.setDevicePixelRatio(ratio)
        self.picture.setPixmap(pix)
        self.picture.setFixedSize(PICTURE)
        self.picture.setAccessibleName(fill(_tr("The picture of %1"), title))
        left = QVBoxLayout()  # the picture at the top of its column
        left.addWidget(self.picture)
        left.addStretch(1)
        grid.addLayout(left, 0, 0, 4, 1)
        self.title = QLabel(title)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        grid.addWidget(self.title, 0, 1)
        facts = f"{players_text(info.players)} · {minutes_text(info.minutes)}"
        self.facts = QLabel(facts)
        grid.addWidget(self.facts, 1, 1)
        self.line = QLabel(info.line(language))
        self.line.setWordWrap(True)
        grid.addWidget(self.line, 2, 1)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        actions = [NEW, LEARN, RULES, STATISTICS] + [a for a in info.extras if a == CAMPAIGN]
        for action in actions:
            text, name = _words()[action]
            button = QPushButton(text)
            button.setObjectName(f"{action}-{info.id}")
            button.setAccessibleName(fill(name, title))
            button.setToolTip(fill(name, title))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            row.addWidget(button)
            self.buttons[action] = button
        row.addStretch(1)
        grid.addLayout(row, 3, 1)
        grid.setColumnStretch(1, 1)
