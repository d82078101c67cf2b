"""The main window: the table, the decision panel, the log, the covers and the refresh.

The games themselves (starting, resuming, saving, loading, replays, the autosave,
the campaign chapter or the lesson on the table, the network tables) are the
:class:`GameSession`'s; the window shows them. Its errands are parts named for what
they hold: the menu bar (:class:`~.menus.Menus`, ``menus``), network play
(:class:`~.network.window_part.NetworkPart`, ``network``), and the features mixed in
from ``ui/window_parts/`` (saving and replays, a game's end, the Help menu's windows,
the question before leaving a game). Start-up speed: only what the first frame shows is
imported with this module and made before it; the menus' entries, network play, the
cover and the sound are made just after it (``window_parts/later.py``), the dialogs
and the replay window when first used (``benchmarks/ui_speed.py``,
``docs/performance.md``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtWidgets import (
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from omg_desktop.i18n.templates import fill

from ..games import registry
from ..games.base import Game, IllegalAction
from .announce import LogAnnouncer, StepAnnouncer
from .appearance import Appearance
from .controller import GameController
from .faces import face_of_game
from .game_session import GameSession
from .log_model import LogModel
from .menus import top_menus
from .settings import Settings
from .steady_splitter import SteadySplitter
from .table.accessible import follow
from .table.accessible import install as install_accessibility
from .table.layout import Placement
from .table.scene import TableScene
from .table.view import TableView
from .window_parts.covers import Covers
from .window_parts.game_end import GameEnd
from .window_parts.help import HelpDialogs
from .window_parts.keys import Keys
from .window_parts.later import LaterParts
from .window_parts.leaving import Leaving
from .window_parts.saving import SavingDialogs
from .window_size import first_size, fit_window

if TYPE_CHECKING:
    from ..saves.slots import SlotStore


class MainWindow(
    LaterParts, Covers, Keys, SavingDialogs, GameEnd, HelpDialogs, Leaving, QMainWindow
):
    def __init__(
        self,
        cat: Any,
        settings: Settings,
        store: SlotStore | None = None,
        parent=None,
        *,
        save_dir: Path | None = None,
        game: str | Game | None = None,
        welcome: bool = True,
    ) -> None:
        """A window for one game: ``game`` (its id or record; None: the box's default
        game), whose checked data is ``cat``. Everything game-shaped comes from the
        face its record names (art, panel, layout, hint, its own screens). ``store``:
        the save slots; else a store in ``save_dir`` (default: the user's data folder),
        made when it is first needed. ``welcome``: False when a game starts at once."""
        super().__init__(parent)
        self.cat = cat
        self.settings = settings
        self.game = game if isinstance(game, Game) else registry.load(game)
        self.face = face_of_game(self.game)
        self.art = self.face.card_art(cat, settings)
        self.games = GameSession(cat, settings, self.art, self, store, save_dir, game=self.game)
        self.games.started.connect(self._show_game)
        self.games.warning.connect(self._warn)
        self.games.status.connect(lambda text: self.status.setText(text))
        self.setWindowTitle(self.title)
        self.scene = TableScene(self.art, self, self.face)
        self.appearance = Appearance(self)  # high contrast, card text size (View menu)
        self.appearance.apply_settings()
        install_accessibility()  # before the view is made: its interface is the table's
        self.table = TableView(self.scene)
        self.table.set_zoom(settings.zoom)
        self.table.drive_layout(self._remark)  # a new size or an opened row: lay out again
        self.panel = self.face.decision_panel(cat)
        self.appearance.tell_panel(self.panel)  # (asks before taking? the table, settings)
        self.log_model = LogModel(cat, [], face=self.face)
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
        box.addWidget(self.panel, 3)
        log_title = QLabel(self.tr("&Log"))
        log_title.setBuddy(self.log)
        box.addWidget(log_title)
        box.addWidget(self.log, 2)
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
        self._connection = ""  # a network game's state (see _say_prompt)
        self.panel.prompt_changed.connect(lambda text: text and self._say_prompt(text))
        self.scene.dropped.connect(self.panel.on_drop)
        self.panel.submitted.connect(self._submit)
        self.panel.marks_changed.connect(self._remark)
        self.panel.undo.clicked.connect(self.undo)
        self.panel.reset.clicked.connect(self.reset_turn)
        self._thinking: dict[int, bool] = {}
        self._watching = False  # a decision waits for the table to show the moves
        self._refreshing = False  # refresh() is laying the table out
        self._cover_waiting: int | None = None  # a cover waits for them too
        self._cover_seat: int | None = None  # whom the cover that is up is for
        self._last_bottom: int | None = None  # the seat at the bottom of the last layout
        self._last_viewer: int | None = None  # whose eyes the last layout was for
        self._at_once = False  # lay the table out without moves (the cover just lifted)
        self.scene.player.idle.connect(self._table_idle)
        self.games.lobby.connect(self._lobby_before_the_rest)
        self._first_frame_jobs: list = self.later_jobs()  # the rest, the pages, the sound
        self.table.painted.connect(self._first_frame, Qt.ConnectionType.QueuedConnection)
        self.top_menus = top_menus(self)  # their titles: the table does not move later
        self.panel.pages["wait"].new_game.connect(self.ask_new_game)
        self.panel.pages["wait"].show_scores.connect(self.show_score_sheet)
        self.panel.pages["wait"].play_again.connect(self._play_again)
        self.log_model.modelReset.connect(self._log_to_end)  # newest entry in view
        self.log_model.rowsInserted.connect(lambda *_: self._log_to_end())
        self.scene.player.shown.connect(self._show_turned_event)  # as the table turns it
        if welcome:
            self._welcome()
        self.resize(first_size(self.screen().availableGeometry().size()))
        geometry = settings.window_geometry
        if geometry:
            self.restoreGeometry(geometry)
        if not self.windowState() & (
            Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
        ):
            fit_window(self, place=True)  # frame and all inside the screen's free area

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

    @property
    def title(self) -> str:
        """The game's title in the window's language."""
        return self.game.info.title(self.language)

    @property
    def language(self) -> str:
        """The language this window speaks (set at start)."""
        from PySide6.QtWidgets import QApplication

        return getattr(QApplication.instance(), "language", "en")

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
        for w in self._undo_buttons():
            w.setEnabled(False)
        self.scene.show_welcome(self.title, self.tr("Game ▸ New game to begin"))

    # ---- games (the errands are the game session's) ------------------------------------
    @property
    def controller(self) -> GameController | None:
        """The game on the table (None before the first)."""
        return self.games.controller

    @property
    def store(self) -> SlotStore:
        return self.games.store

    @property
    def coach(self) -> Any:
        """The lesson's coach while its lesson is on the table (the session's)."""
        return self.games.coach

    def ask_new_game(self) -> None:
        """The New game dialog; during a game, after asking whether to leave it."""
        self.leave_game_then(self._new_game_dialog)

    def _new_game_dialog(self) -> None:
        from .dialogs.new_game import NewGameDialog

        proposal = self.games.config  # the game just played, with a fresh seed
        if proposal is not None:
            proposal = dataclasses.replace(proposal, seed=None)
        dlg = NewGameDialog(self.cat, self.settings, self, proposal=proposal, game=self.game)
        dlg.accepted.connect(lambda: self.games.start_game(dlg.result_config()))
        dlg.open()

    def ask_join(self) -> None:
        """Game ▸ Join a network game (the network part's)."""
        self.network.ask_join()

    def ask_host(self) -> None:
        """Game ▸ Host a network game (the network part's)."""
        self.network.ask_host()

    def show_waiting(self, text: str, title: str) -> None:
        """No game on the table yet, one is awaited (a network table's lobby): ``text`` on
        the panel, ``title`` on the table and the status line."""
        self._clear_table()
        self.log_model.reset([])
        self.panel.forget_seats()
        self.panel.show_decision(None, None, [], text)
        self.panel.pages["wait"].start.setVisible(False)
        for w in self._undo_buttons():
            w.setEnabled(False)
        self.scene.show_welcome(self.title, title)
        self.status.setText(title)

    def ask_campaign(self) -> None:
        """The campaign screen (Game ▸ The Longsdale Conspiracy), if the game has one."""
        if "campaign" in self.game.info.extras:
            self.face.ask_campaign(self)

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
        network = self.made("network")
        if network is not None:  # (once made, it looks at the game on the table)
            network.on_table(c)  # a network table: its connection and its words
        self._clear_table()
        if self.score_sheet is not None and self.score_sheet.isVisible():
            self.score_sheet.close()  # (a campaign's next network chapter began, say)
        if self.covered:  # the last game's cover is not this game's
            self.cover.hide()
            self._lock_for_cover(False)
        self.panel.forget_seats()
        self._offer_after_game(False)
        self._thinking = {}
        self._watching, self._cover_waiting = False, None
        self._cover_seat = self._last_bottom = self._last_viewer = None

    def _log_to_end(self) -> None:
        """The newest log entry in view and current (not selected), so Up and Page Up
        on the log walk back from it."""
        n = self.log_model.rowCount()
        if n:
            flag = QItemSelectionModel.SelectionFlag.NoUpdate
            self.log.selectionModel().setCurrentIndex(self.log_model.index(n - 1, 0), flag)
        self.log.scrollToBottom()

    def _show_turned_event(self, events: list) -> None:
        """Events as the table turns them, for a face that shows some large (Oh My
        Goods!'s expansion: the event card turned at a round's start)."""
        shown = getattr(self.face, "events_shown", None)
        if shown is not None:
            shown(self, events)

    def _clear_table(self) -> None:
        """Every item off the table (a new game, or none), and the moves that played."""
        self.scene.player.stop()
        self.scene.items_by_key.clear()
        self.scene.forget_spots()
        self.scene.clear()
        self.scene.preview = None

    def close_game(self) -> None:
        """Take the game off the table (a lesson was left): the welcome table again."""
        if self.made("network") is not None:
            self.network.off_table()
        self.games.close()
        self._clear_table()
        self.log_model.reset([])
        self.panel.forget_seats()
        self._welcome()
        self.status.clear()

    def _warn(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.title,
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
        placements = self.face.layout(self.panel.draft(view), bottom, names, info)
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
        for w in self._undo_buttons():
            w.setEnabled(d.can_undo)
        self._connection = d.connection
        self._say_prompt(prompt)

    def _say_prompt(self, prompt: str) -> None:  # the status line: a network game's state first
        c = self._connection
        self.status.setText(c + (" · " + prompt if prompt else "") if c else prompt)

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
        elif self.covered and self._cover_seat is not None:
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
        return 0 if self._at_once or self.covered else self.games.animation_ms()

    def _remark(self) -> None:
        """The panel's marks changed (a choice on the table): lay the table out again.
        Not while :meth:`refresh` runs: it lays it out itself, for the right viewer (a
        layout from here would start the new moves under the last viewer's eyes, and
        the viewer's change would then fast-forward them unseen)."""
        c = self.controller
        if c is None or self._refreshing:
            return
        info = self._seat_info(c.seat_notes())  # (no legal actions, no prompt: a view)
        placements = self.face.layout(
            self.panel.draft(c.view()), self._bottom(), c.seat_names, info
        )
        self.scene.show_layout(placements, self._marks(placements), self._move_ms())

    def _marks(self, placements: list[Placement]):
        """The panel's marks; in a lesson, the cards the coach names are kept clear of
        the table's buttons (a newcomer was told to click the Tannery, whose name lay
        under "Pick for one run")."""
        marks = self.panel.marks()
        marks.selected |= getattr(self.panel, "hint_keys", set())  # the hint's pieces
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

    def zoom(self, factor: float | None) -> None:
        """View ▸ Zoom in, out (``factor``), or fit the table (None)."""
        zoom = 1.0 if factor is None else self.table.zoom * factor
        self.table.set_zoom(zoom)
        self.settings.zoom = self.table.zoom

    def _set_speed(self, value: float) -> None:
        self.settings.animation_speed = value
        self.scene.player.set_speed(self.games.animation_ms())
        if self.controller is not None:
            self.controller.bot_delay_ms = self.games.bot_delay_ms()

    def closeEvent(self, event) -> None:  # noqa: N802
        network, sound = self.made("network"), self.made("sound")
        if event.spontaneous() and network is not None and network.leaves_a_table():
            event.ignore()  # the window's X at a network table: ask first
            network.ask_quit()
            return
        self.settings.window_geometry = self.saveGeometry()
        if sound is not None:
            sound.shutdown()
        self.art.flush_renders()
        self.games.shutdown()
