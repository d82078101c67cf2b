"""Take-backs for the human at the table: snapshots of their own, harmless actions.

Before each human action the controller stores a :class:`Snapshot` (the state,
and how long the record and the event history were). An action stays undoable
only if everything it caused is in :data:`PRIVATE_KINDS` — no chance step, no
revealed choice of another seat. Anything else (a reveal, a shuffle, a draw,
another seat's action, a cover hand-over) clears the stack: undo never crosses it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Event, GameState

#: Event kinds an action may cause and still be taken back: nothing in them is chance,
#: and nothing shows the actor something they did not know.
PRIVATE_KINDS = frozenset(
    {
        "sunrise_chosen",
        "discarded",
        "produced",
        "no_production",
        "chained",
        "built",
        "hired",
        "plan_returned",
        "assigned",
        "turn",
        "end_triggered",
    }
)


def undoable(events: list[Event], table_steps: int) -> bool:
    """Whether an action that caused ``events`` and ``table_steps`` chance steps may be undone."""
    return table_steps == 0 and all(e.kind in PRIVATE_KINDS for e in events)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything needed to go back to just before one human action."""

    seat: int
    state: GameState  # a clone, never changed
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
