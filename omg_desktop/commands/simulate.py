"""``omg-desktop simulate``: whole games of random legal play, with statistics.

The game is ``--game``'s, reached through its record (:mod:`omg_desktop.games.registry`).
A game whose record names batch tools (``Game.tools``: Oh My Goods!) plays its games
there, with its faster playouts, invariant checks and statistics; any other game is
played through its record alone, every seat by its weakest computer (random legal
play), and ``--check`` checks the record's contract at every step.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cli import CommandError
from ..data_loading.problems import DataError
from ..gamefile import write_record
from ..games.base import Game
from .tables import computers_problem, default_players, game_of, table_problem, words


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = subparsers.add_parser("simulate", help="play whole games with random legal actions")
    p.add_argument(
        "--players", type=int, help="how many players (default 4, or as many as the game takes)"
    )
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--ruleset", help="a rule set (the game's option) id (default: the game's)")
    p.add_argument("--json", action="store_true", help="end with one JSON line of results")
    p.add_argument("--save", type=Path, metavar="DIR", help="write each game to DIR")
    p.add_argument("--check", action="store_true", help="check every invariant at every step")
    p.add_argument(
        "--fast",
        action="store_true",
        help="random playouts on the rules' kernel: sampled choices, no legal-action lists; "
        "with --check or --save each game is also replayed through the public API, which "
        "must end in the same state (games with their own batch tools only)",
    )
    return p


@dataclass
class Stats:
    """What every game's run reports (a game's tools may report more)."""

    rounds: int = 0
    actions: int = 0
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


class ContractBroken(AssertionError):
    """A game played through its record broke the record's contract (a bug in the game)."""


def play_through_record(
    game: Game, cat: Any, players: int, seed: int, option: str, check: bool
) -> tuple[Any, Stats]:
    """One game of ``game`` through its record, every seat by its weakest computer,
    reading only its view: the game's record (the frame's) and its numbers."""
    from ..record import Recorder
    from ..seating.bout import play_out

    rec = Recorder.start(game.info.id, cat, players, seed, option)
    weakest = next(iter(game.bots.values()))
    state, stats = rec.state, Stats()

    def round_trip(_seat: int, _action: Any, _events: list[Any]) -> None:
        stats.actions += 1
        data = json.loads(json.dumps(game.state_to_dict(state)))
        if game.state_to_dict(game.state_from_dict(data, cat)) != data:
            raise ContractBroken(f"seed {seed}, step {stats.actions}: no JSON round trip")

    bots = [weakest(f"{seed}/{i}") for i in range(players)]
    bout = play_out(game, state, bots, play=rec.play, after=round_trip if check else None)
    stats.actions = bout.actions
    stats.rounds = game.round(state)
    stats.scores = [s.score for s in game.standings(state)]
    stats.winners = list(game.winners(state))
    return rec.record, stats


def run(args: argparse.Namespace) -> int:
    game = game_of(args)
    tools = game.load_tools()
    if args.players is None:
        args.players = default_players(game, 4)
    try:
        cat = game.load_catalog()
        option, problem = table_problem(game, cat, args.players, args.ruleset)
    except (DataError, KeyError) as exc:
        raise CommandError(words(exc), 1) from None
    if args.games < 1:
        raise CommandError("--games must be at least 1", 2)
    problem = problem or (None if tools is not None else computers_problem(game))
    if problem:
        raise CommandError(problem, 2)
    if args.fast and tools is None:
        raise CommandError(f"{game.info.title()} has no fast playouts (leave out --fast)", 2)
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
    errors: list[str] = []
    done_games: list[Any] = []
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        try:
            if tools is not None:
                record, stats = tools.play(
                    cat, args.players, seed, option, check=args.check, fast=args.fast,
                    save=bool(args.save),
                )  # fmt: skip
            else:
                record, stats = play_through_record(
                    game, cat, args.players, seed, option, args.check
                )
        except Exception as exc:  # noqa: BLE001 - every failure is counted and reported
            errors.append(f"seed {seed}: {type(exc).__name__}: {exc}")
            continue
        done_games.append(stats)
        if args.save and record is not None:
            write_record(args.save / f"game-{seed:06d}.json", record)
        if not args.json:
            print(
                f"game {g + 1}/{args.games} (seed {seed}): {stats.rounds} rounds, "
                f"scores {stats.scores}, winner(s) {stats.winners}"
            )
    elapsed = time.perf_counter() - start
    done = max(1, args.games - len(errors))
    result: dict[str, Any] = {
        "game": game.info.id,
        "games": args.games,
        "players": args.players,
        "ruleset": option,
        "seed": args.seed,
        "fast": args.fast,
        "errors": len(errors),
        "games_per_s": round(args.games / elapsed, 2) if elapsed else None,
        "mean_rounds": round(sum(s.rounds for s in done_games) / done, 3),
        "mean_actions": round(sum(s.actions for s in done_games) / done, 1),
        "mean_winning_score": round(sum(max(s.scores) for s in done_games) / done, 3),
    }
    if tools is not None:
        result.update(tools.report(done_games))
    for e in errors[:20]:
        print(f"error: {e}", file=sys.stderr)
    if args.json:
        print(json.dumps(result))
    else:
        extra = f"{tools.report_words(result)}, " if tools is not None else ""
        print(
            f"{args.games} games, {len(errors)} errors, {result['games_per_s']} games/s, "
            f"{result['mean_rounds']} rounds, {extra}"
            f"winning score {result['mean_winning_score']}"
        )
    return 1 if errors else 0
