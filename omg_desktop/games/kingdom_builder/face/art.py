"""Kingdom Builder's art, drawn (original): the hexes of the board (each terrain its
ground, a quiet texture and a glyph), the seats' settlements and supplies, the location
tiles, the Kingdom Builder cards, the terrain cards and the deck. Every face is drawn on
the frame's card rectangle (126 x 176 units, transparent outside its shape) and scaled
by its placement; the words come from :mod:`.words`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient

from omg_desktop.ui.face_art import DrawnArt

from ..rules.board import LOCATION
from . import words
from .hexes import HEX_CX, HEX_CY, HEX_R
from .pictograms import draw_pictogram
from .shapes import (
    GOLD,
    GROUND,
    INK,
    OUTLINE,
    draw_settlement,
    draw_terrain_glyph,
    draw_texture,
    draw_tile_glyph,
    draw_token_marks,
    hex_at,
    hex_path,
    pen,
    qcolor,
    text,
    wrapped,
)

W, H = 126.0, 176.0
#: A Kingdom Builder card's picture's height: its words (12 units, made smaller by half
#: steps to fit) take what is left, at least 10.5 units in every language.
PICTURE_H = 60.0
#: Where a card's rule in words is drawn, and its font: (size, bold, smallest, step).
RULE_BOX = QRectF(5, 36 + PICTURE_H + 4, W - 10, H - 36 - PICTURE_H - 9)
RULE_FONT = (12.0, False, 7.0, 0.5)
CENTRE = QPointF(HEX_CX, HEX_CY)
PAPER = QColor(250, 244, 228)
BACK = QColor(34, 72, 86)
#: The seven hexes of a terrain card's back (centre first, then round it).
_BACK_FLOWER = ("K", "G", "C", "D", "F", "T", "W")


def _int(key: tuple, n: int, default: int = 0) -> int:
    try:
        return int(key[n])
    except (IndexError, TypeError, ValueError):
        return default


def _str(key: tuple, n: int, default: str = "") -> str:
    return str(key[n]) if len(key) > n and key[n] is not None else default


class Art(DrawnArt):
    """The faces the table draws (the layout's ``faces`` give the keys)."""

    def __init__(self, catalog: Any = None) -> None:
        super().__init__(catalog)

    def draw(self, painter: QPainter, kind: str, key: tuple, rect: QRectF) -> None:
        p = painter
        if kind == "hex":
            self._hex(p, _str(key, 0, "G"), _str(key, 1), _int(key, 2))
        elif kind == "settlement":
            self._settlement(p, _int(key, 0))
        elif kind == "supply":
            self._supply(p, _int(key, 0), _int(key, 1))
        elif kind == "tile":
            self._tile(p, _str(key, 0), _str(key, 1, "ready"))
        elif kind == "kbcard":
            self._card(p, _str(key, 0))
        elif kind == "terrain" and _str(key, 0, "?") in GROUND:
            self._terrain(p, _str(key, 0))
        elif kind == "deck":
            self._back(p)
            self._count(p, _int(key, 0))
        else:  # a terrain card's back ("?", or any face this art does not know)
            self._back(p)

    # ---- the board -----------------------------------------------------------------------
    def _hex(self, p: QPainter, letter: str, location: str, tiles: int) -> None:
        """A hex: its ground, texture, a thin edge, and its glyph (a location: its tile's
        glyph on a token and the tiles still lying there)."""
        ground = qcolor(GROUND.get(letter, GROUND["L"]))
        path = hex_path()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ground)
        p.drawPath(path)
        draw_texture(p, letter, path, ground)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(ground.darker(175), 3.0))
        p.drawPath(hex_at(HEX_CX, HEX_CY, HEX_R - 1.5))
        if letter == LOCATION:
            self._location(p, location, tiles)
        else:
            draw_terrain_glyph(p, letter, CENTRE, 33)

    def _location(self, p: QPainter, kind: str, tiles: int) -> None:
        p.save()
        if tiles <= 0:
            p.setOpacity(0.45)  # nothing left to take: faded
        badge = QPointF(HEX_CX, HEX_CY - 8)
        p.setPen(QPen(QColor(96, 64, 30), 4))
        p.setBrush(PAPER)
        p.drawEllipse(badge, 47, 47)
        draw_tile_glyph(p, kind, badge, 37, qcolor(INK["L"]))
        p.restore()
        draw_token_marks(p, max(0, tiles), QPointF(HEX_CX, HEX_CY + 52), 8.5, max(2, tiles))

    def _settlement(self, p: QPainter, seat: int) -> None:
        """A settlement on its hex: a soft shade under it (the hex's glyph recedes), the
        piece."""
        shade = QRadialGradient(CENTRE, HEX_R * 0.72)
        shade.setColorAt(0.0, QColor(20, 18, 16, 100))
        shade.setColorAt(0.7, QColor(20, 18, 16, 80))
        shade.setColorAt(1.0, QColor(20, 18, 16, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(shade)
        p.drawEllipse(CENTRE, HEX_R * 0.72, HEX_R * 0.72)
        draw_settlement(p, seat, QPointF(HEX_CX, HEX_CY + 2), 42)

    def _supply(self, p: QPainter, seat: int, count: int) -> None:
        p.setPen(QPen(QColor(90, 80, 60), 2))
        p.setBrush(QColor(250, 246, 236, 235))
        p.drawRoundedRect(QRectF(6, 10, W - 12, H - 20), 14, 14)
        draw_settlement(p, seat, QPointF(W / 2, 62), 40)
        p.setPen(OUTLINE)
        text(p, QRectF(6, 106, W - 12, 54), str(count), 46)

    # ---- the tiles -------------------------------------------------------------------------
    def _tile(self, p: QPainter, kind: str, state: str) -> None:
        """A round location tile: bright when ready, greyed and turned once used, and a
        small hourglass while it waits for its owner's next turn."""
        p.save()
        used = state == "used"
        if used:  # turned a quarter, like a spent card
            p.translate(CENTRE)
            p.rotate(90)
            p.translate(-CENTRE)
        r = 56.0
        p.setPen(QPen(QColor(120, 120, 120) if used else QColor(96, 64, 30), 5))
        p.setBrush(QColor(196, 194, 190) if used else PAPER)
        p.drawEllipse(CENTRE, r, r)
        if not used:
            p.setPen(QPen(qcolor(GOLD), 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(CENTRE, r - 7, r - 7)
        ink = QColor(130, 128, 124) if used else qcolor(INK["L"])
        draw_tile_glyph(p, kind, CENTRE, 36, ink)
        p.restore()
        if state == "fresh":
            self._hourglass(p, QPointF(W - 24, HEX_CY - 44))

    def _hourglass(self, p: QPainter, c: QPointF) -> None:
        """The "from your next turn" mark."""
        p.setPen(QPen(OUTLINE, 2.5))
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(c, 22, 22)
        x, y = c.x(), c.y()
        p.setBrush(QColor(60, 96, 170))
        p.setPen(pen(OUTLINE, 2.5))
        glass = [QPointF(x - 11, y - 14), QPointF(x + 11, y - 14), QPointF(x - 11, y + 14),
                 QPointF(x + 11, y + 14)]  # fmt: skip
        p.drawPolygon([glass[0], glass[1], QPointF(x, y)])
        p.drawPolygon([glass[2], glass[3], QPointF(x, y)])

    # ---- the cards -----------------------------------------------------------------------
    def _card(self, p: QPainter, name: str) -> None:
        """A Kingdom Builder card: its name, its rule as a picture and in short words."""
        p.setPen(QPen(QColor(92, 60, 30), 4))
        p.setBrush(PAPER)
        p.drawRoundedRect(QRectF(2, 2, W - 4, H - 4), 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(122, 50, 40))
        p.drawRoundedRect(QRectF(6, 6, W - 12, 28), 6, 6)
        p.setPen(QColor(255, 246, 224))
        text(p, QRectF(9, 6, W - 18, 28), words.card_name(name), 17)
        p.save()  # the picture drawn for a box 76 high, made smaller to leave the words room
        p.translate(W / 2, 36)
        p.scale(PICTURE_H / 76, PICTURE_H / 76)
        p.translate(-W / 2, 0)
        draw_pictogram(p, name, QRectF(7, 0, W - 14, 76))
        p.restore()
        p.setPen(QPen(QColor(160, 120, 70), 1.2))
        p.drawLine(QPointF(14, RULE_BOX.top() - 2), QPointF(W - 14, RULE_BOX.top() - 2))
        p.setPen(QColor(40, 30, 20))
        wrapped(p, RULE_BOX, words.card_rule(name), *RULE_FONT)

    def _terrain(self, p: QPainter, letter: str) -> None:
        """A terrain card: its ground and texture, its glyph large, its name."""
        ground = qcolor(GROUND[letter])
        shape = QRectF(3, 3, W - 6, H - 6)
        p.setPen(QPen(QColor(250, 250, 246), 5))
        p.setBrush(ground)
        p.drawRoundedRect(shape, 10, 10)
        clip = QPainterPath()
        clip.addRoundedRect(shape, 10, 10)
        draw_texture(p, letter, clip, ground)
        draw_terrain_glyph(p, letter, QPointF(W / 2, 72), 44)
        band = QRectF(10, 128, W - 20, 36)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 225))
        p.drawRoundedRect(band, 8, 8)
        p.setPen(QColor(30, 26, 20))
        text(p, band.adjusted(4, 0, -4, 0), words.terrain_name(letter), 18)

    def _back(self, p: QPainter) -> None:
        """A terrain card's back: seven small hexes of the land, on a deep teal."""
        p.setPen(QPen(QColor(240, 232, 200), 5))
        p.setBrush(BACK)
        p.drawRoundedRect(QRectF(3, 3, W - 6, H - 6), 10, 10)
        p.setPen(QPen(qcolor(GOLD), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(11, 11, W - 22, H - 22), 6, 6)
        r = 17.0
        spots = [(0.0, 0.0)] + [
            (r * 1.75 * dx, r * 1.5 * dy)
            for dx, dy in ((-0.5, -1), (0.5, -1), (1, 0), (0.5, 1), (-0.5, 1), (-1, 0))
        ]
        for letter, (dx, dy) in zip(_BACK_FLOWER, spots, strict=True):
            ground = qcolor(GROUND[letter])
            p.setPen(QPen(qcolor(GOLD), 1.6))
            p.setBrush(ground)
            p.drawPath(hex_at(W / 2 + dx, H / 2 + dy, r - 1))

    def _count(self, p: QPainter, n: int) -> None:
        badge = QRectF(W / 2 - 34, H - 62, 68, 44)
        p.setPen(QPen(QColor(255, 255, 255), 2))
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(badge, 12, 12)
        p.setPen(QColor(255, 255, 255))
        text(p, badge, str(n), 28)

    # ---- words ---------------------------------------------------------------------------
    def card_text(self, card: Any) -> str:
        """A piece's words for the large preview and the tooltip: a Kingdom Builder
        card's name (or a placement's data: a card, a hex, a tile, a terrain card)."""
        if isinstance(card, dict):
            return self._data_text(card)
        name = str(card)
        rule = words.card_rule(name)
        return f"{words.card_name(name)}\n{rule}" if rule else words.card_name(name)

    def _data_text(self, data: dict) -> str:
        if "card" in data:
            return self.card_text(str(data["card"]))
        if "kind" in data:
            kind = str(data["kind"])
            state = words.tile_state_name(str(data.get("state", "ready")))
            return f"{words.tile_name(kind)} ({state})\n{words.tile_rule(kind)}"
        if "hex" in data and data.get("terrain") == LOCATION:
            kind = str(data.get("location", ""))
            tiles = words.tiles_left(int(data.get("tiles", 0)))
            return f"{words.tile_name(kind)}: {tiles}\n{words.tile_rule(kind)}"
        if "terrain" in data:
            return words.terrain_name(str(data["terrain"]))
        if "count" in data:
            return words.settlements(int(data["count"]))
        return ""
