"""The batch commands (simulate, tournament, replay) take the toy game from ``--game`` and
play it through its record alone, in a real process of the program (the toy game is put
in the box by the test-only launcher ``toy_cli.py``)."""

from __future__ import annotations

import json
from pathlib import Path

from .toy_process import run_toy


def test_simulate_plays_the_toy_game_and_writes_files_that_replay(tmp_path: Path):
    done = run_toy("simulate", "--game", "kuhn", "--games", "12", "--seed", "3", "--check",
               "--save", str(tmp_path), "--json")  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["game"] == "kuhn" and result["players"] == 2 and result["ruleset"] == "standard"
    assert result["games"] == 12 and result["errors"] == 0 and result["mean_actions"] >= 2
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 12
    data = json.loads(files[0].read_text(encoding="utf-8"))
    assert data["game"] == "kuhn" and data["final_hash"]
    replayed = run_toy("replay", str(files[0]))
    assert replayed.returncode == 0, replayed.stderr
    assert f"{files[0]}: OK — {len(data['steps'])} steps, 1 rounds" in replayed.stdout


def test_replay_refuses_a_toy_game_file_that_does_not_replay(tmp_path: Path):
    assert (
        run_toy("simulate", "--game", "kuhn", "--games", "1", "--save", str(tmp_path)).returncode
        == 0
    )
    path = next(tmp_path.glob("game-*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][0] = "c"  # a call with no bet to call
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run_toy("replay", str(path))
    assert done.returncode == 1
    assert "omg-desktop replay" in done.stderr and "Traceback" not in done.stderr


def test_a_tournament_of_the_toy_game_between_its_computers():
    done = run_toy("tournament", "--game", "kuhn", "--bots", "heuristic,random", "--games", "8",
               "--swap-seats", "--jobs", "1", "--json")  # fmt: skip
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout.strip().splitlines()[-1])
    assert data["game"] == "kuhn" and data["ruleset"] == "standard"
    table = data["results"]["2"]
    assert table["games"] == 8
    assert sum(table["bots"][level]["wins"] for level in ("heuristic", "random")) == 8
    assert all(table["bots"][level]["seats"] == 8 for level in ("heuristic", "random"))


def test_a_level_the_toy_game_has_no_computer_for_gets_a_clear_message():
    done = run_toy("tournament", "--game", "kuhn", "--bots", "montecarlo,random", "--games", "1")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "unknown --bots 'montecarlo': Kuhn poker has no computer of that level" in done.stderr
    assert "(its levels: random, heuristic, search)" in done.stderr


def test_simulate_says_what_the_toy_game_cannot_do():
    fast = run_toy("simulate", "--game", "kuhn", "--games", "1", "--fast")
    assert fast.returncode == 2 and "Kuhn poker has no fast playouts" in fast.stderr
    crowd = run_toy("simulate", "--game", "kuhn", "--games", "1", "--players", "3")
    assert crowd.returncode == 2 and "Kuhn poker is for 2 players" in crowd.stderr
    for done in (fast, crowd):
        assert "Traceback" not in done.stderr


def test_a_game_without_computers_gets_a_clear_message(monkeypatch, capsys):
    from dataclasses import replace

    from omg_desktop import cli
    from omg_desktop.games import registry

    from . import kuhn

    bare = replace(kuhn.game(), bots={})
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, kuhn.INFO))
    monkeypatch.setattr(registry, "load", lambda game_id=None: bare)
    assert cli.main(["simulate", "--game", "kuhn", "--games", "1"]) == 2
    assert "Kuhn poker has no computers" in capsys.readouterr().err
    assert cli.main(["tournament", "--game", "kuhn", "--bots", "random", "--games", "1"]) == 2
    assert "Kuhn poker has no computers" in capsys.readouterr().err
