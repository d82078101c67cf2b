"""The keyboard's focus on the table: which items a key can reach, and the ring on one.

The focusable items are those a click would act on now, derived from what the
scene shows (no page needs to say more): the table's enabled buttons (controls),
every item the current decision marks (glow, selection, dimmed), and — while a
decision marks anything — what the game's table terms say the keys reach (its
``reach``: the bottom seat's own hand, and Oh My Goods!'s buildings, worker, planned
card...). Their order is the buttons first, then reading order (rows top to bottom,
left to right); then what is reached only to be read (``read_zones``, ``read_kinds``).

:class:`TableFocus` keeps the focused item's key across layouts, moves it (Tab
order or spatially with the arrows) and shows a :class:`FocusRing` on it: a thick
dashed ring, black under white, outside the item — distinct from the glow and
readable on any background and without colour.
"""

from __future__ import annotations

import contextlib

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from .controls import CONTROL
from .items import CardItem, SlotItem, TableItem, grown
from .layout import CARD_H, CARD_W, HAND
from .terms import TableTerms

BLACK, WHITE = QColor(0, 0, 0), QColor(255, 255, 255)
RING_GAP = 9.0  # scene units between the item and the ring (outside the glow)
RING_W = 6.0  # the ring's width
RAISE = 600.0  # a focused hand card is lifted above its neighbours in the fan
RING_Z = 8500.0  # the ring is over every card and button (under the large preview)
#: An arrow passes over items less than this share of the focused item's size ahead.
AHEAD_MIN = 0.25
#: How much an arrow's cost weighs going off its line, against going along it; items
#: drawn as polygons (a hex grid's, whose neighbours above and below lie 60° off the
#: line) weigh it less, so Up goes to the hex next to it, not to the one two rows up.
ASIDE = 2.5
ASIDE_POLYGON = 1.0


class FocusRing(QGraphicsObject):
    """The ring around the focused item: over everything else on the table, it follows
    the item as it moves, scales and turns (it copies the item's scene transform)."""

    def __init__(self, target: TableItem) -> None:
        super().__init__()
        self.target = target
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(RING_Z)
        for signal in self._signals():
            signal.connect(self.follow)
        self.follow()

    def _signals(self):
        t = self.target
        return (t.xChanged, t.yChanged, t.scaleChanged, t.rotationChanged)

    def release(self) -> None:
        """Stop following (the ring is about to go)."""
        if shiboken6.isValid(self.target):
            for signal in self._signals():
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(self.follow)

    def follow(self) -> None:
        if shiboken6.isValid(self.target):
            self.prepareGeometryChange()
            self.setTransform(self.target.sceneTransform())

    def body(self) -> QRectF:
        """The item's visible rectangle (a card's face, a button's box), in its units."""
        t = self.target
        if not shiboken6.isValid(t):
            return QRectF()
        if isinstance(t, (CardItem, SlotItem)):
            return QRectF(0, 0, CARD_W, CARD_H)
        return t.boundingRect()

    def _unit(self) -> float:
        """Scene units per item unit, so the ring is as wide on a small card as on a big one."""
        t = self.target
        return 1.0 / max(0.25, t.scale()) if shiboken6.isValid(t) else 1.0

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = (RING_GAP + 2 * RING_W) * self._unit()
        return self.body().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self._unit()
        w = RING_W * u
        g = RING_GAP * u + w / 2
        rect = self.body().adjusted(-g, -g, g, g)
        t = self.target
        polygon = t.outline() if shiboken6.isValid(t) and isinstance(t, CardItem) else None
        path = QPainterPath()
        if polygon is not None:  # a hex: the ring is a hexagon around it
            path.addPolygon(grown(polygon, g))
            path.closeSubpath()
        else:
            path.addRoundedRect(rect, 14 * u, 14 * u)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        under = QPen(BLACK, w * 1.7)
        under.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(under)
        painter.drawPath(path)
        dashes = QPen(WHITE, w)
        dashes.setStyle(Qt.PenStyle.DashLine)
        dashes.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(dashes)
        painter.drawPath(path)


def actionable(
    items: list[TableItem], bottom: int | None, terms: TableTerms | None = None
) -> list[TableItem]:
    """The items a key can reach, in focus order (see the module's text)."""
    terms = terms if terms is not None else TableTerms()
    items = [it for it in items if isinstance(it, TableItem)]  # not the tally's labels
    decision = any(it.highlighted or it.selected_mark or it.dimmed for it in items)
    controls: list[TableItem] = []
    rest: list[TableItem] = []
    reading: list[TableItem] = []  # reached to be read (shown large): after the rest
    seen: set[tuple] = set()
    for it in items:
        p = it.placement
        if not p.zone or not it.isVisible():
            continue
        if p.kind == CONTROL:
            if p.data.get("enabled", True):
                controls.append(it)
            continue
        marked = it.highlighted or it.selected_mark or it.dimmed
        own = decision and terms.reaches(p, bottom)
        if (marked or own) and p.key not in seen:
            seen.add(p.key)
            rest.append(it)
        elif p.kind in terms.read_kinds and p.zone in terms.read_zones and p.key not in seen:
            seen.add(p.key)
            reading.append(it)
    return controls + reading_order(rest) + reading_order(reading)


def first_to_act(items: list[TableItem]) -> list[TableItem]:
    """``items`` (in focus order) with the first card the decision glows first: where the
    ring goes when a step has no default button (not on a button that skips it)."""
    glowing = [it for it in items if it.placement.kind != CONTROL and it.highlighted]
    return glowing[:1] + [it for it in items if it not in glowing[:1]]


def _centre(it: TableItem) -> tuple[float, float]:
    c = it.sceneBoundingRect().center()
    return c.x(), c.y()


def _final_centre(it: TableItem) -> tuple[float, float]:
    """Where the item's centre will be once settled (its placement, not the animation)."""
    r = it.boundingRect()
    s = it.placement.scale
    return it.placement.x + r.center().x() * s, it.placement.y + r.center().y() * s


def reading_order(items: list[TableItem]) -> list[TableItem]:
    """Rows top to bottom (an item joins a row when its middle is within half a height
    of the row's first), each left to right."""
    rows: list[list[TableItem]] = []
    for it in sorted(items, key=lambda i: _final_centre(i)[1]):
        y = _final_centre(it)[1]
        half = CARD_H * it.placement.scale / 2
        if rows and abs(_final_centre(rows[-1][0])[1] - y) < half:
            rows[-1].append(it)
        else:
            rows.append([it])
    return [it for row in rows for it in sorted(row, key=lambda i: _final_centre(i)[0])]


def nearest(
    items: list[TableItem], current: TableItem, dx: int, dy: int, aside_weight: float = ASIDE
) -> TableItem | None:
    """The item nearest ``current`` in the direction (dx, dy) (one of them 0). An item
    less than a quarter of ``current``'s size that way lies beside it, not ahead (a
    fanned hand's neighbour a few units higher is not "up"); ``aside_weight``: how much
    going off the line costs."""
    cx, cy = _final_centre(current)
    r = current.boundingRect()
    least = max(1.0, AHEAD_MIN * current.placement.scale * (r.width() if dx else r.height()))
    best: tuple[float, TableItem] | None = None
    for it in items:
        if it is current:
            continue
        x, y = _final_centre(it)
        ahead = (x - cx) * dx + (y - cy) * dy  # how far along the direction
        aside = abs((x - cx) * dy) + abs((y - cy) * dx)  # how far off it
        if ahead <= least:
            continue
        cost = ahead + aside_weight * aside
        if best is None or cost < best[0]:
            best = (cost, it)
    return best[1] if best is not None else None


class TableFocus:
    """The focused item (by key) of a scene, and whether its ring is shown."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.key: tuple | None = None
        self.shown = False  # the ring is shown (the keyboard is in use on a focused table)
        self._ring: FocusRing | None = None
        self._lifted: TableItem | None = None
        self._previewed = False  # the focused card is shown large (as a hover does)
        self._stand_in = False  # the ring sits where it fell when its item went
        self.step: str | None = None  # the decision (the panel's page) the items are of
        self.moved: list = []  # called after the ring is shown, moved or put away

    @property
    def ring(self) -> FocusRing | None:
        """The ring on the table now (None: not shown)."""
        ring = self._ring
        return ring if ring is not None and shiboken6.isValid(ring) and ring.scene() else None

    # ---- what can be reached ------------------------------------------------------------
    def items(self) -> list[TableItem]:
        scene = self.scene
        return actionable(list(scene.items_by_key.values()), scene._bottom_seat(), scene.terms)

    def current(self) -> TableItem | None:
        """The focused item, if it is still one a key can reach."""
        if self.key is None:
            return None
        it = self.scene.items_by_key.get(self.key)
        return it if it is not None and it in self.items() else None

    # ---- moving ---------------------------------------------------------------------------
    def enter(self, first: bool) -> None:
        """The table got the focus by Tab (``first``) or Shift+Tab: the first or last item."""
        self._stand_in = False
        items = self.items()
        self.key = (items[0] if first else items[-1]).placement.key if items else None
        self.show(True)

    def tab(self, forward: bool) -> bool:
        """Tab on the table: show the ring, or move it; False when it leaves the last
        (first) item, so the focus goes on to the panel."""
        self._stand_in = False
        items = self.items()
        if not items:
            self.show(False)
            return False
        cur = self.current()
        if not self.shown:
            if cur is None:
                self.key = (items[0] if forward else items[-1]).placement.key
            self.show(True)
            return True
        if cur is None:
            self.key = items[0].placement.key
            self._update()
            return True
        i = items.index(cur) + (1 if forward else -1)
        if not 0 <= i < len(items):
            self.show(False)
            return False
        self.key = items[i].placement.key
        self._update()
        return True

    def arrow(self, dx: int, dy: int) -> bool:
        """An arrow key: the nearest item that way (the first one if none has the focus)."""
        self._stand_in = False
        items = self.items()
        if not items:
            return False
        cur = self.current()
        player = getattr(self.scene, "player", None)
        playing = player is not None and player.busy()
        if self.shown and playing and self._held() is not None:
            return True  # the table plays a move: the ring waits on its piece for the step
        if cur is None or not self.shown:
            self.key = (cur or items[0]).placement.key
        else:
            polygon = cur.placement.kind in self.scene.terms.outlines
            target = nearest(items, cur, dx, dy, ASIDE_POLYGON if polygon else ASIDE)
            if target is not None:
                self.key = target.placement.key
        self.show(True)
        return True

    def activate(self) -> bool:
        """Space: the focused item acts as a click would (False: no ring, nothing done)."""
        cur = self.current()
        if cur is None or not self.shown:
            if self.items():
                self.arrow(0, 0)  # the first Space shows where the focus is
                return True
            return False
        cur.activate()
        return True

    # ---- the ring ---------------------------------------------------------------------------
    def show(self, on: bool) -> None:
        self.shown = on
        self._update()

    def refresh(self, step: str | None = None) -> None:
        """After a new layout: the ring on the same item (a new one if that one is gone);
        its large preview goes (the next key shows it again), so none outlives its step.
        Another ``step`` (the panel's page): the ring goes to the step's default, as the
        item it was on may be another action of the same name now (a playtest: "Done
        with chains" became "Done: end my turn", and Enter ended the turn unbuilt)."""
        if step is not None and step != self.step:
            self.step = step
            if self.shown:
                self._stand_in = True
            else:
                self.key = None  # the next key starts afresh
        if self._previewed:
            self.scene.keyboard_hover(None)
            self._previewed = False
        if self.shown:
            self._update(preview=False)

    def _update(self, preview: bool = True) -> None:
        self._place_ring(preview)
        for told in list(self.moved):
            told()

    def _held(self) -> TableItem | None:
        """The piece the ring was on while no step asks anything (the table plays the
        move just made: nothing is marked): the ring stays there, not on a card far
        away, until the next step marks its pieces (a playtest: after Space built on a
        hex, the next arrow went to the cards and opened one large over the board)."""
        if self.key is None or self.current() is not None:
            return None
        item = self.scene.items_by_key.get(self.key)
        if item is None or not isinstance(item, TableItem) or not item.isVisible():
            return None
        scene_items = [it for it in self.scene.items_by_key.values() if isinstance(it, TableItem)]
        if any(it.highlighted or it.selected_mark or it.dimmed for it in scene_items):
            return None
        return item

    def close_preview(self) -> bool:
        """Esc: the focused card shown large goes (False: none was shown)."""
        if not self._previewed:
            return False
        self.scene.keyboard_hover(None)
        self._previewed = False
        return True

    def _place_ring(self, preview: bool = True) -> None:
        cur = self.current()
        held = self._held() if self.shown else None
        if held is not None:
            cur, preview = held, False
            self._stand_in = True
        elif self.shown and (cur is None or self._stand_in):
            # the focused item went: the step's default next, or a stand-in until the
            # step shows one (while the table plays the moves before it)
            items = self.items()
            default = [it for it in items if it.placement.data.get("default")]
            stale = cur is not None and not (cur.highlighted or cur.selected_mark)
            if cur is None or default or stale:  # (a new step leaves no ring on a dead piece)
                cur = (default or first_to_act(items) or [None])[0]
                self._stand_in = not default
            self.key = cur.placement.key if cur is not None else self.key
        target = cur if self.shown else None
        ring = self._ring
        if ring is not None and (not shiboken6.isValid(ring) or ring.target is not target):
            if shiboken6.isValid(ring):
                ring.release()
                if ring.scene() is not None:
                    ring.scene().removeItem(ring)
            self._ring = None
        lifted = self._lifted
        if lifted is not None and lifted is not target:
            if shiboken6.isValid(lifted):
                lifted.setZValue(lifted.placement.z)
            self._lifted = None
        if target is None:
            if self._previewed:
                self.scene.keyboard_hover(None)
                self._previewed = False
            return
        if self._ring is None:
            self._ring = FocusRing(target)
            self.scene.addItem(self._ring)
        else:
            self._ring.follow()
        if target.placement.zone == HAND:
            target.setZValue(target.placement.z + RAISE)
            self._lifted = target
        self._ring.update()
        if not preview or self._large_already(target):  # none over the player's own cards
            if self._previewed:
                self.scene.keyboard_hover(None)
                self._previewed = False
            return
        self.scene.keyboard_hover(target.placement)
        self._previewed = True

    def _large_already(self, target: TableItem) -> bool:
        """Whether the focused item is one of the bottom seat's own cards or a button,
        drawn large enough to read where it lies."""
        p = target.placement
        own = p.seat == self.scene._bottom_seat() and p.zone in self.scene.terms.own_zones
        return own or p.kind == CONTROL
