"""Take-backs for the human at the table: snapshots of their own, harmless actions.

Before each human action the controller stores a :class:`Snapshot` (the state,
and how long the record and the event history were). Whether the action stays
undoable is the game's decision (its record's ``undoable``; Oh My Goods!'s: private
to the actor, no chance, and the decision still theirs). Anything else (a
reveal, a shuffle, a draw, another seat's step, handing control on, a cover
hand-over) clears the stack: undo never crosses it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything needed to go back to just before one human action."""

    seat: int
    state: Any  # a clone (the game's own state), never changed
    steps: int  # len(record.steps) before the action
    history: int  # len(event history) before the action


class UndoStack:
    """The current human's undoable actions since they got control, oldest first."""

    def __init__(self) -> None:
        self._items: list[Snapshot] = []

    def __len__(self) -> int:
        return len(self._items)

    def push(self, snap: Snapshot) -> None:
        self._items.append(snap)

    def clear(self) -> None:
        self._items.clear()

    def top_seat(self) -> int | None:
        return self._items[-1].seat if self._items else None

    def pop(self) -> Snapshot:
        return self._items.pop()

    def pop_all(self) -> Snapshot:
        """The oldest snapshot (the start of the turn); the stack is left empty."""
        first = self._items[0]
        self._items.clear()
        return first
