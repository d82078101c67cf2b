"""The game session's network tables: joining one, hosting one (this window's own
server), a campaign chapter's table, taking seats back, leaving, and what a finished
network game leaves in the history.

:class:`NetworkTables` is owned by the window's ``ui.game_session.GameSession`` (its
``network``); it puts the table it joins on the session's table through the session
(``clear_for_network``, ``_run``) and speaks through the session's signals
(``warning``, ``lobby``, ``recorded``). The session is not imported: it imports this.
"""

from __future__ import annotations

import contextlib
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from omg_desktop.i18n.templates import fill

from ...seating.config import GameConfig

if TYPE_CHECKING:
    from ...net.hosting import BackgroundServer
    from ...net.seatbook import HeldSeat, SeatBook
    from .net_game import NetGame

#: The port a hosted table listens on first (``omg-desktop serve``'s default).
DEFAULT_HOST_PORT = 8765


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class NetworkTables(QObject):
    """The network table of one game session (``session``: its ``GameSession``)."""

    def __init__(self, session: Any) -> None:
        super().__init__(session)
        self.session = session
        self.net: NetGame | None = None  # the network table joined or hosted (lobby or game)
        self.server: BackgroundServer | None = None  # the server this window hosts
        self.port = DEFAULT_HOST_PORT  # tried first when hosting (0: any free port)
        self.retry_for = 60.0  # seconds a lost connection is tried again
        self.away_after = 30.0  # seconds a friend is gone before the away level plays

    def _warn(self, text: str) -> None:
        self.session.warning.emit(text)

    def seat_book(self) -> SeatBook:
        """The seats this machine holds at network tables (to take them back)."""
        from ...net.seatbook import SeatBook

        return SeatBook(self.session.store.folder / "network-seats.json")

    def copies(self) -> Path:
        """Where each seat played here keeps its own copy of its network game."""
        return self.session.store.folder / "network-games"

    def hosted_data(self) -> Path:
        """Where the tables this window hosts are kept."""
        return self.session.store.folder / "hosted-tables"

    def _new_net(
        self,
        url: str,
        hosted: bool = False,
        public_url: str | None = None,
        cafile: str = "",
        campaign: Any = None,
    ) -> NetGame:
        """(``cafile``: checked by the caller, :meth:`certificate_problem`; ``campaign``:
        the campaign whose chapter this table is, kept on the session.)"""
        from .net_game import NetGame

        # the last network table first, while a game is still on the table (the window
        # closes an empty table's game when a lobby goes, and with it a hosted server)
        self.leave(keep_server=hosted)
        self.session.clear_for_network(campaign)  # the table is the network game's now
        net = NetGame(
            self.session.cat, url, game=self.session.game, book=self.seat_book(),
            hosted=hosted, public_url=public_url,
            retry_for=self.retry_for, copies=self.copies(),
            cafile=cafile or None, parent=self,
        )  # fmt: skip
        self.net = net
        net.lobby.connect(lambda: self.session.lobby.emit(net))
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
        self.session.lobby.emit(following)

    def certificate_problem(self, cafile: str) -> str | None:
        """Why ``cafile`` cannot be trusted for a ``wss://`` server (None: it can)."""
        import ssl

        from ...net.client import client_tls

        try:
            client_tls(cafile)
        except (OSError, ssl.SSLError, ValueError) as exc:
            return fill(tr("The certificate file cannot be used (%1)."), str(exc) or repr(exc))
        return None

    def join(self, url: str, code: str, name: str, cafile: str = "") -> NetGame | None:
        """Take the next free seat at table ``code`` on the server at ``url`` (``cafile``:
        a certificate to trust for ``wss://``). None after saying why not."""
        if cafile:
            problem = self.certificate_problem(cafile)
            if problem is not None:
                self._warn(problem)
                return None
        net = self._new_net(url, cafile=cafile)
        net.join(code, [name])
        self.session.lobby.emit(net)
        return net

    def host(self, config: GameConfig, away: str | None) -> NetGame | None:
        """Start a server on this machine and open a table on it: ``config``'s human seats
        are played here (in turn, behind covers), its remote seats wait for friends, its
        computers are the server's. None (after saying why) if the server cannot start."""
        server = self._start_server(self.port)
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
        self.session.lobby.emit(net)
        return net

    def host_chapter(
        self, config: GameConfig, setup: dict, previous: str | None = None
    ) -> NetGame | None:
        """Host a campaign chapter's table (``config``: its seats in the hosted table's
        order, its rules and seed; see ``campaign.flow.host_order``): its set-up and seed
        go to this window's server, never to a friend; the session keeps its campaign.
        ``previous``: the last chapter's table, whose seats are told the new code once it
        is known (their windows follow). None if no server."""
        server = self._start_server(self.port)
        if server is None:
            return None
        url, public = server.local_url(), _public_url(server)
        net = self._new_net(url, hosted=True, public_url=public, campaign=self.session.campaign)
        kinds: list[str | None] = [s.level if s.is_computer else None for s in config.seats]
        names = [s.name for s in config.seats if s.is_human]
        net.create(kinds, names, config.ruleset, config.seed, None, setup=setup)
        if previous is not None:

            def tell() -> None:
                if net.code is not None and not told:
                    told.append(net.code)
                    from ...net.hosting import HostError

                    with contextlib.suppress(HostError):  # the friends join by hand then
                        server.set_next(previous, net.code)

            told: list[str] = []
            net.lobby.connect(tell)
        self.session.lobby.emit(net)
        return net

    def rejoin(self, held: list[HeldSeat], campaign: Any = None) -> NetGame | None:
        """Take back seats this machine held at one table (a hosted one: its server
        starts again on the same tables and port); ``campaign``: the campaign whose
        chapter it is (the session keeps it)."""
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
            self._warn(self.certificate_problem(cafile))
            return None
        net = self._new_net(
            held[0].url, hosted=hosted, public_url=public, cafile=cafile, campaign=campaign
        )
        net.rejoin(held)
        self.session.lobby.emit(net)
        return net

    def _start_server(self, port: int, fallback: bool = True) -> BackgroundServer | None:
        from ... import __version__
        from ...net.hosting import BackgroundServer, HostError

        if self.server is not None and self.server.running:
            if self.server.port == port or (fallback and port == self.port):
                return self.server
            self.stop_hosting()
        program = f"omg-desktop {__version__}"
        away_after = self.away_after
        server = BackgroundServer(self.hosted_data(), program, away_after=away_after)
        try:
            server.start(port)
        except HostError as first:
            if not fallback or port == 0:
                self._warn(fill(tr("The network game could not be hosted: %1"), str(first)))
                return None
            server = BackgroundServer(self.hosted_data(), program, away_after=away_after)
            try:
                server.start(0)  # the usual port is taken: any free one
            except HostError as exc:
                self._warn(fill(tr("The network game could not be hosted: %1"), str(exc)))
                return None
        self.server = server
        return server

    def hosting(self) -> bool:
        """Whether the network game on the table is hosted by this window's server."""
        net = self.net
        return (
            net is not None
            and net.hosted
            and net is self.session.controller
            and self.server is not None
            and self.server.running
        )

    def set_away(self, level: str | None) -> None:
        """The computer level that plays a friend's seat at the hosted table while they
        are away (None: the table waits for them)."""
        from ...net.hosting import HostError

        if not self.hosting():
            return
        try:
            self.server.set_away(self.net.code, level)
        except HostError as exc:
            words = tr("The computer for an absent friend was not changed: %1")
            self._warn(fill(words, str(exc)))

    def stop_hosting(self) -> None:
        """Stop the server this window hosts (friends are told the host has gone; the
        tables are kept for when it is hosted again)."""
        if self.server is not None:
            self.server.stop()
            self.server = None

    def leave(self, keep_server: bool = False) -> None:
        """Close the network table's connections (its seats are kept to take back) and,
        unless ``keep_server``, the server this window hosts."""
        net, self.net = self.net, None
        if net is not None:
            net.shutdown()
            if net is not self.session.controller:
                net.deleteLater()
            self.session.lobby.emit(None)
        if not keep_server:
            self.stop_hosting()

    def _net_begun(self, net: NetGame) -> None:
        if net is self.net:
            self.session._run(net)  # type: ignore[arg-type]  (it answers as a GameController)
            net.game_over.connect(partial(self.record_game, net))

    def record_game(self, net: NetGame) -> None:
        """A finished network game goes into this window's history: its seats, scores,
        winners and points by round as this screen was sent them (and a campaign
        chapter's medal); no replay (the record is the host's, the hidden cards never
        came here) and no seed; the scores are the game's standings of the last view."""
        if not self.session.settings.record_history or not net.is_over or not net.has_begun:
            return
        from urllib.parse import urlsplit

        from ...history import network_game

        try:
            game = network_game(
                urlsplit(net.url).netloc,
                net.code or "",
                net.seats,
                net.view(),
                None,
                net.winners(),
                self.session.history.clock(),
                game=net.game.info.id,
            )
        except ValueError:
            return  # (what was sent does not add up: nothing is recorded)
        outcome = self.session.history.record_game(game)
        self.session.tell_history()
        if outcome.new:
            self.session.recorded.emit(game.key)

    def _net_failed(self, net: NetGame, why: str) -> None:
        if net is not self.net:
            return
        if "token" in why or "no such seat" in why:  # the server does not know the seat
            book = self.seat_book()
            for ls in net.local:
                t = ls.ticket or ls.asked
                if t is not None:
                    book.forget(t.url, t.code, t.seat)
        self.leave()
        if "certificate" in why.lower():  # (wss://) said in words; the technical reason after
            words = tr(
                "the host's certificate is not trusted here: ask the host for its "
                "certificate file and choose it under Trust certificate"
            )
            why = words + f" ({why.rsplit(': ', 1)[-1]})"
        elif "cannot reach" in why:  # said in words; the technical reason follows
            words = tr("nothing answers at %1: is the address right, and the host's table open?")
            why = fill(words, net.url) + f" ({why.rsplit(': ', 1)[-1]})"
        self._warn(fill(tr("Could not take a seat at the network table: %1"), why))

    def _net_gone(self, net: NetGame, why: str) -> None:
        if net is not self.net:
            return
        self._warn(
            fill(
                tr(
                    "The host has left the network game (%1). The game so far stays on the "
                    "table and in the log; if the host opens it again, Game ▸ Join a network "
                    "game ▸ Take my seat back goes on with it."
                ),
                why,
            )
        )


def _public_url(server) -> str:
    """The address to give friends for this machine's server: its LAN address (the one
    the default route uses), or loopback when it has none."""
    from ...net.hosting import lan_addresses

    lan = lan_addresses()
    return f"ws://{lan[0] if lan else '127.0.0.1'}:{server.port}"
