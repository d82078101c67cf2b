"""A recorder that starts from a lesson's position instead of a seeded deal.

The window's controller plays a game through a
:class:`~omg_desktop.games.ohmygoods.rules.record.Recorder`;
a lesson's game starts wherever the lesson is (a part's position, or a later step
after Back, Skip or a return). Its record is not a replayable game (no seed sets that
position up), so a lesson is never saved as a game: the lesson remembers its step.
"""

from __future__ import annotations

from ..rules import Event, GameState
from ..rules.record import GameRecord, Recorder


class LessonRecorder(Recorder):
    """Plays on from ``state`` (a copy of it); ``events``: what led there (the log's)."""

    def __init__(self, state: GameState, events: list[Event] | None = None) -> None:
        self.state = state.clone()
        self.record = GameRecord(state.ruleset.key, state.seed, state.num_players, [])
        self.setup_events = list(events or [])
