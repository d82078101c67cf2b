"""Resuming a record, autosaving after every action, and where saves live."""

from __future__ import annotations

from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.rules import legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.record import Recorder, ReplayError, state_hash
from omg_desktop.saves import (
    AUTOSAVE,
    Autosaver,
    SaveError,
    SlotStore,
    replay_with_events,
    resumed_recorder,
    state_from_record,
)
from omg_desktop.saves.paths import ENV_OVERRIDE, data_dir, default_save_dir

from .helpers import CAT, copy, game, seats


def test_state_from_record_checks_the_saved_hash():
    _, points = game(2, 9)
    record, state = points[33]
    assert state_from_record(record, CAT).to_dict() == state.to_dict()
    assert state_from_record(record, CAT, state_hash(state)).to_dict() == state.to_dict()
    with pytest.raises(ReplayError, match="does not reach the saved state"):
        state_from_record(record, CAT, "f" * 32)


def test_a_resumed_recorder_has_every_event_so_far():
    rec = Recorder(CAT, 3, 14)
    events = list(rec.setup_events)
    bots = [RandomBot(i) for i in range(3)]
    while rec.state.round < 3:
        seat = to_act(rec.state)[0]
        events += rec.play(bots[seat].choose(rec.state, legal_actions(rec.state, seat)))
    resumed = resumed_recorder(copy(rec.record), CAT, state_hash(rec.state))
    assert resumed.setup_events == events
    assert resumed.state.to_dict() == rec.state.to_dict()
    done = replay_with_events(rec.record, CAT)
    assert done.all_events() == events and len(done.action_events) == len(rec.record.actions())


def test_the_autosaver_saves_changes_only(tmp_path: Path):
    store = SlotStore(tmp_path, catalog=CAT)
    shots = []
    auto = Autosaver(store, thumbnail=lambda: shots.append(1) or b"\x89PNG")
    _, points = game(2, 9)
    record, state = points[3]
    info = auto.save(record, seats(2), state)
    assert info.slot == AUTOSAVE and info.name == "Autosave" and info.thumbnail == b"\x89PNG"
    assert auto.save(record, seats(2), state) is None and len(shots) == 1
    record2, state2 = points[4]
    assert auto.save(record2, seats(2), state2).steps == len(record2.steps)
    assert auto.save(record, seats(2), state) is not None  # an undo is a change too
    auto.reset()
    assert auto.save(record, seats(2), state) is not None
    auto.enabled = False
    assert auto.save(record2, seats(2), state2) is None
    assert store.latest_unfinished().slot == AUTOSAVE


def test_a_failing_autosave_does_not_raise(tmp_path: Path):
    (tmp_path / "blocker").write_text("")
    auto = Autosaver(SlotStore(tmp_path / "blocker", catalog=CAT))
    _, points = game(2, 9)
    err = auto.save(points[2][0], seats(2), points[2][1])
    assert isinstance(err, SaveError) and auto.last_error is err
    assert str(err).startswith("Autosave: could not write")
    with pytest.raises(ValueError):
        Autosaver(SlotStore(tmp_path), slot="nowhere")


@pytest.mark.parametrize(
    ("platform", "env", "expected"),
    [
        ("linux", {}, "/home/u/.local/share/omg-desktop"),
        ("linux", {"XDG_DATA_HOME": "/data"}, "/data/omg-desktop"),
        ("linux", {"XDG_DATA_HOME": "relative"}, "/home/u/.local/share/omg-desktop"),
        ("darwin", {}, "/home/u/Library/Application Support/omg-desktop"),
        ("win32", {"APPDATA": "/roaming"}, "/roaming/omg-desktop"),
        ("win32", {}, "/home/u/AppData/Roaming/omg-desktop"),
    ],
)
def test_data_dir_per_platform(platform, env, expected):
    assert data_dir(env, platform, Path("/home/u")) == Path(expected)


def test_the_save_folder_can_be_overridden(tmp_path: Path):
    assert default_save_dir({ENV_OVERRIDE: str(tmp_path)}) == tmp_path
    assert default_save_dir({"XDG_DATA_HOME": str(tmp_path)}).parts[-1] == "saves"
    program = Path(__file__).resolve().parents[2]
    assert program not in default_save_dir().parents  # never next to the program


def test_a_new_games_first_autosave_keeps_an_unfinished_earlier_game_in_a_free_slot(
    tmp_path: Path,
):
    """Left for the library, an unfinished game waits in the autosave; a new game's
    first save does not overwrite it: the file goes, as it is, to the first free slot."""
    store = SlotStore(tmp_path, catalog=CAT)
    _, earlier = game(2, 9)
    record, state = earlier[20]
    assert Autosaver(store).save(record, seats(2), state).slot == AUTOSAVE
    before = store.path(AUTOSAVE).read_bytes()
    _, other = game(3, 4)
    auto = Autosaver(store)  # (a new game: a fresh start of the window, or reset)
    assert len(auto.save(other[2][0], seats(3), other[2][1]).seats) == 3
    assert auto.kept == "slot-01" and store.path("slot-01").read_bytes() == before
    assert auto.save(other[3][0], seats(3), other[3][1]) is not None and auto.kept == "slot-01"
    assert len(list(tmp_path.glob("slot-*.json"))) == 1  # kept once, at the first save


def test_the_same_game_resumed_or_taken_back_or_a_finished_one_is_not_kept(tmp_path: Path):
    store = SlotStore(tmp_path, catalog=CAT)
    final, points = game(2, 9)
    Autosaver(store).save(points[20][0], seats(2), points[20][1])
    auto = Autosaver(store)  # resumed, then a move taken back below the saved step
    assert auto.save(points[18][0], seats(2), points[18][1]) is not None and auto.kept is None
    Autosaver(store).save(final, seats(2), points[-1][1])  # finished: nothing to keep
    _, other = game(3, 4)
    auto = Autosaver(store)
    assert auto.save(other[2][0], seats(3), other[2][1]) is not None and auto.kept is None
    assert not list(tmp_path.glob("slot-*.json"))


def test_with_no_free_slot_the_earlier_game_is_not_overwritten(tmp_path: Path):
    store = SlotStore(tmp_path, slots=1, catalog=CAT)
    _, earlier = game(2, 9)
    Autosaver(store).save(earlier[20][0], seats(2), earlier[20][1])
    store.save("slot-01", earlier[5][0], seats(2), state=earlier[5][1])
    before = store.path(AUTOSAVE).read_bytes()
    _, other = game(3, 4)
    auto = Autosaver(store)
    failed = auto.save(other[2][0], seats(3), other[2][1])
    assert isinstance(failed, SaveError) and "no free slot" in str(failed)
    assert store.path(AUTOSAVE).read_bytes() == before
