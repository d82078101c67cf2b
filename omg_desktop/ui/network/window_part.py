"""The window's errands at network tables: the chat box, the menu items of network
play (the replay of the game so far, the computer for an absent friend), the join and
host dialogs, the lobby on the table, the replay of a seat's own copy, a friend's view
of a campaign chapter's story, and the question before quitting a table.

:class:`NetworkPart` is owned by the window (its ``network``); it reaches the table
through the window's game session (``window.games``: its ``network``) and shows on the
window's panel, table and status line.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLineEdit, QListWidget, QMenu

from omg_desktop.i18n.templates import fill

from ..faces import face_of_game


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class NetworkPart(QObject):
    """Network play in ``window`` (a ``ui.main_window.MainWindow``, not imported: it
    imports this); the chat box goes at the end of ``side`` (the side's layout)."""

    def __init__(self, window: Any, side) -> None:
        super().__init__(window)
        self.window = window
        self.games = window.games
        self.quit_confirmed = False  # the player said yes to leaving a network table
        self.quit_question = None
        self.join_dialog = None
        self.host_dialog = None
        self.chapter_story = None  # a friend's window: the network chapter's Setting
        self.chat_log = QListWidget()
        self.chat_log.setAccessibleName(tr("Chat at the table"))
        self.chat_log.setWordWrap(True)
        self.chat_log.setMaximumHeight(90)
        self.chat = QLineEdit()
        self.chat.setMaxLength(200)
        self.chat.setPlaceholderText(tr("Say something to the table"))
        self.chat.setToolTip(tr("Say something to the table (Enter sends)"))
        self.chat.setAccessibleName(tr("Say something to the table"))
        self.chat.returnPressed.connect(self._say)
        side.addWidget(self.chat_log)
        side.addWidget(self.chat)
        self.show_chat(False)
        self.games.lobby.connect(self._show_lobby)

    # ---- the chat ------------------------------------------------------------------
    def show_chat(self, shown: bool) -> None:
        self.chat_log.setVisible(shown)
        self.chat.setVisible(shown)
        if not shown:
            self.chat_log.clear()
            self.chat.clear()

    def _say(self) -> None:
        c = self.window.controller
        if c is not None and c.capabilities.chat and c.say(self.chat.text()):
            self.chat.clear()

    def _heard(self, name: str, text: str) -> None:
        line = fill(tr("%1: %2"), name, text)
        self.chat_log.addItem(line)
        self.chat_log.scrollToBottom()
        self.window.status.setText(line)

    # ---- the Game menu's items -------------------------------------------------------
    def add_to(self, game: QMenu, action) -> None:
        """Game ▸ Replay the network game so far and Computer for an absent friend
        (``action``: the window's way to make a menu action)."""
        self.replay_action = action(
            game, tr("Replay the network game so &far"), None, self.replay_network
        )
        self.replay_action.setVisible(False)
        self._away_menu(game)

    def _away_menu(self, game: QMenu) -> None:
        """Game ▸ Computer for an absent friend (a table this window hosts): which level
        plays a friend's seat while they are away, or nobody."""
        from ...seating.levels import offered_levels
        from ..dialogs.new_game import LEVEL_NAMES

        menu = game.addMenu(tr("Computer for an a&bsent friend"))
        self.away_menu = menu
        self.away_group = QActionGroup(self.window)
        choices = [(None, QCoreApplication.translate("Network", "Nobody: the table waits"))]
        for level in offered_levels(self.games.game.bots):  # the window's game's computers
            name = QCoreApplication.translate(
                "NewGameDialog", LEVEL_NAMES.get(level, level)
            )  # i18n: marked with QT_TRANSLATE_NOOP
            choices.append((level, name))
        for level, name in choices:
            act = QAction(name, self.window, checkable=True)
            act.setData(level)
            act.triggered.connect(lambda _=False, lv=level: self.games.network.set_away(lv))
            self.away_group.addAction(act)
            menu.addAction(act)
        menu.menuAction().setVisible(False)

    def _show_away_menu(self) -> None:
        """The away menu is the host's, and shows the table's level."""
        hosting = self.games.network.hosting()
        self.away_menu.menuAction().setVisible(hosting)
        c = self.window.controller
        if hosting and c.table is not None:
            level = c.table.get("away")
            for act in self.away_group.actions():
                act.setChecked(act.data() == level)

    # ---- a game on the table, or none ----------------------------------------------------
    def on_table(self, c) -> None:
        """A game is on the table: what network play shows of it (``c``: its table)."""
        can = c.capabilities
        self.replay_action.setVisible(can.seat_replay)
        self._show_away_menu()
        self.show_chat(can.chat)
        if not can.keeps_record:  # a network table: its connection and its words
            c.connection.connect(self.window.refresh)
            c.said.connect(self._heard)
            c.changed.connect(self._show_away_menu)
            self._show_chapter_story(c)

    def off_table(self) -> None:
        """No game is on the table: nothing of network play shows."""
        self.replay_action.setVisible(False)
        self.away_menu.menuAction().setVisible(False)
        self.show_chat(False)

    def _show_chapter_story(self, c) -> None:
        """A friend's window at a campaign chapter's network table: the chapter's Setting,
        as the host read it before opening the table (the story screens after the
        chapter are the host's)."""
        chapter = getattr(c, "chapter", None)
        if not chapter or getattr(c, "hosted", True):
            return
        dlg = face_of_game(c.game).friend_chapter_story(self.window, chapter)
        if dlg is not None:
            self.chapter_story = dlg
            QTimer.singleShot(0, dlg.open)

    # ---- joining and hosting --------------------------------------------------------------
    def ask_join(self) -> None:
        """Game ▸ Join a network game: a table's address and code, or a seat to take back."""
        self.window.leave_game_then(self._join_dialog)

    def _join_dialog(self) -> None:
        from .dialogs import JoinDialog

        network = self.games.network
        book, game = network.seat_book(), self.games.game.info.id
        dlg = JoinDialog(self.window.settings, book, self.window, game)
        dlg.join_requested.connect(network.join)
        dlg.rejoin_requested.connect(network.rejoin)
        dlg.replay_requested.connect(self.replay_copy)
        self.join_dialog = dlg
        dlg.open()

    def ask_host(self) -> None:
        """Game ▸ Host a network game: the New game dialog with seats for friends."""
        self.window.leave_game_then(self._host_dialog)

    def _host_dialog(self) -> None:
        from .dialogs import host_dialog

        dlg = host_dialog(self.window.cat, self.window, self.games.game)
        dlg.accepted.connect(lambda: self.games.network.host(dlg.result_config(), dlg.away()))
        self.host_dialog = dlg
        dlg.open()

    def _show_lobby(self, net) -> None:
        """A network table waits for its players: who sits, the address and the code."""
        from .dialogs import lobby_copy_button, lobby_text

        w = self.window
        lobby_copy_button(w.panel.pages["wait"], net if net is not w.controller else None)
        if net is None:
            if w.controller is None:
                w.close_game()
            return
        if net is w.controller:
            return  # on the table already: refresh() tells its state
        title, text = lobby_text(net)
        w.show_waiting(text, title)

    # ---- replays of a seat's own copy ----------------------------------------------------
    def replay_network(self) -> None:
        """Game ▸ Replay the network game so far: the copy of the person at the table
        (their own views: nothing another seat could not see at the time)."""
        c = self.window.controller
        if not self.games.in_network():
            return
        if c.viewer is None:
            self.window.status.setText(tr("Take the seat first: the replay is its player's."))
            return
        self.replay_copy_file(c.copy_of(c.viewer), c.seat_names, c.viewer)

    def replay_copy(self, held: list) -> None:
        """A held seat's copy of its network game (the Join dialog's Replay my copy)."""
        from ...net.seatcopy import copy_path

        h = held[0]
        path = copy_path(self.games.network.copies(), h.code, h.seat)
        self.replay_copy_file(path, None, h.seat)

    def replay_copy_file(self, path, names: list[str] | None, seat: int) -> None:
        """A seat's copy in the replay window, if it is of this window's game."""
        from ...games import registry
        from ...net.seatcopy import CopyReplayer, game_of, read_all

        noted, lines = read_all(path) if path is not None else (None, [])
        if not lines:
            self.window.status.setText(tr("No copy of this network game was kept here."))
            return
        game = self.games.game
        kept = game_of(path)
        if kept != game.info.id:  # (the replay window draws this window's game)
            try:
                title = registry.info(kept).title(getattr(self.window, "language", "en"))
            except registry.UnknownGame:
                title = kept
            words = tr("This copy is of another game (%1): replay it from that game's window.")
            self.window.status.setText(fill(words, title))
            return
        replayer = CopyReplayer(lines, self.window.cat, game)
        replayer.goto(replayer.step_count)  # where it was left
        n = len(game.standings(game.player_view(replayer.state, None)))
        names = names or noted
        if not names or len(names) != n:
            names = [fill(tr("Seat %1"), str(i + 1)) for i in range(n)]
        self.window.show_replay(replayer, names, [seat])

    # ---- quitting ------------------------------------------------------------------------
    def leaves_a_table(self) -> bool:
        """Whether quitting now leaves a network table the player has not agreed to leave."""
        from .dialogs import quitting_leaves_a_table

        return not self.quit_confirmed and quitting_leaves_a_table(self.games)

    def ask_quit(self) -> None:
        """Game ▸ Quit: at a network table, after the player confirms leaving it."""
        from .dialogs import quit_question

        if not self.leaves_a_table():
            self.window.close()
            return
        box = quit_question(self.window, hosting=self.games.network.server is not None)
        box.accepted.connect(self._leave_and_quit)
        self.quit_question = box
        box.open()

    def _leave_and_quit(self) -> None:
        """The player agreed to leave the network table: quit."""
        self.quit_confirmed = True
        self.window.close()
