"""How the frame's event queue (``ui/table/animation.py``) plays Oh My Goods!'s events:
each event kind's step (:data:`STEPS`), and the round title's change (:func:`retitle`).

A step is one of the queue's own (``"caption"``, ``"quick_caption"``, ``"banner"``) or a
function ``(queue, event, stage) -> milliseconds until the next`` written with the
queue's moves (``fly``, ``retire``, ``ghost``, ``send``, ``gain``, ``payment``, ``say``)
over the keys and zones of this game's layout (:mod:`.table_layout`).
"""

from __future__ import annotations

from typing import Any

from ....ui.table.layout import HAND, MARKET
from ..rules.state import EXCHANGE, PRODUCTION, SUNRISE, SUNSET_REVEAL

Queue = Any  # the frame's EventQueue

#: Kinds every seat causes at once (a short caption each).
QUICK = ("kept", "sunrise_chosen")

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


# ---- the steps ----------------------------------------------------------------------
def _phase(q: Queue, e: Any, stage: int) -> int:
    if e.data.get("phase") in HOLD_PHASES and stage == 0:
        q.again()  # the finished market stays in view a moment
        return q.ms * 3
    if e.data.get("phase") in LONG_BANNER_PHASES:
        return q.say(e, banner=True, ms=q.ms * 3)  # phase III: its own step
    return q.say(e, banner=True)


def _event_turned(q: Queue, e: Any, stage: int) -> int:
    q.say(e)
    return q.ms * 4  # the window shows the event card large meanwhile


def _revealed(q: Queue, e: Any, stage: int) -> int:
    q.fly(("card", e.data.get("card")), q.ms, q.deck_point())
    return int(q.ms * 1.1)


def _drew(q: Queue, e: Any, stage: int) -> int:
    cards = e.data.get("cards")
    step = max(1, q.ms // 4)
    n = 0
    if cards:
        for c in cards:
            if q.fly(("card", c), q.ms, q.deck_point(), n * step):
                n += 1
    if not n:  # face down, to a hand the viewer does not see
        n = min(6, int(e.data.get("count", 0)))
        end = q.seat_point(e.seat)
        for k in range(n):
            q.ghost("back", {}, q.deck_point(), end, q.ms, k * step)
    hold = q.say(e)
    return max(hold, q.ms + max(0, n - 1) * step)


def _exchanged(q: Queue, e: Any, stage: int) -> int:
    to = q.discard_point()
    gone = q.leaving(HAND, e.seat)
    step = max(1, q.ms // 6)
    for n, k in enumerate(gone):
        q.retire(k, to, q.ms, n * step)
    if not gone:
        for n in range(min(6, int(e.data.get("count", 0)))):
            q.ghost("back", {}, q.seat_point(e.seat), to, q.ms, n * step)
    return max(q.say(e), q.ms + step * 5)


def _shuffled(q: Queue, e: Any, stage: int) -> int:
    q.ghost("back", {}, q.discard_point(), q.deck_point(), q.ms)
    return max(q.say(e), q.ms)


def _to_discard(q: Queue, e: Any, stage: int) -> int:
    card = e.data.get("card")
    if isinstance(card, int):
        q.send(card, e.seat, q.discard_point())
    return max(q.say(e), q.ms)


def _worker(q: Queue, e: Any, stage: int) -> int:
    q.fly(("worker", e.seat), q.ms, q.seat_point(e.seat))
    return max(q.say(e), q.ms)


def _assistant(q: Queue, e: Any, stage: int) -> int:
    q.fly(("assistant", e.data.get("assistant")), q.ms)
    q.payment(e.seat)
    return max(q.say(e), q.ms)


def _planned(q: Queue, e: Any, stage: int) -> int:
    q.fly(("planned-back", e.seat), q.ms, q.seat_point(e.seat))
    return max(q.say(e), q.ms)


def _plan_returned(q: Queue, e: Any, stage: int) -> int:
    card = e.data.get("card")
    back = ("planned-back", e.seat)
    to = q.seat_point(e.seat) if e.data.get("to") == "hand" else q.discard_point()
    if isinstance(card, int):
        q.send(card, e.seat, to)
        if q.final(back) is None:
            q.take_off(back)
    elif q.final(back) is None:
        q.retire(back, to, q.ms)
    return max(q.say(e), q.ms)


def _built(q: Queue, e: Any, stage: int) -> int:
    key = ("card", e.data.get("card"))
    back_key = ("planned-back", e.seat)
    back = q.on_table(back_key)
    origin = back.pos() if back is not None else q.seat_point(e.seat)
    if back is not None and q.final(back_key) is None:
        q.take_off(back_key)
    q.fly(key, q.ms * 3 // 2, None if q.on_table(key) is not None else origin)
    q.payment(e.seat)
    return max(q.say(e), q.ms * 3 // 2)


def _produced(q: Queue, e: Any, stage: int) -> int:
    for n, c in enumerate(e.data.get("cards") or []):
        q.send(c, e.seat, q.discard_point(), n * (q.ms // 5))
    q.gain(("goods", e.data.get("building")), int(e.data.get("goods", 0)))
    return max(q.say(e), q.ms * 3 // 2)


def _chained(q: Queue, e: Any, stage: int) -> int:
    building = e.data.get("building")
    to = q.final_point(("card", building))
    to = to if to is not None else q.discard_point()
    for n, c in enumerate(e.data.get("cards") or []):
        delay = n * (q.ms // 5)
        if not q.retire(("card", c), to, q.ms, delay):
            q.ghost("card", {"card": c}, q.seat_point(e.seat), to, q.ms, delay)
    q.payment(e.seat, spare=("goods", building))  # goods moved onto the building
    q.gain(("goods", building), int(e.data.get("goods", 0)))
    return max(q.say(e), q.ms * 3 // 2)


def _goods_gained(q: Queue, e: Any, stage: int) -> int:
    q.gain(("goods", e.data.get("building")), int(e.data.get("goods", 0)))
    return max(q.say(e), q.ms)


def _goods_lost(q: Queue, e: Any, stage: int) -> int:
    q.gain(("goods", e.data.get("building")), -int(e.data.get("goods", 0)))
    return max(q.say(e), q.ms)


def _paid(q: Queue, e: Any, stage: int) -> int:
    q.payment(e.seat)
    return max(q.say(e), q.ms)


def _market_discarded(q: Queue, e: Any, stage: int) -> int:
    to = q.discard_point()
    gone = q.leaving(MARKET)
    step = max(1, q.ms // 8)
    for n, k in enumerate(gone):
        if q.final(k) is not None:
            q.fly(k, q.ms, delay=n * step)
        else:
            q.retire(k, to, q.ms, n * step)
    return max(q.say(e), q.ms + step * len(gone))


#: Event kind -> its step (every kind of ``rules.events.EVENT_KINDS`` has one: a test
#: checks it): a movement, or a caption/banner and a pause for kinds with nothing to move.
STEPS: dict[str, Any] = {
    "round_started": "banner",
    "phase": _phase,
    "exchanged": _exchanged,
    "kept": "quick_caption",
    "drew": _drew,
    "shuffled": _shuffled,
    "starving": "banner",
    "discarded": _to_discard,
    "revealed": _revealed,
    "sunrise_chosen": "quick_caption",
    "assistant_moved": _assistant,
    "worker_placed": _worker,
    "planned": _planned,
    "produced": _produced,
    "no_production": "caption",
    "chained": _chained,
    "built": _built,
    "hired": _assistant,
    "plan_returned": _plan_returned,
    "assigned": _assistant,
    "end_triggered": "banner",
    "market_discarded": _market_discarded,
    "game_over": "banner",
    "turn": "caption",
    "must_discard": "caption",
    "goods_gained": _goods_gained,
    "goods_lost": _goods_lost,
    "paid": _paid,
    "bonus": "caption",
    "rule_changed": "caption",
    "event_turned": _event_turned,
    "introduced": "caption",
    "character_played": _to_discard,
    "character_discarded": _to_discard,
}
