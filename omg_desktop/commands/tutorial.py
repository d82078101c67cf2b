"""``omg-desktop tutorial``: the lessons of *Learn to play*.

    omg-desktop tutorial --check                 # every lesson, walked headless
    omg-desktop tutorial --check --lesson base   # one of them
    omg-desktop tutorial --check --data DIR      # the lessons of another data folder
    omg-desktop tutorial [--lesson base]         # the window, at Help > Learn to play

``--check`` plays every step of every lesson through the rules engine and prints one
JSON line: ``lessons``, ``steps`` and ``errors`` (one line each, naming file, line,
step and field). Exit 0 when there is no error, 1 otherwise. Without ``--check`` the
window opens at *Help ▸ Learn to play* (with ``--lesson``: that lesson, where the
player left it). How lessons are written: ``docs/tutorial.md``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


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
    from ..games.ohmygoods.loading import DataError, default_catalog, load_catalog

    try:
        cat = default_catalog() if args.data is None else load_catalog(args.data)
    except DataError as exc:
        print(f"omg-desktop tutorial: {exc}", file=sys.stderr)
        return 1
    if not args.check:
        from ..ui.launch import learn

        return learn(args.lesson)
    from ..games.ohmygoods.lessons.check import check_folder

    out = check_folder(cat, args.data, only=args.lesson)
    print(json.dumps(out, ensure_ascii=False))
    return 1 if out["errors"] else 0
