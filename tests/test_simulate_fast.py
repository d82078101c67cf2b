"""``omg-desktop simulate --fast``: random playouts on the rules' kernel, from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules.playout import play_random
from omg_desktop.games.ohmygoods.simulation import InvariantBroken, play_fast_game


def last_json(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_fast_simulate_reports_the_same_fields(capsys):
    args = ["simulate", "--players", "3", "--games", "6", "--seed", "5", "--json"]
    assert cli.main([*args, "--fast"]) == 0
    fast = last_json(capsys)
    assert cli.main(args) == 0
    engine = last_json(capsys)
    assert fast.keys() == engine.keys()
    assert fast["fast"] is True and engine["fast"] is False
    assert fast["games"] == 6 and fast["errors"] == 0 and fast["mean_rounds"] > 3
    assert len(fast["mean_market_cards_per_row"]) == 2


@pytest.mark.parametrize("ruleset", ["bigbox", "classic"])
def test_fast_simulate_with_check_replays_every_game_in_the_engine(ruleset, capsys):
    args = ["simulate", "--fast", "--check", "--games", "4", "--ruleset", ruleset, "--json"]
    assert cli.main(args) == 0
    assert last_json(capsys)["errors"] == 0


def test_fast_simulate_is_deterministic(capsys):
    outs = []
    for _ in range(2):
        cli.main(["simulate", "--fast", "--players", "2", "--games", "5", "--seed", "9", "--json"])
        result = last_json(capsys)
        result.pop("games_per_s")
        outs.append(result)
    assert outs[0] == outs[1]


def test_fast_games_are_saved_as_records_that_replay(tmp_path: Path, capsys):
    args = ["simulate", "--fast", "--games", "2", "--seed", "3", "--save", str(tmp_path)]
    assert cli.main([*args, "--json"]) == 0
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 2
    capsys.readouterr()
    assert cli.main(["replay", str(files[0])]) == 0
    assert "OK" in capsys.readouterr().out


def test_fast_simulate_plays_the_expansion_too(capsys):
    cat = default_catalog()
    expansions = [rs for rs in cat.rulesets.values() if rs.expansion is not None]
    if not expansions:
        pytest.skip("the data has no expansion rule set")
    rs = expansions[0]
    args = ["simulate", "--fast", "--check", "--ruleset", rs.id, "--games", "2"]
    assert cli.main([*args, "--players", str(rs.min_players), "--json"]) == 0
    assert last_json(capsys)["errors"] == 0


def test_the_check_notices_a_game_the_engine_would_not_play(monkeypatch):
    cat = default_catalog()

    def tampered(*args, **kwargs):
        game = play_random(*args, **kwargs)
        game.state.players[0].buildings[0].goods += 1  # it "ends" with one good too many
        return game

    monkeypatch.setattr("omg_desktop.games.ohmygoods.simulation.play_random", tampered)
    with pytest.raises(InvariantBroken, match="does not end where"):
        play_fast_game(cat, 2, 1, check=True)
