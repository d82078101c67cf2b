"""The data folder is one level (``…/omg-desktop``); what earlier versions kept one
level deeper (``…/omg-desktop/omg-desktop``) is moved up once, at start."""

from __future__ import annotations

from pathlib import Path

from omg_desktop.saves.paths import data_dir, move_up_old_data, old_data_dir


def env(home: Path) -> dict[str, str]:
    return {"XDG_DATA_HOME": str(home / "data")}


def test_the_old_doubled_folder_is_moved_up_and_removed(tmp_path):
    e = env(tmp_path)
    old = old_data_dir(e, "linux", tmp_path)
    assert old == tmp_path / "data" / "omg-desktop" / "omg-desktop"
    (old / "saves").mkdir(parents=True)
    (old / "saves" / "autosave.json").write_bytes(b'{"steps": []}')
    (old / "crash.log").write_text("a crash\n")
    assert move_up_old_data(e, "linux", tmp_path) == ["crash.log", "saves"]
    new = data_dir(e, "linux", tmp_path)
    assert new == tmp_path / "data" / "omg-desktop"
    assert (new / "saves" / "autosave.json").read_bytes() == b'{"steps": []}'
    assert (new / "crash.log").read_text() == "a crash\n"
    assert not old.exists()
    assert move_up_old_data(e, "linux", tmp_path) == []  # once


def test_what_the_new_folder_has_already_stays_and_so_does_the_old_copy(tmp_path):
    e = env(tmp_path)
    old = old_data_dir(e, "linux", tmp_path)
    new = data_dir(e, "linux", tmp_path)
    (old / "saves").mkdir(parents=True)
    (old / "saves" / "slot-01.json").write_text("old")
    (old / "server").mkdir()
    (new / "saves").mkdir(parents=True)
    (new / "saves" / "slot-01.json").write_text("new")
    assert move_up_old_data(e, "linux", tmp_path) == ["server"]
    assert (new / "saves" / "slot-01.json").read_text() == "new"
    assert (old / "saves" / "slot-01.json").read_text() == "old"  # nothing is lost


def test_with_no_old_folder_nothing_happens(tmp_path):
    assert move_up_old_data(env(tmp_path), "linux", tmp_path) == []
    assert not data_dir(env(tmp_path), "linux", tmp_path).exists()
