"""The Qt-free pieces the window's network play stands on: addresses typed by people,
the seats held on this machine, each seat's own copy of its game, and the server
hosted on a thread."""

from __future__ import annotations

import json
import stat

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import legal_actions, new_game, to_act, visible_events
from omg_desktop.net import seatcopy
from omg_desktop.net.client import Update
from omg_desktop.net.hosting import BackgroundServer, HostError, address_url, lan_addresses
from omg_desktop.net.seatbook import HeldSeat, SeatBook
from omg_desktop.net.threaded import ThreadedClient
from omg_desktop.net.wire import update_message

CAT = default_catalog()


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", "ws://192.168.1.20:8765"),
        ("  192.168.1.20:9000 ", "ws://192.168.1.20:9000"),
        ("ws://host.example:8765/", "ws://host.example:8765"),
        ("WSS://omg.example.org", "wss://omg.example.org"),
        ("[::1]:9000", "ws://[::1]:9000"),
        ("[::1]", "ws://[::1]:8765"),
        ("localhost", "ws://localhost:8765"),
    ],
)
def test_an_address_as_people_type_it_becomes_a_server_url(typed, url):
    assert address_url(typed) == url


@pytest.mark.parametrize(
    "typed",
    ["", "   ", "http://example.org", "host:0", "host:70000", "host:port", "a b", "h/x",
     "[::1", "ws://", ":8765"],
)  # fmt: skip
def test_what_cannot_be_an_address_is_refused(typed):
    with pytest.raises(ValueError):
        address_url(typed)


def test_held_seats_are_kept_refreshed_finished_and_forgotten(tmp_path):
    now = [100.0]
    book = SeatBook(tmp_path / "seats.json", clock=lambda: now[0])
    a = HeldSeat("ws://h:1", "AAAAAA", 0, "t" * 32, "Ana")
    b = HeldSeat("ws://h:1", "BBBBBB", 1, "u" * 32, "Bo", hosted=True)
    book.keep(a)
    now[0] = 200.0
    book.keep(b)
    assert [s.code for s in book.seats()] == ["BBBBBB", "AAAAAA"]  # the latest first
    now[0] = 300.0
    book.keep(a)  # kept again: one entry, now the latest
    assert [s.code for s in book.seats()] == ["AAAAAA", "BBBBBB"]
    assert book.seats()[1].hosted and book.seats()[1].ticket.token == "u" * 32
    book.finished("ws://h:1", "AAAAAA", 0)
    assert [s.code for s in book.unfinished()] == ["BBBBBB"]
    book.forget("ws://h:1", "BBBBBB", 1)
    assert book.unfinished() == [] and len(book.seats()) == 1
    assert stat.S_IMODE(book.path.stat().st_mode) == 0o600


def test_a_damaged_seat_file_reads_as_empty_or_keeps_its_good_entries(tmp_path):
    path = tmp_path / "seats.json"
    book = SeatBook(path)
    for text in ("", "not json", "[]", '{"seats": 3}'):
        path.write_text(text)
        assert book.seats() == []
    good = {"url": "ws://h:1", "code": "AAAAAA", "seat": 0, "token": "t" * 32, "name": "Ana"}
    path.write_text(json.dumps({"seats": [good, {"url": "x"}, 7, {**good, "name": ""}]}))
    assert [s.name for s in book.seats()] == ["Ana"]


def _update(state, seat: int, step: int, events=()) -> Update:
    msg = update_message(state, seat, list(events), legal_actions(state, seat), 0)
    msg["step"] = step
    return Update.from_message(json.loads(json.dumps(msg)))


def test_a_seats_copy_replays_its_views_and_gives_its_log_back(tmp_path):
    from omg_desktop.games.ohmygoods.rules import apply

    state = new_game(CAT, 2, 5)
    path = seatcopy.copy_path(tmp_path, "AAAAAA", 1)
    seatcopy.append(path, _update(state, 1, 0), game="ohmygoods")
    new, events = state, []
    while not visible_events(events, 1):  # on to a step seat 1 sees something of
        new, events = apply(new, legal_actions(new, to_act(new)[0])[0])
    seatcopy.append(path, _update(new, 1, 1, events), game="ohmygoods")
    seatcopy.note_names(path, ["Ana", "Bo"], game="ohmygoods")
    names, lines = seatcopy.read_all(path)
    assert names == ["Ana", "Bo"] and len(lines) == 2
    assert "seed" not in lines[0]["view"] and "rng" not in lines[0]["view"]
    seen = [e.kind for e in visible_events(events, 1)]
    assert seen and [e.kind for e in seatcopy.history(lines)] == seen
    r = seatcopy.CopyReplayer(lines, CAT)
    assert r.step_count == 1 and r.position == 0 and r.state.viewer == 1
    assert r.game.info.id == "ohmygoods"  # the replay window reaches the game through it
    r.goto(5)
    assert (
        r.position == 1
        and r.state.to_dict() == seatcopy.view_from_wire(lines[1]["view"], CAT).to_dict()
    )
    with open(path, "a", encoding="utf-8") as f:
        f.write("{damaged\n")
    assert len(seatcopy.read(path)) == 2  # what came before the damage is kept


def test_a_copy_name_never_holds_a_path():
    for code, seat in (("../X", 0), ("AAAAAA/..", 0), ("AAAAAA", -1), ("", 0)):
        with pytest.raises(ValueError):
            seatcopy.copy_path("/tmp", code, seat)


def test_the_lan_addresses_never_offer_loopback():
    assert all(not a.startswith("127.") for a in lan_addresses())


def test_a_hosted_server_starts_serves_stops_and_keeps_its_folder_to_itself(tmp_path):
    first = BackgroundServer(tmp_path, "omg-desktop test", host="127.0.0.1")
    port = first.start(0)
    try:
        assert first.running and port > 0
        second = BackgroundServer(tmp_path, "omg-desktop test", host="127.0.0.1")
        with pytest.raises(HostError, match="another server"):
            second.start(0)
        client = ThreadedClient(first.local_url())
        client.start()
        try:
            client.connect().result(timeout=30)
            code = client.create([None, "random"]).result(timeout=30).code
            assert len(code) == 6
        finally:
            client.close()
    finally:
        first.stop()
    assert not first.running
    again = BackgroundServer(tmp_path, "omg-desktop test", host="127.0.0.1")
    again.start(0)  # the folder is free again once stopped
    again.stop()


def test_a_held_seat_keeps_the_certificate_it_trusts(tmp_path):
    book = SeatBook(tmp_path / "seats.json")
    book.keep(HeldSeat("wss://omg.example.org", "K7QX2M", 1, "t" * 32, "Bo", cafile="/c.pem"))
    book.keep(HeldSeat("ws://192.168.1.20:8765", "ABCDEF", 0, "u" * 32, "Bo"))
    found = {h.code: h.cafile for h in book.seats()}
    assert found == {"K7QX2M": "/c.pem", "ABCDEF": None}
    raw = json.loads(book.path.read_text())
    raw["seats"][0]["cafile"] = 7  # not a file name: read as none
    book.path.write_text(json.dumps(raw))
    assert all(h.cafile in (None, "/c.pem") for h in book.seats())


def test_the_hosting_window_reads_its_tables_full_state_and_tells_the_next_table(tmp_path):
    """BackgroundServer.full_state gives the host its own table's full state (a campaign
    chapter's, set up from the chapter) and set_next tells the seats the next table."""
    server = BackgroundServer(tmp_path, "omg-desktop test", host="127.0.0.1")
    server.start(0)
    try:
        client = ThreadedClient(server.local_url())
        client.start()
        try:
            client.connect().result(timeout=30)
            setup = {"chapter": "ch1", "flags": {}, "introduced": []}
            code = client.create([None, "random"], "longsdale", "s", None, setup)
            code = code.result(timeout=30).code
            state = server.full_state(code)
            assert state.setup["chapter"] == "ch1" and state.seed == "s"  # the host's own
            other = client.create([None, "random"]).result(timeout=30).code
            server.set_next(code, other)
            with pytest.raises(HostError):
                server.set_next(code, "ZZZZZZ")
        finally:
            client.close()
    finally:
        server.stop()
    with pytest.raises(HostError, match="not running"):
        server.full_state(code)
