"""A bare protocol client for the limit tests: one websocket, said hello, by address.

Behind ``serve --trust-forwarded`` a test speaks for any client address it likes
(``X-Forwarded-For``) while every socket stays on 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from websockets.sync.client import ClientConnection, connect

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.net.protocol import PROTOCOL
from omg_desktop.net.wire import catalog_fingerprint

from .procs import WAIT

DATA = catalog_fingerprint(default_catalog())


class Raw:
    """One connection; ``ask`` sends a message and returns the answer to it."""

    def __init__(self, url: str, address: str | None = None, hello: bool = True) -> None:
        headers = {"X-Forwarded-For": address} if address else None
        opening = connect(url, open_timeout=WAIT, compression=None, additional_headers=headers)
        self.ws: ClientConnection = opening.__enter__()
        if hello:
            reply = self.ask({"type": "hello", "protocol": PROTOCOL, "data": DATA})
            assert reply["type"] == "welcome", reply

    def send(self, msg: dict[str, Any]) -> None:
        self.ws.send(json.dumps(msg))

    def recv_text(self) -> str:
        return str(self.ws.recv(WAIT))

    def recv(self) -> dict[str, Any]:
        return json.loads(self.recv_text())

    def ask(self, msg: dict[str, Any]) -> dict[str, Any]:
        self.send(msg)
        return self.recv()

    def wait_for(self, kind: str, limit: int = 10_000) -> dict[str, Any]:
        """The next message of type ``kind`` (at most ``limit`` messages read)."""
        for _ in range(limit):
            msg = self.recv()
            if msg["type"] == kind:
                return msg
        raise AssertionError(f"no {kind!r} in {limit} messages")

    def create(self, seats: list[str | None], **extra: Any) -> dict[str, Any]:
        return self.ask({"type": "create", "seats": seats, **extra})

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.ws.close()
