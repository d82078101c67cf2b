"""The client for a GUI: its asyncio loop in a thread of its own, called from any thread.

    client = ThreadedClient("ws://host:8765", on_event=bridge.deliver)
    client.start()                                   # the thread and its loop
    client.connect().result(timeout=15)              # ClientError if refused
    ticket = client.join("K7QX2M", "Ana").result(timeout=15)
    ...
    client.act(action)                               # returns at once
    client.close()

Every call returns a :class:`concurrent.futures.Future` at once (the window waits on
none of them: it reads ``add_done_callback`` results, or the events). Events
(:data:`omg_desktop.net.client.ClientEvent`) go to ``on_event``, called **on the
network thread**: it must not block and must not touch widgets; in Qt, emit a signal
from it (a queued connection brings it to the GUI thread). Without ``on_event`` the
events wait in :attr:`events`, a :class:`queue.Queue`, for whoever reads them.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import queue
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from ..games.base import Action
from .client import Client, ClientEvent, Created, Ticket


class ThreadedClient:
    """A :class:`.client.Client` on its own thread; see the module's docstring."""

    def __init__(
        self,
        url: str,
        on_event: Callable[[ClientEvent], None] | None = None,
        **client_options: Any,
    ) -> None:
        self.url = url
        self.events: queue.Queue[ClientEvent] = queue.Queue()
        self._on_event = on_event or self.events.put
        self._options = client_options
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: Client | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()

    def start(self) -> None:
        """Start the network thread (once)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._main, name="omg-net-client", daemon=True)
        self._thread.start()
        self._ready.wait()

    def _main(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self._client = Client(self.url, on_event=self._on_event, **self._options)
        self._ready.set()
        await self._stop.wait()
        await self._client.close()

    def _call(self, coro: Coroutine[Any, Any, Any]) -> concurrent.futures.Future:
        if self._loop is None:
            coro.close()
            raise RuntimeError("start() the client first")
        return asyncio.run_coroutine_threadsafe(coro, self._loop)

    @property
    def client(self) -> Client:
        assert self._client is not None, "start() the client first"
        return self._client

    def call(
        self, job: Callable[[Client], Coroutine[Any, Any, Any]]
    ) -> concurrent.futures.Future[Any]:
        """Run ``job(client)`` on the network thread (several requests in a row, say:
        connect, then join)."""
        return self._call(job(self.client))

    def connect(self) -> concurrent.futures.Future[None]:
        return self._call(self.client.connect())

    def create(
        self,
        seats: list[str | None],
        ruleset: str | None = None,
        seed: int | str | None = None,
        away: str | None = None,
        setup: dict | None = None,
    ) -> concurrent.futures.Future[Created]:
        return self._call(self.client.create(seats, ruleset, seed, away, setup))

    def join(
        self, code: str, name: str, seat: int | None = None
    ) -> concurrent.futures.Future[Ticket]:
        return self._call(self.client.join(code, name, seat))

    def resume(self, ticket: Ticket) -> concurrent.futures.Future[None]:
        return self._call(self.client.resume(ticket))

    def act(self, action: Action | str) -> concurrent.futures.Future[int]:
        return self._call(self.client.act(action))

    def say(self, text: str) -> concurrent.futures.Future[None]:
        return self._call(self.client.say(text))

    def close(self, timeout: float = 5.0) -> None:
        """Close the connection and end the thread (the last event is ``Closed``)."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
