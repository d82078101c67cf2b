"""Gizmos' rules speed: random games per second (2, 3 and 4 players in turn, a uniform
pick among the listed actions) and the slowest ``legal_actions`` of them all, measured
with the payment searches' memory emptied before each call (the worst case).

Run by hand::

    .venv/bin/python benchmarks/gizmos_speed.py [--games N] [--out benchmarks/gizmos_speed.json]

prints JSON (and writes it to ``--out``). CPU seconds of this process
(``time.process_time``), which other programs on a busy machine disturb least.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.games.gizmos.loading import default_catalog  # noqa: E402
from omg_desktop.games.gizmos.rules import (  # noqa: E402
    apply_in_place,
    legal_actions,
    new_game,
    payment,  # noqa: E402
)
from omg_desktop.seeds import SeededRandom  # noqa: E402


def measure(games: int) -> dict[str, object]:
    cat = default_catalog()
    worst, worst_at, calls, worst_nodes = 0.0, None, 0, 0
    playing = 0.0
    for seed in range(games):
        state, rng = new_game(cat, 2 + seed % 3, seed), SeededRandom(seed)
        while not state.over:
            payment.search.cache_clear()
            nodes = payment.Search.worked
            start = time.process_time()
            actions = legal_actions(state, state.current)
            spent = time.process_time() - start
            worst_nodes = max(worst_nodes, payment.Search.worked - nodes)
            calls += 1
            if spent > worst:
                worst, worst_at = spent, {"seed": seed, "turn": state.turn, "step": state.step}
            start = time.process_time()
            apply_in_place(state, actions[rng.below(len(actions))])
            playing += time.process_time() - start + spent
    return {
        "games": games,
        "games_per_s": round(games / playing, 1),
        "legal_actions_calls": calls,
        "worst_legal_actions_ms": round(worst * 1000, 2),
        "worst_at": worst_at,
        "worst_search_states": worst_nodes,
        "python": platform.python_version(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    found = measure(args.games)
    text = json.dumps(found, indent=2)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
