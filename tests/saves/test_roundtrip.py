"""Save → load → save gives the same bytes, for every kind of save the program keeps.

At random points of random games (hypothesis, sized by count): a game slot, the
autosave, a finished game's replay file, a network seat's own copy of its game, the
seats this machine holds, and a server's stored table. Each is loaded the way the
program loads it to go on (a slot through ``resumed_recorder``, as
``GameSession.resume_game`` does; a seat's copy as the replay window and a seat taken
back read it), then saved again the way the program saves it, and the two files must be
the same byte for byte (the stores' clocks are injected, so ``saved_at`` is too). A field
lost on the way — as resuming once lost a campaign chapter's ``setup`` — shows as a
difference. Campaign slots: ``tests/ohmygoods/campaign/test_campaign_roundtrip.py``.
"""

from __future__ import annotations

import json
import tempfile
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.rules import encode, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.record import Recorder, state_hash
from omg_desktop.history.entry import finished_game
from omg_desktop.history.store import GameHistory
from omg_desktop.net import seatcopy
from omg_desktop.net.client import Update
from omg_desktop.net.seatbook import HeldSeat, SeatBook
from omg_desktop.net.storage import SQLiteStorage
from omg_desktop.net.table import Table
from omg_desktop.net.wire import update_message, wire_view
from omg_desktop.saves import AUTOSAVE, Autosaver, Replayer, SlotStore, resumed_recorder
from omg_desktop.saves.privacy import replay_hands
from omg_desktop.seating import Seat
from omg_desktop.seating.levels import LEVELS, known_levels

from .helpers import CAT

pytestmark = pytest.mark.timeout(120)

NOW = datetime(2026, 12, 6, 10, 9, 8, 765432, tzinfo=UTC)
RULESETS = ("bigbox", "classic", "classic@2", "longsdale")
SOME = settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: Names as the New game dialog takes them: any text (a no-break space, an emoji
#: joined by a zero-width joiner, even a pasted tab), stripped, at most 24 characters.
names = st.text(min_size=1, max_size=24).map(str.strip).filter(bool)


SEATS = [Seat.human("Ana"), Seat.computer("Bruno", "random")]


def clock():
    """A store's clock: the same instant on every save (so two saves may be compared)."""
    return NOW


@st.composite
def games(draw, finished: bool = False) -> Recorder:
    """A random game (rule set, players, a chapter's or All In's set-up, seed) played by
    random bots to a random point, or to its end."""
    ruleset = draw(st.sampled_from(RULESETS))
    players = draw(st.integers(1 if ruleset == "longsdale" else 2, 4))
    setup = None
    if ruleset == "longsdale":
        chapter = st.sampled_from(sorted(CAT.chapters))
        setup = draw(
            st.none() | chapter.map(lambda c: {"chapter": c, "flags": {}, "introduced": []})
        )
    seed = draw(st.integers(0, 2**64 - 1) | st.text(min_size=1, max_size=12))
    actions = 10_000 if finished else draw(st.integers(0, 400))
    rec = Recorder(CAT, players, seed, ruleset, setup)
    event(f"{ruleset}, {players} players, set-up {bool(rec.record.setup)}")
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    for _ in range(actions):
        if rec.state.over:
            break
        seat = to_act(rec.state)[0]
        rec.play(bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    return rec


@st.composite
def seatings(draw, players: int) -> list[Seat]:
    """The seats of a local game: people and computers, with different names."""
    chosen = draw(st.lists(names, min_size=players, max_size=players, unique_by=str.casefold))
    levels = st.none() | st.sampled_from(LEVELS)
    out = []
    for name in chosen:
        level = draw(levels)
        out.append(Seat.human(name) if level is None else Seat.computer(name, level))
    return out


def folder() -> Path:
    """A fresh folder for one example (hypothesis runs many in one test)."""
    return Path(tempfile.mkdtemp(prefix="omg-roundtrip-"))


# ---- game slots and the autosave ----------------------------------------------------------


def resume(store: SlotStore, slot: str) -> tuple[Recorder, list[Seat], str, bytes | None]:
    """What ``GameSession.resume_game`` goes on with: the loaded game's recorder and seats,
    with the slot's name and picture."""
    saved = store.load(slot)
    seats, _ = known_levels(saved.seats)
    rec = resumed_recorder(saved.record, CAT, saved.meta.state_hash)
    return rec, seats, saved.name, saved.meta.thumbnail


@SOME
@given(data=st.data(), game=games(), name=st.text(max_size=130))
def test_a_game_slot_saved_loaded_and_saved_again_is_the_same_file(data, game, name):
    seats = data.draw(seatings(game.record.players))
    picture = data.draw(st.none() | st.binary(min_size=1, max_size=64))
    store = SlotStore(folder(), catalog=CAT, clock=clock)
    state = game.state
    store.save("slot-01", game.record, seats, name=name, state=state, thumbnail=picture)
    rec, seats2, name2, picture2 = resume(store, "slot-01")
    store.save(
        "slot-02", rec.record, seats2, name=name2, state=rec.state, thumbnail=picture2, verify=True
    )
    assert store.path("slot-02").read_bytes() == store.path("slot-01").read_bytes()
    assert rec.record == game.record  # every field, the set-up included


def test_a_name_cut_at_its_limit_before_a_space_is_kept_as_it_was_cut():
    """A slot's name is cut at 120 characters; cut just before a space it ends in one,
    and the next save of the game under that name must not cut it again."""
    game = Recorder(CAT, 2, 5)
    store = SlotStore(folder(), catalog=CAT, clock=clock)
    store.save("slot-01", game.record, SEATS, name="a" * 119 + " b", state=game.state)
    rec, seats, name, picture = resume(store, "slot-01")
    store.save("slot-02", rec.record, seats, name=name, state=rec.state, thumbnail=picture)
    assert store.path("slot-02").read_bytes() == store.path("slot-01").read_bytes()
    store.rename("slot-02", name)
    assert store.path("slot-02").read_bytes() == store.path("slot-01").read_bytes()


@SOME
@given(data=st.data(), game=games())
def test_the_autosave_loaded_and_saved_again_is_the_same_file(data, game):
    seats = data.draw(seatings(game.record.players))
    store = SlotStore(folder(), catalog=CAT, clock=clock)
    assert Autosaver(store).save(game.record, seats, game.state) is not None
    first = store.path(AUTOSAVE).read_bytes()
    rec, seats2, _, _ = resume(store, AUTOSAVE)
    saver = Autosaver(store)  # the window's, after the resume: it saves the first change
    saver.backup_offered = True
    assert saver.save(rec.record, seats2, rec.state) is not None
    assert store.path(AUTOSAVE).read_bytes() == first


@settings(SOME, max_examples=12)
@given(data=st.data(), game=games(finished=True))
def test_a_finished_games_replay_file_read_and_written_again_is_the_same_file(data, game):
    """The history's replay file, read as the replay window reads it (``replay_of_file``),
    gives the record and seats that write the same file again."""
    from omg_desktop.commands.replay import FileStore

    seats = data.draw(seatings(game.record.players))
    first = GameHistory(folder(), clock=clock)
    entry = finished_game(game.record, seats, game.state, first.clock())
    assert first.record_game(entry).new
    path = first.replays / f"{entry.key}.json"
    saved = FileStore(path, CAT).load(str(path))
    replayer = Replayer(saved.record, CAT, expected_hash=saved.meta.state_hash)
    end = replayer.goto(replayer.step_count)
    assert replay_hands(saved.seats, saved.over) is not None
    again = GameHistory(folder(), clock=clock)
    entry2 = finished_game(replayer.record, list(saved.seats), end, again.clock())
    assert entry2.key == entry.key
    assert again.record_game(entry2).new
    assert (again.replays / path.name).read_bytes() == path.read_bytes()
    first.close()
    again.close()


# ---- a network game ------------------------------------------------------------------------


def wire(value) -> bytes:
    return json.dumps(value, separators=(",", ":"), sort_keys=True).encode("utf-8")


@settings(SOME, max_examples=15)
@given(data=st.data(), game=games(finished=True))
def test_a_seats_copy_read_back_and_written_again_is_the_same_file(data, game):
    """A seat's own copy (``net/seatcopy.py``): every update the seat was sent, as it was
    sent; read back (as a seat taken back and the replay window read it) and written
    again, the same update lines; each view read back and sent again, the same bytes."""
    record = game.record
    players = record.players
    seat = data.draw(st.integers(0, players - 1))
    table_names = data.draw(st.lists(names, min_size=players, max_size=players))
    taken_back = data.draw(st.integers(1, 400))  # where the seat was taken back, if at all
    path = seatcopy.copy_path(folder(), "K7QX2M", seat)
    rec = Recorder(CAT, players, record.seed, record.ruleset, record.setup)
    events, own, sent = rec.setup_events, 0, 0
    for line in record.actions():
        message = json.loads(wire(update_message(rec.state, seat, events, sent, own)))
        seatcopy.append(path, Update.from_message(message), game="ohmygoods")
        if sent in (0, taken_back):  # the names, when the game is put on the table
            seatcopy.note_names(path, table_names, game="ohmygoods")
        own += line.seat == seat
        events = rec.play(line)
        sent += 1
    seatcopy.append(
        path,
        Update.from_message(update_message(rec.state, seat, events, sent, own)),
        game="ohmygoods",
    )
    assert state_hash(rec.state) == state_hash(game.state)

    read_names, lines = seatcopy.read_all(path)
    assert read_names == table_names and len(lines) == sent + 1
    again = seatcopy.copy_path(folder(), "K7QX2M", seat)
    for u in lines:
        kept = Update(
            u["step"], 0, u["view"], u["events"], [], u["over"], u["scores"], u["winners"]
        )
        seatcopy.append(again, kept, game="ohmygoods")
    seatcopy.note_names(again, read_names, game="ohmygoods")

    def updates(p: Path) -> list[bytes]:
        return [b for b in p.read_bytes().splitlines() if not b.startswith(b'{"names"')]

    assert updates(again) == updates(path)
    replayer = seatcopy.CopyReplayer(lines, CAT)
    for n, u in enumerate(lines):
        assert wire(wire_view(replayer.goto(n), seat)) == wire(u["view"]), n
    shown = [e.to_dict() for e in seatcopy.history(lines)]
    assert wire(shown) == wire([e for u in lines for e in u["events"]])


held_seats = st.builds(
    HeldSeat,
    url=st.sampled_from(["ws://192.168.1.20:8765", "wss://example.org/omg", "ws://[::1]:9"]),
    code=st.text("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", min_size=6, max_size=6),
    seat=st.integers(0, 3),
    token=st.text("abcdef0123456789-_", min_size=8, max_size=43),
    name=names,
    hosted=st.booleans(),
    over=st.booleans(),
    cafile=st.none() | st.sampled_from(["/home/ana/host.pem", "C:\\certs\\Ána.pem"]),
)


@settings(SOME, max_examples=40)
@given(seats=st.lists(held_seats, max_size=12, unique_by=lambda h: (h.url, h.code, h.seat)))
def test_the_held_seats_read_back_and_kept_again_are_the_same_file(seats):
    """``network-seats.json``: the seats to take back, kept (a clock stepping a second a
    seat), read back and kept again at their own times: the same file."""
    start = datetime(2026, 12, 1, tzinfo=UTC).timestamp()
    ticks = iter(start + k for k in range(100))
    book = SeatBook(folder() / "network-seats.json", clock=lambda: next(ticks))
    for h in seats:
        book.keep(h)
    read = book.seats()
    assert [(h.url, h.code, h.seat) for h in reversed(read)] == [
        (h.url, h.code, h.seat) for h in seats
    ]
    times = iter([h.saved_at for h in reversed(read)])
    again = SeatBook(folder() / "network-seats.json", clock=lambda: next(times))
    for h in reversed(read):
        again.keep(h)
    if seats:
        assert again.path.read_bytes() == book.path.read_bytes()


@settings(SOME, max_examples=10)
@given(data=st.data(), game=games(finished=True))
def test_a_servers_table_restored_is_the_same_table(data, game):
    """A server's stored table (``net/storage.py``), restored after a restart, sends each
    seat the same bytes; going on, it stores what a server never restarted stores."""
    record, actions = game.record, game.record.actions()
    kinds = [data.draw(st.sampled_from(LEVELS)) for _ in range(record.players)]
    stop = data.draw(st.integers(0, len(actions)))

    def table(storage: SQLiteStorage, moves) -> Table:
        t = Table.create(
            CAT, "K7QX2M", kinds, record.ruleset, record.seed, storage, setup=record.setup
        )
        for action in moves:
            assert t.submit(action.seat, encode(action), None) is None
        return t

    def sent(t: Table) -> list[str]:
        return [json.dumps(t.table_message()), *(t.update_text(s) for s in range(record.players))]

    storage, twin = SQLiteStorage(folder()), SQLiteStorage(folder())
    before = table(storage, actions[:stop])
    restored = Table.restore(CAT, storage.load_table("K7QX2M"), storage)
    assert sent(restored) == sent(before)
    more = actions[stop : stop + 6]
    for action in more:
        assert restored.submit(action.seat, encode(action), None) is None
    never_restarted = table(twin, actions[: stop + len(more)])
    assert sent(restored) == sent(never_restarted)
    # (``created``: when each table was made, once; the two tables were made apart)
    assert replace(storage.load_table("K7QX2M"), created=0) == replace(
        twin.load_table("K7QX2M"), created=0
    )
    storage.close()
    twin.close()


# ---- through the window's game session ------------------------------------------------------


@pytest.mark.parametrize(
    "players, seed, actions", [(2, 11, 0), (3, 12, 57), (1, 13, 30), (4, 14, 10_000)]
)
def test_a_game_resumed_by_the_window_autosaves_and_saves_the_same_file(
    qtbot, tmp_path, players, seed, actions
):
    """``GameSession.resume_game`` (what Load game and the start-up offer do): its first
    autosave, and a save into another slot, are the files it was loaded from."""
    from PySide6.QtWidgets import QWidget

    from omg_desktop.ui.game_session import GameSession
    from omg_desktop.ui.settings import Settings

    ruleset = "longsdale" if players == 1 else "classic"
    setup = {"chapter": "all_in", "flags": {}, "introduced": []} if players == 1 else None
    game = Recorder(CAT, players, seed, ruleset, setup)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    while actions and not game.state.over:
        seat = to_act(game.state)[0]
        game.play(bots[seat].choose(player_view(game.state, seat), legal_actions(game.state, seat)))
        actions -= 1
    seats = [Seat.human("Ana"), *(Seat.computer(f"Bot {i}", "greedy") for i in range(1, players))]
    store = SlotStore(tmp_path / "saves", catalog=CAT, clock=clock)
    Autosaver(store).save(game.record, seats, game.state)
    store.save("slot-01", game.record, seats, name="Sunday", state=game.state, thumbnail=b"\x89P")
    window = QWidget()
    qtbot.addWidget(window)
    games = GameSession(CAT, Settings(tmp_path / "settings.ini"), None, window, store=store)  # type: ignore[arg-type]
    games.autosaver.backup_offered = True  # (the start-up offer was made)
    autosaved = store.path(AUTOSAVE).read_bytes()
    for slot in (AUTOSAVE, "slot-01"):
        first = store.path(slot).read_bytes()
        saved = games.load_saved(slot)
        assert saved is not None
        store.delete(AUTOSAVE)  # (so the autosave below is the resumed game's own)
        games.resume_game(saved)  # its first change goes to the autosave slot
        c = games.controller
        assert c is not None and c.record == game.record
        assert store.path(AUTOSAVE).read_bytes() == autosaved
        store.save("slot-02", c.record, c.seats, name=saved.name, state=c.state_for_save,
                   thumbnail=saved.meta.thumbnail, verify=True)  # fmt: skip
        assert store.path("slot-02").read_bytes() == first
    games.shutdown()
