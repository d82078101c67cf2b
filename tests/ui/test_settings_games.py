"""Settings keep the last game configuration per game: each game of the box its own, and
the one kept before the box (no game id) is Oh My Goods!'s."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from omg_desktop.games import registry
from omg_desktop.seating import GameConfig, Seat
from omg_desktop.ui.settings import Settings

OMG = GameConfig((Seat("Ana", "human"), Seat("Bruno", "computer", "random")), "classic", 1234)
TOY = GameConfig((Seat("Ana", "human"), Seat("Bo", "computer", "heuristic")), "standard", 7)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "s.ini"


def test_the_configuration_kept_before_the_box_is_the_default_game_s(qapp, path):
    old = Settings(path=path)
    old.qsettings.setValue("game/last_config", json.dumps(OMG.to_dict()))  # as 0.1.0 kept it
    old.sync()
    s = Settings(path=path)
    assert s.last_config(registry.DEFAULT) == s.last_game_config == replace(OMG, seed=None)
    assert s.last_config("kuhn") is None


def test_each_game_keeps_its_own_last_configuration_under_its_id(qapp, path):
    s = Settings(path=path)
    s.qsettings.setValue("game/last_config", json.dumps(OMG.to_dict()))
    s.set_last_config("kuhn", TOY)
    s.last_game_config = OMG  # the default game's, moved to its own key
    s.sync()
    again = Settings(path=path)
    assert again.last_config("kuhn") == replace(TOY, seed=None)  # a seed is for one game
    assert again.last_config(registry.DEFAULT) == replace(OMG, seed=None)
    keys = set(again.qsettings.allKeys())
    assert {f"games/{registry.DEFAULT}/last_config", "games/kuhn/last_config"} <= keys
    assert "game/last_config" not in keys
    again.set_last_config("kuhn", None)
    assert again.last_config("kuhn") is None and again.last_game_config is not None


@pytest.mark.parametrize("odd", ["", "Kuhn", "../x", "a/b", "x" * 41])
def test_a_game_id_that_is_not_one_keeps_nothing(qapp, path, odd):
    s = Settings(path=path)
    assert s.last_config(odd) is None
    with pytest.raises(ValueError, match="not a game's id"):
        s.set_last_config(odd, TOY)
