"""``omg-desktop simulate``: whole games of random legal play, with statistics.

The game is ``--game``'s, reached through its record (:mod:`omg_desktop.games.registry`).
A game whose record names batch tools (``Game.tools``: Oh My Goods!) plays its games
there, with its faster playouts, invariant checks and statistics; any other game is
played through its record alone, every seat by its weakest computer (random legal
play), and ``--check`` checks the record's contract at every step.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from ..data_loading.problems import DataError
from ..gamefile import write_record
from ..games import registry
from ..games.base import Game

#: A game played through its record that has not ended after this many actions is a bug.
MAX_ACTIONS = 100_000


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

    rec = Recorder.start(game.info.id, cat, players, seed, option)
    weakest = next(iter(game.bots.values()))
    bots = [weakest(f"{seed}/{i}") for i in range(players)]
    state, stats = rec.state, Stats()
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if check and not legal:
            raise ContractBroken(f"seed {seed}, step {stats.actions}: seat {seat} has no move")
        rec.play(bots[seat].choose(game.player_view(state, seat), legal))
        stats.actions += 1
        if check:
            data = json.loads(json.dumps(game.state_to_dict(state)))
            if game.state_to_dict(game.state_from_dict(data, cat)) != data:
                raise ContractBroken(f"seed {seed}, step {stats.actions}: no JSON round trip")
        if stats.actions > MAX_ACTIONS:
            raise ContractBroken(f"seed {seed}: no end after {MAX_ACTIONS} actions")
    stats.rounds = game.round(state)
    stats.scores = [s.score for s in game.standings(state)]
    stats.winners = list(game.winners(state))
    return rec.record, stats


def table_problem(game: Game, cat: Any, players: int, option: str | None) -> tuple[str, str | None]:
    """The option to play (the game's first for None) and why ``players`` cannot play it
    (None: they can): the game's tools say, else its record; KeyError for no such option."""
    tools = tools_of(game)
    if tools is not None:
        return tools.table_problem(cat, players, option)
    chosen = option or game.info.options[0]
    if chosen not in game.info.options:
        raise KeyError(f"{game.info.title()} has no rule set {chosen!r}")
    low, high = game.info.players
    if not low <= players <= high:
        many = str(low) if low == high else f"{low}–{high}"
        return chosen, f"{game.info.title()} is for {many} players"
    return chosen, None


def default_players(game: Game) -> int:
    """Four players, or the nearest count the game takes."""
    low, high = game.info.players
    return min(max(4, low), high)


def tools_of(game: Game) -> ModuleType | None:
    """The game's batch tools (its record's ``tools`` module), or None."""
    return importlib.import_module(game.tools) if game.tools else None


def run(args: argparse.Namespace) -> int:
    game = registry.load(getattr(args, "game", None))
    tools = tools_of(game)
    if args.players is None:
        args.players = default_players(game)
    try:
        cat = game.load_catalog()
        option, problem = table_problem(game, cat, args.players, args.ruleset)
    except (DataError, KeyError) as exc:
        print(f"omg-desktop simulate: {exc}", file=sys.stderr)
        return 1
    if args.games < 1:
        print("omg-desktop simulate: --games must be at least 1", file=sys.stderr)
        return 2
    if problem:
        print(f"omg-desktop simulate: {problem}", file=sys.stderr)
        return 2
    if tools is None and not game.bots:
        print(
            f"omg-desktop simulate: {game.info.title()} has no computer to play its games",
            file=sys.stderr,
        )
        return 2
    if args.fast and tools is None:
        print(
            f"omg-desktop simulate: {game.info.title()} has no fast playouts (leave out --fast)",
            file=sys.stderr,
        )
        return 2
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
