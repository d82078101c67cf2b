"""``omg-desktop tournament``: seeded games between computer levels, with win rates.

    omg-desktop tournament --bots heuristic,greedy --games 1000 --seed 1 --swap-seats --json

The bots sit in the order given; with more seats than bots (``--players``) the
list is repeated. Game ``g`` uses seed ``S + g`` (``S + g // P`` with
``--swap-seats``, where every seed is played once in each of the ``P`` seat
rotations, so each bot meets the same cards from every seat). Without
``--swap-seats`` the seats still rotate from game to game.

Per player count and per bot: win rate (a shared victory counts as a half win;
with three or more players, 1/k of a win for a k-way share) with its 95 %
Wilson interval, mean score, mean margin (own score minus the best other
score), mean and slowest thinking time per decision. A bot that sits in several
seats of one game counts once per seat.

The game is ``--game``'s, played through its record (its computers are the record's
``bots``; a level the game has no computer for is refused with the levels it has).

``--jobs`` spreads games over processes; the results do not depend on it.
With ``--json`` only the result is printed: one JSON object on the last line.
On a terminal a progress bar with the time left goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from typing import Any

from ..cli import CommandError
from ..games import registry
from ..games.base import Game
from .tables import game_of, levels_problem, table_problem, words

EXPECTED_ERRORS = (ValueError, KeyError)


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "tournament",
        help="play seeded games between computer levels and report win rates",
        description="Seeded games between computer levels (the game's: Oh My Goods! has "
        "random, greedy, heuristic, montecarlo), with win rates and 95%% intervals per player "
        "count. "
        "A shared victory counts as a half win (1/k of a win when k players share it).",
    )
    p.add_argument(
        "--bots", required=True, help="comma-separated levels, one per seat, e.g. heuristic,greedy"
    )
    p.add_argument("--games", type=int, default=100, help="games per player count (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument(
        "--players",
        help="player counts, e.g. 2 or 3,4 (default: one seat per bot); bots repeat to fill seats",
    )
    p.add_argument(
        "--swap-seats",
        action="store_true",
        help="play every seed once in each seat rotation",
    )
    p.add_argument("--ruleset", help="a rule set id (default: the data's default)")
    p.add_argument(
        "--jobs", type=int, default=0, help="worker processes (default: one per core, at most 2)"
    )
    p.add_argument("--json", action="store_true", help="print only the result, as one JSON line")
    return p


# ---- the games -------------------------------------------------------------------
def game_specs(
    bots: list[str], players: int, games: int, seed: int, swap: bool
) -> list[tuple[int, int, list[str]]]:
    """``(players, seed, levels by seat)`` of every game, in order."""
    lineup = [bots[i % len(bots)] for i in range(players)]
    out = []
    for g in range(games):
        if swap:
            game_seed, rot = seed + g // players, g % players
        else:
            game_seed, rot = seed + g, g % players
        seats = lineup[rot:] + lineup[:rot]
        out.append((players, game_seed, seats))
    return out


#: Each game's data, loaded once per process.
_CATS: dict[str, Any] = {}


def _catalog(game: Game) -> Any:
    if game.info.id not in _CATS:
        _CATS[game.info.id] = game.load_catalog()
    return _CATS[game.info.id]


def play_spec(spec: tuple[int, int, list[str], str, str]) -> dict[str, Any]:
    """Play one game (runs in a worker process); plain data back."""
    players, seed, seats, option, game_id = spec
    game = registry.load(game_id)
    bots = [game.bots[level](f"{seed}/{i}/{level}") for i, level in enumerate(seats)]
    return play_game(game, _catalog(game), bots, players, seed, option) | {"seats": seats}


def play_game(
    game: Game, cat: Any, bots: list[Any], players: int, seed: int, option: str
) -> dict[str, Any]:
    """One game through the record, played out by the frame's loop (each choice timed);
    ``bots[i]`` plays seat ``i`` and sees only its view."""
    from ..seating.bout import play_out

    state = game.new_game(cat, players, seed, option)
    bout = play_out(game, state, bots, clock=time.perf_counter)  # the loop's own limit
    return {
        "players": players,
        "seed": seed,
        "scores": [s.score for s in game.standings(state)],
        "winners": list(game.winners(state)),
        "rounds": game.round(state),
        "decisions": bout.decisions,
        "think": bout.think,
        "slowest": bout.slowest,
    }


# ---- statistics ------------------------------------------------------------------------
def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarise(games: list[dict[str, Any]]) -> dict[str, Any]:
    """Per player count, per bot: win rate with interval, scores, margins, thinking time."""
    out: dict[str, Any] = {}
    for g in games:
        table = out.setdefault(str(g["players"]), {"games": 0, "mean_rounds": 0.0, "bots": {}})
        table["games"] += 1
        table["mean_rounds"] += g["rounds"]
        share = 1.0 / len(g["winners"])
        for seat, level in enumerate(g["seats"]):
            b = table["bots"].setdefault(
                level,
                {
                    "seats": 0,
                    "wins": 0.0,
                    "score": 0,
                    "margin": 0,
                    "decisions": 0,
                    "think": 0.0,
                    "slowest": 0.0,
                },
            )
            b["seats"] += 1
            if seat in g["winners"]:
                b["wins"] += share
            b["score"] += g["scores"][seat]
            b["margin"] += g["scores"][seat] - max(
                s for i, s in enumerate(g["scores"]) if i != seat
            )
            b["decisions"] += g["decisions"][seat]
            b["think"] += g["think"][seat]
            b["slowest"] = max(b["slowest"], g["slowest"][seat])
    for table in out.values():
        table["mean_rounds"] = round(table["mean_rounds"] / max(1, table["games"]), 3)
        for level, b in list(table["bots"].items()):
            n = b["seats"]
            lo, hi = wilson(b["wins"], n)
            table["bots"][level] = {
                "seats": n,
                "wins": b["wins"],
                "win_rate": round(b["wins"] / n, 4),
                "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                "mean_score": round(b["score"] / n, 3),
                "mean_margin": round(b["margin"] / n, 3),
                "mean_decision_ms": round(1000 * b["think"] / max(1, b["decisions"]), 3),
                "slowest_decision_s": round(b["slowest"], 3),
            }
    return out


# ---- the command -------------------------------------------------------------------
def run(args: argparse.Namespace) -> int:
    game = game_of(args)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    problem = levels_problem(game, "--bots", bots)
    if problem:
        raise CommandError(problem, 2)
    if not 1 <= len(bots) <= 4:
        raise CommandError("--bots takes 1 to 4 computer levels", 2)
    try:
        counts = [int(x) for x in args.players.split(",")] if args.players else [len(bots)]
    except ValueError:
        raise CommandError("--players takes numbers, e.g. 2 or 3,4", 2) from None
    cat = _catalog(game)
    try:
        problems = [table_problem(game, cat, n, args.ruleset) for n in counts]
    except KeyError as exc:
        raise CommandError(words(exc), 1) from None
    option = problems[0][0]
    bad = next((problem for _, problem in problems if problem), None)
    if bad:
        raise CommandError(bad, 2)
    if args.games < 1:
        raise CommandError("--games must be at least 1", 2)
    specs = []
    for n in counts:
        for players, seed, seats in game_specs(bots, n, args.games, args.seed, args.swap_seats):
            specs.append((players, seed, seats, option, game.info.id))
    jobs = args.jobs or min(2, os.cpu_count() or 1)
    start = time.perf_counter()
    results = list(_play_all(specs, jobs, show=not args.json and sys.stderr.isatty()))
    elapsed = time.perf_counter() - start
    summary = {
        "game": game.info.id,
        "bots": bots,
        "games": len(results),
        "seed": args.seed,
        "swap_seats": bool(args.swap_seats),
        "ruleset": option,
        "shared_victory": "a k-way shared victory counts as 1/k of a win",
        "results": summarise(results),
        "seconds": round(elapsed, 1),
    }
    if args.json:
        print(json.dumps(summary, sort_keys=True))
        return 0
    for n, table in summary["results"].items():
        print(f"{n} players, {table['games']} games, {table['mean_rounds']} rounds on average")
        for level, b in table["bots"].items():
            lo, hi = b["win_rate_ci95"]
            print(
                f"  {level:<11} win rate {100 * b['win_rate']:5.1f}% "
                f"[{100 * lo:.1f}–{100 * hi:.1f}]  score {b['mean_score']:.2f}  "
                f"margin {b['mean_margin']:+.2f}  {b['mean_decision_ms']:.1f} ms/decision "
                f"(slowest {b['slowest_decision_s']:.2f} s)"
            )
    print(f"{len(results)} games in {elapsed:.0f} s (a shared victory counts as a half win)")
    return 0


def _play_all(specs: list, jobs: int, show: bool):
    bar = None
    if show:
        from tqdm import tqdm

        bar = tqdm(total=len(specs), unit="game", file=sys.stderr, dynamic_ncols=True)
    try:
        if jobs <= 1 or len(specs) <= 1:
            for spec in specs:
                yield play_spec(spec)
                if bar is not None:
                    bar.update(1)
            return
        import multiprocessing

        ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(jobs) as pool:
            for result in pool.imap(play_spec, specs, chunksize=1):
                yield result
                if bar is not None:
                    bar.update(1)
    finally:
        if bar is not None:
            bar.close()
