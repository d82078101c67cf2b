"""The server's tables in PostgreSQL (``serve --data postgresql://user@host/db``).

The same SQL as SQLite (:class:`.storage.SqlStorage`), through ``psycopg`` 3, an
optional dependency (``pip install 'omg-desktop[postgres]'``). One connection, used
from the server's event-loop thread; a connection found broken is opened again before
the next transaction (a transaction that failed is refused to its player, and the game
stays as it was).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .storage import SqlStorage, StorageError


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
        super().__init__(self._connect())

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
