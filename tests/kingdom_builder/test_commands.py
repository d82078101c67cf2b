"""Kingdom Builder's commands through the program's command line (``cli.main``, and a
real process of the program for one): validate-data on the shipped and a broken data
folder, simulate (every player count, both options, deterministic), its saved games
replayed and a changed one caught, a tournament of its computers, a narrated demo,
tutorial --check (the shared checks: tests/games/commands)."""

from __future__ import annotations

import shutil

import pytest

from omg_desktop import cli
from omg_desktop.data_loading.paths import default_data_root
from tests.games.commands import CommandsChecks, last_json

GAME = ["--game", "kingdom_builder"]


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


class TestCommands(CommandsChecks):
    GAME = "kingdom_builder"
    RECORD = "kb"
    PLAYERS = (2, 4)
    SAME_GAMES = 3
    PROCESS_PLAYERS = 2
    DATA_FILE = "kingdom_builder/boards.yaml"
    DEMO_TITLE = "Kingdom Builder"

    def changed_steps(self, steps: list[str]) -> dict[int, str]:
        """A terrain card drawn changed, and the 7th step a build on no hex."""
        draw = next(i for i, s in enumerate(steps) if i > 6 and s.startswith("T draw"))
        swap = "G" if not steps[draw].endswith("c=G") else "D"
        return {draw: steps[draw][:-1] + swap, 6: "build 99.99"}
