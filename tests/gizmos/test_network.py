"""Gizmos over the network, through the program's own ``serve`` process on loopback:
two people at two clients play a whole game, each sent only its own view (another
seat's Research and the order it puts cards back never reach it); ``join`` plays a seat
with Gizmos' computer; and a server table sends a seat the same bytes whatever another
seat's Research or the decks' order is."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from net.helpers import RecordingClient, play_randomly
from net.procs import WAIT, Server, join

from omg_desktop.net.client import Update
from omg_desktop.net.table import Table
from tests.games.network import seated_table

pytestmark = pytest.mark.timeout(300)
HIDDEN = "?"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc = Server(tmp_path_factory.mktemp("gizmos-tables"))
    yield proc
    proc.kill()


def Recording(url: str) -> RecordingClient:  # noqa: N802 (a client class, made here)
    return RecordingClient(url, "gizmos", program="gizmos test")


async def play(client, rng: random.Random) -> Update:
    return await play_randomly(client, rng, WAIT)


def others_secrets_hidden(frames: list[dict[str, Any]], seat: int) -> int:
    """Every update ``seat`` got hides another seat's Research and what it put back."""
    checked = 0
    for msg in frames:
        if msg["type"] != "update":
            continue
        view = msg["view"]
        if view["current"] != seat:
            assert all(c == HIDDEN for c in view["research"]), view["research"]
        assert all(d == -1 for d in view["dispenser"])
        for e in msg["events"]:
            if e["kind"] in ("researched", "bottomed") and e["seat"] != seat:
                assert "cards" not in e["data"] and "card" not in e["data"], e
        checked += 1
    return checked


def test_two_people_at_two_clients_play_a_whole_game_each_seeing_only_their_own(server):
    async def game():
        a, b = Recording(server.url), Recording(server.url)
        await a.connect()
        await b.connect()
        created = await a.create([None, None], seed=12)
        await a.join(created.code, "Ana")
        await b.join(created.code, "Bo")
        ends = await asyncio.gather(play(a, random.Random(1)), play(b, random.Random(2)))
        await a.close()
        await b.close()
        return a, b, created.table, ends

    a, b, table, (end_a, end_b) = asyncio.run(game())
    assert table["game"] == "gizmos" and table["players"] == 2
    assert end_a.over and end_a.scores == end_b.scores and end_a.winners == end_b.winners
    researched = [m for m in a.frames if m["type"] == "update"
                  for e in m["events"] if e["kind"] == "researched"]  # fmt: skip
    assert researched, "no Research in the whole game: the check saw nothing"
    assert others_secrets_hidden(a.frames, a.ticket.seat) > 20
    assert others_secrets_hidden(b.frames, b.ticket.seat) > 20


def test_join_plays_a_gizmos_seat_with_its_computer(server):
    host = join(server.url, "--game", "gizmos", "--create", "--players", "2", "--fill",
                "greedy", "--bot", "heuristic", "--seed", "8", "--json")  # fmt: skip
    result = host.result()
    assert result["over"] and result["seat"] == 0 and len(result["scores"]) == 2


def _scrambled_differs(table: Table, seat: int, rng: random.Random) -> bool:
    """Whether ``seat``'s bytes change when what it cannot see is dealt again."""
    real, sent = table.state, table.update_text(seat, table.last_events)
    other = table.game.clone(real)
    for deck in other.decks:
        rng.shuffle(deck)
    if other.current != seat and other.research:
        pool = [g for g in other.decks[other.research_level - 1] if g not in other.research]
        swap = pool[: len(other.research)]
        other.decks[other.research_level - 1] = [
            g for g in other.decks[other.research_level - 1] if g not in swap
        ] + list(other.research)
        other.research = swap + other.research[len(swap) :]
        for s in other.seats:
            s.placed = []
    try:
        table.state = other
        return table.update_text(seat, table.last_events) != sent
    finally:
        table.state = real


@pytest.mark.parametrize("seed", range(3))
def test_a_server_table_sends_the_same_bytes_whatever_a_seat_cannot_see(gizmos, seed):
    table = seated_table(gizmos, "GIZTAB", seed, 3)
    rng = random.Random(seed)
    steps = 0
    while not table.over and steps < 400:
        for seat in range(3):
            placed = table.state.seats[seat].placed
            if not placed:  # (a seat that put cards back knows where they lie)
                assert not _scrambled_differs(table, seat, rng), (seed, seat, steps)
        actor = table.game.to_act(table.state)[0]
        actions = table.game.legal_actions(table.state, actor)
        assert table.submit(actor, rng.choice(actions), None) is None
        steps += 1
    assert steps > 50


def test_the_scramble_would_catch_a_view_that_hid_the_research(gizmos):
    """With a view that hid nothing, a seat's bytes change when another's Research is
    dealt again: the check above can fail."""
    import dataclasses

    table = seated_table(gizmos, "GIZTAB", 1, 3)
    table.game = dataclasses.replace(gizmos, player_view=lambda s, seat: gizmos.clone(s))
    rng = random.Random(3)
    while table.state.step != "research":
        actor = table.game.to_act(table.state)[0]
        actions = table.game.legal_actions(table.state, actor)
        wanted = [a for a in actions if a.startswith("research")]
        assert table.submit(actor, (wanted or actions)[0], None) is None
    watcher = (table.state.current + 1) % 3
    assert _scrambled_differs(table, watcher, rng)
