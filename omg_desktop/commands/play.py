"""``omg-desktop play`` (the default): open the game window.

``--demo`` plays a narrated game between computer players in the terminal
instead; ``--self-test`` opens the window with a seeded game, waits for the
painted table and prints one JSON line (the installers' smoke test).

The demo plays ``--game``'s game through its record (its weakest computers, its
sentences from the work its record names, ``Game.commands``: ``sentence``; a game
without them shows its encoded actions). The window opens the box's default game.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

from ..games import registry
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
    game_id = getattr(args, "game", registry.DEFAULT)
    if args.demo:
        return demo(args.players, _seed(args.seed), args.ruleset, game_id)
    if game_id != registry.DEFAULT:
        title = registry.info(game_id).title()
        print(
            f"omg-desktop play: the window cannot open {title} yet; "
            f"`omg-desktop play --demo --game {game_id}` plays it in the terminal",
            file=sys.stderr,
        )
        return 2
    if args.self_test:
        from ..ui.launch import self_test

        return self_test(screenshot_to=args.screenshot)
    from ..ui.launch import play

    return play(_seed(args.seed), args.players, args.humans, args.level)


def demo(
    players: int | None,
    seed: int | str | None,
    ruleset: str | None,
    game_id: str = registry.DEFAULT,
) -> int:
    """A whole game between random computer players, narrated in the terminal."""
    import time

    from ..record import Recorder

    game = registry.load(game_id)
    low, high = game.info.players
    players = players or min(max(3, low), high)
    if not low <= players <= high:
        many = str(low) if low == high else f"{low}–{high}"
        print(f"omg-desktop play: {game.info.title()} is for {many} players", file=sys.stderr)
        return 2
    if ruleset is not None and ruleset not in game.info.options:
        known = ", ".join(game.info.options)
        print(f"omg-desktop play: no rule set {ruleset!r} (known: {known})", file=sys.stderr)
        return 2
    if not game.bots:
        print(f"omg-desktop play: {game.info.title()} has no computers", file=sys.stderr)
        return 2
    tools = importlib.import_module(game.commands) if game.commands else None
    sentence = getattr(tools, "sentence", None)
    cat = game.load_catalog()
    seed = seed if seed is not None else int(time.time()) % 1_000_000
    names = [NAMES[i] if i < len(NAMES) else f"Seat {i + 1}" for i in range(players)]
    print(f"{game.info.title()} — a demo game between {', '.join(names)} (seed {seed}).\n")
    rec = Recorder.start(game_id, cat, players, seed, ruleset)
    state, events = rec.state, rec.setup_events
    weakest = next(iter(game.bots.values()))
    bots = [weakest(f"{seed}/{i}") for i in range(players)]
    while True:
        for e in events if sentence is not None else ():
            line = sentence(e, state, names)
            if line:
                print(line)
        if game.is_over(state):
            if sentence is None:
                scores = zip(names, game.standings(state), strict=True)
                print("Game over. " + ", ".join(f"{n} {s.score}" for n, s in scores) + ".")
            return 0
        seat = game.to_act(state)[0]
        action = bots[seat].choose(game.player_view(state, seat), game.legal_actions(state, seat))
        events = rec.play(action)
        if sentence is None:  # a game without sentences: its moves as they are encoded
            print(f"{names[seat]}: {game.encode(action)}")
