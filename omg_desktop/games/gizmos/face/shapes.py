"""The energies' look: each colour with its own shape as well as its colour (black a
square, blue a drop-shaped down triangle, red an up triangle, yellow a star), drawn by
the card art, the marbles and the panel's buttons alike."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from ..rules.catalog import COLOURS, MULTI, NONE

#: Each colour's marble and card edge (RGB); multi and the starters' grey.
STRONG = {
    "black": (52, 52, 60),
    "blue": (38, 104, 196),
    "red": (196, 48, 44),
    "yellow": (226, 178, 30),
    MULTI: (120, 80, 150),
    NONE: (120, 120, 120),
}
#: A card's ground: its colour, light.
LIGHT = {
    "black": (214, 214, 220),
    "blue": (210, 228, 250),
    "red": (250, 218, 214),
    "yellow": (252, 240, 196),
    MULTI: (236, 226, 244),
    NONE: (232, 232, 228),
}
#: The glyph drawn on a marble of each colour: light on dark marbles, dark on yellow.
GLYPH_PEN = {"black": (245, 245, 245), "blue": (250, 250, 255), "red": (255, 246, 240),
             "yellow": (60, 44, 0)}  # fmt: skip


def qcolor(rgb: tuple[int, int, int], alpha: int = 255) -> QColor:
    return QColor(rgb[0], rgb[1], rgb[2], alpha)


def glyph_path(colour: str, centre: QPointF, r: float) -> QPainterPath:
    """The shape of ``colour`` (radius ``r``) around ``centre``."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if colour == "black":
        path.addRect(QRectF(x - r * 0.78, y - r * 0.78, r * 1.56, r * 1.56))
    elif colour == "red":
        path.moveTo(x, y - r)
        path.lineTo(x + r * 0.95, y + r * 0.72)
        path.lineTo(x - r * 0.95, y + r * 0.72)
        path.closeSubpath()
    elif colour == "blue":
        path.moveTo(x, y + r)
        path.lineTo(x + r * 0.95, y - r * 0.72)
        path.lineTo(x - r * 0.95, y - r * 0.72)
        path.closeSubpath()
    else:  # yellow: a five-pointed star
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            p = QPointF(x + rr * math.cos(a), y + rr * math.sin(a))
            path.moveTo(p) if i == 0 else path.lineTo(p)
        path.closeSubpath()
    return path


def draw_shape(painter: QPainter, colour: str, centre: QPointF, r: float) -> None:
    """A colour's shape, filled with its colour and outlined (on a card's ground)."""
    painter.save()
    if colour == MULTI or colour not in COLOURS:
        for n, c in enumerate(COLOURS):  # the four, small, in a square
            dx = (-1 if n % 2 == 0 else 1) * r * 0.5
            dy = (-1 if n < 2 else 1) * r * 0.5
            draw_shape(painter, c, QPointF(centre.x() + dx, centre.y() + dy), r * 0.5)
        painter.restore()
        return
    painter.setPen(QPen(QColor(20, 20, 20), max(1.0, r * 0.12)))
    painter.setBrush(qcolor(STRONG[colour]))
    painter.drawPath(glyph_path(colour, centre, r))
    painter.restore()


def draw_marble(painter: QPainter, colour: str, centre: QPointF, r: float) -> None:
    """An energy marble: a shaded ball of its colour with its shape on it."""
    painter.save()
    grad = QRadialGradient(QPointF(centre.x() - r * 0.35, centre.y() - r * 0.35), r * 1.3)
    base = qcolor(STRONG[colour])
    grad.setColorAt(0.0, base.lighter(165))
    grad.setColorAt(0.55, base)
    grad.setColorAt(1.0, base.darker(160))
    painter.setPen(QPen(QColor(15, 15, 15), max(1.0, r * 0.06)))
    painter.setBrush(QBrush(grad))
    painter.drawEllipse(centre, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(qcolor(GLYPH_PEN[colour]))
    painter.drawPath(glyph_path(colour, centre, r * 0.5))
    painter.restore()
