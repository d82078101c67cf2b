"""A recorder that starts from an Oh My Goods! lesson's position: the frame's
:class:`omg_desktop.tutorial.recorder.LessonRecorder` over this game's record."""

from __future__ import annotations

from ....tutorial import recorder as frame
from ..rules import Event, GameState
from .walk import record


class LessonRecorder(frame.LessonRecorder):
    """Plays on from ``state`` (a copy of it); ``events``: what led there (the log's)."""

    def __init__(self, state: GameState, events: list[Event] | None = None) -> None:
        super().__init__(record(), state, events, state.seed, state.num_players)
