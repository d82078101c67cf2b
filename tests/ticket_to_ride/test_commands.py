"""Ticket to Ride's commands through the program's command line (``cli.main``, and a real
process of the program for one): validate-data on the shipped and a broken data folder,
simulate (every player count, deterministic), its saved games replayed and a changed one
caught, a tournament of its computers, a demo game, tutorial --check (the shared checks:
tests/games/commands)."""

from __future__ import annotations

import shutil

import pytest

from omg_desktop import cli
from omg_desktop.data_loading.paths import default_data_root
from tests.games.commands import CommandsChecks, last_json

GAME = ["--game", "ticket_to_ride"]


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


class TestCommands(CommandsChecks):
    GAME = "ticket_to_ride"
    RECORD = "ttr"
    PLAYERS = (2, 5)
    SAME_GAMES = 2
    PROCESS_PLAYERS = 5
    DATA_FILE = "ticket_to_ride/usa.yaml"
    DEMO_TITLE = "Ticket to Ride"

    def changed_steps(self, steps: list[str]) -> dict[int, str]:
        """A train card drawn changed to another colour, and the first claim one of a
        route the map has not."""
        draw = next(i for i, s in enumerate(steps) if i > 20 and s.startswith("T draw"))
        claim = next(i for i, s in enumerate(steps) if s.startswith("claim "))
        colour = steps[draw].rsplit("=", 1)[1]
        other = "red" if colour != "red" else "blue"
        return {draw: steps[draw].rsplit("=", 1)[0] + "=" + other, claim: "claim r999 red 0"}
