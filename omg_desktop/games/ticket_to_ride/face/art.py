"""Ticket to Ride's art, drawn (original, no publisher's art): the map's ground (the
projection's parallels and meridians), the cities, the routes' spaces (each colour its
paint and glyph, a claimed one its player's car), the train cards (face up, in hand with
their count), the decks, the destination tickets (their two cities lit on a small map),
and each seat's token. Every face is drawn on the frame's card rectangle (126 x 176
units, transparent outside its shape) and scaled by its placement."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from omg_desktop.ui.face_art import DrawnArt
from omg_desktop.ui.table.chrome import chrome

from . import words
from .map_geometry import RATIO, projected
from .projection import fit
from .shapes import (
    OUTLINE,
    PAPER,
    draw_car,
    draw_glyph,
    glyph_of,
    ink_on,
    paint,
    pen,
    rainbow,
    seat_colour,
    text,
    wrapped,
)

W, H = 126.0, 176.0
BACK = QColor(30, 58, 80)
TICKET = QColor(238, 226, 196)
#: The map's ground and its lines of latitude and longitude (every 5 degrees).
GROUND = QColor(16, 40, 30, 150)
GRID = QColor(150, 190, 160, 70)


def _str(key: tuple, n: int, default: str = "") -> str:
    return str(key[n]) if len(key) > n and key[n] is not None else default


def _int(key: tuple, n: int, default: int = 0) -> int:
    try:
        return int(key[n])
    except (IndexError, TypeError, ValueError):
        return default


class Art(DrawnArt):
    """The faces the table draws (the layout's ``faces`` give the keys)."""

    def draw(self, painter: QPainter, kind: str, key: tuple, rect: QRectF) -> None:
        p = painter
        if kind == "route":
            seat = key[1] if len(key) > 1 else None
            if len(key) > 5 and not key[5] and _str(key, 4):
                self._route_card(p, _str(key, 4), seat)  # shown large, off the map: its route
                return
            self._space(
                p, _str(key, 0), seat, _int(key, 2), bool(key[3]) if len(key) > 3 else False
            )
        elif kind == "city":
            self._city(p, bool(key[1]) if len(key) > 1 else False)
        elif kind == "board":
            self._board(p, float(key[0]), float(key[1]))
        elif kind in ("face", "hand"):
            self._card(p, _str(key, 0), _int(key, 1, -1))
        elif kind == "deck":
            self._deck(p, _int(key, 0))
        elif kind == "ticket_deck":
            self._ticket_back(p, _int(key, 0))
        elif kind in ("ticket", "offered"):
            self._ticket(p, _str(key, 0), _str(key, 1, "open"))
        elif kind == "token":
            self._token(p, _int(key, 0))
        else:  # a train card's back
            self._back(p)

    # ---- the map ---------------------------------------------------------------------
    def _space(self, p: QPainter, colour: str, seat: Any, glow: int, closed: bool) -> None:
        """A route's space: its colour's paint and glyph (the any-colour a rail inside),
        or the claiming player's car; a glow when it may be claimed or is chosen."""
        cat = self.catalog
        h = W / RATIO
        band = QRectF(6, H / 2 - h / 2 + 4, W - 12, h - 8)
        fill = paint(colour)
        p.save()
        if closed:
            p.setOpacity(0.4)
        p.setPen(pen(QColor(255, 255, 255, 170), 7))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(band, 8, 8)
        p.setPen(pen(OUTLINE, 4))
        p.setBrush(fill if seat is None else seat_colour(int(seat)).darker(190))
        p.drawRoundedRect(band, 8, 8)
        if seat is not None:
            draw_car(p, int(seat), band.adjusted(5, 6, -5, -1))
        elif cat is not None and colour == cat.any_colour:
            p.setPen(pen(QColor(70, 70, 70), 3))
            inner = band.adjusted(12, 10, -12, -10)
            p.drawLine(inner.topLeft(), inner.topRight())
            p.drawLine(inner.bottomLeft(), inner.bottomRight())
        elif cat is not None:
            draw_glyph(p, glyph_of(cat, colour), band.center(), band.height() * 0.4,
                       ink_on(fill))  # fmt: skip
        p.restore()
        if glow:
            look = chrome()
            p.setPen(pen(look.qcolor("selected" if glow == 2 else "glow"), 7))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(band.adjusted(-3, -3, 3, 3), 10, 10)

    def _route_card(self, p: QPainter, route: str, seat: Any) -> None:
        """A route shown large (the pointer on one of its spaces): its cities, a row of its
        spaces in its colour, its points, and the claimer's car once claimed."""
        cat = self.catalog
        r = cat.routes.get(route) if cat is not None else None
        p.setPen(QPen(QColor(110, 80, 40), 5))
        p.setBrush(TICKET)
        p.drawRoundedRect(QRectF(4, 4, W - 8, H - 8), 10, 10)
        if r is None:
            return
        p.setPen(OUTLINE)
        wrapped(p, QRectF(9, 9, W - 18, 46), words.route_name(cat, route), 15)
        n = r.length
        step = (W - 20) / n
        fill = paint(r.colour)
        for i in range(n):
            band = QRectF(10 + i * step + 1.5, 66, step - 3, min(26.0, step * 0.9))
            p.setPen(pen(OUTLINE, 2))
            p.setBrush(fill if seat is None else seat_colour(int(seat)).darker(190))
            p.drawRoundedRect(band, 4, 4)
            if seat is not None:
                draw_car(p, int(seat), band.adjusted(2, 3, -2, 0))
            else:
                draw_glyph(p, glyph_of(cat, r.colour), band.center(), band.height() * 0.36,
                           ink_on(fill))  # fmt: skip
        p.setPen(OUTLINE)
        text(p, QRectF(9, 100, W - 18, 24), words.spaces(n), 16, bold=False)
        badge = QRectF(W / 2 - 22, H - 50, 44, 38)
        p.setPen(QPen(OUTLINE, 2.5))
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(badge)
        p.setPen(OUTLINE)
        text(p, badge, str(cat.route_points.get(n, 0)), 24)

    def _city(self, p: QPainter, lit: bool) -> None:
        c = QPointF(W / 2, H / 2)
        if lit:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(chrome().qcolor("glow"))
            p.drawEllipse(c, 62, 62)
        p.setPen(pen(OUTLINE, 12))
        p.setBrush(PAPER)
        p.drawEllipse(c, 44 if lit else 54, 44 if lit else 54)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(150, 40, 40))
        p.drawEllipse(c, 18, 18)

    def _board(self, p: QPainter, aspect: float, inset: float) -> None:
        """The map's ground and the projection's parallels and meridians (every 5°)."""
        from .projection import USA

        h = W * aspect
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GROUND)
        p.drawRoundedRect(QRectF(0, 0, W, h), 2, 2)
        cat = self.catalog
        if cat is None:
            return
        m = inset * W
        frame = fit(projected(cat).values(), m, m, W - 2 * m, h - 2 * m)
        p.save()
        p.setClipRect(QRectF(0, 0, W, h))
        p.setPen(QPen(GRID, 0.35))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for lat in range(20, 61, 5):
            path = QPainterPath()
            for n, lon in enumerate(range(-135, -59)):
                x, y = frame.at(USA.point(lat, lon))
                path.moveTo(x, y) if n == 0 else path.lineTo(x, y)
            p.drawPath(path)
        for lon in range(-135, -59, 5):
            a, b = frame.at(USA.point(20, lon)), frame.at(USA.point(60, lon))
            p.drawLine(QPointF(*a), QPointF(*b))
        p.restore()

    # ---- the cards -------------------------------------------------------------------
    def _card(self, p: QPainter, card: str, count: int) -> None:
        """A train card: its paint (the wild card's stripes), its glyph large, its name;
        in the hand, the count of that colour (none: faded)."""
        cat = self.catalog
        p.save()
        if count == 0:
            p.setOpacity(0.38)
        shape = QRectF(3, 3, W - 6, H - 6)
        fill = paint(card)
        p.setPen(pen(QColor(250, 248, 240), 5))
        p.setBrush(fill)
        p.drawRoundedRect(shape, 10, 10)
        wild = cat is not None and card == cat.wild
        if wild:
            clip = QPainterPath()
            clip.addRoundedRect(shape, 10, 10)
            rainbow(p, shape, cat, clip)
        band = QRectF(8, 8, W - 16, 34)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 230))
        p.drawRoundedRect(band, 7, 7)
        p.setPen(OUTLINE)
        text(p, band.adjusted(3, 0, -3, 0), words.colour_name(card), 24)
        ink = OUTLINE if wild else ink_on(fill)
        centre = QPointF(W / 2, 86 if count >= 0 else 100)
        if wild:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, 200))
            p.drawEllipse(centre, 36, 36)
        if cat is not None:
            draw_glyph(p, glyph_of(cat, card), centre, 30, ink)
        p.restore()
        if count >= 0:
            badge = QRectF(W / 2 - 36, H - 64, 72, 52)
            p.setPen(QPen(QColor(255, 255, 255), 3))
            p.setBrush(QColor(0, 0, 0, 190))
            p.drawRoundedRect(badge, 12, 12)
            p.setPen(QColor(255, 255, 255))
            text(p, badge, str(count), 42)

    def _back(self, p: QPainter) -> None:
        """A train card's back: a deep blue with two rails and sleepers."""
        p.setPen(QPen(QColor(232, 224, 196), 5))
        p.setBrush(BACK)
        p.drawRoundedRect(QRectF(3, 3, W - 6, H - 6), 10, 10)
        p.setPen(pen(QColor(200, 170, 110), 5))
        for y in range(26, 160, 16):
            p.drawLine(QPointF(38, y), QPointF(88, y))
        p.setPen(pen(QColor(220, 220, 226), 4))
        p.drawLine(QPointF(48, 16), QPointF(48, 160))
        p.drawLine(QPointF(78, 16), QPointF(78, 160))

    def _count(self, p: QPainter, n: int) -> None:
        badge = QRectF(W / 2 - 40, H / 2 - 30, 80, 60)
        p.setPen(QPen(QColor(255, 255, 255), 3))
        p.setBrush(QColor(0, 0, 0, 200))
        p.drawRoundedRect(badge, 12, 12)
        p.setPen(QColor(255, 255, 255))
        text(p, badge, str(n), 46)

    def _deck(self, p: QPainter, n: int) -> None:
        self._back(p)
        self._count(p, n)

    def _ticket_back(self, p: QPainter, n: int) -> None:
        """The ticket deck: a parchment back with a route's dashes between two towns."""
        p.setPen(QPen(QColor(110, 80, 40), 5))
        p.setBrush(TICKET)
        p.drawRoundedRect(QRectF(3, 3, W - 6, H - 6), 10, 10)
        p.setPen(QPen(QColor(140, 60, 40), 6, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(26, 140), QPointF(100, 36))
        p.setPen(pen(OUTLINE, 4))
        p.setBrush(PAPER)
        for c in (QPointF(26, 140), QPointF(100, 36)):
            p.drawEllipse(c, 11, 11)
        self._count(p, n)

    # ---- the tickets -----------------------------------------------------------------
    def _ticket(self, p: QPainter, ticket: str, state: str) -> None:
        """A destination ticket: its two cities' names, a small map of every city with
        those two lit and joined, its points; done: a green band; chosen to keep: a
        gold edge; offered but let go: faded."""
        cat = self.catalog
        t = cat.tickets.get(ticket) if cat is not None else None
        p.save()
        if state == "offered":
            p.setOpacity(0.55)
        edge = QColor(216, 170, 30) if state == "chosen" else QColor(110, 80, 40)
        p.setPen(QPen(edge, 8 if state == "chosen" else 5))
        p.setBrush(TICKET)
        p.drawRoundedRect(QRectF(4, 4, W - 8, H - 8), 10, 10)
        if t is None:
            p.restore()
            return
        a, b = words.city_name(cat, t.a), words.city_name(cat, t.b)
        p.setPen(OUTLINE)
        wrapped(p, QRectF(9, 9, W - 18, 42), fill_words(a, b), 15)
        box = QRectF(10, 54, W - 20, 72)
        self._small_map(p, box, t.a, t.b)
        badge = QRectF(W - 52, H - 48, 40, 36)
        p.setPen(QPen(OUTLINE, 2.5))
        p.setBrush(QColor(255, 255, 255))
        p.drawEllipse(badge)
        p.setPen(OUTLINE)
        text(p, badge, str(t.points), 24)
        if state == "done":
            band = QRectF(12, H - 46, 64, 32)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(40, 140, 70))
            p.drawRoundedRect(band, 8, 8)
            p.setPen(QColor(255, 255, 255))
            text(p, band, "✓", 26)
        elif state == "chosen":
            band = QRectF(12, H - 46, 64, 32)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(216, 170, 30))
            p.drawRoundedRect(band, 8, 8)
            p.setPen(OUTLINE)
            text(p, band, "✓", 26)
        p.restore()

    def _small_map(self, p: QPainter, box: QRectF, a: str, b: str) -> None:
        cat = self.catalog
        frame = fit(projected(cat).values(), box.left(), box.top(), box.width(), box.height())
        pts = {c: QPointF(*frame.at(pt)) for c, pt in projected(cat).items()}
        p.setPen(QPen(QColor(150, 130, 100), 1.2))
        for r in cat.routes.values():
            p.drawLine(pts[r.a], pts[r.b])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(120, 100, 80))
        for c in pts.values():
            p.drawEllipse(c, 2.2, 2.2)
        p.setPen(pen(QColor(170, 40, 40), 3))
        p.drawLine(pts[a], pts[b])
        p.setPen(pen(OUTLINE, 2))
        p.setBrush(QColor(232, 60, 40))
        for c in (pts[a], pts[b]):
            p.drawEllipse(c, 6, 6)

    def _token(self, p: QPainter, seat: int) -> None:
        """A seat's mark: its car on a light disk."""
        c = QPointF(W / 2, H / 2)
        p.setPen(QPen(OUTLINE, 5))
        p.setBrush(QColor(250, 246, 236))
        p.drawEllipse(c, 60, 60)
        draw_car(p, seat, QRectF(14, H / 2 - 30, W - 28, 60))

    # ---- words -----------------------------------------------------------------------
    def card_text(self, card: Any) -> str:
        """A piece's words: a train card's colour, a ticket's cities and points."""
        cat = self.catalog
        if isinstance(card, dict):
            if "ticket" in card:
                return words.ticket_name(cat, str(card["ticket"]))
            if "card" in card:
                name = words.colour_name(str(card["card"]))
                n = card.get("count")
                return fill_words(name, str(n)) if n is not None and n >= 0 else name
            if "route" in card:
                return words.route_words(cat, str(card["route"]))
            if "city" in card:
                return words.city_name(cat, str(card["city"]))
            return ""
        return words.colour_name(str(card))


def fill_words(a: str, b: str) -> str:
    """``a – b``."""
    from omg_desktop.i18n.templates import fill

    return fill(words.tr("%1 – %2"), a, b)
