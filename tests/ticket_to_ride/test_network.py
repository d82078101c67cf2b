"""Ticket to Ride over the network, through the program's own ``serve`` process on
loopback: five people at five clients play a whole game, each sent only its own view
(the others' train cards and tickets, both decks, a card another seat draws from the
deck and the tickets it is offered and keeps never reach it; every ticket shown at the
end); ``join`` plays seats with Ticket to Ride's computers; a client process killed mid-
game takes its seat back with its token and plays to the end; and a server table sends a
seat the same bytes whatever the cards and tickets it cannot see are."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from net.helpers import RecordingClient, play_randomly
from net.procs import WAIT, Proc, Server, code_of, join, progress_step

from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN
from omg_desktop.net.client import Update
from omg_desktop.net.table import Table
from tests.games.network import seated_table

pytestmark = pytest.mark.timeout(300)
GAME = "ticket_to_ride"
PEOPLE = ("Ana", "Bo", "Caio", "Dora", "Emil")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc = Server(tmp_path_factory.mktemp("ttr-tables"))
    yield proc
    proc.kill()


@pytest.fixture
def procs():
    """Every process a test starts is killed when it ends, whatever happened."""
    started: list[Proc] = []
    yield started
    for p in started:
        p.kill()


async def play(client, rng: random.Random) -> Update:
    return await play_randomly(client, rng, WAIT)


def others_secrets_hidden(frames: list[dict[str, Any]], seat: int) -> tuple[int, int]:
    """Every update ``seat`` got hides both decks and every other seat's cards and
    tickets (the kept ones until the end), and what another seat drew, was offered or
    kept: (updates checked, others' secret events seen)."""
    checked = secret = 0
    for msg in frames:
        if msg["type"] != "update":
            continue
        view = msg["view"]
        assert view["seed"] == 0 and view["draws"] == 0, "the seed would tell the decks"
        assert set(view["deck"]) <= {HIDDEN} and set(view["tickets"]) <= {HIDDEN}
        for other, s in enumerate(view["seats"]):
            if other == seat:
                assert HIDDEN not in s["hand"] + s["tickets"] + s["offered"]
                continue
            assert set(s["hand"]) <= {HIDDEN} and set(s["offered"]) <= {HIDDEN}, s
            assert view["step"] == "over" or set(s["tickets"]) <= {HIDDEN}, s
        for e in msg["events"]:
            if e["kind"] in ("drew", "offered", "kept") and e["seat"] != seat:
                assert "card" not in e["data"] and "tickets" not in e["data"], e
                secret += 1
        checked += 1
    return checked, secret


def test_five_people_at_five_clients_play_a_whole_game_each_seeing_only_their_own(ttr, server):
    async def game():
        clients = [RecordingClient(server.url, GAME, program="ttr test") for _ in PEOPLE]
        for c in clients:
            await c.connect()
        created = await clients[0].create([None] * len(PEOPLE), seed=12)
        for c, name in zip(clients, PEOPLE, strict=True):
            await c.join(created.code, name)
        ends = await asyncio.gather(*(play(c, random.Random(i)) for i, c in enumerate(clients)))
        for c in clients:
            await c.close()
        return clients, created.table, ends

    clients, table, ends = asyncio.run(game())
    assert table["game"] == GAME and table["players"] == 5
    assert all(e.over and e.scores == ends[0].scores for e in ends)
    assert all(e.winners == ends[0].winners for e in ends)
    assert sorted(c.ticket.seat for c in clients) == [0, 1, 2, 3, 4]
    for c in clients:
        checked, secret = others_secrets_hidden(c.frames, c.ticket.seat)
        assert checked > 50 and secret > 20, (checked, secret)
        last = [m for m in c.frames if m["type"] == "update"][-1]["view"]
        assert all(HIDDEN not in s["tickets"] for s in last["seats"])  # shown at the end


def test_join_plays_five_seats_with_its_computers(server, procs):
    procs.append(join(server.url, "--game", GAME, "--create", "--players", "5", "--fill",
                      "greedy", "--bot", "heuristic", "--seed", "8", "--json"))  # fmt: skip
    code = code_of(procs[0])
    result = procs[0].result()
    assert result["over"] and result["seat"] == 0 and result["code"] == code
    assert len(result["scores"]) == 5 and result["step"] > 50


def test_a_killed_client_takes_its_seat_back_with_its_token(server, procs, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    procs.append(join(server.url, "--game", GAME, "--create", "--players", "2", "--seed", "9",
                      "--bot", "random", "--seat-file", str(a), "--json"))  # fmt: skip
    code = code_of(procs[0])
    seat = ("--code", code, "--bot", "random", "--seat-file", str(b), "-v", "--json")
    first = join(server.url, "--game", GAME, *seat)
    procs.append(first)
    first.wait_line(lambda s: (progress_step(s) or 0) >= 30, stream="err")
    first.kill()  # SIGKILL, mid-game: the table waits for the seat
    again = join(server.url, "--game", GAME, *seat)
    procs.append(again)
    resumed_at = progress_step(again.wait_line(lambda s: progress_step(s) is not None, "err"))
    assert resumed_at is not None and resumed_at >= 30  # the current view, not a new game
    mine, theirs = again.result(), procs[0].result()
    assert mine["seat"] == 1 and mine["over"] and theirs["over"]
    assert mine["scores"] == theirs["scores"]


def _scrambled_differs(table: Table, seat: int, rng: random.Random) -> bool:
    """Whether ``seat``'s bytes change when what it cannot see is dealt again: both
    decks, the others' cards and tickets (each keeping its counts), the seed."""
    real, sent = table.state, table.update_text(seat, table.last_events)
    other = table.game.clone(real)
    other.seed, other.draws = rng.randrange(1 << 40), rng.randrange(100)
    others = [s for n, s in enumerate(other.seats) if n != seat]
    cards = list(other.deck) + [c for s in others for c in s.hand]
    tickets = list(other.tickets) + [t for s in others for t in (*s.tickets, *s.offered)]
    rng.shuffle(cards)
    rng.shuffle(tickets)
    for s in others:
        s.hand = sorted(cards.pop() for _ in s.hand)
        s.tickets = [tickets.pop() for _ in s.tickets]
        s.offered = [tickets.pop() for _ in s.offered]
    other.deck, other.tickets = cards, tickets
    try:
        table.state = other
        return table.update_text(seat, table.last_events) != sent
    finally:
        table.state = real


@pytest.mark.parametrize("seed", range(2))
def test_a_server_table_sends_the_same_bytes_whatever_a_seat_cannot_see(ttr, seed):
    table = seated_table(ttr, "TTRTAB", seed, 4)
    rng = random.Random(seed)
    steps = 0
    while not table.over and steps < 120:
        for seat in range(4):
            assert not _scrambled_differs(table, seat, rng), (seed, seat, steps)
        actor = table.game.to_act(table.state)[0]
        actions = table.game.legal_actions(table.state, actor)
        assert table.submit(actor, rng.choice(actions), None) is None
        steps += 1
    assert steps == 120


def test_the_scramble_would_catch_a_view_that_showed_the_hands(ttr):
    """With a view that hid nothing, a seat's bytes change when another's cards are
    dealt again: the check above can fail."""
    import dataclasses

    table = seated_table(ttr, "TTRTAB", 1, 4)
    table.game = dataclasses.replace(ttr, player_view=lambda s, seat: ttr.clone(s))
    assert _scrambled_differs(table, 1, random.Random(3))
