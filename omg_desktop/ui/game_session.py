"""The window's games: starting one, running it on the table, closing it.

A :class:`GameSession` owns the game being played (its :class:`GameController`),
the save slots and the autosaver, the campaign chapter or the lesson if one is on
the table (with the lesson's coach), and the network table (:attr:`network`, a
:class:`~.network.tables.NetworkTables`). Its errands are split by feature: saving and
loading (:class:`~.session_saves.SaveErrands`), the history
(:class:`~.session_history.HistoryErrands`), the network tables. The window shows what
it says (``started``, ``warning``, ``status``) and opens its dialogs as their parent;
it never touches a store or a record itself.

Start-up speed: the save slots (``omg_desktop.saves``) and the dialogs are imported
when first used, so a game starts and is painted before any of that is loaded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..games import registry
from ..games.base import Game
from ..seating.config import GameConfig
from .controller import GameController
from .network.tables import NetworkTables
from .session_history import HistoryErrands
from .session_saves import SaveErrands
from .settings import Settings

if TYPE_CHECKING:
    from datetime import datetime

    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..history import GameHistory
    from ..net.seatbook import HeldSeat, SeatBook
    from ..saves.autosave import Autosaver
    from ..saves.slots import SlotStore
    from .network.net_game import NetGame

#: Milliseconds a card takes to move at the Normal speed (the setting scales it).
BASE_MS = 320

#: The campaign being played (a game's own session: Oh My Goods!'s ``CampaignSession``).
CampaignSession = Any


class GameSession(SaveErrands, HistoryErrands, QObject):
    """The games of one window (``window`` is the parent of the dialogs it opens)."""

    #: ``(game_id, slot)``: takes a saved game of another game up on its own window (the
    #: library sets it; a window on its own says to open it from the library).
    open_elsewhere: Callable[[str, str], None] | None = None

    #: A new controller is on the table (a new, resumed or campaign game).
    started = Signal(object)
    #: Something the player must read (a message box).
    warning = Signal(str)
    #: A line for the status bar.
    status = Signal(str)
    #: A finished game went into the history (its key).
    recorded = Signal(str)
    #: A network table waits for players (the :class:`NetGame`), or None: it is gone.
    lobby = Signal(object)

    def __init__(
        self,
        cat: Any,
        settings: Settings,
        art: Any,
        window: QWidget,
        store: SlotStore | None = None,
        save_dir: Path | None = None,
        game: Game | None = None,
    ) -> None:
        """The games of ``game`` (its record; the box's default game for None) with its
        checked data ``cat`` and the card ``art`` its face draws with."""
        super().__init__(window)
        self.game = game if game is not None else registry.load()
        self.cat = cat
        self.settings = settings
        self.art = art
        self.window = window
        self._store = store
        self._save_dir = save_dir
        self._autosaver: Autosaver | None = None
        self.controller: GameController | None = None
        self.network = NetworkTables(self)  # the network table joined or hosted, its server
        self.start_offer: QMessageBox | None = None  # what the start offered to go on with
        self.config: GameConfig | None = None  # how the game was set up (Play again)
        self.setup: dict | None = None  # the expansion set-up of the last game (All In)
        self.campaign: CampaignSession | None = None  # the campaign being played, if any
        self.clock: Callable[[], datetime] | None = None  # dates the history (None: now)
        self._history: GameHistory | None = None
        self.lesson: GameController | None = None  # a lesson's game (Help ▸ Learn to play)
        self.coach: Any = None  # the lesson's coach while its lesson is on the table
        #: What a game's own screens keep for this window, by name: the dialog each shows
        #: ("campaign_dialog", "seats_dialog", "lessons_dialog": tests answer them here)
        #: and what they read once ("lessons").
        self.extras: dict[str, Any] = {}

    # ---- the store, the autosaver, the speed --------------------------------------------
    @property
    def store(self) -> SlotStore:
        """The save slots (made on first use: the first frame does not need them)."""
        if self._store is None:
            from ..saves.slots import SlotStore

            if self._save_dir is None:
                from .slots_model import app_save_dir

                self._save_dir = app_save_dir()
            # (the store's catalog is the default game's; another game's it loads itself)
            mine = self.game.info.id == registry.DEFAULT
            self._store = SlotStore(self._save_dir, catalog=self.cat if mine else None)
        return self._store

    @property
    def autosaver(self) -> Autosaver:
        """Writes the game to the autosave slot (made on the first save)."""
        if self._autosaver is None:
            from ..saves.autosave import Autosaver

            self._autosaver = Autosaver(self.store, thumbnail=self.autosave_thumbnail)
        return self._autosaver

    def autosave_failed(self) -> bool:
        """Whether the game's last autosave failed (the game on the table is not kept)."""
        return self._autosaver is not None and self._autosaver.last_error is not None

    def animation_ms(self) -> int:
        """How long a card takes to move at the speed setting (0: Instant)."""
        return int(BASE_MS * self.settings.animation_speed)

    def bot_delay_ms(self) -> int:
        """How long a computer's move stays on screen before the next one."""
        return int(self.animation_ms() * 1.6)

    def running(self) -> bool:
        """Whether a game is on the table and not over."""
        return self.controller is not None and not self.controller.is_over

    def in_campaign(self) -> bool:
        """Whether the game on the table is a campaign chapter's."""
        return self.campaign is not None and self.campaign.controller is self.controller

    def in_network(self) -> bool:
        """Whether the game on the table is played over the network."""
        c = self.controller
        return c is not None and not c.capabilities.keeps_record

    def in_lesson(self) -> bool:
        """Whether the game on the table is a lesson's (never saved: the lesson keeps its step)."""
        return self.lesson is not None and self.lesson is self.controller

    # ---- starting games ------------------------------------------------------------------
    def start_game(self, config: GameConfig, setup: dict | None = None) -> None:
        """Start a new game with ``config`` (seats, rule set, seed); ``setup``: All In."""
        self.config, self.setup, self.campaign = config, setup, None
        self._run(
            GameController(
                self.cat,
                config.seats,
                config.ruleset,
                config.seed,
                bot_delay_ms=self.bot_delay_ms(),
                parent=self.window,
                setup=setup,
                game=self.game,
            ),
            record=True,
        )

    def play_again(self) -> None:
        """The last game's seats and rules again, with a fresh seed."""
        if self.config is not None:
            self.start_game(replace(self.config, seed=None), self.setup)

    def run_campaign_game(self, controller: GameController) -> None:
        """Show a campaign chapter's game (its session saves it, not the autosave slot)."""
        self.config = self.setup = None
        self._run(controller)  # its session records its chapter (with the medal)

    def run_lesson_game(self, controller: GameController, coach: object) -> None:
        """Show a lesson's game (started from the lesson's position: not saved, and no
        Play again); ``coach``: the lesson's, the table's coach from now on."""
        self.config = self.setup = self.campaign = None
        self.lesson, self.coach = controller, coach
        self._run(controller)

    def close(self) -> None:
        """Take the game off the table (a lesson was left): no game is on it (a lesson's
        coach stops with its game, keeping its step)."""
        if self.coach is not None:
            self.coach.end_with_game()
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.controller = self.lesson = None
        self.network.leave()

    def begin_campaign(self, campaign: CampaignSession) -> None:
        """Play ``campaign`` from where it stands: its chapters come on the table, its
        failed saves go to the status bar, its chapters and ending into the history."""
        self.campaign = campaign
        campaign.save_failed.connect(self.status)
        self.follow_campaign(campaign)
        campaign.begin()

    def lesson_ended(self, coach: object) -> bool:
        """``coach``'s lesson is over: True if it was the one on the table (then none is)."""
        if self.coach is not coach:
            return False
        self.coach = None
        return True

    # ---- network games (the errands are :attr:`network`'s) ------------------------------
    @property
    def net(self) -> NetGame | None:
        """The network table joined or hosted (lobby or game), if any."""
        return self.network.net

    def seat_book(self) -> SeatBook:
        """The seats this machine holds at network tables (to take them back)."""
        return self.network.seat_book()

    def network_copies(self) -> Path:
        """Where each seat played here keeps its own copy of its network game."""
        return self.network.copies()

    def rejoin_network(self, held: list[HeldSeat]) -> NetGame | None:
        """Take back seats this machine held at one table (:meth:`NetworkTables.rejoin`)."""
        return self.network.rejoin(held)

    def clear_for_network(self, campaign: CampaignSession | None = None) -> None:
        """A network table takes the table: the game on it stops and goes; the set-up of
        the last game is forgotten (``campaign``: the one whose chapter it is, kept)."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        self.config = self.setup = None
        self.campaign = campaign

    def _run(self, controller: GameController, record: bool = False) -> None:
        """Put ``controller`` on the table; ``record``: its end goes into the history."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        if self.network.net is not None and self.network.net is not controller:
            self.network.leave()
        self.controller = controller
        if self._autosaver is not None:  # else the first save makes a fresh one
            self._autosaver.reset()
        self.started.emit(controller)  # the window connects the table first
        controller.changed.connect(self.autosave)
        if record:
            controller.game_over.connect(partial(self.record_game, controller))
        controller.start()

    def shutdown(self) -> None:
        """The window closes: the game's computers stop, the history is closed, a network
        table's connections close (its seats are kept to take back) and a hosted server
        stops (its tables are kept)."""
        if self.controller is not None:
            self.controller.shutdown()
        self.network.leave()
        if self._history is not None:
            self._history.close()
