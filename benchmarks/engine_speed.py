"""Engine speed: random-play 4-player games per second on one core, two ways.

- the public API: ``legal_actions`` + ``apply_in_place``, a uniform pick among
  the listed actions (``games_per_s``), and the median cost of one copying
  ``apply``;
- the fast playout (``omg_desktop.rules.fastplay.play_random``): the same
  engine rules and chance on lean data, sampling one legal choice per decision
  (``fast_games_per_s``; ``fast_games_per_s_with_actions`` also builds the
  action objects of every game). Its random policy is tuned so that games last
  about as many rounds as uniform play over ``legal_actions`` (both are printed).

Run by hand: ``.venv/bin/python benchmarks/engine_speed.py [--games N] [--fast-games N]``;
prints JSON. Target (issue 2): >= 500 games/s; see README "Benchmarks".
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
from omg_desktop.rules.fastplay import play_random  # noqa: E402
from omg_desktop.rules.rng import Rng  # noqa: E402

TARGET = 500


def random_games(cat, games: int, players: int, seed: int) -> tuple[float, int, int]:
    """Games of random legal play through the public API (legal_actions + apply_in_place).

    Returns the seconds, the actions and the rounds played.
    """
    actions = rounds = 0
    start = time.perf_counter()
    for g in range(games):
        state = new_game(cat, players, seed + g)
        rng = Rng(seed + g)
        while not state.over:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            apply_in_place(state, acts[rng.below(len(acts))])
            actions += 1
        rounds += state.round
    return time.perf_counter() - start, actions, rounds


def fast_games(
    cat, games: int, players: int, seed: int, with_actions: bool = False
) -> tuple[float, int, int]:
    """Games of the fast playout; the seconds, the actions and the rounds played."""
    actions = rounds = 0
    start = time.perf_counter()
    for g in range(games):
        game = play_random(cat, players, seed + g)
        if with_actions:
            game.actions()
        actions += len(game.log)
        rounds += game.rounds
    return time.perf_counter() - start, actions, rounds


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
    ap.add_argument("--games", type=int, default=200, help="public-API games (default 200)")
    ap.add_argument("--fast-games", type=int, default=1000, help="fast games a run (1000)")
    ap.add_argument("--runs", type=int, default=3, help="fast runs; the best counts (3)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    cat = default_catalog()
    random_games(cat, 5, 4, 10_000)  # warm up
    elapsed, actions, rounds = random_games(cat, args.games, 4, args.seed)
    costs = apply_costs(cat, 5000, args.seed)
    fast_games(cat, 20, 4, 10_000)  # warm up
    runs, with_actions = [], []
    for _ in range(args.runs):  # the best run counts: others' work only slows a run down
        runs.append(fast_games(cat, args.fast_games, 4, args.seed))
        with_actions.append(fast_games(cat, args.fast_games, 4, args.seed, True)[0])
    fast_elapsed, fast_actions, fast_rounds = min(runs)
    fast_rate = args.fast_games / fast_elapsed
    print(
        json.dumps(
            {
                "benchmark": "engine_speed",
                "python": platform.python_version(),
                "machine": platform.machine(),
                "players": 4,
                "games": args.games,
                "games_per_s": round(args.games / elapsed, 1),
                "actions_per_game": round(actions / args.games, 1),
                "rounds_per_game": round(rounds / args.games, 2),
                "us_per_action_with_legal_actions": round(elapsed / actions * 1e6, 1),
                "apply_median_us": round(statistics.median(costs) * 1e6, 1),
                "apply_p95_us": round(sorted(costs)[int(len(costs) * 0.95)] * 1e6, 1),
                "fast_games": args.fast_games,
                "fast_runs_games_per_s": [round(args.fast_games / r[0], 1) for r in runs],
                "fast_games_per_s": round(fast_rate, 1),
                "fast_games_per_s_with_actions": round(args.fast_games / min(with_actions), 1),
                "fast_actions_per_game": round(fast_actions / args.fast_games, 1),
                "fast_rounds_per_game": round(fast_rounds / args.fast_games, 2),
                "fast_us_per_action": round(fast_elapsed / fast_actions * 1e6, 2),
                "speedup": round(fast_rate / (args.games / elapsed), 1),
                "target_games_per_s": TARGET,
                "fast_target_met": fast_rate >= TARGET,
            }
        )
    )


if __name__ == "__main__":
    main()
