"""The omg-desktop program: --version, dispatch to command modules, errors, exit codes.

The real command modules (omg_desktop/commands/) are tested with their features;
here fake modules stand in for them, so these tests hold whichever exist.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import types
from importlib import metadata
from pathlib import Path

import pytest

import omg_desktop
from omg_desktop import cli

ROOT = Path(__file__).resolve().parent.parent


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)["project"]["version"]


def run_python(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )


# --- version -----------------------------------------------------------------------


def test_version_flag_prints_the_pyproject_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"omg-desktop {pyproject_version()}\n"


def test_package_version_is_the_pyproject_version():
    assert omg_desktop.__version__ == pyproject_version()


def test_version_falls_back_to_pyproject_when_not_installed(monkeypatch):
    def not_installed(name):
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)
    assert omg_desktop._read_version() == pyproject_version()


def test_python_dash_m_prints_the_version():
    result = run_python("-m", "omg_desktop", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"omg-desktop {pyproject_version()}\n"


def test_console_script_points_at_main():
    try:
        dist = metadata.distribution("omg-desktop")
    except metadata.PackageNotFoundError:
        pytest.skip("omg-desktop is not installed (scripts/setup.sh installs it)")
    scripts = {ep.name: ep.value for ep in dist.entry_points if ep.group == "console_scripts"}
    assert scripts == {"omg-desktop": "omg_desktop.cli:main"}


# --- bad command lines ---------------------------------------------------------------


def test_unknown_command_exits_2_with_a_message(capsys):
    assert cli.main(["no-such-command"]) == 2
    err = capsys.readouterr().err
    assert "omg-desktop: error:" in err
    assert "no-such-command" in err


def test_unknown_command_in_a_subprocess_shows_no_traceback():
    result = run_python("-m", "omg_desktop", "no-such-command")
    assert result.returncode == 2
    assert "no-such-command" in result.stderr
    assert "Traceback" not in result.stderr


def test_building_the_parser_does_not_import_qt():
    # --help and --version must work without a display and fast; this uses the real
    # command modules, whichever exist.
    code = (
        "import sys\n"
        "from omg_desktop import cli\n"
        "cli.build_parser()\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(qt)\n"
    )
    result = run_python("-c", code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"building the parser imported {result.stdout}"


def test_every_command_takes_the_game_and_help_lists_the_games(capsys):
    """Every command takes --game (default the registry's), an unknown one is refused
    with the games there are, and --help lists the box's games."""
    from omg_desktop.games import registry

    parser = cli.build_parser()
    commands = parser._subparsers._group_actions[0].choices  # name -> sub-parser
    assert commands
    for name, sub in commands.items():
        (game,) = [a for a in sub._actions if "--game" in a.option_strings]
        assert game.default == registry.DEFAULT and list(game.choices) == registry.ids(), name
    args = parser.parse_args(["simulate", "--games", "1", "--game", "ohmygoods"])
    assert args.game == "ohmygoods" and parser.parse_args(["play"]).game == registry.DEFAULT
    assert cli.main(["simulate", "--game", "chess"]) == 2
    games = ", ".join(f"'{g}'" for g in registry.ids())
    assert f"invalid choice: 'chess' (choose from {games})" in capsys.readouterr().err
    assert cli.main(["--help"]) == 0
    assert "ohmygoods (Oh My Goods!)" in " ".join(capsys.readouterr().out.split())


# --- dispatch, with fake command modules ---------------------------------------------


class Boom(Exception):
    """A fake module's expected error."""


def make_command(name, calls, behaviour=None, *, returns_parser=True):
    """A fake omg_desktop.commands.<name> that records the args its run() gets."""
    module = types.ModuleType(f"omg_desktop.commands.{name}")

    def add_parser(subparsers):
        parser = subparsers.add_parser(name.replace("_", "-"), help=f"the {name} command")
        parser.add_argument("--games", type=int, default=1)
        parser.add_argument("files", nargs="*")
        return parser if returns_parser else None

    def run(args):
        calls.append((name, args))
        return behaviour(args) if behaviour else 0

    module.add_parser = add_parser
    module.run = run
    module.EXPECTED_ERRORS = (Boom,)
    return module


@pytest.fixture
def commands(monkeypatch):
    """install(name, behaviour=None) puts a fake command module in place; calls lists runs."""
    calls: list = []
    installed: list[str] = []
    monkeypatch.setattr(cli, "COMMANDS", installed)

    def install(name, behaviour=None, **kwargs):
        module = make_command(name, calls, behaviour, **kwargs)
        monkeypatch.setitem(sys.modules, module.__name__, module)
        installed.append(name)
        return module

    install.calls = calls
    return install


def test_a_command_gets_its_arguments_and_its_status_is_returned(commands):
    commands("play")
    commands("simulate", lambda args: 7)
    assert cli.main(["simulate", "--games", "3", "a.json"]) == 7
    [(name, args)] = commands.calls
    assert name == "simulate"
    assert args.games == 3
    assert args.files == ["a.json"]


def test_no_command_runs_play_with_its_defaults(commands):
    commands("play")
    commands("simulate")
    assert cli.main([]) == 0
    [(name, args)] = commands.calls
    assert name == "play"
    assert args.games == 1


def test_module_names_become_dashed_command_names(commands, capsys):
    commands("validate_data")
    assert cli.main(["validate-data"]) == 0
    assert commands.calls[0][0] == "validate_data"
    assert cli.main(["--help"]) == 0
    assert "validate-data" in capsys.readouterr().out


def test_add_parser_need_not_return_the_parser(commands):
    commands("replay", lambda args: 3, returns_parser=False)
    assert cli.main(["replay", "game.json"]) == 3


def test_run_returning_none_means_success(commands):
    commands("play", lambda args: None)
    assert cli.main(["play"]) == 0


def test_sys_exit_inside_run_becomes_the_status(commands):
    commands("play", lambda args: sys.exit(4))
    assert cli.main(["play"]) == 4


def raiser(exc):
    def behaviour(args):
        raise exc

    return behaviour


@pytest.mark.parametrize(
    ("exc", "status", "message"),
    [
        (cli.CommandError("the replay diverges at action 12"), 1, "diverges at action 12"),
        (cli.CommandError("bad data", status=3), 3, "bad data"),
        (FileNotFoundError(2, "No such file or directory", "game.json"), 1, "game.json"),
        (Boom("cards.yaml:12: unknown resource 'gold'"), 1, "cards.yaml:12"),
    ],
)
def test_expected_errors_print_a_message_not_a_traceback(commands, capsys, exc, status, message):
    commands("replay", raiser(exc))
    assert cli.main(["replay"]) == status
    err = capsys.readouterr().err
    assert err.startswith("omg-desktop replay: ")
    assert message in err
    assert "Traceback" not in err


def test_ctrl_c_exits_130(commands, capsys):
    commands("simulate", raiser(KeyboardInterrupt()))
    assert cli.main(["simulate"]) == 130
    assert "Traceback" not in capsys.readouterr().err


def test_a_bug_keeps_its_traceback(commands):
    commands("simulate", raiser(ValueError("a bug")))
    with pytest.raises(ValueError, match="a bug"):
        cli.main(["simulate"])


def test_a_missing_command_module_is_left_out(commands, capsys):
    commands("play")
    cli.COMMANDS.append("not_written_yet")
    assert list(cli.load_commands()) == ["play"]
    assert cli.main(["--help"]) == 0
    assert "not-written-yet" not in capsys.readouterr().out
    assert cli.main(["not-written-yet"]) == 2


def test_a_command_module_that_fails_to_import_is_an_error(commands, monkeypatch):
    commands("play")
    cli.COMMANDS.append("broken")

    real_import = cli.importlib.import_module

    def import_module(name, package=None):
        if name == "omg_desktop.commands.broken":
            raise ModuleNotFoundError("No module named 'numpy'", name="numpy")
        return real_import(name, package)

    monkeypatch.setattr(cli.importlib, "import_module", import_module)
    with pytest.raises(ModuleNotFoundError, match="numpy"):
        cli.load_commands()


def test_no_command_without_play_exits_2(commands, capsys):
    commands("simulate")
    assert cli.main([]) == 2
    assert "'play' is not available" in capsys.readouterr().err
    assert commands.calls == []


def test_with_no_command_modules_at_all_version_and_help_still_work(commands, capsys):
    assert cli.main(["--version"]) == 0
    assert cli.main(["--help"]) == 0
    assert cli.main([]) == 2
    assert cli.main(["play"]) == 2
