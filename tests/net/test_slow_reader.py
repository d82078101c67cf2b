"""A client that stops reading leaves its seat and is closed with 4004, on a real server.

The stuck client joins a table, then stops reading (a tiny receive buffer and its
transport paused): it answers no ping. The other player sees the stuck seat go away,
the away computer plays it and the game goes on; once the stuck client reads again it
finds the close: 4004 and its reason. The server's ping settings are small here; the
test waits on messages, never on the clock. A unit test fills an outbox past its limit.
"""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from omg_desktop.net.protocol import CLOSE_SLOW, PROTOCOL, SLOW_REASON
from omg_desktop.net.server import WsOutbox

from .procs import WAIT, Server
from .rawclient import DATA

MOVES_AFTER = 6  # actions the game goes on for once the stuck seat is away


async def _ask(ws: ClientConnection, msg: dict[str, Any], kind: str) -> dict[str, Any]:
    await ws.send(json.dumps(msg))
    while True:
        reply = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        if reply["type"] in (kind, "refused"):
            assert reply["type"] == kind, reply
            return reply


async def _hello(ws: ClientConnection) -> None:
    await _ask(ws, {"type": "hello", "protocol": PROTOCOL, "data": DATA}, "welcome")


async def _scenario(url: str, port: int) -> tuple[int | None, str | None, int]:
    other = await connect(url, compression=None, open_timeout=WAIT)
    await _hello(other)
    created = await _ask(other, {"type": "create", "seats": [None, None], "away": "random"},
                         "created")  # fmt: skip
    code = created["code"]
    await _ask(other, {"type": "join", "code": code, "name": "Ana", "seat": 0}, "joined")

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    sock.connect(("127.0.0.1", port))
    stuck = await connect(url, sock=sock, compression=None, open_timeout=WAIT)
    await _hello(stuck)
    await _ask(stuck, {"type": "join", "code": code, "name": "Stuck"}, "joined")
    stuck.transport.pause_reading()  # from now on it reads nothing, answers no ping

    seq, away_at, step = 0, None, 0
    for _ in range(5000):  # the other plays on: its first legal action each time
        msg = json.loads(await asyncio.wait_for(other.recv(), WAIT))
        if msg["type"] == "table" and away_at is None:
            if not msg["seats"][1]["here"]:
                away_at = step  # the stuck seat went away
        elif msg["type"] == "update":
            step = msg["step"]
            if away_at is not None and step >= away_at + MOVES_AFTER or msg["over"]:
                break
            if msg["actions"]:
                seq += 1
                await other.send(json.dumps({"type": "act", "seq": seq,
                                             "action": msg["actions"][0]}))  # fmt: skip
    assert away_at is not None, "the stuck seat never went away"
    assert step >= away_at + MOVES_AFTER, "the game did not go on"
    await other.close()

    stuck.transport.resume_reading()  # it reads again: what was sent, then the close
    try:
        while True:
            await asyncio.wait_for(stuck.recv(), WAIT)
    except ConnectionClosed:
        pass
    return stuck.close_code, stuck.close_reason, step - away_at


def test_a_client_that_stops_reading_leaves_its_seat_and_is_closed_4004(tmp_path):
    srv = Server(tmp_path / "data", "--away-after", "0", "--ping-interval", "0.2",
                 "--ping-timeout", "2", "-q")  # fmt: skip
    try:
        code, reason, moves = asyncio.run(_scenario(srv.url, srv.port))
    finally:
        srv.kill()
    assert (code, reason) == (CLOSE_SLOW, SLOW_REASON)
    assert moves >= MOVES_AFTER


class _Transport:
    def __init__(self) -> None:
        self.unsent = 0
        self.aborted = False

    def get_write_buffer_size(self) -> int:
        return self.unsent

    def abort(self) -> None:
        self.aborted = True


class _Socket:
    """What :class:`WsOutbox` uses of a connection; its close never completes (the
    client does not read), until ``closed`` is set."""

    def __init__(self) -> None:
        self.transport = _Transport()
        self.closes: list[tuple[int, str]] = []

    async def close(self, code: int, reason: str) -> None:
        self.closes.append((code, reason))
        await asyncio.Event().wait()


def test_an_outbox_that_fills_up_leaves_the_seat_and_closes_4004():
    async def scenario() -> tuple[list, list, bool]:
        sock = _Socket()
        out = WsOutbox(sock, limit=1000, grace=0.01)  # type: ignore[arg-type]
        left: list[str] = []
        out.on_slow = lambda: left.append("left")
        sock.transport.unsent = 1001  # the client stopped reading
        out.send("an update")
        out.send("another")  # dropped: the connection is closing
        await out.finish()
        return left, sock.closes, sock.transport.aborted

    left, closes, aborted = asyncio.run(scenario())
    assert left == ["left"]
    assert closes == [(CLOSE_SLOW, SLOW_REASON)]
    assert aborted  # its close was never read: the connection is cut
