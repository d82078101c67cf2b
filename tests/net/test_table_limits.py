"""One client cannot fill a server with tables (``--max-tables``), not even for a while.

Each client address may hold ``tables_per_address`` unfinished tables and make
``create_burst`` at once, then ``creates_per_minute``; a table nobody played (no
action, at most one person ever sat, nobody there) expires ``unplayed_expiry`` seconds
after its stored creation time — also across a restart. The unit tests drive a clock
of their own; the process tests give ``serve`` small limits and wait on its answers
and log lines, never on the clock.
"""

from __future__ import annotations

import json

from omg_desktop.net.hub import Hub, HubLimits
from omg_desktop.net.protocol import PROTOCOL
from omg_desktop.net.session import Session
from omg_desktop.net.storage import SQLiteStorage

from .helpers import MemoryStorage, RecordingLink
from .procs import Server
from .rawclient import Raw
from .test_session import CAT, DATA, Clock

A, B, C = "203.0.113.1", "203.0.113.2", "198.51.100.7"


class Client:
    """A session from one address, without a socket."""

    def __init__(self, hub: Hub, address: str | None) -> None:
        self.link = RecordingLink()
        self.session = Session(hub, self.link, "omg-desktop test", DATA, address=address)
        self.ask({"type": "hello", "protocol": PROTOCOL, "data": DATA})

    def ask(self, msg: dict) -> dict:
        before = len(self.link.sent)
        self.session.receive(json.dumps(msg))
        return json.loads(self.link.sent[before])

    def create(self, seats=(None, None)) -> dict:
        return self.ask({"type": "create", "seats": list(seats)})


def _hub(clock: Clock, storage=None, **limits) -> Hub:
    return Hub(CAT, storage or MemoryStorage(), HubLimits(**limits), clock=clock)


def test_an_address_holds_only_so_many_unfinished_tables():
    hub = _hub(Clock(), tables_per_address=2)
    first, second = Client(hub, A), Client(hub, A)  # two connections, one address
    assert first.create()["type"] == "created"
    assert second.create()["type"] == "created"
    refused = first.create()
    assert refused["type"] == "refused" and "unfinished tables" in refused["reason"]
    assert "retry_after" not in refused
    assert Client(hub, B).create()["type"] == "created"  # another address is not held back
    assert Client(hub, None).create()["type"] == "created"  # the server's own: no limit


def test_an_address_makes_a_burst_of_tables_then_a_few_a_minute():
    clock = Clock()
    hub = _hub(clock, create_burst=3, creates_per_minute=1)
    client = Client(hub, A)
    for _ in range(3):
        assert client.create()["type"] == "created"
    refused = Client(hub, A).create()
    assert refused["type"] == "refused" and "wait" in refused["reason"]
    assert refused["retry_after"] == 60
    clock.now += 59
    assert client.create()["type"] == "refused"
    clock.now += 1
    assert client.create()["type"] == "created"
    assert client.create()["type"] == "refused"
    assert len(hub.tables) == 4


def test_a_table_nobody_played_expires_and_its_code_leads_nowhere():
    clock = Clock()
    hub = _hub(clock, unplayed_expiry=100)
    maker = Client(hub, A)
    alone = maker.create()["code"]  # its maker sat and left
    assert maker.ask({"type": "join", "code": alone, "name": "Ana"})["type"] == "joined"
    maker.session.closed()
    waiting = Client(hub, A)  # its maker sits there still
    kept = waiting.create()["code"]
    waiting.ask({"type": "join", "code": kept, "name": "Bea"})
    two = Client(hub, B).create()["code"]  # two people sat: a game with friends
    for name in ("Cid", "Dan"):
        sitter = Client(hub, B)
        sitter.ask({"type": "join", "code": two, "name": name})
        sitter.session.closed()
    empty = Client(hub, B).create()["code"]  # nobody ever sat
    clock.now += 99
    assert hub.expire_unplayed() == []
    clock.now += 1
    assert sorted(hub.expire_unplayed()) == sorted([alone, empty])
    assert set(hub.tables) == {kept, two}
    assert set(hub.storage.tables) == {kept, two}
    late = Client(hub, C).ask({"type": "join", "code": alone, "name": "Eve"})
    assert late["type"] == "refused"


def test_expiry_counts_from_the_stored_creation_time_across_a_restart(tmp_path):
    clock = Clock()
    hub = _hub(clock, SQLiteStorage(tmp_path), unplayed_expiry=100)
    code = Client(hub, A).create()["code"]
    hub.storage.close()

    clock.now += 99  # a restart before the expiry: the table is back
    hub = _hub(clock, SQLiteStorage(tmp_path), unplayed_expiry=100)
    assert hub.restore() == 1 and code in hub.tables
    hub.storage.close()

    clock.now += 1  # a restart after it: dropped at start, from storage too
    hub = _hub(clock, SQLiteStorage(tmp_path), unplayed_expiry=100)
    assert hub.restore() == 0
    assert hub.storage.load_table(code) is None
    hub.storage.close()


# ---- a real server ---------------------------------------------------------------------


def test_one_address_cannot_fill_a_real_server(tmp_path):
    srv = Server(tmp_path / "data", "--trust-forwarded", "--max-tables", "4",
                 "--tables-per-address", "3", "--create-burst", "2",
                 "--creates-per-minute", "0.5", "-q")  # fmt: skip
    clients: list[Raw] = []
    try:
        flood = Raw(srv.url, A)
        clients.append(flood)
        answers = [flood.create([None, None]) for _ in range(5)]
        assert [a["type"] for a in answers] == ["created"] * 2 + ["refused"] * 3
        assert "your address made many tables" in answers[2]["reason"]
        assert answers[2]["retry_after"] > 0
        again = Raw(srv.url, A)  # a new connection from the same address: the same
        clients.append(again)
        assert again.create([None, None])["type"] == "refused"
        other = Raw(srv.url, B)
        clients.append(other)
        assert other.create([None, None])["type"] == "created"
    finally:
        for c in clients:
            c.close()
        srv.kill()


def test_tables_nobody_played_expire_on_a_real_server_and_after_its_restart(tmp_path):
    data = tmp_path / "data"
    srv = Server(data, "--trust-forwarded", "--max-tables", "2", "-q")
    try:
        played = Raw(srv.url, A).create([None, None])["code"]
        for name in ("Ana", "Bea"):  # two people sit: a game, which never expires
            sitter = Raw(srv.url, A)
            assert sitter.ask({"type": "join", "code": played, "name": name})["type"] == "joined"
            sitter.close()
        unplayed = Raw(srv.url, B).create([None, None])["code"]
        full = Raw(srv.url, C).create([None, None])
        assert full["type"] == "refused" and "as many tables" in full["reason"]
    finally:
        srv.kill()

    # started again with a short expiry: the unplayed table's stored creation time is
    # older than that by now, so it is dropped at start; the game is kept
    srv = Server(data, "--trust-forwarded", "--max-tables", "2", "--unplayed-expiry", "0.01")
    try:
        srv.wait_line(lambda s: f"table {unplayed} expired" in s, "err")
        newcomer = Raw(srv.url, C)
        assert newcomer.create([None, None])["type"] == "created"
        assert newcomer.create([None, None])["type"] == "refused"  # full again: the game stays
        gone = newcomer.ask({"type": "join", "code": unplayed, "name": "Eve"})
        assert gone["type"] == "refused"
    finally:
        srv.kill()


def test_a_table_left_unplayed_expires_while_the_server_runs(tmp_path):
    srv = Server(tmp_path / "data", "--unplayed-expiry", "0.2")
    try:
        maker = Raw(srv.url)
        code = maker.create([None, None])["code"]
        assert maker.ask({"type": "join", "code": code, "name": "Ana"})["type"] == "joined"
        maker.close()
        srv.wait_line(lambda s: f"table {code} expired" in s, "err")
        late = Raw(srv.url)
        assert late.ask({"type": "join", "code": code, "name": "Bea"})["type"] == "refused"
    finally:
        srv.kill()
