"""SlotStore: save, load, list, rename, delete, backups, and where files go."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.saves import AUTOSAVE, SaveError, SlotStore, slot_label

from .helpers import CAT, game, seats


@pytest.fixture
def store(tmp_path: Path) -> SlotStore:
    return SlotStore(tmp_path / "saves", catalog=CAT)


def mid_game(players: int = 3, seed: int = 5, at: int = 40):
    _, points = game(players, seed)
    return points[at]


def test_slot_ids_and_labels(store):
    ids = store.slot_ids()
    assert ids[0] == AUTOSAVE and len(ids) == 11
    assert ids[1] == "slot-01" and ids[-1] == "slot-10"
    assert slot_label("slot-03") == "Slot 3" and slot_label(AUTOSAVE) == "Autosave"
    assert len(SlotStore(store.folder, slots=12).slot_ids()) == 13


def test_unknown_slot_ids_never_become_paths(store):
    for bad in ("../evil", "slot-11", "slot-1", "/etc/passwd", "autosave.json", ""):
        with pytest.raises(ValueError):
            store.path(bad)


def test_listing_an_empty_folder_creates_nothing(store):
    infos = store.infos()
    assert all(i.empty and not i.ok for i in infos)
    assert store.latest_unfinished() is None and store.first_free() == "slot-01"
    assert not store.folder.exists()


def test_save_and_load_an_unfinished_game(store):
    record, state = mid_game()
    when = datetime(2025, 3, 1, 12, 30, tzinfo=UTC)
    info = store.save(
        "slot-02",
        record,
        seats(3),
        name=" Sunday game ",
        state=state,
        thumbnail=b"\x89PNG",
        now=when,
    )
    assert info.ok and info.name == "Sunday game" and info.saved_at == when
    assert info.round == state.round and not info.over and info.steps == len(record.steps)
    assert [s.name for s in info.seats] == [
        "Ana",
        "Bruno",
        "Chiara",
    ] and info.thumbnail == b"\x89PNG"
    loaded = store.load("slot-02")
    assert loaded.record == record and loaded.name == "Sunday game" and not loaded.from_backup
    assert loaded.state.to_dict() == state.to_dict()
    assert loaded.seats == tuple(seats(3)) and loaded.seats[0].is_human
    assert sorted(p.name for p in store.folder.iterdir()) == ["slot-02.json"]


def test_the_file_is_readable_json_with_the_promised_fields(store):
    record, state = mid_game()
    store.save("slot-01", record, seats(3), name="x", state=state)
    data = json.loads(store.path("slot-01").read_text(encoding="utf-8"))
    for key in ("format", "format_version", "app_version", "ruleset", "seed", "players", "steps"):
        assert key in data
    assert data["format_version"] == 1 and data["final_hash"] is None
    assert data["state_hash"] == state_hash(state)
    assert data["seats"][1] == {"name": "Bruno", "kind": "computer", "level": "random"}
    assert '\n  "' in store.path("slot-01").read_text()  # one step a line


def test_saving_without_a_state_replays_to_find_it(store):
    record, state = mid_game()
    store.save("slot-01", record, seats(3))
    assert store.load("slot-01").state.to_dict() == state.to_dict()


def test_a_finished_game(store):
    record, points = game(2, 8)
    store.save("slot-01", record, seats(2))
    info = store.info("slot-01")
    assert info.over and store.latest_unfinished() is None
    assert store.load("slot-01").over


def test_the_previous_save_becomes_the_backup(store):
    _, points = game(2, 3)
    first, second = points[10], points[20]
    store.save("slot-01", first[0], seats(2), name="first", state=first[1])
    assert not store.has_backup("slot-01")
    store.save("slot-01", second[0], seats(2), name="second", state=second[1])
    assert store.has_backup("slot-01") and store.info("slot-01").backup_available
    assert store.load("slot-01").name == "second"
    backup = store.load_backup("slot-01")
    assert backup.name == "first" and backup.from_backup and backup.record == first[0]


def test_a_damaged_file_never_replaces_the_backup(store):
    _, points = game(2, 3)
    store.save("slot-01", points[5][0], seats(2), name="a", state=points[5][1])
    store.save("slot-01", points[6][0], seats(2), name="b", state=points[6][1])
    store.path("slot-01").write_text("{ garbage")
    store.save("slot-01", points[7][0], seats(2), name="c", state=points[7][1])
    assert store.load("slot-01").name == "c"
    assert store.load_backup("slot-01").name == "a"


def test_name_defaults(store):
    record, state = mid_game()
    store.save("slot-04", record, seats(3), state=state)
    assert store.info("slot-04").name == "Slot 4"
    store.save("slot-04", record, seats(3), name="Mine", state=state)
    store.save("slot-04", record, seats(3), state=state)
    assert store.info("slot-04").name == "Mine"


def test_rename_and_delete(store):
    record, state = mid_game()
    store.save("slot-01", record, seats(3), name="old", state=state)
    store.save("slot-01", record, seats(3), name="old", state=state)
    assert store.rename("slot-01", "  new name ").name == "new name"
    assert store.load("slot-01").name == "new name"
    store.delete("slot-01")
    assert store.info("slot-01").empty and not store.has_backup("slot-01")
    assert list(store.folder.iterdir()) == []
    store.delete("slot-01")  # deleting an empty slot is fine
    with pytest.raises(SaveError):
        store.rename("slot-01", "x")


def test_names_from_files_never_become_paths(store):
    record, state = mid_game()
    store.save("slot-01", record, seats(3), name="../../escape/slot-02", state=state)
    store.rename("slot-01", "/tmp/evil")
    assert sorted(p.name for p in store.folder.iterdir()) == ["slot-01.json"]
    assert store.info("slot-01").name == "/tmp/evil"


def test_latest_unfinished_is_the_most_recent(store):
    _, points = game(2, 3)
    r1, s1 = points[10]
    r2, s2 = points[30]
    store.save("slot-01", r1, seats(2), state=s1, now=datetime(2025, 1, 2, tzinfo=UTC))
    store.save(AUTOSAVE, r2, seats(2), state=s2, now=datetime(2025, 1, 3, tzinfo=UTC))
    store.save("slot-02", r1, seats(2), state=s1, now=datetime(2025, 1, 1, tzinfo=UTC))
    assert store.latest_unfinished().slot == AUTOSAVE
    store.path(AUTOSAVE).write_text("broken")
    assert store.latest_unfinished().slot == "slot-01"
    assert store.first_free() == "slot-03"


def test_a_save_that_cannot_be_written_is_a_save_error(tmp_path: Path):
    (tmp_path / "file").write_text("not a folder")
    store = SlotStore(tmp_path / "file" / "saves", catalog=CAT)
    record, state = mid_game()
    with pytest.raises(SaveError) as err:
        store.save("slot-01", record, seats(3), state=state)
    assert str(err.value).startswith("Slot 1: could not write")


def test_saving_a_record_that_does_not_replay_is_refused(store):
    record, _ = mid_game()
    record.steps[-1] = "T reveal c=999 r=0"
    with pytest.raises(SaveError, match="does not replay"):
        store.save("slot-01", record, seats(3))
    assert not store.path("slot-01").exists()


def test_verify_refuses_a_save_that_would_not_load(store):
    _, points = game(2, 3)
    record, state = points[12]
    _, later = points[13]
    store.save("slot-01", record, seats(2), name="good", state=state, verify=True)
    with pytest.raises(SaveError, match="does not reach the saved state"):
        store.save("slot-01", record, seats(2), name="bad", state=later, verify=True)
    assert store.load("slot-01").name == "good"


def test_a_players_view_is_not_a_state_to_save(store):
    from omg_desktop.games.ohmygoods.rules import player_view

    record, state = mid_game()
    with pytest.raises(ValueError, match="view"):
        store.save("slot-01", record, seats(3), state=player_view(state, 0))


def test_a_slot_saved_mid_game_is_not_offered_once_that_game_was_played_to_its_end(store):
    """Saved into a slot mid-game, the game then played on and finished (the autosave
    holds its end): Continue has nothing of it to offer; another game's slot still is."""
    record, points = game(2, 3)
    r1, s1 = points[10]
    store.save("slot-01", r1, seats(2), state=s1, now=datetime(2025, 1, 2, tzinfo=UTC))
    assert store.latest_unfinished().slot == "slot-01"
    store.save(AUTOSAVE, record, seats(2), now=datetime(2025, 1, 3, tzinfo=UTC))
    assert store.info(AUTOSAVE).over and store.latest_unfinished() is None
    other, other_points = game(2, 4)
    r2, s2 = other_points[10]
    store.save("slot-02", r2, seats(2), state=s2, now=datetime(2025, 1, 1, tzinfo=UTC))
    assert store.latest_unfinished().slot == "slot-02"


def test_a_game_taken_up_again_from_before_its_end_is_offered(store):
    """The player went back to a slot saved mid-game after finishing it: the autosave of
    that game played on (saved after the end) is offered again."""
    record, points = game(2, 3)
    store.save("slot-01", record, seats(2), now=datetime(2025, 1, 2, tzinfo=UTC))
    r1, s1 = points[10]
    store.save(AUTOSAVE, r1, seats(2), state=s1, now=datetime(2025, 1, 3, tzinfo=UTC))
    assert store.latest_unfinished().slot == AUTOSAVE
