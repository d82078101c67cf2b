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
- ``game_over`` {scores, winners}; ``turn`` (a seat's production turn begins)
- ``must_discard`` {counts}; ``goods_gained`` / ``goods_lost`` {building, goods};
  ``paid`` {paid, owed}; ``bonus`` {mod, amount}; ``rule_changed`` {rule, value}
  (the expansion's event cards and chapter effects; ``goods_gained`` also reports the
  goods a production draws after the discards, goods being cards: classic 2015)
- ``event_turned`` {event}; ``introduced`` {what, ...}; ``character_played`` /
  ``character_discarded`` {card} (the expansion)

:data:`EVENT_KINDS` lists them all (a test checks it against the rules' code).

Fields marked * are secret to the seat: :func:`view.visible_events` strips them
for other viewers, unless the event says ``public`` (a planned card discarded
face up under the classic rules).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Every kind of event the rules emit (base game and expansion).
EVENT_KINDS = (
    "round_started", "phase", "exchanged", "kept", "drew", "shuffled", "starving",
    "discarded", "revealed", "sunrise_chosen", "assistant_moved", "worker_placed",
    "planned", "produced", "no_production", "chained", "built", "hired",
    "plan_returned", "assigned", "end_triggered", "market_discarded", "game_over",
    "turn", "must_discard", "goods_gained", "goods_lost", "paid", "bonus",
    "rule_changed", "event_turned", "introduced", "character_played",
    "character_discarded",
)  # fmt: skip

#: The kinds that report chance (the seeded PRNG turned up a card, an order or an
#: event): each is a table step of a game record (:func:`record.table_steps`), and an
#: action that caused one cannot be taken back (:mod:`.takeback`).
CHANCE_KINDS = ("revealed", "shuffled", "drew", "event_turned", "character_discarded")

#: Data fields only the event's own seat may see.
SECRET_FIELDS = {"drew": ("cards",), "plan_returned": ("card",)}


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}
