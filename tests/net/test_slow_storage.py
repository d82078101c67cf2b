"""A storage with a thread of its own (as PostgreSQL) never stalls the server's loop.

Table A's move is being stored and its storing is stuck (it waits for an event the
test sets); meanwhile table B's chat and a refused action are served, and A's game
is unchanged. Once the storing ends, A's move is played. Nothing is stored from the
event loop's thread.
"""

from __future__ import annotations

import asyncio
import json
import threading
from concurrent.futures import ThreadPoolExecutor

from omg_desktop.games.ohmygoods.rules import to_act
from omg_desktop.net.hub import Hub

from .helpers import MemoryStorage
from .test_session import CAT, two_seats


class StuckStorage(MemoryStorage):
    """Stores on its own thread; table ``stuck``'s moves wait there for ``release``."""

    def __init__(self) -> None:
        super().__init__()
        self.executor = ThreadPoolExecutor(1, "test-storage")
        self.stuck: str | None = None
        self.entered = threading.Event()
        self.release = threading.Event()
        self.on_loop_thread = 0

    def append(self, code, first, lines, seat, seq, final_hash) -> None:
        if threading.current_thread() is threading.main_thread():
            self.on_loop_thread += 1  # the old way: the loop waits for the database
            return super().append(code, first, lines, seat, seq, final_hash)
        if code == self.stuck:
            self.entered.set()
            self.release.wait()
        return super().append(code, first, lines, seat, seq, final_hash)


def test_a_stuck_storing_stalls_neither_the_loop_nor_another_table():
    storage = StuckStorage()
    hub = Hub(CAT, storage)
    code_a, conns_a, _ = two_seats(hub, seed=3)
    code_b, conns_b, _ = two_seats(hub, seed=4)
    table_a = hub.tables[code_a]
    storage.stuck = code_a

    async def play() -> None:
        loop = asyncio.get_running_loop()
        seat = to_act(table_a.state)[0]
        action = conns_a[seat].update()["actions"][0]
        updates_before = len(conns_a[1 - seat].link.messages("update"))
        later = conns_a[seat].session.receive(
            json.dumps({"type": "act", "seq": 1, "action": action})
        )
        assert later is not None, "the action was stored on the loop's thread"
        moving = loop.create_task(later)
        await loop.run_in_executor(None, storage.entered.wait)  # A's storing is stuck

        conns_b[0].send({"type": "say", "text": "still here?"})
        assert conns_b[1].link.last("said")["text"] == "still here?"
        refused = conns_b[0].session.receive('{"type": "act", "seq": 1, "action": "nonsense"}')
        await refused if refused is not None else None
        assert conns_b[0].link.last("refused")["seq"] == 1
        assert not moving.done() and table_a.actions == 0
        assert len(conns_a[1 - seat].link.messages("update")) == updates_before

        storage.release.set()
        await moving
        assert table_a.actions == 1 and conns_a[seat].link.messages("refused") == []
        assert len(conns_a[1 - seat].link.messages("update")) > updates_before

    try:
        asyncio.run(play())
    finally:
        storage.release.set()
        storage.executor.shutdown()
    assert storage.on_loop_thread == 0
    assert len(storage.tables[code_a].steps) > 0
