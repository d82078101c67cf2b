"""Hosting from the window: the server of ``omg-desktop serve`` in a thread of its own,
and the addresses to give friends.

:class:`BackgroundServer` runs a :class:`.server.GameServer` on an asyncio loop in a
daemon thread; :meth:`~BackgroundServer.start` returns once it listens (or raises
:class:`HostError` saying why not), :meth:`~BackgroundServer.stop` closes every
connection (clients hear close code 1001, "the server stops") and the storage, so the
tables come back when the same folder is hosted again.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from pathlib import Path

from .hub import HubLimits
from .server import DEFAULT_PORT, GameServer, ServerConfig
from .storage import StorageError


class HostError(Exception):
    """The server could not start; the text says why."""


class BackgroundServer:
    """A game server on its own thread; see the module's docstring."""

    def __init__(
        self,
        data: Path,
        program: str,
        host: str | None = "0.0.0.0",
        away_after: float = HubLimits().away_after,
    ) -> None:
        self.data = Path(data)
        self.program = program
        self.away_after = away_after
        # every IPv4 interface (friends on the LAN reach it). Not None: with port 0 the
        # IPv4 and IPv6 sockets would each get a port of their own
        self.host = host
        self.port: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self.server: GameServer | None = None

    def start(self, port: int = DEFAULT_PORT, timeout: float = 30.0) -> int:
        """Listen on ``port`` (0: any free port); the port taken. :class:`HostError` if
        the port is taken, the folder is another server's, or storage fails."""
        if self._thread is not None:
            raise HostError("already hosting")
        self.data.mkdir(parents=True, exist_ok=True)
        self._config = ServerConfig(
            host=self.host,
            port=port,
            data=str(self.data),
            hub=HubLimits(away_after=self.away_after),
        )
        self._thread = threading.Thread(target=self._main, name="omg-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self.stop()
            raise HostError("the server did not start")
        if self._error is not None:
            error, self._error = self._error, None
            self._thread.join(timeout)
            self._thread = None
            if isinstance(error, OSError):
                raise HostError(f"cannot listen on port {port}: {error.strerror or error}")
            raise HostError(str(error))
        assert self.port is not None
        return self.port

    def _main(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # reported to start(); the thread ends quietly
            if not self._ready.is_set():
                self._error = exc
                self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        try:  # made on this thread: its storage (SQLite) is used from this thread only
            self.server = GameServer(self._config, self.program)
        except StorageError as exc:
            raise HostError(str(exc)) from None

        def ready(_url: str, port: int) -> None:
            self.port = port
            self._ready.set()

        with contextlib.suppress(asyncio.CancelledError):
            await self.server.serve(ready)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def local_url(self) -> str:
        """The address this machine's own clients use (loopback)."""
        return f"ws://127.0.0.1:{self.port}"

    def set_away(self, code: str, level: str | None, timeout: float = 15.0) -> None:
        """The computer level that plays a friend's seat at table ``code`` while they are
        away (None: nobody); :class:`HostError` if the server cannot."""
        from .hub import LobbyError
        from .storage import StorageError

        loop, server = self._loop, self.server
        if loop is None or server is None or not self.running:
            raise HostError("the server is not running")

        async def change() -> None:
            server.hub.set_away(code, level)

        try:
            asyncio.run_coroutine_threadsafe(change(), loop).result(timeout)
        except (LobbyError, StorageError, TimeoutError) as exc:
            raise HostError(str(exc) or type(exc).__name__) from None

    def _on_loop(self, job, timeout: float):
        from .hub import LobbyError

        loop, server = self._loop, self.server
        if loop is None or server is None or not self.running:
            raise HostError("the server is not running")

        async def run():
            return job(server.hub)

        try:
            return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)
        except (LobbyError, StorageError, TimeoutError) as exc:
            raise HostError(str(exc) or type(exc).__name__) from None

    def set_next(self, code: str, next_code: str, timeout: float = 15.0) -> None:
        """Tell the seats of table ``code`` that their group plays ``next_code`` next."""
        self._on_loop(lambda hub: hub.set_next(code, next_code), timeout)

    def full_state(self, code: str, timeout: float = 15.0):
        """The host's full state of table ``code`` (a ``GameState``: the host's own, to
        record a campaign chapter from; never shown to a friend)."""
        return self._on_loop(lambda hub: hub.final_state(code), timeout)

    def stop(self, timeout: float = 15.0) -> None:
        """Close every connection and the storage (idempotent)."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(task.cancel)
        if self._thread is not None:
            self._thread.join(timeout)
        self._thread = None


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that friends on the same network may reach, the
    likeliest first (the one the default route uses); none but loopback: []."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    out: list[str] = []
    for a in found:
        if a not in out and not a.startswith("127.") and a != "0.0.0.0":
            out.append(a)
    return out


def address_url(text: str, default_port: int = DEFAULT_PORT) -> str:
    """What a player typed as the host's address, as a server URL: ``192.168.1.20``,
    ``192.168.1.20:9000``, ``ws://…`` or ``wss://…``. ValueError if it cannot be one."""
    text = text.strip()
    if not text:
        raise ValueError("no address")
    if "://" in text:
        scheme, rest = text.split("://", 1)
        if scheme.lower() not in ("ws", "wss"):
            raise ValueError(f"not a game server address: {text}")
        scheme = scheme.lower()
    else:
        scheme, rest = "ws", text
    rest = rest.rstrip("/")
    if not rest or any(c.isspace() for c in rest) or "/" in rest:
        raise ValueError(f"not a game server address: {text}")
    host, port = rest, None
    if rest.startswith("["):  # [IPv6]:port
        end = rest.find("]")
        if end < 0:
            raise ValueError(f"not a game server address: {text}")
        host, tail = rest[: end + 1], rest[end + 1 :]
        if tail:
            if not tail.startswith(":"):
                raise ValueError(f"not a game server address: {text}")
            port = tail[1:]
    elif rest.count(":") == 1:
        host, port = rest.split(":")
    if port is not None and (not port.isdigit() or not 0 < int(port) < 65536):
        raise ValueError(f"not a port: {port}")
    if not host:
        raise ValueError(f"not a game server address: {text}")
    if port is None and scheme == "ws":
        port = str(default_port)
    return f"{scheme}://{host}" + (f":{port}" if port else "")
