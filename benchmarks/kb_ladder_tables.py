"""Kingdom Builder's ladder games by what was on the table: a level's share of the games
with each Kingdom Builder card in play and each location tile on the board, from the
ladder's progress lines (the game number gives the seed: game n is seed n // 2).

Run by hand::

    .venv/bin/python benchmarks/kb_ladder_tables.py runs/kb_trial_moves_*.jsonl
        [--level montecarlo]

Prints JSON: per card and per tile, the games and the share (ties as half).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import load_game  # noqa: E402
from paired_tally import results  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--level", default="montecarlo")
    args = parser.parse_args(argv)
    games = results(args.files, args.level)
    g = load_game("kingdom_builder")
    cat = g.load_catalog()
    tally: dict[str, dict[str, list[float]]] = {"cards": defaultdict(list),
                                                "tiles": defaultdict(list)}  # fmt: skip
    for n, (won, _margin) in sorted(games.items()):
        state = g.new_game(cat, 2, n // 2, None)
        for card in state.cards:
            tally["cards"][card].append(won)
        for kind in set(state.board.locations.values()):
            tally["tiles"][kind].append(won)
    out = {
        part: {k: {"games": len(v), "share": round(100 * sum(v) / len(v), 1)}
               for k, v in sorted(by.items(), key=lambda kv: sum(kv[1]) / len(kv[1]))}
        for part, by in tally.items()
    }  # fmt: skip
    print(json.dumps({"games": len(games), **out}, indent=1))


if __name__ == "__main__":
    main()
