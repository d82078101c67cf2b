"""Gizmos' computers against each other: N seat-swapped 2-player games per pair (each
seed played twice, the bots changing seats), the wins, ties and average scores.

Run by hand::

    .venv/bin/python benchmarks/gizmos_ladder.py [--games N]

prints JSON (the figures in docs/games/gizmos/ai.md come from it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.games.gizmos import game  # noqa: E402

PAIRS = (("greedy", "random"), ("heuristic", "greedy"), ("heuristic", "random"))


def play(g, cat, levels: tuple[str, str], seed: int) -> tuple[list[int], list[int]]:
    """One game, seat n played by ``levels[n]``: the final scores and the winners."""
    state = g.new_game(cat, 2, seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        legal = g.legal_actions(state, seat)
        state, _events = g.apply(state, bots[seat].choose(g.player_view(state, seat), legal))
    return g.scores(state), g.winners(state)


def duel(g, cat, first: str, second: str, games: int) -> dict[str, object]:
    """``games`` games of ``first`` against ``second``, each seed twice (seats swapped)."""
    wins = ties = 0
    points = [0, 0]
    for n in range(games):
        seed, swap = n // 2, n % 2 == 1
        levels = (second, first) if swap else (first, second)
        totals, winners = play(g, cat, levels, seed)
        mine = 1 if swap else 0
        points[0] += totals[mine]
        points[1] += totals[1 - mine]
        if len(winners) > 1:
            ties += 1
        elif winners[0] == mine:
            wins += 1
    return {
        "pair": f"{first} vs {second}",
        "games": games,
        "wins": wins,
        "losses": games - wins - ties,
        "ties": ties,
        "average_points": [round(p / games, 1) for p in points],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pair (even)")
    args = parser.parse_args()
    g = game()
    cat = g.load_catalog()
    print(json.dumps([duel(g, cat, a, b, args.games) for a, b in PAIRS], indent=2))


if __name__ == "__main__":
    main()
