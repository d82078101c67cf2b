"""The ``omg-desktop`` program (also ``python -m omg_desktop``).

``main(argv=None) -> int`` parses the command line and runs one command. With
no command it runs ``play``. ``--version`` prints the version.

How a command is written
------------------------
Each command is a module ``omg_desktop/commands/<module>.py`` whose name is in
:data:`COMMANDS`; on the command line its name is the module's name with ``_``
turned into ``-`` (``validate_data`` -> ``validate-data``). The module provides
two functions::

    def add_parser(subparsers) -> argparse.ArgumentParser:
        parser = subparsers.add_parser(
            "validate-data", help="one line for --help", description="..."
        )
        parser.add_argument("dir", nargs="?")
        return parser

    def run(args: argparse.Namespace) -> int:
        ...
        return 0

- ``add_parser`` receives the object returned by ``add_subparsers()``, adds
  exactly one sub-parser (aliases are fine) and returns it. It does not need
  ``set_defaults(func=...)``: this module records which command was chosen and
  calls that module's ``run`` with the parsed arguments.
- ``run`` returns the exit status: 0 success, 1 an error it reported, 2 a bad
  command line. Results go to stdout, diagnostics to stderr. ``None`` counts
  as 0; ``sys.exit(n)`` inside ``run`` becomes ``n``.
- Expected failures (a missing file, bad data, a replay that does not
  reproduce) are reported without a traceback: raise :class:`CommandError`
  (``CommandError("message", status=1)``), or any :class:`OSError`, or an
  exception whose class the module lists in an optional module-level tuple
  ``EXPECTED_ERRORS``. The message is printed as ``omg-desktop <command>: ...``
  (the one way a command says a problem: no command prints its own).
  Anything else is a bug and keeps its traceback.
- Building the parser imports every command module, and ``--help`` and
  ``--version`` must stay fast and work without a display, so a module's top
  level imports nothing heavy: no PySide6, no ``omg_desktop.ui``. Import those
  inside ``run``. (``tests/test_cli.py`` checks that building the parser leaves
  Qt unimported.)
- Opening the window is the one start people wait for, so a command line that
  can only mean the default command (nothing, ``--self-test``, or ``play ...``)
  builds a parser with that command alone: the others are not imported (see
  :func:`_only_default`). Everything else builds the whole parser.
- A module that does not exist yet is left out: its command is simply not
  offered. A module that exists but fails to import raises: that is a bug.
- Every command takes ``--game ID`` (``args.game``; default and choices from
  :mod:`omg_desktop.games.registry`, read without importing any rules), and
  ``--help`` lists the box's games.
- What several commands check is written once in ``omg_desktop/commands/tables.py``
  (the game of ``--game``, a table's players and rule set, computer levels), and a
  game of computers is played out by :func:`omg_desktop.seating.bout.play_out`: use
  them, not a copy.

Ctrl-C exits with status 130 and no traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

PROG = "omg-desktop"

#: Command modules in ``omg_desktop.commands``, in the order ``--help`` lists them.
COMMANDS = [
    "play", "simulate", "tournament", "campaign", "replay", "validate_data", "screenshot",
    "translations", "sound", "tutorial", "serve", "join",
]  # fmt: skip

#: The command run when none is given.
DEFAULT_COMMAND = "play"

_PACKAGE = "omg_desktop.commands"


class CommandError(Exception):
    """An expected failure: printed as ``omg-desktop <command>: <message>``, no traceback."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


def load_commands() -> dict[str, ModuleType]:
    """The command modules that exist, by module name, in :data:`COMMANDS` order."""
    found: dict[str, ModuleType] = {}
    for name in COMMANDS:
        qualified = f"{_PACKAGE}.{name}"
        try:
            module = importlib.import_module(qualified)
        except ModuleNotFoundError as exc:
            if exc.name in (qualified, _PACKAGE):
                continue  # not written yet: leave the command out
            raise
        found[name] = module
    return found


class _VersionAction(argparse.Action):
    """``--version``; the version is read only when asked for (it costs ~20 ms of
    ``importlib.metadata``, which every start would pay otherwise)."""

    def __init__(
        self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None
    ):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from omg_desktop import __version__

        parser._print_message(f"{PROG} {__version__}\n", sys.stdout)
        parser.exit()


def _games_line() -> str:
    """The box's games as ``--help`` lists them (their metadata only: no rules imported)."""
    from omg_desktop.games import registry

    games = ", ".join(f"{g.id} ({g.title()})" for g in registry.GAMES)
    return f"Games (every command's --game; default {registry.DEFAULT}): {games}."


def add_game_option(sub: argparse.ArgumentParser, default: object = None) -> None:
    """``--game ID`` on a command: which of the box's games it is about (``default``:
    the registry's default game; ``argparse.SUPPRESS`` on a command's own sub-parser,
    so that one given before the action is kept)."""
    from omg_desktop.games import registry

    sub.add_argument(
        "--game",
        default=registry.DEFAULT if default is None else default,
        choices=registry.ids(),
        metavar="ID",
        help=f"the game (default {registry.DEFAULT}; games: {', '.join(registry.ids())})",
    )


def build_parser(commands: dict[str, ModuleType] | None = None) -> argparse.ArgumentParser:
    """The whole command line; ``commands`` defaults to :func:`load_commands`."""
    if commands is None:
        commands = load_commands()
    default = (
        f"With no command, '{DEFAULT_COMMAND.replace('_', '-')}' runs. "
        if DEFAULT_COMMAND in commands
        else ""
    )
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="A box of tabletop games on the desktop.",
        epilog=default + _games_line(),
    )
    parser.add_argument(
        "--version", action=_VersionAction, help="show program's version number and exit"
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window with a seeded game, wait for the painted table, print JSON",
    )
    parser.add_argument(
        "--debug",
        dest="_omg_debug",
        action="store_true",
        help="log more, also to stderr (the same as OMG_DESKTOP_LOG=debug)",
    )
    if not commands:
        return parser  # nothing written yet: an unknown word is "unrecognized arguments"
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND", dest="_omg_command")
    for name, module in commands.items():
        before = set(subparsers.choices)
        returned = module.add_parser(subparsers)
        added = [p for n, p in subparsers.choices.items() if n not in before]
        targets = [returned] if isinstance(returned, argparse.ArgumentParser) else added
        if not targets:
            raise RuntimeError(f"{module.__name__}.add_parser added no sub-parser")
        for sub in targets:
            sub.set_defaults(_omg_command=name, _omg_module=module)
            add_game_option(sub)
    return parser


def _exit_status(code: object) -> int:
    """The status ``sys.exit(code)`` would give."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _error(message: object, status: int, command: str | None = None) -> int:
    """Say an expected failure on stderr as ``omg-desktop <command>: <message>`` (no
    command: ``omg-desktop: error: <message>``, as a bad command line is said); the
    status back."""
    where = f"{PROG} {command.replace('_', '-')}" if command else f"{PROG}: error"
    print(f"{where}: {message}", file=sys.stderr)
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; return the exit status (the console script exits with it)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        return _main(argv)
    except KeyboardInterrupt:
        print(f"\n{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `omg-desktop simulate ... | head`): stop quietly.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 141


def _only_default(argv: list[str]) -> bool:
    """Whether ``argv`` can only run the default command: no arguments, ``--self-test``
    alone, or the command's own name first (``play --players 3``). What the parser makes
    of those does not depend on the other commands."""
    if DEFAULT_COMMAND not in COMMANDS:
        return False
    return argv in ([], ["--self-test"]) or argv[:1] == [DEFAULT_COMMAND.replace("_", "-")]


def _default_alone() -> dict[str, ModuleType] | None:
    """The default command's module alone (None when it is not there)."""
    try:
        return {DEFAULT_COMMAND: importlib.import_module(f"{_PACKAGE}.{DEFAULT_COMMAND}")}
    except ModuleNotFoundError:
        return None  # let load_commands() decide what is missing


def _main(argv: list[str]) -> int:
    alone = None
    if _only_default(argv):
        from . import compiled_methods

        compiled_methods.install()  # a window's start: dataclass methods compile once
        alone = _default_alone()
    commands = alone or load_commands()
    parser = build_parser(commands)
    try:
        args = parser.parse_args(argv)
        if getattr(args, "_omg_module", None) is None:
            if DEFAULT_COMMAND not in commands:
                return _error(
                    f"no command given, and '{DEFAULT_COMMAND}' is not available yet"
                    f" (see {PROG} --help)",
                    2,
                )
            extra = ["--self-test"] if getattr(args, "self_test", False) else []
            rest = [a for a in argv if a != "--self-test"]
            args = parser.parse_args([*rest, DEFAULT_COMMAND.replace("_", "-"), *extra])
    except SystemExit as exc:  # --help, --version, or a usage error already printed
        return _exit_status(exc.code)

    if getattr(args, "_omg_debug", False):
        os.environ["OMG_DESKTOP_LOG"] = "debug"  # read where the log starts (ui.error_report)
    module: ModuleType = args._omg_module
    expected: tuple[type[BaseException], ...] = (
        CommandError,
        OSError,
        *getattr(module, "EXPECTED_ERRORS", ()),
    )
    try:
        status = module.run(args)
    except SystemExit as exc:
        return _exit_status(exc.code)
    except BrokenPipeError:
        raise
    except expected as exc:
        status = exc.status if isinstance(exc, CommandError) else 1
        return _error(exc, status, getattr(args, "_omg_command", None))
    return 0 if status is None else int(status)
