"""Ticket to Ride's computers against each other: ``benchmarks/ladder.py --game ticket_to_ride``.

Run by hand::

    nice -n 19 .venv/bin/python benchmarks/ticket_to_ride_ladder.py [--games N]
        [--pairs greedy:random,...] [--first-game K] [--progress games.jsonl] [--players P]

(the same arguments, games, seeds and JSON as ``benchmarks/ladder.py --game ticket_to_ride``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import main  # noqa: E402

if __name__ == "__main__":
    main(["--game", "ticket_to_ride", *sys.argv[1:]])
