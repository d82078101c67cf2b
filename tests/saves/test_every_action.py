"""Whole games of random bots, saved and loaded after every action (2–4 players).

After each action the game is saved (as autosave does), loaded back and replayed;
the loaded state must equal the live one. At a few points the loaded game is also
played on with the original's next actions and must end exactly like the original.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from omg_desktop.games.ohmygoods.rules.record import state_hash
from omg_desktop.saves import AUTOSAVE, Autosaver, SlotStore, resumed_recorder

from .helpers import CAT, game, play, seats

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def no_fsync(monkeypatch):
    """fsync is not what these tests are about (test_kill is); skipping it keeps them fast."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23)])
def test_save_and_load_after_every_action(tmp_path: Path, no_fsync, players: int, seed: int):
    store = SlotStore(tmp_path, catalog=CAT)
    auto = Autosaver(store)
    count = 0
    for rec, _ in play(players, seed):
        assert not isinstance(auto.save(rec.record, seats(players), rec.state), Exception)
        loaded = store.load(AUTOSAVE)
        assert loaded.record.steps == rec.record.steps
        assert loaded.state.to_dict() == rec.state.to_dict(), f"after action {count}"
        assert loaded.over == rec.state.over
        count += 1
    assert rec.state.over and count > 50
    assert loaded.record.final_hash == state_hash(rec.state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_loaded_game_plays_on_exactly_like_the_original(tmp_path: Path, no_fsync, players: int):
    final, points = game(players, 30 + players)
    store = SlotStore(tmp_path, catalog=CAT)
    originals = final.actions()
    for at in (0, 1, len(points) // 3, len(points) // 2, len(points) - 2):
        record, state = points[at]
        store.save("slot-01", record, seats(players), state=state)
        loaded = store.load("slot-01")
        rec = resumed_recorder(loaded.record, CAT, loaded.meta.state_hash)
        assert rec.record is not loaded.record
        for action in originals[at:]:
            rec.play(action)
        assert rec.record.steps == final.steps
        assert rec.record.final_hash == final.final_hash
