"""The window's Help menu and its other windows: a hint, the rules, the keys, the card
data, the statistics, About, and the lessons (Help ▸ Learn to play).

:class:`HelpDialogs` is a part of ``ui.main_window.MainWindow`` (mixed into it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from omg_desktop.i18n.templates import fill


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class HelpDialogs:
    """Help ▸ …, Game ▸ Statistics, and the first start's offer of a lesson."""

    statistics = None  # the statistics window last opened

    def show_hint(self) -> None:
        """What the Normal opponent would do now, and why, in one sentence."""
        c = self.controller
        if self.coach is not None and self.coach.active:
            self.status.setText(tr("In a lesson the coach says what to do."))
            return
        if c is None or not c.awaiting_human():
            self.status.setText(tr("A hint is there when it is your decision."))
            return
        from ...games.ohmygoods.bots.hint import hint_parts

        view = c.view()
        _action, parts = hint_parts(view, c.legal_actions(), view.cat)
        sentences = [
            fill(
                QCoreApplication.translate("Hint", text, None, n), *args
            )  # i18n: marked with QT_TRANSLATE_NOOP
            for text, args, n in parts
        ]
        sep = QCoreApplication.translate("Hint", " ", "between two sentences")
        self.panel.show_hint(fill(tr("Hint: %1"), sep.join(sentences)))

    def show_rules(self) -> None:
        from ..dialogs.help import HelpDialog

        HelpDialog(self, language=self.language).show()

    def show_shortcuts(self) -> None:
        from ..dialogs.help import ShortcutsDialog

        ShortcutsDialog(self.menus.shortcuts(), self).show()

    def show_card_data(self) -> None:
        """Where the cards' numbers come from (kept out of the table's tooltips)."""
        from ..dialogs.card_data import CardDataDialog

        self.card_data = CardDataDialog(self.cat, self)
        self.card_data.show()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: the finished games of the people who played here (the one on
        screen first); nothing of a game in progress is in it."""
        from ..dialogs.statistics import StatisticsDialog

        c = self.controller
        current = None
        if c is not None:
            seat = c.viewer if c.viewer is not None else self._default_bottom()
            current = c.seats[seat].name if c.seats[seat].is_human else None
        if self.statistics is not None:
            self.statistics.deleteLater()
        dlg = StatisticsDialog(self.games.history, self.settings, self.cat, self, current)
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

    def offer_lesson(self) -> bool:
        """At the very first start: offer to learn to play (True if it is offered)."""
        from ...games.ohmygoods.face.lessons.launcher import offer_first_lesson

        return offer_first_lesson(self)

    def show_lessons(self) -> None:
        """Help ▸ Learn to play: the lessons, to start or go on with."""
        from ...games.ohmygoods.face.lessons.launcher import ask_lessons

        ask_lessons(self)
