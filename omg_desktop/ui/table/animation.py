"""The event queue: the engine's events, one at a time, as short animations on the table.

The window hands it each batch of events (as the viewer may see them,
``GameController.events_happened``) and then the layout after them
(``TableScene.show_layout``). It plays every event in turn — a card flies, goods
appear with "+2", a caption says what a seat did — and only then settles the whole
layout. Durations all derive from one number, the milliseconds a card takes to move
(``MainWindow.animation_ms``, from the speed setting); 0 (Instant) plays nothing and
settles at once. A click on the table or Space fast-forwards (``finish``).

What the table has shown is what the rest of the window tells: ``shown`` gives the
events whose moves have just played (the log's lines come with them, all at once on
a fast-forward or at Instant), a seat's name line (points, coins, hand) changes
with the last of its moves still to play, never before the table shows them, and the
round's title names the phase whose banner has played.

The controller starts no computer move while the queue is busy
(``GameController.wait_for_table``, ``idle``), so each computer step is seen at the
chosen speed; a human's own input is never held up (the queue only draws).

The game's face says how its events play (the scene's ``face``): its ``STEPS`` give
every event kind a step (a test checks each has one): one of the queue's own (a
caption, a quick caption, a banner) or the face's function over the queue's moves
(:meth:`EventQueue.fly`, ``retire``, ``ghost``, ``send``, ``gain``, ``payment``,
``say``, and what they read: ``final``, ``on_table``, ``leaving``, the deck's, the
discard's and a seat's points); its ``retitle``, the round's title as an event starts;
its ``sentence``, what a caption says. The queue names no game's events.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem

from ..faces import face as face_of
from .items import CardItem, GoodsItem, place
from .layout import CARD_H, CARD_W, DISCARD, HAND, MARKET, SCENE_W, Marks, Placement
from .overlay import CaptionItem, FloatItem
from .tally import TALLY_GAP, TALLY_W

TALLY_ROW = 36.0  # the tally's height and a gap
TALLY_SPAN = 5 * (TALLY_W + TALLY_GAP)  # five resources

_KEEP = object()  # show(): the viewer did not change


class EventQueue(QObject):
    """Plays (events, layout after them) batches on a :class:`TableScene`, in order."""

    #: Nothing left to show: the table shows the last layout, settled.
    idle = Signal()
    #: An event's animation started (its kind): tests count them.
    step_started = Signal(str)
    #: Events the table has now shown, in order (the log's lines come with them).
    shown = Signal(list)
    #: The history was replaced (another viewer, an undo): the events shown so far.
    rewound = Signal(list)

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.history: list[Any] = []  # every event seen (the last-round summary)
        self._queued = 0  # history[:_queued] went to the steps (the rest waits for a layout)
        self._told = 0  # history[:_told] has been shown (given out by ``shown``)
        self._steps: deque[tuple[int, int]] = deque()  # (index in history, stage)
        self._at = 0  # the index of the event whose step plays
        self._final: list[Placement] = []
        self._by_key: dict[tuple, Placement] = {}
        self._marks = Marks()
        self._ms = 0
        self._viewer: object = _KEEP
        self._busy = self._settling = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        self._anims: list[QAbstractAnimation] = []
        self._temps: list[QGraphicsItem] = []
        self._shown: CaptionItem | None = None
        self._caption_timer = QTimer(self)
        self._caption_timer.setSingleShot(True)
        self._caption_timer.timeout.connect(self._drop_caption)

    # ---- what the window does ------------------------------------------------------
    def take_events(self, events: list[Any]) -> None:
        """New events (shown with the next layout the scene is given)."""
        self.history.extend(events)

    def reset_history(self, events: list[Any]) -> None:
        """The whole visible history changed (another viewer, an undo, a loaded game).

        Events still to play keep their place and play as the new eyes may see them
        (the list holds the same events, only the secrets differ); events an undo took
        away are dropped. A history that comes with nothing left to play is shown at
        once (a loaded game is not news). ``rewound`` gives what is shown now."""
        caught_up = self._told == len(self.history)
        self.history = list(events)
        n = len(self.history)
        if caught_up:
            self._told = self._queued = n
        else:
            self._told, self._queued = min(self._told, n), min(self._queued, n)
            self._steps = deque(s for s in self._steps if s[0] < n)
        self.rewound.emit(self.history[: self._told])

    def pending(self) -> int:
        """How many events taken are not shown yet."""
        return len(self.history) - self._told

    def seen(self) -> list[Any]:
        """The events the table has shown (the last-round summary tells no more)."""
        return self.history[: self._told]

    def busy(self) -> bool:
        """Whether something is still being shown."""
        return self._busy

    def final_positions(self) -> dict[tuple, tuple[float, float]]:
        """Where the last layout puts each thing (key -> x, y)."""
        return {k: (p.x, p.y) for k, p in self._by_key.items()}

    def set_speed(self, ms: int) -> None:
        """The speed setting changed: later steps take ``ms`` a move; 0 finishes now."""
        self._ms = max(0, int(ms))
        if self._ms == 0:
            self.finish()

    def show(self, placements: list[Placement], marks: Marks, ms: int, viewer=_KEEP) -> None:
        """The layout after the events taken since the last call; ``ms``: a card's move."""
        first = self._queued
        if viewer is not _KEEP:
            if self._viewer is not _KEEP and viewer != self._viewer and self._busy:
                self.finish()  # what the last eyes were shown is not for these
            self._viewer = viewer
        self._queued = len(self.history)
        self._ms = max(0, int(ms))
        self._set_final(placements, marks)
        if self._ms == 0:
            if self._busy:
                self.finish()
            else:
                self.scene.settle(placements, marks, 0)
                self._tell(self._queued)
            return
        new = range(first, self._queued)
        if new:
            steps = self.scene.face.STEPS
            self._steps.extend((i, 0) for i in new if self.history[i].kind in steps)
            self.scene.warm(placements)
            if not self.scene.items_by_key:  # a new game: the table first, then the deal
                table = [p for p in placements if p.zone not in (HAND, MARKET)]
                self.scene.settle(table, marks, 0)
        if not self._busy:
            if not self._steps:
                self.scene.settle(placements, marks, self._ms)
                self._tell(self._queued)
                return
            self._busy = True
            self.scene.drop_decision()  # the moves play without the last step's buttons
            self._advance()
        elif self._steps:
            self._settling = False  # more to play before settling

    def finish(self) -> None:
        """Fast-forward: stop what plays, drop what waits, settle at once."""
        if not self._busy:
            return
        self._timer.stop()
        self._steps.clear()
        self._stop_animations()
        self._drop_caption()
        self._busy = self._settling = False
        self.scene.settle(self._final, self._marks, 0)
        self._tell(self._queued)
        self.idle.emit()

    def stop(self) -> None:
        """Forget everything without settling (the scene is being cleared)."""
        self._timer.stop()
        self._steps.clear()
        self._stop_animations()
        self.scene.halt()
        self._drop_caption()
        self.history = []
        self._queued = self._told = 0
        self._viewer = _KEEP
        was_busy, self._busy, self._settling = self._busy, False, False
        if was_busy:
            self.idle.emit()

    # ---- the loop ----------------------------------------------------------------------
    def _set_final(self, placements: list[Placement], marks: Marks) -> None:
        self._final = placements
        self._marks = marks
        self._by_key = {p.key: p for p in placements}

    def _tell(self, upto: int) -> None:
        """The events up to ``upto`` (an index in the history) are on the table now."""
        if upto > self._told:
            told, self._told = self._told, upto
            self.shown.emit(self.history[told:upto])

    def _advance(self) -> None:
        self._anims = [a for a in self._anims if _alive(a)]
        if self._steps:
            index, stage = self._steps.popleft()
            event = self.history[index]
            if stage == 0:
                self._tell(index + 1)
                self._retitle(event)
                self.step_started.emit(event.kind)
                if all(self.history[i].seat != event.seat for i, _ in self._steps):
                    self._relabel(event.seat)
            self._at = index
            wait = self._step(self.scene.face.STEPS[event.kind])(event, stage)
            self.scene.update_tally()
            self._timer.start(max(1, int(wait)))
            return
        if not self._settling:
            self._settling = True
            self._tell(self._queued)
            self._stop_animations()  # what still waits to start would start on gone items
            self.scene.settle(self._final, self._marks, self._ms)
            self._timer.start(self._ms)
            return
        left = self.scene.moves_left_ms()  # (a loaded machine runs the moves late)
        if left > 0:
            self._timer.start(left)
            return
        self._busy = self._settling = False
        self._tell(self._queued)
        self.idle.emit()

    def _step(self, step: str | Callable[..., int]) -> Callable[[Any, int], int]:
        """A face's step: the name of one of the queue's own (``"caption"``), or its
        function of (queue, event, stage)."""
        if isinstance(step, str):
            return getattr(self, "_" + step)
        return lambda e, stage: step(self, e, stage)

    def _relabel(self, seat: int | None) -> None:
        """The seat's name line (points, coins, hand) as the last layout has it, when the
        last of its moves still to play plays (not before: the line would tell what the
        table has not shown yet; not only once everything has been shown)."""
        if seat is None:
            return
        key = ("label", "player", seat)
        final, item = self._by_key.get(key), self.scene.items_by_key.get(key)
        if final is not None and item is not None and item.placement.data != final.data:
            item.update_placement(final)

    def _retitle(self, e: Any) -> None:
        """The round's title with the round or phase that starts now (not the one the
        whole batch ends in: "Phase IV" over the sunset row turning up read wrong)."""
        item = self.scene.items_by_key.get(("label", "round"))
        retitle = getattr(self.scene.face, "retitle", None)  # (a face may have none)
        if item is None or retitle is None:
            return
        data = item.placement.data
        spec = retitle(e.kind, e.data, tuple(data["text"]))
        if spec != tuple(data["text"]):
            item.update_placement(replace(item.placement, data={**data, "text": spec}))

    def let_go(self, item: QGraphicsItem) -> None:
        """Stop what moves ``item`` (it is taken off the table: a move still waiting to
        start must not start on an item that is gone)."""
        for a in self._anims:
            if _alive(a) and moves(a, item):
                a.stop()

    def _stop_animations(self) -> None:
        for a in self._anims:
            if _alive(a):
                a.stop()
        self._anims = []
        self._clear_temps()

    def _clear_temps(self) -> None:
        for item in self._temps:
            if shiboken6.isValid(item) and item.scene() is self.scene:
                self.scene.removeItem(item)
        self._temps = []

    # ---- where things are ---------------------------------------------------------------
    def _names(self) -> list[str]:
        """The seats' names, as their name labels say them (the frame's convention: the
        second of a name label's words, :mod:`.terms`)."""
        names: dict[int, str] = {}
        for p in self._final:
            if p.key[:2] == ("label", "player") and isinstance(p.key[2], int):
                names[p.key[2]] = str(p.data["text"][1])
        return [names.get(i, "") for i in range(max(names, default=-1) + 1)]

    def _bottom(self) -> int | None:
        return self.scene.terms.bottom_seat(self._by_key)

    def deck_point(self) -> QPointF:
        p = self._by_key.get(("deck",))
        return QPointF(p.x, p.y) if p is not None else QPointF(12, 250)

    def discard_point(self) -> QPointF:
        for p in self._final:
            if p.zone == DISCARD:
                return QPointF(p.x, p.y)
        label = self._by_key.get(("label", "discard"))
        if label is not None:
            return QPointF(label.x, label.y - CARD_H * 0.72 - 4)
        return self.deck_point() + QPointF(108, 0)

    def seat_point(self, seat: int | None) -> QPointF:
        """Where a seat's hand is: its cards, its fan of backs, or beside its name."""
        if seat is None:
            return self.deck_point()
        hand = [p for p in self._final if p.zone == HAND and p.seat == seat]
        hand = hand or [p for p in self._final if p.key[:2] == ("hand-fan", seat)]
        if hand:
            mid = hand[len(hand) // 2]
            return QPointF(mid.x, mid.y)
        label = self._by_key.get(("label", "player", seat))
        if label is not None:
            return QPointF(label.x + 60, label.y + 20)
        return QPointF(SCENE_W / 2, 600)

    def _goods_items(self, seat: int | None) -> list[GoodsItem]:
        return [
            it
            for it in self.scene.items_by_key.values()
            if isinstance(it, GoodsItem) and it.placement.seat == seat
        ]

    # ---- the pieces of a step -------------------------------------------------------------
    def _animate(self, item, moves: list[tuple[bytes, object, object]], ms: int, delay: int = 0):
        group = QSequentialAnimationGroup(self)
        if delay:
            group.addPause(delay)
        par = QParallelAnimationGroup(group)
        for prop, start, end in moves:
            anim = QPropertyAnimation(item, prop, par)
            anim.setDuration(max(1, ms))
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            par.addAnimation(anim)
        group.addAnimation(par)
        group.start()
        self._anims.append(group)
        return group

    def fly(self, key: tuple, ms: int, origin: QPointF | None = None, delay: int = 0) -> bool:
        """Move ``key``'s item to its place in the final layout (made at ``origin`` if it
        is new). False when the final layout has no such thing."""
        p = self._by_key.get(key)
        if p is None:
            return False
        item = self.scene.items_by_key.get(key)
        if item is not None and item.placement.kind != p.kind:
            self.scene.take_off(self.scene.items_by_key.pop(key))
            item = None
        if item is None:
            item = self.scene.make_item(p)
            place(item, p)
            item.setPos(origin if origin is not None else QPointF(p.x, p.y))
            item.setScale(p.scale)
            start_scale = p.scale
        else:
            start_scale = item.scale()
            item.update_placement(p)
            place(item, p)
        start = item.pos()
        item.setZValue(p.z + 3000)  # above the table while it flies
        moves: list[tuple[bytes, object, object]] = [(b"pos", start, QPointF(p.x, p.y))]
        if abs(start_scale - p.scale) > 1e-3:
            moves.append((b"scale", start_scale, p.scale))
        group = self._animate(item, moves, ms, delay)
        group.finished.connect(lambda: _restore_z(item, p.z))
        return True

    def retire(self, key: tuple, to: QPointF, ms: int, delay: int = 0) -> bool:
        """Send ``key``'s item to ``to`` and take it off the table there."""
        item = self.scene.items_by_key.pop(key, None)
        if item is None:
            return False
        item.setZValue(item.zValue() + 3000)
        self._temps.append(item)
        self._animate(item, [(b"pos", item.pos(), to)], ms, delay)
        return True

    def ghost(
        self, kind: str, data: dict, start: QPointF, end: QPointF, ms: int, delay: int = 0
    ) -> None:
        """A card (face or back) that only flies: from ``start`` to ``end``, then gone."""
        p = Placement(("ghost",), kind, start.x(), start.y(), 0.55, 4000, dict(data))
        item = CardItem(p, self.scene.art, self.scene.quiet_hooks)
        item.setAcceptHoverEvents(False)
        place(item, p)
        item.setPos(start)
        self.scene.addItem(item)
        self._temps.append(item)
        self._animate(item, [(b"pos", start, end)], ms, delay)

    def _float(self, item: QGraphicsItem | None, n: int) -> None:
        """A "+n" / "−n" rising from a building's goods."""
        if item is None or n == 0:
            return
        mark = FloatItem(f"+{n}" if n > 0 else f"−{-n}", n > 0)
        start = item.pos() + QPointF(CARD_W * 0.45, -8)
        mark.setPos(start)
        mark.setZValue(6000)
        self.scene.addItem(mark)
        self._temps.append(mark)
        ms = self._ms * 2
        self._animate(mark, [(b"pos", start, start + QPointF(0, -34))], ms)
        fade = self._animate(mark, [(b"opacity", 1.0, 0.0)], ms // 2, ms // 2)
        fade.finished.connect(lambda: _remove(mark))

    def _set_goods(self, item: GoodsItem, count: int) -> None:
        item.update_placement(replace(item.placement, data={**item.placement.data, "count": count}))

    def payment(self, seat: int | None, spare: tuple | None = None) -> None:
        """Goods taken away from ``seat``'s buildings (as the final layout has them)."""
        for item in self._goods_items(seat):
            if item.placement.key == spare:
                continue
            p = self._by_key.get(item.placement.key)
            after = p.data["count"] if p is not None else 0
            before = item.placement.data["count"]
            if after < before:
                self._set_goods(item, after)
                self._float(item, after - before)

    def send(self, card: int, seat: int | None, to: QPointF, delay: int = 0) -> None:
        """A public card to its final place, or to ``to`` (from its seat when unseen)."""
        key = ("card", card)
        final = self._by_key.get(key)
        if final is not None and key in self.scene.items_by_key:
            self.fly(key, self._ms, delay=delay)
        elif key in self.scene.items_by_key:
            self.retire(key, to, self._ms, delay)
        elif final is not None:
            self.fly(key, self._ms, self.seat_point(seat), delay)
        else:
            self.ghost("card", {"card": card}, self.seat_point(seat), to, self._ms, delay)

    def gain(self, key: tuple, n: int) -> None:
        """``n`` goods more (or fewer) on the goods item ``key``, with a rising "+n"."""
        item = self.scene.items_by_key.get(key)
        if isinstance(item, GoodsItem) and n:
            self._set_goods(item, max(0, item.placement.data["count"] + n))
            self._float(item, n)

    # ---- what a step reads --------------------------------------------------------------
    @property
    def ms(self) -> int:
        """The milliseconds a card takes to move (the speed setting)."""
        return self._ms

    def again(self, stage: int = 1) -> None:
        """Play the event whose step plays now once more next, at ``stage``."""
        self._steps.appendleft((self._at, stage))

    def final(self, key: tuple) -> Placement | None:
        """Where the layout after the events puts ``key`` (None: nowhere)."""
        return self._by_key.get(key)

    def final_point(self, key: tuple) -> QPointF | None:
        p = self._by_key.get(key)
        return QPointF(p.x, p.y) if p is not None else None

    def on_table(self, key: tuple):
        """The item on the table for ``key`` now (None: none)."""
        return self.scene.items_by_key.get(key)

    def take_off(self, key: tuple) -> None:
        """Take ``key``'s item off the table at once (if it is there)."""
        item = self.scene.items_by_key.pop(key, None)
        if item is not None:
            self.scene.take_off(item)

    def leaving(self, zone: str, seat: Any = _KEEP) -> list[tuple]:
        """The keys of the items in ``zone`` (``seat``'s, when given) that the layout
        after the events puts elsewhere or nowhere."""
        return [
            k
            for k, it in self.scene.items_by_key.items()
            if it.placement.zone == zone
            and (seat is _KEEP or it.placement.seat == seat)
            and (k not in self._by_key or self._by_key[k].zone != zone)
        ]

    def say(self, event: Any, banner: bool = False, ms: int | None = None) -> int:
        """The event's log sentence on the table; returns how long it should be read."""
        text = self.scene.face.sentence(event, self.scene.art.catalog, self._names())
        hold = ms if ms is not None else int(self._ms * (2.2 if banner else 1.3))
        if not text:
            return max(1, self._ms // 2)
        self._drop_caption()
        item = CaptionItem(text, banner, max_width=SCENE_W - 200)
        rect = item.boundingRect()
        item.setPos(*self._caption_at(rect.width(), rect.height()))
        item.setZValue(7000)
        self.scene.addItem(item)
        self._shown = item
        self._caption_timer.start(max(hold, self._ms * 5))
        return hold

    def _caption_at(self, width: float, height: float) -> tuple[float, float]:
        """Under the market's tally row if there is room above the bottom seat's area,
        else beside the tally row; centred while nothing is in the way."""
        anchor = self.scene.tally_anchor(self._final)
        own = self._by_key.get(("label", "player", self._bottom()))
        low = own.y - height - 4 if own is not None else 560.0
        centre = (SCENE_W - width) / 2
        if anchor is None:
            return centre, low
        below = anchor[1] + TALLY_ROW
        if below <= low:
            return centre, below
        right = anchor[0] + TALLY_SPAN + 12
        return max(centre, right) if right + width <= SCENE_W else centre, anchor[1]

    def _drop_caption(self) -> None:
        self._caption_timer.stop()
        item, self._shown = self._shown, None
        if item is not None:
            _remove(item)

    # ---- the frame's own steps (each returns the milliseconds until the next) -------------
    def _caption(self, e: Any, stage: int) -> int:
        return self.say(e)

    def _quick_caption(self, e: Any, stage: int) -> int:
        """A short caption (kinds every seat causes at once)."""
        return self.say(e, ms=self._ms * 4 // 5)

    def _banner(self, e: Any, stage: int) -> int:
        return self.say(e, banner=True)


def moves(anim: QAbstractAnimation, item: object) -> bool:
    """Whether ``anim`` (or an animation in it) changes ``item``."""
    if isinstance(anim, QPropertyAnimation):
        return anim.targetObject() is item
    if isinstance(anim, QAnimationGroup):
        return any(moves(anim.animationAt(i), item) for i in range(anim.animationCount()))
    return False


def _alive(a: QAbstractAnimation) -> bool:
    return shiboken6.isValid(a) and a.state() != QAbstractAnimation.State.Stopped


def _restore_z(item: QGraphicsItem, z: float) -> None:
    if shiboken6.isValid(item):
        item.setZValue(z)


def _remove(item: QGraphicsItem) -> None:
    if shiboken6.isValid(item) and item.scene() is not None:
        item.scene().removeItem(item)


def step_of(kind: str, face: Any = None) -> Callable[..., int] | None:
    """What shows ``kind`` in the game of ``face`` (the box's default game's for None):
    one of the queue's own steps or the face's function; None: no animation for it."""
    step = (face if face is not None else face_of()).STEPS.get(kind)
    if isinstance(step, str):
        return getattr(EventQueue, "_" + step, None)
    return step
