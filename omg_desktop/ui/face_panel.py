"""The frame's decision panel, for a game's face to build on: the prompt, a hint, a
refused move's reason, the waiting page (New game, the scores, Play again), Undo and
Reset. A game's panel shows its own controls for a decision (:meth:`Panel.show_actions`)
and emits ``submitted`` with the action chosen.

The main window asks any panel for what this one has (see ``docs/architecture.md``,
*The table and a game's face*); Oh My Goods!'s own panel keeps the same names.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from omg_desktop.i18n.templates import fill

from .table.layout import Marks, Placement


def tr(text: str) -> str:
    return QCoreApplication.translate("Panel", text)


class WaitPage(QWidget):
    """Nothing to decide: somebody else acts, no game has started, or the game is over."""

    new_game = Signal()
    show_scores = Signal()
    play_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.again = QPushButton(tr("&Play again"))
        self.scores = QPushButton(tr("Show the &scores"))
        self.start = QPushButton(tr("&New game…"))
        for button, signal in (
            (self.again, self.play_again),
            (self.scores, self.show_scores),
            (self.start, self.new_game),
        ):
            button.clicked.connect(signal.emit)
            button.setVisible(False)
            box.addWidget(button)


class Panel(QFrame):
    """The panel beside the table; :meth:`show_actions` is the game's."""

    submitted = Signal(object)  # an action the player chose
    marks_changed = Signal()  # what the table highlights changed
    prompt_changed = Signal(str)  # the prompt's new words (a screen reader is told)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # (names of friends: text only)
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("Prompt")
        self.prompt.setAccessibleName(tr("What to do now"))
        self.actions_box = QVBoxLayout()  # the game's controls for the decision
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("Hint")
        self.hint.setAccessibleName(tr("Hint"))
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setObjectName("Error")
        self.pages: dict[str, QWidget] = {"wait": WaitPage()}
        self.undo = QPushButton(tr("&Undo"))
        self.reset = QPushButton(tr("&Reset my turn"))
        row = QHBoxLayout()
        for button in (self.undo, self.reset):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Enter after a click goes on
            row.addWidget(button)
        box = QVBoxLayout(self)
        box.addWidget(self.prompt)
        box.addLayout(self.actions_box)
        box.addWidget(self.pages["wait"])
        box.addWidget(self.hint)
        box.addWidget(self.error)
        box.addStretch(1)
        box.addLayout(row)
        self._seat: int | None = None

    def show_decision(self, view: Any, seat: int | None, legal: list, prompt: str) -> None:
        """The prompt, and the game's controls for ``legal`` (the viewer's actions)."""
        if prompt != self.prompt.text():
            self.prompt.setText(prompt)
            self.prompt.setAccessibleDescription(prompt)
            self.prompt_changed.emit(prompt)
        self.hint.clear()
        if seat != self._seat:
            self.error.clear()  # a refusal is said to the person it was for only
            self._seat = seat
        self.show_actions(view, seat, legal if view is not None and seat is not None else [])
        self.marks_changed.emit()

    def show_actions(self, view: Any, seat: int | None, legal: list) -> None:
        """The game's controls for ``legal`` (none: nothing to decide)."""

    def choose(self, action: Any) -> None:
        """The player chose ``action``."""
        self.error.clear()
        self.submitted.emit(action)

    def marks(self) -> Marks:
        """What the table highlights for the decision (nothing, unless the game says)."""
        return Marks()

    def draft(self, view: Any) -> Any:
        """``view`` with a choice being made drawn into it (none here)."""
        return view

    def on_click(self, placement: Placement) -> None:
        """A click on the table."""

    def on_drop(self, dragged: Placement, target: Placement | None) -> None:
        """A card dragged on the table and let go."""

    def confirm_default(self, looked_at: Placement | None = None) -> bool:
        """Enter on the table: the decision's default, if the game has one."""
        return False

    def make_all(self) -> None:
        """After the first paint: what the panel makes ahead (nothing here)."""

    def forget_seats(self) -> None:
        """A new game: nothing a seat chose stays."""
        self._seat = None
        self.show_actions(None, None, [])

    def show_hint(self, text: str) -> None:
        self.hint.setText(text)

    def refuse(self, exc: Exception) -> None:
        """A move refused: the rules' reason (in English) when the window speaks English."""
        from PySide6.QtWidgets import QApplication

        if getattr(QApplication.instance(), "language", "en") == "en":
            self.error.setText(fill(tr("Not allowed: %1"), exc))
        else:
            self.error.setText(tr("That is not allowed by the rules now. Choose again."))
