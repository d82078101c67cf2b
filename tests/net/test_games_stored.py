"""A server's stored tables say which game each plays (layout 2), and the tables the last
release stored (layout 1, before the box) are Oh My Goods!'s, migrated when opened."""

from __future__ import annotations

import logging
import shutil
import sqlite3
from pathlib import Path

import pytest

from omg_desktop.games import registry
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.net.hub import Hub, LobbyError
from omg_desktop.net.storage import SCHEMA_VERSION, SQLiteStorage
from omg_desktop.net.table import Table

from .helpers import MemoryStorage

CAT = default_catalog()
RELEASE = Path(__file__).resolve().parents[1] / "fixtures" / "release-ba86305" / "server"


def _layout(path: Path) -> tuple[str, list[tuple[str, str | None]]]:
    db = sqlite3.connect(path)
    try:
        (schema,) = db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        columns = [r[1] for r in db.execute("PRAGMA table_info(game_tables)")]
        games = (
            db.execute("SELECT code, game FROM game_tables").fetchall() if "game" in columns else []
        )
    finally:
        db.close()
    return schema, games


def test_the_release_s_tables_are_migrated_to_the_default_game(tmp_path):
    folder = Path(shutil.copytree(RELEASE, tmp_path / "server"))
    assert _layout(folder / "tables.sqlite3") == ("1", [])  # as the release wrote it
    storage = SQLiteStorage(folder)
    hub = Hub(CAT, storage)
    try:
        (code,) = storage.active_codes()
        assert storage.load_table(code).game == registry.DEFAULT
        table = hub.table(code)  # replayed through the default game's record
        assert table is not None and table.table_message()["game"] == registry.DEFAULT
    finally:
        hub.close()
    assert _layout(folder / "tables.sqlite3") == (str(SCHEMA_VERSION), [(code, registry.DEFAULT)])
    again = SQLiteStorage(folder)  # opened again: migrated once, nothing more to do
    try:
        assert again.load_table(code).game == registry.DEFAULT
    finally:
        again.close()


def test_a_table_of_a_game_this_box_lacks_is_left_out_and_the_others_served(tmp_path, caplog):
    storage = SQLiteStorage(tmp_path)
    Table.create(CAT, "GQQD22", [None, "random"], None, 7, storage)
    Table.create(CAT, "NEWER3", [None, "random"], None, 8, storage)
    storage.conn.execute("UPDATE game_tables SET game = 'chess' WHERE code = 'NEWER3'")
    hub = Hub(CAT, storage)
    try:
        with caplog.at_level(logging.ERROR, logger="omg_desktop.net"):
            assert hub.restore() == 1
        assert "GQQD22" in hub.tables and "NEWER3" not in hub.tables
        assert any("NEWER3" in r.getMessage() and "chess" in r.getMessage() for r in caplog.records)
        assert storage.load_table("NEWER3") is not None  # kept for the server that has it
    finally:
        hub.close()


def test_a_create_of_a_game_the_server_does_not_host_is_refused_in_words():
    hub = Hub(CAT, MemoryStorage(), games=(registry.DEFAULT,))
    try:
        with pytest.raises(LobbyError, match=r"this server has no game 'chess' \(its games: "):
            hub.create([None, None], game="chess")
        assert hub.tables == {}
    finally:
        hub.close()
