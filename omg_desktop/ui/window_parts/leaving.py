"""Leaving a game in progress: what the player is told they would leave (a game, a
network table hosted here or elsewhere, a campaign chapter, a lesson) and the question.

:class:`Leaving` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class Leaving:
    """Ask before the game on the table is replaced."""

    def leave_game_then(self, job) -> None:
        """Run ``job`` (which replaces the game on the table) at once when no game is in
        progress, else after the player confirms leaving it."""
        if not self.games.running():
            job()
            return
        if self.games.in_network() and self.games.network.server is not None:
            detail = tr(
                "You host this network game: leaving closes the table for everyone until you "
                "take your seat back (Game ▸ Join a network game)."
            )
        elif self.games.in_network():
            detail = tr(
                "Your seat is kept: Game ▸ Join a network game takes it back while the host "
                "keeps the table."
            )
        elif self.games.in_campaign():
            detail = tr("The chapter is kept in its campaign slot: Continue goes on with it.")
        elif self.games.autosave_failed():
            detail = tr(
                "It could not be autosaved: save it to a slot first (Game ▸ Save game) to keep it."
            )
        elif self.games.in_lesson():
            detail = tr("The lesson goes on from this step next time (Help ▸ Learn to play).")
        else:
            detail = tr(
                "It stays in the autosave; when the next game begins it is kept in a free "
                "save slot (Game ▸ Load game)."
            )
        from ..dialogs.questions import question

        box = question(
            self,
            tr("Leave this game?"),
            tr("A game is in progress.") + " " + detail,
            tr("&Leave the game"),
            tr("&Keep playing"),
            default_yes=False,
            name="LeaveGame",
        )
        box.accepted.connect(job)
        self.leave_question = box
        box.open()
