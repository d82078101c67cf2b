"""A game's computers against each other, level against level.

N seat-swapped 2-player games per pair (each seed played twice, the bots changing seats):
the wins, ties, average scores and each computer's decision times (median and slowest,
in seconds of this process's CPU time).
A game with ``--players`` (Ticket to Ride) plays 4- or 5-player fields too: the stronger
level in one seat (turning round the table from game to game) against the weaker in the
others; its wins are the games it won outright.

Run by hand::

    nice -n 19 .venv/bin/python benchmarks/ladder.py --game ID [--games N]
        [--pairs greedy:random,...] [--first-game K] [--progress games.jsonl] [--players P]

prints JSON (the figures in docs/games/ID/ai.md come from it). Pairs are level ids, the
stronger first; each game has its default pairs. ``--progress`` appends each game's
result as it ends (a long run cut short still counts); ``--first-game`` starts a series
part way (game K: seed K // 2 in 2-player games, K otherwise), so a long ladder runs in
parts. ``benchmarks/<game>_ladder.py`` is this with ``--game <game>``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omg_desktop.games import registry  # noqa: E402

_FIRST_THREE = (("greedy", "random"), ("heuristic", "greedy"), ("heuristic", "random"))


@dataclass(frozen=True)
class Ladder:
    """How a game's ladder runs and reports (as each game's own script did)."""

    #: The level pairs played when ``--pairs`` names none.
    pairs: tuple[tuple[str, str], ...] = _FIRST_THREE
    #: What its totals are called in the lines: ``points`` or ``gold``.
    score: str = "points"
    #: A turn's action's decision time apart from all decisions (``view.step``).
    action_clock: bool = False
    #: Plays by ``apply_in_place`` (else ``apply``).
    in_place: bool = True
    #: Has ``--players`` (its lines say the players and the stronger level's seat).
    fields: bool = False


LADDERS = {
    "gizmos": Ladder(pairs=(*_FIRST_THREE, ("montecarlo", "heuristic")), action_clock=True,
                     in_place=False),
    "kingdom_builder": Ladder(score="gold"),
    "ticket_to_ride": Ladder(fields=True),
}  # fmt: skip


def load_game(game_id: str) -> Any:
    """A game's record: from the registry, or its package's ``game()`` while the box does
    not list it yet."""
    if game_id in registry.ids():
        return registry.load(game_id)
    return importlib.import_module(f"omg_desktop.games.{game_id}").game()


def play(g, cat, ladder: Ladder, levels: tuple[str, ...], seed: int, clocks: list[Any]):
    """One game, seat n played by ``levels[n]``: the final scores and the winners; each
    decision's CPU time (of more than one legal action) is added to ``clocks[n]`` (with
    ``action_clock``: to its ``"all"``, and a turn's action's to its ``"action"`` too)."""
    state = g.new_game(cat, len(levels), seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        legal = g.legal_actions(state, seat)
        view = g.player_view(state, seat)
        began = time.process_time()
        chosen = bots[seat].choose(view, legal)
        if len(legal) > 1:
            spent = time.process_time() - began
            if ladder.action_clock:
                clocks[seat]["all"].append(spent)
                if view.step == "action":
                    clocks[seat]["action"].append(spent)
            else:
                clocks[seat].append(spent)
        if ladder.in_place:
            g.apply_in_place(state, chosen)
        else:
            state, _events = g.apply(state, chosen)
    return g.scores(state), g.winners(state)


def _time(clock: list[float]) -> dict[str, float]:
    """How many decisions, the median, the slowest."""
    return {
        "decisions": len(clock),
        "median_s": round(statistics.median(clock), 4) if clock else 0.0,
        "slowest_s": round(max(clock), 3) if clock else 0.0,
    }


def _times(clocks: Any) -> dict[str, Any]:
    """A level's decision times (per kind of decision, for a game that keeps them apart)."""
    if isinstance(clocks, dict):
        return {kind: _time(clock) for kind, clock in clocks.items()}
    return _time(clocks)


def duel(
    g, cat, ladder: Ladder, first: str, second: str, games: int, players: int = 2,
    start: int = 0, progress: Any = None,
) -> dict[str, object]:  # fmt: skip
    """``games`` games of ``first`` against ``second``, numbered from ``start`` (games
    ``start`` to ``start + games - 1`` of one series): with 2 players each seed twice
    (seats swapped); with more, ``first`` in seat ``n % players`` of game ``n``."""
    wins = ties = 0
    points = [0.0, 0.0] if ladder.fields else [0, 0]
    clocks: dict[str, Any] = {
        level: {"all": [], "action": []} if ladder.action_clock else [] for level in (first, second)
    }
    for n in range(start, start + games):
        if players == 2:
            seed, mine = n // 2, n % 2
        else:
            seed, mine = n, n % players
        levels = tuple(first if s == mine else second for s in range(players))
        totals, winners = play(g, cat, ladder, levels, seed, [clocks[lv] for lv in levels])
        points[0] += totals[mine]
        if ladder.fields:
            points[1] += sum(t for s, t in enumerate(totals) if s != mine) / (players - 1)
        else:
            points[1] += totals[1 - mine]
        if mine in winners and len(winners) > 1:
            ties += 1
        elif len(winners) == 1 and winners[0] == mine:
            wins += 1
        if progress is not None:  # each game as it ends: a run cut short still counts
            pair = f"{first} vs {second}"
            if ladder.fields:
                line = {"pair": pair, "players": players, "game": n, ladder.score: totals,
                        "seat": mine, "winners": winners}  # fmt: skip
            else:
                line = {"pair": pair, "game": n, ladder.score: totals,
                        "first_seat": levels[0], "winners": winners}  # fmt: skip
            progress.write(json.dumps(line) + "\n")
            progress.flush()
    average = [round(p / games, 1) for p in points]
    decisions = {first: _times(clocks[first]), second: _times(clocks[second])}
    if ladder.fields:
        return {"pair": f"{first} vs {second}", "players": players, "games": games,
                "first_game": start, "wins": wins, "ties": ties,
                "others": games - wins - ties, f"average_{ladder.score}": average,
                "decisions": decisions}  # fmt: skip
    return {"pair": f"{first} vs {second}", "games": games, "first_game": start,
            "wins": wins, "losses": games - wins - ties, "ties": ties,
            f"average_{ladder.score}": average, "decisions": decisions}  # fmt: skip


def main(argv: list[str] | None = None) -> None:
    known = argparse.ArgumentParser(add_help=False)
    known.add_argument("--game", choices=sorted(LADDERS))
    game_id = known.parse_known_args(argv)[0].game
    ladder = LADDERS.get(game_id or "")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(LADDERS), help="the game's id")
    parser.add_argument("--games", type=int, default=40, help="games per pair (even)")
    parser.add_argument("--pairs", default="", help="level pairs, e.g. greedy:random,...")
    if ladder is None or ladder.fields:
        parser.add_argument("--players", type=int, default=2, help="seats at the table (2-5)")
    parser.add_argument(
        "--first-game", type=int, default=0, help="the series' first game (even): a run in parts"
    )
    parser.add_argument(
        "--progress", type=Path, help="append each game's result there (JSON lines)"
    )
    args = parser.parse_args(argv)
    ladder = LADDERS[args.game]
    players = getattr(args, "players", 2)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")] if args.pairs else ladder.pairs
    g = load_game(args.game)
    cat = g.load_catalog()
    progress = args.progress.open("a", encoding="utf-8") if args.progress else None
    runs = [
        duel(g, cat, ladder, a, b, args.games, players, args.first_game, progress) for a, b in pairs
    ]
    print(json.dumps(runs, indent=2))


if __name__ == "__main__":
    main()
