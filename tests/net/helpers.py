"""Shared pieces of the network tests: in-memory storage, recording links, tables."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from omg_desktop.games.ohmygoods.rules.catalog import Catalog
from omg_desktop.net.client import Client, Closed, Update, Updated
from omg_desktop.net.protocol import dumps
from omg_desktop.net.storage import CodeTaken, StoredTable
from omg_desktop.net.table import Table
from omg_desktop.net.tokens import token_hash


class MemoryStorage:
    """The :class:`omg_desktop.net.storage.Storage` interface in a dict (fast tests)."""

    def __init__(self) -> None:
        self.tables: dict[str, StoredTable] = {}
        self.fail_next = False

    def create_table(self, table: StoredTable) -> None:
        if table.code in self.tables:
            raise CodeTaken(table.code)
        self.tables[table.code] = copy.deepcopy(table)

    def take_seat(self, code: str, seat: int, name: str, token_hash: str) -> None:
        s = self.tables[code].seats[seat]
        s.name, s.token_hash = name, token_hash

    def set_away(self, code: str, away: str | None) -> None:
        self.tables[code].away = away

    def append(self, code, first, lines, seat, seq, final_hash) -> None:
        if self.fail_next:
            self.fail_next = False
            raise OSError("disk full")
        t = self.tables[code]
        assert len(t.steps) == first
        t.steps.extend(lines)
        if seq is not None:
            t.seats[seat].last_seq = seq
        if final_hash is not None:
            t.over, t.final_hash = True, final_hash

    def drop_table(self, code: str) -> None:
        self.tables.pop(code, None)

    def active_codes(self) -> list[str]:
        return [c for c, t in self.tables.items() if not t.over]

    def active_tables(self) -> list[StoredTable]:
        return [copy.deepcopy(t) for t in self.tables.values() if not t.over]

    def load_table(self, code: str) -> StoredTable | None:
        t = self.tables.get(code)
        return copy.deepcopy(t) if t is not None else None

    def close(self) -> None:
        pass


class RecordingLink:
    """A connection that keeps what it was sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: list[tuple[int, str]] = []

    def send(self, text: str) -> None:
        self.sent.append(text)

    def close(self, code: int, reason: str) -> None:
        self.closed.append((code, reason))

    def messages(self, kind: str | None = None) -> list[dict[str, Any]]:
        out = [json.loads(t) for t in self.sent]
        return [m for m in out if kind is None or m["type"] == kind]

    def last(self, kind: str) -> dict[str, Any]:
        return self.messages(kind)[-1]


def random_table(
    cat: Catalog, ruleset: str, players: int, seed: int, setup: dict | None = None
) -> tuple[Table, list[RecordingLink]]:
    """A started table of ``players`` remote seats, each with a recording link
    (``setup``: a campaign chapter's)."""
    table = Table.create(
        cat, "TEST22", [None] * players, ruleset, seed, MemoryStorage(), setup=setup
    )
    links = []
    for i in range(players):
        table.take(i, f"P{i}", token_hash(f"token-{i}-xxxxxxxxxxxx"))
        link = RecordingLink()
        table.attach(i, link)
        links.append(link)
    table.announced = True
    table.broadcast([])
    return table, links


class RecordingClient(Client):
    """A client of ``game`` that keeps every message the server sent it (after the
    hello), as plain JSON data."""

    def __init__(self, url: str, game: str, program: str = "test") -> None:
        super().__init__(url, program=program, game=game, retry_for=5.0)
        self.frames: list[dict[str, Any]] = []

    def _dispatch(self, msg: dict[str, Any]) -> None:
        self.frames.append(json.loads(dumps(msg)))
        super()._dispatch(msg)


async def play_randomly(client: Client, rng: random.Random, wait: float) -> Update:
    """A person at ``client``: a legal action at random whenever asked, to the end."""
    while True:
        event = await client.next_event(wait)
        if isinstance(event, Updated):
            if event.update.over:
                return event.update
            if event.update.actions:
                await client.act(rng.choice(event.update.actions))
        elif isinstance(event, Closed):
            raise AssertionError(f"the connection closed: {event.error}")
