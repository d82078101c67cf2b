"""What happened, as events: ``kind``, the seat it concerns (or None) and plain data.

The chance steps (:data:`CHANCE_KINDS`) come from the seeded source in the state; the
record writes them as its ``T`` lines. :data:`SECRET_FIELDS` are the fields only the
event's own seat sees (a card drawn from the deck, the tickets drawn and kept): the
others' events come without them, with the counts they may know.
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


SECRET_FIELDS: dict[str, tuple[str, ...]] = {
    "drew": ("card",),
    "offered": ("tickets",),
    "kept": ("tickets",),
}

_LINES = {
    "shuffled": lambda e: f"{TABLE} shuffle {e.data['deck']} n={e.data['count']}",
    "drew": lambda e: f"{TABLE} draw s={e.seat} c={e.data['card']}",
    "face": lambda e: f"{TABLE} face i={e.data['slot']} c={e.data['card']}",
    "offered": lambda e: f"{TABLE} offer s={e.seat} t={','.join(e.data['tickets'])}",
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
