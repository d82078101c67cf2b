"""``omg-desktop replay`` verifies save slots: finished games and unfinished ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.gamefile import read_record, write_record
from omg_desktop.saves import SaveError, SlotStore

from .helpers import CAT, DAMAGED_FIELDS, game, seats


def test_an_unfinished_slot_replays_to_its_saved_state(tmp_path: Path, capsys):
    store = SlotStore(tmp_path, catalog=CAT)
    _, points = game(3, 17)
    store.save("slot-01", points[60][0], seats(3), state=points[60][1])
    assert cli.main(["replay", str(store.path("slot-01"))]) == 0
    out = capsys.readouterr().out
    assert "unfinished game" in out and "saved state verified" in out


def test_a_changed_saved_state_is_caught(tmp_path: Path, capsys):
    store = SlotStore(tmp_path, catalog=CAT)
    _, points = game(3, 17)
    store.save("slot-01", points[60][0], seats(3), state=points[60][1])
    path = store.path("slot-01")
    data = json.loads(path.read_text())
    data["state_hash"] = "0" * 32
    path.write_text(json.dumps(data))
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "does not reach the saved state" in err and err.count("\n") == 1
    data["state_hash"] = 5
    path.write_text(json.dumps(data))
    assert cli.main(["replay", str(path)]) == 1


def test_a_finished_slot(tmp_path: Path, capsys):
    store = SlotStore(tmp_path, catalog=CAT)
    record, _ = game(2, 17)
    store.save("autosave", record, seats(2))
    assert cli.main(["replay", str(store.path("autosave"))]) == 0
    assert "OK" in capsys.readouterr().out


def test_record_files_and_slot_files_are_one_format(tmp_path: Path):
    record, _ = game(2, 17)
    write_record(tmp_path / "g.json", record)
    store = SlotStore(tmp_path, catalog=CAT)
    (tmp_path / "g.json").replace(store.path("slot-05"))
    loaded = store.load("slot-05")  # a simulate --save file loads as a slot (default seats)
    assert loaded.record == record and [s.name for s in loaded.seats] == ["Player 1", "Player 2"]
    again, raw = read_record(store.path("slot-05"))
    assert again == record and raw["format_version"] == 1


#: Slot files the game refuses: one field of a good slot file changed (the save tests'
#: wrong types and values), each also refused by ``replay`` with the game's message.
DAMAGE = [*DAMAGED_FIELDS, ("app_version", ["x"])]


@pytest.mark.parametrize(("key", "value"), DAMAGE)
def test_replay_refuses_what_the_game_refuses_with_its_message(tmp_path: Path, capsys, key, value):
    store = SlotStore(tmp_path, catalog=CAT)
    _, points = game(2, 12)
    store.save("slot-01", points[20][0], seats(2), state=points[20][1])
    path = store.path("slot-01")
    data = json.loads(path.read_text())
    data[key] = value
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        store.load("slot-01")
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert refused.value.message in err and str(path) in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_replay_refuses_a_step_the_engine_cannot_apply(tmp_path: Path, capsys):
    record, _ = game(2, 12)
    data = {**record.to_dict(), "format": "omg-desktop-game", "format_version": 1}
    data["final_hash"] = None
    data["steps"] = [*data["steps"][:3], "T reveal c=99999999 r=0"]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data))
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "does not replay" in err and "Traceback" not in err and err.count("\n") == 1
