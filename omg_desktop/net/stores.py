"""Open the storage a server's ``--data`` names: SQLite in a folder, or PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from .storage import SQLiteStorage, Storage


def open_storage(where: str | Path) -> Storage:
    """The storage ``where`` names: ``postgresql://…`` for PostgreSQL, else a folder
    (or ``.sqlite3`` file) for SQLite."""
    text = str(where)
    if text.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresStorage

        return PostgresStorage(text)
    return SQLiteStorage(Path(where).expanduser())
