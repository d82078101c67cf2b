"""Ticket to Ride: Sharp (Hard's own turns, ``bots/montecarlo.py``) with its settings
changed, against Normal — how each of Sharp's differences from Normal was measured.

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/ttr_sharp_variants.py --games 400
        [--first-game K] [--per-route 0.4] [--longest 0] [--wild] [--shortest 3]
        [--set normal.NAME=VALUE --set threats.NAME=VALUE ...]

``--per-route``, ``--longest``, ``--wild`` and ``--shortest`` set Sharp's four
differences (Normal's values: 0.4, 0, a face-up wild card taken when a route lacks one
card, and 3);
``--set MODULE.NAME=VALUE`` changes a constant of ``bots/MODULE.py`` while Sharp
chooses (Normal, the opponent, keeps its own). Seat-swapped 2-player games, as the
ladder's (the same seeds give the same games); prints JSON: wins, ties, losses, the
share and the average points. A few seconds a hundred games.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_variants import changes_of, variant_of  # noqa: E402
from ladder import LADDERS, duel, load_game  # noqa: E402

from omg_desktop.games.ticket_to_ride.bots.montecarlo import Sharp  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--per-route", type=float, default=Sharp.per_route)
    parser.add_argument("--longest", type=float, default=Sharp.longest)
    parser.add_argument("--wild", action="store_true", help="take a face-up wild card as Normal")
    parser.add_argument("--shortest", type=int, default=Sharp.shortest)
    parser.add_argument("--set", action="append", default=[], help="MODULE.NAME=VALUE")
    args = parser.parse_args(argv)
    changes = changes_of("ticket_to_ride", args.set)

    class Settled(Sharp):
        per_route = args.per_route
        longest = args.longest
        wild_when_one_short = args.wild
        shortest = args.shortest

    g = load_game("ticket_to_ride")
    g.bots["variant"] = variant_of(Settled, changes)
    run = duel(g, g.load_catalog(), LADDERS["ticket_to_ride"], "variant", "heuristic",
               args.games, 2, args.first_game)  # fmt: skip
    share = (run["wins"] + run["ties"] / 2) / args.games
    print(json.dumps({
        "per_route": args.per_route, "longest": args.longest, "wild": args.wild,
        "shortest": args.shortest,
        "set": args.set, "games": args.games, "first_game": args.first_game,
        "wins": run["wins"], "ties": run["ties"], "losses": run.get("losses", run.get("others")),
        "share": round(100 * share, 1), "average_points": run["average_points"],
    }))  # fmt: skip


if __name__ == "__main__":
    main()
