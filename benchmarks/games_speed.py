"""Every game of the box side by side: random games per second through the game's
record (the contract the frame uses: ``new_game``, ``to_act``, ``legal_actions``,
``apply_in_place``), a uniform pick among the listed actions, the players' counts of
each game in turn, the games taking turns in rounds so load on the machine hits all.

Run by hand::

    .venv/bin/python benchmarks/games_speed.py [--games N] [--rounds R] [--out FILE]

prints JSON: per game, the player counts played (2 up to its most, in turn), random
games and actions per CPU second of this process (``time.process_time``), the median
over the rounds. Every game the registry lists is in the run (Oh My Goods!, Gizmos,
Kingdom Builder, Ticket to Ride).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.games import registry  # noqa: E402
from omg_desktop.seeds import SeededRandom  # noqa: E402


def play(game, catalog, players: int, seed: int) -> int:
    """One random game through the record; the actions taken."""
    rng = SeededRandom(seed)
    state = game.new_game(catalog, players, seed, game.info.options[0])
    steps = 0
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        actions = game.legal_actions(state, seat)
        game.apply_in_place(state, actions[rng.below(len(actions))], False)
        steps += 1
    return steps


def one_round(game_id: str, games: int, first_seed: int) -> dict[str, float]:
    game = registry.load(game_id)
    catalog = game.load_catalog()
    low, high = game.info.players
    low = max(low, 2)
    start = time.process_time()
    steps = sum(
        play(game, catalog, low + n % (high - low + 1), first_seed + n) for n in range(games)
    )
    spent = time.process_time() - start
    return {"games_per_s": games / spent, "steps_per_s": steps / spent}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=60, help="games per game per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    ids = registry.ids()
    runs: dict[str, list[dict[str, float]]] = {g: [] for g in ids}
    for r in range(args.rounds):
        for g in ids if r % 2 == 0 else reversed(ids):
            runs[g].append(one_round(g, args.games, 1000 * r))
    result = {
        "benchmark": "games_speed",
        "games_per_round": args.games,
        "rounds": args.rounds,
        "python": platform.python_version(),
        "games": {
            g: {
                "players": [max(2, registry.info(g).players[0]), registry.info(g).players[1]],
                "games_per_s": round(statistics.median(x["games_per_s"] for x in rs), 1),
                "steps_per_s": round(statistics.median(x["steps_per_s"] for x in rs)),
            }
            for g, rs in runs.items()
        },
    }
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
