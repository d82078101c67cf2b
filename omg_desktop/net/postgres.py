"""The server's tables in PostgreSQL (``serve --data postgresql://user@host/db``).

The same SQL as SQLite (:class:`.storage.SqlStorage`), through ``psycopg`` 3, an
optional dependency (``pip install 'omg-desktop[postgres]'``). One connection, used
only from the storage's own thread (:attr:`PostgresStorage.executor`): the server
stores moves there without stalling its event loop, and a call from any other thread
waits for its turn on it. A connection found broken is opened again before the next
transaction (a transaction that failed is refused to its player, and the game stays as
it was).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, TypeVar

from .storage import SqlStorage, StorageError, StoredTable

T = TypeVar("T")


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:
        raise StorageError(
            "PostgreSQL storage needs the psycopg package: pip install 'omg-desktop[postgres]'"
        ) from None
    return psycopg


class PostgresStorage(SqlStorage):
    """:class:`.storage.Storage` in a PostgreSQL database."""

    placeholder = "%s"

    def __init__(self, dsn: str) -> None:
        self.dsn = dsn
        self.psycopg = _psycopg()
        #: the one thread that talks to the database, in the order calls came
        self.executor = ThreadPoolExecutor(1, "omg-postgres", self._mark_thread)
        self._thread: int | None = None
        try:
            self._on_thread(lambda: SqlStorage.__init__(self, self._connect()))
        except BaseException:
            self.executor.shutdown(wait=False)
            raise

    def _mark_thread(self) -> None:
        self._thread = threading.get_ident()

    def _on_thread(self, call: Callable[[], T]) -> T:
        """``call()`` on the storage's thread (at once when already there)."""
        if threading.get_ident() == self._thread:
            return call()
        return self.executor.submit(call).result()

    def create_table(self, table: StoredTable) -> None:
        self._on_thread(lambda: SqlStorage.create_table(self, table))

    def take_seat(self, code: str, seat: int, name: str, token_hash: str) -> None:
        self._on_thread(lambda: SqlStorage.take_seat(self, code, seat, name, token_hash))

    def set_away(self, code: str, away: str | None) -> None:
        self._on_thread(lambda: SqlStorage.set_away(self, code, away))

    def append(
        self,
        code: str,
        first: int,
        lines: list[str],
        seat: int,
        seq: int | None,
        final_hash: str | None,
    ) -> None:
        self._on_thread(lambda: SqlStorage.append(self, code, first, lines, seat, seq, final_hash))

    def drop_table(self, code: str) -> None:
        self._on_thread(lambda: SqlStorage.drop_table(self, code))

    def active_codes(self) -> list[str]:
        return self._on_thread(super().active_codes)

    def active_tables(self) -> list[StoredTable]:
        return self._on_thread(super().active_tables)

    def load_table(self, code: str) -> StoredTable | None:
        return self._on_thread(lambda: SqlStorage.load_table(self, code))

    def close(self) -> None:
        try:
            self._on_thread(super().close)
        finally:
            self.executor.shutdown(wait=False)

    def _connect(self) -> Any:
        try:
            return self.psycopg.connect(self.dsn, autocommit=True, connect_timeout=10)
        except self.psycopg.Error as exc:
            raise StorageError(f"cannot connect to PostgreSQL: {exc}") from None

    @contextmanager
    def transaction(self) -> Iterator[Any]:
        if self.conn.closed or self.conn.broken:
            self.conn = self._connect()
        with self.conn.transaction(), self.conn.cursor() as cur:
            yield cur

    def _is_duplicate(self, exc: Exception) -> bool:
        return isinstance(exc, self.psycopg.errors.UniqueViolation)
