"""An earlier version's player starts this one: their game, kept in the old doubled data
folder (``…/omg-desktop/omg-desktop``), is offered and resumed; the old doubled cache
folder is gone; the real program, started twice in a scratch home."""

from __future__ import annotations

import shutil

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.saves.slots import AUTOSAVE, SlotStore

from .home import Home

pytestmark = pytest.mark.timeout(600)


def test_a_game_in_the_old_doubled_folders_is_resumed_after_the_update(tmp_path, monkeypatch):
    monkeypatch.delenv("OMG_DESKTOP_CACHE_DIR", raising=False)  # the cache under this home
    home = Home(tmp_path)
    seats = [("Ana", "human", None), ("Bruno", "computer", "random")]
    first = home.run("first_game", seats=seats, ruleset="bigbox", seed="5", rounds=1)
    quit_at = first["quit_at"]

    # as an earlier version left it: the data one level deeper, a cache likewise
    old = home.data / "omg-desktop"
    old.mkdir()
    for child in list(home.data.iterdir()):
        if child != old:
            shutil.move(str(child), str(old / child.name))
    assert not home.saves.exists() and (old / "saves").is_dir()
    old_cache = tmp_path / ".cache" / "omg-desktop" / "omg-desktop"
    (old_cache / "card-images").mkdir(parents=True)
    (old_cache / "card-images" / "stale.argb").write_bytes(b"old")

    second = home.run("resume_and_quit")
    assert "Resume" in second["offers"][0]["text"]
    assert second["resumed"] == quit_at  # the same game, at the same step
    assert not old.exists(), "the doubled data folder is emptied and removed"
    assert not old_cache.exists(), "the doubled cache folder is removed"
    auto = SlotStore(home.saves, catalog=default_catalog()).load(AUTOSAVE)
    assert len(auto.record.steps) == quit_at["steps"]
