"""``omg-desktop tutorial``: the lessons of *Learn to play*.

    omg-desktop tutorial --check                 # every lesson, walked headless
    omg-desktop tutorial --check --lesson base   # one of them
    omg-desktop tutorial --check --data DIR      # the lessons of another data folder
    omg-desktop tutorial [--lesson base]         # the window, at Help > Learn to play
    omg-desktop tutorial --game ID [--lesson L]  # another game's (its window)

``--check`` plays every step of every lesson through the rules engine and prints one
JSON line: ``lessons``, ``steps`` and ``errors`` (one line each, naming file, line,
step and field). Exit 0 when there is no error, 1 otherwise. Without ``--check`` the
window opens at *Help ▸ Learn to play* (with ``--lesson``: that lesson, where the
player left it). How lessons are written: ``docs/tutorial.md``.

The game is ``--game``'s, reached through its record: its lessons are the work its
record names (``Game.commands``: ``load_data``, ``check_lessons``); a game with no
lessons is told so in words.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..cli import CommandError
from ..data_loading.problems import DataError
from .tables import game_of


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "tutorial",
        help="the lessons of Learn to play: check them headless, or open them",
        description="Check every lesson through the engine (--check), or open the window "
        "at Help > Learn to play.",
    )
    p.add_argument("--check", action="store_true", help="walk the lessons headless, print JSON")
    p.add_argument("--lesson", metavar="NAME", help="only this lesson")
    p.add_argument(
        "--data", metavar="DIR", type=Path, help="the data folder (default: the shipped data)"
    )
    return p


def run(args: argparse.Namespace) -> int:
    game = game_of(args)
    teach = game.load_commands()
    if teach is None or not hasattr(teach, "check_lessons"):
        raise CommandError(f"{game.info.title()} has no lessons", 2)
    try:
        cat = teach.load_data(args.data)
    except DataError as exc:
        raise CommandError(str(exc), 1) from None
    if not args.check:
        if not game.face:
            raise CommandError(f"{game.info.title()}'s lessons cannot open in the window", 2)
        from ..ui.launch import learn

        return learn(args.lesson, game.info.id)
    out = teach.check_lessons(cat, args.data, only=args.lesson)
    print(json.dumps(out, ensure_ascii=False))
    return 1 if out["errors"] else 0
