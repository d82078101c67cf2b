"""The protocol on one connection, without sockets: hello, lobby, seats, refusals, limits.

A :class:`Session` is driven message by message with a recording outbox and, for the
rate limit, a clock the test moves itself.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import PRODUCTION, UNKNOWN
from omg_desktop.net.hub import Hub, HubLimits, LobbyError
from omg_desktop.net.protocol import (
    CLOSE_ABUSE,
    CLOSE_DATA,
    CLOSE_GAME,
    CLOSE_REPLACED,
    CLOSE_VERSION,
    PROTOCOL,
)
from omg_desktop.net.session import Session, SessionLimits
from omg_desktop.net.storage import SQLiteStorage
from omg_desktop.net.wire import catalog_fingerprint

from .helpers import MemoryStorage, RecordingLink
from .hostile import Context, hostile

CAT = default_catalog()
DATA = catalog_fingerprint(CAT)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Conn:
    """One client connection: a session and what it was sent."""

    def __init__(self, hub: Hub, limits: SessionLimits | None = None, clock=None) -> None:
        self.link = RecordingLink()
        kwargs = {"clock": clock} if clock is not None else {}
        self.session = Session(hub, self.link, "omg-desktop test", DATA, limits, **kwargs)

    def send(self, msg: dict[str, Any] | str) -> list[dict[str, Any]]:
        """Send one message; the messages it brought back."""
        before = len(self.link.sent)
        self.session.receive(msg if isinstance(msg, str) else json.dumps(msg))
        return [json.loads(t) for t in self.link.sent[before:]]

    def hello(self) -> Conn:
        (reply,) = self.send({"type": "hello", "protocol": PROTOCOL, "data": DATA})
        assert reply["type"] == "welcome", reply
        return self

    def update(self) -> dict[str, Any]:
        return self.link.last("update")


def make_hub(storage=None, **limits) -> Hub:
    return Hub(CAT, storage or MemoryStorage(), HubLimits(**limits))


def two_seats(hub: Hub, seed: int = 3) -> tuple[str, list[Conn], list[dict]]:
    """A table for two people, both seated: (code, connections, joined replies)."""
    host = Conn(hub).hello()
    (created,) = host.send({"type": "create", "seats": [None, None], "seed": seed})
    code = created["code"]
    conns, joined = [host, Conn(hub).hello()], []
    for i, c in enumerate(conns):
        replies = c.send({"type": "join", "code": code, "name": f"P{i}"})
        joined.append(replies[0])
    return code, conns, joined


def play_until(hub: Hub, code: str, conns: list[Conn], stop, seed: int = 1) -> None:
    """Both seats play random legal actions until ``stop(state)``."""
    table = hub.tables[code]
    rng = Rng(seed)
    seqs = [0, 0]
    while not table.over and not stop(table.state):
        seat = to_act(table.state)[0]
        acts = conns[seat].update()["actions"]
        seqs[seat] += 1
        replies = conns[seat].send(
            {"type": "act", "seq": seqs[seat], "action": acts[rng.below(len(acts))]}
        )
        assert not [r for r in replies if r["type"] == "refused"], replies


# ---- hello -------------------------------------------------------------------------------


def test_nothing_before_hello():
    conn = Conn(make_hub())
    (reply,) = conn.send({"type": "join", "code": "ABCDEF", "name": "Ana"})
    assert reply["type"] == "refused" and "hello" in reply["reason"]


def test_a_client_of_another_protocol_version_is_told_so():
    conn = Conn(make_hub())
    # a later version's hello may carry fields this one does not know
    (reply,) = conn.send({"type": "hello", "protocol": PROTOCOL + 1, "data": DATA, "x": 1})
    assert reply["type"] == "error" and reply["code"] == "protocol"
    assert reply["protocol"] == PROTOCOL and f"protocol {PROTOCOL + 1}" in reply["reason"]
    assert conn.link.closed == [(CLOSE_VERSION, f"protocol {PROTOCOL} only")]
    assert conn.send({"type": "hello", "protocol": PROTOCOL, "data": DATA}) == []


def test_the_last_release_s_client_is_told_in_words_to_use_the_same_version():
    """The release before the box speaks protocol 2 and names no game: a clear answer,
    not a refusal of its fields."""
    conn = Conn(make_hub())
    hello = {"type": "hello", "protocol": 2, "data": DATA, "program": "omg-desktop 0.1.0"}
    (reply,) = conn.send(hello)
    assert reply["type"] == "error" and reply["code"] == "protocol" and PROTOCOL == 3
    assert "your program speaks protocol 2: use the same version" in reply["reason"]
    assert conn.link.closed == [(CLOSE_VERSION, f"protocol {PROTOCOL} only")]


def test_a_client_of_a_game_the_server_does_not_have_is_told_so():
    conn = Conn(make_hub())
    (reply,) = conn.send({"type": "hello", "protocol": PROTOCOL, "data": DATA, "game": "chess"})
    assert reply["type"] == "error" and reply["code"] == "game"
    assert "this server has no game 'chess' (its games: ohmygoods" in reply["reason"]
    assert conn.link.closed[0][0] == CLOSE_GAME


def test_a_client_with_other_card_data_is_told_so():
    conn = Conn(make_hub())
    (reply,) = conn.send({"type": "hello", "protocol": PROTOCOL, "data": "0" * 16})
    assert reply["type"] == "error" and reply["code"] == "data"
    assert conn.link.closed[0][0] == CLOSE_DATA


# ---- the lobby --------------------------------------------------------------------------


def test_create_join_and_the_game_begins_when_every_seat_is_taken():
    hub = make_hub()
    code, conns, joined = two_seats(hub)
    assert [j["seat"] for j in joined] == [0, 1]
    assert joined[0]["token"] != joined[1]["token"] and len(joined[0]["token"]) >= 32
    for seat, c in enumerate(conns):
        u = c.update()
        assert u["view"]["viewer"] == seat and u["step"] == 0
        assert (u["actions"] != []) == (seat in to_act(hub.tables[code].state))
        assert "seed" not in u["view"] and "token" not in json.dumps(u)
    table_msg = conns[0].link.last("table")
    assert table_msg["started"] and [s["name"] for s in table_msg["seats"]] == ["P0", "P1"]
    third = Conn(hub).hello()
    (reply,) = third.send({"type": "join", "code": code, "name": "Eve"})
    assert reply["type"] == "refused" and "no free seat" in reply["reason"]


def test_a_table_waits_for_its_people_and_refuses_actions_until_then():
    hub = make_hub()
    host = Conn(hub).hello()
    (created,) = host.send({"type": "create", "seats": [None, None]})
    host.send({"type": "join", "code": created["code"], "name": "Ana"})
    assert host.link.messages("update") == []
    (reply,) = host.send({"type": "act", "seq": 1, "action": "0 exchange swap=0"})
    assert "waiting for 1 player" in reply["reason"]


@pytest.mark.parametrize(
    ("msg", "reason"),
    [
        ({"type": "create", "seats": [None] * 5}, "2 to 4 players"),
        ({"type": "create", "seats": ["random", "random"]}, "seat for a person"),
        ({"type": "create", "seats": [None, None], "ruleset": "nope"}, "unknown rule set"),
        ({"type": "create", "seats": [None, "god"]}, "has no computer 'god'"),
        ({"type": "join", "code": "ZZZZZZ", "name": "Ana"}, "no table to join"),
        ({"type": "join", "code": "ZZZZZZ", "name": ""}, "1 to 24"),
        ({"type": "resume", "code": "ZZZZZZ", "seat": 0, "token": "x" * 32}, "no such seat"),
    ],
)
def test_lobby_requests_that_cannot_be_granted_say_why(msg, reason):
    (reply,) = Conn(make_hub()).hello().send(msg)
    assert reply["type"] == "refused" and reason in reply["reason"], reply


def test_a_connection_may_create_only_so_many_tables():
    conn = Conn(make_hub(), SessionLimits(max_creates=2)).hello()
    kinds = [conn.send({"type": "create", "seats": [None, None]})[0]["type"] for _ in range(3)]
    assert kinds == ["created", "created", "refused"]


def test_the_server_holds_only_so_many_tables():
    conn = Conn(make_hub(max_tables=1)).hello()
    conn.send({"type": "create", "seats": [None, None]})
    (reply,) = conn.send({"type": "create", "seats": [None, None]})
    assert "as many tables" in reply["reason"]


# ---- acting -------------------------------------------------------------------------------


def test_refused_actions_say_why_and_change_nothing():
    hub = make_hub()
    code, conns, joined = two_seats(hub)
    play_until(hub, code, conns, lambda s: s.phase == PRODUCTION)
    table = hub.tables[code]
    turn = table.state.turn
    waiting = 1 - turn
    mine = conns[turn].update()["actions"][0]
    before, steps = table.state.to_dict(), list(table.steps)
    last = table.seats[turn].last_seq
    cases = [
        (conns[waiting], {"type": "act", "seq": 900, "action": f"{waiting} done"}, "may not act"),
        (conns[waiting], {"type": "act", "seq": 901, "action": mine}, f"you play seat {waiting}"),
        (conns[turn], {"type": "act", "seq": last, "action": mine}, "old or replayed"),
        (conns[turn], {"type": "act", "seq": last + 1, "action": f"{turn} nope"}, "not an action"),
        (conns[turn], {"type": "act", "seq": last + 2, "action": f"{turn} build c=1 pay=-"}, ""),
        (conns[turn], {"type": "act", "seq": "1", "action": mine}, "whole number"),
        (conns[turn], {"type": "act", "seq": last + 3}, "missing field 'action'"),
        (conns[turn], {"type": "act", "seq": last + 4, "action": mine, "x": 1}, "unknown field"),
        (conns[turn], {"type": "teleport"}, "unknown message type"),
        (conns[turn], "not json", "not JSON"),
        (conns[turn], "x" * 5000, "too long"),
    ]
    for conn, msg, reason in cases:
        (reply,) = conn.send(msg)
        assert reply["type"] == "refused" and reason in reply["reason"], (msg, reply)
        assert table.state.to_dict() == before and table.steps == steps
    # and a good one still goes through
    replies = conns[turn].send({"type": "act", "seq": last + 10, "action": mine})
    assert [r["type"] for r in replies] == ["update"] and table.steps != steps


def test_an_action_that_cannot_be_stored_is_refused_and_the_game_stays():
    storage = MemoryStorage()
    hub = make_hub(storage)
    code, conns, _ = two_seats(hub)
    table = hub.tables[code]
    seat = to_act(table.state)[0]
    action = conns[seat].update()["actions"][0]
    before = table.state.to_dict()
    storage.fail_next = True
    (reply,) = conns[seat].send({"type": "act", "seq": 1, "action": action})
    assert "could not store" in reply["reason"] and table.state.to_dict() == before
    assert [r["type"] for r in conns[seat].send({"type": "act", "seq": 2, "action": action})] == [
        "update"
    ]


def test_resume_with_the_token_gives_the_seat_back_with_the_full_view():
    hub = make_hub()
    code, conns, joined = two_seats(hub)
    play_until(hub, code, conns, lambda s: s.phase == PRODUCTION)
    before = conns[1].update()
    again = Conn(hub).hello()
    replies = again.send({"type": "resume", "code": code, "seat": 1, "token": joined[1]["token"]})
    kinds = [r["type"] for r in replies]
    assert kinds == ["joined", "table", "update"] and "token" not in replies[0]
    assert replies[2]["view"] == before["view"] and replies[2]["step"] == before["step"]
    assert conns[1].link.closed == [(CLOSE_REPLACED, conns[1].link.closed[0][1])]
    wrong = Conn(hub).hello()
    (reply,) = wrong.send({"type": "resume", "code": code, "seat": 0, "token": joined[1]["token"]})
    assert reply["type"] == "refused" and "token" in reply["reason"]
    # the replaced connection may no longer act for the seat
    (late,) = conns[1].send({"type": "act", "seq": 10**6, "action": "1 done"})
    assert "another connection" in late["reason"]


def test_a_finished_table_left_by_everyone_is_loaded_again_when_resumed():
    hub = make_hub()
    code, conns, joined = two_seats(hub)
    play_until(hub, code, conns, lambda s: False)
    final = conns[0].update()
    assert final["over"]
    for c in conns:
        c.session.closed()
    assert code not in hub.tables
    again = Conn(hub).hello()
    replies = again.send({"type": "resume", "code": code, "seat": 0, "token": joined[0]["token"]})
    assert replies[-1]["over"] and replies[-1]["view"] == final["view"]
    assert code in hub.tables


# ---- limits -----------------------------------------------------------------------------


def test_a_flooding_client_is_slowed_then_closed():
    clock = Clock()
    conn = Conn(make_hub(), SessionLimits(rate=2, burst=3, max_flood=5), clock).hello()
    msg = {"type": "join", "code": "ZZZZZZ", "name": "x"}
    assert [conn.send(msg)[0]["reason"] for _ in range(2)][0].startswith("there is no table")
    (slow,) = conn.send(msg)
    assert slow["reason"].startswith("too many messages") and slow["retry_after"] == 0.5
    clock.now += 0.5  # one token back
    assert "no table" in conn.send(msg)[0]["reason"]
    for _ in range(5):
        assert "too many" in conn.send(msg)[0]["reason"]
    assert conn.send(msg) == [] and conn.link.closed[0][0] == CLOSE_ABUSE


def test_too_many_bad_messages_close_the_connection():
    conn = Conn(make_hub(), SessionLimits(max_bad=3)).hello()
    for _ in range(3):
        assert conn.send("{")[0]["type"] == "refused"
    assert conn.send("{") == [] and conn.link.closed == [(CLOSE_ABUSE, "too many refused messages")]


def test_a_thousand_hostile_messages_change_nothing():
    hub = make_hub()
    code, conns, joined = two_seats(hub)
    play_until(hub, code, conns, lambda s: s.phase == PRODUCTION)
    table = hub.tables[code]
    turn = table.state.turn
    seat = 1 - turn
    limits = SessionLimits(
        rate=1e9, burst=1e9, max_bad=10**6, max_flood=10**6, max_creates=0, max_wrong=10**6
    )
    fuzzer = Conn(hub, limits).hello()
    fuzzer.send({"type": "resume", "code": code, "seat": seat, "token": joined[seat]["token"]})
    lobby = Conn(hub, limits).hello()
    ctx = Context(
        code=code,
        seat=seat,
        token=joined[seat]["token"],
        other_seat=turn,
        other_actions=conns[turn].update()["actions"],
        my_actions=[f"{seat} done", f"{seat} produce b=1 c=- skip=1", f"{seat} exchange swap=0"],
        last_seq=table.seats[seat].last_seq,
    )
    before, steps = table.state.to_dict(), list(table.steps)
    views = [fuzzer.update()["view"], conns[turn].update()["view"]]
    kinds: dict[str, int] = {}
    for target, text, kind in hostile(Rng(7), ctx, 1000):
        replies = (fuzzer if target == "seat" else lobby).send(text)
        assert [r["type"] for r in replies] == ["refused"], (kind, text[:80], replies)
        assert "error on its side" not in replies[0]["reason"], (kind, text[:80])
        kinds[kind] = kinds.get(kind, 0) + 1
    assert table.state.to_dict() == before and table.steps == steps
    assert [fuzzer.update()["view"], conns[turn].update()["view"]] == views
    assert len(kinds) == 13 and min(kinds.values()) > 30, kinds
    assert list(hub.tables) == [code]


# ---- computers and restarts ------------------------------------------------------------


class WaitingLink(RecordingLink):
    """A recording link one can await (the server's computers answer from a thread)."""

    def __init__(self) -> None:
        super().__init__()
        self.changed = asyncio.Event()

    def send(self, text: str) -> None:
        super().send(text)
        self.changed.set()

    async def wait(self, pred, kind: str = "update", timeout: float = 60.0) -> dict[str, Any]:
        """The last message of ``kind`` once it satisfies ``pred`` (the timeout only
        guards against a hang)."""

        async def loop():
            while True:
                for m in reversed(self.messages(kind)):
                    if pred(m):
                        return m
                    break
                self.changed.clear()
                await self.changed.wait()

        return await asyncio.wait_for(loop(), timeout)


def test_the_servers_computers_play_their_seats_and_an_away_seat():
    async def scenario():
        hub = make_hub(away_after=0)
        host = Conn(hub).hello()
        host.link = host.session.out = WaitingLink()
        (created,) = host.send({"type": "create", "seats": [None, "random", None], "seed": 11,
                                "away": "random"})  # fmt: skip
        code = created["code"]
        host.send({"type": "join", "code": code, "name": "Ana"})
        other = Conn(hub).hello()
        other.send({"type": "join", "code": code, "name": "Bo"})
        other.session.closed()  # Bo goes away at once: the away computer plays seat 2
        await host.link.wait(lambda m: m["seats"][2]["away_bot"], kind="table")
        table = hub.tables[code]
        assert table.seats[2].away_bot and table.bot_level(2) == "random"
        rng, seq = Rng(3), 0
        while True:
            u = await host.link.wait(lambda m: m["actions"] or m["over"])
            if u["over"]:
                break
            seq += 1
            action = u["actions"][rng.below(len(u["actions"]))]
            assert host.send({"type": "act", "seq": seq, "action": action})[0]["type"] == "update"
        assert table.over and u["scores"] and len(u["winners"]) >= 1
        counts = [s.own_actions for s in table.seats]
        assert min(counts) > 10, counts
        hub.close()

    asyncio.run(scenario())


def test_a_restarted_hub_resumes_its_tables_from_storage(tmp_path):
    storage = SQLiteStorage(tmp_path)
    hub = make_hub(storage)
    code, conns, joined = two_seats(hub, seed=21)
    play_until(hub, code, conns, lambda s: len(hub.tables[code].steps) > 60)
    table = hub.tables[code]
    state, steps = table.state.to_dict(), list(table.steps)
    seqs = [s.last_seq for s in table.seats]
    counts = [s.own_actions for s in table.seats]
    storage.close()

    hub2 = make_hub(SQLiteStorage(tmp_path))
    assert hub2.restore() == 1
    again = hub2.tables[code]
    assert again.state.to_dict() == state and again.steps == steps
    assert [s.last_seq for s in again.seats] == seqs and [
        s.own_actions for s in again.seats
    ] == counts
    conn = Conn(hub2).hello()
    seat = to_act(again.state)[0]
    replies = conn.send(
        {"type": "resume", "code": code, "seat": seat, "token": joined[seat]["token"]}
    )
    assert replies[0]["seq"] == seqs[seat] and replies[-1]["view"]["viewer"] == seat
    action = replies[-1]["actions"][0]
    (old,) = conn.send({"type": "act", "seq": seqs[seat], "action": action})
    assert "replayed" in old["reason"]
    assert (
        conn.send({"type": "act", "seq": seqs[seat] + 1, "action": action})[0]["type"] == "update"
    )
    assert legal_actions(again.state, seat) or to_act(again.state) != (seat,)
    hub2.close()


# ---- chat ---------------------------------------------------------------------------------


def test_a_chat_line_goes_to_everyone_at_the_table_and_changes_nothing():
    hub = make_hub()
    code, conns, _ = two_seats(hub)
    step = conns[0].update()["step"]
    steps = len(hub.tables[code].steps)
    back = conns[1].send({"type": "say", "text": "  good luck!  "})
    said = {"type": "said", "seat": 1, "name": "P1", "text": "good luck!"}
    assert back == [said] and conns[0].link.last("said") == said
    assert len(hub.tables[code].steps) == steps  # nothing was played or stored
    assert conns[0].update()["step"] == step and not conns[0].link.messages("refused")


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("   ", "empty"), ("x" * 201, "at most 200"), ("a\x07b", "printable"),
     (12, "must be text")],
)  # fmt: skip
def test_a_bad_chat_line_is_refused_with_its_reason(text, reason):
    hub = make_hub()
    _code, conns, _ = two_seats(hub)
    (reply,) = conns[0].send({"type": "say", "text": text})
    assert reply["type"] == "refused" and reason in reply["reason"], reply
    assert conns[1].link.messages("said") == []


def test_only_a_seated_connection_may_chat():
    hub = make_hub()
    two_seats(hub)
    stranger = Conn(hub).hello()
    (reply,) = stranger.send({"type": "say", "text": "hello?"})
    assert reply["type"] == "refused" and "join a table first" in reply["reason"]


def test_whoever_runs_the_server_may_let_a_computer_play_an_absent_seat_and_stop_it(tmp_path):
    """A table made without an away level: Bo leaves and the table waits; set_away
    gives his seat to the Beginner until it is set back to nobody; it is stored."""

    async def scenario():
        storage = SQLiteStorage(tmp_path)
        hub = make_hub(storage, away_after=0)
        host = Conn(hub).hello()
        host.link = host.session.out = WaitingLink()
        (created,) = host.send({"type": "create", "seats": [None, None], "seed": 4})
        code = created["code"]
        host.send({"type": "join", "code": code, "name": "Ana"})
        other = Conn(hub).hello()
        other.send({"type": "join", "code": code, "name": "Bo"})
        other.session.closed()
        table = hub.tables[code]
        await host.link.wait(lambda m: not m["seats"][1]["here"], kind="table")
        assert table.bot_level(1) is None and table.away is None  # the table waits
        hub.set_away(code, "random")
        await host.link.wait(lambda m: m["seats"][1]["away_bot"], kind="table")
        assert host.link.last("table")["away"] == "random"
        assert storage.load_table(code).away == "random"
        before = table.seats[1].own_actions
        rng, seq = Rng(5), 0
        while table.seats[1].own_actions == before:  # the Beginner plays Bo's seat
            u = await host.link.wait(lambda m: m["actions"] or m["over"])
            seq += 1
            action = u["actions"][rng.below(len(u["actions"]))]
            host.send({"type": "act", "seq": seq, "action": action})
        hub.set_away(code, None)
        assert not table.seats[1].away_bot and table.bot_level(1) is None
        assert host.link.last("table")["seats"][1]["away_bot"] is False
        with pytest.raises(LobbyError):
            hub.set_away(code, "godlike")
        with pytest.raises(LobbyError):
            hub.set_away("ZZZZZZ", "random")
        hub.close()

    asyncio.run(scenario())


# ---- a campaign chapter's table (protocol 2) ------------------------------------------


def chapter_setup_of(chapter: str = "ch2") -> dict[str, Any]:
    return {"chapter": chapter, "flags": {"grain": "guild", "ch1_goal": "yes"}, "introduced": []}


def test_a_table_is_made_from_a_campaign_chapters_setup_and_seats_see_only_their_view():
    hub = make_hub()
    host = Conn(hub).hello()
    setup = chapter_setup_of()
    (created,) = host.send(
        {"type": "create", "seats": [None, None], "ruleset": "longsdale", "seed": "7:ch2:3",
         "setup": setup}
    )  # fmt: skip
    assert created["type"] == "created", created
    assert created["table"]["chapter"] == "ch2" and created["table"]["next"] is None
    code = created["code"]
    conns = [host, Conn(hub).hello()]
    for i, c in enumerate(conns):
        c.send({"type": "join", "code": code, "name": f"P{i}"})
    table = hub.tables[code]
    assert table.state.setup["chapter"] == "ch2" and table.state.setup["flags"] == setup["flags"]
    for seat, c in enumerate(conns):
        view = c.update()["view"]
        assert view["setup"]["chapter"] == "ch2" and view["viewer"] == seat
        assert "seed" not in view and "rng" not in view
        other = view["players"][1 - seat]["hand"]
        assert other and all(card == UNKNOWN for card in other)  # the other hand is not shown
        assert table.state.players[1 - seat].hand != other
    assert json.dumps(conns[1].link.sent).count("7:ch2:3") == 0  # the seed never leaves
    stored = hub.storage.load_table(code)
    assert stored.setup["chapter"] == "ch2"  # a restarted server sets it up again


@pytest.mark.parametrize(
    ("setup", "ruleset", "why"),
    [
        ({"chapter": "nowhere"}, "longsdale", "unknown chapter"),
        ({"chapter": "ch1"}, "bigbox", "no chapters"),
        ({"flags": {}}, "longsdale", "must name its chapter"),
        ({"chapter": "ch1", "deck": [1, 2]}, "longsdale", "unknown field"),
        ({"chapter": "ch1", "flags": {"a": ["x"]}}, "longsdale", "must be text"),
        ({"chapter": "ch1", "introduced": "all"}, "longsdale", "introduced must be a list"),
        ("ch1", "longsdale", "must be an object"),
    ],
)
def test_a_bad_chapter_setup_is_refused_with_a_reason(setup, ruleset, why):
    hub = make_hub()
    host = Conn(hub).hello()
    (reply,) = host.send(
        {"type": "create", "seats": [None, None], "ruleset": ruleset, "setup": setup}
    )
    assert reply["type"] == "refused" and why in reply["reason"], reply
    assert hub.tables == {}


def test_the_seats_of_a_finished_chapter_are_told_the_next_table():
    hub = make_hub()
    code, conns, _ = two_seats(hub)
    (created,) = conns[0].send({"type": "create", "seats": [None, None], "seed": 4})
    with pytest.raises(LobbyError):
        hub.set_next(code, "ZZZZZZ")
    hub.set_next(code, created["code"])
    for c in conns:
        assert c.link.last("table")["next"] == created["code"]
    assert hub.final_state(code) is hub.tables[code].state


def test_a_join_may_wish_for_a_seat_and_gets_it_when_free():
    hub = make_hub()
    host = Conn(hub).hello()
    (created,) = host.send({"type": "create", "seats": [None, None, None]})
    code = created["code"]
    first = Conn(hub).hello().send({"type": "join", "code": code, "name": "Bo", "seat": 2})
    assert first[0]["seat"] == 2  # free: taken
    second = Conn(hub).hello().send({"type": "join", "code": code, "name": "Cy", "seat": 2})
    assert second[0]["seat"] == 0  # taken already: the next free one
    bad = Conn(hub).hello().send({"type": "join", "code": code, "name": "Di", "seat": 9})
    assert bad[0]["type"] == "refused" and "seat" in bad[0]["reason"]
    third = Conn(hub).hello().send({"type": "join", "code": code, "name": "Di", "seat": None})
    assert third[0]["seat"] == 1
