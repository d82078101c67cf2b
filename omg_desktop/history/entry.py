"""A finished game as the history keeps it: one row for the game, one per seat.

Everything here is public at the end of a game (scores, winners, points after each
round); it is read from a spectator's view of the final state, never from a hand.
A game is keyed by :func:`game_key`, a fingerprint of its record and seats, so the
same finished game offered twice (a resumed save, a second window) is kept once.

Any game of the box: its record names it, and the scores, winners, rounds and view
come from its :class:`~omg_desktop.games.base.Game` record.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..games import registry
from ..games.base import Game
from ..record import GameRecord
from ..saves.fileformat import meta_fields
from ..seating.seat import Seat


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's end of a game."""

    name: str
    kind: str  # "human" | "computer" | "remote" (a person at another screen, network game)
    level: str | None  # a computer's level id
    score: int
    coins_left: int  # the tie-break
    winner: bool
    win_share: float  # 1 for a win, 1/k of a win shared by k players, else 0
    points_by_round: tuple[int, ...]  # the total after each round
    #: the game's own figures of the seat (its record's ``figures``): (figure, number)
    figures: tuple[tuple[str, float], ...] = ()

    @property
    def best_round(self) -> int | None:
        """The most points gained in one round (None before a round ended)."""
        totals = self.points_by_round
        gains = [b - a for a, b in zip((0, *totals), totals, strict=False)]
        return max(gains, default=None)


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game: what the history's rows hold, and its record for the replay file."""

    key: str
    finished_at: datetime
    seed: str
    ruleset: str
    rounds: int
    seats: tuple[SeatResult, ...]
    record: GameRecord | None  # None: no replay is kept (a network game: see network_game)
    file_fields: dict[str, Any]  # the replay file's fields beside the record (a save slot's)
    chapter: str | None = None  # a campaign chapter's id
    medal: str | None = None  # that chapter's medal ("gold" … or None)
    game: str = registry.DEFAULT  # the game's id

    @property
    def players(self) -> int:
        return len(self.seats)


def game_key(record: GameRecord, seats: Sequence[Seat]) -> str:
    """A stable id of a game: the same record and seats always give the same key (the
    default game's without its id, so a game kept before the box has the same key now)."""
    default = record.game == registry.DEFAULT
    data = {
        "record": {
            k: v
            for k, v in record.to_dict().items()
            if k != "final_hash" and not (k == "game" and default)
        },
        "seats": [[s.name, s.kind, s.level] for s in seats],
    }
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def finished_game(
    record: GameRecord,
    seats: Sequence[Seat],
    state: Any,
    when: datetime,
    *,
    chapter: str | None = None,
    medal: str | None = None,
) -> FinishedGame:
    """The history's entry for the finished game ``state`` (its ``record``, ``seats``)."""
    g = record.contract()
    if not g.is_over(state):
        raise ValueError("the game is not over")
    public = g.player_view(state, None)
    standings = g.standings(public)
    if len(seats) != len(standings):
        raise ValueError(f"{len(seats)} seats for a game of {len(standings)}")
    won = g.winners(public)
    figures = seat_figures(g, public)
    results = tuple(
        SeatResult(
            name=seat.name,
            kind=seat.kind,
            level=seat.level,
            score=s.score,
            coins_left=s.tiebreak,
            winner=i in won,
            win_share=1.0 / len(won) if i in won else 0.0,
            points_by_round=tuple(s.by_round),
            figures=figures[i],
        )
        for i, (seat, s) in enumerate(zip(seats, standings, strict=True))
    )
    return FinishedGame(
        key=game_key(record, seats),
        finished_at=when,
        seed=str(record.seed),
        ruleset=record.ruleset,
        rounds=g.round(public),
        seats=results,
        record=record,
        file_fields=meta_fields(g, ", ".join(s.name for s in seats), seats, state, now=when),
        chapter=chapter,
        medal=medal,
        game=record.game,
    )


def seat_figures(g: Game, public: Any) -> list[tuple[tuple[str, float], ...]]:
    """Each seat's figures of the game's own (``Game.figures``) in a spectator's view of
    its final state, sorted by name (none for a game without)."""
    players = len(g.standings(public))
    if g.figures is None:
        return [()] * players
    found = list(g.figures(public))
    if len(found) != players:  # the game's mistake: the game is kept, without figures
        logging.getLogger(__name__).error(
            "%s gave %d seats' figures for a game of %d", g.info.id, len(found), players
        )
        return [()] * players
    return [tuple(sorted((str(k), float(v)) for k, v in f.items())) for f in found]


def network_game(
    server: str,
    code: str,
    seats: Sequence[Seat],
    final_view: Any,
    totals: Sequence[tuple[int, int]] | None,
    won: Sequence[int],
    when: datetime,
    *,
    game: str,
) -> FinishedGame:
    """The history's entry for a finished network game of ``game`` (its id), from what
    this screen was sent: the last view of one of its seats (``final_view``), the scores
    (``totals``: each seat's points and tie-break; None: the game's standings of the
    view) and its winners. The game's record is the host server's: no replay is kept,
    and no seed (a friend never has it). A campaign chapter and its medal come from the
    game's ``chapter_result`` (worked out from the final view)."""
    g = registry.load(game)
    public = g.player_view(final_view, None)
    standings = g.standings(public)
    if totals is None:
        totals = [(s.score, s.tiebreak) for s in standings]
    if len(seats) != len(standings) or len(totals) != len(seats):
        raise ValueError("the seats, the scores and the game do not agree")
    figures = seat_figures(g, public)
    results = tuple(
        SeatResult(
            name=seat.name,
            kind=seat.kind,
            level=seat.level,
            score=total,
            coins_left=left,
            winner=i in won,
            win_share=1.0 / len(won) if i in won else 0.0,
            points_by_round=tuple(s.by_round),
            figures=figures[i],
        )
        for i, (seat, (total, left), s) in enumerate(zip(seats, totals, standings, strict=True))
    )
    chapter, medal = g.chapter_result(final_view) if g.chapter_result else (None, None)
    data = {"network": server, "code": code, "seats": [[s.name, s.kind, s.level] for s in seats]}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return FinishedGame(
        key="net-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:28],
        finished_at=when,
        seed="",
        ruleset=g.option_of(final_view),
        rounds=g.round(public),
        seats=results,
        record=None,
        file_fields={},
        chapter=chapter,
        medal=medal,
        game=game,
    )


def ending_key(campaign_seed: int, attempts: int, ending: str) -> str:
    """A stable id of a campaign reaching ``ending`` after ``attempts`` chapter games:
    shown again (a reopened campaign), it is the same ending; reached again after a
    chapter was replayed, another one."""
    return f"{campaign_seed}:{attempts}:{ending}"
