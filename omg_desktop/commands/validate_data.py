"""``omg-desktop validate-data [DIR] [--game ID]``: check a game's data and list every problem.

The game is ``--game``'s, reached through its record: a game whose record names its
command-line work (``Game.commands``) with a ``check_data`` checks a data folder there
(Oh My Goods!: its cards, rule sets, story and lessons); any other game's data is its
catalog as its record loads it (the toy game's is its code), and a DIR is refused.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cli import CommandError
from ..data_loading.problems import DataError
from .tables import game_of


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add the ``validate-data`` subcommand to ``subparsers``."""
    parser = subparsers.add_parser(
        "validate-data",
        help="check a game's data (YAML) and report every problem",
        description="Load every *.yaml file under DIR, check it, and list every problem "
        "with its file, line, card and field.",
    )
    parser.add_argument(
        "dir",
        metavar="DIR",
        nargs="?",
        type=Path,
        default=None,
        help="the data folder (default: the data shipped with the game)",
    )
    parser.set_defaults(func=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Validate; print a one-line summary (exit 0) or every problem (exit 1)."""
    game = game_of(args)
    folder = getattr(args, "dir", None)
    tools = game.load_commands()
    check = getattr(tools, "check_data", None)
    if check is None:
        return _through_record(game, folder)
    root, problems, lines = check(folder)
    if problems:
        return _problems(problems, str(root))
    for line in lines:
        print(line)
    return 0


def _through_record(game, folder: Path | None) -> int:
    """A game with no data folder: its catalog loaded through its record."""
    title = game.info.title()
    if folder is not None:
        raise CommandError(f"{title} reads no data folder; leave out {folder}", 2)
    try:
        game.load_catalog()
    except DataError as err:
        return _problems([str(p) for p in err.problems], f"{title}'s data")
    print(f"OK: {title}'s data loads (it keeps no data files to check)")
    return 0


def _problems(problems: list[str], where: str) -> int:
    for problem in problems:
        print(problem, file=sys.stderr)
    count = len(problems)
    print(f"{count} problem{'s' if count != 1 else ''} in {where}", file=sys.stderr)
    return 1
