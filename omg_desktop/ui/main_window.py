"""The main window: menus, the table, the decision panel, the log and covers.

The games themselves (starting, resuming, saving, loading, replays, the autosave,
the campaign chapter on the table) are the :class:`GameSession`'s; the window shows
them and opens the dialogs. Start-up speed: only what the first frame shows is
imported with this module; the dialogs and the replay window are imported when first
used (``benchmarks/ui_speed.py``, ``docs/performance.md``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ..games.base import IllegalAction
from ..games.ohmygoods.face.art import CardArt
from ..games.ohmygoods.face.panel.panel import ActionPanel
from ..games.ohmygoods.face.table_layout import layout
from ..games.ohmygoods.rules import Catalog
from .announce import LogAnnouncer, StepAnnouncer
from .appearance import Appearance
from .controller import GameController
from .cover import CoverWidget
from .game_session import GameSession
from .log_model import LogModel
from .settings import Settings
from .sound import SoundBoard, SoundMenu
from .steady_splitter import SteadySplitter
from .table.accessible import follow
from .table.accessible import install as install_accessibility
from .table.layout import Placement
from .table.scene import TableScene
from .table.view import TableView
from .window_size import first_size, fit_window

if TYPE_CHECKING:
    from ..saves.slots import SlotStore
    from .dialogs.score_sheet import ScoreSheetDialog
    from .dialogs.statistics import StatisticsDialog
    from .replay_window import ReplayWindow

#: The speed settings and their names (the View menu).
SPEEDS = [(0.0, "Instant"), (0.5, "Fast"), (1.0, "Normal"), (2.0, "Slow")]


class MainWindow(QMainWindow):
    def __init__(
        self,
        cat: Catalog,
        settings: Settings,
        store: SlotStore | None = None,
        parent=None,
        *,
        save_dir: Path | None = None,
    ) -> None:
        """``store``: the save slots; else a store in ``save_dir`` (default: the user's
        data folder), made when it is first needed."""
        super().__init__(parent)
        self.cat = cat
        self.settings = settings
        self.replay_window: ReplayWindow | None = None
        self.quit_confirmed = False  # the player said yes to leaving a network table
        self.art = CardArt(cat, keep_renders=True, text_size=settings.card_text_size)
        self.games = GameSession(cat, settings, self.art, self, store, save_dir)
        self.games.started.connect(self._show_game)
        self.games.warning.connect(self._warn)
        self.games.status.connect(lambda text: self.status.setText(text))
        self.games.lobby.connect(self._show_lobby)
        self.setWindowTitle(self.tr("Oh My Goods!"))
        self.scene = TableScene(self.art, self)
        self.appearance = Appearance(self)  # high contrast, card text size (View menu)
        self.appearance.apply_settings()
        install_accessibility()  # before the view is made: its interface is the table's
        self.table = TableView(self.scene)
        self.table.set_zoom(settings.zoom)
        self.table.drive_layout(self._remark)  # a new size or an opened row: lay out again
        self.panel = ActionPanel(cat)
        self.log_model = LogModel(cat, [])
        self.log = QListView()
        self.log.setModel(self.log_model)
        self.log.setWordWrap(True)
        self.log.setAccessibleName(self.tr("Game log"))
        side = QWidget()
        side.setMaximumWidth(460)  # the table gets the room; the side narrows with the
        # window down to what its widgets need (no fixed minimum)
        box = QVBoxLayout(side)
        box.setContentsMargins(6, 6, 6, 6)
        self.side_box = box  # a lesson's coach puts its box at the top (ui/tutorial)
        self.coach = None  # the lesson's coach while one is on the table (ui/tutorial)
        box.addWidget(self.panel, 3)
        log_title = QLabel(self.tr("&Log"))
        log_title.setBuddy(self.log)
        box.addWidget(log_title)
        box.addWidget(self.log, 2)
        self._chat_widgets(box)
        self.splitter = SteadySplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 4)
        self.splitter.setStretchFactor(1, 1)
        central = QWidget()
        central_box = QVBoxLayout(central)
        central_box.setContentsMargins(0, 0, 0, 0)
        central_box.addWidget(self.splitter)
        self.setCentralWidget(central)
        self.cover = CoverWidget(central)
        self.cover.hide()
        self.cover.ready.connect(self._cover_ready)
        self.status = QLabel()
        # plain text: it shows chat lines and the names friends give themselves
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addWidget(self.status, 1)
        self.scene.clicked.connect(self._clicked)
        self.scene.confirm_requested.connect(self._confirm_step)  # Enter on the table
        self.table.keys_allowed = lambda: not self.covered
        follow(self.table)  # the table's items in the accessibility tree (a screen reader)
        LogAnnouncer(self.log, hidden=lambda: self.covered)  # every logged move read out
        StepAnnouncer(self.panel)  # and every new step's prompt
        self.scene.dropped.connect(self.panel.on_drop)
        self.panel.submitted.connect(self._submit)
        self.panel.marks_changed.connect(self._remark)
        self.panel.undo.clicked.connect(self.undo)
        self.panel.reset.clicked.connect(self.reset_turn)
        self.score_sheet: ScoreSheetDialog | None = None
        self.chapter_story = None  # a friend's window: the network chapter's Setting
        self.statistics: StatisticsDialog | None = None
        self._thinking: dict[int, bool] = {}
        self._watching = False  # a decision waits for the table to show the moves
        self._refreshing = False  # refresh() is laying the table out
        self._cover_waiting: int | None = None  # a cover waits for them too
        self._cover_seat: int | None = None  # whom the cover that is up is for
        self._last_bottom: int | None = None  # the seat at the bottom of the last layout
        self._last_viewer: int | None = None  # whose eyes the last layout was for
        self._at_once = False  # lay the table out without moves (the cover just lifted)
        self.scene.player.idle.connect(self._table_idle)
        self.sound = SoundBoard(settings, self)  # effects follow the table's steps
        self.sound.outcome = self._sound_outcome
        self.scene.player.step_started.connect(self.sound.on_step)
        self._first_frame_jobs: list = [self.panel.make_all, self.sound.start]
        self.table.painted.connect(self._first_frame, Qt.ConnectionType.QueuedConnection)
        self._build_menus()
        self.panel.pages["wait"].new_game.connect(self.ask_new_game)
        self.panel.pages["wait"].show_scores.connect(self.show_score_sheet)
        self.panel.pages["wait"].play_again.connect(self._play_again)
        self.log_model.modelReset.connect(self._log_to_end)  # newest entry in view
        self.log_model.rowsInserted.connect(lambda *_: self._log_to_end())
        self.scene.player.shown.connect(self._show_turned_event)  # as the table turns it
        self._welcome()
        self.resize(first_size(self.screen().availableGeometry().size()))
        geometry = settings.window_geometry
        if geometry:
            self.restoreGeometry(geometry)
        if not self.windowState() & (
            Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
        ):
            fit_window(self, place=True)  # frame and all inside the screen's free area

    def _chat_widgets(self, box) -> None:
        """A network game's chat: the lines said at the table, and a line to say one."""
        from PySide6.QtWidgets import QLineEdit, QListWidget

        self.chat_log = QListWidget()
        self.chat_log.setAccessibleName(self.tr("Chat at the table"))
        self.chat_log.setWordWrap(True)
        self.chat_log.setMaximumHeight(90)
        self.chat = QLineEdit()
        self.chat.setMaxLength(200)
        self.chat.setPlaceholderText(self.tr("Say something to the table"))
        self.chat.setToolTip(self.tr("Say something to the table (Enter sends)"))
        self.chat.setAccessibleName(self.tr("Say something to the table"))
        self.chat.returnPressed.connect(self._say)
        box.addWidget(self.chat_log)
        box.addWidget(self.chat)
        self._show_chat(False)

    def _show_chat(self, shown: bool) -> None:
        self.chat_log.setVisible(shown)
        self.chat.setVisible(shown)
        if not shown:
            self.chat_log.clear()
            self.chat.clear()

    def _say(self) -> None:
        c = self.controller
        if c is not None and c.capabilities.chat and c.say(self.chat.text()):
            self.chat.clear()

    def _heard(self, name: str, text: str) -> None:
        line = fill(self.tr("%1: %2"), name, text)
        self.chat_log.addItem(line)
        self.chat_log.scrollToBottom()
        self.status.setText(line)

    def after_first_frame(self, job) -> None:
        """Run ``job`` once the table has been painted for the first time (soon, if it
        has been): what the first frame does not show waits for it."""
        if self._first_frame_jobs is None:
            QTimer.singleShot(0, job)
        else:
            self._first_frame_jobs.append(job)

    def _first_frame(self) -> None:
        jobs, self._first_frame_jobs = self._first_frame_jobs, None
        if jobs is None:
            return  # a second paint queued before the first was handled
        self.table.painted.disconnect(self._first_frame)
        for job in jobs:
            job()

    # ---- menus -----------------------------------------------------------------
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._action(
            game, self.tr("&New game…"), QKeySequence.StandardKey.New, self.ask_new_game
        )
        self._action(game, self.tr("The Longsdale &Conspiracy…"), "Ctrl+Shift+C", self.ask_campaign)
        self.act_host = self._action(
            game, self.tr("Host a net&work game…"), "Ctrl+Shift+H", self.ask_host
        )
        self.act_join = self._action(
            game, self.tr("&Join a network game…"), "Ctrl+Shift+J", self.ask_join
        )
        self._action(game, self.tr("&Save game…"), QKeySequence.StandardKey.Save, self.ask_save)
        self._action(game, self.tr("&Load game…"), QKeySequence.StandardKey.Open, self.ask_load)
        self._action(game, self.tr("Re&play a saved game…"), "Ctrl+Shift+P", self.ask_replay)
        self.act_net_replay = self._action(
            game, self.tr("Replay the network game so &far"), None, self.replay_network
        )
        self.act_net_replay.setVisible(False)
        self._away_menu(game)
        self.act_scores = self._action(
            game, self.tr("Show the score s&heet"), None, self.show_score_sheet
        )
        self.act_scores.setVisible(False)
        self.act_statistics = self._action(
            game, self.tr("S&tatistics…"), None, self.show_statistics
        )
        game.addSeparator()
        self.act_undo = self._action(
            game, self.tr("&Undo"), QKeySequence.StandardKey.Undo, self.undo
        )
        self.act_reset = self._action(
            game, self.tr("&Reset my turn"), "Ctrl+Shift+R", self.reset_turn
        )
        game.addSeparator()
        # Ctrl+Q everywhere (Cmd+Q on macOS): Qt's standard Quit key is none on Windows
        self._action(game, self.tr("&Quit"), "Ctrl+Q", self.ask_quit)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._action(
            view, self.tr("Zoom &in"), QKeySequence.StandardKey.ZoomIn, lambda: self._zoom(1.15)
        )
        self._action(
            view,
            self.tr("Zoom &out"),
            QKeySequence.StandardKey.ZoomOut,
            lambda: self._zoom(1 / 1.15),
        )
        self._action(view, self.tr("&Fit the table"), "Ctrl+0", lambda: self._zoom(None))
        speed = view.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        names = {
            "Instant": self.tr("Instant"),
            "Fast": self.tr("Fast"),
            "Normal": self.tr("Normal"),
            "Slow": self.tr("Slow"),
        }
        for value, name in SPEEDS:
            act = QAction(names[name], self, checkable=True)
            act.setChecked(abs(self.settings.animation_speed - value) < 1e-6)
            act.triggered.connect(lambda _=False, v=value: self._set_speed(v))
            group.addAction(act)
            speed.addAction(act)
        self.sound_menu = SoundMenu(self.sound, self)
        view.addMenu(self.sound_menu)
        self._language_menu(view)
        self.appearance.add_to(view)
        helpm = self.menuBar().addMenu(self.tr("&Help"))
        self._action(helpm, self.tr("&Learn to play…"), None, self.show_lessons)
        self.act_hint = self._action(
            helpm, self.tr("&Hint: what would Normal do?"), "Ctrl+H", self.show_hint
        )
        self._action(
            helpm, self.tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self._action(helpm, self.tr("&Keyboard shortcuts"), "Ctrl+/", self.show_shortcuts)
        self._action(helpm, self.tr("About the card &data"), None, self.show_card_data)
        self._action(helpm, self.tr("&About Oh My Goods!"), None, self.show_about)
        self._action(helpm, self.tr("About &Qt"), None, self.show_about_qt)

    def _away_menu(self, game) -> None:
        """Game ▸ Computer for an absent friend (a table this window hosts): which level
        plays a friend's seat while they are away, or nobody."""
        from ..seating.levels import LEVELS
        from .dialogs.new_game import LEVEL_NAMES

        menu = game.addMenu(self.tr("Computer for an a&bsent friend"))
        self.away_menu = menu
        self.away_group = QActionGroup(self)
        choices = [(None, QCoreApplication.translate("Network", "Nobody: the table waits"))]
        for level in LEVELS:
            name = QCoreApplication.translate(
                "NewGameDialog", LEVEL_NAMES[level]
            )  # i18n: marked with QT_TRANSLATE_NOOP
            choices.append((level, name))
        for level, name in choices:
            act = QAction(name, self, checkable=True)
            act.setData(level)
            act.triggered.connect(lambda _=False, lv=level: self.games.set_away(lv))
            self.away_group.addAction(act)
            menu.addAction(act)
        menu.menuAction().setVisible(False)

    def _show_away_menu(self) -> None:
        """The away menu is the host's, and shows the table's level."""
        hosting = self.games.hosting()
        self.away_menu.menuAction().setVisible(hosting)
        if hosting and self.controller.table is not None:
            level = self.controller.table.get("away")
            for act in self.away_group.actions():
                act.setChecked(act.data() == level)

    def _language_menu(self, view) -> None:
        """View ▸ Language: the system's, or one of ours; used from the next start."""
        from ..i18n import LANGUAGES

        menu = view.addMenu(self.tr("&Language"))
        self.language_menu = menu
        group = QActionGroup(self)
        current = self.settings.language
        choices = [("", self.tr("System language")), *LANGUAGES.items()]
        for code, name in choices:
            act = QAction(name, self, checkable=True)
            act.setData(code)
            act.setChecked(code == current)
            act.triggered.connect(lambda _=False, c=code: self._set_language(c))
            group.addAction(act)
            menu.addAction(act)

    def _set_language(self, code: str) -> None:
        if code == self.settings.language:
            return
        self.settings.language = code
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Language"),
            self.tr(
                "The new language is used from the next start of the game. "
                "Close the game and start it again to see it."
            ),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setObjectName("LanguageNotice")
        self.language_notice = box
        box.open()

    @property
    def language(self) -> str:
        """The language this window speaks (set at start)."""
        from PySide6.QtWidgets import QApplication

        return getattr(QApplication.instance(), "language", "en")

    def _action(self, menu, text: str, key, slot) -> QAction:
        act = QAction(text, self)
        if key is not None:
            act.setShortcut(QKeySequence(key))
        act.triggered.connect(slot)
        menu.addAction(act)
        self.addAction(act)
        return act

    def shortcuts(self) -> list[tuple[str, str]]:
        out = []
        for act in self.actions():
            if not act.shortcut().isEmpty():
                text = act.text().replace("&", "").rstrip("…")
                out.append((act.shortcut().toString(QKeySequence.SequenceFormat.NativeText), text))
        out += [
            (
                self.tr("Tab / Shift+Tab"),
                self.tr(
                    "Move the focus ring over the table's cards, goods and buttons, "
                    "then on to the controls of the panel"
                ),
            ),
            (self.tr("Arrow keys"), self.tr("Move the focus ring to the nearest item that way")),
            (
                self.tr("Space"),
                self.tr(
                    "Act on the item in the focus ring, as a click does (choose, turn, press); "
                    "in the panel, press the focused button"
                ),
            ),
            (
                self.tr("Enter"),
                self.tr(
                    "Press the focused button; elsewhere, confirm the current step (a hand "
                    "card in the focus ring that is not planned yet is planned first)"
                ),
            ),
            (self.tr("Space (while cards move)"), self.tr("Show the end of the moves at once")),
            (
                self.tr("Minus"),
                self.tr("On goods in the focus ring: one fewer in the payment (a right click too)"),
            ),
            (self.tr("L"), self.tr("The opponents' last round (table focused)")),
            (self.tr("Alt + underlined letter"), self.tr("Press a button of the panel")),
            (self.tr("Space"), self.tr("Take over the computer behind a cover")),
        ]
        return out

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Enter that no widget took presses the focused button, or else (focus on the
        log, a list, or nowhere) confirms the current step; behind a cover no key does
        anything."""
        if self.covered:
            event.accept()
            return
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not mods:
            if self.focusWidget() is self.chat:
                event.accept()  # Enter sent the chat line: it confirms no move
                return
            if not event.isAutoRepeat():
                focused = self.focusWidget()
                if (
                    isinstance(focused, QAbstractButton)
                    and focused.isEnabled()
                    and focused.isVisible()
                ):
                    focused.click()  # Enter on a button presses that button
                else:
                    self._confirm_step()
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        if self.covered:
            return True  # Tab stays on the cover: the table behind it gets no focus
        return super().focusNextPrevChild(next)

    def _confirm_step(self) -> None:
        """Enter: the current decision's default (a table button or the page's); in a
        lesson, first the coach's (Next on a step to read)."""
        if self.covered or (self.coach is not None and self.coach.confirm()):
            return
        ring = self.scene.focus.current() if self.scene.focus.shown else None
        looked_at = ring.placement if ring is not None and self.table.hasFocus() else None
        self.panel.confirm_default(looked_at)

    def _welcome(self) -> None:
        """Before the first game: a title on the table and a way to start."""
        self.panel.show_decision(
            None,
            None,
            [],
            self.tr(
                "Welcome! Start a game with New game (Ctrl+N): choose the players, "
                "people or computers, and the rules."
            ),
        )
        self.panel.pages["wait"].start.setVisible(True)
        for w in (self.act_undo, self.act_reset, self.panel.undo, self.panel.reset):
            w.setEnabled(False)
        self.scene.show_welcome(self.tr("Oh My Goods!"), self.tr("Game ▸ New game to begin"))

    # ---- games (the errands are the game session's) ------------------------------------
    @property
    def controller(self) -> GameController | None:
        """The game on the table (None before the first)."""
        return self.games.controller

    @property
    def store(self) -> SlotStore:
        return self.games.store

    def ask_new_game(self) -> None:
        """The New game dialog; during a game, after asking whether to leave it."""
        self.leave_game_then(self._new_game_dialog)

    def _new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        proposal = self.games.config  # the game just played, with a fresh seed
        if proposal is not None:
            proposal = dataclasses.replace(proposal, seed=None)
        dlg = NewGameDialog(self.cat, self.settings, self, proposal=proposal)
        dlg.accepted.connect(lambda: self.games.start_game(dlg.result_config()))
        dlg.open()

    def ask_join(self) -> None:
        """Game ▸ Join a network game: a table's address and code, or a seat to take back."""
        self.leave_game_then(self._join_dialog)

    def _join_dialog(self) -> None:
        from .network.dialogs import JoinDialog

        dlg = JoinDialog(self.settings, self.games.seat_book(), self)
        dlg.join_requested.connect(self.games.join_network)
        dlg.rejoin_requested.connect(self.games.rejoin_network)
        dlg.replay_requested.connect(self.replay_copy)
        self.join_dialog = dlg
        dlg.open()

    def replay_network(self) -> None:
        """Game ▸ Replay the network game so far: the copy of the person at the table
        (their own views: nothing another seat could not see at the time)."""
        c = self.controller
        if not self.games.in_network():
            return
        if c.viewer is None:
            self.status.setText(self.tr("Take the seat first: the replay is its player's."))
            return
        path = c.copy_of(c.viewer)
        self.replay_copy_file(path, c.seat_names, c.viewer)

    def replay_copy(self, held: list) -> None:
        """A held seat's copy of its network game (the Join dialog's Replay my copy)."""
        from ..net.seatcopy import copy_path

        h = held[0]
        self.replay_copy_file(copy_path(self.games.network_copies(), h.code, h.seat), None, h.seat)

    def replay_copy_file(self, path, names: list[str] | None, seat: int) -> None:
        from ..net.seatcopy import CopyReplayer, read_all
        from .replay_window import ReplayWindow

        noted, lines = read_all(path) if path is not None else (None, [])
        if not lines:
            self.status.setText(self.tr("No copy of this network game was kept here."))
            return
        names = names or noted
        n = len(lines[-1]["view"].get("players", []))
        if not names or len(names) != n:
            names = [fill(self.tr("Seat %1"), str(i + 1)) for i in range(n)]
        replayer = CopyReplayer(lines, self.cat)
        replayer.goto(replayer.step_count)  # where it was left
        self.replay_window = ReplayWindow(self.cat, replayer, names, self.art, self, [seat])
        self.replay_window.show()

    def ask_host(self) -> None:
        """Game ▸ Host a network game: the New game dialog with seats for friends."""
        self.leave_game_then(self._host_dialog)

    def _host_dialog(self) -> None:
        from .network.dialogs import host_dialog

        dlg = host_dialog(self.cat, self)
        dlg.accepted.connect(lambda: self.games.host_network(dlg.result_config(), dlg.away()))
        self.host_dialog = dlg
        dlg.open()

    def _show_lobby(self, net) -> None:
        """A network table waits for its players: who sits, the address and the code."""
        from .network.dialogs import lobby_copy_button, lobby_text

        lobby_copy_button(self.panel.pages["wait"], net if net is not self.controller else None)
        if net is None:
            if self.controller is None:
                self.close_game()
            return
        if net is self.controller:
            return  # on the table already: refresh() tells its state

        self._clear_table()
        self.log_model.reset([])
        self.panel.forget_seats()
        title, text = lobby_text(net)
        self.panel.show_decision(None, None, [], text)
        self.panel.pages["wait"].start.setVisible(False)
        for w in (self.act_undo, self.act_reset, self.panel.undo, self.panel.reset):
            w.setEnabled(False)
        self.scene.show_welcome(self.tr("Oh My Goods!"), title)
        self.status.setText(title)

    def leave_game_then(self, job) -> None:
        """Run ``job`` (which replaces the game on the table) at once when no game is in
        progress, else after the player confirms leaving it."""
        if not self.games.running():
            job()
            return
        if self.games.in_network() and self.games.host_server is not None:
            detail = self.tr(
                "You host this network game: leaving closes the table for everyone until you "
                "take your seat back (Game ▸ Join a network game)."
            )
        elif self.games.in_network():
            detail = self.tr(
                "Your seat is kept: Game ▸ Join a network game takes it back while the host "
                "keeps the table."
            )
        elif self.games.in_campaign():
            detail = self.tr("The chapter is kept in its campaign slot: Continue goes on with it.")
        elif self.games.in_lesson():
            detail = self.tr("The lesson goes on from this step next time (Help ▸ Learn to play).")
        else:
            detail = self.tr(
                "The next game replaces it in the autosave: save it to a slot first "
                "(Game ▸ Save game) to keep it."
            )
        from .dialogs.questions import question

        box = question(
            self,
            self.tr("Leave this game?"),
            self.tr("A game is in progress.") + " " + detail,
            self.tr("&Leave the game"),
            self.tr("&Keep playing"),
            default_yes=False,
            name="LeaveGame",
        )
        box.accepted.connect(job)
        self.leave_question = box
        box.open()

    def ask_campaign(self) -> None:
        """The campaign screen (Game ▸ The Longsdale Conspiracy)."""
        from ..games.ohmygoods.face.campaign.launcher import ask_campaign

        ask_campaign(self)

    def _show_game(self, c: GameController) -> None:
        """A new game is on the table: connect it to the table, the panel and the log."""
        self.log_model.attach(c, self.scene.player)  # lines as the table shows the moves
        c.changed.connect(self.refresh)
        c.events_happened.connect(self.scene.player.take_events)  # the table's event queue
        c.history_reset.connect(self.scene.player.reset_history)
        c.wait_for_table(self.scene.player.busy, self.scene.player.idle)
        c.cover_needed.connect(self._cover_needed)
        c.thinking.connect(self._on_thinking)
        c.game_over.connect(self._game_over)
        c.error.connect(self.status.setText)
        can = c.capabilities
        self.act_net_replay.setVisible(can.seat_replay)
        self._show_away_menu()
        self._show_chat(can.chat)
        if not can.keeps_record:  # a network table: its connection and its words
            c.connection.connect(self.refresh)
            c.said.connect(self._heard)
            c.changed.connect(self._show_away_menu)
            self._show_chapter_story(c)
        self._clear_table()
        if self.score_sheet is not None and self.score_sheet.isVisible():
            self.score_sheet.close()  # (a campaign's next network chapter began, say)
        if self.cover.isVisible():  # the last game's cover is not this game's
            self.cover.hide()
            self._lock_for_cover(False)
        self.panel.forget_seats()
        self._offer_after_game(False)
        self._thinking = {}
        self._watching, self._cover_waiting = False, None
        self._cover_seat = self._last_bottom = self._last_viewer = None

    def _show_chapter_story(self, c) -> None:
        """A friend's window at a campaign chapter's network table: the chapter's Setting,
        as the host read it before opening the table (the story screens after the
        chapter are the host's)."""
        chapter = getattr(c, "chapter", None)
        ch = self.cat.chapters.get(chapter) if chapter else None
        if ch is None or ch.all_in or getattr(c, "hosted", True):
            return
        from ..games.ohmygoods.face.campaign.story_dialog import StoryDialog

        dlg = StoryDialog.intro(self.cat, chapter, False, self)
        dlg.setObjectName("FriendChapterStory")
        self.chapter_story = dlg
        QTimer.singleShot(0, dlg.open)

    def _log_to_end(self) -> None:
        """The newest log entry in view and current (not selected), so Up and Page Up
        on the log walk back from it."""
        n = self.log_model.rowCount()
        if n:
            flag = QItemSelectionModel.SelectionFlag.NoUpdate
            self.log.selectionModel().setCurrentIndex(self.log_model.index(n - 1, 0), flag)
        self.log.scrollToBottom()

    def _show_turned_event(self, events: list) -> None:
        """Expansion: the event card turned at the start of a round, shown large a while."""
        turned = [e.data["event"] for e in events if e.kind == "event_turned"]
        if turned:  # its title and words, large over the table until a click or a key
            from ..games.ohmygoods.face.campaign.event_notice import show_event_notice

            show_event_notice(self, turned[-1])

    # ---- saving and loading (dialogs; the session does the work) ------------------------
    def ask_save(self) -> None:
        from .dialogs.slots import SlotsDialog

        if self.controller is None:
            self.status.setText(self.tr("There is no game to save yet."))
            return
        if self.games.in_network():
            self.status.setText(
                self.tr("A network game is kept by its host: your seat is taken back from there.")
            )
            return
        if self.games.in_lesson():
            self.status.setText(
                self.tr("A lesson is not saved as a game: it remembers its step by itself.")
            )
            return
        default = self.games.default_save_name()
        dlg = SlotsDialog(self.store, can_save=True, default_name=default, parent=self)
        dlg.save_requested.connect(self._save_to)
        dlg.load_requested.connect(self.games.load_from)
        dlg.load_backup_requested.connect(lambda slot: self.games.load_from(slot, backup=True))
        dlg.open()

    def ask_load(self) -> None:
        from .dialogs.slots import SlotsDialog

        dlg = SlotsDialog(self.store, can_save=False, parent=self)
        dlg.load_requested.connect(self.games.load_from)
        dlg.load_backup_requested.connect(lambda slot: self.games.load_from(slot, backup=True))
        dlg.open()

    def _save_to(self, slot: str, name: str) -> None:
        self.games.save_to(slot, name, self._default_bottom())

    def ask_replay(self) -> None:
        from ..saves.slots import AUTOSAVE
        from .dialogs.slots import SlotsDialog

        hidden = [AUTOSAVE] if self.games.running() else []
        dlg = SlotsDialog(
            self.store, can_save=False, parent=self, hidden=hidden, load_text=self.tr("&Replay")
        )
        dlg.load_requested.connect(self.open_replay)
        dlg.load_backup_requested.connect(lambda slot: self.open_replay(slot, backup=True))
        dlg.open()

    def open_replay(self, slot: str, backup: bool = False) -> None:
        """A saved game in the replay window (hands as the session allows)."""
        found = self.games.replay_of(slot, backup)
        if found is None:
            return
        from .replay_window import ReplayWindow

        replayer, names, hands = found
        self.replay_window = ReplayWindow(self.cat, replayer, names, self.art, self, hands)
        self.replay_window.show()

    def open_replay_file(self, path: str) -> None:
        """A finished game's replay file (the history's) in the replay window."""
        found = self.games.replay_of_file(Path(path))
        if found is None:
            return
        from .replay_window import ReplayWindow

        replayer, names, hands = found
        self.replay_window = ReplayWindow(self.cat, replayer, names, self.art, self, hands)
        self.replay_window.show()
        self.replay_window.raise_()
        self.replay_window.activateWindow()

    def offer_resume(self) -> bool:
        """At start: offer the last unfinished game or chapter (True if one is offered)."""
        return self.games.offer_resume(self.ask_new_game)

    # ---- lessons (ui/tutorial) -----------------------------------------------------------
    def offer_lesson(self) -> bool:
        """At the very first start: offer to learn to play (True if it is offered)."""
        from ..games.ohmygoods.face.lessons.launcher import offer_first_lesson

        return offer_first_lesson(self)

    def show_lessons(self) -> None:
        """Help ▸ Learn to play: the lessons, to start or go on with."""
        from ..games.ohmygoods.face.lessons.launcher import ask_lessons

        ask_lessons(self)

    def _clear_table(self) -> None:
        """Every item off the table (a new game, or none), and the moves that played."""
        self.scene.player.stop()
        self.scene.items_by_key.clear()
        self.scene.forget_spots()
        self.scene.clear()
        self.scene.preview = None

    def close_game(self) -> None:
        """Take the game off the table (a lesson was left): the welcome table again."""
        self.act_net_replay.setVisible(False)
        self.away_menu.menuAction().setVisible(False)
        self._show_chat(False)
        self.games.close()
        self._clear_table()
        self.log_model.reset([])
        self.panel.forget_seats()
        self._welcome()
        self.status.clear()

    def _warn(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Oh My Goods!"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.open()
        self.status.setText(text)

    # ---- showing the game ------------------------------------------------------------
    def refresh(self) -> None:
        if self._refreshing:
            return
        self._refreshing = True
        try:
            self._refresh()
        finally:
            self._refreshing = False

    def _refresh(self) -> None:
        c = self.controller
        if c is None:
            return
        d = c.decision()  # one view, one list of legal actions, one prompt
        view, viewer, legal, prompt = d.view, d.viewer, list(d.actions), d.prompt
        names = [s.name for s in c.seats]
        bottom = self._bottom()
        info = self._seat_info(d.notes)
        self.panel.show_decision(view, viewer, legal, prompt)
        placements = layout(self.panel.draft(view), bottom, names, info)
        if viewer is None and self._last_viewer is not None:  # a person left the table:
            self.scene.conceal(self._last_viewer, placements)  # their secrets go at once
        self._last_viewer = viewer
        self.scene.show_layout(placements, self._marks(placements), self._move_ms(), viewer=viewer)
        self._watching = bool(legal) and self.scene.player.busy()
        if self._watching:  # the table still shows what led here: the decision waits, and
            # its words too (they tell of a phase and a market the table has not shown)
            prompt = self.tr(
                "The table is showing the last moves: click it or press Space to see them at once."
            )
            self.panel.show_decision(view, viewer, [], prompt)
        for w in (self.act_undo, self.panel.undo, self.act_reset, self.panel.reset):
            w.setEnabled(d.can_undo)
        if d.connection:
            prompt = d.connection + (" · " + prompt if prompt else "")
        self.status.setText(prompt)

    def _seat_info(self, notes: Mapping[int, str]) -> dict[int, str]:
        """The word beside each seat: "thinking…" for a computer of this screen, and a
        network table's own (who it waits for, who is away, reconnecting)."""
        info = dict(notes)
        for s, busy in self._thinking.items():
            if busy:
                info[s] = self.tr("thinking…")
        return info

    def _default_bottom(self) -> int:
        c = self.controller
        humans = [i for i, s in enumerate(c.seats) if s.is_human] if c else []
        return humans[0] if humans else 0

    def _bottom(self) -> int:
        """The seat at the bottom of the table: the viewer's. Between two people at one
        screen, the last one's while they still look (the public moves before the
        cover play from their seat, not half from the next one's), and the next
        one's behind the cover, so the cover lifts on a table already in place."""
        c = self.controller
        if c.viewer is not None:
            bottom = c.viewer
        elif self.cover.isVisible() and self._cover_seat is not None:
            bottom = self._cover_seat
        elif self._last_bottom is not None and self._last_bottom < len(c.seats):
            bottom = self._last_bottom
        else:
            bottom = self._default_bottom()
        self._last_bottom = bottom
        return bottom

    def _move_ms(self) -> int:
        """A card's move now: none behind a cover or as it lifts (nobody sees the table
        turn to the next seat; the hand that comes into view does not fly in)."""
        return 0 if self._at_once or self.cover.isVisible() else self.games.animation_ms()

    def _remark(self) -> None:
        """The panel's marks changed (a choice on the table): lay the table out again.
        Not while :meth:`refresh` runs: it lays it out itself, for the right viewer (a
        layout from here would start the new moves under the last viewer's eyes, and
        the viewer's change would then fast-forward them unseen)."""
        c = self.controller
        if c is None or self._refreshing:
            return
        d = c.decision()
        info = self._seat_info(d.notes)
        placements = layout(self.panel.draft(d.view), self._bottom(), c.seat_names, info)
        self.scene.show_layout(placements, self._marks(placements), self._move_ms())

    def _marks(self, placements: list[Placement]):
        """The panel's marks; in a lesson, the cards the coach names are kept clear of
        the table's buttons (a newcomer was told to click the Tannery, whose name lay
        under "Pick for one run")."""
        marks = self.panel.marks()
        if self.coach is not None and self.coach.active:
            marks.keep_clear = self.coach.named_cards(placements)
        return marks

    def _clicked(self, placement: Placement) -> None:
        self.panel.on_click(placement)

    def _submit(self, action) -> None:
        if self.controller is None:
            return
        if self.coach is not None:  # a lesson: the coach lets the step's action through
            action = self.coach.gate(action)
            if action is None:
                return
        try:
            self.controller.submit(action)
        except IllegalAction as exc:
            self.panel.refuse(exc)

    def undo(self) -> None:
        if self.controller is not None and self.controller.can_undo():
            self.controller.undo()

    def reset_turn(self) -> None:
        if self.controller is not None and self.controller.can_undo():
            self.controller.reset_turn()

    def _on_thinking(self, seat: int, busy: bool) -> None:
        self._thinking[seat] = busy
        if busy and self.controller is not None:
            name = self.controller.seats[seat].name
            self.status.setText(fill(self.tr("%1 is thinking…"), name))
        self._remark()

    def _table_idle(self) -> None:
        """The table has shown every move: a decision or a cover held back comes now."""
        if self._cover_waiting is not None:
            seat, self._cover_waiting = self._cover_waiting, None
            self._cover_needed(seat)
        elif self._watching:
            self.refresh()

    def _cover_needed(self, seat: int) -> None:
        """The computer is passed to ``seat``'s person: once the table has shown what
        everyone may see (the moves before it are public: no one's hand is on the
        table now), the cover hides it."""
        if self.scene.player.busy():
            self._cover_waiting = seat
            return
        name = self.controller.seats[seat].name if self.controller else ""
        self._cover_seat = seat
        self._lock_for_cover(True)
        self.cover.setGeometry(self.centralWidget().rect())
        self.cover.show_for(name)
        self.cover.raise_()
        self.cover.setFocus()
        self.refresh()

    def _cover_ready(self) -> None:
        self.cover.hide()
        self._lock_for_cover(False)
        if self.cover.hasFocus() or self.focusWidget() in (None, self.cover):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)  # keys go on to the table
        self._at_once = True
        try:
            if self.controller is not None:
                self.controller.cover_done()
            self.refresh()
        finally:
            self._at_once = False

    def _lock_for_cover(self, locked: bool) -> None:
        """While a cover is up only the cover answers: no menu, no shortcut, no other window.

        Every window action is disabled (so its shortcut does nothing), the menu bar
        with it, and the dialogs and windows this window opened are closed, since
        they were opened by the person who just passed the computer on.
        """
        self.menuBar().setEnabled(not locked)
        for act in self.actions():
            act.setEnabled(not locked)
        if locked:
            for child in self.findChildren(QWidget):
                if child.isWindow() and child.isVisible():
                    child.close()
        # undo and reset are enabled again by refresh(), from the controller's answer

    @property
    def covered(self) -> bool:
        """Whether a pass-and-play cover hides the table now."""
        return self.cover.isVisible()

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
        rounds = [p.points_by_round for p in c.view().players]
        from .dialogs.score_sheet import ScoreSheetDialog

        self.score_sheet = ScoreSheetDialog(names, c.scores(), c.winners(), rounds, self)
        self.score_sheet.play_again.connect(self._play_again)
        # a network game is the host's to set again: no Play again here
        self.score_sheet.play_again_button.setVisible(self.games.config is not None)
        QTimer.singleShot(self.games.animation_ms(), self.score_sheet.open)
        self._offer_after_game(True)

    def _offer_after_game(self, over: bool) -> None:
        """After a game: the scores again, Play again and New game, on the panel and in
        the Game menu; hidden while a game goes on."""
        wait = self.panel.pages["wait"]
        wait.start.setVisible(over)
        wait.scores.setVisible(over and self.score_sheet is not None)
        wait.again.setVisible(over and self.games.config is not None)
        self.act_scores.setVisible(over and self.score_sheet is not None)

    def show_score_sheet(self) -> None:
        """The last finished game's score sheet, again."""
        if self.score_sheet is not None:
            self.score_sheet.open()

    def _play_again(self) -> None:
        if self.score_sheet is not None:
            self.score_sheet.close()
        self.games.play_again()

    # ---- view menu, dialogs -------------------------------------------------------------
    def _zoom(self, factor: float | None) -> None:
        zoom = 1.0 if factor is None else self.table.zoom * factor
        self.table.set_zoom(zoom)
        self.settings.zoom = self.table.zoom

    def _set_speed(self, value: float) -> None:
        self.settings.animation_speed = value
        self.scene.player.set_speed(self.games.animation_ms())
        if self.controller is not None:
            self.controller.bot_delay_ms = self.games.bot_delay_ms()

    def _sound_outcome(self) -> str:
        """The end-of-game effect for the people at this table. A story chapter's is its
        goal's: won with a medal, lost without one (the goal is the table's, shown on
        it, so nobody's result is told to another); All In and chapters without a goal
        are neutral."""
        from ..games.ohmygoods.campaign.flow import goal_progress
        from .sound.effects import outcome

        c = self.controller
        if c is None:
            return "game_over"
        if self.games.in_campaign():
            progress = goal_progress(c.view())
            if progress is None:
                return "game_over"
            goal, value = progress
            return "game_won" if goal.medal(value) else "game_lost"
        return outcome([i for i, s in enumerate(c.seats) if s.is_human], c.winners())

    def show_hint(self) -> None:
        """What the Normal opponent would do now, and why, in one sentence."""
        c = self.controller
        if self.coach is not None and self.coach.active:
            self.status.setText(self.tr("In a lesson the coach says what to do."))
            return
        if c is None or not c.awaiting_human():
            self.status.setText(self.tr("A hint is there when it is your decision."))
            return
        from ..games.ohmygoods.bots.hint import hint_parts

        view = c.view()
        _action, parts = hint_parts(view, c.legal_actions(), view.cat)
        sentences = [
            fill(
                QCoreApplication.translate("Hint", text, None, n), *args
            )  # i18n: marked with QT_TRANSLATE_NOOP
            for text, args, n in parts
        ]
        sep = QCoreApplication.translate("Hint", " ", "between two sentences")
        self.panel.show_hint(fill(self.tr("Hint: %1"), sep.join(sentences)))

    def show_rules(self) -> None:
        from .dialogs.help import HelpDialog

        HelpDialog(self, language=self.language).show()

    def show_shortcuts(self) -> None:
        from .dialogs.help import ShortcutsDialog

        ShortcutsDialog(self.shortcuts(), self).show()

    def show_card_data(self) -> None:
        """Where the cards' numbers come from (kept out of the table's tooltips)."""
        from .dialogs.card_data import CardDataDialog

        self.card_data = CardDataDialog(self.cat, self)
        self.card_data.show()

    def show_statistics(self) -> None:
        """Game ▸ Statistics: the finished games of the people who played here (the one on
        screen first); nothing of a game in progress is in it."""
        from .dialogs.statistics import StatisticsDialog

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
        from .dialogs.about import AboutDialog

        AboutDialog(self).show()

    def show_about_qt(self) -> None:
        """Help ▸ About Qt: Qt's own box (its version and licence)."""
        QMessageBox.aboutQt(self, self.tr("About Qt"))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.cover.isVisible():
            self.cover.setGeometry(self.centralWidget().rect())

    def ask_quit(self) -> None:
        """Game ▸ Quit: at a network table, after the player confirms leaving it."""
        from .network.dialogs import quit_question, quitting_leaves_a_table

        if not quitting_leaves_a_table(self.games):
            self.close()
            return
        box = quit_question(self, hosting=self.games.host_server is not None)
        box.accepted.connect(self._leave_and_quit)
        self.quit_question = box
        box.open()

    def _leave_and_quit(self) -> None:
        """The player agreed to leave the network table: quit."""
        self.quit_confirmed = True
        self.close()

    def closeEvent(self, event) -> None:  # noqa: N802
        from .network.dialogs import quitting_leaves_a_table

        if event.spontaneous() and not self.quit_confirmed and quitting_leaves_a_table(self.games):
            event.ignore()  # the window's X at a network table: ask first
            self.ask_quit()
            return
        self.settings.window_geometry = self.saveGeometry()
        self.sound.shutdown()
        self.art.flush_renders()
        self.games.shutdown()
        super().closeEvent(event)
