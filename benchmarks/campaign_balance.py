"""Campaign balance: every chapter played by each computer level, solo and with players.

Run by hand: ``.venv/bin/python benchmarks/campaign_balance.py [--scale 1.0]``; prints
one JSON object (the distributions ``docs/campaign.md`` reports): per setting, per
chapter the score spread, the goal value and the medals, the decisions taken, the
endings reached, and how much the new buildings are built and won with.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from omg_desktop.games.ohmygoods.campaign.simulate import play_campaign, summarise  # noqa: E402
from omg_desktop.games.ohmygoods.loading import default_catalog  # noqa: E402

#: (players, level, campaigns at scale 1)
SETTINGS = [
    (1, "random", 100),
    (1, "greedy", 200),
    (1, "heuristic", 200),
    (1, "montecarlo", 10),
    (2, "heuristic", 100),
    (3, "heuristic", 60),
    (4, "greedy", 60),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the campaign counts")
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    cat = default_catalog()
    out = {}
    for players, level, count in SETTINGS:
        n = max(1, int(count * args.scale))
        start = time.perf_counter()
        runs = [play_campaign(cat, players, level, args.seed + k) for k in range(n)]
        summary = summarise(runs)
        summary["seconds"] = round(time.perf_counter() - start, 1)
        out[f"{players}p-{level}"] = summary
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
