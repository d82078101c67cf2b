"""Engine speed: random 4-player games per second on one core, two ways, on one kernel.

- the public API: ``legal_actions`` + ``apply_in_place``, a uniform pick among the
  listed actions (``games_per_s``), and the median cost of one copying ``apply``;
- playouts: ``rules.playout.play_random`` (``sample_next`` + ``apply_in_place(report=False,
  trusted=True)``), one legal choice sampled per decision, what the rules' flow found
  reused, no events built (``playout_games_per_s``).

Each figure is measured in a fresh process, whole games in CPU seconds of that process
(``time.process_time``: what other programs on a busy machine disturb least).
``--against DIR`` measures another checkout (a ``git worktree`` of a baseline commit)
the same way, the two taking turns run by run, and prints the ratios of the medians:
this over that. A checkout from before the one
kernel has no ``sample_action``; its playouts are those of its fast twin
(``rules.fastplay.play_random``), which is what the kernel's playouts replace.

Run by hand::

    .venv/bin/python benchmarks/engine_speed.py [--games N] [--playouts N] [--runs K]
    git worktree add /tmp/base 81ef3e9
    .venv/bin/python benchmarks/engine_speed.py --against /tmp/base

prints JSON. docs/performance.md has the measured figures and the targets.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: What one measuring process runs; ``ROOT``, ``GAMES``, ``PLAYOUTS`` and ``SEED`` come in
#: as arguments so that the same text measures any checkout.
PROBE = r"""
import json, statistics, sys, time
root, games, playouts, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
sys.path.insert(0, root)
import importlib
try:  # the box's layout (issue 27), or a checkout from before it
    importlib.import_module("omg_desktop.games.ohmygoods.rules")
    GAME = "omg_desktop.games.ohmygoods"
    default_catalog = importlib.import_module(GAME + ".loading").default_catalog
except ImportError:
    GAME = "omg_desktop"
    default_catalog = importlib.import_module(GAME + ".data_loading").default_catalog
rules = importlib.import_module(GAME + ".rules")
apply, apply_in_place, legal_actions = rules.apply, rules.apply_in_place, rules.legal_actions
new_game, to_act = rules.new_game, rules.to_act
Rng = importlib.import_module(GAME + ".rules.rng").Rng

cat = default_catalog()
#: whole games are timed in CPU seconds of this process (the figure other programs on
#: the machine disturb least); one apply (microseconds) by the wall clock
clock = time.process_time


sample_action = getattr(importlib.import_module(GAME + ".rules.engine"), "sample_action", None)
try:
    kernel_play = importlib.import_module(GAME + ".rules.playout").play_random
except ImportError:
    kernel_play = None


def listed(state, seat, rng):
    acts = legal_actions(state, seat)
    return acts[rng.below(len(acts))]


def play_games(n, first, choose, report):
    actions = rounds = 0
    start = clock()
    for g in range(n):
        state = new_game(cat, 4, first + g)
        rng = Rng(first + g)
        while not state.over:
            seat = to_act(state)[0]
            if report:
                apply_in_place(state, choose(state, seat, rng))
            else:
                apply_in_place(state, choose(state, seat, rng), False)
            actions += 1
        rounds += state.round
    return clock() - start, actions, rounds


def api(n, first):
    return play_games(n, first, listed, True)


def whole_playouts(n, first, play, length):
    # n games of play(cat, 4, seed); length(game): its number of actions
    actions = rounds = 0
    start = clock()
    for g in range(n):
        game = play(cat, 4, first + g)
        actions += length(game)
        rounds += game.rounds
    return clock() - start, actions, rounds


def kernel_playouts(n, first):
    if kernel_play is None:
        return play_games(n, first, sample_action, False)
    return whole_playouts(n, first, kernel_play, lambda game: len(game.actions))


def twin_playouts(n, first):
    play_random = importlib.import_module(GAME + ".rules.fastplay").play_random

    return whole_playouts(n, first, play_random, lambda game: len(game.log))


def apply_costs(samples, first):
    costs = []
    rng = Rng(first)
    state = new_game(cat, 4, first)
    while len(costs) < samples:
        if state.over:
            state = new_game(cat, 4, first + len(costs))
        acts = legal_actions(state, to_act(state)[0])
        action = acts[rng.below(len(acts))]
        t = time.perf_counter()
        state, _ = apply(state, action)
        costs.append(time.perf_counter() - t)
    return costs


play = kernel_playouts if sample_action is not None else twin_playouts
api(3, 10_000)
play(10, 10_000)  # warm up
t, a, r = api(games, seed)
pt, pa, pr = play(playouts, seed)
costs = apply_costs(2000, seed)
print(json.dumps({
    "games_per_s": games / t,
    "actions_per_game": a / games,
    "rounds_per_game": r / games,
    "us_per_action": t / a * 1e6,
    "playout_kind": "kernel" if sample_action is not None else "twin",
    "playout_games_per_s": playouts / pt,
    "playout_actions_per_game": pa / playouts,
    "playout_rounds_per_game": pr / playouts,
    "playout_us_per_action": pt / pa * 1e6,
    "apply_median_us": statistics.median(costs) * 1e6,
}))
"""


def measure(root: Path, games: int, playouts: int, seed: int) -> dict:
    """One fresh process measuring the checkout at ``root``."""
    out = subprocess.run(
        [sys.executable, "-c", PROBE, str(root), str(games), str(playouts), str(seed)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def medians(runs: list[dict]) -> dict:
    """The median of every number over the runs (the playout kind kept as it is)."""
    out: dict = {"playout_kind": runs[0]["playout_kind"]}
    for key, value in runs[0].items():
        if isinstance(value, (int, float)):
            out[key] = round(statistics.median(r[key] for r in runs), 2)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100, help="public-API games a run (100)")
    ap.add_argument("--playouts", type=int, default=500, help="playouts a run (500)")
    ap.add_argument("--runs", type=int, default=3, help="runs of each checkout (3)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--against", type=Path, help="another checkout to measure side by side")
    args = ap.parse_args()
    mine, theirs = [], []
    for k in range(args.runs):
        order = [(ROOT, mine), (args.against, theirs)] if args.against else [(ROOT, mine)]
        if k % 2:  # take turns going first
            order.reverse()
        for root, runs in order:
            runs.append(measure(root.resolve(), args.games, args.playouts, args.seed))
    result: dict = {
        "benchmark": "engine_speed",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "players": 4,
        "games": args.games,
        "playouts": args.playouts,
        "runs": args.runs,
        **medians(mine),
    }
    if args.against:
        base = medians(theirs)
        result["against"] = {"checkout": str(args.against), **base}
        result["api_speedup"] = round(result["games_per_s"] / base["games_per_s"], 2)
        result["playout_ratio"] = round(
            result["playout_games_per_s"] / base["playout_games_per_s"], 2
        )
    print(json.dumps(result))


if __name__ == "__main__":
    main()
