"""The window's Help menu and its other windows: a hint, the rules, the keys, the card
data, the statistics, About, and the lessons (Help ▸ Learn to play: the frame's
:mod:`omg_desktop.ui.lessons`, over what the face's ``lesson_face`` hands it). What a
game has of these is its face's (``window.face``): a game without a hint, lessons, a
campaign or a card data page has no menu entry for them.

:class:`HelpDialogs` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from omg_desktop.i18n.templates import fill


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class HelpDialogs:
    """Help ▸ …, Game ▸ Statistics."""

    statistics = None  # the statistics window last opened

    def offer_what_the_game_has(self) -> None:
        """Only the menu entries of what the game's face has (its hint, lessons, card data
        page) and of its extras (a campaign)."""
        face, menus = self.face, self.menus
        menus.campaign.setVisible("campaign" in self.game.info.extras)
        for action, name in (
            (menus.hint, "hint"),
            (menus.lessons, "lesson_face"),
            (menus.card_data, "provenance_line"),
        ):
            action.setVisible(getattr(face, name, None) is not None)

    def show_hint(self) -> None:
        """What the Normal opponent would do now, and why, in one sentence."""
        c = self.controller
        if self.coach is not None and self.coach.active:
            self.status.setText(tr("In a lesson the coach says what to do."))
            return
        if c is None or not c.awaiting_human():
            self.status.setText(tr("A hint is there when it is your decision."))
            return
        hint = getattr(self.face, "hint", None)
        if hint is None:
            return
        view, legal = c.view(), c.legal_actions()  # one view for the words and the marks
        text = fill(tr("Hint: %1"), hint(view, legal))
        marks = getattr(self.face, "hint_marks", None)  # where on the table, if it says
        if marks is None:
            self.panel.show_hint(text)
        else:
            self.panel.show_hint(text, marks(view, legal))

    def show_rules(self) -> None:
        from ..dialogs.help import HelpDialog

        HelpDialog(self, language=self.language, path=self.face.rules_path(self.language)).show()

    def show_shortcuts(self) -> None:
        from ..dialogs.help import ShortcutsDialog

        ShortcutsDialog(self.menus.shortcuts(), self).show()

    def show_card_data(self) -> None:
        """Where the cards' numbers come from (kept out of the table's tooltips)."""
        from ..dialogs.card_data import CardDataDialog

        self.card_data = CardDataDialog(self.cat, self)
        self.card_data.show()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: the finished games of this game's people (the one on screen
        first), with its own figures; nothing of a game in progress is in it."""
        from ..dialogs.statistics import StatisticsDialog

        c = self.controller
        current = None
        if c is not None:
            seat = c.viewer if c.viewer is not None else self._default_bottom()
            current = c.seats[seat].name if c.seats[seat].is_human else None
        if self.statistics is not None:
            self.statistics.deleteLater()
        dlg = StatisticsDialog(
            self.games.history,
            self.settings,
            self.cat,
            self,
            current,
            face=self.face,
            game=self.game.info.id,  # this game's figures first
        )
        self.games.recorded.connect(dlg.on_recorded)
        dlg.replay_requested.connect(self.open_replay_file)
        self.statistics = dlg
        dlg.show()  # not modal: a replay opened from it comes on top of it
        self.games.tell_history()

    def show_about(self) -> None:
        from ..dialogs.about import AboutDialog

        AboutDialog(self).show()

    def show_about_qt(self) -> None:
        """Help ▸ About Qt: Qt's own box (its version and licence)."""
        QMessageBox.aboutQt(self, tr("About Qt"))

    def show_lessons(self) -> None:
        """Help ▸ Learn to play: the lessons, to start or go on with; a game without
        lessons shows its rules (the library's tile offers Learn to play for every game)."""
        from ..lessons.launcher import ask_lessons, lesson_face

        if lesson_face(self) is None:
            self.show_rules()
            return
        ask_lessons(self)
