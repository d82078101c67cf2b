"""Message checks, the token bucket, codes and tokens, and the SQLite storage."""

from __future__ import annotations

import json
import sqlite3

import pytest

from omg_desktop.net.protocol import (
    CLIENT_MESSAGES,
    CODE_ALPHABET,
    MAX_CLIENT_MESSAGE,
    BadMessage,
    parse,
)
from omg_desktop.net.ratelimit import TokenBucket
from omg_desktop.net.storage import (
    SCHEMA_VERSION,
    CodeTaken,
    SQLiteStorage,
    StorageError,
    StoredSeat,
    StoredTable,
)
from omg_desktop.net.stores import open_storage
from omg_desktop.net.tokens import new_code, new_token, token_hash, token_matches

GOOD = [
    {"type": "hello", "protocol": 1, "data": "abc", "program": "omg-desktop 0.1.0"},
    {"type": "create", "seats": [None, "random"], "ruleset": "classic", "seed": 5},
    {"type": "create", "seats": [None], "seed": "a text seed", "away": "greedy"},
    {"type": "join", "code": "k7qx2m", "name": "  Ana  "},
    {"type": "resume", "code": "K7QX2M", "seat": 3, "token": "A" * 32},
    {"type": "act", "seq": 1, "action": "0 done"},
]


@pytest.mark.parametrize("msg", GOOD)
def test_good_messages_pass(msg):
    out = parse(json.dumps(msg))
    assert out["type"] == msg["type"]


def test_parse_normalises_codes_and_names():
    assert parse(json.dumps(GOOD[3])) == {"type": "join", "code": "K7QX2M", "name": "Ana"}


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("x" * (MAX_CLIENT_MESSAGE + 1), "too long"),
        (b'{"type": "act"}', "binary"),
        ("{", "not JSON"),
        ('{"type": "act", "seq": NaN, "action": "x"}', "NaN"),
        ("[]", "JSON object"),
        ('{"type": "act", "seq": true, "action": "x"}', "whole number"),
        ('{"type": "act", "seq": 1.0, "action": "x"}', "whole number"),
        ('{"type": "act", "seq": 0, "action": "x"}', "between 1"),
        ('{"type": "act", "seq": 1, "action": "x\\u0000"}', "printable"),
        ('{"type": "act", "seq": 1, "action": "' + "x" * 300 + '"}', "at most 256"),
        ('{"type": "join", "code": "ABCDE1", "name": "x"}', "letters and digits"),
        ('{"type": "join", "code": "ABCDEF", "name": "' + "x" * 25 + '"}', "1 to 24"),
        ('{"type": "resume", "code": "ABCDEF", "seat": 0, "token": "short"}', "wrong form"),
        ('{"type": "create", "seats": []}', "1 to 8"),
        ('{"type": "create", "seats": [null], "seed": -1}', "between 0"),
        ('{"type": "create", "seats": [null], "away": "God!"}', "wrong form"),
        ('{"type": "nope"}', "unknown message type"),
        ('{"type": "act", "seq": 1}', "missing field"),
    ],
)
def test_bad_messages_are_refused_with_a_reason(raw, reason):
    with pytest.raises(BadMessage, match=reason):
        parse(raw)


def test_every_message_type_has_its_fields_listed():
    assert set(CLIENT_MESSAGES) == {"hello", "create", "join", "resume", "act", "say"}


def test_the_token_bucket_refills_with_the_injected_clock():
    now = [0.0]
    bucket = TokenBucket(rate=4, burst=2, clock=lambda: now[0])
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    assert bucket.wait_time() == pytest.approx(0.25)
    now[0] = 0.25
    assert bucket.take() and not bucket.take()
    now[0] = 100.0  # a long pause gives back the burst, no more
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    with pytest.raises(ValueError):
        TokenBucket(rate=0, burst=1)


def test_codes_and_tokens():
    codes = {new_code() for _ in range(200)}
    assert len(codes) > 190 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    token = new_token()
    assert len(token) == 32 and token_matches(token, token_hash(token))
    assert not token_matches(token + "x", token_hash(token)) and not token_matches(token, None)
    assert token not in token_hash(token)


def _table(code="ABCDEF") -> StoredTable:
    return StoredTable(
        code=code,
        ruleset="bigbox",
        seed=12,
        players=2,
        seats=[StoredSeat(0, "remote"), StoredSeat(1, "computer", level="random")],
        steps=["T reveal c=1 r=0"],
        away="greedy",
    )


def test_sqlite_storage_round_trip(tmp_path):
    store = SQLiteStorage(tmp_path / "srv")
    store.create_table(_table())
    store.take_seat("ABCDEF", 0, "Ana", "b" * 64)
    store.append("ABCDEF", 1, ["0 done", "T shuffle n=3"], 0, 7, None)
    with pytest.raises(CodeTaken):
        store.create_table(_table())
    store.close()
    again = open_storage(tmp_path / "srv")
    (t,) = again.active_tables()
    assert t.steps == ["T reveal c=1 r=0", "0 done", "T shuffle n=3"] and t.seed == 12
    assert (t.seats[0].name, t.seats[0].last_seq, t.seats[1].level) == ("Ana", 7, "random")
    again.append("ABCDEF", 3, ["1 done"], 1, None, "f" * 32)
    assert again.active_tables() == [] and again.load_table("ABCDEF").over
    assert again.load_table("NOPE22") is None


def test_an_append_is_one_transaction(tmp_path):
    store = SQLiteStorage(tmp_path)
    store.create_table(_table())
    with pytest.raises(sqlite3.IntegrityError):  # its 2nd line is step 0, which exists
        store.append("ABCDEF", -1, ["0 done", "1 done"], 0, 5, None)
    t = store.load_table("ABCDEF")
    assert t.steps == ["T reveal c=1 r=0"] and t.seats[0].last_seq == 0


def test_a_database_of_a_newer_server_is_refused(tmp_path):
    SQLiteStorage(tmp_path).close()
    conn = sqlite3.connect(tmp_path / SQLiteStorage.FILE_NAME)
    conn.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION + 1),))
    conn.commit()
    conn.close()
    with pytest.raises(StorageError, match="newer server"):
        SQLiteStorage(tmp_path)


def test_a_damaged_database_is_named(tmp_path):
    (tmp_path / SQLiteStorage.FILE_NAME).write_bytes(b"not a database" * 100)
    with pytest.raises(StorageError, match="tables.sqlite3"):
        SQLiteStorage(tmp_path)


def test_two_servers_cannot_share_one_folder(tmp_path):
    first = SQLiteStorage(tmp_path)
    with pytest.raises(StorageError, match="another server"):
        SQLiteStorage(tmp_path)
    first.close()
    SQLiteStorage(tmp_path).close()  # free again once the first is closed
