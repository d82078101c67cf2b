"""The history database's schema: a list of migration steps and a table holding the version.

``MIGRATIONS[i]`` turns a database of version ``i`` into version ``i + 1`` (version 0 is
an empty file). :func:`migrate` runs the missing steps in one transaction, so a
database is always at one version or the next, never half way. :func:`check` compares
the tables and columns with what the steps build, so a file of another program (or a
version that was edited by hand) is recognised as not ours.

Version 1: ``games`` (one row per finished game), ``seats`` (one per seat of it) and
``seat_rounds`` (each seat's points after each round). Version 2: the campaign — a
chapter game's ``chapter`` and ``medal``, and the ``endings`` reached with their
``ending_seats``. Version 3: the box — which game each game and ending is (``game``, the
game's id; the rows kept before it are the default game's, Oh My Goods!). Version 4:
``seat_figures``, a seat's figures of its game's own (a game's record names them).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ..games.registry import DEFAULT

#: The version this program writes.
SCHEMA_VERSION = 4

#: The statements of each step, oldest first.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (  # 0 -> 1: finished games and their seats
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_key TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,
            seed TEXT NOT NULL,
            ruleset TEXT NOT NULL,
            players INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            replay_file TEXT
        )""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            score INTEGER NOT NULL,
            coins_left INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            win_share REAL NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        """CREATE TABLE seat_rounds (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            round INTEGER NOT NULL,
            total INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat, round),
            FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
        )""",
        "CREATE INDEX seats_by_name ON seats(name, kind)",
    ),
    (  # 1 -> 2: campaign chapters (medal) and endings
        "ALTER TABLE games ADD COLUMN chapter TEXT",
        "ALTER TABLE games ADD COLUMN medal TEXT",
        """CREATE TABLE endings (
            id INTEGER PRIMARY KEY,
            ending_key TEXT NOT NULL UNIQUE,
            ending TEXT NOT NULL,
            reached_at TEXT NOT NULL
        )""",
        """CREATE TABLE ending_seats (
            ending_id INTEGER NOT NULL REFERENCES endings(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            PRIMARY KEY (ending_id, seat)
        )""",
    ),
    (  # 2 -> 3: the box: which game each row is (every row before it: the default game's)
        f"ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '{DEFAULT}'",
        f"ALTER TABLE endings ADD COLUMN game TEXT NOT NULL DEFAULT '{DEFAULT}'",
        "CREATE INDEX games_by_game ON games(game)",
    ),
    (  # 3 -> 4: each seat's figures of its game's own (``Game.figures``)
        """CREATE TABLE seat_figures (
            game_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            figure TEXT NOT NULL,
            value REAL NOT NULL,
            PRIMARY KEY (game_id, seat, figure),
            FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
        )""",
    ),
)

VERSION_TABLE = "schema_version"


class SchemaError(Exception):
    """A database that is not (or no longer) the history's schema; says what is wrong."""


class NewerSchema(SchemaError):
    """A database written by a newer version of the program (left as it is)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"schema version {version} is newer than {SCHEMA_VERSION}")
        self.version = version


def version_of(conn: sqlite3.Connection) -> int:
    """The schema version of ``conn``'s database: 0 for an empty one."""
    tables = _tables(conn)
    if not tables:
        return 0
    if VERSION_TABLE not in tables:
        raise SchemaError(f"tables {', '.join(sorted(tables))} but no {VERSION_TABLE}")
    rows = conn.execute(f"SELECT version FROM {VERSION_TABLE}").fetchall()
    if len(rows) != 1 or isinstance(rows[0][0], bool) or not isinstance(rows[0][0], int):
        raise SchemaError(f"{VERSION_TABLE} must hold one version number, not {rows[:3]!r}")
    version = rows[0][0]
    if version > SCHEMA_VERSION:
        raise NewerSchema(version)
    if version < 1:
        raise SchemaError(f"schema version {version} is not a version")
    return version


def migrate(conn: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> int:
    """Bring ``conn``'s database to version ``upto`` in one transaction; the version
    it had. ``conn`` must be in autocommit mode (``isolation_level=None``)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        before = version_of(conn)
        if before == 0:
            conn.execute(f"CREATE TABLE {VERSION_TABLE} (version INTEGER NOT NULL)")
            conn.execute(f"INSERT INTO {VERSION_TABLE} (version) VALUES (0)")
        for step in MIGRATIONS[before:upto]:
            for statement in step:
                conn.execute(statement)
        if upto > before:
            conn.execute(f"UPDATE {VERSION_TABLE} SET version = ?", (upto,))
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return before


def columns(conn: sqlite3.Connection) -> dict[str, tuple[str, ...]]:
    """Every table of ``conn``'s database and its columns, in order."""
    return {t: _columns(conn, t) for t in sorted(_tables(conn))}


def expected_columns(version: int = SCHEMA_VERSION) -> dict[str, tuple[str, ...]]:
    """The tables and columns the steps up to ``version`` build (in a scratch database)."""
    scratch = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(scratch, version)
        return columns(scratch)
    finally:
        scratch.close()


def check(conn: sqlite3.Connection) -> None:
    """:class:`SchemaError` unless the tables and columns are this version's."""
    found, wanted = columns(conn), expected_columns()
    if found != wanted:
        missing = sorted(set(wanted) - set(found))
        odd = sorted(t for t in found if t in wanted and found[t] != wanted[t])
        extra = sorted(set(found) - set(wanted))
        parts = [
            f"{what}: {', '.join(names)}"
            for what, names in (("missing", missing), ("other columns", odd), ("extra", extra))
            if names
        ]
        raise SchemaError("not the history's tables (" + "; ".join(parts) + ")")


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    return {r[0] for r in rows}


def _columns(conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
    quoted = table.replace('"', '""')
    rows: Sequence = conn.execute(f'PRAGMA table_info("{quoted}")').fetchall()
    return tuple(r[1] for r in rows)
