"""One connection's side of the protocol: hello first, then the lobby, then one seat.

:meth:`Session.receive` takes each message as it came off the wire (an action stored
on the storage's own thread comes back as an awaitable, :mod:`.moves`: the
connection awaits it before its next message). Before anything
else it spends a token of the connection's bucket (:class:`.ratelimit.TokenBucket`);
then the message is checked against its type (:mod:`.protocol`); only then does it
reach the lobby or the table. Every refusal is answered with a ``refused`` message
saying why, and changes nothing. A connection that keeps sending too fast, or sends
too many bad messages, is closed. No message can crash the server: an unexpected
error is logged and answered as a refusal.

The transport is an :class:`Outbox` (``send``/``close``), so tests need no socket.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Protocol

from .hub import Hub, LobbyError, WrongCode
from .protocol import (
    CLOSE_ABUSE,
    CLOSE_DATA,
    CLOSE_GAME,
    CLOSE_VERSION,
    MAX_CLIENT_MESSAGE,
    PROTOCOL,
    BadMessage,
    check,
    dumps,
    load,
)
from .ratelimit import TokenBucket
from .table import Table

log = logging.getLogger("omg_desktop.net")


class Outbox(Protocol):
    """Where a session's messages go: ``send`` queues one, ``close`` ends the connection."""

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass(frozen=True)
class SessionLimits:
    rate: float = 50.0  # messages a second, once the burst is spent
    burst: float = 200.0  # messages at once
    max_flood: int = 100  # messages in a row refused for coming too fast, before closing
    max_bad: int = 200  # messages refused as malformed or not allowed, before closing
    max_creates: int = 10  # tables one connection may create
    max_wrong: int = 10  # wrong join codes or tokens one connection may try, then closed


class Session:
    """The protocol for one connection; see the module's docstring."""

    def __init__(
        self,
        hub: Hub,
        out: Outbox,
        program: str,
        data: str,
        limits: SessionLimits | None = None,
        clock: Callable[[], float] = time.monotonic,
        peer: str = "?",
        address: str | None = None,
    ) -> None:
        self.hub = hub
        self.out = out
        self.program = program
        #: the data fingerprint of the server's default game (other games': the hub's)
        self.data = data
        #: the game this connection plays (said in its hello)
        self.game_id = hub.default_game
        self.limits = limits or SessionLimits()
        self.bucket = TokenBucket(self.limits.rate, self.limits.burst, clock)
        self.peer = peer
        #: the client's address as its limits count it (:func:`.ratelimit.address_key`);
        #: None: no limits by address (a session in a test)
        self.address = address
        self.greeted = False
        self.table: Table | None = None
        self.seat: int | None = None
        self.bad = 0
        self.flooded = 0
        self.creates = 0
        self.wrong = 0
        self.done = False

    # ---- in ------------------------------------------------------------------------
    def receive(self, raw: str | bytes) -> Coroutine[Any, Any, None] | None:
        """Handle one message from the client; when it is an action stored off the
        event loop, what to await before the next one."""
        if self.done:
            return None
        if not self.bucket.take():
            self.flooded += 1
            if self.flooded > self.limits.max_flood:
                self._close(CLOSE_ABUSE, "too many messages")
                return None
            wait = round(self.bucket.wait_time(), 3)
            self._refuse(None, f"too many messages: wait {wait} s", retry_after=wait)
            return None
        self.flooded = 0
        msg: dict[str, Any] | None = None
        try:
            loose = load(raw)
            if not self.greeted and self._other_version(loose):
                return None
            msg = check(loose)
            later = self._dispatch(msg)
            if later is not None:
                return self._answer(msg, later)
        except BadMessage as exc:
            self._bad(msg, str(exc))
        except LobbyError as exc:
            self._bad(msg, str(exc), exc.retry_after)
        except Exception:  # noqa: BLE001 - a bug must not take the server down
            self._failed(msg)
        return None

    async def _answer(self, msg: dict[str, Any], later: Awaitable[str | None]) -> None:
        """An action stored off the loop: refused once it is known why, if it is."""
        try:
            refused = await later
        except Exception:  # noqa: BLE001 - a bug must not take the server down
            self._failed(msg)
            return
        if refused is not None:
            self._refuse(msg, refused)

    def _failed(self, msg: dict[str, Any] | None) -> None:
        log.exception("%s: error handling a message", self.peer)
        self._refuse(msg, "the server could not handle that message (an error on its side)")

    def _other_version(self, loose: Any) -> bool:
        """A ``hello`` of another protocol version is told so, and the connection closed
        (checked before the fields: another version's hello may have other fields)."""
        if not isinstance(loose, dict) or loose.get("type") != "hello":
            return False
        version = loose.get("protocol")
        if isinstance(version, int) and not isinstance(version, bool) and version != PROTOCOL:
            reason = (
                f"this server speaks protocol {PROTOCOL} ({self.program}); "
                f"your program speaks protocol {version}: use the same version of omg-desktop"
            )
            self._send(
                {"type": "error", "code": "protocol", "protocol": PROTOCOL, "reason": reason}
            )
            self._close(CLOSE_VERSION, f"protocol {PROTOCOL} only")
            return True
        return False

    def _dispatch(self, msg: dict[str, Any]) -> Awaitable[str | None] | None:
        kind = msg["type"]
        if kind == "hello":
            self._hello(msg)
            return None
        if not self.greeted:
            raise BadMessage("say hello first")
        if kind == "create":
            self._create(msg)
        elif kind in ("join", "resume"):
            self._take(msg)
        elif kind == "act":
            return self._act(msg)
        elif kind == "say":
            self._say(msg)
        return None

    def _hello(self, msg: dict[str, Any]) -> None:
        if self.greeted:
            raise BadMessage("hello was said already")
        wanted = msg.get("game", self.hub.default_game)
        try:
            game = self.hub.game(wanted)
        except LobbyError as exc:
            reason = f"{exc}: use a server that hosts it"
            self._send({"type": "error", "code": "game", "protocol": PROTOCOL, "reason": reason})
            self._close(CLOSE_GAME, "a game this server does not have")
            return
        data = self.data if wanted == self.hub.default_game else self.hub.fingerprint(game)
        if msg["data"] != data:
            reason = (
                f"this server plays other card data ({self.program}, data {data}; "
                f"yours is {msg['data']}): use the same version of omg-desktop"
            )
            self._send({"type": "error", "code": "data", "protocol": PROTOCOL, "reason": reason})
            self._close(CLOSE_DATA, "other card data")
            return
        self.greeted = True
        self.game_id = wanted
        self._send(
            {
                "type": "welcome",
                "protocol": PROTOCOL,
                "program": self.program,
                "game": wanted,
                "data": data,
                "limits": {
                    "message_bytes": MAX_CLIENT_MESSAGE,
                    "rate": self.limits.rate,
                    "burst": self.limits.burst,
                },
            }
        )

    def _create(self, msg: dict[str, Any]) -> None:
        if self.creates >= self.limits.max_creates:
            raise LobbyError(f"one connection may create at most {self.limits.max_creates} tables")
        game = msg.get("game") or self.game_id
        if game != self.game_id:
            raise LobbyError(
                f"this connection plays {self.game_id} (its hello said so): connect again "
                f"to make a table of {game}"
            )
        table = self.hub.create(
            msg["seats"], msg.get("ruleset"), msg.get("seed"), msg.get("away"), msg.get("setup"),
            self.address, game,
        )  # fmt: skip
        self.creates += 1
        log.info("%s: created table %s", self.peer, table.code)
        self._send({"type": "created", "code": table.code, "table": table.table_message()})

    def _take(self, msg: dict[str, Any]) -> None:
        if self.table is not None:
            raise LobbyError(
                f"this connection already plays seat {self.seat} at table {self.table.code}"
            )
        wait = 0.0
        if self.address is not None:  # a guesser of codes waits, and learns nothing
            wait = round(self.hub.wrong_codes.wait_time(self.address), 1)
        locked = LobbyError(
            f"too many wrong codes from your address: wait {wait:g} s", retry_after=wait
        )
        try:  # (a resume with the right token is never held back: nothing to guess there)
            if wait > 0 and msg["type"] == "join":
                raise locked
            table, seat, reply = self._seat_for(msg)
        except LobbyError as exc:
            if not (isinstance(exc, WrongCode) or exc is locked):
                raise
            self.wrong += 1
            if self.address is not None:
                self.hub.wrong_codes.take(self.address)
            if self.wrong > self.limits.max_wrong:
                self._close(CLOSE_ABUSE, "too many wrong codes")
                return
            if wait > 0:
                raise locked from None
            raise
        reply["seq"] = table.seats[seat].last_seq
        reply["name"] = table.seats[seat].name
        self.table, self.seat = table, seat
        self._send(reply)
        self.hub.attach(table, seat, self.out)

    def _seat_for(self, msg: dict[str, Any]) -> tuple[Table, int, dict[str, Any]]:
        """The table and seat a ``join`` or ``resume`` asks for, and the reply's start."""
        if msg["type"] == "join":
            self._same_game(msg["code"])
            table, seat, token = self.hub.join(msg["code"], msg["name"], msg.get("seat"))
            reply = {"type": "joined", "code": table.code, "seat": seat, "token": token}
        else:
            seat = msg["seat"]
            table = self.hub.resume(msg["code"], seat, msg["token"])
            self._same_game(msg["code"])
            reply = {"type": "joined", "code": table.code, "seat": seat}
        return table, seat, reply

    def _same_game(self, code: str) -> None:
        """:class:`LobbyError` if table ``code`` (one in play) plays another game than this
        connection's (a code that leads nowhere is answered by the hub, as any other)."""
        table = self.hub.tables.get(code)
        if table is not None and table.game.info.id != self.game_id:
            raise LobbyError(
                f"table {code} plays {table.game.info.title()}, not {self.game_id}: "
                "join it with that game"
            )

    def _act(self, msg: dict[str, Any]) -> Awaitable[str | None] | None:
        if self.table is None or self.seat is None:
            raise BadMessage("join a table first")
        if self.table.seats[self.seat].link is not self.out:
            raise BadMessage("this seat is played on another connection now")
        if self.hub.moves is not None:
            return self.hub.moves.submit(self.table, self.seat, msg["action"], msg["seq"])
        refused = self.table.submit(self.seat, msg["action"], msg["seq"])
        if refused is not None:
            self._refuse(msg, refused)
        return None

    def _say(self, msg: dict[str, Any]) -> None:
        if self.table is None or self.seat is None:
            raise BadMessage("join a table first")
        if self.table.seats[self.seat].link is not self.out:
            raise BadMessage("this seat is played on another connection now")
        self.table.say(self.seat, msg["text"])

    # ---- out -----------------------------------------------------------------------
    def _send(self, msg: dict[str, Any]) -> None:
        self.out.send(dumps(msg))

    def _refuse(self, msg: dict[str, Any] | None, reason: str, **extra: Any) -> None:
        reply: dict[str, Any] = {"type": "refused", "to": None, "reason": reason, **extra}
        if msg is not None:
            reply["to"] = msg["type"]
            if "seq" in msg:
                reply["seq"] = msg["seq"]
        self._send(reply)

    def _bad(self, msg: dict[str, Any] | None, reason: str, wait: float | None = None) -> None:
        self.bad += 1
        if self.bad > self.limits.max_bad:
            self._close(CLOSE_ABUSE, "too many refused messages")
            return
        if wait is None:
            self._refuse(msg, reason)
        else:
            self._refuse(msg, reason, retry_after=wait)

    def _close(self, code: int, reason: str) -> None:
        self.done = True
        self.out.close(code, reason)

    def closed(self) -> None:
        """The connection ended: the seat (if any) is away from now on."""
        self.done = True
        if self.table is not None and self.seat is not None:
            self.hub.detach(self.table, self.seat, self.out)
