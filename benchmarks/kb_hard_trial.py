"""Kingdom Builder's Hard against Normal with some of Hard's constants changed:
``benchmarks/hard_trial.py --game kingdom_builder``.

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/kb_hard_trial.py --games 40 [--first-game K]
        [--set STAGES=24,24,48 --set playout.NAME=VALUE ...] [--progress FILE]

(the same arguments and JSON as ``benchmarks/hard_trial.py --game kingdom_builder``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hard_trial import main  # noqa: E402

if __name__ == "__main__":
    main(["--game", "kingdom_builder", *sys.argv[1:]])
