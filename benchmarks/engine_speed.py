"""Engine speed: random-play 4-player games per second, and the median cost of one apply.

Run by hand: ``.venv/bin/python benchmarks/engine_speed.py [--games N]``; prints JSON.
Target (issue 2): >= 500 games/s; see README "Benchmarks" for the measured figures.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from omg_desktop.data_loading import default_catalog  # noqa: E402
from omg_desktop.rules import apply, apply_in_place, legal_actions, new_game, to_act  # noqa: E402
from omg_desktop.rules.rng import Rng  # noqa: E402


def random_games(cat, games: int, players: int, seed: int) -> tuple[float, int]:
    """Games of random legal play through the public API (legal_actions + apply_in_place)."""
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(cat, players, seed + g)
        rng = Rng(seed + g)
        while not state.over:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            apply_in_place(state, acts[rng.below(len(acts))])
            actions += 1
    return time.perf_counter() - start, actions


def apply_costs(cat, samples: int, seed: int) -> list[float]:
    """Seconds per copying ``apply`` on states from random games."""
    costs = []
    rng = Rng(seed)
    state = new_game(cat, 4, seed)
    while len(costs) < samples:
        if state.over:
            state = new_game(cat, 4, seed + len(costs))
        seat = to_act(state)[0]
        acts = legal_actions(state, seat)
        action = acts[rng.below(len(acts))]
        t = time.perf_counter()
        state, _ = apply(state, action)
        costs.append(time.perf_counter() - t)
    return costs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    cat = default_catalog()
    random_games(cat, 5, 4, 10_000)  # warm up
    elapsed, actions = random_games(cat, args.games, 4, args.seed)
    costs = apply_costs(cat, 5000, args.seed)
    print(
        json.dumps(
            {
                "benchmark": "engine_speed",
                "python": platform.python_version(),
                "machine": platform.machine(),
                "games": args.games,
                "players": 4,
                "games_per_s": round(args.games / elapsed, 1),
                "actions_per_game": round(actions / args.games, 1),
                "us_per_action_with_legal_actions": round(elapsed / actions * 1e6, 1),
                "apply_median_us": round(statistics.median(costs) * 1e6, 1),
                "apply_p95_us": round(sorted(costs)[int(len(costs) * 0.95)] * 1e6, 1),
                "target_games_per_s": 500,
            }
        )
    )


if __name__ == "__main__":
    main()
