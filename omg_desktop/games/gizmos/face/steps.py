"""How the frame's event queue plays Gizmos' events (:data:`STEPS`): cards fly from the
decks to the display and from the display to a board, marbles from the row to a ring
and back to the dispenser, a Research's cards come out large and go back under; every
other event is a caption. One step per event, so a chain reaction plays step by step."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ..rules.catalog import COLOURS

Queue = Any  # the frame's EventQueue


def _point(q: Queue, key: tuple) -> QPointF | None:
    item = q.on_table(key)
    return item.pos() if item is not None else q.final_point(key)


def _dispenser(q: Queue) -> QPointF:
    return _point(q, ("dispenser",)) or q.deck_point()


def _ring(q: Queue, seat: Any, colour: str) -> QPointF:
    return _point(q, ("ring", seat, colour)) or q.seat_point(seat)


def _revealed(q: Queue, e: Any, stage: int) -> int:
    origin = _point(q, ("deck", e.data.get("level")))
    q.fly(("card", e.data.get("card")), q.ms, origin)
    return int(q.ms * 1.1)


def _row_filled(q: Queue, e: Any, stage: int) -> int:
    colour = e.data.get("energy")
    keys = [k for k in _final_row(q) if k[1] == colour and q.on_table(k) is None]
    if keys:
        q.fly(keys[-1], q.ms, _dispenser(q))
    return max(1, q.ms // 2)


def _final_row(q: Queue) -> list[tuple]:
    return [("row", c, n) for c in COLOURS for n in range(6) if q.final(("row", c, n))]


def _picked(q: Queue, e: Any, stage: int) -> int:
    colour = e.data.get("energy")
    to = _ring(q, e.seat, colour)
    on = [k for k in (("row", colour, n) for n in range(6)) if q.on_table(k) is not None]
    if on:
        q.retire(on[0], to, q.ms)
    else:
        q.ghost("energy", {"colour": colour}, _dispenser(q), to, q.ms)
    return max(q.say(e), q.ms)


def _drew_energy(q: Queue, e: Any, stage: int) -> int:
    colour = e.data.get("energy")
    q.ghost("energy", {"colour": colour}, _dispenser(q), _ring(q, e.seat, colour), q.ms)
    return max(q.say(e), q.ms)


def _to_board(q: Queue, e: Any, stage: int) -> int:
    card = e.data.get("card")
    origin = None
    if q.on_table(("card", card)) is None:
        backs = [k for k in ((("research-back", n)) for n in range(8)) if q.on_table(k)]
        origin = q.on_table(backs[0]).pos() if backs else q.seat_point(e.seat)
        if backs:
            q.take_off(backs[0])
    q.fly(("card", card), q.ms * 3 // 2, origin)
    for n, spent in enumerate(e.data.get("spent") or ()):  # spent energy goes back
        for k in range(min(3, int(spent))):
            q.ghost("energy", {"colour": COLOURS[n]}, _ring(q, e.seat, COLOURS[n]),
                    _dispenser(q), q.ms, k * (q.ms // 6))  # fmt: skip
    return max(q.say(e), q.ms * 3 // 2)


def _researched(q: Queue, e: Any, stage: int) -> int:
    deck = _point(q, ("deck", e.data.get("level"))) or q.deck_point()
    step = max(1, q.ms // 5)
    cards = e.data.get("cards") or [None] * int(e.data.get("count", 0))
    for n, card in enumerate(cards):
        key = ("card", card) if card and q.final(("card", card)) else ("research-back", n)
        q.fly(key, q.ms, deck, n * step)
    return max(q.say(e), q.ms * 2)


def _bottomed(q: Queue, e: Any, stage: int) -> int:
    deck = _point(q, ("deck", e.data.get("level"))) or q.deck_point()
    card = e.data.get("card")
    if not q.retire(("card", card), deck, q.ms):
        backs = [k for k in (("research-back", n) for n in range(8)) if q.on_table(k)]
        if backs and q.final(backs[-1]) is None:
            q.retire(backs[-1], deck, q.ms)
    return max(q.say(e), q.ms)


STEPS: dict[str, Any] = {
    "first": "banner",
    "shuffled": "quick_caption",
    "revealed": _revealed,
    "row_filled": _row_filled,
    "drew_energy": _drew_energy,
    "picked": _picked,
    "filed": _to_board,
    "built": _to_board,
    "end_triggered": "banner",
    "researched": _researched,
    "bottomed": _bottomed,
    "skipped": "caption",
    "used": "caption",
    "tokens": "caption",
    "passed": "caption",
    "turn": "quick_caption",
    "game_over": "banner",
}
