"""Kingdom Builder's glyphs (original): one filled silhouette for each terrain and each
location tile, so no terrain or tile is told by its colour alone. Every glyph is a
path in unit space (about -1..1 on both axes, y down), placed by :func:`placed`; lines
are thickened into outlines, so a glyph is one shape to fill (holes by the odd-even rule).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QTransform


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _thick(path: QPainterPath, width: float, round_caps: bool = True) -> QPainterPath:
    """A line ``path`` as the outline of a line ``width`` wide."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap if round_caps else Qt.PenCapStyle.FlatCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path).simplified()


def _ellipse(cx: float, cy: float, rx: float, ry: float, turn: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), rx, ry)
    return QTransform().translate(cx, cy).rotate(turn).map(path)


def _union(*paths: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    for p in paths:
        out = out.united(p)
    return out.simplified()


# ---- terrains --------------------------------------------------------------------------
def _grass() -> QPainterPath:
    """A tuft: five blades fanning out of one root."""
    out = QPainterPath()
    for tip_x, tip_y, base, w in (
        (-0.95, -0.25, -0.3, 0.2), (-0.5, -0.8, -0.2, 0.24), (0.05, -1.0, -0.05, 0.26),
        (0.55, -0.75, 0.1, 0.24), (0.98, -0.2, 0.25, 0.2),
    ):  # fmt: skip
        blade = QPainterPath(QPointF(base - w / 2, 0.8))
        blade.quadTo(QPointF(base - w / 2 + (tip_x - base) * 0.2, 0.0), QPointF(tip_x, tip_y))
        blade.quadTo(QPointF(base + w / 2 + (tip_x - base) * 0.35, 0.1), QPointF(base + w / 2, 0.8))
        blade.closeSubpath()
        out = out.united(blade)
    return out.simplified()


def _canyon() -> QPainterPath:
    """Two flat-topped cliffs with a gorge between them, striped by their layers."""
    left = _poly([(-1.0, 0.8), (-0.8, -0.55), (-0.2, -0.55), (-0.1, -0.1), (-0.05, 0.8)])
    right = _poly([(0.12, 0.8), (0.22, 0.0), (0.3, -0.25), (0.85, -0.25), (1.0, 0.8)])
    cliffs = left.united(right)
    for y in (-0.1, 0.3):  # the layers, cut out
        band = QPainterPath()
        band.addRect(QRectF(-1.1, y, 2.2, 0.12))
        cliffs = cliffs.subtracted(band)
    return cliffs.simplified()


def _desert() -> QPainterPath:
    """A cactus: a trunk and two raised arms, on a dune."""
    trunk = QPainterPath()
    trunk.addRoundedRect(QRectF(-0.2, -0.95, 0.4, 1.55), 0.2, 0.2)
    arms = QPainterPath(QPointF(-0.1, 0.15))
    arms.lineTo(-0.62, 0.15)
    arms.lineTo(-0.62, -0.45)
    arm_r = QPainterPath(QPointF(0.1, -0.05))
    arm_r.lineTo(0.6, -0.05)
    arm_r.lineTo(0.6, -0.65)
    dune = QPainterPath(QPointF(-1.0, 0.9))
    dune.quadTo(QPointF(0.0, 0.35), QPointF(1.0, 0.9))
    dune.closeSubpath()
    return _union(trunk, _thick(arms, 0.3), _thick(arm_r, 0.3), dune)


def _flowers() -> QPainterPath:
    """A flower of five petals, its heart cut out, on a short stem."""
    petals = QPainterPath()
    for n in range(5):
        a = -math.pi / 2 + n * 2 * math.pi / 5
        petals = petals.united(_ellipse(0.42 * math.cos(a), -0.2 + 0.42 * math.sin(a), 0.34, 0.34))
    heart = _ellipse(0, -0.2, 0.2, 0.2)
    stem = QPainterPath(QPointF(0, 0.2))
    stem.lineTo(0, 0.95)
    leaf = _ellipse(0.28, 0.62, 0.26, 0.11, -30)
    return _union(petals.subtracted(heart), _thick(stem, 0.16), leaf).united(
        _ellipse(0, -0.2, 0.09, 0.09)
    )


def _forest() -> QPainterPath:
    """A fir: three tiers and a trunk."""
    tiers = [
        _poly([(0, -1.0), (0.42, -0.42), (-0.42, -0.42)]),
        _poly([(0, -0.7), (0.62, 0.05), (-0.62, 0.05)]),
        _poly([(0, -0.35), (0.82, 0.55), (-0.82, 0.55)]),
    ]
    trunk = QPainterPath()
    trunk.addRect(QRectF(-0.14, 0.5, 0.28, 0.45))
    return _union(*tiers, trunk)


def _wave(y: float, amp: float = 0.2) -> QPainterPath:
    line = QPainterPath(QPointF(-0.9, y))
    for n in range(3):
        x0 = -0.9 + n * 0.6
        line.cubicTo(QPointF(x0 + 0.15, y - amp), QPointF(x0 + 0.3, y - amp), QPointF(x0 + 0.3, y))
        line.cubicTo(QPointF(x0 + 0.3, y + amp), QPointF(x0 + 0.45, y + amp), QPointF(x0 + 0.6, y))
    return line


def _water() -> QPainterPath:
    """Three waves."""
    return _union(*(_thick(_wave(y), 0.2) for y in (-0.5, 0.0, 0.5)))


def _mountain() -> QPainterPath:
    """Two peaks, the snow of the high one cut out as a zigzag."""
    peaks = _union(
        _poly([(-1.0, 0.75), (-0.2, -0.85), (0.55, 0.75)]),
        _poly([(0.0, 0.75), (0.5, -0.25), (1.0, 0.75)]),
    )
    snow = _poly([(-0.2, -0.85), (0.08, -0.29), (-0.08, -0.38), (-0.2, -0.22), (-0.33, -0.38),
                  (-0.48, -0.29)])  # fmt: skip
    return peaks.subtracted(snow).simplified()


def _castle() -> QPainterPath:
    """A keep: two crenellated towers and a wall, a gate cut out."""
    pts = [(-0.95, 0.85), (-0.95, -0.7), (-0.78, -0.7), (-0.78, -0.5), (-0.62, -0.5),
           (-0.62, -0.7), (-0.45, -0.7), (-0.45, -0.2), (0.45, -0.2), (0.45, -0.7),
           (0.62, -0.7), (0.62, -0.5), (0.78, -0.5), (0.78, -0.7), (0.95, -0.7),
           (0.95, 0.85)]  # fmt: skip
    body = _poly(pts)
    merlons = QPainterPath()
    for x in (-0.3, -0.08, 0.14):
        merlons.addRect(QRectF(x, -0.36, 0.16, 0.2))
    gate = QPainterPath(QPointF(-0.22, 0.86))
    gate.lineTo(-0.22, 0.3)
    gate.arcTo(QRectF(-0.22, 0.08, 0.44, 0.44), 180, -180)
    gate.lineTo(0.22, 0.86)
    gate.closeSubpath()
    return body.united(merlons).subtracted(gate).simplified()


# ---- location tiles -------------------------------------------------------------------
def _oracle() -> QPainterPath:
    """An eye: an almond, its iris a ring, its pupil a dot."""
    almond = QPainterPath(QPointF(-1.0, 0))
    almond.quadTo(QPointF(0, -0.95), QPointF(1.0, 0))
    almond.quadTo(QPointF(0, 0.95), QPointF(-1.0, 0))
    almond.closeSubpath()
    inner = QPainterPath(QPointF(-0.72, 0))
    inner.quadTo(QPointF(0, -0.62), QPointF(0.72, 0))
    inner.quadTo(QPointF(0, 0.62), QPointF(-0.72, 0))
    inner.closeSubpath()
    return almond.subtracted(inner).united(_ellipse(0, 0, 0.3, 0.3)).simplified()


def _farm() -> QPainterPath:
    """An ear of wheat: a stalk and its grains."""
    stalk = QPainterPath(QPointF(0, 1.0))
    stalk.lineTo(0, -0.6)
    grains = [_ellipse(0, -0.8, 0.13, 0.24)]
    for n in range(3):
        y = -0.45 + n * 0.32
        grains.append(_ellipse(-0.24, y, 0.13, 0.26, -35))
        grains.append(_ellipse(0.24, y, 0.13, 0.26, 35))
    return _union(_thick(stalk, 0.13), *grains)


def _oasis() -> QPainterPath:
    """A palm over a pool: a bent trunk, five drooping fronds."""
    trunk = QPainterPath(QPointF(-0.1, 0.72))
    trunk.quadTo(QPointF(0.0, 0.0), QPointF(0.12, -0.45))
    crown = QPointF(0.12, -0.5)
    fronds = []
    for tx, ty in ((-0.8, -0.05), (-0.55, -0.85), (0.25, -1.0), (0.95, -0.75), (1.0, -0.05)):
        mx, my = (crown.x() + tx) / 2, (crown.y() + ty) / 2
        leaf = QPainterPath(crown)
        leaf.quadTo(QPointF(mx, my - 0.32), QPointF(tx, ty))
        leaf.quadTo(QPointF(mx, my - 0.02), crown)
        leaf.closeSubpath()
        fronds.append(leaf)
    pool = _ellipse(0, 0.8, 0.9, 0.17)
    return _union(_thick(trunk, 0.17), *fronds, pool)


def _tower() -> QPainterPath:
    """A tall tower with a pointed roof and a flag."""
    body = _poly([(-0.3, 0.95), (0.3, 0.95), (0.26, -0.35), (-0.26, -0.35)])
    roof = _poly([(-0.45, -0.3), (0.45, -0.3), (0.0, -0.85)])
    pole = QPainterPath(QPointF(0.0, -0.8))
    pole.lineTo(0.0, -1.05)
    flag = _poly([(0.0, -1.05), (0.45, -0.95), (0.0, -0.84)])
    window = QPainterPath()
    window.addRoundedRect(QRectF(-0.09, -0.1, 0.18, 0.3), 0.09, 0.09)
    return _union(body, roof, _thick(pole, 0.08), flag).subtracted(window).simplified()


def _tavern() -> QPainterPath:
    """A mug of beer, its foam over the brim."""
    mug = QPainterPath()
    mug.addRoundedRect(QRectF(-0.6, -0.35, 0.9, 1.25), 0.1, 0.1)
    handle = _thick(_ellipse(0.38, 0.25, 0.3, 0.32), 0.16)
    foam = _union(_ellipse(-0.42, -0.42, 0.25, 0.22), _ellipse(-0.12, -0.55, 0.28, 0.25),
                  _ellipse(0.16, -0.42, 0.24, 0.22))  # fmt: skip
    body = _union(mug, handle, foam)
    for x in (-0.35, -0.05):  # the glass's ribs
        rib = QPainterPath()
        rib.addRoundedRect(QRectF(x, -0.1, 0.1, 0.78), 0.05, 0.05)
        body = body.subtracted(rib)
    return body.simplified()


def _barn() -> QPainterPath:
    """A barn: a gambrel roof over a wide door crossed by its brace."""
    shell = _poly([(-0.9, 0.9), (-0.9, -0.15), (-0.6, -0.65), (0, -0.95), (0.6, -0.65),
                   (0.9, -0.15), (0.9, 0.9)])  # fmt: skip
    door = QPainterPath()
    door.addRect(QRectF(-0.45, 0.05, 0.9, 0.85))
    cross = QPainterPath(QPointF(-0.45, 0.05))
    cross.lineTo(0.45, 0.9)
    cross.moveTo(0.45, 0.05)
    cross.lineTo(-0.45, 0.9)
    loft = QPainterPath()
    loft.addRect(QRectF(-0.16, -0.55, 0.32, 0.3))
    return (
        shell.subtracted(door)
        .united(_thick(cross, 0.14, False).intersected(door))
        .subtracted(loft)
        .simplified()
    )


def _harbor() -> QPainterPath:
    """An anchor."""
    ring = _thick(_ellipse(0, -0.72, 0.2, 0.2), 0.13)
    shaft = QPainterPath(QPointF(0, -0.52))
    shaft.lineTo(0, 0.88)
    bar = QPainterPath(QPointF(-0.45, -0.3))
    bar.lineTo(0.45, -0.3)
    arms = QPainterPath(QPointF(-0.82, 0.2))
    arms.quadTo(QPointF(-0.7, 0.9), QPointF(0, 0.9))
    arms.quadTo(QPointF(0.7, 0.9), QPointF(0.82, 0.2))
    barbs = _union(_poly([(-0.82, 0.0), (-0.62, 0.32), (-0.98, 0.3)]),
                   _poly([(0.82, 0.0), (0.62, 0.32), (0.98, 0.3)]))  # fmt: skip
    return _union(ring, _thick(shaft, 0.17), _thick(bar, 0.15), _thick(arms, 0.15), barbs)


def _paddock() -> QPainterPath:
    """A horseshoe, open at the bottom, its nail holes cut out."""
    arc = QPainterPath()
    rect = QRectF(-0.68, -0.8, 1.36, 1.5)
    arc.arcMoveTo(rect, -62)
    arc.arcTo(rect, -62, 304)
    shoe = _thick(arc, 0.34, False)
    for a in (-30, 15, 60, 120, 165, 210):
        t = math.radians(a)
        shoe = shoe.subtracted(_ellipse(0.68 * math.cos(t), -0.05 - 0.75 * math.sin(t), 0.06, 0.06))
    heels = QPainterPath()
    for x in (-0.5, 0.28):
        heels.addRect(QRectF(x, 0.62, 0.22, 0.2))
    return shoe.united(heels).simplified()


_TERRAIN: dict[str, Callable[[], QPainterPath]] = {
    "G": _grass, "C": _canyon, "D": _desert, "F": _flowers, "T": _forest, "W": _water,
    "M": _mountain, "K": _castle,
}  # fmt: skip
_TILES: dict[str, Callable[[], QPainterPath]] = {
    "oracle": _oracle, "farm": _farm, "oasis": _oasis, "tower": _tower, "tavern": _tavern,
    "barn": _barn, "harbor": _harbor, "paddock": _paddock,
}  # fmt: skip
TILE_KINDS = tuple(_TILES)


@cache
def terrain_glyph(letter: str) -> QPainterPath:
    """The glyph of a terrain letter in unit space (an unknown letter: a disc)."""
    make = _TERRAIN.get(letter)
    return make() if make is not None else _ellipse(0, 0, 0.5, 0.5)


@cache
def tile_glyph(kind: str) -> QPainterPath:
    """The glyph of a location tile kind in unit space (an unknown kind: a disc)."""
    make = _TILES.get(kind)
    return make() if make is not None else _ellipse(0, 0, 0.5, 0.5)


def placed(path: QPainterPath, centre: QPointF, r: float, turn: float = 0.0) -> QPainterPath:
    """``path`` (unit space) scaled by ``r`` around ``centre`` (turned by ``turn`` degrees)."""
    t = QTransform().translate(centre.x(), centre.y()).rotate(turn).scale(r, r)
    return t.map(path)
