"""Ticket to Ride's drawing helpers (original): each train-card and route colour's paint
and glyph (a colour is told by its glyph as well: readable without colour and on a small
screen), and each seat's trains (a colour AND a silhouette of car).

A colour's paint comes from its name in the data (an SVG colour name, softened); its
glyph from its place among the data's colours: the code names no card. The wild card
has stripes of every colour and a wheel; the any-colour of the routes has no glyph, an
inner rail instead.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

# the words on the face's art (the faces' font, one line, wrapped): the frame's
from omg_desktop.ui.face_text import text as text
from omg_desktop.ui.face_text import wrapped as wrapped

OUTLINE = QColor(24, 22, 20)
PAPER = QColor(246, 238, 218)
#: The glyphs of the data's colours, in its order (eight train colours).
GLYPHS = ("circle", "square", "triangle", "diamond", "star", "plus", "hexagon", "ring")
#: The seats' trains: colour (RGB) and car, in seat order.
SEAT_COLOURS = ((206, 40, 56), (40, 96, 214), (30, 150, 72), (240, 196, 36), (128, 70, 176))
CARS = ("boxcar", "tanker", "hopper", "coach", "flatcar")


def qcolor(rgb: tuple[int, int, int], alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin)  # fmt: skip


@cache
def paint(name: str) -> QColor:
    """The paint of a colour the data names: its SVG colour, three quarters of it with a
    quarter of a mid grey (no colour at full glare); an unknown name, a grey."""
    if not QColor.isValidColorName(name):
        return QColor(150, 150, 150)
    c = QColor(name)
    mix = lambda v: round(v * 0.78 + 128 * 0.22)  # noqa: E731
    return QColor(mix(c.red()), mix(c.green()), mix(c.blue()))


def ink_on(colour: QColor) -> QColor:
    """Black or white, whichever reads on ``colour``."""
    return OUTLINE if colour.lightnessF() > 0.55 else QColor(255, 255, 255)


def glyph_of(cat: Any, colour: str) -> str:
    """A colour's glyph: its place among the data's train colours; the wild card's
    wheel; none for the routes' any-colour."""
    if colour == cat.wild:
        return "wheel"
    colours = list(cat.colours)
    if colour in colours:
        return GLYPHS[colours.index(colour) % len(GLYPHS)]
    return ""


def seat_colour(seat: int) -> QColor:
    return qcolor(SEAT_COLOURS[int(seat) % len(SEAT_COLOURS)])


def car_of(seat: int) -> str:
    return CARS[int(seat) % len(CARS)]


# ---- glyphs --------------------------------------------------------------------------------
def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


@cache
def glyph_path(name: str) -> QPainterPath:
    """A glyph in unit space (about -1 to 1 each way)."""
    path = QPainterPath()
    if name == "circle":
        path.addEllipse(QPointF(0, 0), 0.85, 0.85)
    elif name == "square":
        path.addRect(QRectF(-0.75, -0.75, 1.5, 1.5))
    elif name == "triangle":
        return _poly([(0, -0.95), (0.95, 0.75), (-0.95, 0.75)])
    elif name == "diamond":
        return _poly([(0, -1), (0.8, 0), (0, 1), (-0.8, 0)])
    elif name == "star":
        pts = []
        for k in range(10):
            r = 1.0 if k % 2 == 0 else 0.42
            a = math.radians(-90 + 36 * k)
            pts.append((r * math.cos(a), r * math.sin(a) + 0.08))
        return _poly(pts)
    elif name == "plus":
        return _poly([(-0.3, -0.9), (0.3, -0.9), (0.3, -0.3), (0.9, -0.3), (0.9, 0.3), (0.3, 0.3),
                      (0.3, 0.9), (-0.3, 0.9), (-0.3, 0.3), (-0.9, 0.3), (-0.9, -0.3),
                      (-0.3, -0.3)])  # fmt: skip
    elif name == "hexagon":
        return _poly([(0.9 * math.cos(math.radians(60 * k)), 0.9 * math.sin(math.radians(60 * k)))
                      for k in range(6)])  # fmt: skip
    elif name == "ring":
        path.addEllipse(QPointF(0, 0), 0.9, 0.9)
        path.addEllipse(QPointF(0, 0), 0.45, 0.45)
        path.setFillRule(Qt.FillRule.OddEvenFill)
    elif name == "wheel":
        path.addEllipse(QPointF(0, 0), 0.95, 0.95)
        path.addEllipse(QPointF(0, 0), 0.7, 0.7)
        for k in range(4):
            a = math.radians(45 * k)
            c, s = math.cos(a), math.sin(a)
            w = 0.12
            path.addPolygon(QPolygonF([QPointF(-0.72 * c - w * s, -0.72 * s + w * c),
                                       QPointF(0.72 * c - w * s, 0.72 * s + w * c),
                                       QPointF(0.72 * c + w * s, 0.72 * s - w * c),
                                       QPointF(-0.72 * c + w * s, -0.72 * s - w * c)]))  # fmt: skip
        path.addEllipse(QPointF(0, 0), 0.22, 0.22)
        path.setFillRule(Qt.FillRule.WindingFill)
    return path


def placed(path: QPainterPath, centre: QPointF, r: float) -> QPainterPath:
    from PySide6.QtGui import QTransform

    return QTransform().translate(centre.x(), centre.y()).scale(r, r).map(path)


def draw_glyph(p: QPainter, name: str, centre: QPointF, r: float, ink: QColor) -> None:
    """A glyph filled with ``ink`` over a thin halo of the other of black and white."""
    if not name:
        return
    path = placed(glyph_path(name), centre, r)
    halo = QColor(255, 255, 255) if ink.lightnessF() < 0.5 else OUTLINE
    p.save()
    p.setPen(pen(halo, r * 0.22))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(path)
    p.restore()


def rainbow(p: QPainter, rect: QRectF, cat: Any, clip: QPainterPath | None = None) -> None:
    """The wild card's stripes: every train colour of the data, slanted."""
    colours = [paint(c) for c in cat.colours] if cat is not None else [QColor(150, 150, 150)]
    p.save()
    if clip is not None:
        p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    p.setPen(Qt.PenStyle.NoPen)
    n = len(colours)
    span = rect.width() + rect.height()
    band = span / n
    for k, c in enumerate(colours):
        x = rect.left() - rect.height() + k * band
        p.setBrush(c)
        p.drawPolygon(QPolygonF([QPointF(x, rect.bottom()), QPointF(x + band + 0.5, rect.bottom()),
                                 QPointF(x + band + 0.5 + rect.height(), rect.top()),
                                 QPointF(x + rect.height(), rect.top())]))  # fmt: skip
    p.restore()


# ---- the trains ----------------------------------------------------------------------------
@cache
def car_path(kind: str) -> QPainterPath:
    """A car's body seen from the side, in unit space (x -1 to 1, y -0.5 to 0.35; the
    wheels under it are drawn apart)."""
    if kind == "boxcar":  # a tall box with a roof's rim
        return _poly([(-0.95, 0.3), (0.95, 0.3), (0.95, -0.42), (0.85, -0.52), (-0.85, -0.52),
                      (-0.95, -0.42)])  # fmt: skip
    if kind == "tanker":  # a long round tank on a frame
        path = QPainterPath()
        path.addRoundedRect(QRectF(-0.92, -0.5, 1.84, 0.72), 0.36, 0.36)
        path.addRect(QRectF(-0.98, 0.12, 1.96, 0.18))
        path.addRect(QRectF(-0.12, -0.62, 0.24, 0.16))
        return path.simplified()
    if kind == "hopper":  # wide at the top, sloping to the wheels
        return _poly([(-0.98, -0.5), (0.98, -0.5), (0.98, -0.1), (0.6, 0.3), (-0.6, 0.3),
                      (-0.98, -0.1)])  # fmt: skip
    if kind == "coach":  # a rounded roof over a row of windows (cut out)
        path = QPainterPath()
        path.addRoundedRect(QRectF(-0.96, -0.55, 1.92, 0.85), 0.25, 0.25)
        for k in range(4):
            path.addRect(QRectF(-0.74 + k * 0.4, -0.36, 0.26, 0.22))
        path.setFillRule(Qt.FillRule.OddEvenFill)
        return path
    # flatcar: a low deck with a load of logs on it
    path = QPainterPath()
    path.addRect(QRectF(-0.98, 0.08, 1.96, 0.22))
    for k in range(3):
        path.addEllipse(QPointF(-0.5 + k * 0.5, -0.12), 0.24, 0.2)
    path.addEllipse(QPointF(-0.25, -0.42), 0.24, 0.2)
    path.addEllipse(QPointF(0.25, -0.42), 0.24, 0.2)
    return path.simplified()


def draw_car(p: QPainter, seat: int, rect: QRectF) -> None:
    """Seat ``seat``'s train car filling ``rect`` (wider than tall): its silhouette in
    its colour, a light halo and a dark outline (it reads on every route colour), its
    wheels."""
    colour = seat_colour(seat)
    cx, cy = rect.center().x(), rect.center().y() - rect.height() * 0.08
    sx, sy = rect.width() / 2, rect.height() * 0.9
    from PySide6.QtGui import QTransform

    body = QTransform().translate(cx, cy).scale(sx, sy).map(car_path(car_of(seat)))
    line = min(sx, sy) * 0.09
    p.save()
    p.setPen(pen(QColor(255, 255, 255, 210), line * 2.6))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(body)
    p.setPen(pen(OUTLINE, line))
    p.setBrush(colour)
    p.drawPath(body)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(OUTLINE)
    r = sy * 0.13
    for wx in (-0.6, 0.6):
        p.drawEllipse(QPointF(cx + wx * sx, cy + sy * 0.38), r, r)
    p.restore()
