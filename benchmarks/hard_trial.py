"""A game's Hard against Normal with some of Hard's constants changed: a trial of an idea
on the ladder's games (the same seeds, seats swapped) before it is kept.

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/hard_trial.py --game kingdom_builder --games 40
        [--first-game K] [--set STAGES=24,24,48 --set playout.MAX=3 ...] [--progress FILE]

``--set NAME=VALUE`` sets a constant of the game's ``bots/montecarlo.py`` (as
``MODULE.NAME``, of ``bots/MODULE.py``) for the run: an int, a float or a comma list of
ints. Prints the ladder's JSON (wins, losses, ties, average score, decision times in CPU
s) with the constants set.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ladder import LADDERS, duel, load_game  # noqa: E402


def _value(text: str) -> object:
    if "," in text:
        return tuple(int(v) for v in text.split(",") if v)
    try:
        return int(text)
    except ValueError:
        return float(text)


def set_constant(game_id: str, item: str) -> None:
    """``NAME=VALUE`` (or ``MODULE.NAME=VALUE``) set in the game's bots."""
    name, text = item.split("=", 1)
    module_name = "montecarlo"
    if "." in name:
        module_name, name = name.split(".", 1)
    module = importlib.import_module(f"omg_desktop.games.{game_id}.bots.{module_name}")
    if not hasattr(module, name):
        raise SystemExit(f"no constant {name} in {module.__name__}")
    setattr(module, name, _value(text))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(LADDERS))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE")
    parser.add_argument("--progress", type=Path)
    parser.add_argument("--against", default="heuristic")
    args = parser.parse_args(argv)
    for item in args.set:
        set_constant(args.game, item)
    g = load_game(args.game)
    progress = args.progress.open("a", encoding="utf-8") if args.progress else None
    run = duel(g, g.load_catalog(), LADDERS[args.game], "montecarlo", args.against,
               args.games, 2, args.first_game, progress)  # fmt: skip
    run["set"] = args.set
    print(json.dumps(run, indent=2))


if __name__ == "__main__":
    main()
