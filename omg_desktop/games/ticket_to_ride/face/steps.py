"""How the frame's event queue plays Ticket to Ride's events (:data:`STEPS`): a card drawn
from the deck flies to its player (a back to all but its drawer), a face-up card taken
flies from its place to its player and a new one is laid from the deck, a reset sends
the five away; tickets drawn fly from the ticket deck to their player and those returned
fly back; a claimed route fills with its player's cars, one space after another, each
flying from the player's token; every other event is a caption."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF

Queue = Any  # the frame's EventQueue


def _point(q: Queue, key: tuple) -> QPointF | None:
    item = q.on_table(key)
    return item.pos() if item is not None else q.final_point(key)


def _seat_point(q: Queue, seat: Any) -> QPointF:
    return _point(q, ("token", seat)) or q.seat_point(seat)


def _ticket_deck(q: Queue) -> QPointF:
    return _point(q, ("ticket_deck",)) or q.deck_point()


def _as_final(q: Queue, key: tuple) -> None:
    """``key``'s item drawn as the layout after the events has it (where it lies now)."""
    item, final = q.on_table(key), q.final(key)
    if item is not None and final is not None:
        item.update_placement(replace(final, x=item.placement.x, y=item.placement.y))


def _drew(q: Queue, e: Any, stage: int) -> int:
    card = e.data.get("card")  # (another seat's card comes without it)
    kind, data = ("face", {"card": card, "slot": 0}) if card else ("back", {})
    q.ghost(kind, data, q.deck_point(), _seat_point(q, e.seat), q.ms)
    return max(q.say(e, ms=q.ms * 3 // 5), q.ms)


def _took(q: Queue, e: Any, stage: int) -> int:
    key = ("face", e.data.get("slot"))
    origin = _point(q, key) or q.deck_point()
    q.take_off(key)
    q.ghost("face", {"card": e.data.get("card"), "slot": 0}, origin, _seat_point(q, e.seat),
            q.ms)  # fmt: skip
    return max(q.say(e, ms=q.ms * 3 // 5), q.ms)


def _laid(q: Queue, e: Any, stage: int) -> int:
    """A new face-up card from the deck to its place."""
    key = ("face", e.data.get("slot"))
    to = q.final_point(key) or _point(q, key)
    q.take_off(key)
    if to is not None:
        q.ghost("face", {"card": e.data.get("card"), "slot": 0}, q.deck_point(), to, q.ms)
    return max(q.ms * 3 // 5, 1)


def _reset(q: Queue, e: Any, stage: int) -> int:
    """The five face-up cards to the discards."""
    away = q.deck_point() + QPointF(0, -200)
    for slot in range(1, 6):
        q.retire(("face", slot), away, q.ms)
    return max(q.say(e), q.ms)


def _offered(q: Queue, e: Any, stage: int) -> int:
    n = int(e.data.get("count", 0))
    to = _seat_point(q, e.seat)
    for i in range(n):
        q.ghost("ticket_deck", {"count": 0}, _ticket_deck(q), to, q.ms, delay=i * q.ms // 4)
    return max(q.say(e), q.ms + q.ms * max(0, n - 1) // 4)


def _kept(q: Queue, e: Any, stage: int) -> int:
    back = int(e.data.get("returned", 0))
    start = _seat_point(q, e.seat)
    for i in range(back):
        q.ghost("ticket_deck", {"count": 0}, start, _ticket_deck(q), q.ms, delay=i * q.ms // 4)
    return max(q.say(e), q.ms)


def _claimed(q: Queue, e: Any, stage: int) -> int:
    route = str(e.data.get("route"))
    cat = q.scene.art.catalog
    n = cat.routes[route].length if cat is not None and route in cat.routes else 0
    start = _seat_point(q, e.seat)
    for i in range(n):
        key = ("route", route, i)
        to = _point(q, key)
        if to is not None:
            q.ghost("token", {"seat": e.seat}, start, to, q.ms, delay=i * q.ms // 5)
        _as_final(q, key)  # the space holds the car
    return max(q.say(e), q.ms + n * q.ms // 5)


STEPS: dict[str, Any] = {
    "shuffled": "quick_caption",
    "drew": _drew,
    "face": _laid,
    "took": _took,
    "reset": _reset,
    "offered": _offered,
    "kept": _kept,
    "first": "banner",
    "started": "banner",
    "claimed": _claimed,
    "passed": "caption",
    "ended": "quick_caption",
    "last": "banner",
    "scored": "caption",
    "longest": "caption",
    "over": "banner",
}
