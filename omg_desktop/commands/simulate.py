"""``omg-desktop simulate``: whole games of random legal play, with statistics."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from ..gamefile import write_record
from ..games.ohmygoods.loading import DataError, default_catalog
from ..games.ohmygoods.simulation import play_fast_game, play_random_game


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("simulate", help="play whole games with random legal actions")
    p.add_argument("--players", type=int, default=4, help="2 to 4 (default 4)")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--ruleset", help="a rule set id from data/rulesets.yaml (default: bigbox)")
    p.add_argument("--json", action="store_true", help="end with one JSON line of results")
    p.add_argument("--save", type=Path, metavar="DIR", help="write each game to DIR")
    p.add_argument("--check", action="store_true", help="check every invariant at every step")
    p.add_argument(
        "--fast",
        action="store_true",
        help="random playouts on the rules' kernel: sampled choices, no legal-action lists; "
        "with --check or --save each game is also replayed through the public API, which "
        "must end in the same state",
    )
    return p


def run(args: argparse.Namespace) -> int:
    try:
        cat = default_catalog()
        args.ruleset = args.ruleset or cat.default_ruleset.id
        cat.ruleset(args.ruleset)
    except (DataError, KeyError) as exc:
        print(f"omg-desktop simulate: {exc}", file=sys.stderr)
        return 1
    if args.games < 1:
        print("omg-desktop simulate: --games must be at least 1", file=sys.stderr)
        return 2
    rs = cat.rulesets[args.ruleset]
    if not rs.min_players <= args.players <= rs.max_players:
        print(
            f"omg-desktop simulate: {rs.name} is for {rs.min_players}–{rs.max_players} players",
            file=sys.stderr,
        )
        return 2
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    rounds = actions = starvations = 0
    rows = [0, 0]
    winning: list[int] = []
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        try:
            if args.fast:
                record, stats = play_fast_game(
                    cat, args.players, seed, args.ruleset, args.check, bool(args.save)
                )
            else:
                record, stats = play_random_game(cat, args.players, seed, args.ruleset, args.check)
        except Exception as exc:  # noqa: BLE001 - every failure is counted and reported
            errors.append(f"seed {seed}: {type(exc).__name__}: {exc}")
            continue
        rounds += stats.rounds
        actions += stats.actions
        starvations += stats.starvations
        rows[0] += stats.market_cards[0]
        rows[1] += stats.market_cards[1]
        winning.append(max(stats.scores))
        if args.save and record is not None:
            write_record(args.save / f"game-{seed:06d}.json", record)
        if not args.json:
            print(
                f"game {g + 1}/{args.games} (seed {seed}): {stats.rounds} rounds, "
                f"scores {stats.scores}, winner(s) {stats.winners}"
            )
    elapsed = time.perf_counter() - start
    done = max(1, args.games - len(errors))
    result = {
        "games": args.games,
        "players": args.players,
        "ruleset": args.ruleset,
        "seed": args.seed,
        "fast": args.fast,
        "errors": len(errors),
        "games_per_s": round(args.games / elapsed, 2) if elapsed else None,
        "mean_rounds": round(rounds / done, 3),
        "mean_actions": round(actions / done, 1),
        "mean_market_cards_per_row": [round(r / max(1, rounds), 3) for r in rows],
        "mean_winning_score": round(sum(winning) / done, 3),
        "starvations": starvations,
    }
    for e in errors[:20]:
        print(f"error: {e}", file=sys.stderr)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{args.games} games, {len(errors)} errors, {result['games_per_s']} games/s, "
            f"{result['mean_rounds']} rounds, market {result['mean_market_cards_per_row']} "
            f"cards per row, winning score {result['mean_winning_score']}"
        )
    return 1 if errors else 0
