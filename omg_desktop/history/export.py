"""A person's games as CSV: one line a game, for a spreadsheet.

The columns are fixed English names (a file for programs as much as for people);
the names of people and computers are written as typed; ``game`` is a game's key in the
history, ``game_id`` which game of the box it is, ``figures`` its own figures
(``bets=2; folds=0``). UTF-8 with a byte order mark, so spreadsheet programs read
accented and Japanese names right; written atomically (a failed export leaves no half
file).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from ..gamefile import write_atomic
from .queries import GameLine

COLUMNS = (
    "finished_at",
    "player",
    "rules",
    "players",
    "seat",
    "score",
    "win",
    "best_round",
    "rounds",
    "opponents",
    "chapter",
    "medal",
    "seed",
    "game",
    "replay_file",
    "game_id",
    "figures",
)


def games_csv(name: str, lines: Sequence[GameLine]) -> str:
    """The CSV text of ``name``'s games (``win``: 1, 0, or 1/k of a shared victory)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMNS)
    for g in lines:
        writer.writerow(
            [
                g.finished_at.isoformat(timespec="seconds"),
                name,
                g.ruleset,
                g.players,
                g.seat + 1,
                g.score,
                _number(g.win_share),
                "" if g.best_round is None else g.best_round,
                g.rounds,
                "; ".join(_opponent(o) for o in g.opponents),
                g.chapter or "",
                g.medal or "",
                g.seed,
                g.key,
                g.replay_file or "",
                g.game,
                "; ".join(f"{name}={_number(value)}" for name, value in g.figures),
            ]
        )
    return out.getvalue()


def write_games_csv(path: Path | str, name: str, lines: Sequence[GameLine]) -> None:
    """Write :func:`games_csv` to ``path`` (raises ``OSError`` if it cannot)."""
    write_atomic(Path(path), games_csv(name, lines).encode("utf-8-sig"))


def _number(value: float) -> str:
    """A figure or a win share as a short decimal: 1, 0, 2.5, 0.3333."""
    return f"{value:.4f}".rstrip("0").rstrip(".") or "0"


def _opponent(o: tuple[str, str, str | None, int]) -> str:
    """``Bo (heuristic): 23`` for a computer (its level id), ``Ben: 25`` for a person."""
    name, _kind, level, score = o
    who = name if level is None else f"{name} ({level})"
    return f"{who}: {score}"
