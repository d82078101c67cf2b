"""The campaign screen: three campaign slots, what each has played, and what to do next.

The dialog does not play anything itself: it ends with an :class:`Intent` that
the window carries out — continue a slot, start a new campaign in it, replay one
of its chapters, delete it, or play the All In game. A damaged slot is listed as
damaged with the reason; when its backup (the previous save) reads, *Load the
backup* puts it back into the slot (the dialog does that itself, on the store).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from html import escape as html_escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from .....ui.window_size import fit_window
from ...campaign.flow import all_in_chapter, ending_for
from ...campaign.progress import DECIDING, ENDED, Campaign
from ...campaign.store import CampaignSaveError, CampaignSlot, CampaignStore
from ...rules.catalog import Catalog
from ..log_text import list_text
from .story_dialog import chapter_title, medal_name

CONTINUE, NEW, REPLAY, ALL_IN = "continue", "new", "replay", "all_in"


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("CampaignDialog", text, None, n)


@dataclass(frozen=True)
class Intent:
    """What the player chose: ``kind`` with its slot (and chapter index for a replay)."""

    kind: str
    slot: int = 0
    index: int = 0


def slot_summary(cat: Catalog, row: CampaignSlot) -> str:
    """One line for the slot list."""
    if row.empty:
        return fill(_t("Campaign %1 — empty"), row.slot)
    if row.campaign is None:
        reason = _shorten(row.problem or "", 90)
        return fill(_t("Campaign %1 — damaged\n%2"), row.slot, reason)
    camp = row.campaign
    who = _t("solo") if camp.solo else _t("%n players", len(camp.seats))
    if camp.status == ENDED and camp.ending:
        where = ending_for(cat, camp.flags).title
    elif camp.chapter in cat.chapters:
        where = chapter_title(cat.chapters[camp.chapter])
    else:
        where = "?"
    if row.round is not None and camp.status != ENDED:
        where = fill(_t("%1 — round %2"), where, row.round)
    return fill(_t("Campaign %1 — %2\n%3"), row.slot, who, where)


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def damaged_details(row: CampaignSlot) -> str:
    """Why a damaged slot cannot be read, and what can be done (HTML)."""
    text = html.escape(fill(_t("This campaign cannot be read: %1"), row.problem or ""))
    if row.backup_available:
        then = _t("Its previous save (the backup) can be loaded instead.")
    else:
        then = _t("You can delete it or start anew.")
    return f"<p>{text}</p><p>{then}</p>"


def slot_details(cat: Catalog, camp: Campaign) -> str:
    """The chapters played, their results and choices, and what comes next (HTML)."""
    names = html_escape(  # (a friend names themselves: their name is text, never markup)
        list_text(
            fill(_t("%1 (over the network)"), s.name) if s.is_remote else s.name for s in camp.seats
        )
    )
    html = [f"<p><b>{_t('Players')}:</b> {names}</p>"]
    if camp.results:
        html.append(f"<p><b>{_t('Chapters played')}</b></p><ol>")
        for r in camp.results:
            ch = cat.chapters[r.chapter]
            line = fill(
                _t("%1 — points %2, goal %3 (%4)"),
                ch.title,
                list_text(r.scores),
                r.value,
                medal_name(r.medal),
            )
            if r.choice and ch.decision:
                opt = next((o for o in ch.decision.options if o.id == r.choice), None)
                if opt is not None:
                    line += "<br/>" + fill(_t("Decision: %1"), opt.text)
            html.append(f"<li>{line}</li>")
        html.append("</ol>")
    if camp.status == ENDED and camp.ending:
        html.append(
            "<p>" + fill(_t("The story ended: %1."), ending_for(cat, camp.flags).title) + "</p>"
        )
    elif camp.status == DECIDING:
        html.append("<p>" + _t("A decision is waiting: continue to take it.") + "</p>")
    elif camp.chapter in cat.chapters:
        ch = cat.chapters[camp.chapter]
        if camp.table is not None:
            text = _t("%1 is in progress at your network table %2: continue to open it again.")
            html.append("<p>" + fill(text, chapter_title(ch), camp.table) + "</p>")
        elif camp.game is not None:
            html.append("<p>" + fill(_t("%1 is in progress."), chapter_title(ch)) + "</p>")
        else:
            html.append("<p>" + fill(_t("Next: %1."), chapter_title(ch)) + "</p>")
    return "".join(html)


class CampaignDialog(QDialog):
    """Pick a campaign slot and what to do with it; ``intent`` is set when accepted."""

    def __init__(self, cat: Catalog, store: CampaignStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cat, self.store = cat, store
        self.intent: Intent | None = None
        self.setWindowTitle(_t("The Longsdale Conspiracy"))
        self.setObjectName("CampaignDialog")
        lay = QVBoxLayout(self)
        intro = QLabel(
            _t(
                "A story in chapters, alone (10 rounds a chapter) or with up to 4 players "
                "(9 rounds). Your results and decisions change what comes next."
            ),
            self,
        )
        intro.setWordWrap(True)
        lay.addWidget(intro)
        row = QHBoxLayout()
        self.slots = QListWidget(self)
        self.slots.setAccessibleName(_t("Campaign slots"))
        self.slots.setMinimumWidth(300)
        self.slots.setWordWrap(True)
        self.slots.setSpacing(4)
        row.addWidget(self.slots)
        self.details = QTextBrowser(self)
        self.details.setAccessibleName(_t("About this campaign"))
        row.addWidget(self.details, 1)
        lay.addLayout(row)
        buttons = QHBoxLayout()
        self.continue_btn = QPushButton(_t("&Continue"), self)
        self.new_btn = QPushButton(_t("&New campaign…"), self)
        self.replay_btn = QPushButton(_t("&Replay chapter"), self)
        self.replay_box = QComboBox(self)  # after its button, which names it; shown only
        # when the slot has a chapter played
        self.replay_box.setAccessibleName(_t("Chapter to play again"))
        self.replay_box.setToolTip(_t("The chapter that Replay chapter plays again"))
        self.delete_btn = QPushButton(_t("&Delete"), self)
        self.backup_btn = QPushButton(_t("Load the &backup"), self)
        self.backup_btn.setToolTip(_t("Put this campaign's previous save back in its slot."))
        for w in (
            self.continue_btn,
            self.new_btn,
            self.replay_btn,
            self.replay_box,
            self.backup_btn,
            self.delete_btn,
        ):
            buttons.addWidget(w)
        lay.addLayout(buttons)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setObjectName("CampaignStatus")
        lay.addWidget(self.status)
        bottom = QHBoxLayout()
        self.all_in_btn = QPushButton(_t("Play &All In…"), self)
        self.all_in_btn.setToolTip(
            _t("One game with every new building and character from the start.")
        )
        self.all_in_btn.setEnabled(all_in_chapter(cat) is not None)
        close = QPushButton(_t("Close"), self)
        bottom.addWidget(self.all_in_btn)
        bottom.addStretch(1)
        bottom.addWidget(close)
        lay.addLayout(bottom)
        self.bottom = bottom  # the story's lesson adds its button here (ui/tutorial)
        self.continue_btn.clicked.connect(lambda: self._finish(CONTINUE))
        self.new_btn.clicked.connect(self._new)
        self.replay_btn.clicked.connect(self._replay)
        self.delete_btn.clicked.connect(self._delete)
        self.backup_btn.clicked.connect(self._load_backup)
        self.all_in_btn.clicked.connect(lambda: self._finish(ALL_IN))
        close.clicked.connect(self.reject)
        self.slots.currentRowChanged.connect(self._selected)
        self.slots.itemActivated.connect(lambda _i: self._activate())
        fit_window(self, (820, 460))
        self.refresh()

    # ---- reading the slots ----------------------------------------------------------
    def refresh(self, select: int | None = None) -> None:
        current = select if select is not None else max(0, self.slots.currentRow())
        self.rows = self.store.list(verify=True)
        self.slots.clear()
        for row in self.rows:
            item = QListWidgetItem(slot_summary(self.cat, row))
            if row.problem:
                item.setToolTip(row.problem)
            self.slots.addItem(item)
        self.slots.setCurrentRow(min(current, len(self.rows) - 1))
        self._selected(self.slots.currentRow())

    def _row(self) -> CampaignSlot | None:
        i = self.slots.currentRow()
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def _selected(self, _index: int) -> None:
        row = self._row()
        self.status.clear()
        camp = row.campaign if row else None
        if row is None or row.empty:
            self.details.setHtml(f"<p>{_t('An empty slot: start a new campaign here.')}</p>")
        elif camp is None:
            self.details.setHtml(damaged_details(row))
        else:
            self.details.setHtml(slot_details(self.cat, camp))
        self.continue_btn.setEnabled(camp is not None and camp.status != ENDED)
        self.replay_box.clear()
        for r in camp.results if camp else []:
            self.replay_box.addItem(chapter_title(self.cat.chapters[r.chapter]))
        self.replay_btn.setEnabled(self.replay_box.count() > 0)
        self.replay_box.setEnabled(self.replay_box.count() > 0)
        self.replay_box.setVisible(self.replay_box.count() > 0)
        self.delete_btn.setEnabled(row is not None and not row.empty)
        self.backup_btn.setEnabled(row is not None and row.damaged and row.backup_available)

    # ---- actions --------------------------------------------------------------------
    def _activate(self) -> None:
        row = self._row()
        if row is None:
            return
        if row.empty:
            self._new()
        elif self.continue_btn.isEnabled():
            self._finish(CONTINUE)

    def _finish(self, kind: str, index: int = 0) -> None:
        row = self._row()
        self.intent = Intent(kind, row.slot if row else 0, index)
        self.accept()

    def _new(self) -> None:
        row = self._row()
        if row is None:
            return
        if row.damaged and row.backup_available:
            question = _t(
                "Start a new campaign in this slot? The damaged campaign and its backup "
                "(the previous save) will be lost."
            )
        else:
            question = _t(
                "Start a new campaign in this slot? The campaign saved there will be lost."
            )
        if not row.empty and not self._confirm(question):
            return
        self._finish(NEW)

    def _load_backup(self) -> None:
        """Put the damaged slot's backup back in the slot (the backup itself is kept)."""
        row = self._row()
        if row is None or not (row.damaged and row.backup_available):
            return
        index = self.slots.currentRow()
        try:
            self.store.restore_backup(row.slot)
        except CampaignSaveError as exc:
            self.refresh(index)
            self.status.setText(fill(_t("The backup cannot be loaded either: %1"), exc.message))
            return
        self.refresh(index)
        self.status.setText(
            fill(_t("Campaign %1 is back as it was at its previous save."), row.slot)
        )

    def _replay(self) -> None:
        index = self.replay_box.currentIndex()
        if index < 0:
            return
        if not self._confirm(
            _t(
                "Play this chapter again? The results and decisions of this chapter and "
                "the ones after it are forgotten."
            )
        ):
            return
        self._finish(REPLAY, index)

    def _delete(self) -> None:
        row = self._row()
        if row is None or row.empty:
            return
        if self._confirm(_t("Delete this campaign? This cannot be undone.")):
            problem = None
            try:
                self.store.delete(row.slot)
            except CampaignSaveError as exc:
                problem = str(exc)
            self.refresh(self.slots.currentRow())
            if problem:
                self.status.setText(problem)

    def _confirm(self, question: str) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.windowTitle(),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setObjectName("CampaignConfirm")
        return self.confirm_hook(box)

    def confirm_hook(self, box: QMessageBox) -> bool:
        """Ask ``box``; tests replace this to answer without a modal loop."""
        return box.exec() == QMessageBox.StandardButton.Yes


__all__ = ["ALL_IN", "CONTINUE", "NEW", "REPLAY", "CampaignDialog", "Intent"]
