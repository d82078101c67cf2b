"""``omg-desktop campaign``: a game's story campaign, headless (Oh My Goods!: the
Longsdale Conspiracy).

    omg-desktop campaign simulate --solo --bot heuristic --seed 3 --json
    omg-desktop campaign simulate --players 3 --bot greedy --seed 1 --campaigns 50 --json

``simulate`` plays whole campaigns chapter by chapter with computer seats of one
level; each chapter's decision is taken by a PRNG seeded from ``--seed``. With
one campaign it prints the chapters as they end; with ``--json`` its last line
is one JSON object with ``chapters_played``, ``ending`` and ``errors`` (with
``--campaigns K`` > 1: the distributions of scores, medals and endings).

The game is ``--game``'s, reached through its record: its campaign is the work its
record names (``Game.commands``: ``play_campaign``, ``summarise``, ``campaign_lines``);
a game with no campaign (the registry's ``extras``) is told so in words.
"""

from __future__ import annotations

import argparse
import json

from ..cli import CommandError, add_game_option
from ..data_loading.problems import DataError
from ..games import registry
from .tables import levels_problem, players_problem


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "campaign", help="a game's story campaign (Oh My Goods!: the Longsdale Conspiracy)"
    )
    sub = p.add_subparsers(dest="campaign_command", metavar="ACTION")
    sub.required = True
    s = sub.add_parser(
        "simulate",
        help="play whole campaigns with computer seats",
        description="Play whole campaigns headless, chapter by chapter, decisions by seed.",
    )
    s.add_argument("--solo", action="store_true", help="one player (10 rounds a chapter)")
    s.add_argument("--players", type=int, help="1 to 4 players (default 1 with --solo, else 2)")
    s.add_argument(
        "--bot", required=True, help="computer level: random, greedy, heuristic, montecarlo"
    )
    s.add_argument("--seed", type=int, default=1, help="campaign seed (default 1)")
    s.add_argument("--campaigns", type=int, default=1, help="how many campaigns (seed, seed+1…)")
    s.add_argument("--json", action="store_true", help="end with one JSON line of results")
    add_game_option(s, argparse.SUPPRESS)  # here too, so that it may follow the action
    return p


def run(args: argparse.Namespace) -> int:
    meta = registry.info(getattr(args, "game", registry.DEFAULT))
    title = meta.title()
    if "campaign" not in meta.extras:
        raise CommandError(f"{title} has no story campaign", 2)
    game = registry.load(meta.id)
    story = game.load_commands()
    if story is None or not hasattr(story, "play_campaign"):
        raise CommandError(f"{title}'s campaign cannot be played from the command line", 2)
    players = args.players or (1 if args.solo else 2)
    if args.solo and players != 1:
        raise CommandError("--solo means one player; leave out --players or give 1", 2)
    problem = players_problem(meta, players) or levels_problem(game, "--bot", [args.bot])
    if problem:
        raise CommandError(problem, 2)
    if args.campaigns < 1:
        raise CommandError("--campaigns must be at least 1", 2)
    try:
        cat = game.load_catalog()
    except DataError as exc:
        raise CommandError(str(exc), 1) from None
    runs = []
    for k in range(args.campaigns):
        run_ = story.play_campaign(cat, players, args.bot, args.seed + k)
        runs.append(run_)
        if not args.json:
            print("\n".join(story.campaign_lines(cat, args.seed + k, run_)))
    if args.campaigns == 1:
        out = runs[0]
    else:
        out = story.summarise(runs)
        out["chapters_played"] = sum(r["chapters_played"] for r in runs)
        out["ending"] = None
    out = {"players": players, "bot": args.bot, "seed": args.seed, **out}
    if args.json:
        print(json.dumps(out, sort_keys=True))
    return 1 if out["errors"] else 0
