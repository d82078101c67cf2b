"""What happened, as events: ``kind``, the seat it concerns (or None) and plain data.

The chance steps (:data:`CHANCE_KINDS`) come from the seeded source in the state; the
record writes them as its ``T`` lines. :data:`SECRET_FIELDS` are the fields only the
event's own seat sees (the cards of a Research, the order they go back in): the others'
events come without them.
"""

from __future__ import annotations

from omg_desktop.games.base import TABLE
from omg_desktop.games.events import Event, LineOf, chance_lines_by, visible_events_by

SECRET_FIELDS: dict[str, tuple[str, ...]] = {"researched": ("cards",), "bottomed": ("card",)}

_LINES: dict[str, LineOf] = {
    "shuffled": lambda e: f"{TABLE} shuffle l={e.data['level']} n={e.data['count']}",
    "revealed": lambda e: f"{TABLE} reveal l={e.data['level']} c={e.data['card']}",
    "row_filled": lambda e: f"{TABLE} row e={e.data['energy']}",
    "drew_energy": lambda e: f"{TABLE} energy s={e.seat} e={e.data['energy']}",
    "researched": lambda e: f"{TABLE} research s={e.seat} c={','.join(e.data['cards'])}",
    "first": lambda e: f"{TABLE} first s={e.seat}",
}
#: The chance steps' kinds: one list, read by the record and the take-backs.
CHANCE_KINDS = tuple(_LINES)

#: The chance steps among some events, as record lines.
chance_lines = chance_lines_by(_LINES)
#: Some events as a seat may see them: another seat's secret fields left out.
visible_events = visible_events_by(SECRET_FIELDS)

__all__ = ["CHANCE_KINDS", "SECRET_FIELDS", "Event", "chance_lines", "visible_events"]
