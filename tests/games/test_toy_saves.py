"""The toy game through the saves and the history, with no change to them: a save slot,
the autosave, resuming, the replayer and the history database take any game of the box
through its record (the file says which game it holds)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from omg_desktop.gamefile import read_record
from omg_desktop.history import GameHistory, finished_game
from omg_desktop.record import Recorder, state_hash
from omg_desktop.saves import AUTOSAVE, Autosaver, Replayer, SlotStore, resumed_recorder
from omg_desktop.seating import Seat

from . import kuhn

pytestmark = pytest.mark.timeout(60)

SEATS = (Seat.human("Ana"), Seat.computer("Bo", "heuristic"))
WHEN = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)


def moves(rec: Recorder, count: int | None = None) -> Recorder:
    """``count`` moves of a random player (all of them to the end: None)."""
    bot = kuhn.Random(7)
    while not rec.game.is_over(rec.state) and count != 0:
        seat = rec.game.to_act(rec.state)[0]
        view = rec.game.player_view(rec.state, seat)
        rec.play(bot.choose(view, rec.game.legal_actions(rec.state, seat)))
        count = None if count is None else count - 1
    return rec


def test_a_toy_game_in_a_slot_says_its_game_loads_and_goes_on_when_resumed(tmp_path, toy):
    rec = moves(Recorder.start("kuhn", None, 2, seed=5), 1)
    store = SlotStore(tmp_path)
    info = store.save("slot-01", rec.record, SEATS, name="Poker night", state=rec.state)
    assert info.ok and info.game == "kuhn" and info.ruleset == "standard"
    assert json.loads(store.path("slot-01").read_text())["game"] == "kuhn"

    saved = store.load("slot-01")
    assert saved.record.game == "kuhn" and saved.seats == SEATS and not saved.over
    assert toy.state_to_dict(saved.state) == toy.state_to_dict(rec.state)
    again = moves(resumed_recorder(saved.record, None, saved.meta.state_hash))
    assert toy.is_over(again.state) and again.record.final_hash == state_hash(toy, again.state)
    assert again.record.steps[: len(rec.record.steps)] == rec.record.steps

    store.save("slot-01", again.record, SEATS, state=again.state)  # over it: a backup
    assert store.load("slot-01").over and store.load_backup("slot-01").record == rec.record


def test_a_toy_game_goes_to_the_autosave_and_is_offered_and_resumed_from_it(tmp_path, toy):
    rec = Recorder.start("kuhn", None, 2, seed=2)
    store = SlotStore(tmp_path, clock=lambda: WHEN)
    autosaver = Autosaver(store)
    assert not isinstance(autosaver.save(rec.record, SEATS, rec.state), Exception)
    moves(rec, 1)
    assert autosaver.save(rec.record, SEATS, rec.state) is not None  # a change: saved
    assert autosaver.save(rec.record, SEATS, rec.state) is None  # nothing new
    offered = store.latest_unfinished()
    assert offered is not None and offered.slot == AUTOSAVE and offered.game == "kuhn"
    saved = store.load(AUTOSAVE)
    resumed = resumed_recorder(saved.record, None, saved.meta.state_hash)
    assert resumed.record.to_dict() == rec.record.to_dict()
    assert [e.kind for e in resumed.setup_events] == ["moved"]  # the log so far
    moves(resumed)
    assert toy.is_over(resumed.state)


def test_a_finished_toy_game_goes_into_the_history_under_its_game(tmp_path, toy):
    rec = moves(Recorder.start("kuhn", None, 2, seed=9))
    history = GameHistory(tmp_path, clock=lambda: WHEN)
    try:
        game = finished_game(rec.record, SEATS, rec.state, WHEN)
        assert game.game == "kuhn" and game.rounds == 1
        assert [s.score for s in game.seats] == rec.state.chips
        assert history.record_game(game).new and not history.record_game(game).new
        assert history.take_notices() == []
        assert history.profile_names(game="kuhn") == ["Ana"]
        stats = history.profile("Ana", game="kuhn")
        assert stats.games == 1 and stats.best_score == rec.state.chips[0]
        assert history.profile("Ana").games == 0 and history.profile_names() == []  # not OMG's
        (line,) = history.games_of("Ana", game="kuhn")
        assert line.ruleset == "standard" and line.key == game.key

        path = history.replay_path(line.replay_file)
        assert path is not None
        record, data = read_record(path)
        assert record.game == data["game"] == "kuhn" and record == rec.record
        replayer = Replayer(record, expected_hash=data["state_hash"])
        assert replayer.step_count == len(rec.record.steps)
        end = replayer.goto(replayer.step_count)
        assert toy.state_to_dict(end) == toy.state_to_dict(rec.state)
        replayer.goto(0)
        assert replayer.state.moves == [] and replayer.events_until() == []
    finally:
        history.close()
