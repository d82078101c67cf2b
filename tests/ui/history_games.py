"""Games for the history's window tests: hand-made finished games, and games near their
end (random bots play every seat up to the last round; the people play the rest)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.rules import GameState, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.catalog import Catalog
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder
from omg_desktop.history import FinishedGame, SeatResult
from omg_desktop.seating import Seat

START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)


class Clock:
    """A clock that moves on a minute each time it is read."""

    def __init__(self, start: datetime = START) -> None:
        self.now = start

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def made(
    key: str,
    day: int,
    *seats: tuple[str, str | None, int, float],
    chapter: str | None = None,
    medal: str | None = None,
) -> FinishedGame:
    """A hand-made finished game: seats as (name, computer level or None, score, win share);
    each seat's score comes in two rounds, two thirds of it in the second."""
    results = tuple(
        SeatResult(
            name,
            "human" if level is None else "computer",
            level,
            score,
            0,
            share > 0,
            share,
            (score // 3, score),
        )
        for name, level, score, share in seats
    )
    return FinishedGame(
        key=key,
        finished_at=START + timedelta(days=day),
        seed="7",
        ruleset="bigbox",
        rounds=2,
        seats=results,
        record=GameRecord("bigbox", 7, len(seats), []),
        file_fields={},
        chapter=chapter,
        medal=medal,
    )


def last_round(
    cat: Catalog, players: int, seed: int | str, ruleset: str = "bigbox", setup=None
) -> tuple[GameRecord, GameState]:
    """A game played by random bots until its last round has begun."""
    rec = Recorder(cat, players, seed, ruleset, setup)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    while not rec.state.is_final_round:
        seat = to_act(rec.state)[0]
        rec.play(bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    assert not rec.state.over
    return rec.record, rec.state


def near_the_end(store, slot: str, seats: Sequence[Seat], seed: int) -> GameRecord:
    """Save in ``slot`` a Big Box game at ``seats`` whose last round has begun."""
    record, state = last_round(store.catalog, len(seats), seed)
    store.save(slot, record, list(seats), name="Near the end", state=state)
    return record
