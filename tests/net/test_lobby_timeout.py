"""Connections that say hello and then sit nowhere cannot fill a real server.

After its hello a connection has ``--lobby-timeout`` seconds to take a seat (join or
resume); then it is closed (4007) and its place is free again. A seated connection
stays. The test gives the server a short timeout and waits on what it does.
"""

from __future__ import annotations

import pytest
from websockets.exceptions import ConnectionClosed

from omg_desktop.net.protocol import CLOSE_NO_SEAT

from .procs import Server
from .rawclient import Raw

LIMIT = 4


def test_connections_that_take_no_seat_are_closed_and_make_room(tmp_path):
    srv = Server(tmp_path / "data", "--max-connections", str(LIMIT), "--lobby-timeout", "2",
                 "-q")  # fmt: skip
    clients: list[Raw] = []
    try:
        player = Raw(srv.url)  # seated first: it stays
        clients.append(player)
        code = player.create([None, None])["code"]
        assert player.ask({"type": "join", "code": code, "name": "Ana"})["type"] == "joined"
        idle = [Raw(srv.url) for _ in range(LIMIT - 1)]  # the server is full now
        clients += idle
        for ws in idle:
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv()
            assert closed.value.rcvd.code == CLOSE_NO_SEAT
        player.send({"type": "say", "text": "still here"})
        assert player.wait_for("said")["text"] == "still here"
        late = Raw(srv.url)  # room again
        clients.append(late)
        assert late.ask({"type": "join", "code": code, "name": "Bea"})["type"] == "joined"
    finally:
        for c in clients:
            c.close()
        srv.kill()
