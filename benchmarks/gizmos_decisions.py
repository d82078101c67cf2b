"""Gizmos' Hard: CPU seconds a decision at a turn's action, on fixed positions.

Run by hand::

    .venv/bin/python benchmarks/gizmos_decisions.py [--games 8] [--every 9]

The positions are the turn's actions (more than one legal) of seeded two-player games
of Normal against Normal, every ``--every``-th one, the same list on every run; Hard
(made from a fixed seed per position) chooses from each seat's view. Prints JSON: the
positions, the median and slowest CPU seconds (``time.process_time``), and the worlds
and playout actions of a median decision (counted work: the same on every machine).
The bar (``../shared/GAMES.md``): Hard's median decision ≤ 1 s on one core.
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

from omg_desktop.games.gizmos.bots import Hard, Normal  # noqa: E402
from omg_desktop.games.gizmos.loading import default_catalog  # noqa: E402
from omg_desktop.games.gizmos.rules import (  # noqa: E402
    GizmosState,
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    to_act,
)
from omg_desktop.games.gizmos.rules.state import ACTION  # noqa: E402


def positions(games: int, every: int) -> list[tuple[GizmosState, list[str]]]:
    """Every ``every``-th turn's action of ``games`` seeded Normal-Normal games."""
    cat, found, k = default_catalog(), [], 0
    for seed in range(games):
        state = new_game(cat, 2, seed)
        bots = [Normal(f"{seed}/{n}") for n in range(2)]
        while not state.over:
            seat = to_act(state)[0]
            legal = legal_actions(state, seat)
            view = player_view(state, seat)
            if view.step == ACTION and len(legal) > 1:
                k += 1
                if k % every == 0:
                    found.append((view.clone(), list(legal)))
            apply_in_place(state, bots[seat].choose(view, legal), report=False)
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--every", type=int, default=9)
    args = parser.parse_args(argv)
    found = positions(args.games, args.every)
    spent, work = [], []
    for n, (view, legal) in enumerate(found):
        hard = Hard(f"bench/{n}")
        began = time.process_time()
        hard.choose(view, legal)
        spent.append(time.process_time() - began)
        work.append((hard.worlds, hard.cost))
    middle = sorted(range(len(spent)), key=spent.__getitem__)[len(spent) // 2]
    print(json.dumps({
        "positions": len(found),
        "median_s": round(statistics.median(spent), 3),
        "slowest_s": round(max(spent), 3),
        "median_decision_work": {"worlds": work[middle][0], "playout_actions": work[middle][1]},
        "python": platform.python_version(),
    }, indent=2))  # fmt: skip


if __name__ == "__main__":
    main()
