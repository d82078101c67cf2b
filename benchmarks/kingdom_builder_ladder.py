"""Kingdom Builder's computers against each other: ``benchmarks/ladder.py --game kingdom_builder``.

Run by hand::

    nice -n 19 .venv/bin/python benchmarks/kingdom_builder_ladder.py [--games N]
        [--pairs greedy:random,...] [--first-game K] [--progress games.jsonl]

(the same arguments, games, seeds and JSON as ``benchmarks/ladder.py --game kingdom_builder``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import main  # noqa: E402

if __name__ == "__main__":
    main(["--game", "kingdom_builder", *sys.argv[1:]])
