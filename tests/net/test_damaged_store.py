"""A damaged row in the server's SQLite file leaves that one table out, not the server.

Two tables are stored, one of them is damaged in the file (a flipped bit in a seat's
token hash, a deleted seat row, a seed that is not JSON); ``omg-desktop serve`` starts,
logs one line naming the damaged table, and the other table's seat is taken back.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from websockets.sync.client import connect

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.net.protocol import PROTOCOL
from omg_desktop.net.storage import SQLiteStorage
from omg_desktop.net.table import Table
from omg_desktop.net.tokens import token_hash
from omg_desktop.net.wire import catalog_fingerprint

from .procs import WAIT, Server

CAT = default_catalog()
DATA = catalog_fingerprint(CAT)
GOOD, BAD = "GQQD22", "BAD333"
TOKEN = "a-seat-token-of-the-good-table-0"


def _flip_a_bit(db: sqlite3.Connection) -> None:
    (h,) = db.execute("SELECT token_hash FROM seats WHERE code = ? AND seat = 0", (BAD,)).fetchone()
    raw = bytearray(h.encode())
    raw[5] ^= 0x80  # no longer UTF-8 text
    db.execute(
        "UPDATE seats SET token_hash = CAST(? AS TEXT) WHERE code = ? AND seat = 0",
        (bytes(raw), BAD),
    )


def _delete_a_seat(db: sqlite3.Connection) -> None:
    db.execute("DELETE FROM seats WHERE code = ? AND seat = 1", (BAD,))


def _seed_not_json(db: sqlite3.Connection) -> None:
    db.execute("UPDATE game_tables SET seed = '{not json' WHERE code = ?", (BAD,))


def _store_two_tables(data: Path) -> None:
    store = SQLiteStorage(data)
    try:
        for code in (GOOD, BAD):
            Table.create(CAT, code, [None, "random"], None, 7, store)
            store.take_seat(code, 0, "Ana", token_hash(TOKEN))
    finally:
        store.close()


@pytest.mark.parametrize("damage", [_flip_a_bit, _delete_a_seat, _seed_not_json])
def test_a_damaged_table_is_left_out_and_the_others_are_served(
    tmp_path, damage: Callable[[sqlite3.Connection], None]
):
    data = tmp_path / "data"
    _store_two_tables(data)
    with contextlib.closing(sqlite3.connect(data / SQLiteStorage.FILE_NAME)) as db, db:
        damage(db)
    srv = Server(data)
    try:
        assert srv.p.poll() is None
        with connect(srv.url, open_timeout=WAIT) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "data": DATA}))
            assert json.loads(ws.recv(WAIT))["type"] == "welcome"
            resume = {"type": "resume", "code": GOOD, "seat": 0, "token": TOKEN}
            ws.send(json.dumps(resume))
            reply = json.loads(ws.recv(WAIT))
            while reply["type"] not in ("joined", "refused", "error"):
                reply = json.loads(ws.recv(WAIT))
            assert reply["type"] == "joined", reply
    finally:
        srv.kill()
    lines = srv.lines["err"]
    named = [line for line in lines if BAD in line]
    assert len(named) == 1 and "damaged" in named[0], lines
    assert not any("Traceback" in line for line in lines), lines
    assert not any(GOOD in line for line in lines), lines
