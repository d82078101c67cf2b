"""Stepping through a recorded game, forward and back, read-only (the replay viewer's core).

Positions count the seats' actions: position 0 is the table after setup (and its
chance steps), position ``n`` the table after the ``n``-th action and the chance
steps it caused. :meth:`Replayer.raw_steps` gives the matching number of record
lines, so ``replay(record, cat, upto=raw_steps(n))`` is the same state.

Any game of the box, reached through its record's :class:`~omg_desktop.games.base.Game`.
The record is verified once (every chance step, the recorded hash); snapshots are
kept every ``every`` actions, so any position is at most ``every - 1`` actions away.
"""

from __future__ import annotations

from typing import Any

from ..games.base import TABLE
from ..record import GameRecord
from .resume import catalog_of, replay_with_events


class Replayer:
    """A finished or unfinished game to step through. ``state`` is a private copy."""

    def __init__(
        self,
        record: GameRecord,
        cat: Any = None,
        *,
        every: int = 16,
        expected_hash: str | None = None,
    ) -> None:
        cat = catalog_of(record, cat)
        done = replay_with_events(record, cat, expected_hash)  # raises ReplayError
        self.game = record.contract()
        self.record = record.copy()
        self._every = max(1, every)
        self._actions: list[Any] = record.actions()
        self._setup = done.setup_events
        self._events = done.action_events
        self._raw = [i for i, line in enumerate(record.steps) if not line.startswith(TABLE)]
        state, _ = record.new_game(cat)
        clone = self.game.clone
        self._snaps: list[Any] = [clone(state)]
        for n, action in enumerate(self._actions, start=1):
            self.game.apply_in_place(state, action)
            if n % self._every == 0:
                self._snaps.append(clone(state))
        self._position = 0
        self._state = clone(self._snaps[0])

    @property
    def step_count(self) -> int:
        """How many actions the game has (the last position)."""
        return len(self._actions)

    @property
    def position(self) -> int:
        return self._position

    @property
    def state(self) -> Any:
        """The table at :attr:`position` (a copy: changing it changes nothing here)."""
        return self.game.clone(self._state)

    def goto(self, n: int) -> Any:
        """Move to position ``n`` (clamped to 0..step_count); the state there."""
        n = max(0, min(int(n), self.step_count))
        if n < self._position or n - self._position >= self._every:
            base = n // self._every
            self._state = self.game.clone(self._snaps[base])
            self._position = base * self._every
        while self._position < n:
            self.game.apply_in_place(self._state, self._actions[self._position])
            self._position += 1
        return self.state

    def forward(self) -> bool:
        """One action on; False at the end."""
        if self._position >= self.step_count:
            return False
        self.goto(self._position + 1)
        return True

    def back(self) -> bool:
        """One action back; False at the start."""
        if self._position <= 0:
            return False
        self.goto(self._position - 1)
        return True

    def action_at(self, n: int) -> Any:
        """The ``n``-th action (1-based: the one that leads to position ``n``)."""
        if not 1 <= n <= self.step_count:
            raise IndexError(f"no action {n}: the game has {self.step_count}")
        return self._actions[n - 1]

    def events_at(self, n: int) -> list[Any]:
        """What the ``n``-th action caused (position 0: the setup)."""
        if n == 0:
            return list(self._setup)
        self.action_at(n)  # range check
        return list(self._events[n - 1])

    def events_until(self, n: int | None = None) -> list[Any]:
        """Every event from the setup up to position ``n`` (default: the current one).

        Filter with the game's ``visible_events`` to show one seat's log.
        """
        n = self._position if n is None else max(0, min(int(n), self.step_count))
        out = list(self._setup)
        for batch in self._events[:n]:
            out.extend(batch)
        return out

    def raw_steps(self, n: int) -> int:
        """How many record lines position ``n`` covers (for ``replay(..., upto=)``)."""
        n = max(0, min(int(n), self.step_count))
        return len(self.record.steps) if n == self.step_count else self._raw[n]
