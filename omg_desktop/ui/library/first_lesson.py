"""The very first start's offer, over the library: the box's lessons, one button a game.

A person at the library has not picked a game yet, so the offer names every game of the
box (one without lessons opens its rules, as its Learn to play does). It is not modal:
the library answers whatever happens to the offer (a window manager that starts late
once left a modal offer unseen, and the library it blocked ignored every click); it is
shown once the library is on the screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMessageBox, QWidget

from ...games.base import GameInfo
from ...tutorial.lesson import OFFER_FIRST_START
from ..lessons.launcher import has_played
from ..lessons.progress import LessonProgress

#: The offer's object name (a test finds it by it).
NAME = "LessonOffer"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Library", text)


def first_start(settings, folder: Path, games: Sequence[GameInfo]) -> bool:
    """Whether this is the box's very first start: no game has offered its first lesson
    and ``folder`` (the save slots) holds no game of the box. Marks the offer made for
    every game (asked once: no game's window asks again)."""
    if any(LessonProgress(settings, g.id).offered(OFFER_FIRST_START) for g in games):
        return False
    for g in games:
        LessonProgress(settings, g.id).mark_offered(OFFER_FIRST_START)
    return not any(has_played(folder, g.id) for g in games)


def lesson_offer(
    parent: QWidget, games: Sequence[GameInfo], language: str, learn: Callable[[str], None]
) -> QMessageBox:
    """The offer (not shown yet; not modal): a button for each of ``games`` calls
    ``learn(game id)``; *Not now* (the No button) leaves the person at the library."""
    box = QMessageBox(parent)
    box.setObjectName(NAME)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_tr("Learn to play"))
    box.setText(
        _tr(
            "New to these games? Each game of the box has a guided first game: a coach "
            "shows you every rule as you play, and you can leave at any time."
        )
    )
    box.setInformativeText(
        _tr(
            "Choose a game to learn, or look around first: each game's Learn to play "
            "keeps its lessons."
        )  # fmt: skip
    )
    for info in games:
        button = box.addButton(info.title(language), QMessageBox.ButtonRole.AcceptRole)
        button.setObjectName(f"learn:{info.id}")
        button.clicked.connect(lambda _=False, gid=info.id: learn(gid))
    no = box.addButton(QMessageBox.StandardButton.No)
    no.setText(_tr("&Not now"))
    no.setIcon(QIcon())  # (a style's No icon: a red sign, as if something were wrong)
    box.setDefaultButton(no)
    box.setEscapeButton(no)
    box.setWindowModality(Qt.WindowModality.NonModal)
    return box
