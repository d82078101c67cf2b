"""The window's saving errands: the dialogs to save, load and replay a game, and the
replay window (the game session does the work: ``window.games``).

:class:`SavingDialogs` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class SavingDialogs:
    """Game ▸ Save, Load and Replay, and the replay window."""

    replay_window = None  # the replay window last opened

    def ask_save(self) -> None:
        from ..dialogs.slots import SlotsDialog

        if self.controller is None:
            self.status.setText(tr("There is no game to save yet."))
            return
        if self.games.in_network():
            self.status.setText(
                tr("A network game is kept by its host: your seat is taken back from there.")
            )
            return
        if self.games.in_lesson():
            self.status.setText(
                tr("A lesson is not saved as a game: it remembers its step by itself.")
            )
            return
        default = self.games.default_save_name()
        dlg = SlotsDialog(self.store, can_save=True, default_name=default, parent=self)
        dlg.save_requested.connect(self._save_to)
        dlg.load_requested.connect(self.games.load_from)
        dlg.load_backup_requested.connect(lambda slot: self.games.load_from(slot, backup=True))
        dlg.open()

    def ask_load(self) -> None:
        from ..dialogs.slots import SlotsDialog

        dlg = SlotsDialog(self.store, can_save=False, parent=self)
        dlg.load_requested.connect(self.games.load_from)
        dlg.load_backup_requested.connect(lambda slot: self.games.load_from(slot, backup=True))
        dlg.open()

    def _save_to(self, slot: str, name: str) -> None:
        self.games.save_to(slot, name, self._default_bottom())

    def ask_replay(self) -> None:
        from ...saves.slots import AUTOSAVE
        from ..dialogs.slots import SlotsDialog

        hidden = [AUTOSAVE] if self.games.running() else []
        dlg = SlotsDialog(
            self.store, can_save=False, parent=self, hidden=hidden, load_text=tr("&Replay")
        )
        dlg.load_requested.connect(self.open_replay)
        dlg.load_backup_requested.connect(lambda slot: self.open_replay(slot, backup=True))
        dlg.open()

    def open_replay(self, slot: str, backup: bool = False) -> None:
        """A saved game in the replay window (hands as the session allows)."""
        found = self.games.replay_of(slot, backup)
        if found is None:
            return
        replayer, names, hands = found
        self.show_replay(replayer, names, hands)

    def show_replay(self, replayer, names: list[str], hands: list[int]) -> None:
        """A game in the replay window (``hands``: the seats whose hands it shows)."""
        from ..replay_window import ReplayWindow

        self.replay_window = ReplayWindow(self.cat, replayer, names, self.art, self, hands)
        self.replay_window.show()

    def open_replay_file(self, path: str) -> None:
        """A finished game's replay file (the history's) in the replay window."""
        found = self.games.replay_of_file(Path(path))
        if found is None:
            return
        replayer, names, hands = found
        self.show_replay(replayer, names, hands)
        self.replay_window.raise_()
        self.replay_window.activateWindow()

    def offer_resume(self, dismissed: Callable[[], None] | None = None) -> bool:
        """At start: offer the last unfinished game or chapter (True if one is offered);
        ``dismissed``: what closing the offer (Escape) does besides (New game asks)."""
        return self.games.offer_resume(self.ask_new_game, dismissed)
