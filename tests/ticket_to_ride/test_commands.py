"""Ticket to Ride's commands through the program's command line (``cli.main``, and a real
process of the program for one): validate-data on the shipped and a broken data folder,
simulate (every player count, deterministic), its saved games replayed and a changed one
caught, a tournament of its computers, a demo game, tutorial --check."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.data_loading.paths import default_data_root

ROOT = Path(__file__).resolve().parents[2]
GAME = ["--game", "ticket_to_ride"]


def last_json(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_validate_data_checks_the_shipped_map(cat, capsys):
    assert cli.main(["validate-data", *GAME]) == 0
    first, lessons = capsys.readouterr().out.splitlines()
    cards = sum(cat.cards.values())
    expected = f"OK: {len(cat.cities)} cities, {len(cat.routes)} routes, {len(cat.tickets)}"
    assert first.startswith(expected) and f"{cards} train cards in" in first
    assert (len(cat.cities), len(cat.routes), len(cat.tickets), cards) == (36, 100, 30, 110)
    assert lessons.startswith("    lessons: ") and "steps" in lessons


def test_validate_data_names_the_file_line_and_field_of_a_broken_copy(tmp_path, capsys):
    shutil.copytree(default_data_root() / "ticket_to_ride", tmp_path / "ticket_to_ride")
    usa = tmp_path / "ticket_to_ride" / "usa.yaml"
    lines = usa.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("trains_per_player:"))
    lines[at] = "  trains_per_player: many"
    usa.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli.main(["validate-data", *GAME, str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"ticket_to_ride/usa.yaml:{at + 1}" in err and "trains_per_player" in err
    assert "1 problem in" in err and "Traceback" not in err


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_simulate_plays_checked_games_of_every_count(ttr, capsys, players):
    argv = ["simulate", *GAME, "--players", str(players), "--games", "1", "--check", "--json"]
    assert cli.main(argv) == 0
    result = last_json(capsys)
    assert result["game"] == "ticket_to_ride" and result["errors"] == 0
    assert result["players"] == players and result["ruleset"] == "standard"
    # 45 trains a seat, at most 6 a claim: the game lasts more than 7 rounds.
    assert result["mean_rounds"] > 45 // 6 and result["mean_actions"] > 7 * players


def test_simulate_is_deterministic(ttr, capsys):
    outs = []
    for _ in range(2):
        assert cli.main(["simulate", *GAME, "--players", "3", "--games", "2", "--json"]) == 0
        result = last_json(capsys)
        result.pop("games_per_s")
        outs.append(result)
    assert outs[0] == outs[1]


def test_simulate_refuses_a_bad_player_count_in_words(ttr, capsys):
    assert cli.main(["simulate", *GAME, "--players", "6", "--games", "1"]) == 2
    assert "2–5 players" in capsys.readouterr().err


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> list[Path]:
    """Two 4-player games simulated and saved (a module's worth)."""
    folder = tmp_path_factory.mktemp("ttr-saved")
    argv = ["simulate", *GAME, "--players", "4", "--games", "2", "--seed", "7"]
    assert cli.main([*argv, "--save", str(folder), "--json"]) == 0
    return sorted(folder.glob("game-*.json"))


def test_saved_games_replay(saved, capsys):
    assert len(saved) == 2
    for path in saved:
        assert cli.main(["replay", str(path)]) == 0
        out = capsys.readouterr().out
        assert "OK" in out and "scores" in out


def test_replay_catches_a_changed_claim_and_a_changed_draw(saved, tmp_path, capsys):
    original = json.loads(saved[0].read_text())
    steps = original["steps"]
    draw = next(i for i, s in enumerate(steps) if i > 20 and s.startswith("T draw"))
    claim = next(i for i, s in enumerate(steps) if s.startswith("claim "))
    colour = steps[draw].rsplit("=", 1)[1]
    other = "red" if colour != "red" else "blue"
    changed = {draw: steps[draw].rsplit("=", 1)[0] + "=" + other, claim: "claim r999 red 0"}
    path = tmp_path / "changed.json"
    for i, line in changed.items():
        data = json.loads(json.dumps(original))
        data["steps"][i] = line
        path.write_text(json.dumps(data))
        assert cli.main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        assert "omg-desktop replay" in err and f"step {i + 1}" in err, err
        assert "Traceback" not in err


def test_a_tournament_of_its_computers(ttr, capsys):
    argv = ["tournament", *GAME, "--bots", "greedy,random", "--games", "4", "--swap-seats"]
    assert cli.main([*argv, "--json"]) == 0
    result = last_json(capsys)
    bots = result["results"]["2"]["bots"]
    assert result["game"] == "ticket_to_ride" and set(bots) == {"greedy", "random"}
    assert bots["greedy"]["wins"] + bots["random"]["wins"] == 4


def test_a_tournament_refuses_a_level_the_game_has_not(ttr, capsys):
    assert cli.main(["tournament", *GAME, "--bots", "grandmaster,random", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "grandmaster" in err and "Traceback" not in err


def test_a_demo_game_runs_to_the_end(ttr, capsys):
    assert cli.main(["play", "--demo", *GAME, "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ticket to Ride — a demo game") and "Game over." in out


def test_tutorial_check_walks_the_lessons(ttr, capsys):
    assert cli.main(["tutorial", "--check", *GAME]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lessons"] >= 1 and out["steps"] > 10 and out["errors"] == []


def test_the_commands_in_a_real_process(tmp_path):
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "omg_desktop", *args], cwd=ROOT, capture_output=True, text=True,
            encoding="utf-8", timeout=300, check=False,
        )  # fmt: skip

    sim = run("simulate", *GAME, "--players", "5", "--games", "2", "--save", str(tmp_path))
    assert sim.returncode == 0 and "2 games, 0 errors" in sim.stdout, sim.stderr
    again = run("replay", str(next(tmp_path.glob("game-*.json"))))
    assert again.returncode == 0 and "OK" in again.stdout, again.stderr
    bad = run("validate-data", *GAME, str(tmp_path / "nowhere"))
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert "ticket_to_ride/usa.yaml" in bad.stderr
