"""A finished game as the history keeps it: one row for the game, one per seat.

Everything here is public at the end of a game (scores, winners, points after each
round); it is read from a spectator's view of the final state, never from a hand.
A game is keyed by :func:`game_key`, a fingerprint of its record and seats, so the
same finished game offered twice (a resumed save, a second window) is kept once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..games.ohmygoods.rules import GameState, player_view, scores, winners
from ..games.ohmygoods.rules.record import GameRecord
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

    @property
    def players(self) -> int:
        return len(self.seats)


def game_key(record: GameRecord, seats: Sequence[Seat]) -> str:
    """A stable id of a game: the same record and seats always give the same key."""
    data = {
        "record": {k: v for k, v in record.to_dict().items() if k != "final_hash"},
        "seats": [[s.name, s.kind, s.level] for s in seats],
    }
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def finished_game(
    record: GameRecord,
    seats: Sequence[Seat],
    state: GameState,
    when: datetime,
    *,
    chapter: str | None = None,
    medal: str | None = None,
) -> FinishedGame:
    """The history's entry for the finished game ``state`` (its ``record``, ``seats``)."""
    if not state.over:
        raise ValueError("the game is not over")
    if len(seats) != state.num_players:
        raise ValueError(f"{len(seats)} seats for a game of {state.num_players}")
    public = player_view(state, None)
    sheet, won = scores(public), winners(public)
    results = tuple(
        SeatResult(
            name=seat.name,
            kind=seat.kind,
            level=seat.level,
            score=s.total,
            coins_left=s.leftover,
            winner=i in won,
            win_share=1.0 / len(won) if i in won else 0.0,
            points_by_round=tuple(p.points_by_round),
        )
        for i, (seat, s, p) in enumerate(zip(seats, sheet, public.players, strict=True))
    )
    return FinishedGame(
        key=game_key(record, seats),
        finished_at=when,
        seed=str(record.seed),
        ruleset=record.ruleset,
        rounds=public.round,
        seats=results,
        record=record,
        file_fields=meta_fields(", ".join(s.name for s in seats), seats, state, now=when),
        chapter=chapter,
        medal=medal,
    )


def network_game(
    server: str,
    code: str,
    seats: Sequence[Seat],
    final_view: GameState,
    totals: Sequence[tuple[int, int]],
    won: Sequence[int],
    when: datetime,
) -> FinishedGame:
    """The history's entry for a finished network game, from what this screen was sent:
    the last view of one of its seats (``final_view``), the scores the host sent
    (``totals``: each seat's points and coins left) and its winners. The game's record
    is the host server's: no replay is kept, and no seed (a friend never has it).
    A campaign chapter's medal is worked out from the final view (the goal's metrics —
    points, buildings, coins, assistants — are all public at the end)."""
    if len(seats) != final_view.num_players or len(totals) != len(seats):
        raise ValueError("the seats, the scores and the game do not agree")
    public = player_view(final_view, None)
    results = tuple(
        SeatResult(
            name=seat.name,
            kind=seat.kind,
            level=seat.level,
            score=total,
            coins_left=left,
            winner=i in won,
            win_share=1.0 / len(won) if i in won else 0.0,
            points_by_round=tuple(p.points_by_round),
        )
        for i, (seat, (total, left), p) in enumerate(
            zip(seats, totals, public.players, strict=True)
        )
    )
    chapter = medal = None
    ch = final_view.cat.chapters.get(str((final_view.setup or {}).get("chapter")))
    if ch is not None:
        chapter = ch.id
        if not ch.all_in and ch.goal is not None:
            from ..games.ohmygoods.campaign.flow import goal_value

            medal = ch.goal.medal(goal_value(public, ch.goal))
    data = {"network": server, "code": code, "seats": [[s.name, s.kind, s.level] for s in seats]}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return FinishedGame(
        key="net-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:28],
        finished_at=when,
        seed="",
        ruleset=final_view.ruleset.key,
        rounds=public.round,
        seats=results,
        record=None,
        file_fields={},
        chapter=chapter,
        medal=medal,
    )


def ending_key(campaign_seed: int, attempts: int, ending: str) -> str:
    """A stable id of a campaign reaching ``ending`` after ``attempts`` chapter games:
    shown again (a reopened campaign), it is the same ending; reached again after a
    chapter was replayed, another one."""
    return f"{campaign_seed}:{attempts}:{ending}"
