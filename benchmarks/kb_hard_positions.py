"""Kingdom Builder's Hard judged on saved positions: the regret of a choice against a
reference that plays each of Normal's best 8 turns to the end in many worlds.

Positions come from Normal-against-Normal games (seeds 1000 on, each seat in turn, the
decisions whose candidates end the turn differently). For each, the reference
("oracle") is the mean final margin of each candidate over ``--worlds`` common worlds,
played by Hard's own playout (``bots/playout.py``); a bot's regret is the reference's
best mean minus that of the action it chose. This measures, cheaply, how near Hard's race
comes to what its playouts would say with no budget limit, and how often it leaves
Normal's choice; it does not judge the playout itself (the ladder does).

Run by hand::

    nice -n 10 .venv/bin/python benchmarks/kb_hard_positions.py --positions 40 --worlds 200 \
        [--set STAGES=8,8,16 ...] [--out FILE.json]

Prints JSON: per bot (Normal; Hard as set), the mean regret, how often it chose the
reference's best, its median playout actions.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from hard_trial import _value  # noqa: E402
from ladder import load_game  # noqa: E402

from omg_desktop.games.kingdom_builder.bots import montecarlo  # noqa: E402
from omg_desktop.games.kingdom_builder.bots.montecarlo import Hard, _outcome, _turn, play  # noqa: E402
from omg_desktop.games.kingdom_builder.bots.normal import Normal  # noqa: E402
from omg_desktop.games.kingdom_builder.rules.view import determinize  # noqa: E402
from omg_desktop.seeds import SeededRandom  # noqa: E402


def positions(g, cat, count: int) -> list[tuple]:
    """``count`` decisions of Normal-against-Normal games with candidates that differ."""
    found: list[tuple] = []
    seed = 1000
    while len(found) < count:
        state = g.new_game(cat, 2, seed, None)
        bots = [Normal(f"{seed}/0"), Normal(f"{seed}/1")]
        step = 0
        while not g.is_over(state) and len(found) < count:
            seat = g.to_act(state)[0]
            legal = g.legal_actions(state, seat)
            view = g.player_view(state, seat)
            if len(legal) > 1 and step % 7 == seed % 7:
                ranked = sorted(Normal(seed).ranked(view, legal, 8), key=lambda t: -t[0])
                turns, ends = {}, set()
                for _, a, rest in ranked:
                    t = _turn(view, [a, *rest])
                    end = _outcome(t, seat)
                    if end not in ends:
                        ends.add(end)
                        turns[a] = t
                if len(turns) > 1:
                    found.append((view, legal, turns))
            state, _ = g.apply(state, bots[seat].choose(view, legal))
            step += 1
        seed += 1
    return found


def oracle(view, turns: dict, worlds: int) -> dict[str, float]:
    seat = view.current
    rng = SeededRandom(f"oracle/{view.turn}/{len(view.settlements)}")
    totals = dict.fromkeys(turns, 0.0)
    for _ in range(worlds):
        world = determinize(view, seat, rng)
        for a, t in turns.items():
            totals[a] += play(t, world, seat)[0]
    return {a: v / worlds for a, v in totals.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--worlds", type=int, default=200)
    parser.add_argument("--set", action="append", default=[], help="NAME=VALUE (Hard's)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    for item in args.set:
        name, text = item.split("=", 1)
        setattr(montecarlo, name, _value(text))
    random.seed(0)
    g = load_game("kingdom_builder")
    cat = g.load_catalog()
    rows = []
    for n, (view, legal, turns) in enumerate(positions(g, cat, args.positions)):
        ref = oracle(view, turns, args.worlds)
        top = max(ref.values())
        picks = {"normal": Normal(n).choose(view, legal)}
        hard = Hard(n)
        picks["hard"] = hard.choose(view, legal)
        row = {"position": n, "turn": view.turn, "candidates": len(turns),
               "spread": round(top - min(ref.values()), 2), "hard_cost": hard.cost}  # fmt: skip
        for who, a in picks.items():
            # a choice outside the reference's candidates: the same turn in another order
            # or one the reference did not weigh (counted as its worst)
            row[who] = round(top - ref.get(a, min(ref.values())), 3)
        rows.append(row)
    summary = {
        who: {
            "mean_regret": round(statistics.mean(r[who] for r in rows), 3),
            "best_share": round(sum(r[who] < 1e-9 for r in rows) / len(rows), 3),
        }
        for who in ("normal", "hard")
    }
    summary["hard"]["median_cost"] = statistics.median(r["hard_cost"] for r in rows)
    out = {"positions": len(rows), "worlds": args.worlds, "set": args.set,
           "summary": summary, "rows": rows}  # fmt: skip
    text = json.dumps(out, indent=1)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in out.items() if k != "rows"}, indent=1))


if __name__ == "__main__":
    main()
