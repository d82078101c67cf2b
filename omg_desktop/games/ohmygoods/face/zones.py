"""Oh My Goods!'s zones on the table (beyond the frame's hand, market, deck, discard and
opponents' rows) and its :data:`TABLE`, what the frame's table reads of them: the
planned card's slot marks the bottom seat, a seat's hand, planned card and worker are
its secrets, a card is let go on a building or the slot, the keys reach the own row,
the buildings' buttons keep their words readable (``geometry.text_areas``), the art
draws assistants, workers and the event besides cards, and a worker's 2 or 1 over it
on a building; the goods on a building are a count, one of a payment's taken back by a
right click.
"""

from __future__ import annotations

from typing import Any

from ....ui.table.layout import HAND, MARKET, OPPONENT, Placement
from ....ui.table.terms import TableTerms
from .geometry import HAND_LIFT, INPUTS_AREA, text_areas

BUILDING, OPEN_ASSISTANT, PLANNED, EVENT, DISPLAY = (
    "building",
    "open_assistant",
    "planned",
    "event",
    "display",
)
WORKER_ZONE = "worker"  # the worker while phase II places it (it can be dragged)
#: The bottom seat's planned card slot (its seat is the bottom seat's).
PLAN_SLOT = ("slot", PLANNED)


def shows_mode(p: Placement) -> bool:
    """Whether a worker shows how it works (2 or 1): on a building, not while it waits
    (how it will work is chosen there, and is secret until revealed), not in flight."""
    return p.kind == "worker" and p.zone != "" and not p.data.get("waiting")


def draw_over(painter: Any, p: Placement, rect: Any) -> None:
    """A worker's 2 or 1 over its face while :func:`shows_mode` (drawn by the art)."""
    if shows_mode(p):
        from .art.worker_mode import draw_mode  # Qt's: imported at the first one drawn

        draw_mode(painter, p, rect)


TABLE = TableTerms(
    own=PLAN_SLOT,
    private_zones=(HAND, PLANNED),
    private_kinds=("worker",),
    drop_zones=(BUILDING, PLANNED),
    drag=((HAND, ""), (WORKER_ZONE, ""), (BUILDING, "assistant")),
    lift_zones=(HAND, BUILDING, MARKET, OPEN_ASSISTANT, PLANNED, DISPLAY, EVENT),
    reach=(
        ("card", HAND, True),
        ("card", BUILDING, True),
        ("card", PLANNED, True),
        ("card", DISPLAY, False),
        ("worker", WORKER_ZONE, True),
        ("assistant", BUILDING, True),
    ),
    own_zones=(HAND, BUILDING, PLANNED),
    read_zones=(HAND, BUILDING, PLANNED, MARKET, OPEN_ASSISTANT, DISPLAY, OPPONENT, EVENT),
    read_kinds=("card", "assistant", "event"),
    row_zone=BUILDING,
    row_inputs=INPUTS_AREA,
    hand_lift=HAND_LIFT,
    front_zones=(OPEN_ASSISTANT,),
    market_rows=("label", "row"),
    text_areas=text_areas,
    faces={
        "card": lambda d: (d["card"],),
        "assistant": lambda d: (d["assistant"], d["side"]),
        "worker": lambda d: (d["efficient"],),
        "event": lambda d: (d["event"],),
    },
    shown_large=("card", "assistant", "worker", "event"),
    bold_labels=("player", "round", "row", "assistants"),
    counters=("goods",),
    takes_back=("goods",),
    draw_over=draw_over,
)
