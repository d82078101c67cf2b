"""A game's server table in the tests, in memory (no process, no socket): every seat
taken by a person with a token and attached to a recording link, the opening sent."""

from __future__ import annotations

from net.helpers import MemoryStorage, RecordingLink

from omg_desktop.net.table import Table
from omg_desktop.net.tokens import token_hash


def seated_table(game, code: str, seed: int, players: int) -> Table:
    """``game``'s table ``code`` dealt by ``seed`` for ``players``, all of them seated."""
    table = Table.create(game.load_catalog(), code, [None] * players, None, seed,
                         MemoryStorage(), game=game)  # fmt: skip
    for seat in range(players):
        table.take(seat, f"P{seat}", token_hash(f"token-{seat}-xxxxxxxxxxxx"))
        table.attach(seat, RecordingLink())
    table.announced = True
    table.broadcast(table.opening)
    return table
