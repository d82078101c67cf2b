"""The server's computers think on a few threads, shared fairly between tables and clients.

:class:`FairPool` runs at most ``workers`` decisions at once. Each decision belongs to a
table, and each table to a *group* (the client address that made it): a table has one
decision thinking at a time (its others wait their turn), and a free thread takes the
next decision round-robin — first between groups, then between that group's tables. So
twenty busy tables made by one client share a thread's time with one table of another
client, which never waits behind them. A decision no longer wanted when its turn comes
(a person took the seat back, say) is dropped unthought.

Runs on the server's event loop; only the thinking itself happens on the threads.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("omg_desktop.net")


@dataclass
class _Job:
    table: str
    call: Callable[[], Any]
    wanted: Callable[[], bool]
    future: asyncio.Future


class FairPool:
    """Decisions by group and table, served fairly; see the module's docstring."""

    def __init__(self, executor: Executor, workers: int) -> None:
        self.executor = executor
        self.workers = workers
        self.running = 0
        self.busy: dict[str, str] = {}  # table -> its group, while a decision thinks
        #: by group, by table, the decisions waiting
        self.waiting: dict[str, dict[str, deque[_Job]]] = {}
        #: when each group and table was last served (a count of decisions started);
        #: kept while it has a decision waiting or thinking — one never served goes first
        self.served: dict[str, int] = {}
        self.started = 0

    def __len__(self) -> int:
        """Decisions waiting (not thinking yet)."""
        return sum(len(q) for tables in self.waiting.values() for q in tables.values())

    def submit(
        self,
        group: str,
        table: str,
        call: Callable[[], Any],
        wanted: Callable[[], bool] = lambda: True,
    ) -> asyncio.Future:
        """Think ``call()`` on a thread when its turn comes: its result, as a future of
        the loop (cancelled when it is no longer ``wanted()`` at its turn)."""
        future = asyncio.get_running_loop().create_future()
        log.debug("computer for table %s (%s) waits; %d waiting before it", table, group,
                  len(self))  # fmt: skip
        tables = self.waiting.setdefault(group, {})
        tables.setdefault(table, deque()).append(_Job(table, call, wanted, future))
        self._pump()
        return future

    def _next(self) -> _Job | None:
        """The next decision to think: the group served longest ago (never: first)
        with a table free to think, then its table served longest ago."""
        best: tuple[int, int, str, str] | None = None
        for group, tables in self.waiting.items():
            for table in tables:
                if table in self.busy:
                    continue
                key = (self.served.get("g:" + group, -1), self.served.get("t:" + table, -1))
                if best is None or key < best[:2]:
                    best = (*key, group, table)
        if best is None:
            return None
        group, table = best[2], best[3]
        queue = self.waiting[group][table]
        job = queue.popleft()
        if not queue:
            del self.waiting[group][table]
            if not self.waiting[group]:
                del self.waiting[group]
        self.started += 1
        self.served["g:" + group] = self.served["t:" + table] = self.started
        self.busy[table] = group
        return job

    def _forget(self, group: str, table: str) -> None:
        """Drop the turns of a group or table with nothing waiting or thinking."""
        if table not in self.busy and table not in self.waiting.get(group, {}):
            self.served.pop("t:" + table, None)
        if group not in self.waiting and group not in self.busy.values():
            self.served.pop("g:" + group, None)

    def _pump(self) -> None:
        while self.running < self.workers:
            job = self._next()
            if job is None:
                return
            if job.future.cancelled() or not job.wanted():
                group = self.busy.pop(job.table)
                self._forget(group, job.table)
                job.future.cancel()
                continue
            self.running += 1
            log.debug("computer for table %s thinks", job.table)
            loop = asyncio.get_running_loop()
            done = loop.run_in_executor(self.executor, job.call)
            done.add_done_callback(functools.partial(self._done, job))

    def _done(self, job: _Job, done: asyncio.Future) -> None:
        self.running -= 1
        group = self.busy.pop(job.table)
        self._forget(group, job.table)
        if not job.future.cancelled():
            if done.cancelled():
                job.future.cancel()
            elif done.exception() is not None:
                job.future.set_exception(done.exception())  # type: ignore[arg-type]
            else:
                job.future.set_result(done.result())
        self._pump()

    def close(self) -> None:
        """Drop every waiting decision (their futures are cancelled)."""
        for tables in self.waiting.values():
            for queue in tables.values():
                for job in queue:
                    job.future.cancel()
        self.waiting.clear()
