"""``omg-desktop play`` (the default): start the game.

The window is not built yet, so this plays a narrated demo game between
computer players in the terminal (``--players``, ``--seed``).
"""

from __future__ import annotations

import argparse

from ..ai.random_bot import RandomBot
from ..data_loading import default_catalog
from ..narrate import sentence
from ..rules import apply_in_place, legal_actions, player_view, to_act

NAMES = ["Ana", "Bruno", "Chiara", "Daiki"]


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("play", help="start the game (for now: a demo game in the terminal)")
    p.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    p.add_argument("--seed", type=int, default=None, help="a seed for the same game again")
    p.add_argument("--ruleset", help="a rule set id (default: the data's default, bigbox)")
    return p


def run(args: argparse.Namespace) -> int:
    from ..rules import new_game_with_events

    cat = default_catalog()
    seed = args.seed if args.seed is not None else _fresh_seed()
    names = NAMES[: args.players]
    print(f"Oh My Goods! — a demo game between {', '.join(names)} (seed {seed}).")
    print("The game window is not built yet; here the computer plays every seat.\n")
    state, events = new_game_with_events(cat, args.players, seed, args.ruleset)
    bots = [RandomBot(f"{seed}/{i}") for i in range(args.players)]
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


def _fresh_seed() -> int:
    import time

    return int(time.time()) % 1_000_000
