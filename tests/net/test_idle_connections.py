"""Connections that never say hello cannot fill a real server (``omg-desktop serve``).

The server's hello deadline is a setting (``--hello-timeout``): these tests give it a
short one, or a long one, and wait on what the server does, never on the clock.
"""

from __future__ import annotations

import contextlib
import json

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.net.protocol import CLOSE_NO_HELLO, PROTOCOL
from omg_desktop.net.wire import catalog_fingerprint

from .procs import WAIT, Server

DATA = catalog_fingerprint(default_catalog())
LIMIT = 4


def _open(url: str, stack: contextlib.ExitStack) -> ClientConnection:
    return stack.enter_context(connect(url, open_timeout=WAIT, compression=None))


def _hello(ws: ClientConnection) -> None:
    ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "data": DATA}))
    assert json.loads(ws.recv(WAIT))["type"] == "welcome"


def _closed_with(ws: ClientConnection) -> int:
    with pytest.raises(ConnectionClosed) as closed:
        ws.recv(WAIT)
    return closed.value.rcvd.code


def _server(tmp_path, hello_timeout: str) -> Server:
    return Server(tmp_path / "data", "--max-connections", str(LIMIT), "--hello-timeout",
                  hello_timeout, "-q")  # fmt: skip


def test_connections_without_a_hello_are_closed_after_the_deadline(tmp_path):
    srv = _server(tmp_path, "0.5")
    try:
        with contextlib.ExitStack() as stack:
            idle = [_open(srv.url, stack) for _ in range(LIMIT)]
            assert [_closed_with(ws) for ws in idle] == [CLOSE_NO_HELLO] * LIMIT
            _hello(_open(srv.url, stack))  # served
    finally:
        srv.kill()


def test_a_full_server_makes_room_for_a_player_by_closing_the_oldest_silent_one(tmp_path):
    srv = _server(tmp_path, "600")
    try:
        with contextlib.ExitStack() as stack:
            idle = [_open(srv.url, stack) for _ in range(LIMIT)]
            player = _open(srv.url, stack)  # not refused with HTTP 503
            _hello(player)
            assert _closed_with(idle[0]) == CLOSE_NO_HELLO
            for ws in idle[1:]:  # greeted now: they hold their places
                _hello(ws)
            with pytest.raises(InvalidStatus) as full:  # every place has said hello
                _open(srv.url, stack)
            assert full.value.response.status_code == 503
    finally:
        srv.kill()
