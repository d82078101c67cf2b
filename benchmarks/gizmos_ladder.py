"""Gizmos' computers against each other: N seat-swapped 2-player games per pair (each
seed played twice, the bots changing seats), the wins, ties, average scores and each
computer's decision times (median and slowest, in seconds of this process's CPU time).

Run by hand::

    .venv/bin/python benchmarks/gizmos_ladder.py [--games N] [--pairs greedy:random,...]

prints JSON (the figures in docs/games/gizmos/ai.md come from it). Pairs are level ids,
the stronger first; by default Easy–Beginner, Normal–Easy, Normal–Beginner, Hard–Normal.
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

from omg_desktop.games.gizmos import game  # noqa: E402

PAIRS = (
    ("greedy", "random"),
    ("heuristic", "greedy"),
    ("heuristic", "random"),
    ("montecarlo", "heuristic"),
)


def play(g, cat, levels: tuple[str, str], seed: int, clocks: list[dict[str, list[float]]]):
    """One game, seat n played by ``levels[n]``: the final scores and the winners; each
    decision's CPU time (of more than one legal action) is added to ``clocks[n]["all"]``,
    and a turn's action's to ``clocks[n]["action"]`` too."""
    state = g.new_game(cat, 2, seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        legal = g.legal_actions(state, seat)
        view = g.player_view(state, seat)
        began = time.process_time()
        chosen = bots[seat].choose(view, legal)
        if len(legal) > 1:
            spent = time.process_time() - began
            clocks[seat]["all"].append(spent)
            if view.step == "action":
                clocks[seat]["action"].append(spent)
        state, _events = g.apply(state, chosen)
    return g.scores(state), g.winners(state)


def _times(clocks: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """Per kind of decision (all, a turn's action): how many, the median, the slowest."""
    return {
        kind: {
            "decisions": len(clock),
            "median_s": round(statistics.median(clock), 4) if clock else 0.0,
            "slowest_s": round(max(clock), 3) if clock else 0.0,
        }
        for kind, clock in clocks.items()
    }


def duel(
    g, cat, first: str, second: str, games: int, start: int = 0, progress: Any = None
) -> dict[str, object]:
    """``games`` games of ``first`` against ``second``, each seed twice (seats swapped),
    numbered from ``start`` (a long ladder run in parts adds up: games ``start`` to
    ``start + games - 1`` of the same series)."""
    wins = ties = 0
    points = [0, 0]
    clocks: dict[str, dict[str, list[float]]] = {
        level: {"all": [], "action": []} for level in (first, second)
    }
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
            game_line = {"pair": f"{first} vs {second}", "game": n, "points": totals,
                         "first_seat": levels[0], "winners": winners}  # fmt: skip
            progress.write(json.dumps(game_line) + "\n")
            progress.flush()
    return {
        "pair": f"{first} vs {second}",
        "games": games,
        "first_game": start,
        "wins": wins,
        "losses": games - wins - ties,
        "ties": ties,
        "average_points": [round(p / games, 1) for p in points],
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
