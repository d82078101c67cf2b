"""The window's games: starting, resuming, autosaving, saving, loading and replaying.

A :class:`GameSession` owns the game being played (its :class:`GameController`),
the save slots and the autosaver, and the campaign chapter if one is on the table.
The window shows what it says (``started``, ``warning``, ``status``) and opens its
dialogs as their parent; it never touches a store or a record itself.

Start-up speed: the save slots (``omg_desktop.saves``) and the dialogs are imported
when first used, so a game starts and is painted before any of that is loaded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from omg_desktop.i18n.templates import fill

from ..games.ohmygoods.face.log_text import list_text
from ..games.ohmygoods.rules import Catalog
from ..seating.config import GameConfig
from ..seating.levels import known_levels
from .controller import GameController
from .settings import Settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..games.ohmygoods.campaign.progress import Campaign, ChapterResult
    from ..games.ohmygoods.face.art import CardArt
    from ..games.ohmygoods.face.campaign.session import CampaignSession
    from ..history import GameHistory
    from ..net.hosting import BackgroundServer
    from ..net.seatbook import HeldSeat, SeatBook
    from ..saves.autosave import Autosaver
    from ..saves.slots import SavedGame, SlotStore
    from .network.net_game import NetGame

#: The port a hosted table listens on first (``omg-desktop serve``'s default).
DEFAULT_HOST_PORT = 8765

#: Milliseconds a card takes to move at the Normal speed (the setting scales it).
BASE_MS = 320


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class GameSession(QObject):
    """The games of one window (``window`` is the parent of the dialogs it opens)."""

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
        cat: Catalog,
        settings: Settings,
        art: CardArt,
        window: QWidget,
        store: SlotStore | None = None,
        save_dir: Path | None = None,
    ) -> None:
        super().__init__(window)
        self.cat = cat
        self.settings = settings
        self.art = art
        self.window = window
        self._store = store
        self._save_dir = save_dir
        self._autosaver: Autosaver | None = None
        self.controller: GameController | None = None
        self.net: NetGame | None = None  # the network table joined or hosted (lobby or game)
        self.start_offer: QMessageBox | None = None  # what the start offered to go on with
        self.host_server: BackgroundServer | None = None  # the server this window hosts
        self.host_port = DEFAULT_HOST_PORT  # tried first when hosting (0: any free port)
        self.net_retry_for = 60.0  # seconds a lost connection is tried again
        self.host_away_after = 30.0  # seconds a friend is gone before the away level plays
        self.config: GameConfig | None = None  # how the game was set up (Play again)
        self.setup: dict | None = None  # the expansion set-up of the last game (All In)
        self.campaign: CampaignSession | None = None  # the campaign being played, if any
        self.clock: Callable[[], datetime] | None = None  # dates the history (None: now)
        self._history: GameHistory | None = None
        self.lesson: GameController | None = None  # a lesson's game (Help ▸ Learn to play)

    # ---- the store, the autosaver, the speed --------------------------------------------
    @property
    def store(self) -> SlotStore:
        """The save slots (made on first use: the first frame does not need them)."""
        if self._store is None:
            from ..saves.slots import SlotStore

            if self._save_dir is None:
                from .slots_model import app_save_dir

                self._save_dir = app_save_dir()
            self._store = SlotStore(self._save_dir, catalog=self.cat)
        return self._store

    @property
    def autosaver(self) -> Autosaver:
        """Writes the game to the autosave slot (made on the first save)."""
        if self._autosaver is None:
            from ..saves.autosave import Autosaver

            self._autosaver = Autosaver(self.store)
        return self._autosaver

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

    def run_lesson_game(self, controller: GameController) -> None:
        """Show a lesson's game (started from the lesson's position: not saved, and no
        Play again)."""
        self.config = self.setup = self.campaign = None
        self.lesson = controller
        self._run(controller)

    def close(self) -> None:
        """Take the game off the table (a lesson was left): no game is on it."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.controller = self.lesson = None
        self.leave_network()

    # ---- network games ---------------------------------------------------------------
    def seat_book(self) -> SeatBook:
        """The seats this machine holds at network tables (to take them back)."""
        from ..net.seatbook import SeatBook

        return SeatBook(self.store.folder / "network-seats.json")

    def network_copies(self) -> Path:
        """Where each seat played here keeps its own copy of its network game."""
        return self.store.folder / "network-games"

    def hosted_data(self) -> Path:
        """Where the tables this window hosts are kept."""
        return self.store.folder / "hosted-tables"

    def _new_net(
        self, url: str, hosted: bool = False, public_url: str | None = None, cafile: str = ""
    ) -> NetGame:
        """(``cafile``: checked by the caller, :meth:`certificate_problem`.)"""
        from .network.net_game import NetGame

        # the last network table first, while a game is still on the table (the window
        # closes an empty table's game when a lobby goes, and with it a hosted server)
        self.leave_network(keep_server=hosted)
        if self.controller is not None:  # the table is the network game's from now on
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        net = NetGame(
            self.cat, url, book=self.seat_book(), hosted=hosted, public_url=public_url,
            retry_for=self.net_retry_for, copies=self.network_copies(),
            cafile=cafile or None, parent=self,
        )  # fmt: skip
        self.net = net
        self.config = self.setup = self.campaign = None
        net.lobby.connect(lambda: self.lobby.emit(net))
        net.begun.connect(lambda: self._net_begun(net))
        net.failed.connect(lambda why: self._net_failed(net, why))
        net.host_gone.connect(lambda why: self._net_gone(net, why))
        net.next_table.connect(lambda code: self._follow(net, code))
        return net

    def _follow(self, net: NetGame, code: str) -> None:
        """The host opened the group's next table (a campaign's next chapter): a friend's
        window takes a seat there with the same names."""
        if net is not self.net or net.hosted or not net.local:
            return
        names = [ls.name for ls in net.local]
        places = [ls.seat for ls in net.local]  # the same places at the next table
        following = self._new_net(net.url, cafile=net.cafile or "")
        following.join(code, names, places)
        self.lobby.emit(following)

    def certificate_problem(self, cafile: str) -> str | None:
        """Why ``cafile`` cannot be trusted for a ``wss://`` server (None: it can)."""
        import ssl

        from ..net.client import client_tls

        try:
            client_tls(cafile)
        except (OSError, ssl.SSLError, ValueError) as exc:
            return fill(tr("The certificate file cannot be used (%1)."), str(exc) or repr(exc))
        return None

    def join_network(self, url: str, code: str, name: str, cafile: str = "") -> NetGame | None:
        """Take the next free seat at table ``code`` on the server at ``url`` (``cafile``:
        a certificate to trust for ``wss://``). None after saying why not."""
        if cafile:
            problem = self.certificate_problem(cafile)
            if problem is not None:
                self.warning.emit(problem)
                return None
        net = self._new_net(url, cafile=cafile)
        net.join(code, [name])
        self.lobby.emit(net)
        return net

    def host_network(self, config: GameConfig, away: str | None) -> NetGame | None:
        """Start a server on this machine and open a table on it: ``config``'s human seats
        are played here (in turn, behind covers), its remote seats wait for friends, its
        computers are the server's. None (after saying why) if the server cannot start."""
        server = self._start_server(self.host_port)
        if server is None:
            return None
        net = self._new_net(server.local_url(), hosted=True, public_url=_public_url(server))
        people = [s for s in config.seats if not s.is_computer]
        # the people here take the first free seats: they come first among the people
        order = [s for s in people if s.is_human] + [s for s in people if s.is_remote]
        it = iter(order)
        seats = [s if s.is_computer else next(it) for s in config.seats]
        kinds: list[str | None] = [s.level if s.is_computer else None for s in seats]
        names = [s.name for s in seats if s.is_human]
        net.create(kinds, names, config.ruleset, config.seed, away)
        self.lobby.emit(net)
        return net

    def host_chapter(
        self, seats: list, setup: dict, seed: str, previous: str | None = None
    ) -> NetGame | None:
        """Host a campaign chapter's table (``seats`` in the hosted table's order: see
        ``campaign.flow.host_order``): its set-up and seed go to this window's server,
        never to a friend. ``previous``: the last chapter's table, whose seats are told
        the new code once it is known (their windows follow). None if no server."""
        from ..games.ohmygoods.campaign.flow import RULESET

        campaign = self.campaign
        config = GameConfig(seats=tuple(seats), ruleset=RULESET, seed=None)
        server = self._start_server(self.host_port)
        if server is None:
            return None
        net = self._new_net(server.local_url(), hosted=True, public_url=_public_url(server))
        self.campaign = campaign  # (a new network table forgets the campaign otherwise)
        kinds: list[str | None] = [s.level if s.is_computer else None for s in config.seats]
        names = [s.name for s in config.seats if s.is_human]
        net.create(kinds, names, RULESET, seed, None, setup=setup)
        if previous is not None:

            def tell() -> None:
                if net.code is not None and not told:
                    told.append(net.code)
                    from ..net.hosting import HostError

                    with contextlib.suppress(HostError):  # the friends join by hand then
                        server.set_next(previous, net.code)

            told: list[str] = []
            net.lobby.connect(tell)
        self.lobby.emit(net)
        return net

    def rejoin_network(self, held: list[HeldSeat]) -> NetGame | None:
        """Take back seats this machine held at one table (a hosted one: its server
        starts again on the same tables and port)."""
        from urllib.parse import urlsplit

        if not held:
            return None
        hosted = any(h.hosted for h in held)
        public = None
        if hosted:
            port = urlsplit(held[0].url).port or DEFAULT_HOST_PORT
            server = self._start_server(port, fallback=False)
            if server is None:
                return None
            public = _public_url(server)
        cafile = held[0].cafile or ""
        if cafile and self.certificate_problem(cafile) is not None:
            self.warning.emit(self.certificate_problem(cafile))
            return None
        net = self._new_net(held[0].url, hosted=hosted, public_url=public, cafile=cafile)
        net.rejoin(held)
        self.lobby.emit(net)
        return net

    def _start_server(self, port: int, fallback: bool = True) -> BackgroundServer | None:
        from .. import __version__
        from ..net.hosting import BackgroundServer, HostError

        if self.host_server is not None and self.host_server.running:
            if self.host_server.port == port or (fallback and port == self.host_port):
                return self.host_server
            self.stop_hosting()
        program = f"omg-desktop {__version__}"
        away_after = self.host_away_after
        server = BackgroundServer(self.hosted_data(), program, away_after=away_after)
        try:
            server.start(port)
        except HostError as first:
            if not fallback or port == 0:
                self.warning.emit(fill(tr("The network game could not be hosted: %1"), str(first)))
                return None
            server = BackgroundServer(self.hosted_data(), program, away_after=away_after)
            try:
                server.start(0)  # the usual port is taken: any free one
            except HostError as exc:
                self.warning.emit(fill(tr("The network game could not be hosted: %1"), str(exc)))
                return None
        self.host_server = server
        return server

    def hosting(self) -> bool:
        """Whether the network game on the table is hosted by this window's server."""
        net = self.net
        return (
            net is not None
            and net.hosted
            and net is self.controller
            and self.host_server is not None
            and self.host_server.running
        )

    def set_away(self, level: str | None) -> None:
        """The computer level that plays a friend's seat at the hosted table while they
        are away (None: the table waits for them)."""
        from ..net.hosting import HostError

        if not self.hosting():
            return
        try:
            self.host_server.set_away(self.net.code, level)
        except HostError as exc:
            self.warning.emit(fill(tr("The computer for an absent friend was not changed: %1"),
                                   str(exc)))  # fmt: skip

    def stop_hosting(self) -> None:
        """Stop the server this window hosts (friends are told the host has gone; the
        tables are kept for when it is hosted again)."""
        if self.host_server is not None:
            self.host_server.stop()
            self.host_server = None

    def leave_network(self, keep_server: bool = False) -> None:
        """Close the network table's connections (its seats are kept to take back) and,
        unless ``keep_server``, the server this window hosts."""
        net, self.net = self.net, None
        if net is not None:
            net.shutdown()
            if net is not self.controller:
                net.deleteLater()
            self.lobby.emit(None)
        if not keep_server:
            self.stop_hosting()

    def _net_begun(self, net: NetGame) -> None:
        if net is self.net:
            self._run(net)  # type: ignore[arg-type]  (it answers as a GameController)
            net.game_over.connect(partial(self.record_network_game, net))

    def record_network_game(self, net: NetGame) -> None:
        """A finished network game goes into this window's history: its seats, scores,
        winners and points by round as this screen was sent them (and a campaign
        chapter's medal); no replay (the record is the host's, the hidden cards never
        came here) and no seed."""
        if not self.settings.record_history or not net.is_over or not net.has_begun:
            return
        from urllib.parse import urlsplit

        from ..history import network_game

        try:
            game = network_game(
                urlsplit(net.url).netloc,
                net.code or "",
                net.seats,
                net.view(),
                [(s.total, s.leftover) for s in net.scores()],
                net.winners(),
                self.history.clock(),
            )
        except ValueError:
            return  # (what was sent does not add up: nothing is recorded)
        outcome = self.history.record_game(game)
        self.tell_history()
        if outcome.new:
            self.recorded.emit(game.key)

    def _net_failed(self, net: NetGame, why: str) -> None:
        if net is not self.net:
            return
        if "token" in why or "no such seat" in why:  # the server does not know the seat
            book = self.seat_book()
            for ls in net.local:
                t = ls.ticket or ls.asked
                if t is not None:
                    book.forget(t.url, t.code, t.seat)
        self.leave_network()
        if "certificate" in why.lower():  # (wss://) said in words; the technical reason after
            words = tr(
                "the host's certificate is not trusted here: ask the host for its "
                "certificate file and choose it under Trust certificate"
            )
            why = words + f" ({why.rsplit(': ', 1)[-1]})"
        elif "cannot reach" in why:  # said in words; the technical reason follows
            words = tr("nothing answers at %1: is the address right, and the host's table open?")
            why = fill(words, net.url) + f" ({why.rsplit(': ', 1)[-1]})"
        self.warning.emit(fill(tr("Could not take a seat at the network table: %1"), why))

    def _net_gone(self, net: NetGame, why: str) -> None:
        if net is not self.net:
            return
        self.warning.emit(
            fill(
                tr(
                    "The host has left the network game (%1). The game so far stays on the "
                    "table and in the log; if the host opens it again, Game ▸ Join a network "
                    "game ▸ Take my seat back goes on with it."
                ),
                why,
            )
        )

    def resume_game(self, saved: SavedGame) -> None:
        """Go on with a loaded game exactly where it was saved."""
        from ..saves.resume import resumed_recorder

        seats, unknown = known_levels(saved.seats)
        recorder = resumed_recorder(saved.record, self.cat, saved.meta.state_hash)
        self.campaign = None
        self.setup = saved.record.setup
        self.config = GameConfig(  # what "Play again" and New game start from
            seats=tuple(seats),
            ruleset=recorder.state.ruleset.id,  # the current revision of the saved rules
            seed=None,
        )
        self._run(
            GameController(
                self.cat,
                seats,
                bot_delay_ms=self.bot_delay_ms(),
                parent=self.window,
                recorder=recorder,
            ),
            record=not saved.over,  # a game loaded over was recorded when it ended
        )
        if unknown:
            self.warning.emit(
                fill(
                    tr(
                        "This save names a computer level this version does not know, for %1. "
                        "They play at Normal level now."
                    ),
                    list_text(unknown),
                )
            )

    def _run(self, controller: GameController, record: bool = False) -> None:
        """Put ``controller`` on the table; ``record``: its end goes into the history."""
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        if self.net is not None and self.net is not controller:
            self.leave_network()
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
        self.leave_network()
        if self._history is not None:
            self._history.close()

    # ---- the history -------------------------------------------------------------------
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

    def follow_campaign(self, session: CampaignSession) -> None:
        """A campaign's finished chapters (with their medals) and its ending go into the
        history."""
        session.chapter_finished.connect(self._chapter_finished)
        session.ending_reached.connect(self._ending_reached)

    def _chapter_finished(self, controller: GameController, result: ChapterResult) -> None:
        if not controller.capabilities.keeps_record:
            return  # (a network chapter's record is the host server's: not in the history yet)
        self.record_game(controller, chapter=result.chapter, medal=result.medal)

    def _ending_reached(self, camp: Campaign) -> None:
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

    # ---- saving ------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the game to the autosave slot (a campaign chapter: its session does)."""
        c = self.controller
        if c is None or self.in_network() or self.in_campaign() or self.in_lesson():
            return
        if not c.record.steps:
            return
        from ..saves.slots import SaveError

        saver = self.autosaver
        result = saver.save(c.record, c.seats, c.state_for_save)
        if isinstance(result, SaveError):
            self.status.emit(fill(tr("Autosave failed: %1"), str(result)))
        if saver.rescued is not None:
            from .slots_model import slot_title

            where, saver.rescued = saver.rescued, None
            self.warning.emit(
                fill(
                    tr(
                        "The autosave was damaged. Its backup, an earlier game, is kept in %1: "
                        "Game ▸ Load game lists it."
                    ),
                    slot_title(where),
                )
            )

    def default_save_name(self) -> str:
        c = self.controller
        assert c is not None
        return fill(tr("%1, round %2"), list_text(c.seat_names), str(c.view().round))

    def save_to(self, slot: str, name: str, bottom: int) -> None:
        """Save the game in ``slot`` as ``name``, with a thumbnail no seat's secrets are on
        (drawn with ``bottom``'s row at the bottom)."""
        from ..saves.slots import SaveError
        from .slots_model import spectator_thumbnail

        c = self.controller
        if c is None:
            return
        picture = spectator_thumbnail(self.art, c.state_for_save, [s.name for s in c.seats], bottom)
        try:
            self.store.save(
                slot,
                c.record,
                c.seats,
                name=name,
                state=c.state_for_save,
                thumbnail=picture,
                verify=True,
            )
        except (SaveError, OSError) as exc:
            self.warning.emit(fill(tr("The game was not saved: %1"), str(exc)))
            return
        self.status.emit(fill(tr("Saved as “%1”."), name))

    # ---- loading and replaying -------------------------------------------------------------
    def load_saved(self, slot: str, backup: bool = False, then=None) -> SavedGame | None:
        """The game in ``slot`` (or its backup); None after saying why not. A damaged
        slot with a backup offers it: if taken, ``then(slot, backup=True)`` follows
        (default: load it)."""
        from ..saves.slots import SaveError
        from .dialogs.slots import backup_offer

        try:
            return self.store.load_backup(slot) if backup else self.store.load(slot)
        except SaveError as err:
            if err.backup_available and not backup:
                box = backup_offer(err, self.window)
                box.accepted.connect(lambda: (then or self.load_from)(slot, backup=True))
                box.open()
            else:
                self.warning.emit(str(err))
            return None

    def load_from(self, slot: str, backup: bool = False) -> None:
        saved = self.load_saved(slot, backup)
        if saved is not None:
            self.resume_game(saved)

    def replay_of(self, slot: str, backup: bool = False):
        """What the replay window shows for ``slot``: (replayer, names, hands shown), or
        None after saying why not. Hands only as :func:`replay_hands` allows, and never
        the running game's own autosave."""
        from ..saves.slots import AUTOSAVE

        if slot == AUTOSAVE and self.running():
            self.warning.emit(tr("The game being played cannot be replayed until it is over."))
            return None
        saved = self.load_saved(slot, backup, then=self.window.open_replay)
        if saved is None:
            return None
        from ..saves.privacy import replay_hands
        from ..saves.replayer import Replayer

        replayer = Replayer(saved.record, self.cat, expected_hash=saved.meta.state_hash)
        return replayer, [s.name for s in saved.seats], replay_hands(saved.seats, saved.over)

    def replay_of_file(self, path: Path):
        """What the replay window shows for a game file outside the slots (the history's
        replays): (replayer, names, hands shown), or None after saying why not."""
        from ..commands.replay import FileStore
        from ..saves.privacy import replay_hands
        from ..saves.replayer import Replayer
        from ..saves.slots import SaveError

        try:
            saved = FileStore(path, self.cat).load(str(path))
        except SaveError as err:
            self.warning.emit(str(err))
            return None
        replayer = Replayer(saved.record, self.cat, expected_hash=saved.meta.state_hash)
        return replayer, [s.name for s in saved.seats], replay_hands(saved.seats, saved.over)

    def offer_resume(self, ask_new_game) -> bool:
        """At start: offer the backup of a damaged autosave, or else the latest unfinished
        thing (a game, a campaign chapter, a seat at a network table) with the others to
        choose from (:class:`.dialogs.start_offer.StartOffer`); declining goes to
        ``ask_new_game``. True if an offer is shown."""
        from ..saves.slots import AUTOSAVE

        auto = self.store.info(AUTOSAVE)
        if auto.problem is not None and auto.backup_available:
            from .dialogs.slots import damaged_autosave_offer

            self.autosaver.backup_offered = True  # the player is asked now
            box = damaged_autosave_offer(auto, self.window)
            box.accepted.connect(lambda: self.load_from(AUTOSAVE, backup=True))
            box.rejected.connect(ask_new_game)
            box.open()
            return True
        from .dialogs.start_offer import StartOffer
        from .start_offers import start_offers

        offers = start_offers(self)  # a game, a chapter, network tables: the latest first
        if not offers:
            return False
        box = StartOffer(offers, self.window)
        box.rejected.connect(ask_new_game)
        self.start_offer = box
        box.open()
        return True


def _public_url(server) -> str:
    """The address to give friends for this machine's server: its LAN address (the one
    the default route uses), or loopback when it has none."""
    from ..net.hosting import lan_addresses

    lan = lan_addresses()
    return f"ws://{lan[0] if lan else '127.0.0.1'}:{server.port}"
