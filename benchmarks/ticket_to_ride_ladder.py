"""Ticket to Ride's computers against each other: N seat-swapped 2-player games per pair
(each seed played twice, the bots changing seats), the wins, ties, average points and
each computer's decision times (median and slowest, in seconds of this process's CPU
time). With ``--players 4`` or ``5`` a field instead: the stronger level in one seat
(turning round the table from game to game) against the weaker in the others; its wins
are the games it won outright.

Run by hand::

    nice -n 19 .venv/bin/python benchmarks/ticket_to_ride_ladder.py [--games N]
        [--pairs greedy:random,...] [--players P] [--first-game K] [--progress games.jsonl]

prints JSON (the figures in docs/games/ticket_to_ride/ai.md come from it). Pairs are
level ids, the stronger first; by default Easy–Beginner, Normal–Easy, Normal–Beginner.
``--progress`` appends each game's result as it ends; ``--first-game`` starts a series
part way (game K: seed K // 2 in 2-player games, K otherwise).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.games.ticket_to_ride import game  # noqa: E402

PAIRS = (("greedy", "random"), ("heuristic", "greedy"), ("heuristic", "random"))


def play(g, cat, levels: tuple[str, ...], seed: int, clocks: list[list[float]]):
    """One game, seat n played by ``levels[n]``: the final scores and the winners; each
    decision's CPU time (of more than one legal action) is added to ``clocks[n]``."""
    state = g.new_game(cat, len(levels), seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        legal = g.legal_actions(state, seat)
        view = g.player_view(state, seat)
        began = time.process_time()
        chosen = bots[seat].choose(view, legal)
        if len(legal) > 1:
            clocks[seat].append(time.process_time() - began)
        g.apply_in_place(state, chosen)
    return g.scores(state), g.winners(state)


def _times(clock: list[float]) -> dict[str, float]:
    return {
        "decisions": len(clock),
        "median_s": round(statistics.median(clock), 4) if clock else 0.0,
        "slowest_s": round(max(clock), 3) if clock else 0.0,
    }


def duel(
    g, cat, first: str, second: str, games: int, players: int = 2, start: int = 0,
    progress: Any = None,
) -> dict[str, object]:  # fmt: skip
    """``games`` games of ``first`` against ``second``: with 2 players each seed twice
    (seats swapped); with more, ``first`` in seat ``n % players`` of game ``n``."""
    wins = ties = 0
    points = [0.0, 0.0]
    clocks: dict[str, list[float]] = {first: [], second: []}
    for n in range(start, start + games):
        if players == 2:
            seed, mine = n // 2, n % 2
        else:
            seed, mine = n, n % players
        levels = tuple(first if s == mine else second for s in range(players))
        totals, winners = play(g, cat, levels, seed, [clocks[lv] for lv in levels])
        points[0] += totals[mine]
        points[1] += sum(t for s, t in enumerate(totals) if s != mine) / (players - 1)
        if mine in winners and len(winners) > 1:
            ties += 1
        elif winners == [mine]:
            wins += 1
        if progress is not None:
            line = {"pair": f"{first} vs {second}", "players": players, "game": n,
                    "points": totals, "seat": mine, "winners": winners}  # fmt: skip
            progress.write(json.dumps(line) + "\n")
            progress.flush()
    return {
        "pair": f"{first} vs {second}",
        "players": players,
        "games": games,
        "first_game": start,
        "wins": wins,
        "ties": ties,
        "others": games - wins - ties,
        "average_points": [round(p / games, 1) for p in points],
        "decisions": {first: _times(clocks[first]), second: _times(clocks[second])},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pair (even)")
    parser.add_argument("--pairs", default="", help="level pairs, e.g. greedy:random,...")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (2-5)")
    parser.add_argument("--first-game", type=int, default=0, help="the series' first game")
    parser.add_argument("--progress", type=Path, help="append each game's result (JSON lines)")
    args = parser.parse_args()
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else PAIRS
    g = game()
    cat = g.load_catalog()
    progress = args.progress.open("a", encoding="utf-8") if args.progress else None
    runs = [
        duel(g, cat, a, b, args.games, args.players, args.first_game, progress) for a, b in pairs
    ]
    print(json.dumps(runs, indent=2))


if __name__ == "__main__":
    main()
