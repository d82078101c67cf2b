"""Games for the history tests: hand-made results, and a real game played by random bots."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import cache

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import GameState, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder
from omg_desktop.history import FinishedGame, SeatResult
from omg_desktop.seating import Seat

CAT = default_catalog()
START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)


class Clock:
    """A clock that moves on a minute each time it is read."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def person(name: str, score: int, rounds: tuple[int, ...], share: float = 0.0) -> SeatResult:
    return SeatResult(name, "human", None, score, 0, share > 0, share, rounds)


def computer(name: str, level: str, score: int, share: float = 0.0) -> SeatResult:
    return SeatResult(name, "computer", level, score, 0, share > 0, share, (score,))


def made(
    key: str,
    day: int,
    *seats: SeatResult,
    ruleset: str = "bigbox",
    chapter: str | None = None,
    medal: str | None = None,
) -> FinishedGame:
    """A hand-made finished game (its record does not replay: only its rows matter)."""
    record = GameRecord(ruleset, 7, len(seats), [])
    return FinishedGame(
        key=key,
        finished_at=START + timedelta(days=day),
        seed="7",
        ruleset=ruleset,
        rounds=max(len(s.points_by_round) for s in seats),
        seats=tuple(seats),
        record=record,
        file_fields={},
        chapter=chapter,
        medal=medal,
    )


@cache
def _bots_game(players: int, seed: int) -> tuple[GameRecord, GameState]:
    rec = Recorder(CAT, players, seed)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    while not rec.state.over:
        seat = to_act(rec.state)[0]
        rec.play(bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    return rec.record, rec.state


def real_game(players: int = 2, seed: int = 5) -> tuple[GameRecord, GameState, list[Seat]]:
    """A whole game of random bots; Ana's seat is a person's, the others computers."""
    record, state = _bots_game(players, seed)
    names = ["Ana", "Bruno", "Chiara", "Daiki"]
    seats = [Seat.human("Ana")] + [Seat.computer(n, "random") for n in names[1:players]]
    return GameRecord.from_dict(record.to_dict()), state.clone(), seats
