"""The table scene: turns layouts into items, animates what moved, reports clicks.

``show_layout`` goes through the event queue (``self.player``, :mod:`.animation`):
the events taken since the last layout are played first, then ``settle`` moves
everything where the layout has it. The market tally (:mod:`.tally`) is added to
every layout here. A click on the table or Space fast-forwards what plays; a click on
an opponent's name (or L) opens the last-round summary. What is the game's (its
labels' words, event steps, tally counts, summary window) comes from its face
(``self.face``), never from its rules.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QLinearGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from ..faces import face as face_of
from .animation import EventQueue, moves
from .chrome import chrome
from .controls import CONTROL, chosen_spots, control_placements
from .focus import TableFocus
from .items import (
    CardItem,
    ControlItem,
    GoodsItem,
    Hooks,
    InputSlotItem,
    LabelItem,
    SlotItem,
    TableItem,
    exact_size,
    face_size,
    place,
    taken_back,
)
from .layout import CARD_W, HAND, MARKET, SCENE_H, SCENE_W, Marks, Placement
from .overlay import TallyItem
from .preview import PREVIEW_SCALE, PREVIEW_SCALES, preview_spot
from .slots import INPUT_SLOT, lift_hand, slot_placements, to_front
from .tally import market_anchor, tally_placements
from .terms import terms_of

TURNS = {"card": "back", "back": "card"}  # a hand card's other side

_KEEP = object()


def _place(item, p: Placement):
    """:func:`place`, touching only what changed (``setScale`` is dear)."""
    if item.scale() != p.scale:
        item.setScale(p.scale)
    angle = p.data.get("angle", 0.0)
    if item.rotation() != angle:
        item.setRotation(angle)
    if item.zValue() != p.z:
        item.setZValue(p.z)
    return QPointF(p.x, p.y)


class TableScene(QGraphicsScene):
    """Items keyed by what they show; ``show_layout`` moves them where they belong."""

    clicked = Signal(object)  # the Placement that was clicked
    confirm_requested = Signal()  # Enter on the table: the current step's default
    dropped = Signal(object, object)  # the dragged Placement, the one it was dropped on (or None)
    settled = Signal()  # items are where the last layout puts them, or decisions or secrets went

    def __init__(self, art, parent=None, face: Any = None) -> None:
        """``art`` draws the game's cards; ``face`` is the game's face (the box's default
        game's for None), whose tables the table takes: its labels' words, its event
        steps, its tally counts, its last-round summary, and the terms its zones are
        found by (its ``TABLE``, :mod:`.terms`)."""
        super().__init__(parent)
        self.art = art
        self.face = face if face is not None else face_of()
        self.terms = terms_of(self.face)
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.paint_background()
        self.items_by_key: dict[tuple, TableItem] = {}
        self._animations: list[QPropertyAnimation] = []
        self.hooks = Hooks(self.clicked.emit, self._drop, self._hover, self.terms)
        #: for items that only show (the card shown large, the welcome's backs)
        self.quiet_hooks = Hooks(lambda _p: None, lambda *_: None, lambda _p: None, self.terms)
        self.preview: CardItem | None = None
        self._previewed: Placement | None = None  # what the preview shows
        self.player = EventQueue(self)  # the event queue: plays events before a layout
        # many items move at once while the queue plays: no index to keep up to date
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._warm: list[tuple[str, tuple, float]] = []  # card faces to draw ahead
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(15)
        self._warm_timer.timeout.connect(self._warm_one)
        self.summary = None  # the last-round summary window, once opened
        self.focus = TableFocus(self)  # the keyboard's focus over the actionable items
        # where each anchor's buttons went (controls.chosen_spots), kept while the page
        # that put them there is shown: they do not move away as the hand changes
        self.control_spots: dict[tuple, tuple] = {}
        self._controls_page: str | None = None

    def paint_background(self) -> None:
        """The table's ground in the colours in use (:mod:`.chrome`)."""
        top, foot = chrome().background
        grad = QLinearGradient(0, 0, 0, SCENE_H)
        grad.setColorAt(0.0, QColor(*top))
        grad.setColorAt(1.0, QColor(*foot))
        self.setBackgroundBrush(QBrush(grad))

    def repaint_all(self) -> None:
        """Paint every item again (the colours or the card text size changed): Qt's
        kept pictures of items are dropped too."""
        self.paint_background()
        for item in self.items():
            mode = item.cacheMode()
            if mode != item.CacheMode.NoCache:
                item.setCacheMode(item.CacheMode.NoCache)
                item.setCacheMode(mode)
            item.update()
        self.update()

    def _make(self, p: Placement) -> TableItem:
        if p.kind in self.terms.counters:
            return GoodsItem(p, self.art, self.hooks)
        if p.kind == "label":
            return LabelItem(p, self.art, self.hooks, self.face.label_text)
        if p.kind == "slot":
            return SlotItem(p, self.art, self.hooks, self.face.label_text)
        if p.kind == "tally":
            return TallyItem(p, self.art)
        if p.kind == CONTROL:
            return ControlItem(p, self.art, self.hooks)
        if p.kind == INPUT_SLOT:
            return InputSlotItem(p, self.art, self.hooks)
        return CardItem(p, self.art, self.hooks)

    def make_item(self, p: Placement) -> TableItem:
        """A new item for ``p``, on the table and known by its key (the queue's)."""
        item = self._make(p)
        self.items_by_key[p.key] = item
        self.addItem(item)
        return item

    def show_welcome(self, title: str, hint: str) -> None:
        """The empty table before a game: the title over a fan of card backs."""
        from PySide6.QtGui import QFont
        from PySide6.QtWidgets import QGraphicsSimpleTextItem

        for k in range(7):
            back = Placement(("welcome", k), "back", 0, 0, 1.1, k, {"angle": (k - 3) * 9.0})
            item = CardItem(back, self.art, self.quiet_hooks)
            place(item, back)
            item.setPos(
                SCENE_W / 2 - CARD_W * 0.55 + (k - 3) * 70, SCENE_H / 2 - 40 + abs(k - 3) * 12
            )
            self.addItem(item)
        for text, size, y in ((title, 54, SCENE_H / 2 - 250), (hint, 22, SCENE_H / 2 + 230)):
            label = QGraphicsSimpleTextItem(text)
            label.setFont(QFont("DejaVu Serif", size, QFont.Weight.Bold))
            label.setBrush(QColor(250, 240, 210))
            label.setPos(SCENE_W / 2 - label.boundingRect().width() / 2, y)
            self.addItem(label)

    def _drop(self, dragged: Placement, point) -> None:
        """A card let go at ``point``: report the card or slot under it that takes it
        (the face's drop zones)."""
        target = None
        for item in self.items(point):
            p = getattr(item, "placement", None)
            if p is not None and p is not dragged and self.terms.drop_target(p):
                target = p
                break
        self.dropped.emit(dragged, target)

    def dragging(self) -> bool:
        """Whether a card is being dragged now (no preview then)."""
        grabber = self.mouseGrabberItem()
        return isinstance(grabber, TableItem) and grabber.dragged

    def _hover(self, p: Placement | None) -> None:
        """Show the hovered card large, where :func:`preview_spot` says (not while a card
        is dragged)."""
        if self.preview is not None:
            self.removeItem(self.preview)
            self.preview = None
        self._previewed = p
        if p is None or p.kind not in self.terms.shown_large or p.zone == "" or self.dragging():
            return
        placements = [it.placement for it in self.items_by_key.values()]
        most = PREVIEW_SCALES.get(getattr(self.art, "text_size", ""), PREVIEW_SCALE)
        x, y, scale = preview_spot(placements, p, self.sceneRect().height(), most, self.terms.own)
        big = Placement(("preview",), p.kind, 0, 0, scale, 9000, dict(p.data))
        big.data.pop("angle", None)
        big.data.pop("count", None)  # the card large, without its pile's size
        item = CardItem(big, self.art, self.quiet_hooks)
        item.setAcceptHoverEvents(False)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        place(item, big)
        item.setPos(x, y)
        self.addItem(item)
        self.preview = item

    def refresh_preview(self) -> None:
        """The card shown large again (its size follows the card text size)."""
        if self.preview is not None and self._previewed is not None:
            self._hover(self._previewed)

    def show_layout(
        self, placements: list[Placement], marks: Marks, animate_ms: int = 0, viewer=_KEEP
    ) -> None:
        """Show ``placements`` after the events the queue has taken: they play first
        (``animate_ms`` a card's move; 0: at once), then :meth:`settle`. ``viewer``: whose
        eyes the layout is for (another one fast-forwards what still plays)."""
        if marks.raised:  # hand cards the decision lifts (a production's supply)
            placements = lift_hand(placements, marks.raised, self.terms.faces)
        placements = to_front(placements, marks.selected | marks.keep_clear, self.terms.front_zones)
        if viewer is _KEEP:
            self.player.show(placements, marks, animate_ms)
        else:
            self.player.show(placements, marks, animate_ms, viewer)

    def conceal(self, seat: int, placements: list[Placement]) -> None:
        """``seat``'s own secrets (the face's private zones and kinds: its hand...) at
        once as ``placements`` show them: a pass-and-play person has left the table,
        and the moves still to play must not show the next one what was theirs."""

        def private(p: Placement) -> bool:
            return self.terms.private(p, seat)

        self.forget_spots()  # the next person's buttons owe nothing to this one's table
        final = {p.key: p for p in placements if private(p)}
        for key, item in list(self.items_by_key.items()):
            if private(item.placement) and (
                key not in final or item.placement.kind != final[key].kind
            ):
                self.take_off(self.items_by_key.pop(key))
        for p in final.values():
            item = self.items_by_key.get(p.key)
            if item is None:
                item = self._make(p)
                self.items_by_key[p.key] = item
                self.addItem(item)
            else:
                item.update_placement(p)
            item.setPos(_place(item, p))
            item.set_marks(False, False, False)
        self.settled.emit()

    def settle(self, placements: list[Placement], marks: Marks, animate_ms: int = 0) -> None:
        """Show ``placements``: new items appear, gone ones go, moved ones glide."""
        placements = placements + self.tally_for(placements)
        if marks.controls and marks.page != self._controls_page:
            self.forget_spots()  # another page's buttons: chosen anew
            self._controls_page = marks.page
        buttons = control_placements(
            placements, marks.controls, marks.keep_clear, self.control_spots, self.terms
        )
        self.control_spots.update(chosen_spots(buttons))
        placements = placements + buttons + slot_placements(placements, marks.slots)
        if self.preview is not None:  # the hovered card may be gone
            self.removeItem(self.preview)
            self.preview = None
        for a in self._animations:
            a.stop()
        self._animations = []
        wanted = {p.key for p in placements}
        # a hand turned over (faces for backs, as a pass-and-play seat is left, or back):
        # its cards are the same ones, so they do not fly in from the draw pile
        turned: set[tuple] = set()
        for key in list(self.items_by_key):
            if key not in wanted:
                gone = self.items_by_key.pop(key)
                g = gone.placement
                if g.zone == HAND and g.kind in TURNS:
                    turned.add((g.seat, TURNS[g.kind]))
                self.take_off(gone)
        dealt = 0  # new cards leave the draw pile one after another
        for p in placements:
            delay = 0
            item = self.items_by_key.get(p.key)
            fresh = item is None or item.placement.kind != p.kind
            if fresh:
                if item is not None:
                    self.take_off(item)
                item = self._make(p)
                self.items_by_key[p.key] = item
                self.addItem(item)
                target = _place(item, p)
                origin = None if (p.seat, p.kind) in turned else self._origin(p)
                item.setPos(origin if (animate_ms and origin is not None) else target)
                if animate_ms and origin is not None:
                    delay = dealt * animate_ms // 4
                    dealt += 1
            else:
                item.update_placement(p)
                target = _place(item, p)
            item.set_marks(p.key in marks.highlight, p.key in marks.selected, p.key in marks.dim)
            if isinstance(item, TableItem):
                item.set_badge(marks.badges.get(p.key, ""))
            if animate_ms and item.pos() != target:
                self._animate(item, target, animate_ms, delay)
            else:
                item.setPos(target)
        # tooltips once every item is in place: a name label's depends on whose row is
        # at the bottom, known from the face's mark of it that may come after it
        for p in placements:
            note = marks.notes.get(p.key)
            self.items_by_key[p.key].setToolTip(self._tooltip(p) + (f"\n\n{note}" if note else ""))
        self.focus.refresh(marks.page)
        self.settled.emit()

    def take_off(self, item: TableItem) -> None:
        """Take ``item`` off the table, first stopping what moves it (Qt warns, and does
        nothing, when a move waiting to start starts on an item that is gone)."""
        for a in self._animations:
            if moves(a, item):
                a.stop()
        self.player.let_go(item)
        self.removeItem(item)

    def halt(self) -> None:
        """Stop every move of :meth:`settle` (the table is being cleared)."""
        for a in self._animations:
            a.stop()
        self._animations = []

    def forget_spots(self) -> None:
        """The buttons' next spots are chosen anew (a new game, another page)."""
        self.control_spots = {}
        self._controls_page = None

    def drop_decision(self) -> None:
        """The last decision is made: its buttons, input slots, badges and glows go at
        once (not when the moves that follow have been shown)."""
        for key in [k for k in self.items_by_key if k[0] in (CONTROL, INPUT_SLOT)]:
            self.take_off(self.items_by_key.pop(key))
        for item in self.items_by_key.values():
            if isinstance(item, TableItem):
                item.set_marks(False, False, False)
                item.set_badge("")
        self.focus.refresh()
        self.settled.emit()

    def _origin(self, p: Placement):
        """Where a new card comes from: the draw pile."""
        deck = self.items_by_key.get(("deck",))
        if p.kind in ("card", "back") and deck is not None and p.zone in ("market", "hand"):
            return deck.pos()
        return None

    def _animate(self, item: QGraphicsObject, target, ms: int, delay: int = 0) -> None:
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(ms)
        anim.setStartValue(item.pos())
        anim.setEndValue(target)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        group = QSequentialAnimationGroup(self)
        if delay:
            group.addPause(delay)
        group.addAnimation(anim)
        group.start()
        self._animations.append(group)

    def moves_left_ms(self) -> int:
        """How long the moves of the last :meth:`settle` still run (0: all done; a card
        dealt late in a row of new ones ends after the others)."""
        return max(
            (
                a.totalDuration() - a.currentTime()
                for a in self._animations
                if a.state() != QAbstractAnimation.State.Stopped
            ),
            default=0,
        )

    @property
    def animating(self) -> bool:
        return self.player.busy() or any(
            a.state() == QAbstractAnimation.State.Running for a in self._animations
        )

    # ---- drawing ahead -------------------------------------------------------------------
    def warm(self, placements: list[Placement]) -> None:
        """Draw the faces ``placements`` will show into the art's cache, one per timer
        tick while the queue plays, so a fast-forward need not draw many at once; then
        every face of the deck at the market's size (they turn up there)."""
        kinds = (*self.terms.faces, "back")  # the game's faces, and the backs
        batch = [(*self.terms.art_key(p), p.scale) for p in placements if p.kind in kinds]
        market = next((p.scale for p in placements if p.zone == MARKET and p.kind == "card"), None)
        cards = getattr(self.art.catalog, "deck", ())  # (a game whose catalog has a deck)
        face = self.terms.faces.get("card")  # a deck card's key, as a placement's data
        keys = [] if market is None or face is None else [face({"card": c}) for c in cards]
        deck = [("card", key, market) for key in keys]
        self._warm = deck + batch  # drawn from the end: the batch's faces first, then the
        # deck's faces at the market's size (a fast-forward turning up cards nobody has
        # seen yet then draws none; faces already drawn cost nothing)
        if self._warm and self.views():
            self._warm_timer.start()

    def _warm_one(self) -> None:
        views = self.views()
        if not self._warm or not views:
            self._warm_timer.stop()
            return
        if not getattr(views[0], "has_painted", True):
            return  # nothing is drawn ahead before the first frame is up
        t = views[0].transform()
        dpr = views[0].viewport().devicePixelRatioF()
        while self._warm:  # one face drawn a tick: those already drawn cost no tick
            kind, key, scale = self._warm.pop()
            zoom = max(0.05, (t.m11() ** 2 + t.m12() ** 2) ** 0.5) * scale
            exact = exact_size(zoom)  # as CardItem.paint copies it
            if not self.art.has_exact(kind, key, face_size(zoom), exact, dpr):
                self.art.exact_pixmap(kind, key, face_size(zoom), exact, dpr)
                return

    # ---- the market tally ----------------------------------------------------------------
    def tally_anchor(self, placements: list[Placement]) -> tuple[float, float] | None:
        """Where the market tally's row starts in a layout (None: no tally, or its face
        counts none)."""
        if not hasattr(self.face, "tally_counts"):
            return None
        return market_anchor(placements, self.terms.market_rows)

    def tally_for(self, placements: list[Placement]) -> list[Placement]:
        """The tally's labels for a layout: what the face counts in it, per resource."""
        anchor = self.tally_anchor(placements)
        if anchor is None:
            return []
        shown, total = self.face.tally_counts(self.art.catalog, placements)
        glyphs = self.face.tally_glyphs(self.art)  # the resources in order
        return tally_placements(anchor, list(glyphs), shown, total, glyphs)

    def update_tally(self) -> None:
        """Count again what the market shows now (cards turn up one at a time)."""
        current = [it.placement for it in self.items_by_key.values()]
        for p in self.tally_for(current):
            item = self.items_by_key.get(p.key)
            if isinstance(item, TallyItem):
                item.update_placement(replace(p, x=item.placement.x, y=item.placement.y))
                item.setToolTip(self._tooltip(p))

    # ---- fast-forward, the last-round summary -------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.focus.shown:  # the pointer is in use: the keyboard's ring goes
            self.focus.show(False)
        if self.player.busy():
            # a click on the table fast-forwards what plays; on a card that stood still
            # it is also the click the player meant (the card is where they saw it)
            still = self._still_item_at(event.scenePos())
            self.player.finish()
            if still is None:
                event.accept()
                return
        seat = self._opponent_at(event.scenePos())
        if seat is not None and event.button() == Qt.MouseButton.LeftButton:
            self.show_summary(seat)
            event.accept()
            return
        super().mousePressEvent(event)

    def _still_item_at(self, point) -> TableItem | None:
        """The clickable item at ``point`` if it already stands where the queue's final
        layout puts it (None: nothing there, or it is still on its way)."""
        final = self.player.final_positions()
        for item in self.items(point):
            p = getattr(item, "placement", None)
            if isinstance(item, TableItem) and p is not None and p.zone:
                return item if final.get(p.key) == (item.pos().x(), item.pos().y()) else None
        return None

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Space and self.player.busy():
            self.player.finish()
            event.accept()
            return
        if event.key() == Qt.Key.Key_L and not event.modifiers():
            self.show_summary(None)
            event.accept()
            return
        if self._focus_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # ---- the keyboard's focus (focus.py) -------------------------------------------------
    ARROWS = {
        Qt.Key.Key_Left: (-1, 0),
        Qt.Key.Key_Right: (1, 0),
        Qt.Key.Key_Up: (0, -1),
        Qt.Key.Key_Down: (0, 1),
    }

    def _focus_key(self, event) -> bool:
        """Arrows move the focus ring, Space acts on its item as a click would, Enter
        presses the focused button, or else asks for the current step's default
        (``confirm_requested``). Tab is the view's
        (``TableView.focusNextPrevChild``). True if the key was used."""
        key = event.key()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if key in self.ARROWS:
            return self.focus.arrow(*self.ARROWS[key])
        if key == Qt.Key.Key_Escape:
            return self.focus.close_preview()  # Esc puts the focused card shown large away
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_Backspace):
            cur = self.focus.current()
            takes = cur is not None and cur.placement.kind in self.terms.takes_back
            if self.focus.shown and takes:
                self.clicked.emit(taken_back(cur.placement))  # one thing back
                return True
            return False
        if key not in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        if event.isAutoRepeat():
            return True  # a held key acts once
        if key == Qt.Key.Key_Space:
            return self.focus.activate()
        cur = self.focus.current()
        if self.focus.shown and cur is not None and cur.placement.kind == CONTROL:
            return self.focus.activate()  # Enter on a button presses that button
        self.confirm_requested.emit()
        return True

    def keyboard_hover(self, p: Placement | None) -> None:
        """The focused card large, as a hover shows it (None: put it away)."""
        self._hover(p)

    def _bottom_seat(self) -> int | None:
        return self.terms.bottom_seat(self.items_by_key)

    def _opponent_at(self, point) -> int | None:
        """The seat whose name label is at ``point`` (not the bottom seat's)."""
        for item in self.items(point):
            p = getattr(item, "placement", None)
            if p is not None and p.key[:2] == ("label", "player"):
                return p.seat if p.seat != self._bottom_seat() else None
        return None

    def show_summary(self, seat: int | None) -> None:
        """The last round of every opponent (``seat``'s first), in a small window."""
        names = {
            it.placement.seat: str(it.placement.data["text"][1])
            for k, it in self.items_by_key.items()
            if k[:2] == ("label", "player")
        }
        bottom = self._bottom_seat()
        seats = sorted(s for s in names if s is not None and s != bottom)
        if not seats or not hasattr(self.face, "SummaryWindow"):
            return  # (a game whose face has no last-round summary)
        if seat in seats:
            seats.remove(seat)
            seats.insert(0, seat)
        views = self.views()
        parent = views[0].window() if views else None
        if self.summary is not None and shiboken6.isValid(self.summary):
            self.summary.close()
        self.summary = self.face.SummaryWindow(
            self.art.catalog, self.player.seen(), names, seats, parent
        )
        self.summary.show()

    def _tooltip(self, p: Placement) -> str:
        if p.kind == "card":
            return self.art.card_text(p.data["card"])
        if p.kind == "label":
            return self.face.label_tip(p.data["text"], p.seat != self._bottom_seat())
        if p.kind in (CONTROL, INPUT_SLOT):
            return p.data.get("tip", "")
        if p.kind == "tally":
            return self.face.tally_tip(self.art.catalog, p.data)
        return self.face.Speech(self).tooltip(p)  # the game's other items, in words

    def keys_in_zone(self, zone: str, seat: int | None = None) -> list[tuple]:
        return [
            k
            for k, it in self.items_by_key.items()
            if it.placement.zone == zone and (seat is None or it.placement.seat == seat)
        ]
