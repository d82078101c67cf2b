"""``omg-desktop play`` (the default): open the game window.

``--demo`` plays a narrated game between computer players in the terminal
instead; ``--self-test`` opens the window with a seeded game, waits for the
painted table and prints one JSON line (the installers' smoke test).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..seating.levels import DEFAULT_LEVEL, LEVELS

NAMES = ["Ana", "Bruno", "Chiara", "Daiki"]


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("play", help="open the game window (the default command)")
    p.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4),
        help="start at once with this many seats (you and computers)",
    )
    p.add_argument("--humans", type=int, default=1, help="with --players: how many humans")
    p.add_argument(
        "--level",
        choices=LEVELS,
        default=DEFAULT_LEVEL,
        help="with --players: the computers' level (Beginner, Easy, Normal, Hard; "
        f"default {DEFAULT_LEVEL}, Normal)",
    )
    p.add_argument("--seed", help="a seed, to play the same game again")
    p.add_argument("--ruleset", help="a rule set id (default: the data's default, bigbox)")
    p.add_argument(
        "--debug", action="store_true", help="log more, also to stderr (OMG_DESKTOP_LOG=debug)"
    )
    p.add_argument("--demo", action="store_true", help="a demo game in the terminal, no window")
    p.add_argument(
        "--self-test",
        action="store_true",
        help="open the window, wait for the painted table, print JSON, exit",
    )
    p.add_argument(
        "--screenshot",
        type=Path,
        metavar="PNG",
        help="with --self-test: also save a picture of the screen",
    )
    return p


def _seed(text: str | None) -> int | str | None:
    if text is None:
        return None
    return int(text) if text.lstrip("-").isdigit() else text


def run(args: argparse.Namespace) -> int:
    if getattr(args, "debug", False):
        import os

        os.environ["OMG_DESKTOP_LOG"] = "debug"  # read where the log starts
    if args.self_test:
        from ..ui.launch import self_test

        return self_test(screenshot_to=args.screenshot)
    if args.demo:
        return demo(args.players or 3, _seed(args.seed), args.ruleset)
    from ..ui.launch import play

    return play(_seed(args.seed), args.players, args.humans, args.level)


def demo(players: int, seed: int | str | None, ruleset: str | None) -> int:
    """A whole game between random computer players, narrated in the terminal."""
    import time

    from ..games.ohmygoods.bots.random_bot import RandomBot
    from ..games.ohmygoods.loading import default_catalog
    from ..games.ohmygoods.narrate import sentence
    from ..games.ohmygoods.rules import (
        apply_in_place,
        legal_actions,
        new_game_with_events,
        player_view,
        to_act,
    )

    cat = default_catalog()
    seed = seed if seed is not None else int(time.time()) % 1_000_000
    names = NAMES[:players]
    print(f"Oh My Goods! — a demo game between {', '.join(names)} (seed {seed}).\n")
    state, events = new_game_with_events(cat, players, seed, ruleset)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    while True:
        for e in events:
            line = sentence(e, cat, names)
            if line:
                print(line)
        if state.over:
            return 0
        seat = to_act(state)[0]
        action = bots[seat].choose(player_view(state, seat), legal_actions(state, seat))
        events = apply_in_place(state, action)
