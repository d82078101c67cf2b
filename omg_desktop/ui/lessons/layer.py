"""The coach on the table: rings around what a step points at, and a speech bubble.

A :class:`CoachRing` is drawn around each thing the step names (one card, or the
whole of an area such as the hand or a market row), where the layout puts it (the
items' placements, so a ring waits where a card is about to land). The
:class:`CoachBubble` holds the coach's words beside the first ring, never over any
ring, a button or the player's own cards when the table has room elsewhere
(:func:`bubble_spot`), with a pointer to the ring. Neither takes a click: the table
under them plays as ever. The bubble keeps its size in pixels whatever the zoom.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..table.controls import CONTROL
from ..table.items import CardItem, LabelItem, SlotItem
from ..table.layout import CARD_H, CARD_W, Placement
from ..table.overlay import CaptionItem
from ..table.rects import Rect, grown, overlap
from ..table.terms import TableTerms

RING = QColor(255, 112, 67)  # the coach's colour: not the glow (amber), not a selection (blue)
RING_DARK = QColor(40, 10, 0)
RING_W = 7.0  # scene units
RING_GAP = 5.0
RING_Z = 7900.0  # over the cards, under the table's buttons, the keyboard's ring, a preview
BUBBLE_Z = 8600.0
BUBBLE_W = 330.0  # pixels: the widest a bubble gets
BUBBLE_PAD = 12.0
POINTER = 14.0  # pixels: how far the pointer reaches out of the bubble
MARGIN = 10.0  # pixels between the bubble and what it points at, or the table's edge
FONT = ("DejaVu Sans", 11)
#: The frame's kinds of item drawn card-sized in any game (a back, an empty slot),
#: beside the kinds of face the game's art draws (its table terms' ``faces``).
CARD_SIZED = ("back", "slot")
#: How much the words on the table weigh against a card (the bubble avoids covering
#: the game's kinds to read, :attr:`~omg_desktop.ui.table.terms.TableTerms.read_kinds`,
#: and these, words most).
WORD_WEIGHTS = {"tally": 2, "label": 4}


def card_kinds(terms: TableTerms) -> tuple[str, ...]:
    """Kinds of item whose visible body is a card (the rest: their bounding rectangle)."""
    return (*terms.faces, *CARD_SIZED)


def read_weights(terms: TableTerms) -> dict[str, int]:
    """What the bubble avoids covering, and how much each kind weighs (words most)."""
    return {**dict.fromkeys((*terms.read_kinds, *CARD_SIZED), 1), **WORD_WEIGHTS}


def placement_rect(p: Placement, item=None, cards: Collection[str] = ("card",)) -> Rect:
    """Where ``p`` is drawn, in scene units (a card's face, a button's box …; a piece
    turned by its ``angle``, as a route's space on a map: the box around it turned);
    ``cards``: the kinds drawn as a card (:func:`card_kinds`)."""
    box = _upright_rect(p, item, cards)
    angle = p.data.get("angle", 0.0)
    return _turned(box, p.x, p.y, angle) if angle else box


def _turned(box: Rect, ox: float, oy: float, angle: float) -> Rect:
    """The upright box around ``box`` turned by ``angle`` degrees about ``(ox, oy)`` (the
    item's position, its turning point), clockwise on screen as Qt turns an item."""
    x, y, w, h = box
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    xs = [ox + (cx - ox) * c - (cy - oy) * s for cx, cy in corners]
    ys = [oy + (cx - ox) * s + (cy - oy) * c for cx, cy in corners]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def _upright_rect(p: Placement, item, cards: Collection[str]) -> Rect:
    if p.kind in cards or p.kind in CARD_SIZED or isinstance(item, CardItem | SlotItem):
        w, h = CARD_W, CARD_H
    elif isinstance(item, LabelItem) and shiboken6.isValid(item):  # its words, not its line
        box = item.text_rect()
        words = QFontMetricsF(item.fitted_font()).horizontalAdvance(item.text()) + 8
        return p.x, p.y, min(box.width(), words) * p.scale, box.height() * p.scale
    elif item is not None and shiboken6.isValid(item):
        r = item.boundingRect()
        return (
            p.x + r.x() * p.scale,
            p.y + r.y() * p.scale,
            r.width() * p.scale,
            r.height() * p.scale,
        )
    else:
        w, h = CARD_W * 0.6, CARD_H * 0.3
    return p.x, p.y, w * p.scale, h * p.scale


def union(rects: Iterable[Rect]) -> Rect | None:
    rects = list(rects)
    if not rects:
        return None
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return x0, y0, x1 - x0, y1 - y0


#: How wide the leader line counts when it crosses what the bubble avoids (scene units:
#: its length over a card times this is weighed like the area a bubble covers).
LEADER_W = 12.0


def leader_tip(spot: tuple[float, float], size: tuple[float, float], anchor: Rect):
    """Where a bubble at ``spot`` points on ``anchor``: the point of it nearest the
    bubble, or the middle of the side the bubble faces (scene units)."""
    x, y = spot
    w, h = size
    ax, ay, aw, ah = anchor
    tx = min(max(x, ax), ax + aw)
    ty = min(max(y, ay), ay + ah)
    if x <= ax + aw and x + w >= ax:  # above or below: aim at the middle
        tx = min(max(ax + aw / 2, x), x + w)
    if y <= ay + ah and y + h >= ay:
        ty = min(max(ay + ah / 2, y), y + h)
    return tx, ty


def _inside(p0: tuple[float, float], p1: tuple[float, float], r: Rect) -> float:
    """How long the segment ``p0``–``p1`` runs inside ``r`` (clipped, Liang–Barsky)."""
    dx, dy = p1[0] - p0[0], p1[1] - p0[1]
    t0, t1 = 0.0, 1.0
    for p, q in (
        (-dx, p0[0] - r[0]),
        (dx, r[0] + r[2] - p0[0]),
        (-dy, p0[1] - r[1]),
        (dy, r[1] + r[3] - p0[1]),
    ):
        if p == 0:
            if q < 0:
                return 0.0
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 >= t1:
            return 0.0
    return (t1 - t0) * (dx * dx + dy * dy) ** 0.5


def leader_crossing(
    spot: tuple[float, float], size: tuple[float, float], anchor: Rect, avoid: list[Rect]
) -> float:
    """How much of ``avoid`` the leader line from a bubble at ``spot`` to ``anchor``
    crosses (its length inside each, times :data:`LEADER_W`); the cards under the
    anchor itself do not count (the line ends on them)."""
    tip = leader_tip(spot, size, anchor)
    x, y = spot
    w, h = size
    start = (min(max(tip[0], x), x + w), min(max(tip[1], y), y + h))
    if abs(start[0] - tip[0]) + abs(start[1] - tip[1]) < 1.0:
        return 0.0
    core = overlap(anchor, anchor)
    total = 0.0
    for r in avoid:
        if core and overlap(r, anchor) >= 0.5 * min(core, r[2] * r[3]):
            continue  # (what the line points at)
        total += _inside(start, tip, r)
    return total * LEADER_W


def bubble_spot(
    size: tuple[float, float],
    anchor: Rect,
    table: Rect,
    keep_clear: list[Rect],
    avoid: list[Rect],
    margin: float,
) -> tuple[float, float]:
    """Where a bubble of ``size`` (scene units) goes beside ``anchor``: above, below,
    right or left of it (nearest first, then a little farther, then slid sideways),
    kept inside ``table``; the first place that covers none of ``keep_clear`` (the
    rings, the buttons) and none of ``avoid`` (the cards and words of the table), its
    leader line to ``anchor`` crossing none of them either; else the place that covers
    least (the leader line's crossings counted too, :func:`leader_crossing`),
    ``keep_clear`` weighing far more, nearer places breaking ties. Pure geometry, so it
    is tested without a window."""
    w, h = size
    ax, ay, aw, ah = anchor
    tx, ty, tw, th = table
    cx, cy = ax + aw / 2, ay + ah / 2
    spots: list[tuple[float, float]] = []
    for far in (0.0, 0.5, 1.0, 1.6):
        for slide in (0.0, -0.5, 0.5, -1.0, 1.0):
            spots += [
                (cx - w / 2 + slide * w, ay - margin - h - far * h),  # above
                (cx - w / 2 + slide * w, ay + ah + margin + far * h),  # below
                (ax + aw + margin + far * w * 0.5, cy - h / 2 + slide * h),  # right
                (ax - margin - w - far * w * 0.5, cy - h / 2 + slide * h),  # left
            ]
    best: tuple[float, float] | None = None
    best_cost = 0.0

    def cost_at(x: float, y: float, best_cost: float | None) -> tuple[float, bool]:
        """The place's cost, and whether it covers nothing at all; the leader line (the
        dearer part to follow) only while the place can still beat ``best_cost``."""
        box = (x, y, w, h)
        clash = sum(overlap(box, grown(r, margin / 2)) for r in keep_clear)
        covers = sum(overlap(box, r) for r in avoid)
        away = abs(x + w / 2 - cx) + abs(y + h / 2 - cy)
        if (clash or covers) and best_cost is not None:
            floor = clash * 1000 + covers + away * 0.01
            if floor >= best_cost:
                return floor, False  # cannot beat it: the line would only add
        covers += leader_crossing((x, y), size, anchor, avoid)
        return clash * 1000 + covers + away * 0.01, clash == 0 and covers == 0

    for x, y in spots:
        x = min(max(x, tx + margin), tx + tw - margin - w)
        y = min(max(y, ty + margin), ty + th - margin - h)
        cost, free = cost_at(x, y, best_cost if best is not None else None)
        if free:
            return x, y
        if best is None or cost < best_cost:
            best, best_cost = (x, y), cost
    assert best is not None
    return _grid_spot(cost_at, (w, h), table, margin, best, best_cost)


def _grid_spot(cost_at, size, table: Rect, margin: float, best, best_cost):
    """The place on a grid over the table that covers least (nearer breaking ties), when
    every place beside what the bubble points at covered something; farther off, the
    leader line joins them. ``best``: the best place beside it, kept unless beaten."""
    w, h = size
    tx, ty, tw, th = table
    step = max(20.0, min(tw, th) / 12)
    y = ty + margin
    while y + h <= ty + th - margin:
        x = tx + margin
        while x + w <= tx + tw - margin:
            cost, _ = cost_at(x, y, best_cost)
            if cost < best_cost:
                best, best_cost = (x, y), cost
            x += step
        y += step
    return best


class CoachRing(QGraphicsObject):
    """A thick ring in the coach's colour around one rectangle of the table."""

    def __init__(self, rect: Rect) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(RING_Z)
        self.rect = rect

    def set_rect(self, rect: Rect) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
            self.update()

    def _body(self) -> QRectF:
        x, y, w, h = self.rect
        g = RING_GAP + RING_W / 2
        return QRectF(x - g, y - g, w + 2 * g, h + 2 * g)

    def boundingRect(self) -> QRectF:  # noqa: N802
        m = RING_W * 1.5
        return self._body().adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        body = self._body()
        painter.setPen(QPen(RING_DARK, RING_W * 1.8))
        painter.drawRoundedRect(body, 12, 12)
        painter.setPen(QPen(RING, RING_W))
        painter.drawRoundedRect(body, 12, 12)


class CoachBubble(QGraphicsObject):
    """The coach's words in a box with a pointer; its size is in pixels (it ignores the
    view's scale), its position in scene units."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(BUBBLE_Z)
        self.font = QFont(*FONT)
        self.text = ""
        self.kind = "say"  # say | wrong (a kind sentence after another action)
        self.tip: QPointF | None = None  # where the pointer points, in the bubble's pixels
        self._box = QRectF(0, 0, BUBBLE_W, 40)

    def set_text(self, text: str, kind: str = "say") -> None:
        self.prepareGeometryChange()
        self.text, self.kind = text, kind
        metrics = QFontMetricsF(self.font)
        flags = int(Qt.TextFlag.TextWordWrap)
        inner = BUBBLE_W - 2 * BUBBLE_PAD
        natural = metrics.horizontalAdvance(text)
        width = min(inner, natural + 2)
        used = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, text)
        self._box = QRectF(0, 0, width + 2 * BUBBLE_PAD, used.height() + 2 * BUBBLE_PAD)
        self.update()

    def size_px(self) -> tuple[float, float]:
        return self._box.width(), self._box.height()

    def point_at(self, tip: QPointF | None) -> None:
        self.prepareGeometryChange()
        self.tip = tip
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self._box
        if self.tip is not None:
            r = r.united(QRectF(self.tip, self.tip).adjusted(-2, -2, 2, 2))
        return r.adjusted(-3, -3, 3, 3)

    def _pointer(self) -> QPolygonF | None:
        """A triangle from the box's nearest edge towards the tip (None: no tip, or the
        tip is inside the box)."""
        tip, box = self.tip, self._box
        if tip is None or box.contains(tip):
            return None
        c = box.center()
        x = min(max(tip.x(), box.left() + 16), box.right() - 16)
        y = min(max(tip.y(), box.top() + 16), box.bottom() - 16)
        if tip.y() < box.top() or tip.y() > box.bottom():
            edge = box.top() if tip.y() < box.top() else box.bottom()
            base = (QPointF(x - 9, edge), QPointF(x + 9, edge))
            reach = -POINTER if tip.y() < box.top() else POINTER
            end = QPointF(x + (tip.x() - x) * 0.15, edge + reach)
        else:
            edge = box.left() if tip.x() < c.x() else box.right()
            base = (QPointF(edge, y - 9), QPointF(edge, y + 9))
            reach = -POINTER if tip.x() < c.x() else POINTER
            end = QPointF(edge + reach, y + (tip.y() - y) * 0.15)
        return QPolygonF([base[0], end, base[1]])

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(255, 250, 238) if self.kind == "say" else QColor(255, 222, 190)
        path = QPainterPath()
        path.addRoundedRect(self._box, 10, 10)
        pointer = self._pointer()
        if pointer is not None:
            tri = QPainterPath()
            tri.addPolygon(pointer)
            tri.closeSubpath()
            path = path.united(tri)
            end = pointer[1]  # type: ignore[index]  # (a QPolygonF is a list of points)
            tip = self.tip
            if tip is not None and abs(tip.x() - end.x()) + abs(tip.y() - end.y()) > 6:
                lead = QPen(RING, 3)  # a leader line on to what the bubble is about
                lead.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(lead)
                painter.drawLine(end, tip)
                painter.setBrush(RING)
                painter.drawEllipse(tip, 4, 4)
        painter.setPen(QPen(RING, 3))
        painter.setBrush(fill)
        painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(QColor(30, 24, 16))
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        inner = self._box.adjusted(BUBBLE_PAD, BUBBLE_PAD, -BUBBLE_PAD, -BUBBLE_PAD)
        painter.drawText(inner, flags, self.text)


class CoachLayer:
    """The rings and the bubble of the current step on one table (scene and view)."""

    def __init__(self, scene, view) -> None:
        self.scene = scene
        self.view = view
        self.rings: list[CoachRing] = []
        self.bubble: CoachBubble | None = None
        self.groups: list[list[tuple]] = []  # each ring's keys (several: an area)
        self.text = ""
        self.kind = "say"

    @property
    def cards(self) -> tuple[str, ...]:
        """The kinds of item the table draws as a card (its game's faces among them)."""
        return card_kinds(self.scene.terms)

    def show(self, groups: list[list[tuple]], text: str, kind: str = "say") -> None:
        """Point at ``groups`` (each a list of the scene's item keys) and say ``text``."""
        self.groups, self.text, self.kind = groups, text, kind
        self.refresh()

    def clear(self) -> None:
        self.groups, self.text = [], ""
        self.refresh()

    def _alive(self, item) -> bool:
        return item is not None and shiboken6.isValid(item) and item.scene() is self.scene

    def group_rects(self) -> list[tuple[Rect, float]]:
        """The rectangle of each group the table shows now, with the height (z) of its
        highest item (a group whose items are not on the table has none)."""
        out = []
        for keys in self.groups:
            rects, z = [], 0.0
            for k in keys:
                item = self.scene.items_by_key.get(k)
                if item is not None and shiboken6.isValid(item) and item.isVisible():
                    rects.append(placement_rect(item.placement, item, self.cards))
                    z = max(z, item.placement.z)
            found = union(rects)
            if found is not None:
                out.append((found, z))
        return out

    def refresh(self) -> None:
        """Place the rings and the bubble where the table's items are now. A ring lies
        just above its items: a card lying over them (a fanned hand, a cascade of
        assistants) hides it where it hides them, so the ring marks what is seen."""
        placed = self.group_rects()
        rects = [r for r, _z in placed]
        self.rings = [r for r in self.rings if self._alive(r)]
        while len(self.rings) > len(rects):
            self.scene.removeItem(self.rings.pop())
        for i, (rect, z) in enumerate(placed):
            if i < len(self.rings):
                self.rings[i].set_rect(rect)
            else:
                ring = CoachRing(rect)
                self.scene.addItem(ring)
                self.rings.append(ring)
            crossed = self.labels_crossed(rect, i)
            if crossed:  # under those words, so they stay readable over the ring's line
                self.rings[i].setZValue(min(z for _r, z in crossed) - 0.25)
            else:
                self.rings[i].setZValue(min(RING_Z, z + 0.5))
        self._place_bubble(rects)
        self._clear_captions(rects)

    def _clear_captions(self, rects: list[Rect]) -> None:
        """A sentence or a phase banner of the table's last moves that lies over a ring or
        the bubble goes now: the step's words come after those moves, and the banner hid
        what the step points at (the market's tally under "Phase II …")."""
        areas = [grown(r, RING_GAP + RING_W) for r in rects]
        bubble = self.bubble_rect()
        if bubble is not None:
            areas.append(bubble)
        for item in self.scene.items():
            if not isinstance(item, CaptionItem) or not item.isVisible():
                continue
            box = item.sceneBoundingRect()
            rect = (box.x(), box.y(), box.width(), box.height())
            if any(overlap(rect, area) for area in areas):
                item.hide()

    def labels_crossed(self, rect: Rect, group: int) -> list[tuple[Rect, float]]:
        """The words of the table's labels (a player's line, the table's title, a row's
        name …) that a ring around ``rect`` would run across, with their height (z): a
        player's line sits just above their buildings, and a newcomer found it struck
        through by the ring around them. A label of the ring's own group is not crossed."""
        own = set(self.groups[group]) if group < len(self.groups) else set()
        outer = grown(rect, RING_GAP + RING_W * 1.9)
        inner = grown(rect, RING_GAP - RING_W * 0.9)
        out = []
        for key, item in self.scene.items_by_key.items():
            if key[0] != "label" or key in own or not shiboken6.isValid(item):
                continue
            if not item.isVisible():
                continue
            words = placement_rect(item.placement, item, self.cards)
            inside = overlap(words, inner) == words[2] * words[3]
            if overlap(words, outer) and not inside:
                out.append((words, item.placement.z))
        return out

    def _place_bubble(self, rects: list[Rect]) -> None:
        """The bubble where :func:`bubble_spot` says, pointing at the first ring. A bubble
        that changes is replaced by a new item (the old one's pixels, pointer and leader
        line included, go with it: an item that ignores the view's scale is not always
        repainted where it was)."""
        if not self.text:
            self._drop_bubble()
            return
        bubble = CoachBubble()
        bubble.set_text(self.text, self.kind)
        scale = max(0.05, self.view.scale_factor())
        w_px, h_px = bubble.size_px()
        size = (w_px / scale, h_px / scale)
        table = self._visible_rect()
        margin = (MARGIN + POINTER) / scale
        if rects:
            anchor = rects[0]
        else:  # nothing to point at: the middle of the table
            anchor = (table[0] + table[2] / 2, table[1] + table[3] * 0.42, 0.0, 0.0)
        keep_clear = [grown(r, RING_GAP + RING_W) for r in rects] + self._controls()
        x, y = bubble_spot(size, anchor, table, keep_clear, self._to_read(), margin)
        tip = None
        if rects:
            tx, ty = leader_tip((x, y), size, anchor)
            tip = QPointF((tx - x) * scale, (ty - y) * scale)
        old = self.bubble
        if (
            old is not None
            and self._alive(old)
            and (old.text, old.kind, old.tip) == (self.text, self.kind, tip)
            and (old.x(), old.y()) == (x, y)
        ):
            return
        self._drop_bubble()
        bubble.point_at(tip)
        bubble.setPos(x, y)
        self.scene.addItem(bubble)
        self.bubble = bubble

    def _drop_bubble(self) -> None:
        if self._alive(self.bubble):
            self.scene.removeItem(self.bubble)
        self.bubble = None

    def bubble_rect(self) -> Rect | None:
        """Where the bubble is, in scene units (None: no bubble)."""
        bubble = self.bubble
        if bubble is None or not self._alive(bubble):
            return None
        scale = max(0.05, self.view.scale_factor())
        w, h = bubble.size_px()
        return bubble.x(), bubble.y(), w / scale, h / scale

    def _visible_rect(self) -> Rect:
        """The part of the scene the view shows (all of it unless zoomed in)."""
        shown = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        scene = self.scene.sceneRect()
        r = shown.intersected(scene)
        if r.isEmpty():
            r = scene
        return r.x(), r.y(), r.width(), r.height()

    def _controls(self) -> list[Rect]:
        return [
            placement_rect(it.placement, it, self.cards)
            for k, it in self.scene.items_by_key.items()
            if k and k[0] == CONTROL and shiboken6.isValid(it)
        ]

    def _to_read(self) -> list[Rect]:
        """What the bubble should not cover if it can help it: the cards and the words on
        the table, words more than pictures, the player's own more than the rest (a
        rectangle listed twice counts twice)."""
        bottom, own = self.scene._bottom_seat(), self.scene.terms.own_zones
        weights = read_weights(self.scene.terms)
        out = []
        for it in self.scene.items_by_key.values():
            if not shiboken6.isValid(it) or not it.isVisible():
                continue
            p = it.placement
            if p.kind not in weights:
                continue
            rect = placement_rect(p, it, self.cards)
            weight = weights[p.kind]
            if p.seat == bottom and (p.zone in own or p.kind == "label"):
                weight *= 2
            out += [rect] * weight
        return out
