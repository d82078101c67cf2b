"""The history database through real files: schema and migrations, damaged files set
aside, idempotent recording in transactions, replay files."""

from __future__ import annotations

import sqlite3

import pytest

from omg_desktop.commands.replay import load_file
from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.rules import scores, winners
from omg_desktop.history import SCHEMA_VERSION, GameHistory, finished_game
from omg_desktop.history.schema import MIGRATIONS, expected_columns, migrate
from omg_desktop.history.store import (
    DATABASE,
    FAILED,
    LOCKED,
    NEWER,
    NOT_SQLITE,
    SET_ASIDE,
    UNAVAILABLE,
    WRONG_SCHEMA,
)

from .helpers import START, Clock, computer, made, person, real_game


def version(path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT version FROM schema_version").fetchone()[0]


def rows(path, sql: str) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def aside_files(folder) -> list:
    return sorted(p for p in folder.iterdir() if p.name.startswith(DATABASE + "."))


# ---- schema ------------------------------------------------------------------------------
def test_a_fresh_history_is_made_at_this_version_in_the_folder(tmp_path):
    history = GameHistory(tmp_path / "saves", clock=Clock())
    assert history.connection() is not None
    path = tmp_path / "saves" / DATABASE
    assert path.is_file() and version(path) == SCHEMA_VERSION == len(MIGRATIONS)
    tables = {r[0] for r in rows(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == set(expected_columns())
    assert {"games", "seats", "seat_rounds", "endings", "ending_seats"} <= tables
    assert history.take_notices() == []


def test_a_version_1_database_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / DATABASE
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, upto=1) == 0
    conn.execute(
        "INSERT INTO games (game_key, finished_at, seed, ruleset, players, rounds, replay_file)"
        " VALUES ('old', '2024-12-24T20:00:00+00:00', '3', 'bigbox', 2, 12, NULL)"
    )
    conn.executemany(
        "INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?)",
        [(0, "Ana", "human", None, 40, 1, 1.0), (1, "Bo", "computer", "greedy", 31, 0, 0.0)],
    )
    conn.executemany("INSERT INTO seat_rounds VALUES (1, 0, ?, ?)", [(1, 5), (2, 19), (3, 40)])
    conn.close()
    assert version(path) == 1
    assert "medal" not in [r[1] for r in rows(path, "PRAGMA table_info(games)")]

    history = GameHistory(tmp_path, clock=Clock())
    stats = history.profile("Ana")
    assert history.take_notices() == []  # migrated, not set aside
    assert version(path) == SCHEMA_VERSION
    assert {"medal", "game"} <= {r[1] for r in rows(path, "PRAGMA table_info(games)")}
    assert rows(path, "SELECT game FROM games") == [(registry.DEFAULT,)]  # kept before the box
    assert (stats.games, stats.wins, stats.best_score, stats.best_round) == (1, 1.0, 40, 21)
    assert stats.by_opponent == {"greedy": (1, 1.0)} and stats.medals == {}
    history.record_game(made("new", 1, person("Ana", 20, (20,)), computer("Bo", "random", 9)))
    assert history.profile("Ana").games == 2


def test_a_migration_that_fails_leaves_the_database_as_it_was(tmp_path, monkeypatch):
    from omg_desktop.history import schema

    path = tmp_path / DATABASE
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, upto=1)
    monkeypatch.setattr(
        schema, "MIGRATIONS", (MIGRATIONS[0], (*MIGRATIONS[1], "CREATE TABLE games (x)"))
    )
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(conn)
    conn.close()
    assert version(path) == 1  # the step's first statements were rolled back too
    assert "medal" not in [r[1] for r in rows(path, "PRAGMA table_info(games)")]


# ---- damaged files -----------------------------------------------------------------------
def test_a_file_that_is_not_sqlite_is_set_aside_and_a_fresh_history_started(tmp_path):
    path = tmp_path / DATABASE
    path.write_bytes(b"these are my notes, not a database\n" * 40)
    history = GameHistory(tmp_path, clock=Clock())
    assert history.record_game(made("g", 0, person("Ana", 3, (3,)))).new
    (notice,) = history.take_notices()
    assert (notice.kind, notice.reason) == (SET_ASIDE, NOT_SQLITE)
    assert notice.moved_to == tmp_path / f"{DATABASE}.not-sqlite-20250301-180100"
    assert notice.moved_to.read_bytes().startswith(b"these are my notes")  # kept, not lost
    assert version(path) == SCHEMA_VERSION and history.profile("Ana").games == 1
    assert history.take_notices() == []  # told once


def test_a_database_of_another_schema_is_set_aside(tmp_path):
    path = tmp_path / DATABASE
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
    history = GameHistory(tmp_path, clock=Clock())
    assert history.profile_names() == []
    (notice,) = history.take_notices()
    assert (notice.kind, notice.reason) == (SET_ASIDE, WRONG_SCHEMA)
    assert rows(notice.moved_to, "SELECT name FROM sqlite_master") == [("recipes",)]
    assert version(path) == SCHEMA_VERSION


def test_our_version_number_over_other_tables_is_a_wrong_schema(tmp_path):
    path = tmp_path / DATABASE
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn)
    conn.execute("ALTER TABLE seats RENAME COLUMN score TO points")  # edited by hand
    conn.close()
    history = GameHistory(tmp_path, clock=Clock())
    assert history.connection() is not None
    (notice,) = history.take_notices()
    assert notice.reason == WRONG_SCHEMA and "seats" in notice.detail
    assert [p.name for p in aside_files(tmp_path)] == [f"{DATABASE}.wrong-schema-20250301-180100"]


def test_a_locked_database_is_set_aside_and_recording_goes_on(tmp_path):
    path = tmp_path / DATABASE
    first = GameHistory(tmp_path, clock=Clock())
    first.record_game(made("before", 0, person("Ana", 3, (3,))))
    first.close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds it
    try:
        history = GameHistory(tmp_path, clock=Clock(), busy_timeout=0)
        assert history.record_game(made("after", 1, person("Ana", 5, (5,)))).new
        (notice,) = history.take_notices()
        assert (notice.kind, notice.reason) == (SET_ASIDE, LOCKED)
        assert history.profile("Ana").games == 1  # the fresh one
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert [r[0] for r in rows(notice.moved_to, "SELECT game_key FROM games")] == ["before"]


def test_a_database_of_a_newer_version_is_left_alone_and_nothing_is_recorded(tmp_path):
    path = tmp_path / DATABASE
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn)
    conn.execute("UPDATE schema_version SET version = 99")
    conn.close()
    before = path.read_bytes()
    history = GameHistory(tmp_path, clock=Clock())
    assert not history.record_game(made("g", 0, person("Ana", 3, (3,)))).new
    (notice,) = history.take_notices()
    assert (notice.kind, notice.reason) == (UNAVAILABLE, NEWER)
    assert history.unavailable == notice and history.profile_names() == []
    assert path.read_bytes() == before and aside_files(tmp_path) == []


def test_a_game_that_cannot_be_written_leaves_nothing_half_written(tmp_path):
    history = GameHistory(tmp_path, clock=Clock())
    history.record_game(made("good", 0, person("Ana", 3, (3,))))
    bad = made("bad", 1, person("Ana", 9, (9,)), person(None, 4, (4,)))  # a seat with no name
    assert not history.record_game(bad).new
    (notice,) = history.take_notices()
    assert notice.kind == FAILED  # the file is fine: it is kept
    assert aside_files(tmp_path) == []
    assert [r[0] for r in rows(tmp_path / DATABASE, "SELECT game_key FROM games")] == ["good"]
    assert rows(tmp_path / DATABASE, "SELECT COUNT(*) FROM seats") == [(1,)]


# ---- recording ---------------------------------------------------------------------------
def test_a_finished_game_is_recorded_once_with_a_replay_file_that_replays(tmp_path):
    record, state, seats = real_game(3, 8)
    history = GameHistory(tmp_path, clock=Clock())
    game = finished_game(record, seats, state, START)
    assert history.record_game(game).new
    again = finished_game(record, seats, state, history.clock())  # a later offer of it
    assert again.key == game.key and not history.record_game(again).new
    assert history.known(game.key)
    db = tmp_path / DATABASE
    assert rows(db, "SELECT COUNT(*) FROM games") == [(1,)]
    ((seed, ruleset, players, rounds, when, replay),) = rows(
        db, "SELECT seed, ruleset, players, rounds, finished_at, replay_file FROM games"
    )
    assert (seed, ruleset, players, rounds) == ("8", "bigbox", 3, state.round)
    assert when == "2025-03-01T18:00:00+00:00"
    sheet = scores(state)
    seat_rows = rows(db, "SELECT seat, name, kind, level, score, winner, win_share FROM seats")
    assert [(r[1], r[2], r[3], r[4]) for r in seat_rows] == [
        (s.name, s.kind, s.level, sheet[i].total) for i, s in enumerate(seats)
    ]
    assert [r[0] for r in seat_rows if r[5]] == winners(state)
    per_round = rows(db, "SELECT round, total FROM seat_rounds WHERE seat = 0 ORDER BY round")
    assert [t for _r, t in per_round] == state.players[0].points_by_round
    saved = load_file(tmp_path / replay)  # the save slots' loading, with its checks
    assert saved.over and saved.record.steps == record.steps
    assert [s.name for s in saved.seats] == ["Ana", "Bruno", "Chiara"]


def test_the_same_moves_at_another_table_are_another_game(tmp_path):
    record, state, seats = real_game()
    history = GameHistory(tmp_path, clock=Clock())
    history.record_game(finished_game(record, seats, state, START))
    renamed = [seats[0], type(seats[1])("Bea", "computer", "random")]
    assert history.record_game(finished_game(record, renamed, state, START)).new


def test_an_unfinished_game_is_refused():
    from omg_desktop.games.ohmygoods.rules.record import Recorder

    from .helpers import CAT

    rec = Recorder(CAT, 2, 1)
    seats = real_game()[2]
    with pytest.raises(ValueError, match="not over"):
        finished_game(rec.record, seats, rec.state, START)


def test_an_ending_is_recorded_once_per_key(tmp_path):
    from omg_desktop.seating import Seat

    history = GameHistory(tmp_path, clock=Clock())
    seats = [Seat.human("Ana"), Seat.computer("Bo", "heuristic")]
    assert history.record_ending("42:5:e1", "e1", seats)
    assert not history.record_ending("42:5:e1", "e1", seats)  # the ending shown again
    assert history.record_ending("42:7:e2", "e2", seats)  # reached again after a replay
    assert history.profile("Ana").endings == ("e1", "e2")
    assert history.profile_names() == ["Ana"]
