"""Graphics items of the table: cards, goods, labels, slots.

Items are ``QGraphicsObject`` so their position can be animated. Cards are
painted by the game's art (its face's ``CardArt``) from a pixmap cached per size; the
other colours (glows, badges, buttons, labels) are the table's :mod:`.chrome`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .chrome import chrome
from .controls import CONTROL_FONT, CONTROL_H, CONTROL_PAD
from .layout import CARD_H, CARD_W, Placement, label_size
from .terms import TableTerms

DRAG_START = 10.0  # scene units the mouse must move before a press becomes a drag
UPRIGHT = QTransform.TransformationType.TxScale.value  # moved and scaled, not turned
TURNED = QTransform.TransformationType.TxRotate.value  # turned too (a hand fan's cards)


def _drawn(p: Placement) -> tuple:
    """What of a placement an item's picture depends on (not where it lies)."""
    return p.kind, p.zone, p.scale, p.data


def exact_size(zoom: float) -> QSize:
    """A card's size in pixels drawn ``zoom`` times its scene size (at rest, upright):
    what its paint copies and what drawing ahead makes."""
    return QSize(round(CARD_W * zoom), round(CARD_H * zoom))


def face_size(zoom: float) -> QSize:
    """The size a card face is rendered at for a card drawn ``zoom`` times its scene
    size: the width in steps of 16 pixels, so growing and shrinking reuse renders."""
    w = max(8, int(round(CARD_W * max(0.05, zoom) / 16.0)) * 16)
    return QSize(w, int(w * CARD_H / CARD_W))


def taken_back(p: Placement) -> Placement:
    """A click that takes one chosen good back (a right click, or Minus on the ring)."""
    return Placement(p.key, p.kind, p.x, p.y, p.scale, p.z, {**p.data, "back": True},
                     p.zone, p.seat)  # fmt: skip


@dataclass
class Hooks:
    """What items tell the scene: a click, a drop at a scene point, a hover (None: left);
    and the game's table terms (what may be dragged, what rises while hovered)."""

    click: Callable[[Placement], None]
    drop: Callable[[Placement, QPointF], None]
    hover: Callable[[Placement | None], None]
    terms: TableTerms = field(default_factory=TableTerms)


class TableItem(QGraphicsObject):
    """Base: knows its placement; reports clicks, drags and hovers to the scene.

    ``cached``: Qt keeps the item as painted, in screen pixels, until it changes
    (``update``), so a frame that moves other things only copies it."""

    cached = True

    def __init__(self, placement: Placement, art, hooks: Hooks) -> None:
        super().__init__()
        self.placement = placement
        self.art = art
        self.hooks = hooks
        self.highlighted = False
        self.selected_mark = False
        self.dimmed = False
        self.badge = ""  # a short text drawn on the item (Marks.badges)
        self._press: QPointF | None = None
        self._start: QPointF | None = None
        self._dragging = False
        self.setAcceptHoverEvents(True)
        if self.cached:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def dragged(self) -> bool:
        """Whether the mouse is dragging this item now."""
        return self._dragging

    def update_placement(self, placement: Placement) -> None:
        """Take ``placement``; repaint only if what is drawn changed (the position is
        the caller's), so a new layout leaves the unchanged items' pixels alone."""
        old, self.placement = self.placement, placement
        if _drawn(old) != _drawn(placement):
            self.prepareGeometryChange()
            self.update()

    def set_badge(self, text: str) -> None:
        if text != self.badge:
            self.badge = text
            self.update()

    def draggable(self) -> bool:
        """Whether the game's table terms let this item be dragged (a hand card...)."""
        return self.hooks.terms.draggable(self.placement)

    def set_marks(self, highlight: bool, selected: bool, dim: bool) -> None:
        if (highlight, selected, dim) != (self.highlighted, self.selected_mark, self.dimmed):
            self.highlighted, self.selected_mark, self.dimmed = highlight, selected, dim
            self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt name)
        right = event.button() == Qt.MouseButton.RightButton
        if right and self.placement.kind in self.hooks.terms.takes_back:
            self.hooks.click(taken_back(self.placement))  # one thing less (a payment's)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self.placement.zone:
            self._press, self._start, self._dragging = event.scenePos(), self.pos(), False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._press is None or not self.draggable():
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < DRAG_START:
            return
        if not self._dragging:
            self.hooks.hover(None)  # a drag puts the preview away
        self._dragging = True
        self.setZValue(5000)
        self.setPos(self._start + delta)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._press is None:
            return super().mouseReleaseEvent(event)
        dragged, start = self._dragging, self._start
        self._press = self._start = None
        self._dragging = False
        if dragged:
            self.setPos(start)
            self.setZValue(self.placement.z)
            self.hooks.drop(self.placement, event.scenePos())
        else:
            self.hooks.click(self.placement)
        event.accept()

    def activate(self) -> None:
        """The keyboard's click (Space on the focused item): what a click does."""
        self.hooks.click(self.placement)

    def outline(self) -> QPolygonF | None:
        """The polygon the item is drawn as, in its units (the table terms' ``outlines``
        for its kind), or None: a rectangle."""
        corners = self.hooks.terms.outlines.get(self.placement.kind)
        return polygon_of(tuple(corners)) if corners else None

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        if not (self.dimmed or self.highlighted or self.selected_mark):
            return  # (most of a hex board's pieces: no polygon to build)
        polygon = self.outline()
        if polygon is not None:
            self._paint_polygon_marks(painter, polygon)
            return
        look = chrome()
        if self.dimmed:
            painter.fillRect(rect, look.qcolor("dim"))
        if self.highlighted or self.selected_mark:
            colour = look.qcolor("selected" if self.selected_mark else "glow")
            pen = QPen(colour, look.mark_width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 12, 12)

    def _paint_polygon_marks(self, painter: QPainter, polygon: QPolygonF) -> None:
        """The marks of an item drawn as a polygon: the dimming fills it, the glow (or the
        selection) runs just inside its edge, so a neighbour laid edge to edge never
        covers it."""
        look = chrome()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dimmed:
            path = QPainterPath()
            path.addPolygon(polygon)
            painter.fillPath(path, look.qcolor("dim"))
        if self.highlighted or self.selected_mark:
            colour = look.qcolor("selected" if self.selected_mark else "glow")
            width = look.mark_width
            pen = QPen(colour, width)
            pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(grown_once(polygon, -width / 2))
        painter.restore()


@cache
def polygon_of(corners: tuple[tuple[float, float], ...]) -> QPolygonF:
    """The polygon of ``corners`` (made once: every piece of a kind shares it)."""
    return QPolygonF([QPointF(x, y) for x, y in corners])


def grown_once(polygon: QPolygonF, by: float) -> QPolygonF:
    """:func:`grown`, made once for the same corners and width (a board's glow repaints
    the same shape at every frame)."""
    corners = tuple((polygon.at(i).x(), polygon.at(i).y()) for i in range(polygon.size()))
    return _grown_corners(corners, by)


@cache
def _grown_corners(corners: tuple[tuple[float, float], ...], by: float) -> QPolygonF:
    return grown(polygon_of(corners), by)


def grown(polygon: QPolygonF, by: float) -> QPolygonF:
    """``polygon`` (convex, about as wide as it is round) grown by about ``by`` units all
    round from its centre (shrunk when ``by`` is negative)."""
    n = max(1, polygon.size())
    cx = sum(polygon.at(i).x() for i in range(n)) / n
    cy = sum(polygon.at(i).y() for i in range(n)) / n
    far = max(((polygon.at(i).x() - cx) ** 2 + (polygon.at(i).y() - cy) ** 2) ** 0.5
              for i in range(n))  # fmt: skip
    k = (far + by) / far if far else 1.0
    return QPolygonF([QPointF(cx + (polygon.at(i).x() - cx) * k,
                              cy + (polygon.at(i).y() - cy) * k) for i in range(n)])  # fmt: skip


class CardItem(TableItem):
    """A card face, a card back, an assistant or a worker.

    Not ``cached`` by Qt: its paint copies a render made for exactly how the card lies
    on the screen (Qt's cache would render a turned card again at every frame)."""

    cached = False

    def __init__(self, placement: Placement, art, hooks: Hooks) -> None:
        super().__init__(placement, art, hooks)
        self._point()
        self._hover = False

    def _point(self) -> None:
        """The pointing hand over a piece in a zone (one a click may act on); none over
        a piece outside every zone (a board's picture, what only shows)."""
        if self.placement.zone:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()

    def update_placement(self, placement: Placement) -> None:
        zoned = bool(self.placement.zone)
        super().update_placement(placement)
        if zoned != bool(placement.zone):
            self._point()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-6, -6, CARD_W + 12, CARD_H + 12)

    def shape(self) -> QPainterPath:
        """What a click or a hover hits: the card's rounded rectangle, or its polygon."""
        path = QPainterPath()
        polygon = self.outline()
        if polygon is not None:
            path.addPolygon(polygon)
            path.closeSubpath()
        else:
            path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 10, 10)
        return path

    def _pixmap_key(self) -> tuple[str, tuple]:
        return self.hooks.terms.art_key(self.placement)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(0, 0, CARD_W, CARD_H)
        t = painter.worldTransform()
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        size = face_size((t.m11() ** 2 + t.m12() ** 2) ** 0.5)
        kind, key = self._pixmap_key()
        upright = t.type().value <= UPRIGHT
        if self._at_rest() and (upright or t.type().value == TURNED):
            # At rest: the face as it lies on the screen, rendered once and copied at
            # whole pixels (scaling or turning it at every paint costs ~15x more).
            if upright:
                dev = t.mapRect(rect)
                x, y = round(dev.left()), round(dev.top())
                pm = self.art.exact_pixmap(kind, key, size, exact_size(abs(t.m11())), dpr)
            else:
                linear = (t.m11(), t.m12(), t.m21(), t.m22())
                pm, corner = self.art.turned_pixmap(kind, key, size, linear, dpr)
                x, y = round(t.dx() - corner.x()), round(t.dy() - corner.y())
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(x, y, pm)
            painter.restore()
        else:
            pm = self.art.pixmap(kind, key, size, dpr)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))
        if "count" in self.placement.data and self.placement.kind in ("back", "card"):
            self._count(painter, rect, self.placement.data["count"])  # a pile's size
        if self.hooks.terms.draw_over is not None:
            self.hooks.terms.draw_over(painter, self.placement, rect)  # the game's own
        self._paint_marks(painter, rect)

    def _at_rest(self) -> bool:
        """Drawn at its placement's scale (not in the middle of growing or shrinking)."""
        return abs(self.scale() - self.placement.scale) < 1e-6

    def _count(self, painter: QPainter, rect: QRectF, n: int) -> None:
        look = chrome()
        painter.setPen(
            QPen(look.qcolor("pile_text"), 2) if look.high_contrast else Qt.PenStyle.NoPen
        )
        painter.setBrush(look.qcolor("pile"))
        badge = QRectF(rect.center().x() - 34, rect.center().y() - 24, 68, 48)
        painter.drawRoundedRect(badge, 12, 12)
        painter.setPen(look.qcolor("pile_text"))
        f = QFont("DejaVu Sans", 26, QFont.Weight.Bold)
        painter.setFont(f)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(n))

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        if self.placement.zone in self.hooks.terms.lift_zones:
            self.setZValue(self.placement.z + 500)
        self.hooks.hover(self.placement)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.setZValue(self.placement.z)
        self.hooks.hover(None)
        super().hoverLeaveEvent(event)


class GoodsItem(TableItem):
    """The goods on a building: "5" markers and cubes, with the count."""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, CARD_W * 0.84, 40)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        n = self.placement.data["count"]
        if n <= 0:
            return
        look = chrome()
        if self.highlighted or self.selected_mark:  # goods that can be paid: a glow
            colour = look.qcolor("selected" if self.selected_mark else "glow")
            painter.setPen(QPen(colour, 5 if not look.high_contrast else 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(-2, -2, 2, 2), 8, 8)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fives, ones = divmod(n, 5)
        x = 2.0
        painter.setPen(QPen(QColor(60, 40, 10), 1.5))
        for _ in range(min(fives, 4)):
            r = QRectF(x, 4, 24, 32)
            painter.setBrush(QColor(250, 226, 150))
            painter.drawRoundedRect(r, 4, 4)
            painter.setFont(QFont("DejaVu Sans", 13, QFont.Weight.Bold))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "5")
            x += 27
        for _ in range(ones):
            painter.setBrush(QColor(205, 120, 50))
            painter.drawRect(QRectF(x, 14, 14, 14))
            x += 16
        painter.setBrush(look.qcolor("goods_count"))
        label = QRectF(self.boundingRect().width() - 38, 6, 36, 28)
        painter.setPen(QPen(look.qcolor("goods_text"), 1.5))
        painter.drawRoundedRect(label, 8, 8)
        painter.setFont(QFont("DejaVu Sans", 13, QFont.Weight.Bold))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(n))
        if self.badge:  # how many of these goods are chosen to pay, beside the count
            badge = QRectF(label.left() - 52, label.top() - 2, 50, label.height() + 4)
            painter.setPen(QPen(look.qcolor("badge_text"), 2))
            painter.setBrush(look.qcolor("badge"))
            painter.drawRoundedRect(badge, 10, 10)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)


BAND_OUT = 4.0  # how far the "at work" band reaches past a label's text, each side


class LabelItem(TableItem):
    """Text on the table (names, counts, round and phase)."""

    def __init__(
        self, placement: Placement, art, hooks: Hooks, text_of: Callable[[tuple], str]
    ) -> None:
        super().__init__(placement, art, hooks)
        self._text_of = text_of
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def text(self) -> str:
        return self._text_of(self.placement.data["text"])

    def boundingRect(self) -> QRectF:  # noqa: N802
        """The text's box, with the room the "at work" band takes either side (all that
        is painted lies inside, so nothing is left behind when the label moves)."""
        return self.text_rect().adjusted(-BAND_OUT, 0, BAND_OUT, 0)

    def text_rect(self) -> QRectF:
        return QRectF(0, 0, *label_size(self.placement))

    def fitted_font(self) -> QFont:
        """The label's font, made smaller (to 60 %) while the text is wider than the label;
        longer words in other languages shrink before they are cut."""
        bold = self.placement.data["text"][0] in self.hooks.terms.bold_labels
        size = float(self.placement.data.get("size", 13))
        weight = QFont.Weight.Bold if bold else QFont.Weight.Normal
        width = self.text_rect().width()
        text = self.text()
        font = QFont("DejaVu Sans", 1, weight)
        floor = size * 0.6
        while True:
            font.setPointSizeF(size)
            if QFontMetricsF(font).horizontalAdvance(text) <= width or size <= floor:
                return font
            size -= 0.5

    def shown_text(self) -> str:
        """The words as painted: cut short (…) only if even the smallest font is too wide."""
        metrics = QFontMetricsF(self.fitted_font())
        width = self.text_rect().width() + 1  # a painter's hinted advance may be a pixel more
        return metrics.elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def cut(self) -> bool:
        return self.shown_text() != self.text()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.text_rect()
        painter.setFont(self.fitted_font())
        look = chrome()
        if self.placement.data.get("active"):
            edge = look.band_edge
            painter.setPen(QPen(look.qcolor("band_edge"), 2) if edge else Qt.PenStyle.NoPen)
            painter.setBrush(look.qcolor("band"))
            painter.drawRoundedRect(rect.adjusted(-BAND_OUT + 1, 1, BAND_OUT - 1, -1), 6, 6)
        painter.setPen(look.qcolor("label"))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(rect, flags, self.shown_text())


class SlotItem(TableItem):
    """An empty place for a card, e.g. the "to build" slot."""

    def __init__(
        self, placement: Placement, art, hooks: Hooks, text_of: Callable[[tuple], str]
    ) -> None:
        super().__init__(placement, art, hooks)
        self._text_of = text_of

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-6, -6, CARD_W + 12, CARD_H + 12)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        look = chrome()
        pen = QPen(look.qcolor("slot_edge"), 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(look.qcolor("slot_fill")))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setFont(QFont("DejaVu Sans", 14))
        painter.drawText(
            rect,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._text_of((self.placement.data["text"],)),
        )
        self._paint_marks(painter, rect)


class ControlItem(TableItem):
    """A button on the table (a page's :class:`~.controls.Control`): its words in a
    rounded box, dimmed when it cannot be used; the one Enter presses is drawn bold."""

    HEIGHT = CONTROL_H
    PAD = CONTROL_PAD

    def __init__(self, placement: Placement, art, hooks: Hooks) -> None:
        super().__init__(placement, art, hooks)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        self._hover = False

    def font(self) -> QFont:
        f = QFont("DejaVu Sans")
        f.setPixelSize(int(CONTROL_FONT))
        f.setBold(bool(self.placement.data.get("default")))
        return f

    def boundingRect(self) -> QRectF:  # noqa: N802
        text_w = QFontMetricsF(self.font()).horizontalAdvance(self.placement.data["text"])
        width = max(float(self.placement.data.get("width", 90.0)), text_w + 2 * self.PAD)
        return QRectF(0, 0, width, self.HEIGHT)

    def update_placement(self, placement: Placement) -> None:
        """A button moved away from the pointer is no longer drawn as hovered (Qt tells
        an item the pointer left only when the mouse moves)."""
        moved = (placement.x, placement.y) != (self.placement.x, self.placement.y)
        super().update_placement(placement)
        if moved and self._hover:
            self._hover = False
            self.update()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if not self.placement.data.get("enabled", True):
            self._press = None
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def activate(self) -> None:
        if self.placement.data.get("enabled", True):
            super().activate()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hover = False
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        enabled = self.placement.data.get("enabled", True)
        look = chrome()
        base = look.qcolor("button" if enabled else "button_off")
        if enabled and self._hover:
            base = look.qcolor("button_hover")
        edge = look.qcolor("button_edge" if enabled else "button_off_text")
        painter.setPen(QPen(edge, 2))
        painter.setBrush(base)
        painter.drawRoundedRect(rect, 9, 9)
        painter.setFont(self.font())
        painter.setPen(look.qcolor("button_text" if enabled else "button_off_text"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.placement.data["text"])
        self._paint_marks(painter, rect)


class InputSlotItem(TableItem):
    """A building's missing input (:mod:`.slots`): a dashed square with a faint icon of
    what it needs while empty; filled, a solid square with the icon and a tick. The
    last place of a long column says how many more there are ("+3")."""

    def boundingRect(self) -> QRectF:  # noqa: N802
        n = float(self.placement.data.get("size", 20.0))
        return QRectF(-2, -2, n + 4, n + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        d = self.placement.data
        n = float(d.get("size", 20.0))
        rect = QRectF(0, 0, n, n)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        filled = d.get("card") is not None
        look = chrome()
        select = look.qcolor("selected") if not look.high_contrast else QColor(0, 0, 0)
        if filled:
            painter.setPen(QPen(select, 2))
            painter.setBrush(QColor(250, 245, 230) if not look.high_contrast else QColor("white"))
        else:
            painter.setPen(QPen(look.qcolor("input_text"), 1.6, Qt.PenStyle.DashLine))
            painter.setBrush(look.qcolor("input_slot"))
        painter.drawRoundedRect(rect, 4, 4)
        if d.get("more"):
            f = QFont("DejaVu Sans")
            f.setPixelSize(max(6, int(n * 0.5)))
            f.setBold(True)
            painter.setFont(f)
            painter.setPen(look.qcolor("input_text"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"+{d['more']}")
            return
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pm = self.art.pixmap("icon", (d["item"],), QSize(32, 32), dpr)
        if not filled:
            painter.setOpacity(0.45)
        painter.drawPixmap(rect.adjusted(2, 2, -2, -2), pm, QRectF(0, 0, pm.width(), pm.height()))
        painter.setOpacity(1.0)
        if filled:  # a tick in the corner
            painter.setPen(QPen(select, 2.2))
            painter.drawPolyline(
                [QPointF(n * 0.55, n * 0.8), QPointF(n * 0.7, n * 0.95), QPointF(n * 1.0, n * 0.6)]
            )


def place(item: QGraphicsObject, p: Placement) -> QPointF:
    """Scale, rotation and z of ``p`` on ``item``; returns the target position."""
    item.setScale(p.scale)
    item.setRotation(p.data.get("angle", 0.0))
    item.setZValue(p.z)
    return QPointF(p.x, p.y)
