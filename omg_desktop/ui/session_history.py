"""The game session's history errands: the finished games' database, what goes into it
(a game, a campaign's chapters with their medals and its ending), and its notices.

:class:`HistoryErrands` is a part of ``ui.game_session.GameSession`` (mixed into it):
it reads the session's store, settings, clock and signals (``warning``, ``status``,
``recorded``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from omg_desktop.i18n.templates import fill

if TYPE_CHECKING:
    from ..history import GameHistory
    from .controller import GameController


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class HistoryErrands:
    """The history of a game session (its ``_history``, opened on first use)."""

    _history: GameHistory | None

    @property
    def history(self) -> GameHistory:
        """The finished games (the database beside the save slots, opened on first use)."""
        if self._history is None:
            from ..history import GameHistory

            if self.clock is None:
                self._history = GameHistory(self.store.folder)
            else:
                self._history = GameHistory(self.store.folder, clock=self.clock)
        return self._history

    def record_game(
        self, controller: GameController, chapter: str | None = None, medal: str | None = None
    ) -> None:
        """A finished game goes into the history, unless recording is off (once: the
        history keys it by its record)."""
        if not self.settings.record_history or not controller.is_over:
            return
        from ..history import finished_game

        history = self.history
        game = finished_game(
            controller.record.copy(),  # a copy of the live one
            controller.seats,
            controller.state_for_save,
            history.clock(),
            chapter=chapter,
            medal=medal,
        )
        outcome = history.record_game(game)
        self.tell_history()
        if outcome.replay_error is not None:
            self.status.emit(
                fill(tr("The game's replay could not be kept: %1"), outcome.replay_error)
            )
        if outcome.new:
            self.recorded.emit(game.key)

    def follow_campaign(self, session: Any) -> None:
        """A campaign's finished chapters (with their medals) and its ending go into the
        history."""
        session.chapter_finished.connect(self._chapter_finished)
        session.ending_reached.connect(self._ending_reached)

    def _chapter_finished(self, controller: GameController, result: Any) -> None:
        if not controller.capabilities.keeps_record:
            return  # (a network chapter's record is the host server's: not in the history yet)
        self.record_game(controller, chapter=result.chapter, medal=result.medal)

    def _ending_reached(self, camp: Any) -> None:
        if not self.settings.record_history or camp.ending is None:
            return
        from ..history import ending_key

        key = ending_key(camp.seed, camp.attempts, camp.ending)
        self.history.record_ending(key, camp.ending, camp.seats)
        self.tell_history()

    def tell_history(self) -> None:
        """What happened to the history file, told to the player."""
        from .history_text import notice_text

        for notice in self.history.take_notices():
            self.warning.emit(notice_text(notice))
