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


def decision_labels() -> tuple[QLabel, QLabel, QLabel]:
    """The prompt (plain text: friends' names; read out as "What to do now"), the hint
    and a refused move's reason, as every game's panel shows them."""
    prompt = QLabel()
    prompt.setTextFormat(Qt.TextFormat.PlainText)
    prompt.setWordWrap(True)
    prompt.setObjectName("Prompt")
    prompt.setAccessibleName(tr("What to do now"))
    hint = QLabel()
    hint.setWordWrap(True)
    hint.setObjectName("Hint")
    hint.setAccessibleName(tr("Hint"))
    error = QLabel()
    error.setWordWrap(True)
    error.setObjectName("Error")
    return prompt, hint, error


def take_back_buttons() -> tuple[QPushButton, QPushButton, QHBoxLayout]:
    """Undo and Reset my turn, in a row. A click does not take the keyboard focus: Enter
    right after a click on Undo goes on confirming on the table instead of taking another
    move back."""
    undo = QPushButton(tr("&Undo"))
    reset = QPushButton(tr("&Reset my turn"))
    row = QHBoxLayout()
    for button in (undo, reset):
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        row.addWidget(button)
    return undo, reset, row


def say_prompt(panel: Any, prompt: str) -> None:
    """``prompt`` on ``panel``'s prompt label, told to a screen reader when it changed."""
    if prompt != panel.prompt.text():
        panel.prompt.setText(prompt)
        panel.prompt.setAccessibleDescription(prompt)  # its name is "What to do now"
        panel.prompt_changed.emit(prompt)


class Panel(QFrame):
    """The panel beside the table; :meth:`show_actions` is the game's."""

    submitted = Signal(object)  # an action the player chose
    marks_changed = Signal()  # what the table highlights changed
    prompt_changed = Signal(str)  # the prompt's new words (a screen reader is told)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.prompt, self.hint, self.error = decision_labels()
        self.actions_box = QVBoxLayout()  # the game's controls for the decision
        self.pages: dict[str, QWidget] = {"wait": WaitPage()}
        self.undo, self.reset, row = take_back_buttons()
        box = QVBoxLayout(self)
        box.addWidget(self.prompt)
        box.addLayout(self.actions_box)
        box.addWidget(self.pages["wait"])
        box.addWidget(self.hint)
        box.addWidget(self.error)
        box.addStretch(1)
        box.addLayout(row)
        self._seat: int | None = None
        #: The table's keys the hint names (marked until the next decision).
        self.hint_keys: set[tuple] = set()

    def show_decision(self, view: Any, seat: int | None, legal: list, prompt: str) -> None:
        """The prompt, and the game's controls for ``legal`` (the viewer's actions)."""
        say_prompt(self, prompt)
        self.hint.clear()
        self.hint_keys = set()
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

    def show_hint(self, text: str, keys: set[tuple] | None = None) -> None:
        """The hint's words, and the table's pieces it names (marked as selected)."""
        self.hint.setText(text)
        if keys:
            self.hint_keys = set(keys)
            self.marks_changed.emit()

    def refuse(self, exc: Exception) -> None:
        """A move refused: the rules' reason (in English) when the window speaks English."""
        from PySide6.QtWidgets import QApplication

        if getattr(QApplication.instance(), "language", "en") == "en":
            self.error.setText(fill(tr("Not allowed: %1"), exc))
        else:
            self.error.setText(tr("That is not allowed by the rules now. Choose again."))
