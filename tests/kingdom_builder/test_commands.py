"""Kingdom Builder's commands through the program's command line (``cli.main``, and a
real process of the program for one): validate-data on the shipped and a broken data
folder, simulate (every player count, both options, deterministic), its saved games
replayed and a changed one caught, a tournament of its computers, a narrated demo,
tutorial --check."""

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
GAME = ["--game", "kingdom_builder"]


def last_json(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_validate_data_checks_the_shipped_boards(kb, capsys):
    assert cli.main(["validate-data", *GAME]) == 0
    first, lessons = capsys.readouterr().out.splitlines()
    assert first.startswith("OK: 8 board sections, 10 Kingdom Builder cards, 25 terrain cards")
    assert lessons.startswith("    lessons: ") and "steps" in lessons


def test_validate_data_names_the_file_line_and_field_of_a_broken_copy(kb, tmp_path, capsys):
    shutil.copytree(default_data_root() / "kingdom_builder", tmp_path / "kingdom_builder")
    boards = tmp_path / "kingdom_builder" / "boards.yaml"
    lines = boards.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("settlements_per_player:"))
    lines[at] = "settlements_per_player: many"
    boards.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli.main(["validate-data", *GAME, str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert f"kingdom_builder/boards.yaml:{at + 1}" in err and "settlements_per_player" in err
    assert "1 problem in" in err and "Traceback" not in err


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("option", ["standard", "first_game"])
def test_simulate_plays_checked_games_of_every_count_and_option(kb, capsys, players, option):
    argv = ["simulate", *GAME, "--players", str(players), "--ruleset", option]
    assert cli.main([*argv, "--games", "2", "--check", "--json"]) == 0
    result = last_json(capsys)
    assert result["game"] == "kingdom_builder" and result["errors"] == 0
    assert result["ruleset"] == option and result["players"] == players
    # Each turn is 3 builds and an end at least; the game lasts till 40 settlements are gone.
    assert result["mean_rounds"] >= 40 // (3 * players) and result["mean_actions"] > 40


def test_simulate_is_deterministic(kb, capsys):
    outs = []
    for _ in range(2):
        assert cli.main(["simulate", *GAME, "--players", "3", "--games", "3", "--json"]) == 0
        result = last_json(capsys)
        result.pop("games_per_s")
        outs.append(result)
    assert outs[0] == outs[1]


def test_simulate_refuses_a_bad_player_count_in_words(kb, capsys):
    assert cli.main(["simulate", *GAME, "--players", "5", "--games", "1"]) == 2
    assert "2–4 players" in capsys.readouterr().err


def _saved(tmp_path: Path, capsys) -> list[Path]:
    argv = ["simulate", *GAME, "--players", "4", "--games", "2", "--seed", "7"]
    assert cli.main([*argv, "--save", str(tmp_path), "--json"]) == 0
    capsys.readouterr()
    return sorted(tmp_path.glob("game-*.json"))


def test_saved_games_replay(kb, tmp_path, capsys):
    files = _saved(tmp_path, capsys)
    assert len(files) == 2
    for path in files:
        assert cli.main(["replay", str(path)]) == 0
        out = capsys.readouterr().out
        assert "OK" in out and "scores" in out


def test_replay_catches_a_changed_build_and_a_changed_draw(kb, tmp_path, capsys):
    path = _saved(tmp_path, capsys)[0]
    original = json.loads(path.read_text())
    steps = original["steps"]
    draw = next(i for i, s in enumerate(steps) if i > 6 and s.startswith("T draw"))
    swap = "G" if not steps[draw].endswith("c=G") else "D"
    changed = {draw: steps[draw][:-1] + swap, 6: "build 99.99"}
    for i, line in changed.items():
        data = json.loads(json.dumps(original))
        data["steps"][i] = line
        path.write_text(json.dumps(data))
        assert cli.main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        assert "omg-desktop replay" in err and f"step {i + 1}" in err, err
        assert "Traceback" not in err


def test_a_tournament_of_its_computers(kb, capsys):
    argv = ["tournament", *GAME, "--bots", "greedy,random", "--games", "4", "--swap-seats"]
    assert cli.main([*argv, "--json"]) == 0
    result = last_json(capsys)
    bots = result["results"]["2"]["bots"]
    assert result["game"] == "kingdom_builder" and set(bots) == {"greedy", "random"}
    assert bots["greedy"]["wins"] + bots["random"]["wins"] == 4


def test_a_tournament_refuses_a_level_the_game_has_not(kb, capsys):
    assert cli.main(["tournament", *GAME, "--bots", "grandmaster,random", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "grandmaster" in err and "Traceback" not in err


def test_a_demo_game_runs_to_the_end(kb, capsys):
    assert cli.main(["play", "--demo", *GAME, "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kingdom Builder — a demo game") and "Game over." in out


def test_tutorial_check_walks_the_lessons(kb, capsys):
    assert cli.main(["tutorial", "--check", *GAME]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lessons"] >= 1 and out["steps"] > 10 and out["errors"] == []


def test_the_commands_in_a_real_process(tmp_path):
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "omg_desktop", *args], cwd=ROOT, capture_output=True, text=True,
            encoding="utf-8", timeout=300, check=False,
        )  # fmt: skip

    sim = run("simulate", *GAME, "--players", "2", "--games", "2", "--save", str(tmp_path))
    assert sim.returncode == 0 and "2 games, 0 errors" in sim.stdout, sim.stderr
    again = run("replay", str(next(tmp_path.glob("game-*.json"))))
    assert again.returncode == 0 and "OK" in again.stdout, again.stderr
    bad = run("validate-data", *GAME, str(tmp_path / "nowhere"))
    assert bad.returncode == 1 and "Traceback" not in bad.stderr
    assert "kingdom_builder/boards.yaml" in bad.stderr
