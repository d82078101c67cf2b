"""Moves stored off the event loop, for a storage with a thread of its own (PostgreSQL).

A storage that has an ``executor`` (:class:`.postgres.PostgresStorage`) is written on
that thread: :meth:`OffLoopMoves.submit` checks a move, awaits its storing there and
only then plays it (:meth:`.table.Table.check`, :meth:`~.table.Table.played`), so the
event loop serves every other table meanwhile. A table's moves go one at a time, in
the order they came; a storing once begun ends and is played even if the connection
that sent it is gone. Storages without a thread (SQLite, the tests' memory) are
called directly: :meth:`.table.Table.submit`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import Any

from .table import Table


class OffLoopMoves:
    """Tables' moves stored on ``writer``; see the module's docstring."""

    def __init__(self, writer: Executor) -> None:
        self.writer = writer
        self._turns: dict[str, asyncio.Lock] = {}
        self._running: set[asyncio.Task] = set()

    async def submit(
        self,
        table: Table,
        seat: int,
        text: str,
        seq: int | None,
        still: Callable[[], bool] | None = None,
    ) -> str | None:
        """As :meth:`.table.Table.submit`, storing on ``writer``. ``still``: checked
        when the table's turn comes; if False the move is dropped (None, nothing
        happens)."""
        return await asyncio.shield(self.start(self._in_turn(table, seat, text, seq, still)))

    def start(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task:
        """Run ``work`` as a task that is kept until it ends."""
        task = asyncio.get_running_loop().create_task(work)
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        return task

    async def _in_turn(
        self,
        table: Table,
        seat: int,
        text: str,
        seq: int | None,
        still: Callable[[], bool] | None,
    ) -> str | None:
        turn = self._turns.setdefault(table.code, asyncio.Lock())
        async with turn:
            if still is not None and not still():
                return None
            move = table.check(seat, text, seq)
            if isinstance(move, str):
                return move
            loop = asyncio.get_running_loop()
            try:
                await loop.run_in_executor(self.writer, table.storage.append, *move.record)
            except Exception as exc:  # noqa: BLE001 - the game stays as it was; say why
                return table.not_stored(exc)
            table.played(move)
            return None

    def forget(self, code: str) -> None:
        """Table ``code`` left memory (its lock goes, unless a move is under way)."""
        turn = self._turns.get(code)
        if turn is not None and not turn.locked():
            del self._turns[code]
