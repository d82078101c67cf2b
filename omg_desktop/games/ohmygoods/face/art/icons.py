"""The shape vocabulary: one vector silhouette per icon name, drawn with QPainter.

Every shape draws into a 100 x 100 box with a dark ink outline, so the icons read
as one family. The silhouettes differ in outline, not only in colour (a brick, a
wheat ear, a fleece, a fir tree, a rock; a coal heap, a sack, planks, ...), so they
can be told apart without colour vision. Which shape stands for which resource or
good is data (``resources/look.yaml``); this module knows shapes, not goods.

:func:`draw_icon` draws a shape fitted into a rectangle; an unknown shape name
draws the bright "?" fallback and returns ``False``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

#: Outline width in icon units (the box is 100 wide).
OUTLINE = 4.2
DEFAULT_INK = QColor("#2f2419")
WOOD = QColor("#8a5a32")
BONE = QColor("#f4ecd9")
METAL = QColor("#8f99a3")


@dataclass(frozen=True, slots=True)
class Palette:
    """The colours one icon is drawn with."""

    base: QColor
    ink: QColor
    extra: tuple[QColor, ...] = ()

    @property
    def light(self) -> QColor:
        return _mix(self.base, QColor("#ffffff"), 0.35)

    @property
    def dark(self) -> QColor:
        return _mix(self.base, self.ink, 0.3)


Shape = Callable[[QPainter, Palette], None]
SHAPES: dict[str, Shape] = {}


def _shape(name: str) -> Callable[[Shape], Shape]:
    def register(fn: Shape) -> Shape:
        SHAPES[name] = fn
        return fn

    return register


def shape_names() -> frozenset[str]:
    """Every icon name the vocabulary can draw."""
    return frozenset(SHAPES)


def draw_icon(
    painter: QPainter,
    rect: QRectF,
    icon: str,
    colour: QColor | str,
    *,
    ink: QColor | str | None = None,
    extra: Sequence[QColor | str] = (),
) -> bool:
    """Draw shape ``icon`` centred in ``rect`` (square, the smaller side); False if unknown."""
    known = icon in SHAPES
    fn = SHAPES[icon] if known else SHAPES["unknown"]
    colour = QColor(colour) if known else QColor("#e0218a")
    pal = Palette(
        QColor(colour),
        QColor(ink) if ink is not None else DEFAULT_INK,
        tuple(QColor(c) for c in extra),
    )
    side = min(rect.width(), rect.height())
    if side <= 0:
        return known
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.center())
    painter.scale(side / 100.0, side / 100.0)
    painter.translate(-50.0, -50.0)
    fn(painter, pal)
    painter.restore()
    return known


# ---------------------------------------------------------------------------
# helpers


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
        round(a.alpha() + (b.alpha() - a.alpha()) * t),
    )


def _poly(*pts: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    if angle:
        t = QTransform().translate(cx, cy).rotate(angle).translate(-cx, -cy)
        path = t.map(path)
    return path


def _grad(colour: QColor, y0: float = 0.0, y1: float = 100.0) -> QBrush:
    g = QLinearGradient(0.0, y0, 0.0, y1)
    g.setColorAt(0.0, _mix(colour, QColor("#ffffff"), 0.22))
    g.setColorAt(1.0, _mix(colour, QColor("#000000"), 0.12))
    return QBrush(g)


def _pen(pal: Palette, width: float = OUTLINE) -> QPen:
    pen = QPen(pal.ink, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fill(
    p: QPainter, path: QPainterPath, brush: QBrush | QColor, pal: Palette, width: float = OUTLINE
) -> None:
    p.setPen(_pen(pal, width) if width > 0 else Qt.PenStyle.NoPen)
    p.setBrush(brush)
    p.drawPath(path)


def _line(p: QPainter, pal: Palette, colour: QColor, width: float, *pts: tuple[float, float]):
    pen = _pen(pal, width)
    pen.setColor(colour)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath(QPointF(*pts[0]))
    for x, y in pts[1:]:
        path.lineTo(x, y)
    p.drawPath(path)


def _detail(p: QPainter, pal: Palette, path: QPainterPath, width: float = 2.4, alpha: int = 200):
    colour = QColor(pal.ink)
    colour.setAlpha(alpha)
    pen = _pen(pal, width)
    pen.setColor(colour)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def _stroke(p: QPainter, pal: Palette, path: QPainterPath, width: float, colour: QColor) -> None:
    """A thick stroke with an ink outline (stalks, handles)."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(_pen(pal, width + 2 * OUTLINE * 0.8))
    p.drawPath(path)
    pen = _pen(pal, width)
    pen.setColor(colour)
    p.setPen(pen)
    p.drawPath(path)


# ---------------------------------------------------------------------------
# resources


def _block(
    p: QPainter,
    pal: Palette,
    left: float,
    top: float,
    right: float,
    bottom: float,
    dx: float,
    dy: float,
) -> None:
    """A box seen from above right: lit top, shaded side, front with a gradient."""
    front = _poly((left, top), (right, top), (right, bottom), (left, bottom))
    lid = _poly((left, top), (left + dx, top - dy), (right + dx, top - dy), (right, top))
    side = _poly((right, top), (right + dx, top - dy), (right + dx, bottom - dy), (right, bottom))
    _fill(p, front, _grad(pal.base, top, bottom), pal)
    _fill(p, lid, pal.light, pal)
    _fill(p, side, pal.dark, pal)


@_shape("clay_brick")
def _clay_brick(p: QPainter, pal: Palette) -> None:
    _block(p, pal, 8, 48, 66, 86, 26, 24)
    # the frog (the hollow pressed into a hand-made brick)
    _fill(p, _poly((28, 40), (38, 31), (70, 31), (60, 40)), pal.dark, pal, 2.4)
    # a maker's thumb print on the front
    _detail(p, pal, _ellipse(37, 67, 9, 6), 2.2, 150)


@_shape("wheat")
def _wheat(p: QPainter, pal: Palette) -> None:
    stalk = QPainterPath(QPointF(46, 96))
    stalk.quadTo(50, 70, 50, 18)
    leaf = QPainterPath(QPointF(48, 80))
    leaf.quadTo(66, 70, 80, 72)
    leaf.quadTo(66, 80, 48, 84)
    leaf.closeSubpath()
    _stroke(p, pal, stalk, 4.0, pal.dark)
    _fill(p, leaf, pal.dark, pal, 3.0)
    for i in range(2, 5):
        y = 58 - i * 10
        for side in (-1, 1):
            # awns first, so the kernels sit on them
            _line(p, pal, pal.ink, 1.8, (50 + side * 12, y - 6), (50 + side * 22, y - 22))
    for i in range(5):
        y = 58 - i * 10
        for side in (-1, 1):
            kernel = _ellipse(50 + side * 9, y, 7.5, 12, side * 38)
            _fill(p, kernel, _grad(pal.base, y - 12, y + 12), pal, 3.0)
    _fill(p, _ellipse(50, 9, 6.5, 10), _grad(pal.base, 0, 20), pal, 3.0)


@_shape("fleece")
def _fleece(p: QPainter, pal: Palette) -> None:
    blobs = [
        (28, 44, 17),
        (50, 34, 20),
        (72, 44, 17),
        (20, 64, 14),
        (40, 66, 18),
        (62, 66, 18),
        (81, 63, 13),
    ]
    path = QPainterPath()
    for cx, cy, r in blobs:
        path = path.united(_ellipse(cx, cy, r, r))
    _fill(p, path, _grad(pal.base, 14, 86), pal)
    # curls
    for cx, cy in ((34, 50), (54, 42), (72, 54), (46, 68), (26, 66), (64, 70)):
        curl = QPainterPath()
        curl.arcMoveTo(QRectF(cx - 6, cy - 6, 12, 12), 200)
        curl.arcTo(QRectF(cx - 6, cy - 6, 12, 12), 200, 250)
        _detail(p, pal, curl, 2.2, 170)


@_shape("tree")
def _tree(p: QPainter, pal: Palette) -> None:
    _fill(p, _poly((43, 74), (57, 74), (58, 96), (42, 96)), _grad(WOOD, 74, 96), pal)
    tiers = [
        ((50, 32), (12, 80), (88, 80)),
        ((50, 18), (20, 58), (80, 58)),
        ((50, 4), (28, 36), (72, 36)),
    ]
    for top, left, right in tiers:
        path = QPainterPath(QPointF(*top))
        path.quadTo(left[0] + 10, left[1] - 10, left[0], left[1])
        path.quadTo(50, left[1] + 6, right[0], right[1])
        path.quadTo(right[0] - 10, right[1] - 10, top[0], top[1])
        _fill(p, path, _grad(pal.base, top[1], left[1]), pal)
    _detail(p, pal, _path_through((50, 12), (50, 30)), 2.0, 120)


def _path_through(*pts: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*pts[0]))
    for x, y in pts[1:]:
        path.lineTo(x, y)
    return path


@_shape("rock")
def _rock(p: QPainter, pal: Palette) -> None:
    outline = _poly((8, 82), (14, 52), (32, 26), (58, 14), (82, 28), (94, 60), (86, 86), (48, 92))
    _fill(p, outline, _grad(pal.base, 14, 92), pal)
    _fill(p, _poly((14, 52), (32, 26), (58, 14), (46, 50)), pal.light, pal, 0)
    _fill(p, _poly((46, 50), (82, 28), (94, 60), (86, 86), (60, 66)), pal.dark, pal, 0)
    _detail(p, pal, _path_through((14, 52), (46, 50), (58, 14)), 2.6)
    _detail(p, pal, _path_through((46, 50), (60, 66), (94, 60)), 2.6)
    _detail(p, pal, _path_through((60, 66), (48, 92)), 2.6)
    _detail(p, pal, _path_through((46, 50), (82, 28)), 2.6)
    _fill(p, outline, Qt.BrushStyle.NoBrush, pal)


# ---------------------------------------------------------------------------
# goods


@_shape("coal_heap")
def _coal_heap(p: QPainter, pal: Palette) -> None:
    lumps = [
        [(30, 56), (38, 28), (58, 20), (74, 36), (68, 60), (44, 66)],
        [(6, 88), (10, 62), (28, 50), (46, 60), (50, 88)],
        [(44, 90), (50, 62), (70, 50), (92, 62), (94, 90)],
    ]
    shine = [
        [(40, 32), (56, 24), (50, 40)],
        [(13, 64), (27, 55), (22, 70)],
        [(54, 64), (70, 54), (66, 68)],
    ]
    for lump, glint in zip(lumps, shine, strict=True):
        _fill(p, _poly(*lump), _grad(pal.base, 20, 92), pal)
        _fill(p, _poly(*glint), _mix(pal.base, QColor("#c8d2e0"), 0.55), pal, 0)


@_shape("sack")
def _sack(p: QPainter, pal: Palette) -> None:
    body = QPainterPath(QPointF(38, 32))
    body.cubicTo(12, 44, 8, 92, 30, 93)
    body.lineTo(70, 93)
    body.cubicTo(92, 92, 88, 44, 62, 32)
    body.closeSubpath()
    ears = QPainterPath(QPointF(39, 32))
    ears.lineTo(28, 12)
    ears.quadTo(40, 20, 50, 16)
    ears.quadTo(60, 20, 72, 10)
    ears.lineTo(61, 32)
    ears.closeSubpath()
    _fill(p, ears, _grad(pal.base, 8, 32), pal)
    _fill(p, body, _grad(pal.base, 30, 94), pal)
    band = QPainterPath()
    band.addRoundedRect(QRectF(33, 27, 34, 9), 4, 4)
    _fill(p, band, WOOD, pal, 3.0)
    # a stencilled mill wheel
    _detail(p, pal, _ellipse(50, 66, 13, 13), 2.6, 150)
    for a in range(0, 180, 45):
        r = math.radians(a)
        _detail(
            p,
            pal,
            _path_through(
                (50 - 13 * math.cos(r), 66 - 13 * math.sin(r)),
                (50 + 13 * math.cos(r), 66 + 13 * math.sin(r)),
            ),
            2.0,
            150,
        )


@_shape("planks")
def _planks(p: QPainter, pal: Palette) -> None:
    p.save()
    p.translate(50, 50)
    p.rotate(-24)
    p.translate(-50, -50)
    boards = [QRectF(2, 62, 86, 15), QRectF(10, 44, 86, 15), QRectF(4, 26, 80, 15)]
    for i, r in enumerate(boards):
        path = QPainterPath()
        path.addRect(r)
        _fill(p, path, _grad(pal.base, r.top(), r.bottom()), pal, 3.6)
        # end grain and two nails
        end = QPainterPath()
        end.addRect(QRectF(r.right() - 9, r.top(), 9, r.height()))
        _fill(p, end, pal.dark, pal, 2.4)
        grain = QPainterPath(QPointF(r.left() + 8, r.center().y() + (i - 1)))
        grain.cubicTo(
            r.left() + 30,
            r.center().y() - 4,
            r.left() + 44,
            r.center().y() + 5,
            r.right() - 16,
            r.center().y(),
        )
        _detail(p, pal, grain, 1.8, 140)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.ink)
        p.drawEllipse(QPointF(r.left() + 5, r.center().y()), 1.7, 1.7)
    p.restore()


@_shape("brick_stack")
def _brick_stack(p: QPainter, pal: Palette) -> None:
    h, w = 22.0, 30.0
    for count, y in ((3, 92 - h), (2, 92 - 2 * h), (1, 92 - 3 * h)):
        x0 = 50 - count * w / 2
        for i in range(count):
            r = QRectF(x0 + i * w, y, w, h)
            path = QPainterPath()
            path.addRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 2, 2)
            _fill(p, path, _grad(pal.base, r.top(), r.bottom()), pal, 3.4)
            _line(p, pal, pal.light, 2.2, (r.left() + 5, r.top() + 5), (r.right() - 5, r.top() + 5))


@_shape("ingot")
def _ingot(p: QPainter, pal: Palette) -> None:
    def bar(dx: float, dy: float, s: float) -> None:
        def pt(x: float, y: float) -> tuple[float, float]:
            return (dx + x * s, dy + y * s)

        front = _poly(pt(0, 40), pt(84, 40), pt(72, 16), pt(12, 16))
        top = _poly(pt(12, 16), pt(72, 16), pt(64, 0), pt(20, 0))
        _fill(p, front, _grad(pal.base, dy + 16 * s, dy + 40 * s), pal)
        _fill(p, top, pal.light, pal)
        _line(p, pal, QColor("#ffffff"), 2.2, pt(24, 6), pt(48, 6))

    bar(26, 22, 0.72)
    bar(8, 50, 1.0)


@_shape("cow_head")
def _cow_head(p: QPainter, pal: Palette) -> None:
    horn_colour = BONE
    for side in (-1, 1):
        horn = QPainterPath(QPointF(50 + side * 14, 28))
        horn.quadTo(50 + side * 38, 28, 50 + side * 40, 6)
        horn.quadTo(50 + side * 30, 20, 50 + side * 16, 18)
        horn.closeSubpath()
        _fill(p, horn, horn_colour, pal, 3.4)
        _fill(p, _ellipse(50 + side * 30, 38, 13, 7, side * 20), _grad(pal.base, 30, 46), pal, 3.4)
    head = QPainterPath(QPointF(30, 28))
    head.cubicTo(32, 16, 68, 16, 70, 28)
    head.cubicTo(74, 50, 66, 60, 66, 72)
    head.lineTo(34, 72)
    head.cubicTo(34, 60, 26, 50, 30, 28)
    _fill(p, head, _grad(pal.base, 18, 72), pal)
    # a blaze down the face
    blaze = QPainterPath(QPointF(46, 22))
    blaze.quadTo(50, 18, 56, 22)
    blaze.lineTo(54, 56)
    blaze.lineTo(46, 56)
    blaze.closeSubpath()
    _fill(p, blaze, _mix(pal.base, QColor("#ffffff"), 0.7), pal, 0)
    _fill(p, _ellipse(50, 78, 21, 14), QColor("#e9b7a6"), pal)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.ink)
    for x in (42, 58):
        p.drawEllipse(QPointF(x, 78), 3.2, 4.2)
    for x in (39, 61):
        p.drawEllipse(QPointF(x, 42), 3.4, 3.4)


@_shape("cloth_roll")
def _cloth_roll(p: QPainter, pal: Palette) -> None:
    drape = QPainterPath(QPointF(28, 44))
    drape.lineTo(84, 44)
    drape.lineTo(82, 84)
    drape.quadTo(74, 92, 66, 86)
    drape.quadTo(56, 94, 46, 86)
    drape.quadTo(36, 94, 26, 88)
    drape.closeSubpath()
    _fill(p, drape, _grad(pal.base, 44, 92), pal)
    for x in (40, 56, 72):
        _line(p, pal, pal.light, 3.0, (x, 48), (x - 1, 86))
    body = QPainterPath()
    body.addRect(QRectF(20, 14, 64, 34))
    body = body.united(_ellipse(84, 31, 9, 17))
    _fill(p, body, _grad(pal.base, 14, 48), pal)
    for x in (36, 52, 68):
        _line(p, pal, pal.light, 3.0, (x, 16), (x, 46))
    _fill(p, _ellipse(20, 31, 10, 17), pal.light, pal)
    spiral = QPainterPath()
    spiral.arcMoveTo(QRectF(13, 20, 14, 22), 90)
    spiral.arcTo(QRectF(13, 20, 14, 22), 90, 270)
    spiral.arcTo(QRectF(16, 25, 8, 12), 0, 270)
    _detail(p, pal, spiral, 2.2)


@_shape("loaf")
def _loaf(p: QPainter, pal: Palette) -> None:
    loaf = QPainterPath(QPointF(8, 78))
    loaf.cubicTo(2, 40, 38, 24, 54, 26)
    loaf.cubicTo(82, 28, 100, 48, 92, 78)
    loaf.quadTo(50, 90, 8, 78)
    _fill(p, loaf, _grad(pal.base, 24, 88), pal)
    for x in (28, 48, 68):
        cut = QPainterPath(QPointF(x - 6, 62))
        cut.quadTo(x, 46, x + 10, 36)
        _stroke(p, pal, cut, 3.2, _mix(pal.base, QColor("#fff2d0"), 0.6))
    _line(p, pal, pal.dark, 2.4, (16, 76), (84, 76))


@_shape("goblet")
def _goblet(p: QPainter, pal: Palette) -> None:
    bowl = QPainterPath(QPointF(20, 8))
    bowl.lineTo(80, 8)
    bowl.cubicTo(82, 44, 66, 56, 50, 56)
    bowl.cubicTo(34, 56, 18, 44, 20, 8)
    stem = _poly((46, 54), (54, 54), (55, 80), (45, 80))
    foot = QPainterPath(QPointF(24, 92))
    foot.quadTo(50, 72, 76, 92)
    foot.closeSubpath()
    _fill(p, foot, _grad(pal.base, 76, 92), pal)
    _fill(p, stem, _grad(pal.base, 54, 80), pal)
    _fill(p, bowl, _grad(pal.base, 8, 56), pal)
    wine = QPainterPath(QPointF(22, 26))
    wine.lineTo(78, 26)
    wine.cubicTo(78, 46, 64, 53, 50, 53)
    wine.cubicTo(36, 53, 22, 46, 22, 26)
    _fill(p, wine, _mix(pal.base, pal.ink, 0.2), pal, 0)
    _line(p, pal, QColor("#ffffff"), 3.4, (30, 14), (30, 34))
    _line(p, pal, QColor("#ffffff"), 2.4, (36, 14), (36, 22))


@_shape("shirt")
def _shirt(p: QPainter, pal: Palette) -> None:
    shirt = QPainterPath(QPointF(36, 10))
    for pt in (
        (14, 20),
        (3, 46),
        (19, 53),
        (26, 40),
        (26, 92),
        (74, 92),
        (74, 40),
        (81, 53),
        (97, 46),
        (86, 20),
        (64, 10),
    ):
        shirt.lineTo(*pt)
    shirt.quadTo(50, 30, 36, 10)
    _fill(p, shirt, _grad(pal.base, 10, 92), pal)
    _detail(p, pal, _path_through((50, 24), (50, 88)), 2.2, 150)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.light)
    for y in (38, 54, 70):
        p.drawEllipse(QPointF(50, y), 2.8, 2.8)
    _detail(p, pal, _path_through((8, 40), (22, 46)), 2.4, 170)
    _detail(p, pal, _path_through((92, 40), (78, 46)), 2.4, 170)
    collar = QPainterPath(QPointF(36, 10))
    collar.lineTo(43, 24)
    collar.lineTo(50, 24)
    collar.lineTo(57, 24)
    collar.lineTo(64, 10)
    _detail(p, pal, collar, 2.6, 220)


@_shape("barrel")
def _barrel(p: QPainter, pal: Palette) -> None:
    body = QPainterPath(QPointF(28, 8))
    body.lineTo(72, 8)
    body.quadTo(94, 50, 72, 92)
    body.lineTo(28, 92)
    body.quadTo(6, 50, 28, 8)
    _fill(p, body, _grad(pal.base, 8, 92), pal)
    for dx in (-12, 0, 12):
        stave = QPainterPath(QPointF(50 + dx * 1.2, 9))
        stave.quadTo(50 + dx * 1.9, 50, 50 + dx * 1.2, 91)
        _detail(p, pal, stave, 2.0, 140)
    for y, inset in ((22, 5.5), (78, 5.5)):
        band = QPainterPath(QPointF(22 - inset + 6, y - 4))
        band.lineTo(78 + inset - 6, y - 4)
        band.lineTo(78 + inset - 5, y + 4)
        band.lineTo(22 - inset + 5, y + 4)
        band.closeSubpath()
        _fill(p, band, METAL, pal, 2.8)
    _fill(p, _ellipse(50, 50, 4, 4), pal.ink, pal, 0)


@_shape("window")
def _window(p: QPainter, pal: Palette) -> None:
    outer = QPainterPath(QPointF(14, 86))
    outer.lineTo(14, 44)
    outer.arcTo(QRectF(14, 8, 72, 72), 180, -180)
    outer.lineTo(86, 86)
    outer.closeSubpath()
    _fill(p, outer, _grad(WOOD, 8, 86), pal)
    inner = QPainterPath(QPointF(23, 82))
    inner.lineTo(23, 44)
    inner.arcTo(QRectF(23, 17, 54, 54), 180, -180)
    inner.lineTo(77, 82)
    inner.closeSubpath()
    glass = QLinearGradient(20, 20, 80, 80)
    glass.setColorAt(0.0, _mix(pal.base, QColor("#ffffff"), 0.5))
    glass.setColorAt(1.0, pal.base)
    _fill(p, inner, QBrush(glass), pal, 2.6)
    _stroke(p, pal, _path_through((50, 18), (50, 82)), 4.0, WOOD)
    _stroke(p, pal, _path_through((24, 50), (76, 50)), 4.0, WOOD)
    _line(p, pal, QColor("#ffffff"), 2.6, (30, 44), (40, 32))
    _line(p, pal, QColor("#ffffff"), 2.6, (56, 66), (66, 56))
    sill = QPainterPath()
    sill.addRoundedRect(QRectF(6, 84, 88, 10), 2, 2)
    _fill(p, sill, _grad(WOOD, 84, 94), pal)


@_shape("hide")
def _hide(p: QPainter, pal: Palette) -> None:
    pts = [
        (50, 14),
        (64, 18),
        (84, 6),
        (80, 28),
        (88, 44),
        (86, 62),
        (96, 84),
        (74, 80),
        (62, 90),
        (50, 86),
        (38, 90),
        (26, 80),
        (4, 84),
        (14, 62),
        (12, 44),
        (20, 28),
        (16, 6),
        (36, 18),
    ]
    n = len(pts)

    def mid(i: int) -> QPointF:
        a, b = pts[i % n], pts[(i + 1) % n]
        return QPointF((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)

    path = QPainterPath(mid(0))
    for i in range(1, n + 1):
        path.quadTo(QPointF(*pts[i % n]), mid(i))
    path.closeSubpath()
    _fill(p, path, _grad(pal.base, 6, 92), pal)
    stitches = QTransform().translate(50, 50).scale(0.72, 0.72).translate(-50, -50).map(path)
    pen = _pen(pal, 2.2)
    pen.setColor(_mix(pal.base, QColor("#fff3dc"), 0.55))
    pen.setDashPattern([2.0, 1.6])
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(stitches)


@_shape("hammer")
def _hammer(p: QPainter, pal: Palette) -> None:
    p.save()
    p.translate(50, 50)
    p.rotate(-38)
    p.translate(-50, -50)
    handle = QPainterPath()
    handle.addRoundedRect(QRectF(44, 26, 12, 72), 5, 5)
    _fill(p, handle, _grad(WOOD, 26, 98), pal)
    head = QPainterPath(QPointF(18, 10))
    head.lineTo(72, 10)
    head.lineTo(84, 6)
    head.lineTo(90, 14)
    head.lineTo(88, 32)
    head.lineTo(72, 30)
    head.lineTo(18, 30)
    head.quadTo(12, 20, 18, 10)
    _fill(p, head, _grad(pal.base, 6, 32), pal)
    _line(p, pal, QColor("#ffffff"), 2.4, (24, 15), (60, 15))
    _line(p, pal, pal.ink, 2.2, (40, 10), (40, 30))
    _line(p, pal, pal.ink, 2.2, (60, 10), (60, 30))
    p.restore()


@_shape("ham")
def _ham(p: QPainter, pal: Palette) -> None:
    bone = QPainterPath()
    bone.addRoundedRect(QRectF(58, 12, 14, 40), 6, 6)
    bone = QTransform().translate(65, 32).rotate(45).translate(-65, -32).map(bone)
    knob = _ellipse(80, 12, 8, 8).united(_ellipse(88, 22, 8, 8))
    _fill(p, bone.united(knob), BONE, pal)
    meat = _ellipse(40, 60, 34, 27, -35)
    _fill(p, meat, _grad(pal.base, 30, 92), pal)
    fat = _ellipse(34, 66, 20, 14, -35)
    _fill(p, fat, _mix(pal.base, QColor("#ffffff"), 0.45), pal, 2.4)
    _fill(p, _ellipse(34, 66, 9, 6, -35), pal.base, pal, 0)


@_shape("boot")
def _boot(p: QPainter, pal: Palette) -> None:
    boot = QPainterPath(QPointF(22, 8))
    boot.lineTo(58, 8)
    boot.lineTo(58, 54)
    boot.quadTo(60, 62, 72, 64)
    boot.quadTo(96, 68, 96, 82)
    boot.lineTo(96, 86)
    boot.lineTo(14, 86)
    boot.lineTo(14, 62)
    boot.quadTo(20, 40, 22, 8)
    _fill(p, boot, _grad(pal.base, 8, 88), pal)
    sole = QPainterPath()
    sole.addRoundedRect(QRectF(12, 84, 86, 9), 3, 3)
    _fill(p, sole, pal.ink, pal, 2.0)
    cuff = QPainterPath()
    cuff.addRect(QRectF(20, 8, 40, 10))
    _fill(p, cuff, pal.light, pal, 3.0)
    for y in (28, 40, 52):
        _line(p, pal, pal.light, 2.4, (46, y), (56, y + 6))
        _line(p, pal, pal.light, 2.4, (46, y + 6), (56, y))


@_shape("basket")
def _basket(p: QPainter, pal: Palette) -> None:
    handle = QPainterPath(QPointF(18, 50))
    handle.cubicTo(20, 4, 80, 4, 82, 50)
    _stroke(p, pal, handle, 5.0, pal.dark)
    _fill(p, _ellipse(32, 42, 12, 12), QColor("#c9453c"), pal, 3.4)
    _line(p, pal, QColor("#4f8a3a"), 3.0, (33, 30), (38, 26))
    _fill(p, _ellipse(62, 40, 18, 10, -10), QColor("#d89a48"), pal, 3.4)
    body = _poly((8, 52), (92, 52), (80, 94), (20, 94))
    _fill(p, body, _grad(pal.base, 52, 94), pal)
    for y in (64, 76, 86):
        t = (y - 52) / 42
        _detail(p, pal, _path_through((8 + 12 * t, y), (92 - 12 * t, y)), 2.0, 150)
    for x in (30, 50, 70):
        _detail(p, pal, _path_through((x, 58), (x + (50 - x) * 0.25, 92)), 2.0, 150)
    rim = QPainterPath()
    rim.addRoundedRect(QRectF(4, 46, 92, 11), 5, 5)
    _fill(p, rim, pal.dark, pal, 3.4)


# ---------------------------------------------------------------------------
# symbols


@_shape("coin")
def _coin(p: QPainter, pal: Palette) -> None:
    g = QLinearGradient(20, 6, 80, 94)
    g.setColorAt(0.0, _mix(pal.base, QColor("#ffffff"), 0.45))
    g.setColorAt(0.55, pal.base)
    g.setColorAt(1.0, _mix(pal.base, QColor("#6a4a10"), 0.45))
    _fill(p, _ellipse(50, 50, 45, 45), QBrush(g), pal)
    _detail(p, pal, _ellipse(50, 50, 36, 36), 2.4, 110)


@_shape("shield")
def _shield(p: QPainter, pal: Palette) -> None:
    shield = QPainterPath(QPointF(10, 8))
    shield.lineTo(90, 8)
    shield.lineTo(90, 44)
    shield.cubicTo(90, 72, 68, 86, 50, 96)
    shield.cubicTo(32, 86, 10, 72, 10, 44)
    shield.closeSubpath()
    _fill(p, shield, _grad(pal.base, 8, 96), pal)
    inner = QTransform().translate(50, 48).scale(0.82, 0.84).translate(-50, -48).map(shield)
    pen = _pen(pal, 3.0)
    pen.setColor(QColor("#e3b23c"))
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(inner)


@_shape("half_sun")
def _half_sun(p: QPainter, pal: Palette) -> None:
    cx, cy = 50.0, 72.0
    for i in range(9):
        a = math.radians(180 + 22.5 * i)
        b1 = math.radians(180 + 22.5 * i - 7)
        b2 = math.radians(180 + 22.5 * i + 7)
        ray = _poly(
            (cx + 30 * math.cos(b1), cy + 30 * math.sin(b1)),
            (cx + 46 * math.cos(a), cy + 46 * math.sin(a)),
            (cx + 30 * math.cos(b2), cy + 30 * math.sin(b2)),
        )
        if 0 < i < 8:
            _fill(p, ray, pal.base, pal, 2.6)
    disc = QPainterPath(QPointF(cx - 28, cy))
    disc.arcTo(QRectF(cx - 28, cy - 28, 56, 56), 180, -180)
    disc.closeSubpath()
    _fill(p, disc, _grad(pal.base, cy - 28, cy), pal)
    _line(p, pal, pal.ink, OUTLINE, (4, cy), (96, cy))


@_shape("any_resource")
def _any_resource(p: QPainter, pal: Palette) -> None:
    colours = pal.extra or tuple(
        _mix(pal.base, QColor("#ffffff"), t) for t in (0, 0.2, 0.4, 0.6, 0.8)
    )
    n = len(colours)
    rect = QRectF(6, 6, 88, 88)
    for i, colour in enumerate(colours):
        wedge = QPainterPath(QPointF(50, 50))
        wedge.arcTo(rect, 90 - i * 360 / n, -360 / n)
        wedge.closeSubpath()
        _fill(p, wedge, colour, pal, 2.4)
    _fill(p, _ellipse(50, 50, 44, 44), Qt.BrushStyle.NoBrush, pal)
    _fill(p, _ellipse(50, 50, 19, 19), QColor("#fbf4e2"), pal, 3.0)
    star = []
    for i in range(10):
        r = 13 if i % 2 == 0 else 5.5
        a = math.radians(-90 + 36 * i)
        star.append((50 + r * math.cos(a), 50 + r * math.sin(a)))
    _fill(p, _poly(*star), pal.ink, pal, 0)


@_shape("unknown")
def _unknown(p: QPainter, pal: Palette) -> None:
    _fill(p, _ellipse(50, 50, 44, 44), QColor("#e0218a"), pal)
    font = QFont()
    font.setFamilies(["DejaVu Sans"])
    font.setBold(True)
    font.setPixelSize(64)
    path = QPainterPath()
    path.addText(0, 0, font, "?")
    box = path.boundingRect()
    path.translate(50 - box.center().x(), 50 - box.center().y())
    _fill(p, path, QColor("#ffffff"), pal, 0)


@_shape("person")
def _person(p: QPainter, pal: Palette) -> None:
    body = QPainterPath(QPointF(16, 96))
    body.cubicTo(14, 58, 32, 50, 50, 50)
    body.cubicTo(68, 50, 86, 58, 84, 96)
    body.closeSubpath()
    _fill(p, body, _grad(pal.base, 50, 96), pal)
    _fill(p, _ellipse(50, 28, 17, 19), _grad(_mix(pal.base, QColor("#f2c9a0"), 0.7), 8, 48), pal)
    cap = QPainterPath(QPointF(32, 24))
    cap.cubicTo(32, 4, 68, 4, 68, 24)
    cap.lineTo(76, 26)
    cap.lineTo(32, 26)
    cap.closeSubpath()
    _fill(p, cap, pal.dark, pal, 3.2)


@_shape("hand_card")
def _hand_card(p: QPainter, pal: Palette) -> None:
    p.save()
    p.translate(50, 50)
    p.rotate(-10)
    p.translate(-50, -50)
    back = QPainterPath()
    back.addRoundedRect(QRectF(30, 8, 50, 76), 6, 6)
    _fill(p, back, QColor("#8c3d2e"), pal, 3.4)
    p.restore()
    p.save()
    p.translate(50, 50)
    p.rotate(6)
    p.translate(-50, -50)
    card = QPainterPath()
    card.addRoundedRect(QRectF(20, 14, 52, 78), 6, 6)
    _fill(p, card, _grad(pal.base, 14, 92), pal, 3.4)
    band = QPainterPath()
    band.addRect(QRectF(24, 18, 9, 70))
    _fill(p, band, _mix(pal.base, pal.ink, 0.25), pal, 0)
    for y in (30, 44, 58):
        _detail(p, pal, _path_through((40, y), (64, y)), 2.4, 120)
    p.restore()


@_shape("crate")
def _crate(p: QPainter, pal: Palette) -> None:
    _block(p, pal, 10, 36, 70, 92, 22, 22)
    _detail(p, pal, _poly((16, 42), (64, 42), (64, 86), (16, 86)), 2.4, 160)
    _detail(p, pal, _path_through((16, 42), (64, 86)), 2.4, 160)
    _detail(p, pal, _path_through((64, 42), (16, 86)), 2.4, 160)


@_shape("arrow")
def _arrow(p: QPainter, pal: Palette) -> None:
    _fill(
        p, _poly((6, 40), (56, 40), (56, 20), (94, 50), (56, 80), (56, 60), (6, 60)), pal.base, pal
    )
