"""Our own illustrations for the story screens: Longsdale drawn with QPainter.

Each chapter gets a skyline of the capital under its own sky (dawn, noon,
dusk, night, storm…), with rooftops, towers and a windmill placed by a seeded
PRNG, smoke from chimneys and a roman numeral banner. Endings get their own
palette. Everything is vector drawing: no image files, nothing copied.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

#: (sky top, sky bottom, far hills, town, light windows) per mood.
SKIES = [
    ("#f6d6a8", "#fbeed2", "#b9a37e", "#5b4636", "#ffd36b"),  # dawn
    ("#8fc3e8", "#d8ecf7", "#8fae7c", "#4d5a48", "#fff2b0"),  # noon
    ("#e38b5a", "#f4c58c", "#9c6a55", "#3e2a2a", "#ffcf70"),  # dusk
    ("#1d2847", "#3c4d7a", "#2d3a55", "#141a2b", "#ffd76e"),  # night
    ("#59606b", "#9aa3ab", "#5f6a66", "#2f3334", "#f2c46a"),  # storm
    ("#c7d9c2", "#eef3e6", "#8aa57f", "#44503f", "#ffe9a3"),  # spring
]
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]


def illustration(number: int, width: int, height: int, mood: int | None = None) -> QPixmap:
    """A scene for chapter ``number`` (or an ending: pass a ``mood``)."""
    pix = QPixmap(width, height)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_scene(p, QRectF(0, 0, width, height), number, mood)
    p.end()
    return pix


def paint_scene(p: QPainter, r: QRectF, number: int, mood: int | None = None) -> None:
    rng = random.Random(f"longsdale-{number}-{mood}")
    top, bottom, hills, town, light = SKIES[(number - 1 if mood is None else mood) % len(SKIES)]
    sky = QLinearGradient(r.topLeft(), r.bottomLeft())
    sky.setColorAt(0, QColor(top))
    sky.setColorAt(1, QColor(bottom))
    path = QPainterPath()
    path.addRoundedRect(r, 14, 14)
    p.setClipPath(path)
    p.fillRect(r, QBrush(sky))
    night = QColor(top).lightness() < 90
    if night:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 240, 200))
        for _ in range(40):
            x, y = (
                rng.uniform(r.left(), r.right()),
                rng.uniform(r.top(), r.top() + r.height() * 0.5),
            )
            p.drawEllipse(QPointF(x, y), 1.2, 1.2)
    _sun(p, r, rng, night)
    _hills(p, r, rng, QColor(hills))
    _town(p, r, rng, QColor(town), QColor(light), night)
    _banner(p, r, number if mood is None else None)
    p.setClipping(False)
    p.setPen(QPen(QColor(60, 45, 30, 160), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 14, 14)


def _sun(p: QPainter, r: QRectF, rng: random.Random, night: bool) -> None:
    x = r.left() + r.width() * rng.uniform(0.15, 0.85)
    y = r.top() + r.height() * rng.uniform(0.15, 0.35)
    rad = r.height() * 0.09
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(250, 248, 230) if night else QColor(255, 236, 170, 230))
    p.drawEllipse(QPointF(x, y), rad, rad)
    if night:  # a crescent: cut with the sky colour
        p.setBrush(QColor(29, 40, 71))
        p.drawEllipse(QPointF(x + rad * 0.45, y - rad * 0.2), rad, rad)


def _hills(p: QPainter, r: QRectF, rng: random.Random, colour: QColor) -> None:
    for layer in range(2):
        base = r.top() + r.height() * (0.62 + 0.08 * layer)
        poly = QPolygonF([QPointF(r.left(), r.bottom())])
        steps = 8
        for i in range(steps + 1):
            x = r.left() + r.width() * i / steps
            poly.append(QPointF(x, base - rng.uniform(0, r.height() * 0.08)))
        poly.append(QPointF(r.right(), r.bottom()))
        c = QColor(colour)
        c = c.darker(100 + 18 * layer)
        p.setBrush(c)
        p.drawPolygon(poly)


def _town(
    p: QPainter, r: QRectF, rng: random.Random, colour: QColor, light: QColor, night: bool
) -> None:
    ground = r.top() + r.height() * 0.86
    x = r.left() - 10
    p.setPen(Qt.PenStyle.NoPen)
    tower_at = rng.uniform(0.3, 0.7)
    mill_at = rng.choice([0.12, 0.88])
    while x < r.right():
        w = rng.uniform(r.width() * 0.04, r.width() * 0.08)
        h = rng.uniform(r.height() * 0.1, r.height() * 0.22)
        frac = (x - r.left()) / r.width()
        if abs(frac - tower_at) < 0.04:
            h *= 2.2  # the cathedral tower of Longsdale
        body = QRectF(x, ground - h, w, h)
        p.setBrush(colour)
        p.drawRect(body)
        roof = QPolygonF(
            [
                QPointF(x - 2, ground - h),
                QPointF(x + w / 2, ground - h - w * 0.6),
                QPointF(x + w + 2, ground - h),
            ]
        )
        p.setBrush(colour.darker(125))
        p.drawPolygon(roof)
        if rng.random() < 0.5:  # a chimney with smoke
            cx = x + w * 0.7
            p.setBrush(colour.darker(110))
            p.drawRect(QRectF(cx, ground - h - w * 0.5, w * 0.12, w * 0.3))
            p.setBrush(QColor(220, 220, 220, 90))
            for k in range(3):
                p.drawEllipse(QPointF(cx + k * 6, ground - h - w * 0.6 - k * 9), 5 + k * 2, 4 + k)
        p.setBrush(light if night or rng.random() < 0.3 else colour.lighter(140))
        for wy in range(int(h // 22)):
            for wx in range(max(1, int(w // 18))):
                if rng.random() < 0.55:
                    p.drawRect(QRectF(x + 5 + wx * 16, ground - h + 8 + wy * 20, 6, 9))
        x += w + rng.uniform(0, 6)
    _windmill(p, r, r.left() + r.width() * mill_at, ground, colour)
    p.setBrush(colour.darker(140))
    p.drawRect(QRectF(r.left(), ground, r.width(), r.bottom() - ground))


def _windmill(p: QPainter, r: QRectF, x: float, ground: float, colour: QColor) -> None:
    h = r.height() * 0.26
    body = QPolygonF(
        [
            QPointF(x - 14, ground),
            QPointF(x - 8, ground - h),
            QPointF(x + 8, ground - h),
            QPointF(x + 14, ground),
        ]
    )
    p.setBrush(colour.darker(115))
    p.drawPolygon(body)
    p.setPen(QPen(colour.darker(150), 4))
    hub = QPointF(x, ground - h)
    for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        p.drawLine(hub, QPointF(x + dx * h * 0.45, ground - h + dy * h * 0.45))
    p.setPen(Qt.PenStyle.NoPen)


def _banner(p: QPainter, r: QRectF, number: int | None) -> None:
    if number is None or not 1 <= number <= len(ROMAN):
        return
    box = QRectF(r.left() + 16, r.top() + 14, 64, 46)
    p.setBrush(QColor(120, 30, 30, 220))
    p.setPen(QPen(QColor(240, 220, 180), 2))
    p.drawRoundedRect(box, 6, 6)
    font = QFont()
    font.setBold(True)
    font.setPointSizeF(18)
    p.setFont(font)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, ROMAN[number - 1])
