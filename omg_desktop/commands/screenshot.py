"""``omg-desktop screenshot OUT.png``: the table of a seeded game, rendered offscreen.

The game is ``--game``'s: the phases it may stop in are the work its record names
(``Game.commands``: ``SCREENSHOT_PHASES``, the default first); a game naming none stops
at the person's turn in ``--round``. Seats the game does not take are refused in words.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..cli import CommandError
from .tables import game_of, table_problem


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("screenshot", help="save a picture of a seeded game's table")
    p.add_argument("out", type=Path, help="the PNG file to write")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=3, choices=(2, 3, 4, 5))
    p.add_argument("--round", type=int, default=2, help="play up to this round (default 2)")
    p.add_argument(
        "--phase",
        help="stop when the human must decide in this phase (Oh My Goods!: sunrise, the "
        "default, exchange or production)",
    )
    p.add_argument("--size", default="1600x1000", help="window size, WIDTHxHEIGHT")
    p.add_argument(
        "--open",
        type=int,
        metavar="SEAT",
        help="open this opponent's row large, as a click on it does (seats count from 0)",
    )
    p.add_argument("--high-contrast", action="store_true", help="with View ▸ High contrast on")
    p.add_argument(
        "--text-size",
        choices=("normal", "large", "largest"),
        default="normal",
        help="View ▸ Card text size (default normal)",
    )
    return p


def run(args: argparse.Namespace) -> int:
    game = game_of(args)
    tools = game.load_commands()
    phases = getattr(tools, "SCREENSHOT_PHASES", ())
    _, problem = table_problem(game, game.load_catalog(), args.players, None)
    if problem:
        raise CommandError(problem, 2)
    phase = args.phase or (phases[0] if phases else "")
    if args.phase and args.phase not in phases:
        known = ", ".join(phases) if phases else "none: it stops at your turn"
        raise CommandError(f"no phase {args.phase!r} to stop in (known: {known})", 2)
    from ..ui.launch import screenshot

    width, _, height = args.size.partition("x")
    return screenshot(
        args.out, args.seed, args.players, args.round, phase, int(width), int(height),
        opened=args.open, high_contrast=args.high_contrast, text_size=args.text_size,
        game_id=game.info.id,
    )  # fmt: skip
