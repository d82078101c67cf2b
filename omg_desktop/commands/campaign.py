"""``omg-desktop campaign``: the Longsdale Conspiracy story, headless.

    omg-desktop campaign simulate --solo --bot heuristic --seed 3 --json
    omg-desktop campaign simulate --players 3 --bot greedy --seed 1 --campaigns 50 --json

``simulate`` plays whole campaigns chapter by chapter with computer seats of one
level; each chapter's decision is taken by a PRNG seeded from ``--seed``. With
one campaign it prints the chapters as they end; with ``--json`` its last line
is one JSON object with ``chapters_played``, ``ending`` and ``errors`` (with
``--campaigns K`` > 1: the distributions of scores, medals and endings).
"""

from __future__ import annotations

import argparse
import json
import sys


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("campaign", help="the Longsdale Conspiracy story campaign")
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
    return p


def run(args: argparse.Namespace) -> int:
    from ..games.ohmygoods.bots.registry import BOT_LEVELS
    from ..games.ohmygoods.campaign.simulate import play_campaign, summarise
    from ..games.ohmygoods.loading import DataError, default_catalog

    players = args.players or (1 if args.solo else 2)
    if args.solo and players != 1:
        return _fail("--solo means one player; leave out --players or give 1", 2)
    if not 1 <= players <= 4:
        return _fail("--players must be 1 to 4", 2)
    if args.bot not in BOT_LEVELS:
        return _fail(f"unknown --bot {args.bot!r} (known: {', '.join(BOT_LEVELS)})", 2)
    if args.campaigns < 1:
        return _fail("--campaigns must be at least 1", 2)
    try:
        cat = default_catalog()
    except DataError as exc:
        return _fail(str(exc), 1)
    runs = []
    for k in range(args.campaigns):
        run_ = play_campaign(cat, players, args.bot, args.seed + k)
        runs.append(run_)
        if not args.json:
            _print_run(cat, args.seed + k, run_)
    if args.campaigns == 1:
        out = runs[0]
    else:
        out = summarise(runs)
        out["chapters_played"] = sum(r["chapters_played"] for r in runs)
        out["ending"] = None
    out = {"players": players, "bot": args.bot, "seed": args.seed, **out}
    if args.json:
        print(json.dumps(out, sort_keys=True))
    return 1 if out["errors"] else 0


def _print_run(cat, seed: int, run: dict) -> None:
    print(f"campaign {seed}:")
    for ch in run["chapters"]:
        title = cat.chapters[ch["chapter"]].title
        medal = ch["medal"] or "no medal"
        choice = f", chose {ch['choice']}" if ch["choice"] else ""
        print(f"  {title}: scores {ch['scores']}, goal {ch['value']} ({medal}){choice}")
    for msg in run["error_messages"]:
        print(f"  error: {msg}")
    if run["ending"]:
        ending = next(e for e in cat.endings if e.id == run["ending"])
        print(f"  ending: {ending.title}")


def _fail(message: str, status: int) -> int:
    print(f"omg-desktop campaign: {message}", file=sys.stderr)
    return status
