"""Events: what ``apply`` reports happened, for the log, the UI and replays.

Each event is a kind, the seat it concerns (or None for the table) and a
small dict of plain values. Kinds and their data:

- ``round_started`` {round, first}; ``phase`` {phase}
- ``exchanged`` {count} (seat swapped its whole hand); ``kept``
- ``drew`` {count, cards*} (a gray building's extra card is part of the deal)
- ``shuffled`` {count} (discard pile became the draw pile)
- ``starving`` {counts} (both piles empty); ``discarded`` {card}
- ``revealed`` {card, row, half_sun}
- ``sunrise_chosen`` (a seat committed its secret choices)
- ``assistant_moved`` {assistant, from, to, paid}; ``worker_placed`` {building, efficient}
- ``planned`` (a face-down card) - its identity stays hidden
- ``produced`` {building, goods, cards, person}; ``no_production`` {building, reason}
- ``chained`` {building, times, goods, cards, moved}
- ``built`` {card, paid, overpaid}; ``hired`` {assistant, side, paid, building}
- ``plan_returned`` {card*, to}; ``assigned`` {assistant, building}
- ``end_triggered`` {round, final_round}; ``market_discarded`` {count}
- ``game_over`` {scores, winners}

Fields marked * are secret to the seat: :func:`view.visible_events` strips them
for other viewers, unless the event says ``public`` (a planned card discarded
face up under the classic rules).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Data fields only the event's own seat may see.
SECRET_FIELDS = {"drew": ("cards",), "plan_returned": ("card",)}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}
