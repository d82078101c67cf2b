"""Story screens between chapters: the Setting before, the result and decision after,
and the ending — each with an illustration of Longsdale drawn by us."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from .....ui.window_size import fit_window
from ...campaign.progress import ChapterResult
from ...rules.catalog import Catalog
from ...rules.story import ChapterDef, EndingDef, Goal
from ..log_text import list_text
from .illustration import illustration

MEDALS = ("bronze", "silver", "gold")
MEDAL_COLOURS = {"bronze": "#b07a46", "silver": "#a8afb6", "gold": "#d9a520"}


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("StoryDialog", text, None, n)


def medal_name(medal: str | None) -> str:
    names = {"bronze": _t("Bronze"), "silver": _t("Silver"), "gold": _t("Gold")}
    return names.get(medal or "", _t("No medal"))


def goal_text(goal: Goal) -> str:
    """The chapter's goal as a whole sentence, with its medal thresholds."""
    templates = {
        "points": QT_TRANSLATE_NOOP(
            "StoryDialog", "Goal: score at least %1 points (silver %2, gold %3)."
        ),
        "buildings": QT_TRANSLATE_NOOP(
            "StoryDialog", "Goal: own at least %1 buildings (silver %2, gold %3)."
        ),
        "coins": QT_TRANSLATE_NOOP(
            "StoryDialog", "Goal: end with goods worth at least %1 coins (silver %2, gold %3)."
        ),
        "assistants": QT_TRANSLATE_NOOP(
            "StoryDialog", "Goal: hire at least %1 assistants (silver %2, gold %3)."
        ),
    }
    return fill(
        _t(templates[goal.metric]), goal.bronze, goal.silver, goal.gold
    )  # i18n: marked with QT_TRANSLATE_NOOP


def chapter_title(ch: ChapterDef) -> str:
    if ch.all_in:
        return ch.title
    return fill(_t("Chapter %1: %2"), ch.number, ch.title)


class MedalLadder(QWidget):
    """Bronze, silver and gold as three steps, with the value reached marked."""

    def __init__(self, goal: Goal, value: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.goal, self.value = goal, value
        self.setMinimumSize(QSize(360, 92))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        medal = goal.medal(value) if value is not None else None
        parts = [goal_text(goal)]
        if value is not None:
            parts.append(fill(_t("Reached: %1 (%2)."), value, medal_name(medal)))
        self.setAccessibleName(" ".join(parts))
        self.setToolTip(" ".join(parts))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        step_w = (w - 20) / 3
        reached = self.goal.medal(self.value) if self.value is not None else None
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        for i, (name, need) in enumerate(
            zip(MEDALS, (self.goal.bronze, self.goal.silver, self.goal.gold), strict=True)
        ):
            height = 30 + i * 18
            box = QRectF(10 + i * step_w + 4, h - height - 4, step_w - 8, height)
            on = reached is not None and MEDALS.index(reached) >= i
            colour = QColor(MEDAL_COLOURS[name])
            p.setBrush(colour if on else QColor("#ece8e0"))
            p.setPen(QPen(colour.darker(140), 2))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(QColor("#222") if on else QColor("#777"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{medal_name(name)} · {need}")


class StoryDialog(QDialog):
    """One story screen. Build it with :meth:`intro`, :meth:`after` or :meth:`ending`."""

    def __init__(self, title: str, picture_number: int, mood: int | None, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("StoryDialog")
        self.choice: str | None = None
        self._group = QButtonGroup(self)
        lay = QVBoxLayout(self)
        self.picture = QLabel(self)
        self.picture.setPixmap(illustration(picture_number, 620, 240, mood))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setAccessibleName(_t("A picture of Longsdale"))
        lay.addWidget(self.picture)
        self.heading = QLabel(f"<h2>{title}</h2>", self)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.heading)
        self.text = QTextBrowser(self)
        self.text.setMinimumHeight(160)
        self.text.setAccessibleName(title)  # a screen reader names the story by its title
        lay.addWidget(self.text)
        self.body = lay
        self.buttons = QDialogButtonBox(self)
        lay.addWidget(self.buttons)
        fit_window(self, (680, 680))

    # ---- the three kinds of screen ----------------------------------------------------
    @classmethod
    def intro(cls, cat: Catalog, chapter: str, solo: bool, parent=None) -> StoryDialog:
        ch = cat.chapters[chapter]
        dlg = cls(chapter_title(ch), ch.number, None, parent)
        dlg.text.setPlainText(ch.setting)
        rounds = 10 if solo else 9
        lines = [_t("This chapter lasts %n round(s): one event card each round.", rounds)]
        if solo:
            lines.append(goal_text(ch.goal))
        info = QLabel("\n".join(lines), dlg)
        info.setWordWrap(True)
        dlg.body.insertWidget(3, info)
        if solo:
            dlg.body.insertWidget(4, MedalLadder(ch.goal, None, dlg))
        go = dlg.buttons.addButton(_t("&Begin the chapter"), QDialogButtonBox.ButtonRole.AcceptRole)
        go.setDefault(True)
        dlg.buttons.accepted.connect(dlg.accept)
        return dlg

    @classmethod
    def after(
        cls, cat: Catalog, result: ChapterResult, names: list[str], solo: bool, parent=None
    ) -> StoryDialog:
        ch = cat.chapters[result.chapter]
        dlg = cls(chapter_title(ch), ch.number, None, parent)
        scores = list_text(
            fill(_t("%1: %2"), n, s) for n, s in zip(names, result.scores, strict=False)
        )
        parts = [fill(_t("Points: %1."), scores)]
        if ch.epilogue:
            parts.append(ch.epilogue)
        dlg.text.setPlainText("\n\n".join(parts))
        dlg.body.insertWidget(3, MedalLadder(ch.goal, result.value, dlg))
        if result.goal_met:
            said = fill(_t("Chapter goal reached: %1 medal."), medal_name(result.medal))
        else:
            said = _t("Chapter goal missed.")
        medal = QLabel(said, dlg)
        dlg.body.insertWidget(4, medal)
        if ch.decision is not None:
            prompt = QLabel(f"<b>{ch.decision.prompt}</b>", dlg)
            prompt.setWordWrap(True)
            dlg.body.insertWidget(dlg.body.count() - 1, prompt)
            for k, opt in enumerate(ch.decision.options):
                radio = QRadioButton(f"&{k + 1}  {opt.text}", dlg)
                radio.setProperty("option", opt.id)
                radio.setObjectName(f"option_{opt.id}")
                dlg._group.addButton(radio, k)
                dlg.body.insertWidget(dlg.body.count() - 1, radio)
            ok = dlg.buttons.addButton(_t("&Decide"), QDialogButtonBox.ButtonRole.AcceptRole)
            ok.setEnabled(False)
            dlg._group.buttonClicked.connect(lambda _b: ok.setEnabled(True))
        else:
            ok = dlg.buttons.addButton(_t("&Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        ok.setDefault(True)
        dlg.buttons.accepted.connect(dlg._accept_choice)
        return dlg

    @classmethod
    def ending(cls, ending: EndingDef, index: int, parent=None) -> StoryDialog:
        dlg = cls(ending.title, 0, 3 + index, parent)
        dlg.text.setPlainText(ending.text)
        dlg.body.insertWidget(3, QLabel(_t("The story of Longsdale ends here."), dlg))
        close = dlg.buttons.addButton(_t("&Close"), QDialogButtonBox.ButtonRole.AcceptRole)
        close.setDefault(True)
        dlg.buttons.accepted.connect(dlg.accept)
        return dlg

    def options(self) -> list[QRadioButton]:
        return [b for b in self._group.buttons() if isinstance(b, QRadioButton)]

    def _accept_choice(self) -> None:
        checked = self._group.checkedButton()
        self.choice = checked.property("option") if checked is not None else None
        self.accept()
