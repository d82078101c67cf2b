"""Kingdom Builder over the network, through the program's own ``serve`` process on
loopback: three people at three clients play a whole game, each sent only its own view
(another seat's terrain card until its turn shows it, the deck's order and a card
another seat draws never reach it); ``join`` plays a seat with Kingdom Builder's
computers; and a server table sends a seat the same bytes whatever the cards it cannot
see are."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from net.helpers import RecordingClient, play_randomly
from net.procs import WAIT, Server, join

from omg_desktop.games.kingdom_builder.rules.state import HIDDEN
from omg_desktop.net.client import Update
from omg_desktop.net.table import Table
from tests.games.network import seated_table

pytestmark = pytest.mark.timeout(300)
GAME = "kingdom_builder"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    proc = Server(tmp_path_factory.mktemp("kb-tables"))
    yield proc
    proc.kill()


async def play(client, rng: random.Random) -> Update:
    return await play_randomly(client, rng, WAIT)


def others_secrets_hidden(frames: list[dict[str, Any]], seat: int) -> tuple[int, int]:
    """Every update ``seat`` got hides the deck and every other hand but the player's
    whose turn it is, and the card another seat drew: (updates checked, others' draws
    seen)."""
    checked = draws = 0
    for msg in frames:
        if msg["type"] != "update":
            continue
        view = msg["view"]
        assert view["seed"] == 0 and view["draws"] == 0, "the seed would tell the deck"
        assert all(c == HIDDEN for c in view["deck"]), view["deck"]
        for other, s in enumerate(view["seats"]):
            shown = other == seat or (other == view["current"] and view["step"] != "over")
            assert shown or s["card"] in (HIDDEN, ""), (seat, other, s["card"])
        for e in msg["events"]:
            if e["kind"] == "drew" and e["seat"] != seat:
                assert "card" not in e["data"], e
                draws += 1
        checked += 1
    return checked, draws


def test_three_people_at_three_clients_play_a_whole_game_each_seeing_only_their_own(kb, server):
    async def game():
        clients = [RecordingClient(server.url, GAME, program="kb test") for _ in range(3)]
        for c in clients:
            await c.connect()
        created = await clients[0].create([None, None, None], seed=12)
        for c, name in zip(clients, ("Ana", "Bo", "Caio"), strict=True):
            await c.join(created.code, name)
        ends = await asyncio.gather(*(play(c, random.Random(i)) for i, c in enumerate(clients)))
        for c in clients:
            await c.close()
        return clients, created.table, ends

    clients, table, ends = asyncio.run(game())
    assert table["game"] == GAME and table["players"] == 3
    assert all(e.over and e.scores == ends[0].scores for e in ends)
    assert all(e.winners == ends[0].winners for e in ends)
    for c in clients:
        checked, draws = others_secrets_hidden(c.frames, c.ticket.seat)
        assert checked > 20 and draws > 5, (checked, draws)


def test_join_plays_kingdom_builder_seats_with_its_computers(server):
    host = join(server.url, "--game", GAME, "--create", "--players", "2", "--fill", "greedy",
                "--bot", "heuristic", "--seed", "8", "--json")  # fmt: skip
    result = host.result()
    assert result["over"] and result["seat"] == 0 and len(result["scores"]) == 2


def _scrambled_differs(table: Table, seat: int, rng: random.Random) -> bool:
    """Whether ``seat``'s bytes change when the cards it cannot see are dealt again (the
    deck's order, the hands of the others but the current player's, the seed)."""
    real, sent = table.state, table.update_text(seat, table.last_events)
    other = table.game.clone(real)
    other.seed, other.draws = rng.randrange(1 << 40), rng.randrange(100)
    unseen = [n for n, s in enumerate(other.seats) if n not in (seat, other.current) and s.card]
    pool = list(other.deck) + [other.seats[n].card for n in unseen]
    rng.shuffle(pool)
    for n in unseen:
        other.seats[n].card = pool.pop()
    other.deck = pool
    try:
        table.state = other
        return table.update_text(seat, table.last_events) != sent
    finally:
        table.state = real


@pytest.mark.parametrize("seed", range(3))
def test_a_server_table_sends_the_same_bytes_whatever_a_seat_cannot_see(kb, seed):
    table = seated_table(kb, "KBTAB1", seed, 3)
    rng = random.Random(seed)
    steps = 0
    while not table.over and steps < 600:
        for seat in range(3):
            assert not _scrambled_differs(table, seat, rng), (seed, seat, steps)
        actor = table.game.to_act(table.state)[0]
        actions = table.game.legal_actions(table.state, actor)
        assert table.submit(actor, rng.choice(actions), None) is None
        steps += 1
    assert table.over and steps > 50


def test_the_scramble_would_catch_a_view_that_showed_the_hands(kb):
    """With a view that hid nothing, a seat's bytes change when another's card is dealt
    again: the check above can fail."""
    import dataclasses

    table = seated_table(kb, "KBTAB1", 1, 3)
    table.game = dataclasses.replace(kb, player_view=lambda s, seat: kb.clone(s))
    watcher = (table.state.current + 1) % 3
    assert _scrambled_differs(table, watcher, random.Random(3))
