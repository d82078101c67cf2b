"""``omg-desktop play`` (the default): open the game window.

``--demo`` plays a narrated game between computer players in the terminal
instead; ``--self-test`` opens the window with a seeded game, waits for the
painted table and prints one JSON line (the installers' smoke test).

The demo plays ``--game``'s game through its record (its weakest computers, its
sentences from the work its record names, ``Game.commands``: ``sentence``, else the
window log's sentences of its face, in English; a game without either shows its encoded
actions). The window opens ``--game``'s game.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..cli import CommandError
from ..games import registry
from ..seating.config import parse_seed
from ..seating.levels import DEFAULT_LEVEL, LEVELS
from .tables import computers_problem, default_players, levels_problem, table_problem, words

NAMES = ["Ana", "Bruno", "Chiara", "Daiki"]


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("play", help="open the game window (the default command)")
    p.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4, 5),
        help="start at once with this many seats (you and computers; as many as the game takes)",
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


def run(args: argparse.Namespace) -> int:
    if getattr(args, "debug", False):
        import os

        os.environ["OMG_DESKTOP_LOG"] = "debug"  # read where the log starts
    game_id = getattr(args, "game", registry.DEFAULT)
    if args.demo:
        return demo(args.players, parse_seed(args.seed or ""), args.ruleset, game_id)
    named = None if game_id == registry.DEFAULT else game_id
    if args.self_test:
        from ..ui.launch import self_test

        return self_test(screenshot_to=args.screenshot, game_id=named)
    if args.players:
        _check_table(game_id, args.players, args.humans, args.level)
    from ..ui.launch import play

    return play(parse_seed(args.seed or ""), args.players, args.humans, args.level, named)


def _check_table(game_id: str, players: int, humans: int, level: str) -> None:
    """A clear error, before any window opens, for seats the game cannot take."""
    game = registry.load(game_id)
    _, problem = table_problem(game, game.load_catalog(), players, None)
    if problem is None and not 0 <= humans <= players:
        problem = f"--humans must be between 0 and --players ({players})"
    if problem is None and humans < players:
        problem = levels_problem(game, "--level", [level])
    if problem:
        raise CommandError(problem, 2)


def demo(
    players: int | None,
    seed: int | str | None,
    ruleset: str | None,
    game_id: str = registry.DEFAULT,
) -> int:
    """A whole game between random computer players, narrated in the terminal."""
    import time

    from ..record import Recorder
    from ..seating.bout import play_out

    game = registry.load(game_id)
    cat = game.load_catalog()
    players = players or default_players(game, 3)
    try:
        ruleset, problem = table_problem(game, cat, players, ruleset)
    except KeyError as exc:
        raise CommandError(words(exc), 2) from None
    problem = problem or computers_problem(game)
    if problem:
        raise CommandError(problem, 2)
    sentence = getattr(game.load_commands(), "sentence", None)
    own = sentence is not None  # the command work's own narration ends the game in words
    sentence = sentence or _log_sentence(game, cat)
    seed = seed if seed is not None else int(time.time()) % 1_000_000
    names = [NAMES[i] if i < len(NAMES) else f"Seat {i + 1}" for i in range(players)]
    print(f"{game.info.title()} — a demo game between {', '.join(names)} (seed {seed}).\n")
    rec = Recorder.start(game_id, cat, players, seed, ruleset)
    state = rec.state

    def say(events: list[Any]) -> None:
        for e in events if sentence is not None else ():
            line = sentence(e, state, names)
            if line:
                print(line)

    def tell(seat: int, action: Any, events: list[Any]) -> None:
        if sentence is None:  # a game without sentences: its moves as they are encoded
            print(f"{names[seat]}: {game.encode(action)}")
        say(events)

    say(rec.setup_events)
    weakest = next(iter(game.bots.values()))
    bots = [weakest(f"{seed}/{i}") for i in range(players)]
    play_out(game, state, bots, play=rec.play, after=tell)
    if not own:
        scores = zip(names, game.standings(state), strict=True)
        print("Game over. " + ", ".join(f"{n} {s.score}" for n, s in scores) + ".")
    return 0


def _log_sentence(game: Any, cat: Any) -> Any:
    """The window log's sentence of the game's face, as the demo calls a sentence (None:
    its face has none)."""
    import importlib

    said = getattr(importlib.import_module(game.face), "sentence", None)
    if said is None:
        return None
    return lambda event, _state, names: said(event, cat, names)
