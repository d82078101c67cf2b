"""Two runs of the same ladder games side by side: a trial's progress lines against a
kept run's, paired game by game (the same game numbers give the same seeds and seats).

Run by hand::

    .venv/bin/python benchmarks/paired_tally.py --trial runs/a.jsonl [runs/b.jsonl ...]
        --kept runs/kb_hard_win_normal_*.jsonl [--level montecarlo]

Prints JSON: the games both played, each run's share for ``--level`` on them (ties half)
and its average margin, and the share of the trial over all its own games. A game line
is ``{"game": n, "gold"|"points": [...], "first_seat": level, "winners": [...]}``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def results(paths: list[Path], level: str) -> dict[int, tuple[float, float]]:
    """Game number -> (the level's result: 1, 0.5 or 0; its margin)."""
    out: dict[int, tuple[float, float]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            totals = row.get("gold", row.get("points"))
            mine = 0 if row["first_seat"] == level else 1
            winners = row["winners"]
            won = 0.5 if mine in winners and len(winners) > 1 else float(winners == [mine])
            out[row["game"]] = (won, totals[mine] - totals[1 - mine])
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trial", nargs="+", type=Path, required=True)
    parser.add_argument("--kept", nargs="+", type=Path, required=True)
    parser.add_argument("--level", default="montecarlo")
    args = parser.parse_args(argv)
    trial, kept = results(args.trial, args.level), results(args.kept, args.level)
    both = sorted(set(trial) & set(kept))

    def share(run: dict[int, tuple[float, float]], games: list[int]) -> dict[str, float]:
        n = len(games) or 1
        return {"share": round(100 * sum(run[g][0] for g in games) / n, 1),
                "margin": round(sum(run[g][1] for g in games) / n, 2)}  # fmt: skip

    print(json.dumps({
        "paired_games": len(both), "trial": share(trial, both), "kept": share(kept, both),
        "trial_games": len(trial), "trial_all": share(trial, sorted(trial)),
    }))  # fmt: skip


if __name__ == "__main__":
    main()
