"""The history on disk: ``history.sqlite3`` and the replays in ``history/`` beside it.

:class:`GameHistory` opens the database when it is first needed, migrating it to
this version's schema. A database that cannot be used — not SQLite, another schema,
damaged, locked by another program — is set aside (renamed with a timestamp suffix,
so nothing is lost) and a fresh one started; :meth:`GameHistory.take_notices` tells
the window what happened. One written by a newer version is left as it is, and
nothing is recorded in it (``unavailable``). Nothing here ever raises on a bad file.

Each game goes in one transaction: its row, its seats' rows and their rounds, or
nothing. A game already there (the same :func:`~.entry.game_key`) is not written again.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..gamefile import encode_game, write_atomic
from ..games import registry
from ..saves.slots import utc_now
from ..seating.seat import Seat
from . import queries
from .entry import FinishedGame
from .schema import NewerSchema, SchemaError, check, migrate

DATABASE = "history.sqlite3"
REPLAYS = "history"

#: Why a database was set aside, or why there is none.
NOT_SQLITE = "not-sqlite"
WRONG_SCHEMA = "wrong-schema"
DAMAGED = "damaged"
LOCKED = "locked"
NEWER = "newer"
CANNOT_OPEN = "cannot-open"

#: What happened (:attr:`Notice.kind`).
SET_ASIDE = "set-aside"
UNAVAILABLE = "unavailable"
FAILED = "failed"  # one game was not recorded; the file is kept


@dataclass(frozen=True, slots=True)
class Notice:
    """Something the player must hear about the history file.

    ``kind``: :data:`SET_ASIDE` (the old file is now ``moved_to``; a fresh one was
    started), :data:`UNAVAILABLE` (no games are recorded this run) or :data:`FAILED`
    (this game could not be written; the file is kept). ``reason``: one
    of :data:`NOT_SQLITE`, :data:`WRONG_SCHEMA`, :data:`DAMAGED`, :data:`LOCKED`,
    :data:`NEWER`, :data:`CANNOT_OPEN`; ``detail``: the database's own words (English).
    """

    kind: str
    reason: str
    detail: str
    moved_to: Path | None = None


@dataclass(frozen=True, slots=True)
class Recorded:
    """What :meth:`GameHistory.record_game` did: ``new`` (False: it was there already
    or there is no database); ``replay_error`` when the replay file could not be written
    (the game is kept without it)."""

    new: bool
    replay_error: str | None = None


class GameHistory:
    """The history in ``folder`` (the saves folder). ``clock`` dates what is recorded and
    names a set-aside file; ``busy_timeout``: seconds to wait for a lock held elsewhere."""

    def __init__(
        self,
        folder: Path | str,
        *,
        clock: Callable[[], datetime] = utc_now,
        busy_timeout: float = 2.0,
    ) -> None:
        self.folder = Path(folder)
        self.path = self.folder / DATABASE
        self.replays = self.folder / REPLAYS
        self.clock = clock
        self.busy_timeout = busy_timeout
        self.unavailable: Notice | None = None
        self._conn: sqlite3.Connection | None = None
        self._notices: list[Notice] = []

    # ---- opening -----------------------------------------------------------------------
    def connection(self) -> sqlite3.Connection | None:
        """The open database (opened, migrated or started afresh on first use); None when
        the history is unavailable this run."""
        if self._conn is None and self.unavailable is None:
            self._open()
        return self._conn

    def take_notices(self) -> list[Notice]:
        """What happened to the file since the last call (each notice is given once)."""
        out, self._notices = self._notices, []
        return out

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _open(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self._give_up(CANNOT_OPEN, exc.strerror or str(exc))
            return
        for _attempt in range(2):  # the file, then (set aside) a fresh one
            try:
                self._conn = self._connect()
                return
            except NewerSchema as exc:
                self._give_up(NEWER, str(exc))  # left as it is: that version can read it
                return
            except (sqlite3.Error, SchemaError) as exc:
                reason = _damage(exc) or DAMAGED
                if not self.path.exists():  # nothing to set aside: the folder refuses it
                    self._give_up(CANNOT_OPEN, str(exc))
                    return
                moved = self._set_aside(reason)
                if moved is None:
                    self._give_up(reason, str(exc))
                    return
                self._notices.append(Notice(SET_ASIDE, reason, str(exc), moved))
        self._give_up(DAMAGED, "a fresh history could not be started")

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            status = conn.execute("PRAGMA quick_check").fetchone()
            if status is None or status[0] != "ok":
                raise sqlite3.DatabaseError(f"damaged: {status[0] if status else 'no answer'}")
            migrate(conn)
            check(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _set_aside(self, reason: str) -> Path | None:
        """Rename the database (and its journal files) with a timestamp suffix; the new
        name, or None if it cannot be moved."""
        stamp = self.clock().astimezone(UTC).strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.{reason}-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.{reason}-{stamp}-{n}")
        try:
            self.path.rename(target)
        except OSError:
            return None
        for extra in ("-journal", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + extra)
            if side.exists():  # a journal left behind is harmless to the new file
                with suppress(OSError):
                    side.rename(target.with_name(target.name + extra))
        return target

    def _give_up(self, reason: str, detail: str) -> None:
        notice = Notice(UNAVAILABLE, reason, detail)
        self.unavailable = notice
        self._notices.append(notice)

    # ---- recording -------------------------------------------------------------------------
    def record_game(self, game: FinishedGame) -> Recorded:
        """Keep ``game`` (its rows and its replay file), unless it is there already."""
        try:
            return self._write(lambda conn: self._insert_game(conn, game))
        except _Failed:
            return Recorded(False)

    def record_ending(
        self,
        key: str,
        ending: str,
        seats: Sequence[Seat],
        when: datetime | None = None,
        game: str = registry.DEFAULT,
    ) -> bool:
        """Keep that a campaign of ``game`` reached ``ending`` (``key``: once per campaign
        and attempt); True if it was new."""
        at = _iso(when or self.clock())
        try:
            return self._write(lambda conn: _insert_ending(conn, key, ending, seats, at, game))
        except _Failed:
            return False

    def known(self, key: str) -> bool:
        """Whether the game ``key`` is in the history."""
        conn = self.connection()
        if conn is None:
            return False
        return conn.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone() is not None

    def _write(self, job):
        """Run ``job(conn)`` in a transaction. A database found damaged, not ours or
        locked is set aside and the job tried once more on a fresh one; any other
        failure (a full disk, say) keeps the file and records nothing this time."""
        for _attempt in range(2):
            conn = self.connection()
            if conn is None:
                raise _Failed
            try:
                with transaction(conn):
                    return job(conn)
            except sqlite3.Error as exc:
                reason = _damage(exc)
                if reason is None:
                    self._notices.append(Notice(FAILED, DAMAGED, str(exc)))
                    raise _Failed from None
                self.close()
                moved = self._set_aside(reason)
                if moved is None:
                    self._give_up(reason, str(exc))
                    raise _Failed from None
                self._notices.append(Notice(SET_ASIDE, reason, str(exc), moved))
        raise _Failed

    def _insert_game(self, conn: sqlite3.Connection, game: FinishedGame) -> Recorded:
        if conn.execute("SELECT 1 FROM games WHERE game_key = ?", (game.key,)).fetchone():
            return Recorded(False)
        replay, error = self._write_replay(game)
        cur = conn.execute(
            "INSERT INTO games (game_key, game, finished_at, seed, ruleset, players, rounds,"
            " replay_file, chapter, medal) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                game.key,
                game.game,
                _iso(game.finished_at),
                game.seed,
                game.ruleset,
                game.players,
                game.rounds,
                replay,
                game.chapter,
                game.medal,
            ),
        )
        game_id = cur.lastrowid
        conn.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, level, score, coins_left, winner,"
            " win_share) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    i,
                    s.name,
                    s.kind,
                    s.level,
                    s.score,
                    s.coins_left,
                    int(s.winner),
                    s.win_share,
                )
                for i, s in enumerate(game.seats)
            ],  # fmt: skip
        )
        conn.executemany(
            "INSERT INTO seat_rounds (game_id, seat, round, total) VALUES (?, ?, ?, ?)",
            [
                (game_id, i, r, total)
                for i, s in enumerate(game.seats)
                for r, total in enumerate(s.points_by_round, start=1)
            ],
        )
        conn.executemany(
            "INSERT INTO seat_figures (game_id, seat, figure, value) VALUES (?, ?, ?, ?)",
            [(game_id, i, f, v) for i, s in enumerate(game.seats) for f, v in s.figures],
        )
        return Recorded(True, error)

    def _write_replay(self, game: FinishedGame) -> tuple[str | None, str | None]:
        """The game's record as a replay file (the save slots' format); its name relative
        to the folder, or an error."""
        if game.record is None:
            return None, None  # (a network game: its record is the host's)
        name = f"{game.key}.json"
        try:
            self.replays.mkdir(parents=True, exist_ok=True)
            write_atomic(self.replays / name, encode_game(game.record, game.file_fields))
        except OSError as exc:
            return None, exc.strerror or str(exc)
        return f"{REPLAYS}/{name}", None

    def replay_path(self, relative: str | None) -> Path | None:
        """Where a game's replay file is (None if it has none)."""
        if not relative or "/" not in relative or ".." in relative:
            return None
        return self.folder / relative

    # ---- reading (one game's figures: the default game's unless told; None: every game's) --
    def profile_names(self, game: str | None = registry.DEFAULT) -> list[str]:
        conn = self.connection()
        return [] if conn is None else queries.profile_names(conn, game=game)

    def profile(self, name: str, game: str | None = registry.DEFAULT) -> queries.ProfileStats:
        conn = self.connection()
        if conn is None:
            return queries.empty_profile(name)
        return queries.profile(conn, name, game=game)

    def games_of(self, name: str, game: str | None = registry.DEFAULT) -> list[queries.GameLine]:
        conn = self.connection()
        return [] if conn is None else queries.games_of(conn, name, game=game)


class _Failed(Exception):
    """Nothing could be written (the reason is in the notices)."""


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write transaction: committed whole, or rolled back whole."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _insert_ending(
    conn: sqlite3.Connection, key: str, ending: str, seats: Sequence[Seat], at: str, game: str
) -> bool:
    if conn.execute("SELECT 1 FROM endings WHERE ending_key = ?", (key,)).fetchone():
        return False
    cur = conn.execute(
        "INSERT INTO endings (ending_key, game, ending, reached_at) VALUES (?, ?, ?, ?)",
        (key, game, ending, at),
    )
    conn.executemany(
        "INSERT INTO ending_seats (ending_id, seat, name, kind, level) VALUES (?, ?, ?, ?, ?)",
        [(cur.lastrowid, i, s.name, s.kind, s.level) for i, s in enumerate(seats)],
    )
    return True


def _iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat(timespec="seconds")


def _damage(exc: BaseException) -> str | None:
    """Why ``exc`` says the file cannot be used (None: it says something else, such as
    a full disk, that setting the file aside would not mend)."""
    if isinstance(exc, SchemaError):
        return WRONG_SCHEMA
    text = str(exc).lower()
    if "not a database" in text:
        return NOT_SQLITE
    if "locked" in text:
        return LOCKED
    if "malformed" in text or "corrupt" in text or text.startswith("damaged"):
        return DAMAGED
    return None
