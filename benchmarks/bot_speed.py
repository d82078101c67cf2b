"""Bot speed: median and slowest seconds per decision, per level, on fixed positions.

Run by hand: ``.venv/bin/python benchmarks/bot_speed.py [--positions N]``; prints JSON.
The positions are decision points of seeded 2-, 3- and 4-player games played
by the Normal bot (so they look like real games), the same list on every run.
Targets (issue 4): Hard ≤ 1 s median and never over 3 s; the others < 50 ms.

``--against DIR --runs K`` measures this checkout and another one (a ``git worktree``
of a baseline commit: its own ``benchmarks/bot_speed.py``) in fresh processes, taking
turns K times, and prints the medians over the runs of each and their ratios (this over
that), and the median of the K ratios of runs taken in the same turn (``paired_ratio``):
decision times compared side by side, not as absolute numbers.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from omg_desktop.games.ohmygoods.bots.heuristic import HeuristicBot  # noqa: E402
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS, make_bot  # noqa: E402
from omg_desktop.games.ohmygoods.loading import default_catalog  # noqa: E402
from omg_desktop.games.ohmygoods.rules import (  # noqa: E402
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
    ap.add_argument("--against", type=Path, help="another checkout, measured side by side")
    ap.add_argument("--runs", type=int, default=3, help="with --against: runs of each (3)")
    args = ap.parse_args()
    if args.against is not None:
        print(json.dumps(side_by_side(args)))
        return
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


def _run(checkout: Path, args: argparse.Namespace) -> dict:
    """One fresh process of ``checkout``'s own bot benchmark."""
    command = [sys.executable, str(checkout / "benchmarks" / "bot_speed.py")]
    command += ["--positions", str(args.positions), "--seed", str(args.seed)]
    command += ["--levels", args.levels]
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=checkout)
    return json.loads(done.stdout.strip().splitlines()[-1])["bots"]


def side_by_side(args: argparse.Namespace) -> dict:
    """This checkout and ``args.against`` in turns; medians over the runs, and ratios."""
    here = Path(__file__).resolve().parents[1]
    other = args.against.resolve()
    runs: dict[Path, list[dict]] = {here: [], other: []}
    for k in range(args.runs):
        for checkout in (here, other) if k % 2 == 0 else (other, here):
            runs[checkout].append(_run(checkout, args))

    def figures(bots: list[dict], level: str) -> dict[str, float]:
        out = {}
        for key in ("median_s", "max_s"):
            out[key] = round(statistics.median(b[level][key] for b in bots), 4)
        for n in ("2", "3", "4"):
            for key in ("median_s", "max_s"):
                values = [b[level]["by_players"][n][key] for b in bots]
                out[f"{n}p_{key}"] = round(statistics.median(values), 4)
        return out

    def paired(level: str) -> dict[str, float]:
        """The median over the runs of this run's figure over the other's run of the same
        turn: steadier than the ratio of medians when the machine's speed drifts."""
        per_run = [
            (figures([a], level), figures([b], level))
            for a, b in zip(runs[here], runs[other], strict=True)
        ]
        out = {}
        for k in per_run[0][0]:
            ratios = [m[k] / t[k] for m, t in per_run if t[k]]
            if ratios:
                out[k] = round(statistics.median(ratios), 2)
        return out

    result: dict = {"benchmark": "bot_speed", "against": str(other), "runs": args.runs}
    for level in args.levels.split(","):
        mine, theirs = figures(runs[here], level), figures(runs[other], level)
        result[level] = {
            "this": mine,
            "against": theirs,
            "ratio": {k: round(mine[k] / theirs[k], 2) for k in mine if theirs[k]},
            "paired_ratio": paired(level),
        }
    return result


if __name__ == "__main__":
    main()
