"""Kingdom Builder's quick playout (Hard's) against itself with one seat's policy changed:
is a variant a better player in the playout's own games?

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/kb_playout_selfplay.py --games 600 \\
        [--tile 3] [--room 0] [--reach 0] [--noise 0.5] [--areas] [--moves 0|1]
        [--only CARD]

Plays ``--games`` seat-swapped 2-player games from new tables (seeds 5000 on; with
``--only``, tables with that Kingdom Builder card in play), the variant against the
playout's own constants, and prints JSON: the variant's share of wins (ties half) and
its average margin in gold.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import load_game  # noqa: E402

from omg_desktop.games.kingdom_builder.bots import playout  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--tile", type=float, default=playout.TILE)
    parser.add_argument("--room", type=float, default=playout.ROOM)
    parser.add_argument("--reach", type=float, default=playout.REACH)
    parser.add_argument("--noise", type=float, default=playout.NOISE)
    parser.add_argument("--areas", action="store_true", help="Hermits, Citizens by areas")
    parser.add_argument("--moves", type=int, default=playout.MOVES, help="uses the move tiles")
    parser.add_argument("--only", help="only tables with this card in play")
    args = parser.parse_args(argv)
    g = load_game("kingdom_builder")
    cat = g.load_catalog()
    mine = (args.tile, args.room, args.reach)
    base = (playout.TILE, playout.ROOM, playout.REACH)
    share = margin = 0.0
    played, seed = 0, 5000
    while played < args.games:
        state = g.new_game(cat, 2, seed, None)
        seed += 1
        if args.only and args.only not in state.cards:
            continue
        for seat in (0, 1):
            sim = playout.Sim(state, random.Random(2 * seed + seat), areas=True)
            sim.weights = [mine if s == seat else base for s in (0, 1)]
            sim.noise = [args.noise if s == seat else playout.NOISE for s in (0, 1)]
            sim.exact = [args.areas if s == seat else playout.AREAS for s in (0, 1)]
            sim.moving = [bool(args.moves if s == seat else playout.MOVES) for s in (0, 1)]
            sim.run()
            gold = sim.margins()
            d = gold[seat] - gold[1 - seat]
            margin += d
            share += 1.0 if d > 0 else 0.5 if d == 0 else 0.0
            played += 1
    out = {"games": played, "variant": vars(args), "share": round(share / played, 3),
           "margin": round(margin / played, 2)}  # fmt: skip
    print(json.dumps(out))


if __name__ == "__main__":
    main()
