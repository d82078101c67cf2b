"""Kingdom Builder's drawing helpers (original): the hexagon, each terrain's colour and
quiet texture, the glyphs drawn with a halo, the seats' settlements (each seat a colour
AND a silhouette: house, tower, hut, hall) and the location tokens."""

from __future__ import annotations

import math
import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

# the words on the face's art (the faces' font, one line, wrapped): the frame's
from omg_desktop.ui.face_text import text as text
from omg_desktop.ui.face_text import wrapped as wrapped

from .glyphs import _poly, placed, terrain_glyph, tile_glyph
from .hexes import HEX_CX, HEX_CY, HEX_OUTLINE, HEX_R

#: Each terrain's ground (RGB): light and dark ones mixed, so grey tells them apart too.
GROUND = {
    "G": (146, 194, 84),  # grass: fresh green
    "C": (186, 116, 82),  # canyon: rust
    "D": (236, 210, 128),  # desert: sand
    "F": (200, 160, 198),  # flower field: lilac
    "T": (50, 108, 58),  # forest: deep green
    "W": (82, 142, 204),  # water: blue
    "M": (132, 126, 120),  # mountain: rock grey
    "K": (196, 196, 204),  # castle: pale stone
    "L": (240, 230, 206),  # location: parchment
}
#: Each terrain's glyph ink: much darker or much lighter than its ground.
INK = {
    "G": (40, 84, 24),
    "C": (86, 38, 20),
    "D": (128, 92, 24),
    "F": (104, 36, 104),
    "T": (200, 232, 196),
    "W": (232, 244, 255),
    "M": (246, 246, 246),
    "K": (60, 60, 76),
    "L": (70, 52, 30),
}
#: The seats' settlements: colour (RGB), in seat order; shapes in :data:`SHAPES`.
SEAT_COLOURS = ((226, 104, 36), (46, 92, 200), (246, 244, 236), (60, 58, 64))
SHAPES = ("house", "tower", "hut", "hall")
OUTLINE = QColor(20, 18, 16)
GOLD = (232, 184, 48)


def pen(colour: QColor, width: float) -> QPen:
    """A solid pen with round caps and joins."""
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin)  # fmt: skip


def qcolor(rgb: tuple[int, int, int], alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def seat_colour(seat: int) -> QColor:
    """The colour of ``seat``'s pieces (the same everywhere on the table)."""
    return qcolor(SEAT_COLOURS[int(seat) % len(SEAT_COLOURS)])


def hex_path() -> QPainterPath:
    """The hexagon of :mod:`.hexes` on the card rectangle."""
    return _poly(list(HEX_OUTLINE))


def hex_at(cx: float, cy: float, r: float) -> QPainterPath:
    """A pointy-top hexagon of circumradius ``r`` around (``cx``, ``cy``)."""
    pts = [(cx + r * math.cos(math.radians(-90 + 60 * n)),
            cy + r * math.sin(math.radians(-90 + 60 * n))) for n in range(6)]  # fmt: skip
    return _poly(pts)


# ---- textures ---------------------------------------------------------------------------
@cache
def _marks(letter: str) -> tuple[tuple[float, float], ...]:
    """The same scattered points for every hex of a terrain (a calm, even map)."""
    rng = random.Random(f"kb-{letter}")
    pts: list[tuple[float, float]] = []
    for row in range(6):
        for col in range(5):
            x = 6 + col * 26 + (13 if row % 2 else 0) + rng.uniform(-6, 6)
            y = HEX_CY - HEX_R + 10 + row * 25 + rng.uniform(-5, 5)
            pts.append((x, y))
    return tuple(pts)


def draw_texture(p: QPainter, letter: str, clip: QPainterPath, ground: QColor) -> None:
    """The terrain's quiet texture inside ``clip``: a shade of its ground, thin marks."""
    p.save()
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    dark = ground.darker(122)
    light = ground.lighter(118)
    p.setBrush(Qt.BrushStyle.NoBrush)
    pts = _marks(letter)
    if letter == "G":  # short blades
        p.setPen(pen(dark, 2.2))
        for x, y in pts:
            p.drawLine(QPointF(x, y), QPointF(x - 2, y - 6))
            p.drawLine(QPointF(x + 3, y), QPointF(x + 5, y - 5))
    elif letter == "C":  # the rock's layers
        p.setPen(QPen(dark, 3))
        for n in range(8):
            y = HEX_CY - HEX_R + 12 + n * 18
            path = QPainterPath(QPointF(-5, y))
            path.cubicTo(QPointF(40, y - 6), QPointF(80, y + 6), QPointF(131, y - 2))
            p.drawPath(path)
    elif letter == "D":  # wind ripples
        p.setPen(pen(dark, 2))
        for x, y in pts[::2]:
            p.drawArc(QRectF(x - 10, y - 4, 20, 10), 30 * 16, 120 * 16)
    elif letter == "F":  # small blooms
        p.setPen(Qt.PenStyle.NoPen)
        for n, (x, y) in enumerate(pts):
            p.setBrush(light if n % 2 else dark)
            p.drawEllipse(QPointF(x, y), 2.6, 2.6)
    elif letter == "T":  # tree crowns seen from above
        p.setPen(QPen(ground.darker(135), 2.2))
        for x, y in pts:
            p.drawArc(QRectF(x - 7, y - 5, 14, 12), 0, 180 * 16)
    elif letter == "W":  # ripples
        p.setPen(pen(light, 2))
        for x, y in pts[::2]:
            path = QPainterPath(QPointF(x - 9, y))
            path.quadTo(QPointF(x - 4.5, y - 4), QPointF(x, y))
            path.quadTo(QPointF(x + 4.5, y + 4), QPointF(x + 9, y))
            p.drawPath(path)
    elif letter == "M":  # cracks in the rock
        p.setPen(pen(dark, 2))
        for x, y in pts[::2]:
            p.drawPolyline(QPolygonF([QPointF(x - 6, y + 4), QPointF(x, y - 3),
                                      QPointF(x + 3, y + 1), QPointF(x + 8, y - 5)]))  # fmt: skip
    elif letter == "K":  # laid stones
        p.setPen(QPen(dark, 1.6))
        for n in range(9):
            y = HEX_CY - HEX_R + n * 17
            p.drawLine(QPointF(0, y), QPointF(126, y))
            for m in range(6):
                x = m * 26 + (13 if n % 2 else 0)
                p.drawLine(QPointF(x, y), QPointF(x, y + 17))
    p.restore()


# ---- glyphs -----------------------------------------------------------------------------
def fill_glyph(p: QPainter, path: QPainterPath, ink: QColor, halo: QColor | None,
               halo_width: float) -> None:  # fmt: skip
    """``path`` filled with ``ink`` over a ``halo`` round its edge (None: no halo)."""
    p.save()
    if halo is not None:
        p.setPen(pen(halo, halo_width))
        p.setBrush(halo)
        p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(path)
    p.restore()


def draw_terrain_glyph(p: QPainter, letter: str, centre: QPointF, r: float) -> None:
    """A terrain's glyph in its own ink, with a soft halo of its ground."""
    ground = qcolor(GROUND.get(letter, GROUND["L"]))
    ink = qcolor(INK.get(letter, INK["L"]))
    halo = ground.lighter(112) if ink.lightness() < ground.lightness() else ground.darker(118)
    fill_glyph(p, placed(terrain_glyph(letter), centre, r), ink, halo, r * 0.12)


def draw_tile_glyph(p: QPainter, kind: str, centre: QPointF, r: float, ink: QColor) -> None:
    fill_glyph(p, placed(tile_glyph(kind), centre, r), ink, None, 0)


# ---- settlements --------------------------------------------------------------------------
@cache
def settlement_shape(seat: int) -> QPainterPath:
    """Seat ``seat``'s silhouette in unit space: a house, a tower, a hut, a hall."""
    kind = SHAPES[int(seat) % len(SHAPES)]
    if kind == "house":  # a square body under a steep gable
        return _poly([(-0.62, 0.75), (0.62, 0.75), (0.62, -0.12), (0.0, -0.8), (-0.62, -0.12)])
    if kind == "tower":  # narrow and tall, crenellated
        return _poly([(-0.36, 0.85), (0.36, 0.85), (0.36, -0.5), (0.5, -0.5), (0.5, -0.92),
                      (0.28, -0.92), (0.28, -0.74), (0.1, -0.74), (0.1, -0.92), (-0.1, -0.92),
                      (-0.1, -0.74), (-0.28, -0.74), (-0.28, -0.92), (-0.5, -0.92),
                      (-0.5, -0.5), (-0.36, -0.5)])  # fmt: skip
    if kind == "hut":  # a round dome on the ground
        path = QPainterPath(QPointF(-0.78, 0.7))
        path.lineTo(-0.78, 0.2)
        path.cubicTo(QPointF(-0.78, -0.95), QPointF(0.78, -0.95), QPointF(0.78, 0.2))
        path.lineTo(0.78, 0.7)
        path.closeSubpath()
        return path
    # hall: long and low, under a hipped roof
    return _poly([(-0.9, 0.55), (0.9, 0.55), (0.9, -0.05), (1.0, -0.05), (0.62, -0.5),
                  (-0.62, -0.5), (-1.0, -0.05), (-0.9, -0.05)])  # fmt: skip


def draw_settlement(p: QPainter, seat: int, centre: QPointF, r: float,
                    colour: QColor | None = None) -> None:  # fmt: skip
    """A seat's settlement: its silhouette in its colour (or ``colour``), a light halo,
    a dark outline (it reads on every terrain), a shine on its top-left."""
    path = placed(settlement_shape(seat), centre, r)
    colour = colour if colour is not None else seat_colour(seat)
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(QColor(255, 255, 255, 170), r * 0.26))
    p.drawPath(path)  # the halo
    p.setPen(pen(OUTLINE, r * 0.12))
    p.setBrush(colour)
    p.drawPath(path)
    p.setClipPath(path)
    p.setPen(QPen(colour.lighter(150), r * 0.1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path.translated(r * 0.1, r * 0.1))  # a shine inside the top and left edges
    p.restore()


def draw_token_marks(p: QPainter, n: int, centre: QPointF, r: float, shown: int = 2) -> None:
    """``shown`` small tokens side by side: ``n`` of them full (gold), the rest empty."""
    p.save()
    gap = r * 2.5
    x0 = centre.x() - gap * (shown - 1) / 2
    for i in range(shown):
        c = QPointF(x0 + i * gap, centre.y())
        if i < n:
            p.setPen(QPen(OUTLINE, r * 0.28))
            p.setBrush(qcolor(GOLD))
        else:
            p.setPen(QPen(QColor(20, 18, 16, 110), r * 0.22, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r, r)
    p.restore()


def hex_centre() -> QPointF:
    return QPointF(HEX_CX, HEX_CY)
