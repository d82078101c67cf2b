"""The toy game over the network, through the very server and client Oh My Goods! uses:
a real ``serve`` process on loopback (started by ``toy_cli.py``, the program's command
line with the toy game in its box) and clients that play it to the end — two people at
two clients, a person against the server's computer, and ``join``'s computer seat —
each client sent only its own view: the other player's card never reaches it before a
showdown puts both on the table.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from net.helpers import MemoryStorage, RecordingClient, RecordingLink, play_randomly
from net.procs import WAIT, Server, join

from omg_desktop.games import registry
from omg_desktop.net.client import Client, ClientError, Update
from omg_desktop.net.hub import Hub
from omg_desktop.net.protocol import PROTOCOL
from omg_desktop.net.session import Session
from omg_desktop.net.table import Table
from omg_desktop.net.tokens import token_hash

from . import kuhn
from .toy_process import LAUNCHER


@pytest.fixture(scope="module")
def toy_server(tmp_path_factory):
    """``serve`` with the toy game in its box, on loopback, for this module's tests."""
    server = Server(tmp_path_factory.mktemp("toy-tables"), launcher=LAUNCHER)
    yield server
    server.kill()


def Recording(url: str) -> RecordingClient:  # noqa: N802 (a client class, made here)
    return RecordingClient(url, "kuhn", program="toy test")


async def play(client: Client, rng: random.Random) -> Update:
    """A person at ``client``: a legal action at random whenever asked, to the end."""
    return await play_randomly(client, rng, WAIT)


def dealt(seed: int) -> list[int]:
    """The cards the server deals for ``seed`` (the toy game set up here, as there)."""
    return kuhn.new_game(None, 2, seed, None).cards


def check_only_own_card(frames: list[dict[str, Any]], seat: int, cards: list[int]) -> int:
    """Every update a seat was sent shows its own card and hides the other one, until a
    showdown shows both; no other message names a card. How many updates were checked."""
    other = 1 - seat
    checked = 0
    for msg in frames:
        if msg["type"] != "update":
            assert "cards" not in json.dumps(msg), msg
            continue
        view = msg["view"]
        showdown = msg["over"] and view["moves"][-1] != "f"
        assert view["viewer"] == seat and view["cards"][seat] == cards[seat]
        if showdown:
            assert view["cards"] == cards  # both cards on the table
        else:
            assert view["cards"][other] == kuhn.HIDDEN, msg
        for event in msg["events"]:
            assert "cards" not in event["data"] or showdown, msg
        checked += 1
    return checked


@pytest.mark.parametrize("seed", [3, 4, 11])
def test_two_people_at_two_clients_play_the_toy_game_each_seeing_only_their_card(
    toy, toy_server, seed
):
    async def game() -> tuple[Recording, Recording, dict, list[Update]]:
        a, b = Recording(toy_server.url), Recording(toy_server.url)
        await a.connect()
        await b.connect()
        created = await a.create([None, None], seed=seed)
        await a.join(created.code, "Ana")
        await b.join(created.code, "Bo")
        ends = await asyncio.gather(play(a, random.Random(seed)), play(b, random.Random(-seed)))
        await a.close()
        await b.close()
        return a, b, created.table, list(ends)

    a, b, table, (end_a, end_b) = asyncio.run(game())
    assert table["game"] == "kuhn" and table["ruleset"] == "standard" and table["players"] == 2
    assert a.welcome["game"] == "kuhn"
    assert end_a.over and end_b.over and end_a.step == end_b.step >= 2
    assert end_a.winners == end_b.winners and sum(end_a.scores) == 0
    assert end_a.scores == end_b.scores == list(toy.scores(end_a.view(None)))
    cards = dealt(seed)
    assert check_only_own_card(a.frames, a.ticket.seat, cards) >= 3
    assert check_only_own_card(b.frames, b.ticket.seat, cards) >= 3
    tables = [m for m in a.frames if m["type"] == "table"]
    assert tables and all(m["game"] == "kuhn" for m in tables)


def test_a_person_plays_the_toy_game_against_the_server_s_computer(toy, toy_server):
    async def game() -> tuple[Recording, Update]:
        c = Recording(toy_server.url)
        await c.connect()
        created = await c.create([None, "heuristic"], seed=5)
        await c.join(created.code, "Ana")
        end = await play(c, random.Random(5))
        await c.close()
        return c, end

    c, end = asyncio.run(game())
    assert end.over and c.ticket.seat == 0
    assert check_only_own_card(c.frames, 0, dealt(5)) >= 2
    seats = [m for m in c.frames if m["type"] == "table"][-1]["seats"]
    assert seats[1]["kind"] == "computer" and seats[1]["level"] == "heuristic"


def test_join_plays_a_toy_game_seat_with_the_game_s_computer(toy_server):
    host = join(toy_server.url, "--game", "kuhn", "--create", "--players", "2", "--fill",
                "heuristic", "--bot", "random", "--seed", "8", "--json",
                launcher=LAUNCHER)  # fmt: skip
    result = host.result()
    assert result["over"] and result["seat"] == 0 and sum(result["scores"]) == 0
    refused = join(toy_server.url, "--game", "kuhn", "--create", "--bot", "montecarlo",
                   launcher=LAUNCHER)  # fmt: skip
    assert refused.finish() == 2
    assert any("unknown --bot 'montecarlo'" in line for line in refused.lines["err"])


def test_a_server_without_the_game_refuses_it_in_words(toy, tmp_path):
    plain = Server(tmp_path / "tables")  # the program's own box: no toy game in it
    try:

        async def hello() -> None:
            await Client(plain.url, program="toy test", game="kuhn").connect()

        with pytest.raises(ClientError, match="this server has no game 'kuhn'"):
            asyncio.run(hello())
    finally:
        plain.kill()


# ---- the leak test of tests/net, on a toy game's server table --------------------------


def toy_table(game, seed: int) -> tuple[Table, list[RecordingLink]]:
    """A started server table of the toy game, both seats people with recording links."""
    table = Table.create(None, "TOYTAB", [None, None], None, seed, MemoryStorage(), game=game)
    links = []
    for seat in (0, 1):
        table.take(seat, f"P{seat}", token_hash(f"token-{seat}-xxxxxxxxxxxx"))
        links.append(RecordingLink())
        table.attach(seat, links[-1])
    table.announced = True
    table.broadcast(table.opening)
    return table, links


def other_card_changed(table: Table, seat: int) -> int:
    """How many times the bytes ``seat`` is sent change when the other seat's card is
    swapped for the card nobody holds (the host's state scrambled, as tests/net does)."""
    real, sent = table.state, table.update_text(seat, table.last_events)
    spare = ({0, 1, 2} - set(real.cards)).pop()
    scrambled = table.game.clone(real)
    scrambled.cards[1 - seat] = spare
    try:
        table.state = scrambled
        return int(table.update_text(seat, table.last_events) != sent)
    finally:
        table.state = real


@pytest.mark.parametrize("seed", range(8))
def test_a_toy_table_sends_a_seat_the_same_bytes_whatever_the_other_card(toy, seed):
    table, links = toy_table(toy, seed)
    rng = random.Random(seed)
    while True:
        for seat in (0, 1):
            assert not other_card_changed(table, seat) or table.over, (seed, seat)
        if table.over:
            break
        seat = toy.to_act(table.state)[0]
        assert table.submit(seat, rng.choice(toy.legal_actions(table.state, seat)), None) is None
    assert all(link.messages("update")[-1]["over"] for link in links)


def test_the_toy_leak_test_catches_a_view_that_hides_nothing(toy):
    """With a view that hid nothing, the comparison above sees the other card: the leak
    test can fail."""
    import dataclasses

    table, _ = toy_table(toy, 2)
    table.game = dataclasses.replace(toy, player_view=lambda s, seat: toy.clone(s))
    assert other_card_changed(table, 0) == 1


def test_a_seat_may_send_only_its_own_move(toy):
    table, _ = toy_table(toy, 1)
    waiting = 1 - toy.to_act(table.state)[0]
    before = toy.state_to_dict(table.state)
    assert f"you play seat {waiting}" in table.submit(waiting, "p", 1)
    assert toy.state_to_dict(table.state) == before and table.actions == 0


# ---- the lobby, without sockets --------------------------------------------------------


def session(hub: Hub, game: str | None) -> tuple[Session, RecordingLink]:
    """A connection that said hello for ``game`` (None: names none)."""
    link = RecordingLink()
    conn = Session(hub, link, "toy test", hub.fingerprint(registry.load(hub.default_game)))
    g = registry.load(game or hub.default_game)
    hello = {"type": "hello", "protocol": PROTOCOL, "data": hub.fingerprint(g)}
    conn.receive(json.dumps(hello if game is None else {**hello, "game": game}))
    assert link.last("welcome")["game"] == g.info.id
    return conn, link


def test_a_server_s_default_game_is_the_one_of_a_client_that_names_none(toy):
    hub = Hub(None, MemoryStorage(), default_game="kuhn")  # as serve --game kuhn
    try:
        conn, link = session(hub, None)
        conn.receive(json.dumps({"type": "create", "seats": [None, "random"]}))
        table = link.last("created")["table"]
        assert table["game"] == "kuhn" and table["ruleset"] == "standard"
        conn.receive(json.dumps({"type": "create", "seats": [None, "greedy"]}))
        assert "Kuhn poker has no computer 'greedy'" in link.last("refused")["reason"]
    finally:
        hub.close()


def test_a_table_of_one_game_is_not_joined_by_a_client_of_another(toy):
    hub = Hub(None, MemoryStorage())
    try:
        toy, toy_link = session(hub, "kuhn")
        toy.receive(json.dumps({"type": "create", "seats": [None, None]}))
        code = toy_link.last("created")["code"]
        other, other_link = session(hub, registry.DEFAULT)
        other.receive(json.dumps({"type": "join", "code": code, "name": "Ana"}))
        assert f"table {code} plays Kuhn poker" in other_link.last("refused")["reason"]
        other.receive(json.dumps({"type": "create", "game": "kuhn", "seats": [None, None]}))
        assert "connect again" in other_link.last("refused")["reason"]
        assert hub.tables[code].seats[0].token_hash is None  # nobody sat
    finally:
        hub.close()


# ---- what this machine keeps of a network game says its game -----------------------


def test_a_held_seat_and_a_copy_name_their_game_older_ones_are_the_default(toy, tmp_path):
    from omg_desktop.net import seatcopy
    from omg_desktop.net.seatbook import HeldSeat, SeatBook

    book = SeatBook(tmp_path / "network-seats.json")
    book.keep(HeldSeat("ws://h:1", "TOYTAB", 0, "t" * 20, "Ana", game="kuhn"))
    older = {"url": "ws://h:1", "code": "OLDTAB", "seat": 1, "token": "u" * 20, "name": "Bo"}
    raw = json.loads(book.path.read_text(encoding="utf-8"))
    raw["seats"].append(older)  # as a release before the box wrote it: no game
    book.path.write_text(json.dumps(raw), encoding="utf-8")
    assert {s.code: s.game for s in book.seats()} == {"TOYTAB": "kuhn", "OLDTAB": "ohmygoods"}

    table, _links = toy_table(toy, 4)
    sent = json.loads(table.update_text(0, table.last_events))
    path = seatcopy.copy_path(tmp_path, "TOYTAB", 0)
    seatcopy.note_said(path, "Bo", "hello", game="kuhn")  # chat may come before any update
    seatcopy.append(path, Update.from_message(sent, toy), game="kuhn")
    seatcopy.note_names(path, ["Ana", "Bo"], game="kuhn")
    assert path.read_text(encoding="utf-8").splitlines()[0] == '{"game": "kuhn"}'
    assert seatcopy.game_of(path) == "kuhn"
    names, lines = seatcopy.read_all(path)
    assert names == ["Ana", "Bo"] and len(lines) == 1
    replayer = seatcopy.CopyReplayer(lines, None, toy)
    assert replayer.state.cards[1] == kuhn.HIDDEN and replayer.state.viewer == 0
    before_the_box = tmp_path / "OLDTAB-1.jsonl"
    before_the_box.write_text("\n".join(path.read_text().splitlines()[1:]) + "\n")
    assert seatcopy.game_of(before_the_box) == "ohmygoods"
    assert seatcopy.game_of(tmp_path / "none.jsonl") == "ohmygoods"
