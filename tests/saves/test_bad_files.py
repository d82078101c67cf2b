"""Bad slot files: refused with a SaveError naming the slot and the problem, nothing lost.

Corrupt, truncated, foreign, future- and past-version files, wrong types, huge
files: each is refused, the backup is offered when there is one, the other slots
and the listing keep working, and no file is changed by the attempt.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from omg_desktop import gamefile
from omg_desktop.saves import SaveError, SlotStore

from .helpers import CAT, DAMAGED_FIELDS, game, seats


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def store(tmp_path: Path) -> SlotStore:
    """Slot 1 saved twice (so it has a backup), slot 2 saved once."""
    s = SlotStore(tmp_path, catalog=CAT)
    _, points = game(2, 12)
    s.save("slot-01", points[10][0], seats(2), name="first", state=points[10][1])
    s.save("slot-01", points[20][0], seats(2), name="second", state=points[20][1])
    s.save("slot-02", points[30][0], seats(2), name="other", state=points[30][1])
    return s


def good_data(store: SlotStore) -> dict:
    return json.loads(store.path("slot-01").read_text(encoding="utf-8"))


def refused(store: SlotStore, slot: str = "slot-01", others: bool = True) -> SaveError:
    before = snapshot(store.folder)
    with pytest.raises(SaveError) as err:
        store.load(slot)
    assert snapshot(store.folder) == before, "a failed load changed a file"
    assert err.value.slot == slot and str(err.value).startswith("Slot 1: ")
    assert "\n" not in str(err.value) and "Traceback" not in str(err.value)
    info = store.info(slot, verify=True)
    assert not info.ok and info.problem and info.backup_available == err.value.backup_available
    if others:
        assert store.load("slot-02").name == "other"  # the other slots keep working
    assert len(store.infos()) == 11
    return err.value


def test_corrupt_json(store):
    text = store.path("slot-01").read_text()
    store.path("slot-01").write_text(text.replace('"steps": [', '"steps": [[', 1))
    err = refused(store)
    assert "not valid JSON" in err.message and err.backup_available
    assert store.load_backup("slot-01").name == "first"


def test_truncated(store):
    raw = store.path("slot-01").read_bytes()
    store.path("slot-01").write_bytes(raw[: len(raw) // 2])
    assert "cut short" in refused(store).message


def test_empty_file_and_binary_garbage(store):
    store.path("slot-01").write_bytes(b"")
    refused(store)
    store.path("slot-01").write_bytes(bytes(range(256)) * 4)
    assert "not text" in refused(store).message


def test_foreign_json(store):
    store.path("slot-01").write_text(json.dumps({"hello": "world"}))
    assert "not an omg-desktop game file" in refused(store).message
    store.path("slot-01").write_text("[1, 2, 3]")
    refused(store)


def test_future_version_names_the_writer(store):
    data = good_data(store)
    data.update(format_version=7, app_version="4.2.0")
    store.path("slot-01").write_text(json.dumps(data))
    err = refused(store)
    assert "format version 7" in err.message and "omg-desktop 4.2.0" in err.message
    assert "update" in err.message


def test_too_old_version_names_the_writer(store):
    data = good_data(store)
    data.update(format_version=0, app_version="0.0.1")
    store.path("slot-01").write_text(json.dumps(data))
    err = refused(store)
    assert "too old" in err.message and "0.0.1" in err.message


def test_older_formats_are_migrated(store, monkeypatch):
    """A future format 2 reads format 1 files through MIGRATIONS[1]."""

    def one_to_two(data: dict) -> dict:
        data["moves"] = data.pop("steps")
        return data

    monkeypatch.setattr(gamefile, "FORMAT_VERSION", 2)
    monkeypatch.setattr(gamefile, "MIGRATIONS", {1: lambda d: {**d}})
    assert store.load("slot-01").name == "second"
    assert gamefile.oldest_readable() == 1
    monkeypatch.setattr(gamefile, "MIGRATIONS", {1: one_to_two})
    err = refused(store, others=False)
    assert "steps" in err.message


def test_a_failing_migration_is_a_clean_refusal(store, monkeypatch):
    monkeypatch.setattr(gamefile, "FORMAT_VERSION", 2)
    monkeypatch.setattr(gamefile, "MIGRATIONS", {1: lambda d: d["no such field"]})
    assert "cannot be converted" in refused(store, others=False).message


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("format_version", "1"),
        ("format_version", True),
        ("format_version", None),
        ("players", "2"),
        ("players", True),
        ("players", -1),
        ("seed", 1.5),
        ("seed", None),
        ("seed", [1]),
        ("ruleset", 3),
        ("ruleset", "no-such-rules"),
        ("steps", "0 exchange swap=0"),
        ("steps", {"a": 1}),
        ("steps", [1, 2]),
        ("steps", ["0 fly away"]),
        *DAMAGED_FIELDS,
        ("state_hash", "0" * 32),
        ("final_hash", "0" * 32),
    ],
)
def test_wrong_types_and_values(store, key, value):
    data = good_data(store)
    data[key] = value
    store.path("slot-01").write_text(json.dumps(data))
    refused(store)


def test_huge_numbers_and_deep_nesting(store):
    store.path("slot-01").write_text('{"format": "omg-desktop-game", "x": ' + "9" * 50_000 + "}")
    refused(store)
    deep = "[" * 200_000 + "]" * 200_000
    store.path("slot-01").write_text('{"format": "omg-desktop-game", "seats": ' + deep + "}")
    refused(store)
    store.path("slot-01").write_text("[" * 100_000)
    refused(store)


def test_a_file_over_the_size_limit(store, monkeypatch):
    monkeypatch.setattr(gamefile, "MAX_BYTES", 1000)
    err = refused(store, others=False)
    assert "larger than 1000 bytes" in err.message
    assert not store.has_backup("slot-01")  # the backup is too large as well


def test_a_file_changed_by_hand_no_longer_replays(store):
    data = good_data(store)
    i = next(k for k, s in enumerate(data["steps"]) if s.startswith("T reveal"))
    data["steps"][i] = "T reveal c=999 r=0"
    store.path("slot-01").write_text(json.dumps(data))
    err = refused(store)
    assert "does not replay" in err.message and f"step {i + 1}" in err.message


def test_a_missing_file_with_a_backup(store):
    store.path("slot-01").unlink()
    with pytest.raises(SaveError) as err:
        store.load("slot-01")
    assert err.value.backup_available and "no saved game" in err.value.message
    assert store.info("slot-01").empty and store.info("slot-01").backup_available
    assert store.load_backup("slot-01").name == "first"


def test_a_bad_backup(store):
    store.backup_path("slot-01").write_text("nonsense")
    store.path("slot-01").write_text("nonsense")
    err = refused(store)
    assert not err.backup_available
    with pytest.raises(SaveError) as bak:
        store.load_backup("slot-01")
    assert "the backup" in bak.value.message and not bak.value.backup_available
    with pytest.raises(SaveError, match="no backup"):
        store.load_backup("slot-03")


def test_a_folder_where_the_file_should_be(store):
    store.delete("slot-01")
    store.path("slot-01").mkdir()
    with pytest.raises(SaveError):
        store.load("slot-01")
    assert store.info("slot-01").problem
