"""What every game's commands must do through the program's command line (``cli.main``,
and a real process of the program for one), written once: :class:`CommandsChecks`. A
game's ``test_commands.py`` subclasses it as ``TestCommands``, gives its own numbers and
words, and keeps the checks only it has (its data folder, its player counts' games)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from omg_desktop import cli

ROOT = Path(__file__).resolve().parents[2]


def last_json(capsys) -> dict:
    """The JSON of the last line a command printed."""
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


class CommandsChecks:
    """One game's commands: simulate (deterministic, a bad player count refused), its saved
    games replayed and a changed one caught, a tournament of its computers, a demo game,
    tutorial --check, and a real process."""

    #: The game's id, as ``--game`` takes it.
    GAME: str = ""
    #: The name of the game's fixture that gives its record as the registry holds it.
    RECORD: str = ""
    #: The fewest and the most players the game takes.
    PLAYERS: tuple[int, int] = (0, 0)
    #: Games simulated, twice, to show the same results.
    SAME_GAMES: int = 2
    #: Players of the games the real process simulates.
    PROCESS_PLAYERS: int = 2
    #: The data file a folder without the game's data is refused for.
    DATA_FILE: str = ""
    #: How the demo game begins.
    DEMO_TITLE: str = ""

    def changed_steps(self, steps: list[str]) -> dict[int, str]:
        """Steps of a saved game, by index, each changed into one the replay refuses."""
        raise NotImplementedError

    @property
    def argv(self) -> list[str]:
        return ["--game", self.GAME]

    @pytest.fixture
    def record(self, request):
        """The game's record, as the registry holds it (the game's own fixture)."""
        return request.getfixturevalue(self.RECORD)

    @pytest.fixture(scope="class")
    @staticmethod
    def saved(request, tmp_path_factory) -> list[Path]:
        """Two 4-player games simulated and saved (a class's worth; the class's game from
        ``request.cls``: a class-scoped fixture is not an instance's)."""
        game = request.cls.GAME
        folder = tmp_path_factory.mktemp(f"{game}-saved")
        argv = ["simulate", "--game", game, "--players", "4", "--games", "2", "--seed", "7"]
        assert cli.main([*argv, "--save", str(folder), "--json"]) == 0
        return sorted(folder.glob("game-*.json"))

    def test_simulate_is_deterministic(self, record, capsys):
        outs = []
        for _ in range(2):
            argv = ["simulate", *self.argv, "--players", "3", "--games", str(self.SAME_GAMES)]
            assert cli.main([*argv, "--json"]) == 0
            result = last_json(capsys)
            result.pop("games_per_s")
            outs.append(result)
        assert outs[0] == outs[1]

    def test_simulate_refuses_a_bad_player_count_in_words(self, record, capsys):
        fewest, most = self.PLAYERS
        argv = ["simulate", *self.argv, "--players", str(most + 1), "--games", "1"]
        assert cli.main(argv) == 2
        assert f"{fewest}–{most} players" in capsys.readouterr().err

    def test_saved_games_replay(self, record, saved, capsys):
        assert len(saved) == 2
        for path in saved:
            assert cli.main(["replay", str(path)]) == 0
            out = capsys.readouterr().out
            assert "OK" in out and "scores" in out

    def test_replay_catches_a_changed_move_and_a_changed_draw(
        self, record, saved, tmp_path, capsys
    ):
        original = json.loads(saved[0].read_text())
        changed = self.changed_steps(original["steps"])
        assert len(changed) == 2
        path = tmp_path / "changed.json"
        for i, line in changed.items():
            data = json.loads(json.dumps(original))
            data["steps"][i] = line
            path.write_text(json.dumps(data))
            assert cli.main(["replay", str(path)]) == 1
            err = capsys.readouterr().err
            assert "omg-desktop replay" in err and f"step {i + 1}" in err, err
            assert "Traceback" not in err

    def test_a_tournament_of_its_computers(self, record, capsys):
        argv = ["tournament", *self.argv, "--bots", "greedy,random", "--games", "4"]
        assert cli.main([*argv, "--swap-seats", "--json"]) == 0
        result = last_json(capsys)
        bots = result["results"]["2"]["bots"]
        assert result["game"] == self.GAME and set(bots) == {"greedy", "random"}
        assert bots["greedy"]["wins"] + bots["random"]["wins"] == 4

    def test_a_tournament_refuses_a_level_the_game_has_not(self, record, capsys):
        argv = ["tournament", *self.argv, "--bots", "grandmaster,random", "--games", "1"]
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert "grandmaster" in err and "Traceback" not in err

    def test_a_demo_game_runs_to_the_end(self, record, capsys):
        assert cli.main(["play", "--demo", *self.argv, "--players", "3", "--seed", "2"]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"{self.DEMO_TITLE} — a demo game") and "Game over." in out
        # every move in words (the window log's sentences), none as it is encoded
        lines = out.strip().splitlines()[2:]
        assert len(lines) > 20 and all(line.endswith(".") for line in lines), lines[:3]
        assert not any(line.startswith(("Ana: ", "Bruno: ", "Chiara: ")) for line in lines)

    def test_tutorial_check_walks_the_lessons(self, record, capsys):
        assert cli.main(["tutorial", "--check", *self.argv]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["lessons"] >= 1 and out["steps"] > 10 and out["errors"] == []

    def test_the_commands_in_a_real_process(self, tmp_path):
        def run(*args: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(
                [sys.executable, "-m", "omg_desktop", *args], cwd=ROOT, capture_output=True,
                text=True, encoding="utf-8", timeout=300, check=False,
            )  # fmt: skip

        players = str(self.PROCESS_PLAYERS)
        sim = run(
            "simulate", *self.argv, "--players", players, "--games", "2", "--save", str(tmp_path)
        )
        assert sim.returncode == 0 and "2 games, 0 errors" in sim.stdout, sim.stderr
        again = run("replay", str(next(tmp_path.glob("game-*.json"))))
        assert again.returncode == 0 and "OK" in again.stdout, again.stderr
        bad = run("validate-data", *self.argv, str(tmp_path / "nowhere"))
        assert bad.returncode == 1 and "Traceback" not in bad.stderr
        assert self.DATA_FILE in bad.stderr
        # the window opens on the game (play --game): its table painted, seats checked first
        shown = run("play", *self.argv, "--self-test")
        assert shown.returncode == 0, shown.stderr
        result = json.loads(shown.stdout.strip().splitlines()[-1])
        assert result["ok"] and result["pieces_on_table"] > 0
        crowd = run("play", *self.argv, "--players", str(min(self.PLAYERS[1] + 1, 5)),
                    "--humans", "9")  # fmt: skip
        assert crowd.returncode == 2 and "Traceback" not in crowd.stderr, crowd.stderr
        assert "players" in crowd.stderr or "--humans" in crowd.stderr
