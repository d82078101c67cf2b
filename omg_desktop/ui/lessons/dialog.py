"""*Help ▸ Learn to play*: the lessons, where the player is in each, start or go on."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from omg_desktop.i18n.templates import fill

from ...tutorial.lesson import OPPONENT, Lesson
from ...tutorial.words import LessonWords
from ..window_size import fit_window
from .progress import LessonProgress


def tr(text: str, n: int = -1) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("Coach", text, None, n)


def step_number(lesson: Lesson, step_id: str | None) -> tuple[int, int]:
    """(the number of the learner's step ``step_id``, how many there are); 0: not begun."""
    shown = [s.id for _, s in lesson.steps() if s.kind != OPPONENT]
    number = shown.index(step_id) + 1 if step_id in shown else 0
    return number, len(shown)


def status_text(lesson: Lesson, progress: LessonProgress) -> str:
    step = progress.step(lesson.id)
    number, total = step_number(lesson, step)
    if number:
        return fill(tr("Left at step %1 of %2"), number, total)
    if progress.finished(lesson.id):
        return tr("Finished")
    return tr("Not begun")


class LessonsDialog(QDialog):
    """The lessons in a list; *Start* / *Continue* and *Start over* for the chosen one."""

    #: (lesson id, from the start) — the window puts it on the table.
    chosen = Signal(str, bool)

    def __init__(
        self, entries: list[tuple[Lesson, LessonWords]], progress: LessonProgress, parent=None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("LessonsDialog")
        self.setWindowTitle(tr("Learn to play"))
        self.entries = entries
        self.progress = progress
        intro = QLabel(
            tr(
                "A coach plays a game with you and shows every rule on the table. Leave "
                "whenever you like: the lesson goes on from the same step next time."
            )
        )
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("Lessons")
        self.list.setAccessibleName(tr("Lessons"))
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        for lesson, words in entries:
            text = "\n".join(
                [
                    words.title(),
                    words.summary(),
                    fill(
                        tr("About %1 minutes · %2"), lesson.minutes, status_text(lesson, progress)
                    ),
                ]
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
        self.go = QPushButton()
        self.go.setObjectName("LessonGo")
        self.go.setDefault(True)
        self.again = QPushButton(tr("Start &over"))
        self.again.setObjectName("LessonAgain")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.go, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.go.clicked.connect(lambda: self._choose(False))
        self.again.clicked.connect(lambda: self._choose(True))
        self.list.currentRowChanged.connect(self._changed)
        self.list.itemActivated.connect(lambda _item: self._choose(False))
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.list, 1)
        box.addWidget(buttons)
        fit_window(self, (520, 380))
        if entries:
            self.list.setCurrentRow(0)
        self._changed()

    def current(self) -> Lesson | None:
        row = self.list.currentRow()
        return self.entries[row][0] if 0 <= row < len(self.entries) else None

    def _changed(self, *_: object) -> None:
        lesson = self.current()
        begun = lesson is not None and self.progress.step(lesson.id) is not None
        self.go.setText(tr("&Continue") if begun else tr("&Start"))
        self.go.setEnabled(lesson is not None)
        self.again.setVisible(begun)

    def _choose(self, fresh: bool) -> None:
        lesson = self.current()
        if lesson is None:
            return
        self.accept()
        self.chosen.emit(lesson.id, fresh)
