"""The saved games dialog: the slot list with Save here, Load, Load backup, Rename, Delete.

Loading and saving need the game, so the dialog only asks for them by signal
(``load_requested(slot)``, ``load_backup_requested(slot)``, ``save_requested(slot,
name)``) and closes; renaming and deleting it does itself on the store. Overwriting
and deleting are confirmed with a non-modal :class:`QMessageBox` (``confirm``).
:func:`resume_offer` and :func:`backup_offer` build the two questions the window asks.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QModelIndex, QSize, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ...saves import AUTOSAVE, SaveError, SlotInfo, SlotStore
from ..slots_model import (
    DATE,
    GAME,
    NAME,
    ROUND,
    SEATS,
    SlotsModel,
    game_title,
    saved_when,
    seats_text,
    slot_title,
)
from ..window_size import fit_window
from .questions import Icon, question

MAX_NAME = 60


def _tr(text: str) -> str:
    return QCoreApplication.translate("SlotsDialog", text)


class SlotsDialog(QDialog):
    """Pick a slot to save the current game into, or a saved game to load."""

    load_requested = Signal(str)
    load_backup_requested = Signal(str)
    save_requested = Signal(str, str)

    def __init__(
        self,
        store: SlotStore,
        *,
        can_save: bool = True,
        default_name: str = "",
        parent: QWidget | None = None,
        hidden: Collection[str] = (),
        load_text: str = "",
    ) -> None:
        """``hidden``: slots left out of the list (the running game's own autosave);
        ``load_text``: the load button's words when it does something else (Replay)."""
        super().__init__(parent)
        self.setWindowTitle(_tr("Saved games"))
        self.store = store
        self.can_save = can_save
        self.default_name = default_name
        self.confirm: QMessageBox | None = None
        self.model = SlotsModel(store, self, hidden=hidden)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setIconSize(QSize(96, 60))
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for col, mode in zip(
            (NAME, GAME, DATE, SEATS, ROUND),
            (QHeaderView.ResizeMode.Stretch, *[QHeaderView.ResizeMode.ResizeToContents] * 2,
             QHeaderView.ResizeMode.Stretch, QHeaderView.ResizeMode.ResizeToContents),
            strict=True,
        ):  # fmt: skip
            header.setSectionResizeMode(col, mode)
        self.table.verticalHeader().setDefaultSectionSize(66)
        self.table.setAccessibleName(_tr("Save slots"))
        self.table.doubleClicked.connect(lambda _i: self.load())
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(_tr("Name of the save"))
        name_label = QLabel(_tr("&Name:"))
        name_label.setBuddy(self.name_edit)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.save_button = self._button(_tr("&Save here"), self.save_here)
        self.load_button = self._button(load_text or _tr("&Load"), self.load)
        self.backup_button = self._button(_tr("Load the &backup"), self.load_backup)
        self.rename_button = self._button(_tr("Rena&me"), self.rename)
        self.delete_button = self._button(_tr("&Delete"), self.delete)
        self.close_button = self._button(_tr("&Close"), self.reject)
        self.save_button.setVisible(can_save)
        # Enter: save here (or load / replay); Tab leaves the list for the buttons
        (self.save_button if can_save else self.load_button).setDefault(True)
        self.table.setTabKeyNavigation(False)
        QShortcut(QKeySequence.StandardKey.Delete, self.table, self.delete)

        row = QHBoxLayout()
        row.addWidget(name_label)
        row.addWidget(self.name_edit, 1)
        buttons = QHBoxLayout()
        for b in (self.save_button, self.load_button, self.backup_button, self.rename_button):
            buttons.addWidget(b)
        buttons.addWidget(self.delete_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        fit_window(self, (760, 520))
        self.table.selectionModel().currentRowChanged.connect(self._selected)
        self.select((store.first_free() or AUTOSAVE) if can_save else self._latest())

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        b = QPushButton(text)
        b.setAutoDefault(False)
        b.clicked.connect(slot)
        return b

    def _latest(self) -> str:
        ok = [i for i in self.store.infos() if i.ok]
        if not ok:
            return AUTOSAVE
        return max(ok, key=lambda i: i.saved_at.timestamp() if i.saved_at else 0).slot

    # ---- selection ---------------------------------------------------------------------
    def select(self, slot: str) -> None:
        """Make ``slot`` the current row."""
        row = max(0, self.model.row_of(slot))
        index = self.model.index(row, NAME)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.table.selectionModel().setCurrentIndex(index, flags)
        self._selected(index)

    def current(self) -> SlotInfo | None:
        index = self.table.currentIndex()
        return self.model.info(index.row()) if index.isValid() else None

    def _selected(self, index: QModelIndex, _previous: QModelIndex | None = None) -> None:
        info = self.model.info(index.row()) if index.isValid() else None
        named = info is not None and info.slot != AUTOSAVE
        self.save_button.setEnabled(self.can_save and named)
        self.load_button.setEnabled(info is not None and info.ok)
        self.backup_button.setEnabled(info is not None and info.backup_available)
        self.rename_button.setEnabled(named and info is not None and info.ok)
        self.delete_button.setEnabled(info is not None and not info.empty)
        self.name_edit.setText(info.name if info is not None and info.ok else self.default_name)
        self.status.clear()
        if info is not None and info.problem:
            text = fill(
                _tr("%1 cannot be read: %2."), slot_title(info.slot), info.problem.rstrip(".")
            )
            if info.backup_available:
                text += " " + _tr("The previous save (the backup) can be loaded instead.")
            self.problem.setText(text)
            self.problem.show()
        else:
            self.problem.hide()

    def refresh(self) -> None:
        """Re-read the slots, keeping the current one."""
        info = self.current()
        self.model.refresh()
        self.select(info.slot if info else AUTOSAVE)

    # ---- actions -----------------------------------------------------------------------
    def _name(self, info: SlotInfo) -> str:
        return self.name_edit.text().strip() or self.default_name or info.label

    def save_here(self) -> None:
        """Save into the current slot (confirm first when it holds a game)."""
        info = self.current()
        if info is None or not self.can_save or info.slot == AUTOSAVE:
            return
        name = self._name(info)
        if info.empty:
            self._save(info.slot, name)
            return
        question = fill(
            _tr("Replace the game in %1 (%2)?"),
            slot_title(info.slot),
            info.name or slot_title(info.slot),
        )
        self._ask(question, lambda: self._save(info.slot, name))

    def _save(self, slot: str, name: str) -> None:
        self.save_requested.emit(slot, name)
        self.accept()

    def load(self) -> None:
        info = self.current()
        if info is None or not info.ok:
            return
        self.load_requested.emit(info.slot)
        self.accept()

    def load_backup(self) -> None:
        info = self.current()
        if info is None or not info.backup_available:
            return
        self.load_backup_requested.emit(info.slot)
        self.accept()

    def rename(self) -> None:
        info = self.current()
        if info is None or not info.ok or info.slot == AUTOSAVE:
            return
        try:
            self.store.rename(info.slot, self._name(info))
        except SaveError as exc:
            self.status.setText(str(exc))
            return
        self.refresh()

    def delete(self) -> None:
        """Delete the current slot's game and backup, after a confirmation."""
        info = self.current()
        if info is None or info.empty:
            return
        what = info.name or slot_title(info.slot)
        question = fill(
            _tr("Delete %1 (%2) and its backup? This cannot be undone."),
            slot_title(info.slot),
            what,
        )
        self._ask(question, lambda: self._delete(info.slot))

    def _delete(self, slot: str) -> None:
        try:
            self.store.delete(slot)
        except SaveError as exc:
            self.status.setText(str(exc))
        self.refresh()

    def _ask(self, question: str, then: Callable[[], None]) -> None:
        """A non-modal Yes/No box; ``then`` runs on Yes."""
        if self.confirm is not None:
            self.confirm.close()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            _tr("Saved games"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.buttonClicked.connect(lambda b: then() if b is yes else None)
        box.finished.connect(lambda _r: self._forget(box))
        self.confirm = box
        box.open()

    def _forget(self, box: QMessageBox) -> None:
        if self.confirm is box:
            self.confirm = None
        box.deleteLater()


def resume_offer(info: SlotInfo, parent: QWidget | None = None) -> QMessageBox:
    """ "Resume your last game?" for the start of the program; not shown yet (call ``open()``).

    Yes (``accepted``) means resume ``info.slot``.
    """
    return question(parent, _tr("Resume"), resume_text(info), _tr("&Resume"), _tr("&New game"))


def resume_line(info: SlotInfo) -> str:
    """The unfinished game in ``info`` on one line, for the start's list."""
    what = fill(
        _tr("%1, round %2"), seats_text(info), info.round if info.round is not None else "?"
    )
    return fill(_tr("%1: %2 (saved %3)"), game_title(info.game), what, saved_when(info))


def resume_text(info: SlotInfo) -> str:
    """The question "Resume your last game?" about ``info``."""
    if info.name:  # a save's name already says what it holds (by default: seats, round)
        return fill(
            _tr("Resume your last game? %1, saved %2.\n%3"),
            info.name,
            saved_when(info),
            seats_text(info),
        )
    return fill(
        _tr("Resume your last game? %1, round %2, saved %3.\n%4"),
        slot_title(info.slot),
        info.round if info.round is not None else "?",
        saved_when(info),
        seats_text(info),
    )


def damaged_autosave_offer(info: SlotInfo, parent: QWidget | None = None) -> QMessageBox:
    """At start, for a damaged autosave with a good backup: "load its backup?"; not shown
    yet (call ``open()``). Yes (``accepted``) means load the backup, No a new game."""
    text = (
        fill(_tr("Your last game's save is damaged: %1"), info.problem or "")
        + "\n\n"
        + _tr("Load its backup (the save before it) and go on from there?")
    )
    return question(
        parent,
        _tr("Resume"),
        text,
        _tr("Load the &backup"),
        _tr("&New game"),
        icon=Icon.Warning,
        name="DamagedAutosaveOffer",
    )


def backup_offer(error: SaveError, parent: QWidget | None = None) -> QMessageBox:
    """The message for a save that cannot be loaded, offering its backup when there is one.

    Not shown yet (call ``open()``). With a backup, Yes (``accepted``) means load it.
    """
    title = _tr("The save cannot be loaded")
    if not error.backup_available:
        ok = QMessageBox.StandardButton.Ok
        return QMessageBox(QMessageBox.Icon.Warning, title, str(error), ok, parent)
    text = str(error) + "\n\n" + _tr("Load the previous save of this slot (its backup) instead?")
    return question(parent, title, text, _tr("Load the &backup"), _tr("&Cancel"), icon=Icon.Warning)
