"""The Kingdom Builder cards' pictograms (original): each card's rule as a small scene of
hexes and settlements, over what it pays: ``what = gold``. Drawn in a box of the card."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from .shapes import (
    GOLD,
    GROUND,
    OUTLINE,
    draw_settlement,
    draw_terrain_glyph,
    draw_tile_glyph,
    hex_at,
    pen,
    qcolor,
    text,
)

#: "Your" settlements on a card: no seat's colour, a plain wood.
WOOD = QColor(150, 98, 60)
PLAIN = (226, 222, 204)  # a hex of any terrain
R = 10.0  # a small hex's circumradius
DX = math.sqrt(3) * R  # between two hexes of a row
DY = 1.5 * R  # between two rows


def _hex(p: QPainter, c: QPointF, letter: str | None = None, house: bool = False,
         r: float = R, glow: bool = False) -> None:  # fmt: skip
    """A small hex: plain or of a terrain (its glyph), a settlement on it."""
    ground = qcolor(GROUND[letter]) if letter in GROUND else qcolor(PLAIN)
    p.setPen(QPen(qcolor(GOLD) if glow else ground.darker(160), 2.4 if glow else 1.0))
    p.setBrush(ground)
    p.drawPath(hex_at(c.x(), c.y(), r - 0.5))
    if letter == "L":
        draw_tile_glyph(p, "tavern", c, r * 0.62, QColor(70, 52, 30))
    elif letter in GROUND:
        draw_terrain_glyph(p, letter, c, r * 0.62)
    if house:
        draw_settlement(p, 0, c, r * 0.68, WOOD)


def _at(origin: QPointF, row: int, col: int, r: float = R) -> QPointF:
    """The centre of (row, col) in a small odd-r grid whose (0, 0) is at ``origin``."""
    dx, dy = math.sqrt(3) * r, 1.5 * r
    return QPointF(origin.x() + col * dx + (dx / 2 if row % 2 else 0), origin.y() + row * dy)


def _grid(p: QPainter, origin: QPointF, rows: int, cols: int,
          cells: dict[tuple[int, int], tuple[str | None, bool]], r: float = R) -> None:  # fmt: skip
    """A small map: every (row, col) plain unless ``cells`` gives (letter, settlement)."""
    for row in range(rows):
        for col in range(cols):
            letter, house = cells.get((row, col), (None, False))
            _hex(p, _at(origin, row, col, r), letter, house, r)


def _coin(p: QPainter, c: QPointF, value: int, r: float = 11.0, silver: bool = False) -> None:
    p.setPen(QPen(OUTLINE, 1.6))
    p.setBrush(QColor(200, 204, 212) if silver else qcolor(GOLD))
    p.drawEllipse(c, r, r)
    p.setPen(OUTLINE)
    text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), str(value), r * 1.15)


def _pays(p: QPainter, box: QRectF, what: Callable[[QPointF], None], value: int) -> None:
    """The bottom line of a pictogram: ``what`` = a coin of ``value``."""
    y = box.bottom() - 12
    cx = box.center().x()
    what(QPointF(cx - 26, y))
    p.setPen(OUTLINE)
    text(p, QRectF(cx - 12, y - 10, 24, 20), "=", 16)
    _coin(p, QPointF(cx + 24, y), value)


def _house(p: QPainter) -> Callable[[QPointF], None]:
    return lambda c: _hex(p, c, None, True)


def _scene_origin(box: QRectF, rows: int, cols: int, r: float = R) -> QPointF:
    """Where (0, 0) goes for a grid of ``rows`` x ``cols`` centred in the box's top part."""
    dx, dy = math.sqrt(3) * r, 1.5 * r
    width = (cols - 1) * dx + (dx / 2 if rows > 1 else 0)
    height = (rows - 1) * dy
    top = box.top() + (box.height() - 26 - height) / 2
    return QPointF(box.center().x() - width / 2, top)


def _around(p: QPainter, box: QRectF, centre_letter: str, houses: tuple[int, ...]) -> None:
    """A terrain hex with settlements on some of its six neighbours (by index)."""
    o = _scene_origin(box, 3, 3)
    ring = [(0, 0), (0, 1), (1, 2), (2, 1), (2, 0), (1, 0)]  # round (1, 1), odd-r
    cells: dict[tuple[int, int], tuple[str | None, bool]] = {(1, 1): (centre_letter, False)}
    for n in houses:
        cells[ring[n]] = (None, True)
    _grid(p, o, 3, 3, cells)


def _fishermen(p: QPainter, box: QRectF) -> None:
    _around(p, box, "W", (0, 2, 4))
    _pays(p, box, _house(p), 1)


def _miners(p: QPainter, box: QRectF) -> None:
    _around(p, box, "M", (1, 3, 5))
    _pays(p, box, _house(p), 1)


def _workers(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 4)
    _grid(p, o, 3, 4, {(1, 0): ("K", False), (1, 3): ("L", False), (0, 0): (None, True),
                       (2, 1): (None, True), (1, 2): (None, True)})  # fmt: skip
    _pays(p, box, _house(p), 1)


def _merchants(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 5)
    _grid(p, o, 3, 5, {(1, 0): ("K", False), (1, 4): ("L", False), (1, 1): (None, True),
                       (1, 2): (None, True), (1, 3): (None, True)})  # fmt: skip
    _pays(p, box, lambda c: _hex(p, c, "K"), 4)


def _discoverers(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 5)
    _grid(p, o, 3, 5, {(0, 1): (None, True), (2, 3): (None, True), (2, 0): (None, True)})
    for counted in (0, 2):  # a row that counts: a tick at its end
        c = _at(o, counted, 5)
        p.setPen(pen(qcolor(GOLD).darker(140), 2.6))
        p.drawLine(QPointF(c.x() - 4, c.y()), QPointF(c.x() - 1, c.y() + 3))
        p.drawLine(QPointF(c.x() - 1, c.y() + 3), QPointF(c.x() + 5, c.y() - 4))

    def row(c: QPointF) -> None:
        for n in (-1, 0, 1):
            _hex(p, QPointF(c.x() - 5 + n * DX * 0.65, c.y()), None, False, R * 0.65)

    _pays(p, box, row, 1)


def _hermits(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 5)
    _grid(p, o, 3, 5, {(0, 0): (None, True), (0, 3): (None, True), (0, 4): (None, True),
                       (2, 1): (None, True), (2, 4): (None, True)})  # fmt: skip
    _pays(p, box, _house(p), 1)
    p.setPen(QPen(qcolor(GOLD).darker(130), 1.6, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for cell, w in (((0, 0), 1), ((0, 3), 2), ((2, 1), 1), ((2, 4), 1)):
        c = _at(o, *cell)
        p.drawEllipse(QRectF(c.x() - R * 1.1, c.y() - R * 1.1, DX * (w - 1) + R * 2.2, R * 2.2))


def _citizens(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 5)
    group = ((0, 1), (0, 2), (1, 1), (1, 2), (2, 2), (1, 0))
    _grid(p, o, 3, 5, {**{c: (None, True) for c in group}, (2, 4): (None, True)})

    def two(c: QPointF) -> None:
        _hex(p, QPointF(c.x() - 7, c.y()), None, True, R * 0.8)
        _hex(p, QPointF(c.x() + 7, c.y()), None, True, R * 0.8)

    _pays(p, box, two, 1)


def _knights(p: QPainter, box: QRectF) -> None:
    o = _scene_origin(box, 3, 5)
    _grid(p, o, 3, 5, {(0, 2): (None, True), (2, 0): (None, True),
                       **{(1, c): (None, True) for c in (0, 1, 3, 4)}})  # fmt: skip
    a, b = _at(o, 1, 0), _at(o, 1, 4)
    p.setPen(QPen(qcolor(GOLD), 2.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(a.x() - R, a.y() - R, b.x() - a.x() + 2 * R, 2 * R), 6, 6)
    _pays(p, box, _house(p), 2)


def _quarters(p: QPainter, box: QRectF, counts: tuple[int, ...], mark: int | None,
              middle: float | None = None) -> QRectF:  # fmt: skip
    """The board's four quarters with a few settlements in each (``mark``: one glows),
    at the box's left (or centred on ``middle``)."""
    side = 23.0
    left = box.left() + 6 if middle is None else middle - side - 2
    top = box.top() + (box.height() - 26 - 2 * side - 4) / 2
    for n, count in enumerate(counts):
        q = QRectF(left + (n % 2) * (side + 4), top + (n // 2) * (side + 4), side, side)
        p.setPen(QPen(qcolor(GOLD) if n == mark else QColor(120, 110, 90), 2.6 if n == mark else 1))
        p.setBrush(qcolor(PLAIN))
        p.drawRoundedRect(q, 3, 3)
        for k in range(count):
            c = QPointF(q.left() + 6 + (k % 2) * 11, q.top() + 7 + (k // 2) * 10)
            draw_settlement(p, 0, c, 4.2, WOOD)
    return QRectF(left, top, 2 * side + 4, 2 * side + 4)


def _medal(p: QPainter, c: QPointF, place: int) -> None:
    """A ribboned medal with the place (1, 2) on it."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(176, 52, 44))
    p.drawPolygon([QPointF(c.x() - 6, c.y() - 14), QPointF(c.x() + 6, c.y() - 14),
                   QPointF(c.x() + 3, c.y() - 4), QPointF(c.x() - 3, c.y() - 4)])  # fmt: skip
    _coin(p, QPointF(c.x(), c.y() + 2), place, 8.5, place > 1)


def _lords(p: QPainter, box: QRectF) -> None:
    _quarters(p, box, (3, 1, 2, 4), None, box.center().x())
    y = box.bottom() - 12
    cx = box.center().x()
    for side, (place, value) in ((-1, (1, 12)), (1, (2, 6))):
        x = cx + side * 30
        _medal(p, QPointF(x - 18, y), place)
        p.setPen(OUTLINE)
        text(p, QRectF(x - 10, y - 9, 14, 18), "=", 13)
        _coin(p, QPointF(x + 14, y), value, 10, place > 1)


def _farmers(p: QPainter, box: QRectF) -> None:
    _quarters(p, box, (3, 2, 4, 1), 3, box.center().x())
    _pays(p, box, _house(p), 3)


DRAW: dict[str, Callable[[QPainter, QRectF], None]] = {
    "fishermen": _fishermen, "merchants": _merchants, "discoverers": _discoverers,
    "hermits": _hermits, "citizens": _citizens, "miners": _miners, "workers": _workers,
    "knights": _knights, "lords": _lords, "farmers": _farmers,
}  # fmt: skip


def draw_pictogram(p: QPainter, name: str, box: QRectF) -> None:
    """Card ``name``'s rule as a picture in ``box`` (nothing for an unknown card)."""
    draw = DRAW.get(name)
    if draw is not None:
        p.save()
        draw(p, box)
        p.restore()
