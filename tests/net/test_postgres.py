"""The server's storage in PostgreSQL, on a throwaway cluster this test starts itself.

Skipped (with the reason) where there is no psycopg or no PostgreSQL server programs;
scripts/setup.sh installs psycopg with the development tools, and the machines' image
has PostgreSQL 15.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import encode, legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.net.storage import CodeTaken, StoredSeat, StoredTable
from omg_desktop.net.stores import open_storage
from omg_desktop.net.table import Table
from omg_desktop.net.tokens import token_hash

psycopg = pytest.importorskip("psycopg", reason="PostgreSQL storage needs psycopg")


def _bindir() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


@pytest.fixture(scope="module")
def dsn():
    bindir = _bindir()
    if bindir is None:
        pytest.skip("no PostgreSQL server programs (initdb, pg_ctl)")
    as_postgres: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        if shutil.which("runuser") is None:
            pytest.skip("running as root without runuser to become another user")
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root and there is no 'postgres' user")
        as_postgres = ["runuser", "-u", "postgres", "--"]
    root = Path(tempfile.mkdtemp(prefix="omg-pg-"))
    if as_postgres:
        shutil.chown(root, "postgres")
    data = root / "data"

    def run(*cmd: str) -> None:
        subprocess.run([*as_postgres, *cmd], check=True, capture_output=True, timeout=120)

    run(str(bindir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync")
    opts = f"-k {root} -c listen_addresses= -c fsync=off"
    run(str(bindir / "pg_ctl"), "-D", str(data), "-o", opts, "-w", "-l", str(root / "log"), "start")
    try:
        yield f"postgresql://postgres@/postgres?host={root}"
    finally:
        run(str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(root, ignore_errors=True)


def _fresh(dsn: str):
    store = open_storage(dsn)
    with store.transaction() as cur:
        for t in ("steps", "seats", "game_tables"):
            cur.execute(f"DELETE FROM {t}")
    return store


def test_postgres_storage_round_trip(dsn):
    store = _fresh(dsn)
    table = StoredTable("ABCDEF", "bigbox", "text seed", 2,
                        [StoredSeat(0, "remote"), StoredSeat(1, "computer", level="greedy")],
                        steps=["T reveal c=1 r=0"], away="random")  # fmt: skip
    store.create_table(table)
    with pytest.raises(CodeTaken):
        store.create_table(table)
    store.take_seat("ABCDEF", 0, "Ana", "b" * 64)
    store.append("ABCDEF", 1, ["0 done", "T shuffle n=2"], 0, 3, None)
    store.close()
    again = open_storage(dsn)
    (t,) = again.active_tables()
    assert (t.seed, t.away, t.steps[-1]) == ("text seed", "random", "T shuffle n=2")
    assert (t.seats[0].name, t.seats[0].last_seq, t.seats[1].level) == ("Ana", 3, "greedy")
    again.append("ABCDEF", 3, ["1 done"], 1, None, "f" * 32)
    assert again.active_tables() == [] and again.load_table("ABCDEF").final_hash == "f" * 32
    again.close()


def test_a_table_played_on_postgres_replays_from_it(dsn):
    cat = default_catalog()
    store = _fresh(dsn)
    table = Table.create(cat, "PGPGPG", [None, None], "bigbox", 31, store)
    for i in range(2):
        table.take(i, f"P{i}", token_hash(f"t{i}"))
    rng = Rng(2)
    while len(table.steps) < 80:
        seat = to_act(table.state)[0]
        acts = legal_actions(table.state, seat)
        assert table.submit(seat, encode(acts[rng.below(len(acts))]), table.actions + 1) is None
    store.conn.close()  # a lost connection is opened again for the next transaction
    seat = to_act(table.state)[0]
    assert table.submit(seat, encode(legal_actions(table.state, seat)[0]), 10**6) is None
    stored = open_storage(dsn).load_table("PGPGPG")
    again = Table.restore(cat, stored, store)
    assert again.state.to_dict() == table.state.to_dict() and again.steps == table.steps


def test_serve_keeps_its_tables_in_postgres(dsn):
    from .procs import Server, code_of, join

    _fresh(dsn).close()
    srv = Server(dsn, "-q")  # type: ignore[arg-type]
    try:
        client = join(srv.url, "--create", "--players", "2", "--fill", "random", "--bot",
                      "random", "--json")  # fmt: skip
        code = code_of(client)
        assert client.result()["over"]
    finally:
        srv.kill()
    stored = open_storage(dsn).load_table(code)
    assert stored.over and len(stored.steps) > 50


#: the layout the release before the box created (layout 1: no game column)
LAYOUT_1 = [
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE game_tables (code TEXT PRIMARY KEY, ruleset TEXT NOT NULL,
        seed TEXT NOT NULL, players INTEGER NOT NULL, setup TEXT, away TEXT,
        created DOUBLE PRECISION NOT NULL, over INTEGER NOT NULL DEFAULT 0, final_hash TEXT)""",
    """CREATE TABLE seats (code TEXT NOT NULL REFERENCES game_tables(code),
        seat INTEGER NOT NULL, kind TEXT NOT NULL, level TEXT, name TEXT, token_hash TEXT,
        last_seq BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (code, seat))""",
    """CREATE TABLE steps (code TEXT NOT NULL REFERENCES game_tables(code),
        n INTEGER NOT NULL, line TEXT NOT NULL, PRIMARY KEY (code, n))""",
    "INSERT INTO meta (key, value) VALUES ('schema', '1')",
    "INSERT INTO game_tables (code, ruleset, seed, players, created)"
    " VALUES ('OLDTAB', 'bigbox', '7', 2, 1.0)",
    "INSERT INTO seats (code, seat, kind) VALUES ('OLDTAB', 0, 'remote')",
    "INSERT INTO seats (code, seat, kind, level) VALUES ('OLDTAB', 1, 'computer', 'random')",
]


def test_a_postgres_database_of_the_last_release_is_migrated_to_its_game(dsn):
    from omg_desktop.games import registry

    with psycopg.connect(dsn, autocommit=True) as conn:
        for t in ("steps", "seats", "game_tables", "meta"):
            conn.execute(f"DROP TABLE IF EXISTS {t}")
        for statement in LAYOUT_1:
            conn.execute(statement)
    store = open_storage(dsn)
    try:
        assert store.load_table("OLDTAB").game == registry.DEFAULT
        with store.transaction() as cur:
            cur.execute("SELECT value FROM meta WHERE key = 'schema'")
            assert cur.fetchone()[0] == "2"
    finally:
        store.close()
