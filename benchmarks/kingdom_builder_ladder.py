"""Kingdom Builder's computers against each other: N seat-swapped 2-player games per pair
(each seed played twice, the bots changing seats), the wins, ties, average gold and each
computer's decision times (median and slowest, in seconds of this process's CPU time).

Run by hand::

    nice -n 19 .venv/bin/python benchmarks/kingdom_builder_ladder.py [--games N]
        [--pairs greedy:random,...] [--first-game K] [--progress games.jsonl]

prints JSON (the figures in docs/games/kingdom_builder/ai.md come from it). Pairs are
level ids, the stronger first; by default Easy–Beginner, Normal–Easy, Normal–Beginner.
``--progress`` appends each game's result as it ends (a long run cut short still
counts); ``--first-game`` starts a series part way (game K: seed K // 2), so a long
ladder runs in parts.
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

from omg_desktop.games.kingdom_builder import game  # noqa: E402

PAIRS = (("greedy", "random"), ("heuristic", "greedy"), ("heuristic", "random"))


def play(g, cat, levels: tuple[str, str], seed: int, clocks: list[list[float]]):
    """One game, seat n played by ``levels[n]``: the final scores and the winners; each
    decision's CPU time (of more than one legal action) is added to ``clocks[n]``."""
    state = g.new_game(cat, 2, seed, None)
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
    g, cat, first: str, second: str, games: int, start: int = 0, progress: Any = None
) -> dict[str, object]:
    """``games`` games of ``first`` against ``second``, each seed twice (seats swapped),
    numbered from ``start`` (games ``start`` to ``start + games - 1`` of one series)."""
    wins = ties = 0
    points = [0, 0]
    clocks: dict[str, list[float]] = {first: [], second: []}
    for n in range(start, start + games):
        seed, swap = n // 2, n % 2 == 1
        levels = (second, first) if swap else (first, second)
        totals, winners = play(g, cat, levels, seed, [clocks[levels[0]], clocks[levels[1]]])
        mine = 1 if swap else 0
        points[0] += totals[mine]
        points[1] += totals[1 - mine]
        if len(winners) > 1:
            ties += 1
        elif winners[0] == mine:
            wins += 1
        if progress is not None:  # each game as it ends: a run cut short still counts
            line = {"pair": f"{first} vs {second}", "game": n, "gold": totals,
                    "first_seat": levels[0], "winners": winners}  # fmt: skip
            progress.write(json.dumps(line) + "\n")
            progress.flush()
    return {
        "pair": f"{first} vs {second}",
        "games": games,
        "first_game": start,
        "wins": wins,
        "losses": games - wins - ties,
        "ties": ties,
        "average_gold": [round(p / games, 1) for p in points],
        "decisions": {first: _times(clocks[first]), second: _times(clocks[second])},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pair (even)")
    parser.add_argument("--pairs", default="", help="level pairs, e.g. greedy:random,...")
    parser.add_argument(
        "--first-game", type=int, default=0, help="the series' first game (even): a run in parts"
    )
    parser.add_argument(
        "--progress", type=Path, help="append each game's result there (JSON lines)"
    )
    args = parser.parse_args()
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else PAIRS
    g = game()
    cat = g.load_catalog()
    progress = args.progress.open("a", encoding="utf-8") if args.progress else None
    runs = [duel(g, cat, a, b, args.games, args.first_game, progress) for a, b in pairs]
    print(json.dumps(runs, indent=2))


if __name__ == "__main__":
    main()
