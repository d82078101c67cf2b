"""What happened, as events: ``kind``, the seat it concerns (or None) and plain data.

The chance steps (:data:`CHANCE_KINDS`) come from the seeded source in the state; the
record writes them as its ``T`` lines. :data:`SECRET_FIELDS` are the fields only the
event's own seat sees (the cards of a Research, the order they go back in): the others'
events come without them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from omg_desktop.games.base import TABLE, without_secrets


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


SECRET_FIELDS: dict[str, tuple[str, ...]] = {"researched": ("cards",), "bottomed": ("card",)}

_LINES = {
    "shuffled": lambda e: f"{TABLE} shuffle l={e.data['level']} n={e.data['count']}",
    "revealed": lambda e: f"{TABLE} reveal l={e.data['level']} c={e.data['card']}",
    "row_filled": lambda e: f"{TABLE} row e={e.data['energy']}",
    "drew_energy": lambda e: f"{TABLE} energy s={e.seat} e={e.data['energy']}",
    "researched": lambda e: f"{TABLE} research s={e.seat} c={','.join(e.data['cards'])}",
    "first": lambda e: f"{TABLE} first s={e.seat}",
}
#: The chance steps' kinds: one list, read by the record and the take-backs.
CHANCE_KINDS = tuple(_LINES)


def chance_lines(events: list[Event]) -> list[str]:
    """The chance steps among ``events``, as record lines."""
    return [_LINES[e.kind](e) for e in events if e.kind in _LINES]


def visible_events(events: list[Event], seat: int | None) -> list[Event]:
    """``events`` as ``seat`` may see them: another seat's secret fields left out."""
    return without_secrets(events, seat, SECRET_FIELDS)
