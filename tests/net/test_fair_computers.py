"""One client's busy tables cannot starve another's computers.

The computers' decisions share two threads through a :class:`FairPool`: one decision
a table at a time, round-robin between client addresses, then tables. The unit tests
count which decision a fake executor is handed, in order; the process test gives one
address six tables of Hard computers and checks, from the server's log, that another
address's Beginner is the next to think once it waits. Nothing is timed.
"""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import Executor, Future

from omg_desktop.net.hub import Hub, HubLimits, LobbyError
from omg_desktop.net.thinking import FairPool

from .helpers import MemoryStorage
from .procs import Server
from .rawclient import Raw
from .test_session import CAT


class HandOperated(Executor):
    """An executor whose calls run only when the test says so, in the order handed."""

    def __init__(self) -> None:
        self.handed: list[tuple[object, Future]] = []

    def submit(self, fn, /, *args, **kwargs) -> Future:
        future: Future = Future()
        self.handed.append((fn, future))
        return future

    def labels(self) -> list[str]:
        return [fn() for fn, _ in self.handed]

    def running(self) -> list[str]:
        return [fn() for fn, future in self.handed if not future.done()]

    async def finish(self, pool: FairPool, label: str, results: dict) -> None:
        fn, future = next((f, fut) for f, fut in self.handed if f() == label)
        future.set_result(fn())
        await results[label]  # (its result is back on the loop: the pool moved on)


def _label(text: str):
    return lambda: text


def test_a_waiting_client_is_served_before_the_busy_ones_queued_decisions():
    async def scenario() -> list[str]:
        executor = HandOperated()
        pool = FairPool(executor, workers=2)
        results = {}
        for t in range(1, 7):  # one address, six tables, two decisions each
            for d in "ab":
                label = f"A{t}{d}"
                results[label] = pool.submit("A", f"T{t}", _label(label))
        assert executor.labels() == ["A1a", "A2a"]  # one decision a table at a time
        results["B"] = pool.submit("B", "TB", _label("B"))
        assert len(pool) == 11
        await executor.finish(pool, "A1a", results)
        assert executor.labels()[-1] == "B"  # the next free thread: the other address
        await executor.finish(pool, "A2a", results)
        await executor.finish(pool, "B", results)
        while executor.running():  # each ends in the order it started
            await executor.finish(pool, executor.running()[0], results)
        assert len(pool) == 0
        return executor.labels()

    order = asyncio.run(scenario())
    assert order[:3] == ["A1a", "A2a", "B"]
    assert order[3:7] == ["A3a", "A4a", "A5a", "A6a"]  # then round the busy one's tables
    assert sorted(order) == sorted([f"A{t}{d}" for t in range(1, 7) for d in "ab"] + ["B"])
    for t in range(1, 7):  # a table's second decision after its first
        assert order.index(f"A{t}a") < order.index(f"A{t}b")


def test_a_decision_no_longer_wanted_is_dropped_unthought():
    async def scenario() -> tuple[list[str], bool]:
        executor = HandOperated()
        pool = FairPool(executor, workers=1)
        first = pool.submit("A", "T1", _label("first"))
        stale = pool.submit("A", "T2", _label("stale"), wanted=lambda: False)
        last = pool.submit("B", "T3", _label("last"))
        await executor.finish(pool, "first", {"first": first})
        await executor.finish(pool, "last", {"last": last})
        return executor.labels(), stale.cancelled()

    labels, cancelled = asyncio.run(scenario())
    assert labels == ["first", "last"] and cancelled


def test_an_address_may_hold_only_so_many_tables_of_hard_computers():
    hub = Hub(CAT, MemoryStorage(), HubLimits(hard_tables_per_address=2))
    for _ in range(2):
        hub.create([None, "montecarlo"], owner="203.0.113.1")
    try:
        hub.create([None, None], away="montecarlo", owner="203.0.113.1")
    except LobbyError as exc:
        assert "Hard computer" in str(exc)
    else:
        raise AssertionError("a third table of Hard computers was made")
    hub.create([None, "heuristic"], owner="203.0.113.1")  # other levels: still
    hub.create([None, "montecarlo"], owner="203.0.113.2")  # another address: still
    hub.close()


# ---- a real server ---------------------------------------------------------------------

WAITS = re.compile(r"computer for table (\w+) \((\S+)\) waits; (\d+) waiting before it")
THINKS = re.compile(r"computer for table (\w+) thinks")


def test_another_address_is_served_next_on_a_real_server(tmp_path):
    srv = Server(tmp_path / "data", "--trust-forwarded", "-v", "--away-after", "0",
                 "--hard-tables-per-address", "6")  # fmt: skip
    clients: list[Raw] = []
    try:
        busy = []
        for _ in range(6):  # one address: six tables of Hard computers, its people away
            maker = Raw(srv.url, "203.0.113.1")
            clients.append(maker)
            code = maker.create([None, "montecarlo", "montecarlo", "montecarlo"],
                                away="montecarlo")["code"]  # fmt: skip
            assert maker.ask({"type": "join", "code": code, "name": "A"})["type"] == "joined"
            busy.append(code)
        other = Raw(srv.url, "198.51.100.7")
        clients.append(other)
        mine = other.create([None, "random"])["code"]
        assert other.ask({"type": "join", "code": mine, "name": "B"})["type"] == "joined"

        queued = srv.wait_line(lambda s: (m := WAITS.search(s)) is not None
                               and m.group(1) == mine, "err")  # fmt: skip
        m = WAITS.search(queued)
        assert m is not None and int(m.group(3)) >= 1, queued  # the busy tables' wait
        first = srv.wait_line(lambda s: THINKS.search(s) is not None, "err")
        assert f"table {mine} thinks" in first  # before any of theirs
    finally:
        for c in clients:
            c.close()
        srv.kill()
