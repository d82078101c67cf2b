"""The client side: one connection to a server, one seat, reconnecting by itself.

:class:`Client` is asyncio (the ``join`` command and the load benchmark use it as is;
:class:`omg_desktop.net.threaded.ThreadedClient` runs it in a thread for the window)::

    async with Client("ws://host:8765") as c:          # connects and says hello
        code = (await c.create([None, None])).code      # a table for two people
        ticket = await c.join(code, "Ana")              # a seat; keep the ticket
        while True:
            event = await c.next_event()
            if isinstance(event, Updated) and event.update.actions:
                await c.act(event.update.actions[0])

A client plays one game of the box (``Client(url, game="kuhn")``; the default game when
none is named): its hello says so, and its updates' views and events are that game's,
read back through the game's record.

What the server says arrives as events (:data:`ClientEvent`): :class:`TableChanged`,
:class:`Updated`, :class:`Said` (chat), :class:`Refused`, :class:`ConnectionLost`
(with ``retrying``),
:class:`Reconnected` and, last of all, :class:`Closed`. When the connection drops
while a seat is held, the client reconnects with growing pauses and takes the seat
back with its :class:`Ticket`; the server then sends the full current view.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl as ssl_module
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..games import registry
from ..games.base import Action, Catalog, Event, Game, State
from .protocol import (
    CLOSE_DATA,
    CLOSE_REPLACED,
    CLOSE_VERSION,
    MAX_SERVER_MESSAGE,
    PROTOCOL,
    BadMessage,
    dumps,
    loads_server,
)
from .wire import events_from_wire, view_from_wire

#: Close codes after which reconnecting cannot help.
FINAL_CLOSES = (CLOSE_VERSION, CLOSE_DATA, CLOSE_REPLACED)


class ClientError(Exception):
    """The server said no, or could not be reached; the text says why."""


@dataclass(frozen=True)
class Ticket:
    """What takes a seat back: the server, the table's code, the seat and its token."""

    url: str
    code: str
    seat: int
    token: str

    def to_dict(self) -> dict[str, Any]:
        return {"url": self.url, "code": self.code, "seat": self.seat, "token": self.token}

    @classmethod
    def from_dict(cls, d: Any) -> Ticket:
        try:
            t = cls(str(d["url"]), str(d["code"]), int(d["seat"]), str(d["token"]))
        except (KeyError, TypeError, ValueError):
            raise ValueError("not a seat ticket (url, code, seat, token)") from None
        return t


@dataclass(frozen=True)
class Created:
    code: str
    table: dict[str, Any]


@dataclass
class Update:
    """One ``update``: the seat's view, the new events, its legal actions (as text)."""

    step: int  # actions taken in the game so far
    own_actions: int  # actions this seat has taken
    view_data: dict[str, Any]
    events_data: list[dict[str, Any]]
    actions: list[str]
    over: bool
    scores: list[Any] | None = None  # the game's score sheets, as plain data
    winners: list[int] | None = None
    #: the game it is of (None: the box's default game)
    game: Game | None = field(default=None, compare=False, repr=False)

    @classmethod
    def from_message(cls, m: dict[str, Any], game: Game | None = None) -> Update:
        return cls(
            m["step"],
            m["own_actions"],
            m["view"],
            m["events"],
            m["actions"],
            m["over"],
            m.get("scores"),
            m.get("winners"),
            game,
        )

    def view(self, cat: Catalog) -> State:
        """The seat's view as the game's state."""
        return view_from_wire(self.view_data, cat, self.game)

    def events(self) -> list[Event]:
        """The new events as the game's events."""
        return events_from_wire(self.events_data, self.game)


@dataclass(frozen=True)
class TableChanged:
    table: dict[str, Any]  # the ``table`` message: seats, who is here, started, over


@dataclass(frozen=True)
class Updated:
    update: Update


@dataclass(frozen=True)
class Refused:
    to: str | None
    reason: str
    seq: int | None = None
    retry_after: float | None = None


@dataclass(frozen=True)
class ConnectionLost:
    reason: str
    retrying: bool


@dataclass(frozen=True)
class Said:
    """A chat line someone at the table said (``seat``, their ``name``)."""

    seat: int
    name: str
    text: str


@dataclass(frozen=True)
class Reconnected:
    attempts: int


@dataclass(frozen=True)
class Closed:
    """The end: no more events come. ``error`` is None for a close the client asked for."""

    error: str | None


ClientEvent = TableChanged | Updated | Said | Refused | ConnectionLost | Reconnected | Closed


def _is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    return host in ("localhost", "::1") or host.startswith("127.")


def client_tls(cafile: str | None = None) -> ssl_module.SSLContext:
    """A TLS context that checks the server's certificate (against ``cafile`` when
    given: a home server's own certificate, say)."""
    return ssl_module.create_default_context(cafile=cafile)


@dataclass
class _Pending:
    wants: tuple[str, ...]
    future: asyncio.Future = field(repr=False)


class Client:
    """One connection, one seat; see the module's docstring."""

    def __init__(
        self,
        url: str,
        data: str | None = None,
        program: str = "omg-desktop",
        tls: ssl_module.SSLContext | None = None,
        retry_for: float = 60.0,
        on_event: Callable[[ClientEvent], None] | None = None,
        open_timeout: float = 10.0,
        game: str | None = None,
    ) -> None:
        """``game``: the id of the game it plays (None: the box's default game); ``data``:
        that game's data fingerprint (None: worked out from its data)."""
        #: the game played, reached through its record
        self.game = registry.load(game)
        if data is None:
            from .wire import catalog_fingerprint

            data = catalog_fingerprint(self.game.load_catalog(), self.game)
        self.url = url
        self.data = data
        self.program = program
        self.tls = tls
        self.retry_for = retry_for
        self.on_event = on_event
        self.open_timeout = open_timeout
        self.ws: ClientConnection | None = None
        self.ticket: Ticket | None = None
        self.seq = 0
        self.messages = 0  # every message received
        self.reconnects = 0
        self.welcome: dict[str, Any] = {}
        self._events: asyncio.Queue[ClientEvent] = asyncio.Queue()
        self._pending: _Pending | None = None
        self._lock = asyncio.Lock()
        self._reader: asyncio.Task | None = None
        self._closing = False
        self._closed = False

    # ---- connecting ------------------------------------------------------------------
    async def __aenter__(self) -> Client:
        await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def connect(self) -> None:
        """Open the connection and say hello (:class:`ClientError` if refused)."""
        await self._open()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _open(self) -> None:
        ssl_arg: Any = self.tls if self.url.startswith("wss:") else None
        if self.url.startswith("wss:") and ssl_arg is None:
            ssl_arg = True
        try:
            ws = await connect(
                self.url,
                ssl=ssl_arg,
                max_size=MAX_SERVER_MESSAGE,
                compression=None,
                open_timeout=self.open_timeout,
                proxy=None if _is_loopback(self.url) else True,
                user_agent_header=self.program.replace(" ", "/"),
            )
        except (TimeoutError, OSError, InvalidHandshake, InvalidURI) as exc:
            raise ClientError(f"cannot reach {self.url}: {exc or type(exc).__name__}") from None
        try:
            await ws.send(dumps({"type": "hello", "protocol": PROTOCOL, "data": self.data,
                                 "program": self.program, "game": self.game.info.id}))  # fmt: skip
            async with asyncio.timeout(self.open_timeout):
                reply = loads_server(await ws.recv())
        except (TimeoutError, ConnectionClosed, BadMessage) as exc:
            await ws.close()
            raise ClientError(f"{self.url} did not answer hello: {exc}") from None
        self.messages += 1
        if reply["type"] == "error":
            await ws.close()
            raise ClientError(str(reply.get("reason", "the server refused the connection")))
        if reply["type"] != "welcome":
            await ws.close()
            raise ClientError(f"{self.url} answered hello with {reply['type']!r}")
        self.welcome = reply
        self.ws = ws

    # ---- asking the lobby -----------------------------------------------------------
    async def _request(self, msg: dict[str, Any], wants: tuple[str, ...]) -> dict[str, Any]:
        async with self._lock:
            if self.ws is None:
                raise ClientError("not connected")
            future = asyncio.get_running_loop().create_future()
            self._pending = _Pending(wants, future)
            try:
                await self.ws.send(dumps(msg))
                async with asyncio.timeout(self.open_timeout * 3):
                    reply = await future
            except ConnectionClosed:
                raise ClientError("the connection closed") from None
            except TimeoutError:
                raise ClientError(f"no answer to {msg['type']}") from None
            finally:
                self._pending = None
            if reply["type"] == "refused":
                raise ClientError(str(reply.get("reason")))
            return reply

    async def create(
        self,
        seats: list[str | None],
        ruleset: str | None = None,
        seed: int | str | None = None,
        away: str | None = None,
        setup: dict[str, Any] | None = None,
    ) -> Created:
        """A new table: one entry a seat, None for a person, a level for a computer;
        ``setup``: a campaign chapter's set-up (its rule set's expansion)."""
        msg: dict[str, Any] = {"type": "create", "game": self.game.info.id, "seats": seats}
        if setup is not None:
            msg["setup"] = setup
        if ruleset is not None:
            msg["ruleset"] = ruleset
        if seed is not None:
            msg["seed"] = seed
        if away is not None:
            msg["away"] = away
        reply = await self._request(msg, ("created",))
        return Created(reply["code"], reply["table"])

    async def join(self, code: str, name: str, seat: int | None = None) -> Ticket:
        """Take the next free seat of table ``code`` (``seat``: that one if it is free)."""
        msg: dict[str, Any] = {"type": "join", "code": code, "name": name}
        if seat is not None:
            msg["seat"] = seat
        reply = await self._request(msg, ("joined",))
        self.ticket = Ticket(self.url, reply["code"], reply["seat"], reply["token"])
        self.seq = max(self.seq, int(reply.get("seq", 0)))
        return self.ticket

    async def resume(self, ticket: Ticket) -> None:
        """Take a seat back with its ticket."""
        msg = {"type": "resume", "code": ticket.code, "seat": ticket.seat, "token": ticket.token}
        reply = await self._request(msg, ("joined",))
        self.ticket = ticket
        self.seq = max(self.seq, int(reply.get("seq", 0)))

    # ---- playing ----------------------------------------------------------------------
    async def act(self, action: Action | str) -> int:
        """Send an action (its result comes as an :class:`Updated` or a :class:`Refused`);
        its sequence number. Lost silently if the connection is down: the next update,
        after the reconnection, asks again."""
        text = action if isinstance(action, str) else self.game.encode(action)
        self.seq += 1
        if self.ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await self.ws.send(dumps({"type": "act", "seq": self.seq, "action": text}))
        return self.seq

    async def say(self, text: str) -> None:
        """A chat line to the table (lost silently if the connection is down)."""
        if self.ws is not None:
            with contextlib.suppress(ConnectionClosed):
                await self.ws.send(dumps({"type": "say", "text": text}))

    async def next_event(self, timeout: float | None = None) -> ClientEvent:
        """The next event (``asyncio.TimeoutError`` after ``timeout`` seconds)."""
        if timeout is None:
            return await self._events.get()
        async with asyncio.timeout(timeout):  # (wait_for may swallow a cancel in 3.11)
            return await self._events.get()

    def _emit(self, event: ClientEvent) -> None:
        if self.on_event is not None:
            self.on_event(event)
        else:
            self._events.put_nowait(event)

    # ---- reading ----------------------------------------------------------------------
    async def _read(self) -> None:
        error: str | None = None
        try:
            while True:
                ws = self.ws
                assert ws is not None
                try:
                    async for raw in ws:
                        self.messages += 1
                        self._dispatch(loads_server(raw))
                except ConnectionClosed:
                    pass
                if self._closing:
                    return
                code = ws.close_code
                reason = ws.close_reason or f"connection closed (code {code})"
                if code in FINAL_CLOSES or self.ticket is None:
                    error = reason
                    return
                self._emit(ConnectionLost(reason, retrying=True))
                if not await self._reconnect():
                    if not self._closing:
                        error = f"could not reconnect within {self.retry_for:g} s ({reason})"
                    return
        except BadMessage as exc:
            error = str(exc)
        finally:
            if self._pending is not None and not self._pending.future.done():
                self._pending.future.set_exception(ConnectionClosed(None, None))
            self._closed = True
            self._emit(Closed(error))

    def _dispatch(self, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        pending = self._pending
        answers = pending is not None and (
            kind in pending.wants or (kind == "refused" and msg.get("to") != "act")
        )
        if pending is not None and not pending.future.done() and answers:
            pending.future.set_result(msg)
            return
        if kind == "update":
            self._emit(Updated(Update.from_message(msg, self.game)))
        elif kind == "table":
            self._emit(TableChanged(msg))
        elif kind == "said":
            self._emit(Said(int(msg.get("seat", -1)), str(msg.get("name")), str(msg.get("text"))))
        elif kind == "refused":
            self._emit(
                Refused(
                    msg.get("to"), str(msg.get("reason")), msg.get("seq"), msg.get("retry_after")
                )
            )

    async def _reconnect(self) -> bool:
        """Reconnect and resume the seat, with pauses from 0.05 s growing to 2 s."""
        assert self.ticket is not None
        deadline = time.monotonic() + self.retry_for
        delay, attempts = 0.05, 0
        while not self._closing:
            attempts += 1
            try:
                await self._open()
                if self._closing:  # close() was called meanwhile: this connection goes too
                    await self.ws.close()
                    return False
                msg = {"type": "resume", "code": self.ticket.code, "seat": self.ticket.seat,
                       "token": self.ticket.token}  # fmt: skip
                assert self.ws is not None
                await self.ws.send(dumps(msg))
                while True:  # the answer comes before anything else of the seat
                    async with asyncio.timeout(self.open_timeout):
                        reply = loads_server(await self.ws.recv())
                    self.messages += 1
                    if reply["type"] in ("joined", "refused", "error"):
                        break
                if reply["type"] != "joined":
                    raise ClientError(str(reply.get("reason")))
                self.seq = max(self.seq, int(reply.get("seq", 0)))
                self.reconnects += 1
                self._emit(Reconnected(attempts))
                return True
            except ClientError as exc:
                if "token" in str(exc) or "no such seat" in str(exc):
                    return False  # the server does not know the seat: no use trying again
            except (TimeoutError, ConnectionClosed, BadMessage, OSError):
                pass
            if time.monotonic() + delay > deadline:
                return False
            await asyncio.sleep(delay)
            delay = min(2.0, delay * 2)
        return False

    async def close(self) -> None:
        """Leave: close the connection (the seat stays the ticket holder's)."""
        self._closing = True
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            if not self._reader.done():  # e.g. pausing between reconnection attempts
                self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    @property
    def closed(self) -> bool:
        return self._closed
