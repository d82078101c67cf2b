"""How the frame's event queue plays Oh My Goods!'s events (``ui/table/animation.py``):
each event kind's step, the kinds every seat causes at once, the phases that hold the
table or speak longer, and the round title's change. Plain data, no Qt.
"""

from __future__ import annotations

from typing import Any

from ..rules.state import EXCHANGE, PRODUCTION, SUNRISE, SUNSET_REVEAL

#: Kinds every seat causes at once (a short caption each).
QUICK = ("kept", "sunrise_chosen")

#: Event kind -> the queue's step that shows it (``EventQueue._<name>``); every kind
#: of ``rules.events.EVENT_KINDS`` has one (a test checks it).
STEPS: dict[str, str] = {
    "round_started": "banner",
    "phase": "phase",
    "exchanged": "exchanged",
    "kept": "caption",
    "drew": "drew",
    "shuffled": "shuffled",
    "starving": "banner",
    "discarded": "to_discard",
    "revealed": "revealed",
    "sunrise_chosen": "caption",
    "assistant_moved": "assistant",
    "worker_placed": "worker",
    "planned": "planned",
    "produced": "produced",
    "no_production": "caption",
    "chained": "chained",
    "built": "built",
    "hired": "assistant",
    "plan_returned": "plan_returned",
    "assigned": "assistant",
    "end_triggered": "banner",
    "market_discarded": "market_discarded",
    "game_over": "banner",
    "turn": "caption",
    "must_discard": "caption",
    "goods_gained": "goods_gained",
    "goods_lost": "goods_lost",
    "paid": "paid",
    "bonus": "caption",
    "rule_changed": "caption",
    "event_turned": "event_turned",
    "introduced": "caption",
    "character_played": "to_discard",
    "character_discarded": "to_discard",
}

#: Phases whose start holds the table a moment first (the finished market stays in view).
HOLD_PHASES = (PRODUCTION,)
#: Phases whose banner is a step of its own, read longer (phase III).
LONG_BANNER_PHASES = (SUNSET_REVEAL,)

_TITLED = (EXCHANGE, SUNRISE, SUNSET_REVEAL, PRODUCTION)


def retitle(kind: str, data: dict[str, Any], spec: tuple) -> tuple:
    """The round title's ``text`` spec once an event of ``kind`` starts to play: the
    round or the phase that starts now (``spec`` unchanged for other events)."""
    if kind not in ("round_started", "phase"):
        return spec
    if kind == "round_started" and "round" in data:
        return (spec[0], data["round"], EXCHANGE, *spec[3:])  # a round opens with I
    if data.get("phase") in _TITLED:
        return (spec[0], spec[1], data["phase"], *spec[3:])
    return spec
