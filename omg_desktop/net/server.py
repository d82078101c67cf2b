"""The headless server: WebSocket (``websockets``, asyncio) in front of a :class:`.hub.Hub`.

:meth:`GameServer.serve` serves until SIGINT/SIGTERM. Each connection gets a
:class:`.session.Session` and an outbox that writes the session's messages in order; a
client that reads too slowly (4 MiB wait for it, or it answers no ping in time) leaves
its seat and is disconnected (it may resume, and gets its full view). A connection that
has not said hello within ``hello_timeout`` seconds is closed, and so is one that then
takes no seat within ``lobby_timeout``; when the server is full, the oldest connection
still without a hello is closed to make room for a new one (a player taking their seat
back). TLS when a certificate and key are given. ``GET /health`` answers ``ok``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import ssl
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..games import registry
from .hub import Hub, HubLimits
from .protocol import CLOSE_NO_HELLO, CLOSE_NO_SEAT, CLOSE_SLOW, MAX_CLIENT_FRAME, SLOW_REASON
from .ratelimit import address_key
from .session import Session, SessionLimits
from .stores import open_storage
from .wire import catalog_fingerprint

log = logging.getLogger("omg_desktop.net")

DEFAULT_PORT = 8765


@dataclass(frozen=True)
class ServerConfig:
    host: str | None = None  # None: every interface
    port: int = DEFAULT_PORT  # 0: any free port (the one taken is reported)
    data: str | Path = "."  # a folder for SQLite, or a postgresql:// address
    cert: Path | None = None
    key: Path | None = None
    session: SessionLimits = field(default_factory=SessionLimits)
    hub: HubLimits = field(default_factory=HubLimits)
    max_connections: int = 2000
    outbox_limit: int = 4 << 20  # bytes unread by a slow client before it is dropped
    hello_timeout: float = 5.0  # seconds a connection may wait before its hello
    lobby_timeout: float = 60.0  # seconds a greeted connection may take to sit at a table
    ping_interval: float = 20.0  # seconds between pings to each client
    ping_timeout: float = 20.0  # seconds a client has to answer one, else it is slow (4004)
    #: behind a reverse proxy: a client's address is the last one of the request's
    #: X-Forwarded-For header (the proxy's), not the proxy's own
    trust_forwarded: bool = False
    #: the game of a table whose ``create`` names none, and of a hello that names none
    #: (the server hosts every game of the box)
    game: str = registry.DEFAULT


class WsOutbox:
    """A connection's outgoing messages, written at once in order (``broadcast`` to the one
    connection: no task switch a message). A client that reads too slowly — its unread
    data pass ``limit`` bytes, or it does not answer a ping in time (:meth:`GameServer.
    _watch`) — is *slow*: ``on_slow`` runs at once (its seat is away from then on, as if
    it had left) and the connection is closed with 4004; it may resume, and gets its
    full view. A close that the client does not read within ``grace`` seconds ends the
    connection anyway."""

    def __init__(self, ws: ServerConnection, limit: int, grace: float = 10.0) -> None:
        self.ws = ws
        self.limit = limit
        self.grace = grace
        self.closing: tuple[int, str] | None = None
        self.task: asyncio.Task | None = None
        self.on_slow: Callable[[], None] | None = None

    def send(self, text: str) -> None:
        if self.closing is not None:
            return
        transport = self.ws.transport
        if transport is not None and transport.get_write_buffer_size() > self.limit:
            self.slow()
            return
        broadcast([self.ws], text)

    def slow(self) -> None:
        """The client does not read what it is sent: it leaves its seat, and the
        connection is closed (4004)."""
        if self.closing is not None:
            return
        self.close(CLOSE_SLOW, SLOW_REASON)
        if self.on_slow is not None:  # (not in the middle of a broadcast to the table)
            asyncio.get_running_loop().call_soon(self.on_slow)

    def close(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = (code, reason)
            self.task = asyncio.get_running_loop().create_task(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        """The close frame goes after what is unsent; a client that does not read it
        within ``grace`` (its socket full) has its connection cut."""
        try:
            async with asyncio.timeout(self.grace):
                await self.ws.close(code, reason)
        except TimeoutError:
            if self.ws.transport is not None:
                self.ws.transport.abort()

    async def finish(self) -> None:
        if self.task is not None:
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                async with asyncio.timeout(self.grace + 5):
                    await self.task


def _settle(future: asyncio.Future) -> None:
    """Mark ``future`` done (a second signal finds it done already)."""
    if not future.done():
        future.set_result(None)


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its key (PEM files)."""
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(str(cert), str(key))
    return ctx


class GameServer:
    """The hub, the listening socket and the connections' handler."""

    def __init__(self, config: ServerConfig, program: str) -> None:
        self.config = config
        self.program = program
        game = registry.load(config.game)
        self.cat = game.load_catalog()
        self.data = catalog_fingerprint(self.cat, game)
        self.hub = Hub(self.cat, open_storage(config.data), config.hub, default_game=config.game)
        self.connections = 0
        self.unhelloed: dict[ServerConnection, WsOutbox] = {}  # oldest first
        self.server: Server | None = None

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        if request.path == "/health":
            return connection.respond(HTTPStatus.OK, "ok\n")
        if self.connections >= self.config.max_connections:
            if not self.unhelloed:
                return connection.respond(HTTPStatus.SERVICE_UNAVAILABLE, "the server is full\n")
            oldest = next(iter(self.unhelloed))
            self.unhelloed.pop(oldest).close(CLOSE_NO_HELLO, "no hello: room made for another")
        return None

    @staticmethod
    def _no_hello(out: WsOutbox, session: Session) -> None:
        if not session.greeted:
            out.close(CLOSE_NO_HELLO, "no hello in time")

    @staticmethod
    def _no_seat(out: WsOutbox, session: Session) -> None:
        if session.table is None and not session.done:
            session.done = True
            out.close(CLOSE_NO_SEAT, "no table joined in time")

    def _client_address(self, ws: ServerConnection) -> tuple[str, str]:
        """The client's address as logged, and as its limits count it."""
        address = ws.remote_address
        host = str(address[0]) if address else "?"
        peer = f"{host}:{address[1]}" if address else "?"
        if self.config.trust_forwarded and ws.request is not None:
            forwarded = ws.request.headers.get_all("X-Forwarded-For")
            hops = [h.strip() for line in forwarded for h in line.split(",") if h.strip()]
            if hops:
                host = hops[-1][:64]
                peer = f"{host} (via {peer})"
        return peer, address_key(host)

    async def _handle(self, ws: ServerConnection) -> None:
        self.connections += 1
        peer, key = self._client_address(ws)
        out = WsOutbox(ws, self.config.outbox_limit)
        session = Session(
            self.hub, out, self.program, self.data, self.config.session, peer=peer, address=key
        )
        out.on_slow = session.closed
        self.unhelloed[ws] = out
        loop, cfg = asyncio.get_running_loop(), self.config
        timer = loop.call_later(cfg.hello_timeout, self._no_hello, out, session)
        watch = loop.create_task(self._watch(ws, out, peer))
        try:
            async for raw in ws:
                later = session.receive(raw)
                if later is not None:  # an action stored off the loop: awaited, in order
                    await later
                if session.greeted and ws in self.unhelloed:
                    del self.unhelloed[ws]
                    timer.cancel()  # now it has lobby_timeout to take a seat
                    timer = loop.call_later(cfg.lobby_timeout, self._no_seat, out, session)
                # (once the session is done, what still comes is read and dropped: a
                # full queue would stop the reading of the client's close frame)
        except ConnectionClosed:
            pass
        finally:
            timer.cancel()
            watch.cancel()
            self.unhelloed.pop(ws, None)
            self.connections -= 1
            session.closed()
            await out.finish()

    async def _watch(self, ws: ServerConnection, out: WsOutbox, peer: str) -> None:
        """Ping the client now and then; one that does not answer in time is slow
        (websockets' own keepalive would wait for ever to send its ping to a client whose
        socket is full, and then close with 1011)."""
        cfg = self.config
        while out.closing is None:
            await asyncio.sleep(cfg.ping_interval)
            try:
                async with asyncio.timeout(cfg.ping_timeout):
                    pong = await ws.ping()
                    await pong
            except TimeoutError:
                log.info("%s: no answer to a ping: closed as reading too slowly", peer)
                out.slow()
                return
            except ConnectionClosed:
                return

    async def serve(self, ready: Callable[[str, int], None] | None = None) -> None:
        """Serve until cancelled or until SIGINT/SIGTERM; ``ready(url, port)`` once
        listening."""
        resumed = self.hub.restore()
        sweeping = asyncio.get_running_loop().create_task(self._expire_unplayed())
        cfg = self.config
        ctx = tls_context(cfg.cert, cfg.key) if cfg.cert and cfg.key else None
        stop = asyncio.get_running_loop().create_future()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(sig, _settle, stop)
        try:
            async with serve(
                self._handle,
                cfg.host,
                cfg.port,
                ssl=ctx,
                max_size=MAX_CLIENT_FRAME,
                max_queue=16,
                compression=None,
                process_request=self._process_request,
                server_header=self.program.replace(" ", "/"),
                ping_interval=None,  # pinged by _watch
                write_limit=cfg.outbox_limit,  # (past it the client is slow: see WsOutbox)
            ) as server:
                self.server = server
                port = server.sockets[0].getsockname()[1]
                host = cfg.host or "0.0.0.0"
                url = f"{'wss' if ctx else 'ws'}://{host}:{port}"
                log.info("%d unfinished table(s) resumed", resumed)
                if ready is not None:
                    ready(url, port)
                await stop
        finally:
            sweeping.cancel()
            self.hub.close()

    async def _expire_unplayed(self) -> None:
        """Drop the tables nobody played, now and then (a quarter of the expiry, at
        most a minute apart)."""
        expiry = self.config.hub.unplayed_expiry
        if expiry <= 0:
            return
        while True:
            await asyncio.sleep(min(60.0, max(0.05, expiry / 4)))
            self.hub.expire_unplayed()
