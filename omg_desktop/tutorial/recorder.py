"""A recorder that starts from a lesson's position instead of a seeded deal.

The window's controller plays a game through a :class:`~omg_desktop.record.Recorder`;
a lesson's game starts wherever the lesson is (a part's position, or a later step
after Back, Skip or a return). Its record is not a replayable game (no seed sets that
position up), so a lesson is never saved as a game: the lesson remembers its step.
"""

from __future__ import annotations

from typing import Any

from ..games.base import Game
from ..record import GameRecord, Recorder


class LessonRecorder(Recorder):
    """Plays ``game`` on from ``state`` (a copy of it); ``events``: what led there (the
    log's); ``seed`` and ``players``: what the record says of the game."""

    def __init__(
        self,
        game: Game,
        state: Any,
        events: list[Any] | None = None,
        seed: int | str = 0,
        players: int = 2,
    ) -> None:
        record = GameRecord(game.option_of(state), seed, players, [], game=game.info.id)
        super().__init__(record, game.clone(state), list(events or []))
        self.game = game
