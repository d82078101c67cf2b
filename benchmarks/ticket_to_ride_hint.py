"""Ticket to Ride's hint over whole games of Normal computers: how often each reason code
is given, and how long ``advise`` takes from the seat's view.

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/ticket_to_ride_hint.py [--games N]

Game ``g`` has 2 + g % 4 players, seed ``g``; every seat is Normal (seeded ``g/seat``);
``advise`` is asked at every decision from the seat's view.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from omg_desktop.games.ticket_to_ride.bots import Normal
from omg_desktop.games.ticket_to_ride.bots.advice import advise
from omg_desktop.games.ticket_to_ride.loading import default_catalog
from omg_desktop.games.ticket_to_ride.rules import apply, legal_actions, new_game, player_view


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    cat = default_catalog()
    codes: Counter[str] = Counter()
    times: list[float] = []
    for g in range(args.games):
        players = 2 + g % 4
        state = new_game(cat, players, g)
        bots = [Normal(f"{g}/{s}") for s in range(players)]
        while not state.over:
            seat = state.current
            view = player_view(state, seat)
            legal = legal_actions(state, seat)
            start = time.perf_counter()
            codes[advise(view, legal).reason] += 1
            times.append(time.perf_counter() - start)
            state, _ = apply(state, bots[seat].choose(view, legal))
    times.sort()
    print(f"{len(times)} decisions in {args.games} games")
    for code, n in codes.most_common():
        print(f"  {code:18} {n:6}")
    print(f"advise: median {1000 * times[len(times) // 2]:.1f} ms, "
          f"95th percentile {1000 * times[int(len(times) * 0.95)]:.1f} ms, "
          f"slowest {1000 * times[-1]:.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
