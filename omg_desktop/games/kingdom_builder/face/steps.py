"""How the frame's event queue plays Kingdom Builder's events (:data:`STEPS`): a settlement
flies from its player's supply to its hex, a tile from its location to the player, a
moved settlement slides to its new hex, a tile lost goes back to its location, a drawn
terrain card flies from the deck (a back to all but its drawer) and a shown one turns
face up; every other event is a caption."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF

Queue = Any  # the frame's EventQueue


def _point(q: Queue, key: tuple) -> QPointF | None:
    item = q.on_table(key)
    return item.pos() if item is not None else q.final_point(key)


def _hex_point(q: Queue, at: Any) -> QPointF:
    return _point(q, ("hex", *at)) or q.deck_point()


def _supply_point(q: Queue, seat: Any) -> QPointF:
    return _point(q, ("supply", seat)) or q.seat_point(seat)


def _count_down(q: Queue, seat: Any) -> None:
    """One settlement fewer in the seat's supply, as the table shows it now."""
    item = q.on_table(("supply", seat))
    if item is not None:
        data = dict(item.placement.data)
        data["count"] = max(0, int(data.get("count", 0)) - 1)
        item.update_placement(replace(item.placement, data=data))


def _as_final(q: Queue, key: tuple) -> None:
    """``key``'s item drawn as the layout after the events has it (where it lies now)."""
    item, final = q.on_table(key), q.final(key)
    if item is not None and final is not None:
        item.update_placement(replace(final, x=item.placement.x, y=item.placement.y))


def _built(q: Queue, e: Any, stage: int) -> int:
    at = e.data.get("at") or ()
    key = ("settlement", *at)
    origin = _supply_point(q, e.seat)
    if not q.fly(key, q.ms, origin):  # (moved on later in the same batch)
        q.ghost("settlement", {"seat": e.seat}, origin, _hex_point(q, at), q.ms)
    _count_down(q, e.seat)
    return max(q.say(e), q.ms)


#: More tiles than a seat can hold (one from each location hex at most).
_MOST_TILES = 40


def _tile_key(q: Queue, seat: Any, at: Any, final: bool) -> tuple | None:
    """The key of ``seat``'s tile from the location ``at`` (in the layout after the
    events, or on the table now)."""
    wanted = tuple(at or ())
    for i in range(_MOST_TILES):
        key = ("tile", seat, i)
        p = q.final(key) if final else getattr(q.on_table(key), "placement", None)
        if p is not None and tuple(p.data.get("at", ())) == wanted:
            return key
    return None


def _took(q: Queue, e: Any, stage: int) -> int:
    at = e.data.get("at") or ()
    key = _tile_key(q, e.seat, at, final=True)
    origin = _hex_point(q, at)
    _as_final(q, ("hex", *at))  # one tile fewer lying there
    if key is None or not q.fly(key, q.ms, origin):
        q.ghost("tile", {"kind": e.data.get("tile"), "state": "fresh"}, origin,
                _supply_point(q, e.seat), q.ms)  # fmt: skip
    return max(q.say(e), q.ms)


def _lost(q: Queue, e: Any, stage: int) -> int:
    at = e.data.get("at") or ()
    key = _tile_key(q, e.seat, at, final=False)
    if key is not None:
        q.retire(key, _hex_point(q, at), q.ms)
    return max(q.say(e), q.ms)


def _moved(q: Queue, e: Any, stage: int) -> int:
    src, dst = e.data.get("from") or (), e.data.get("to") or ()
    origin = _point(q, ("settlement", *src)) or _hex_point(q, src)
    q.take_off(("settlement", *src))
    if not q.fly(("settlement", *dst), q.ms, origin):
        q.ghost("settlement", {"seat": e.seat}, origin, _hex_point(q, dst), q.ms)
    return max(q.say(e), q.ms)


def _used(q: Queue, e: Any, stage: int) -> int:
    key = _tile_key(q, e.seat, e.data.get("at"), final=False)
    if key is not None:
        _as_final(q, key)  # drawn used
    return q.say(e)


def _drew(q: Queue, e: Any, stage: int) -> int:
    card = e.data.get("card") or "?"  # (another seat's card comes without its name)
    to = _point(q, ("terrain", e.seat)) or _supply_point(q, e.seat)
    q.ghost("terrain", {"terrain": card}, q.deck_point(), to, q.ms)
    return max(q.say(e, ms=q.ms * 4 // 5), q.ms)


def _revealed(q: Queue, e: Any, stage: int) -> int:
    key = ("terrain", e.seat)
    if q.on_table(key) is None:
        q.fly(key, q.ms, q.deck_point())
    else:
        _as_final(q, key)  # face up
    return max(q.say(e), q.ms)


STEPS: dict[str, Any] = {
    "layout": "quick_caption",
    "cards": "quick_caption",
    "shuffled": "quick_caption",
    "first": "banner",
    "drew": _drew,
    "revealed": _revealed,
    "removed": "caption",
    "built": _built,
    "took": _took,
    "used": _used,
    "moved": _moved,
    "lost": _lost,
    "last": "banner",
    "ended": "quick_caption",
    "over": "banner",
}
