"""Join codes cannot be guessed quickly, and a wrong one tells nothing.

Every wrong code is answered alike — a table never made, one finished, one expired —
and so is every wrong resume (in-process; on a real server: never made and expired).
Wrong codes are limited by client address (a burst, then a few a minute: then every
join from that address waits) and by connection (then it is closed, 4003). A resume
with the right token is never held back. Unit tests drive a clock of their own; the
process test gives ``serve`` small limits.
"""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed

from omg_desktop.net.hub import NO_SEAT, NO_TABLE, Hub, HubLimits
from omg_desktop.net.protocol import CLOSE_ABUSE, PROTOCOL, dumps
from omg_desktop.net.session import Session, SessionLimits

from .helpers import MemoryStorage, RecordingLink
from .procs import Server
from .rawclient import Raw
from .test_session import CAT, DATA, Clock, Conn, play_until, two_seats

A, B = "203.0.113.1", "203.0.113.2"


class Client:
    """A session from one address, without a socket; ``ask`` gives the answer's text."""

    def __init__(self, hub: Hub, address: str | None, **limits) -> None:
        self.link = RecordingLink()
        self.session = Session(hub, self.link, "omg-desktop test", DATA,
                               SessionLimits(**limits), address=address)  # fmt: skip
        self.ask({"type": "hello", "protocol": PROTOCOL, "data": DATA})

    def ask(self, msg: dict) -> str:
        before = len(self.link.sent)
        self.session.receive(json.dumps(msg))
        return self.link.sent[before] if len(self.link.sent) > before else ""

    def join(self, code: str) -> str:
        return self.ask({"type": "join", "code": code, "name": "Eve"})


def _hub(clock: Clock, **limits) -> Hub:
    return Hub(CAT, MemoryStorage(), HubLimits(**limits), clock=clock)


def test_every_wrong_code_gets_the_same_answer():
    clock = Clock()
    hub = _hub(clock, unplayed_expiry=100)
    finished, conns, joined = two_seats(hub)
    play_until(hub, finished, conns, lambda s: False)
    assert hub.tables[finished].over
    expired = Client(hub, B).ask({"type": "create", "seats": [None, None]})
    expired = json.loads(expired)["code"]
    clock.now += 100
    assert hub.expire_unplayed() == [expired]
    asker = Client(hub, A)
    answers = {asker.join(code) for code in ("ZZZZZZ", finished, expired)}
    assert answers == {dumps({"type": "refused", "to": "join", "reason": NO_TABLE})}

    token = joined[0]["token"]
    resumes = {
        asker.ask({"type": "resume", "code": code, "seat": seat, "token": tok})
        for code, seat, tok in [
            ("ZZZZZZ", 0, token),  # never made
            (expired, 0, token),  # expired
            (finished, 0, token[:-1] + ("A" if token[-1] != "A" else "B")),  # a wrong token
            (finished, 1, token),  # another seat's
            (finished, 7, token),  # no such seat
        ]
    }
    assert resumes == {dumps({"type": "refused", "to": "resume", "reason": NO_SEAT})}
    for c in conns:
        c.session.closed()
    back = Conn(hub).hello().send({"type": "resume", "code": finished, "seat": 0, "token": token})
    assert back[0]["type"] == "joined"  # the right token still gets the finished game back


def test_a_connection_that_tries_many_wrong_codes_is_closed():
    hub = _hub(Clock())
    guesser = Client(hub, None, max_wrong=3)
    answers = [guesser.join(f"ZZZZZ{c}") for c in "2345"]
    assert all('"refused"' in a for a in answers[:3]) and answers[3] == ""
    assert guesser.link.closed == [(CLOSE_ABUSE, "too many wrong codes")]


def test_an_address_that_tries_many_wrong_codes_waits_and_learns_nothing():
    clock = Clock()
    hub = _hub(clock, wrong_codes_burst=3, wrong_codes_per_minute=1)
    code, conns, joined = two_seats(hub)
    free = json.loads(Client(hub, B).ask({"type": "create", "seats": [None, None]}))["code"]
    for _ in range(3):  # from three connections: the address counts
        assert json.loads(Client(hub, A).join("ZZZZZZ"))["reason"] == NO_TABLE
    guesser = Client(hub, A)
    held = [json.loads(guesser.join(c)) for c in ("ZZZZZZ", free)]  # even the right code
    assert held[0] == held[1]
    assert "too many wrong codes" in held[0]["reason"] and held[0]["retry_after"] == 60
    assert hub.tables[free].free_seat() == 0  # nothing was taken
    conns[0].session.closed()  # a player from that address takes their seat back
    back = Client(hub, A).ask({"type": "resume", "code": code, "seat": 0,
                               "token": joined[0]["token"]})  # fmt: skip
    assert json.loads(back)["type"] == "joined"
    assert json.loads(Client(hub, B).join(free))["type"] == "joined"  # others are not held
    clock.now += 60
    assert json.loads(Client(hub, A).join("ZZZZZZ"))["reason"] == NO_TABLE


# ---- a real server ---------------------------------------------------------------------


def test_guessing_codes_on_a_real_server(tmp_path):
    srv = Server(tmp_path / "data", "--trust-forwarded", "--wrong-codes-burst", "6",
                 "--wrong-codes-per-minute", "0.01", "--unplayed-expiry", "0.2")  # fmt: skip
    clients: list[Raw] = []
    try:
        maker = Raw(srv.url, B)
        expired = maker.create([None, None])["code"]
        maker.close()
        srv.wait_line(lambda s: f"table {expired} expired" in s, "err")

        guesser = Raw(srv.url, A)
        clients.append(guesser)
        answers = set()
        for code in ("ZZZZZZ", expired, "ZZZZZ2", "ZZZZZ3", "ZZZZZ4", "ZZZZZ5"):
            guesser.send({"type": "join", "code": code, "name": "Eve"})
            answers.add(guesser.recv_text())
        assert answers == {dumps({"type": "refused", "to": "join", "reason": NO_TABLE})}

        held = Raw(srv.url, A)  # a new connection from the same address waits too
        clients.append(held)
        later = held.ask({"type": "join", "code": "ZZZZZZ", "name": "Eve"})
        assert "too many wrong codes" in later["reason"] and later["retry_after"] > 0

        with pytest.raises(ConnectionClosed) as closed:  # the guesser going on is closed
            for _ in range(20):  # (a busy machine's server may close it between two sends)
                guesser.send({"type": "join", "code": "ZZZZZZ", "name": "Eve"})
            for _ in range(20):
                guesser.recv()
        assert closed.value.rcvd.code == CLOSE_ABUSE

        other = Raw(srv.url, B)  # another address is not held back
        clients.append(other)
        code = other.create([None, None])["code"]
        assert other.ask({"type": "join", "code": code, "name": "Bea"})["type"] == "joined"
    finally:
        for c in clients:
            c.close()
        srv.kill()
