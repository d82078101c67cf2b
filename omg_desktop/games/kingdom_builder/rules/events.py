"""What happened, as events: ``kind``, the seat it concerns (or None) and plain data.

The chance steps (:data:`CHANCE_KINDS`) come from the seeded source in the state; the
record writes them as its ``T`` lines. :data:`SECRET_FIELDS` are the fields only the
event's own seat sees (the terrain card it draws): the others' events come without them.
"""

from __future__ import annotations

from omg_desktop.games.base import TABLE
from omg_desktop.games.events import Event, LineOf, chance_lines_by, visible_events_by

SECRET_FIELDS: dict[str, tuple[str, ...]] = {"drew": ("card",)}

_LINES: dict[str, LineOf] = {
    "layout": lambda e: (
        f"{TABLE} layout " + ",".join(f"{n}{'~' if t else ''}" for n, t in e.data["sections"])
    ),
    "cards": lambda e: f"{TABLE} cards {','.join(e.data['cards'])}",
    "shuffled": lambda e: f"{TABLE} shuffle n={e.data['count']}",
    "drew": lambda e: f"{TABLE} draw s={e.seat} c={e.data['card']}",
    "first": lambda e: f"{TABLE} first s={e.seat}",
}
#: The chance steps' kinds: one list, read by the record and the take-backs.
CHANCE_KINDS = tuple(_LINES)

#: The chance steps among some events, as record lines.
chance_lines = chance_lines_by(_LINES)
#: Some events as a seat may see them: another seat's secret fields left out.
visible_events = visible_events_by(SECRET_FIELDS)

__all__ = ["CHANCE_KINDS", "SECRET_FIELDS", "Event", "chance_lines", "visible_events"]
