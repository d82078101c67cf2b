"""The real commands: simulate, replay and play, through omg_desktop.cli.main."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.gamefile import read_record, write_record
from omg_desktop.games.ohmygoods.rules.record import GameRecord


def test_simulate_json_last_line_has_the_promised_fields(capsys):
    assert cli.main(["simulate", "--players", "3", "--games", "4", "--seed", "5", "--json"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    result = json.loads(last)
    for key in (
        "games",
        "errors",
        "games_per_s",
        "mean_rounds",
        "mean_market_cards_per_row",
        "mean_winning_score",
    ):
        assert key in result
    assert result["games"] == 4 and result["errors"] == 0
    assert result["mean_rounds"] > 3
    assert len(result["mean_market_cards_per_row"]) == 2


def test_simulate_is_deterministic(capsys):
    outs = []
    for _ in range(2):
        cli.main(["simulate", "--players", "2", "--games", "3", "--seed", "9", "--json"])
        result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        result.pop("games_per_s")
        outs.append(result)
    assert outs[0] == outs[1]


def test_simulate_refuses_a_bad_player_count(capsys):
    assert cli.main(["simulate", "--players", "5", "--games", "1"]) == 2
    assert "2–4 players" in capsys.readouterr().err


def test_saved_games_replay(tmp_path: Path, capsys):
    assert (
        cli.main(
            [
                "simulate",
                "--players",
                "4",
                "--games",
                "2",
                "--seed",
                "3",
                "--save",
                str(tmp_path),
                "--json",
            ]
        )
        == 0
    )
    files = sorted(tmp_path.glob("game-*.json"))
    assert len(files) == 2
    capsys.readouterr()
    assert cli.main(["replay", str(files[0])]) == 0
    assert "OK" in capsys.readouterr().out


def _saved(tmp_path: Path) -> Path:
    cli.main(
        [
            "simulate",
            "--players",
            "2",
            "--games",
            "1",
            "--seed",
            "4",
            "--save",
            str(tmp_path),
            "--json",
        ]
    )
    return next(tmp_path.glob("game-*.json"))


def test_replay_detects_a_changed_action(tmp_path: Path, capsys):
    path = _saved(tmp_path)
    data = json.loads(path.read_text())
    i = next(k for k, s in enumerate(data["steps"]) if " sunrise " in s)
    data["steps"][i] = (
        data["steps"][i].replace(" e=1 ", " e=0 ")
        if " e=1 " in data["steps"][i]
        else data["steps"][i].replace(" e=0 ", " e=1 ")
    )
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert cli.main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "omg-desktop replay" in err and "Traceback" not in err


def test_replay_detects_a_changed_reveal(tmp_path: Path, capsys):
    path = _saved(tmp_path)
    data = json.loads(path.read_text())
    i = next(k for k, s in enumerate(data["steps"]) if s.startswith("T reveal"))
    data["steps"][i] = "T reveal c=999 r=0"
    path.write_text(json.dumps(data))
    capsys.readouterr()
    assert cli.main(["replay", str(path)]) == 1
    assert f"step {i + 1}" in capsys.readouterr().err


def test_replay_refuses_bad_files_with_one_line(tmp_path: Path, capsys):
    cases = {
        "truncated.json": '{"format": "omg-desktop-game", "format_ver',
        "foreign.json": '{"hello": 1}',
        "future.json": json.dumps(
            {"format": "omg-desktop-game", "format_version": 99, "app_version": "9.0"}
        ),
        "wrong-types.json": json.dumps(
            {
                "format": "omg-desktop-game",
                "format_version": 1,
                "ruleset": 5,
                "seed": 1,
                "players": 2,
                "steps": [],
            }
        ),
        "bad-step.json": json.dumps(
            {
                "format": "omg-desktop-game",
                "format_version": 1,
                "ruleset": "bigbox",
                "seed": 1,
                "players": 2,
                "steps": ["0 fly away"],
            }
        ),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        assert cli.main(["replay", str(tmp_path / name)]) == 1, name
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0 and "Traceback" not in err, err
    assert cli.main(["replay", str(tmp_path / "missing.json")]) == 1
    assert "future.json" not in capsys.readouterr().err


def test_future_version_message_names_the_writer(tmp_path: Path, capsys):
    path = tmp_path / "future.json"
    path.write_text(
        json.dumps({"format": "omg-desktop-game", "format_version": 2, "app_version": "3.1.0"})
    )
    cli.main(["replay", str(path)])
    assert "3.1.0" in capsys.readouterr().err


def test_game_files_round_trip_and_leave_no_temporary(tmp_path: Path):
    rec = GameRecord("bigbox", "abc", 3, ["0 exchange swap=1"], None)
    path = tmp_path / "g.json"
    write_record(path, rec, {"seats": ["Ana", "Bo", "Cy"]})
    loaded, raw = read_record(path)
    assert loaded == rec and raw["seats"] == ["Ana", "Bo", "Cy"]
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_play_runs_a_demo_game_to_the_end(capsys):
    assert cli.main(["play", "--demo", "--players", "2", "--seed", "11"]) == 0
    out = capsys.readouterr().out
    assert "Round 1" in out and "Game over." in out and "Winner" in out


def test_a_demo_of_the_story_game_names_its_own_cards(capsys):
    """The Longsdale rules add cards the base catalog has not: the demo's lines name them
    from the game's own catalog (it ended in a KeyError before)."""
    assert (
        cli.main(["play", "--demo", "--players", "2", "--ruleset", "longsdale", "--seed", "1"]) == 0
    )
    assert "Game over." in capsys.readouterr().out


def test_a_screenshot_phase_the_game_has_not_is_refused_in_words(capsys):
    assert cli.main(["screenshot", "x.png", "--phase", "dusk"]) == 2
    err = capsys.readouterr().err
    assert "no phase 'dusk' to stop in (known: sunrise, exchange, production)" in err


def test_the_commands_of_the_default_game_are_the_same_with_game_named(capsys):
    assert cli.main(["validate-data"]) == 0
    plain = capsys.readouterr().out
    assert cli.main(["validate-data", "--game", "ohmygoods"]) == 0
    assert capsys.readouterr().out == plain and plain.startswith("OK: 98 cards")
    assert cli.main(["campaign", "simulate", "--game", "ohmygoods", "--bot", "x"]) == 2
    err = capsys.readouterr().err
    assert "unknown --bot 'x': Oh My Goods! has no computer of that level" in err


LEVELS = "Oh My Goods! has no computer of that level (its levels: random, greedy, heuristic, "


def test_the_commands_say_a_level_the_game_has_not_in_the_same_words(capsys):
    """tournament, campaign and join check computer levels in one place (commands/tables.py);
    they said it three ways."""
    assert cli.main(["tournament", "--bots", "heuristic,god", "--games", "1"]) == 2
    assert f"omg-desktop tournament: unknown --bots 'god': {LEVELS}" in capsys.readouterr().err
    assert cli.main(["campaign", "simulate", "--bot", "god"]) == 2
    assert f"omg-desktop campaign: unknown --bot 'god': {LEVELS}" in capsys.readouterr().err
    join = ["join", "ws://127.0.0.1:9", "--create", "--bot", "random", "--fill", "god"]
    assert cli.main(join) == 2
    assert f"omg-desktop join: unknown --fill 'god': {LEVELS}" in capsys.readouterr().err


def test_join_create_with_broken_data_says_so_without_a_traceback(capsys, monkeypatch):
    """The data's problems in words, status 1 (it ended in a traceback)."""
    from dataclasses import replace

    from omg_desktop.commands import join, tables
    from omg_desktop.data_loading.problems import DataError, Problem

    def broken():
        raise DataError([Problem("cards.yaml", 3, "", "", "unknown resource 'gold'")])

    real = tables.game_of
    monkeypatch.setattr(join, "game_of", lambda args: replace(real(args), load_catalog=broken))
    assert cli.main(["join", "ws://127.0.0.1:9", "--create", "--bot", "random"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("omg-desktop join: ") and "unknown resource 'gold'" in err
    assert "Traceback" not in err


def test_every_command_says_its_problem_in_one_way(capsys):
    """A command's problem names the command, whether it raised CommandError or (before)
    printed its own line: the same prefix from cli and from the commands' checks."""
    assert cli.main(["simulate", "--games", "0"]) == 2
    assert capsys.readouterr().err == "omg-desktop simulate: --games must be at least 1\n"
    assert cli.main(["join", "http://x", "--create", "--bot", "random"]) == 2
    assert capsys.readouterr().err.startswith("omg-desktop join: the server's address")


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "1"],
        ["tournament", "--bots", "random", "--games", "1"],
        ["play", "--demo"],
        ["join", "ws://127.0.0.1:9", "--create", "--bot", "random", "--retry-for", "0"],
    ],
    ids=lambda argv: argv[0],
)
def test_the_commands_check_a_table_in_the_same_words(argv, capsys):
    """A table a rule set cannot seat, and a rule set the game has not, said by one check
    (commands/tables.py) for every command that sets up a table; ``join --create`` asked
    the server before."""
    assert cli.main([*argv, "--players", "5"]) == 2
    assert "Big Box is for 2–4 players" in capsys.readouterr().err
    status = cli.main([*argv, "--ruleset", "nope"])
    assert status in (1, 2) and "Traceback" not in (err := capsys.readouterr().err)
    assert "unknown rule set 'nope' (known: bigbox, classic, longsdale)" in err


def test_a_game_s_command_work_is_imported_in_one_place():
    """``Game.load_commands`` and ``Game.load_tools``: no other module imports a game's
    command work or batch tools by their module names (six copies were folded)."""
    from omg_desktop.games import registry

    game = registry.load()
    assert game.load_commands().__name__ == game.commands
    assert game.load_tools().__name__ == game.tools
    root = Path(cli.__file__).parent
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name != "base.py":
            for written in ("import_module(game.commands", "import_module(game.tools", "mands or"):
                assert written not in text, path
