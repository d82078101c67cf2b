"""Network games between real processes on loopback: ``omg-desktop serve`` and ``join``.

Whole games with remote computers in their own processes; a client killed with SIGKILL
that takes its seat back with its token; a server killed with SIGKILL and restarted,
whose game ends exactly as the same game played without the kill; a thousand hostile
messages over the wire; TLS; a client of another protocol version.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.net.protocol import CLOSE_VERSION, PROTOCOL
from omg_desktop.net.storage import SQLiteStorage
from omg_desktop.net.table import Table
from omg_desktop.net.wire import catalog_fingerprint

from .hostile import Context, hostile
from .procs import WAIT, Proc, Server, code_of, join, progress_step

CAT = default_catalog()
DATA = catalog_fingerprint(CAT)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """One server for the tests that do not kill it (flooding allowed: the fuzz test;
    every test's tables come from one address, loopback)."""
    srv = Server(tmp_path_factory.mktemp("server"), "--rate", "1e6", "--burst", "1e6",
                 "--wrong-codes-burst", "1000000", "--create-burst", "1000",
                 "--tables-per-address", "1000", "-q")  # fmt: skip
    yield srv
    srv.kill()


@pytest.fixture
def procs():
    """Every process a test starts is killed when it ends, whatever happened."""
    started: list[Proc] = []
    yield started
    for p in started:
        p.kill()


def test_a_whole_game_between_three_processes(server, procs):
    host = join(server.url, "--create", "--players", "3", "--seed", "5", "--bot", "random",
                "--json")  # fmt: skip
    procs.append(host)
    code = code_of(host)
    procs += [
        join(server.url, "--code", code, "--bot", level, "--json") for level in ("greedy", "random")
    ]
    results = [p.result() for p in procs]
    assert sorted(r["seat"] for r in results) == [0, 1, 2]
    assert all(r["over"] and r["code"] == code for r in results)
    assert len({json.dumps(r["scores"]) for r in results}) == 1 and len(results[0]["scores"]) == 3
    assert len({r["final_view"] for r in results}) == 3  # each saw its own view
    # (not an update an action: another seat's secret assistant move sends nothing)
    assert all(r["messages"] > 50 and r["step"] > 50 for r in results)


def test_fill_gives_the_other_seats_to_the_servers_computers(server, procs):
    procs.append(join(server.url, "--create", "--players", "4", "--fill", "random", "--bot",
                      "random", "--json"))  # fmt: skip
    code = code_of(procs[0])
    result = procs[0].result()
    assert result["over"] and result["seat"] == 0 and result["code"] == code
    assert len(result["scores"]) == 4 and result["messages"] > 50 and result["step"] > 50


def test_a_killed_client_takes_its_seat_back_with_its_token(server, procs, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    procs.append(join(server.url, "--create", "--players", "2", "--seed", "9", "--bot", "random",
                      "--seat-file", str(a), "--json"))  # fmt: skip
    code = code_of(procs[0])
    first = join(
        server.url, "--code", code, "--bot", "random", "--seat-file", str(b), "-v", "--json"
    )
    procs.append(first)
    first.wait_line(lambda s: (progress_step(s) or 0) >= 30, stream="err")
    first.kill()  # SIGKILL, mid-game: the table waits for the seat
    assert oct(b.stat().st_mode & 0o777) == "0o600"
    again = join(
        server.url, "--code", code, "--bot", "random", "--seat-file", str(b), "-v", "--json"
    )
    procs.append(again)
    resumed_at = progress_step(again.wait_line(lambda s: progress_step(s) is not None, "err"))
    assert resumed_at >= 30  # the full current view, not a new game
    mine, theirs = again.result(), procs[0].result()
    assert mine["seat"] == 1 and mine["over"] and theirs["over"]
    assert mine["scores"] == theirs["scores"]


def _final_hash(data: Path) -> tuple[str, int]:
    """The finished table's final state hash (from storage) and its record's length."""
    store = SQLiteStorage(data)
    try:
        (code,) = [r[0] for r in store.conn.execute("SELECT code FROM game_tables")]
        stored = store.load_table(code)
        table = Table.restore(CAT, stored, store)  # the record replays, and ends in the hash
        assert stored.over and state_hash(table.state) == stored.final_hash
        return stored.final_hash, table.actions
    finally:
        store.close()


def _two_clients(url: str, tmp: Path) -> tuple[Proc, Proc]:
    host = join(url, "--create", "--players", "2", "--seed", "77", "--bot", "random",
                "--bot-seed", "a", "--seat-file", str(tmp / "a.json"), "-v", "--json")  # fmt: skip
    code = code_of(host)
    guest = join(url, "--code", code, "--bot", "greedy", "--bot-seed", "b",
                 "--seat-file", str(tmp / "b.json"), "-v", "--json")  # fmt: skip
    return host, guest


def test_a_killed_server_restarts_and_the_game_ends_as_without_the_kill(tmp_path, procs):
    # the game played straight through
    calm = tmp_path / "calm"
    calm.mkdir()
    srv = Server(calm / "data", "-q")
    procs.append(srv)
    clients = _two_clients(srv.url, calm)
    procs += clients
    straight = [c.result() for c in clients]
    srv.kill()

    # the same game, the server killed with SIGKILL in the middle and started again
    rough = tmp_path / "rough"
    rough.mkdir()
    srv = Server(rough / "data", "-q")
    procs.append(srv)
    clients = _two_clients(srv.url, rough)
    procs += clients
    clients[1].wait_line(lambda s: (progress_step(s) or 0) >= 40, stream="err")
    srv.kill()
    again = Server(rough / "data", "-q", port=srv.port)
    procs.append(again)
    for c in clients:
        c.wait_line(lambda s: s.startswith("seat: reconnected"), stream="err")
    killed = [c.result() for c in clients]
    again.kill()

    for calm_r, rough_r in zip(straight, killed, strict=True):
        assert rough_r["over"] and rough_r["reconnects"] >= 1
        for key in ("seat", "scores", "winners", "step", "final_view", "actions"):
            assert rough_r[key] == calm_r[key], key
    assert _final_hash(calm / "data") == _final_hash(rough / "data")


# ---- hostile messages over the wire --------------------------------------------------------


class Seat:
    """A raw WebSocket connection playing a seat (no client library: the wire itself)."""

    def __init__(self, url: str, stack: contextlib.ExitStack) -> None:
        self.url = url
        self.stack = stack
        self.ws = self._open()
        self.update: dict[str, Any] | None = None

    def _open(self) -> ClientConnection:
        opened = connect(self.url, max_size=2**20, open_timeout=WAIT, compression=None)
        ws = self.stack.enter_context(opened)
        ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "data": DATA}))
        assert json.loads(ws.recv(WAIT))["type"] == "welcome"
        return ws

    def ask(self, msg: dict[str, Any] | str, until: str) -> dict[str, Any]:
        """Send ``msg``; the first reply of type ``until`` (or ``refused``)."""
        self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))
        return self.read(lambda m: m["type"] in (until, "refused"))

    def read(self, pred) -> dict[str, Any]:
        while True:
            m = json.loads(self.ws.recv(WAIT))
            if m["type"] == "update":
                self.update = m
            if pred(m):
                return m

    def take(self, code: str, seat: int, token: str) -> None:
        self.ask({"type": "resume", "code": code, "seat": seat, "token": token}, "joined")
        self.read(lambda m: m["type"] == "update")


def _after(msg: dict[str, Any], step: int) -> bool:
    return msg["type"] == "update" and msg["step"] > step


def _play_to(seats: list[Seat], stop, first_seq: int) -> None:
    """Both seats play random legal actions (one each turn) until ``stop(update)``: no
    secret assistant move, so that every action brings both seats an update (a secret one
    brings the other seat nothing: tests/net/test_hidden_moves.py)."""
    rng, seqs = Rng(5), [first_seq, first_seq]
    while not stop(seats[0].update):
        i = next(i for i, s in enumerate(seats) if s.update["actions"])
        step = seats[i].update["step"]
        acts = [a for a in seats[i].update["actions"] if a.split()[1] != "move"]
        seqs[i] += 1
        act = {"type": "act", "seq": seqs[i], "action": acts[rng.below(len(acts))]}
        seats[i].ws.send(json.dumps(act))
        for s in seats:
            m = s.read(lambda m, at=step: m["type"] == "refused" or _after(m, at))
            assert m["type"] == "update", m


def test_a_thousand_hostile_messages_over_the_wire_change_nothing(server):
    with contextlib.ExitStack() as stack:
        _fuzz(server, stack)


def _fuzz(server: Server, stack: contextlib.ExitStack) -> None:
    host = Seat(server.url, stack)
    code = host.ask({"type": "create", "seats": [None, None], "seed": 13}, "created")["code"]
    tokens = [host.ask({"type": "join", "code": code, "name": "Ana"}, "joined")["token"]]
    guest = Seat(server.url, stack)
    tokens.append(guest.ask({"type": "join", "code": code, "name": "Bo"}, "joined")["token"])
    seats = [host, guest]
    for s in seats:
        s.update = s.update or s.read(lambda m: m["type"] == "update")
    _play_to(seats, lambda u: u["view"]["phase"] == "production", first_seq=1000)
    turn = seats[0].update["view"]["turn"]
    waiting = 1 - turn
    before = [s.update for s in seats]
    fuzz, lobby = seats[waiting], Seat(server.url, stack)
    ctx = Context(code, waiting, tokens[waiting], turn, before[turn]["actions"],
                  [f"{waiting} done", f"{waiting} exchange swap=1"], last_seq=1000)  # fmt: skip
    refused = closed = 0
    hostile_list = list(hostile(Rng(11), ctx, 995))
    hostile_list += [("seat", "x" * 70_000, "frame too big")] * 5  # > the frame limit
    for target, text, kind in hostile_list:
        conn = fuzz if target == "seat" else lobby
        try:
            conn.ws.send(text)
            reply = conn.read(lambda m: m["type"] in ("refused", "error", "joined"))
            assert reply["type"] == "refused", (kind, text[:80], reply)
            assert "error on its side" not in reply["reason"]
            refused += 1
        except ConnectionClosed as exc:  # too big a frame, or too many bad messages
            assert exc.rcvd is not None and exc.rcvd.code in (1009, 4003), exc
            closed += 1
            conn.ws = conn._open()
            if conn is fuzz:
                conn.take(code, waiting, tokens[waiting])
    assert refused + closed == 1000 and closed >= 5
    assert server.p.poll() is None  # still serving
    for i in range(len(seats)):
        fresh = Seat(server.url, stack)
        fresh.take(code, i, tokens[i])
        assert (fresh.update["step"], fresh.update["view"]) == (
            before[i]["step"],
            before[i]["view"],
        )
        seats[i] = fresh
    _play_to(seats, lambda u: u["over"], first_seq=10**6)  # the game still plays to its end
    assert seats[0].update["scores"] == seats[1].update["scores"]


def test_a_client_of_another_protocol_version_is_told_so(server):
    with connect(server.url, open_timeout=WAIT) as ws:
        ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL + 1, "data": DATA}))
        reply = json.loads(ws.recv(WAIT))
        assert reply["type"] == "error" and reply["code"] == "protocol"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(WAIT)
    assert closed.value.rcvd.code == CLOSE_VERSION


def test_the_health_check_answers(server):
    import urllib.request

    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/health", timeout=WAIT) as r:
        assert r.read() == b"ok\n"


# ---- TLS ------------------------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl program")
def test_a_game_over_tls(tmp_path, procs):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
         "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=WAIT,
    )  # fmt: skip
    srv = Server(tmp_path / "data", "--cert", str(cert), "--key", str(key), "-q")
    procs.append(srv)
    assert srv.url.startswith("wss://")
    untrusted = join(srv.url, "--create", "--players", "2", "--fill", "random", "--bot", "random")
    procs.append(untrusted)
    assert untrusted.finish() == 1
    assert any("certificate" in line for line in untrusted.lines["err"]), untrusted
    assert not any("Traceback" in line for line in untrusted.lines["err"])
    trusted = join(srv.url, "--create", "--players", "2", "--fill", "random", "--bot", "random",
                   "--cafile", str(cert), "--json")  # fmt: skip
    procs.append(trusted)
    assert trusted.result()["over"]
    with sqlite3.connect(tmp_path / "data" / SQLiteStorage.FILE_NAME) as db:
        assert db.execute("SELECT count(*) FROM game_tables").fetchone() == (1,)


def test_the_threaded_client_plays_a_game_from_another_thread(server):
    """What the window will use: calls from this thread, events in a queue."""
    import queue

    from omg_desktop.net.client import Closed, Updated
    from omg_desktop.net.threaded import ThreadedClient

    client = ThreadedClient(server.url, data=DATA)
    client.start()
    try:
        client.connect().result(WAIT)
        created = client.create([None, "random"], seed=3).result(WAIT)
        ticket = client.join(created.code, "Ana").result(WAIT)
        assert ticket.seat == 0 and ticket.code == created.code
        rng, seen = Rng(1), set()
        while True:
            try:
                event = client.events.get(timeout=WAIT)
            except queue.Empty:
                raise AssertionError("no event from the network thread") from None
            seen.add(type(event).__name__)
            if isinstance(event, Updated):
                u = event.update
                if u.over:
                    break
                if u.actions:
                    assert u.view(CAT).viewer == 0 and all(e.kind for e in u.events())
                    client.act(u.actions[rng.below(len(u.actions))]).result(WAIT)
        assert {"TableChanged", "Updated"} <= seen and u.scores
    finally:
        client.close()
    rest = []
    while not client.events.empty():
        rest.append(client.events.get_nowait())
    assert isinstance(rest[-1], Closed) and rest[-1].error is None
