"""Where a server keeps its tables: seats, token hashes and each game's record.

A table's game is its record (DESIGN.md boundary 2): which game, its option (rule
set), seed, seats and the list of steps (the seats' actions and the chance steps the
game took after each), appended in one transaction after every action. A restarted
server replays each record through the game's record (:func:`omg_desktop.record.replay`,
which checks every chance step) and goes on where the game was.

Layout 2 added the game's id (``game_tables.game``); a database of layout 1 (the
release before the box) is brought to layout 2 when opened, its tables marked as the
default game's (:data:`omg_desktop.games.registry.DEFAULT`: Oh My Goods!).

:class:`Storage` is the interface the server uses; :class:`SQLiteStorage` (stdlib
``sqlite3``, the default) and :class:`omg_desktop.net.postgres.PostgresStorage`
implement it on the same SQL (:class:`SqlStorage`); :func:`.stores.open_storage` opens
the one a ``--data`` value names. Every call happens on the
server's one event-loop thread.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..games import registry

#: The layout of the tables below; a database of a later one is refused, one of an
#: earlier one brought up to it (:meth:`SqlStorage._migrate`).
SCHEMA_VERSION = 2

REMOTE = "remote"
COMPUTER = "computer"

SCHEMA = [
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS game_tables (
        code TEXT PRIMARY KEY,
        game TEXT,
        ruleset TEXT NOT NULL,
        seed TEXT NOT NULL,
        players INTEGER NOT NULL,
        setup TEXT,
        away TEXT,
        created DOUBLE PRECISION NOT NULL,
        over INTEGER NOT NULL DEFAULT 0,
        final_hash TEXT
    )""",
    """CREATE TABLE IF NOT EXISTS seats (
        code TEXT NOT NULL REFERENCES game_tables(code),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        level TEXT,
        name TEXT,
        token_hash TEXT,
        last_seq BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (code, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS steps (
        code TEXT NOT NULL REFERENCES game_tables(code),
        n INTEGER NOT NULL,
        line TEXT NOT NULL,
        PRIMARY KEY (code, n)
    )""",
]


class StorageError(RuntimeError):
    """The storage cannot be used (a newer layout, a damaged file, a lost server)."""


class CodeTaken(StorageError):
    """A table with that code exists already."""


class DamagedTable(StorageError):
    """A stored table whose rows cannot be read back (a damaged or edited database)."""


@dataclass
class StoredSeat:
    seat: int
    kind: str  # REMOTE (a person, joins by code) or COMPUTER (the server's bot)
    level: str | None = None  # a computer's level
    name: str | None = None  # the person's name, once the seat is taken
    token_hash: str | None = None  # SHA-256 of the seat's token, once taken
    last_seq: int = 0  # the last accepted ``act``'s sequence number


@dataclass
class StoredTable:
    code: str
    ruleset: str  # the rule set's key (id or id@revision)
    seed: int | str
    players: int
    seats: list[StoredSeat]
    steps: list[str] = field(default_factory=list)
    setup: dict[str, Any] | None = None
    away: str | None = None  # the level that plays a seat while its person is away
    created: float = 0.0
    over: bool = False
    final_hash: str | None = None
    game: str = registry.DEFAULT  # the game's id (a table of layout 1: the default game)


class Storage(Protocol):
    """What the server asks of its storage."""

    def create_table(self, table: StoredTable) -> None:
        """Store a new table with its seats and first steps (:class:`CodeTaken`)."""

    def take_seat(self, code: str, seat: int, name: str, token_hash: str) -> None:
        """A person took ``seat``."""

    def set_away(self, code: str, away: str | None) -> None:
        """The level that plays a person's seat while they are away (None: nobody)."""

    def append(
        self,
        code: str,
        first: int,
        lines: list[str],
        seat: int,
        seq: int | None,
        final_hash: str | None,
    ) -> None:
        """Steps ``first``, ``first + 1``, … of the record, the acting seat's last
        sequence number (None: a computer acted) and, when the game ended, its final
        state's hash: all in one transaction."""

    def drop_table(self, code: str) -> None:
        """Forget table ``code`` and everything of it (a table nobody played, expired)."""

    def active_codes(self) -> list[str]:
        """The codes of the tables whose game is not over, oldest first."""

    def active_tables(self) -> list[StoredTable]:
        """Every table whose game is not over, oldest first."""

    def load_table(self, code: str) -> StoredTable | None:
        """One table (over or not), or None; :class:`DamagedTable` if its rows are
        damaged."""

    def close(self) -> None: ...


class SqlStorage:
    """:class:`Storage` on a DB-API connection; the SQL is written with ``?``."""

    placeholder = "?"
    #: what reading a damaged row raises (a dialect adds its driver's errors)
    damage: tuple[type[Exception], ...] = (ValueError, TypeError, KeyError, IndexError)

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self._prepare()

    # -- what a dialect provides -----------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[Any]:
        raise NotImplementedError

    def _is_duplicate(self, exc: Exception) -> bool:
        raise NotImplementedError

    # -- the rest is shared ----------------------------------------------------------
    def _sql(self, text: str) -> str:
        return text if self.placeholder == "?" else text.replace("?", self.placeholder)

    def _run(self, cur: Any, text: str, args: tuple = ()) -> Any:
        cur.execute(self._sql(text), args)
        return cur

    def _prepare(self) -> None:
        with self.transaction() as cur:
            for statement in SCHEMA:
                self._run(cur, statement)
            row = self._run(cur, "SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if row is None:
                self._run(
                    cur,
                    "INSERT INTO meta (key, value) VALUES ('schema', ?)",
                    (str(SCHEMA_VERSION),),
                )
            elif int(row[0]) > SCHEMA_VERSION:
                raise StorageError(
                    f"the tables were stored by a newer server (layout {row[0]}; this one "
                    f"knows {SCHEMA_VERSION}): use that server, or another --data folder"
                )
            elif int(row[0]) < SCHEMA_VERSION:
                self._migrate(cur, int(row[0]))

    def _migrate(self, cur: Any, layout: int) -> None:
        """Bring a database of an earlier layout up to :data:`SCHEMA_VERSION`, in the
        opening transaction. 1 -> 2: each table's game (all were the default game's)."""
        if layout < 2:
            self._run(cur, "ALTER TABLE game_tables ADD COLUMN game TEXT")
            self._run(
                cur, "UPDATE game_tables SET game = ? WHERE game IS NULL", (registry.DEFAULT,)
            )
        self._run(cur, "UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))

    def create_table(self, table: StoredTable) -> None:
        try:
            with self.transaction() as cur:
                self._run(
                    cur,
                    "INSERT INTO game_tables"
                    " (code, game, ruleset, seed, players, setup, away, created)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table.code,
                        table.game,
                        table.ruleset,
                        json.dumps(table.seed),
                        table.players,
                        json.dumps(table.setup) if table.setup else None,
                        table.away,
                        table.created or time.time(),
                    ),
                )
                for s in table.seats:
                    self._run(
                        cur,
                        "INSERT INTO seats (code, seat, kind, level, name, token_hash, last_seq)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (table.code, s.seat, s.kind, s.level, s.name, s.token_hash, s.last_seq),
                    )
                self._insert_steps(cur, table.code, 0, table.steps)
        except Exception as exc:
            if self._is_duplicate(exc):
                raise CodeTaken(table.code) from None
            raise

    def _insert_steps(self, cur: Any, code: str, first: int, lines: list[str]) -> None:
        if lines:
            cur.executemany(
                self._sql("INSERT INTO steps (code, n, line) VALUES (?, ?, ?)"),
                [(code, first + i, line) for i, line in enumerate(lines)],
            )

    def set_away(self, code: str, away: str | None) -> None:
        with self.transaction() as cur:
            self._run(cur, "UPDATE game_tables SET away = ? WHERE code = ?", (away, code))

    def take_seat(self, code: str, seat: int, name: str, token_hash: str) -> None:
        with self.transaction() as cur:
            self._run(
                cur,
                "UPDATE seats SET name = ?, token_hash = ? WHERE code = ? AND seat = ?",
                (name, token_hash, code, seat),
            )

    def append(
        self,
        code: str,
        first: int,
        lines: list[str],
        seat: int,
        seq: int | None,
        final_hash: str | None,
    ) -> None:
        with self.transaction() as cur:
            self._insert_steps(cur, code, first, lines)
            if seq is not None:
                self._run(
                    cur,
                    "UPDATE seats SET last_seq = ? WHERE code = ? AND seat = ?",
                    (seq, code, seat),
                )
            if final_hash is not None:
                self._run(
                    cur,
                    "UPDATE game_tables SET over = 1, final_hash = ? WHERE code = ?",
                    (final_hash, code),
                )

    def drop_table(self, code: str) -> None:
        with self.transaction() as cur:
            for name in ("steps", "seats", "game_tables"):
                self._run(cur, f"DELETE FROM {name} WHERE code = ?", (code,))

    def active_codes(self) -> list[str]:
        with self.transaction() as cur:
            rows = self._run(
                cur, "SELECT code FROM game_tables WHERE over = 0 ORDER BY created, code"
            ).fetchall()
        return [r[0] for r in rows]

    def active_tables(self) -> list[StoredTable]:
        return [t for c in self.active_codes() if (t := self.load_table(c)) is not None]

    def load_table(self, code: str) -> StoredTable | None:
        with self.transaction() as cur:
            try:
                stored = self._load(cur, code)
            except self.damage as exc:
                raise DamagedTable(f"table {code}: {type(exc).__name__}: {exc}") from None
        if stored is not None:
            _check(stored)
        return stored

    def _load(self, cur: Any, code: str) -> StoredTable | None:
        row = self._run(
            cur,
            "SELECT game, ruleset, seed, players, setup, away, created, over, final_hash"
            " FROM game_tables WHERE code = ?",
            (code,),
        ).fetchone()
        if row is None:
            return None
        game, ruleset, seed, players, setup, away, created, over, final_hash = row
        seats = [
            StoredSeat(*r)
            for r in self._run(
                cur,
                "SELECT seat, kind, level, name, token_hash, last_seq FROM seats"
                " WHERE code = ? ORDER BY seat",
                (code,),
            ).fetchall()
        ]
        steps = [
            r[0]
            for r in self._run(
                cur, "SELECT line FROM steps WHERE code = ? ORDER BY n", (code,)
            ).fetchall()
        ]
        return StoredTable(
            code=code,
            ruleset=ruleset,
            seed=json.loads(seed),
            players=players,
            seats=seats,
            steps=steps,
            setup=json.loads(setup) if setup else None,
            away=away,
            created=created,
            over=bool(over),
            final_hash=final_hash,
            game=game or registry.DEFAULT,
        )

    def close(self) -> None:
        self.conn.close()


def _check(t: StoredTable) -> None:
    """:class:`DamagedTable` unless ``t``'s seats are whole: one row a seat, each token
    hash a SHA-256 in hex (a changed byte would lock its player out, or worse)."""
    if [s.seat for s in t.seats] != list(range(t.players)):
        raise DamagedTable(f"table {t.code}: seats {[s.seat for s in t.seats]}, not {t.players}")
    for s in t.seats:
        h = s.token_hash
        if h is not None and not (
            isinstance(h, str) and len(h) == 64 and all(c in "0123456789abcdef" for c in h)
        ):
            raise DamagedTable(f"table {t.code}: seat {s.seat}'s token hash is damaged")


class SQLiteStorage(SqlStorage):
    """Tables in one SQLite file (``DIR/tables.sqlite3``).

    WAL journal with ``synchronous=NORMAL``: a commit survives the server being
    killed at any moment; a power cut may lose the last moments before it (the
    database itself stays consistent).
    """

    FILE_NAME = "tables.sqlite3"
    damage = (*SqlStorage.damage, sqlite3.DatabaseError)

    def __init__(self, path: Path | str) -> None:
        path = Path(path)
        try:
            if path.is_dir() or not path.suffix:
                path.mkdir(parents=True, exist_ok=True)
                path = path / self.FILE_NAME
        except OSError as exc:
            raise StorageError(f"{path}: cannot make the folder ({exc.strerror or exc})") from None
        self.path = path
        self._lock = _lock_file(path.with_name(path.name + ".lock"))
        try:
            conn = sqlite3.connect(path, isolation_level=None, timeout=10)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            super().__init__(conn)
        except sqlite3.DatabaseError as exc:
            os.close(self._lock)
            raise StorageError(f"{path}: {exc}") from None

    def close(self) -> None:
        super().close()
        with contextlib.suppress(OSError):
            os.close(self._lock)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Cursor]:
        cur = self.conn.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            yield cur
        except BaseException:
            cur.execute("ROLLBACK")
            raise
        else:
            cur.execute("COMMIT")
        finally:
            cur.close()

    def _is_duplicate(self, exc: Exception) -> bool:
        return isinstance(exc, sqlite3.IntegrityError)


def _lock_file(path: Path) -> int:
    """Hold ``path`` locked for as long as the storage is open: two servers on one
    folder would both think they decide the same games."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as exc:
        raise StorageError(f"{path}: {exc.strerror or exc}") from None
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise StorageError(f"{path.parent}: another server uses these tables") from None
    return fd
