"""Bot speed: median and slowest seconds per decision, per level, on fixed positions.

Run by hand: ``.venv/bin/python benchmarks/bot_speed.py [--positions N]``; prints JSON.
The positions are decision points of seeded 2-, 3- and 4-player games played
by the Normal bot (so they look like real games), the same list on every run.
Targets (issue 4): Hard ≤ 1 s median and never over 3 s; the others < 50 ms.
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

from omg_desktop.ai.heuristic import HeuristicBot  # noqa: E402
from omg_desktop.ai.registry import BOT_LEVELS, make_bot  # noqa: E402
from omg_desktop.data_loading import default_catalog  # noqa: E402
from omg_desktop.rules import (  # noqa: E402
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    to_act,
)


def fixed_positions(cat, per_count: int, seed: int) -> list:
    """``per_count`` decision points each for 2, 3 and 4 players (every 3rd decision)."""
    out = []
    for players in (2, 3, 4):
        got = 0
        g = 0
        while got < per_count:
            state = new_game(cat, players, seed + 100 * players + g)
            bots = [HeuristicBot(i) for i in range(players)]
            step = 0
            while not state.over and got < per_count:
                seat = to_act(state)[0]
                acts = legal_actions(state, seat)
                if step % 3 == 0 and len(acts) > 1:
                    out.append(state.clone())
                    got += 1
                apply_in_place(state, bots[seat].choose(player_view(state, seat), acts))
                step += 1
            g += 1
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--positions", type=int, default=40, help="per player count (default 40)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(BOT_LEVELS))
    args = ap.parse_args()
    cat = default_catalog()
    positions = fixed_positions(cat, args.positions, args.seed)
    result = {
        "benchmark": "bot_speed",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "positions": len(positions),
        "bots": {},
    }
    # (building the positions with Normal bots has already built the market tables
    # that every level but Beginner shares, a one-off ≈ 0.1 s per process)
    for level in args.levels.split(","):
        bot = make_bot(level, 1)
        times: dict[int, list[float]] = {2: [], 3: [], 4: []}
        for state in positions:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            view = player_view(state, seat)
            t = time.perf_counter()
            bot.choose(view, acts)
            times[state.num_players].append(time.perf_counter() - t)
        every = [t for ts in times.values() for t in ts]
        result["bots"][level] = {
            "median_s": round(statistics.median(every), 4),
            "max_s": round(max(every), 4),
            "by_players": {
                str(n): {"median_s": round(statistics.median(ts), 4), "max_s": round(max(ts), 4)}
                for n, ts in times.items()
            },
        }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
