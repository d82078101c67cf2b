"""A game's computer with some of its constants changed, against a level as it is: is the
variant a better player? (Kingdom Builder's Normal was measured so for a stronger turn
for Hard to race from.)

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/bot_variants.py --game kingdom_builder
        [--bot heuristic] [--against heuristic] [--games 200] [--first-game K]
        [--set worth.FLEX=0.5 --set normal.WIDTH=6 ...] [--progress FILE]

``--set MODULE.NAME=VALUE`` changes a constant of the game's ``bots/MODULE.py`` only
while the variant chooses (the opponent keeps the module's own). Seat-swapped 2-player
games, as the ladder's (the same seeds give the same games); prints JSON: wins, ties,
losses, the variant's share and the average scores.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hard_trial import _value  # noqa: E402
from ladder import LADDERS, duel, load_game  # noqa: E402


@contextlib.contextmanager
def constants(changes: dict[tuple[object, str], object]) -> Iterator[None]:
    """Module constants set while the block runs, then put back."""
    old = {key: getattr(*key) for key in changes}
    for (module, name), value in changes.items():
        setattr(module, name, value)
    try:
        yield
    finally:
        for (module, name), value in old.items():
            setattr(module, name, value)


def changes_of(game_id: str, items: list[str]) -> dict[tuple[object, str], object]:
    """``MODULE.NAME=VALUE`` items as (module, name) -> value of the game's bots."""
    changes: dict[tuple[object, str], object] = {}
    for item in items:
        name, text = item.split("=", 1)
        module_name, _, constant = name.partition(".")
        module = importlib.import_module(f"omg_desktop.games.{game_id}.bots.{module_name}")
        if not hasattr(module, constant):
            raise SystemExit(f"no constant {constant} in {module.__name__}")
        changes[(module, constant)] = _value(text)
    return changes


def variant_of(base: type, changes: dict[tuple[object, str], object]) -> type:
    """``base`` choosing with ``changes`` set."""

    class Variant(base):  # type: ignore[misc, valid-type]
        def choose(self, view: Any, actions: list[str]) -> str:
            with constants(changes):
                return super().choose(view, actions)

    return Variant


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(LADDERS))
    parser.add_argument("--bot", default="heuristic", help="the level changed")
    parser.add_argument("--against", default="heuristic", help="the level as it is")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--set", action="append", default=[], help="MODULE.NAME=VALUE")
    parser.add_argument("--progress", type=Path)
    args = parser.parse_args(argv)
    g = load_game(args.game)
    g.bots["variant"] = variant_of(g.bots[args.bot], changes_of(args.game, args.set))
    ladder = LADDERS[args.game]
    progress = args.progress.open("a", encoding="utf-8") if args.progress else None
    run: dict[str, Any] = duel(g, g.load_catalog(), ladder, "variant", args.against, args.games, 2,
               args.first_game, progress)  # fmt: skip
    share = (run["wins"] + run["ties"] / 2) / args.games
    print(json.dumps({
        "bot": args.bot, "against": args.against, "set": args.set, "games": args.games,
        "first_game": args.first_game, "wins": run["wins"], "ties": run["ties"],
        "losses": run["losses"], "share": round(100 * share, 1),
        f"average_{ladder.score}": run[f"average_{ladder.score}"],
    }))  # fmt: skip


if __name__ == "__main__":
    main()
