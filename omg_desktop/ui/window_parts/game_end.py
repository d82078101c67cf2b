"""The window at a game's end: the score sheet, Play again and New game on the panel
and in the Game menu, and the end's sound for the people at the table (a campaign
chapter's story screens and a lesson's coach take over their own ends).

:class:`GameEnd` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class GameEnd:
    """The end of a game in the window."""

    score_sheet = None  # the last finished game's score sheet

    def _game_over(self) -> None:
        c = self.controller
        if c is None:
            return
        self.refresh()
        if self.games.in_campaign():
            self.games.campaign.game_over()  # the story screens take over
            return
        if self.games.in_lesson():
            return  # the coach explains the score
        names = [s.name for s in c.seats]
        rounds = [list(s.by_round) for s in self.game.standings(c.view())]
        from ..dialogs.score_sheet import ScoreSheetDialog, parts_of

        parts = parts_of(self.game, c.view())  # the game's rows, named by its face
        self.score_sheet = ScoreSheetDialog(
            names, c.scores(), c.winners(), rounds, self, parts=parts, face=self.face
        )
        self.score_sheet.play_again.connect(self._play_again)
        # a network game is the host's to set again: no Play again here
        self.score_sheet.play_again_button.setVisible(self.games.config is not None)
        self._open_after_moves(self.score_sheet, c)
        self._offer_after_game(True)

    def _open_after_moves(self, sheet, ended) -> None:
        """The score sheet opens a moment after the table has shown the last moves (not
        over them: a playtest saw it over a round's line still naming the next turn);
        not at all if another game (or the library) took the table meanwhile."""

        def soon() -> None:  # (on the sheet: no call once it is gone with its window)
            QTimer.singleShot(self.games.animation_ms(), sheet, still)

        def still() -> None:
            if self.score_sheet is sheet and self.controller is ended and ended.is_over:
                sheet.open()

        if self.scene.player.busy():
            self.scene.player.idle.connect(soon, Qt.ConnectionType.SingleShotConnection)
        else:
            soon()

    def _offer_after_game(self, over: bool) -> None:
        """After a game: the scores again, Play again and New game, on the panel and in
        the Game menu; hidden while a game goes on."""
        wait = self.panel.pages["wait"]
        wait.start.setVisible(over)
        wait.scores.setVisible(over and self.score_sheet is not None)
        wait.again.setVisible(over and self.games.config is not None)
        menus = self.made("menus")  # (made later, it looks at the panel's)
        if menus is not None:
            menus.scores.setVisible(over and self.score_sheet is not None)

    def show_score_sheet(self) -> None:
        """The last finished game's score sheet, again."""
        if self.score_sheet is not None:
            self.score_sheet.open()

    def _play_again(self) -> None:
        if self.score_sheet is not None:
            self.score_sheet.close()
        self.games.play_again()

    def _sound_outcome(self) -> str:
        """The end-of-game effect for the people at this table. A story chapter's is its
        goal's: won with a medal, lost without one (the goal is the table's, shown on
        it, so nobody's result is told to another); All In and chapters without a goal
        are neutral (the face's ``chapter_outcome``)."""
        from ..sound.effects import outcome

        c = self.controller
        if c is None:
            return "game_over"
        if self.games.in_campaign():
            return self.face.chapter_outcome(c.view())
        return outcome([i for i, s in enumerate(c.seats) if s.is_human], c.winners())
