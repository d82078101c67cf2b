"""Gizmos' art, drawn (original): the gizmo cards, their backs and decks, the energy
marbles of the row, a player's energies of a colour and the dispenser. Every face is
drawn on the frame's card rectangle (126 x 176 units) and scaled by its placement."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen

from omg_desktop.ui.face_art import DrawnArt
from omg_desktop.ui.face_text import font, text, wrapped

from ..rules.catalog import COLOURS, MULTI, Card, Catalog
from . import words
from .shapes import LIGHT, STRONG, draw_marble, draw_shape, qcolor

W, H = 126.0, 176.0
#: The backs of the three levels' cards (and the starters').
BACKS = {0: (90, 90, 90), 1: (58, 110, 84), 2: (52, 84, 140), 3: (118, 62, 128)}
INK = QColor(25, 25, 30)


#: One line, and wrapped words, made smaller to 8 units at the least.
_text = partial(text, smallest=8)
_wrapped = partial(wrapped, smallest=8)


class Art(DrawnArt):
    """The faces the table draws (:data:`~.layout.TABLE`'s ``faces`` give the keys)."""

    def __init__(self, catalog: Catalog) -> None:
        super().__init__(catalog)

    def card_text(self, card: Any) -> str:
        return words.card_words(self.catalog.card(card))

    def draw(self, painter: QPainter, kind: str, key: tuple, rect: QRectF) -> None:
        if kind == "card" and key and key[0] in self.catalog.cards:
            self._card(painter, self.catalog.card(key[0]))
        elif kind in ("deck", "cardback"):
            self._back(painter, int(key[0]) if key else 0, key[1] if len(key) > 1 else None)
        elif kind == "energy":
            self._energy(painter, key[0])
        elif kind == "ring":
            paying = int(key[3]) if len(key) > 3 else 0
            self._ring(painter, key[0], int(key[1]), bool(key[2]) if len(key) > 2 else False,
                       paying)  # fmt: skip
        elif kind == "dispenser":
            self._dispenser(painter, key[0])
        elif kind == "veil":  # a Research's ground, over the display
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(12, 30, 22, 242))
            painter.drawRoundedRect(QRectF(0, 0, W, H), 3, 3)
        else:
            self._back(painter, 0, None)

    # ---- cards ---------------------------------------------------------------------
    def _card(self, p: QPainter, card: Card) -> None:
        edge = qcolor(STRONG[card.colour])
        p.setBrush(qcolor(LIGHT[card.colour]))
        if card.colour == MULTI:
            grad = QLinearGradient(0, 0, W, H)
            for n, c in enumerate(COLOURS):
                grad.setColorAt(n / 3, qcolor(LIGHT[c]))
            p.setBrush(grad)
        p.setPen(QPen(edge, 6))
        p.drawRoundedRect(QRectF(3, 3, W - 6, H - 6), 10, 10)
        p.setPen(INK)
        self._effect(p, card, QRectF(8, 8, W - 16, 98))
        p.setPen(QPen(edge, 2))
        p.drawLine(QPointF(10, 110), QPointF(W - 10, 110))
        p.setPen(INK)
        if card.level:
            if card.colour == MULTI:  # paid with any colours: the four shapes round a disc
                draw_shape(p, MULTI, QPointF(28, 142), 24)
                p.setPen(QPen(INK, 2))
                p.setBrush(QColor(250, 250, 250))
                p.drawEllipse(QPointF(28, 142), 13, 13)
                p.setPen(INK)
            else:
                draw_shape(p, card.colour, QPointF(28, 142), 20)  # the cost: shape, number
                p.setPen(QColor(255, 255, 255) if card.colour != "yellow" else INK)
            _text(p, QRectF(8, 122, 40, 40), str(card.cost), 26)
            p.setPen(INK)
            _text(p, QRectF(44, 118, 38, 20), words.LEVELS[card.level], 17)
        self._points(p, card.vp)

    def _points(self, p: QPainter, vp: int) -> None:
        if not vp:
            return
        box = QRectF(W - 50, 124, 40, 40)
        p.setPen(QPen(INK, 2))
        p.setBrush(QColor(250, 214, 90))
        p.drawEllipse(box)
        p.setPen(INK)
        _text(p, box, str(vp), 24)

    def _effect(self, p: QPainter, card: Card, box: QRectF) -> None:
        """The effect, in big words and shapes (the whole sentence is the tooltip)."""
        if card.trigger is not None:
            t = card.trigger
            _text(p, QRectF(box.x(), box.y(), box.width(), 24), words.short_when(card), 17)
            shapes = t.colours
            x = box.center().x() - (len(shapes) - 1) * 14
            for n, c in enumerate(shapes):
                draw_shape(p, c, QPointF(x + n * 28, box.y() + 40), 11)
            p.setPen(INK)
            y = box.y() + (56 if shapes else 30)
            _text(p, QRectF(box.x(), y, box.width(), 20), "↓", 18)
            _text(p, QRectF(box.x(), y + 18, box.width(), 26), words.short_gives(card), 21)
        elif card.converter is not None:
            conv = card.converter
            _text(p, QRectF(box.x(), box.y(), box.width(), 22), words.kind_name("converter"), 15)
            sources = conv.sources or COLOURS
            y = box.y() + 44
            if conv.sources is None:
                draw_shape(p, MULTI, QPointF(box.x() + 24, y), 14)
            else:
                step = 22 if len(sources) > 1 else 0
                for n, s in enumerate(sources):
                    draw_shape(p, s, QPointF(box.x() + 14 + n * step, y), 9 if step else 11)
            p.setPen(INK)
            _text(p, QRectF(box.center().x() - 12, y - 14, 24, 28), "→", 22)
            right = box.right() - 28
            if conv.same:
                if len(sources) > 1:  # each listed colour doubled
                    for n, s in enumerate(sources):
                        draw_shape(p, s, QPointF(right - 6 + n * 22, y), 9)
                else:
                    draw_shape(p, sources[0], QPointF(right - 8, y), 10)
                    draw_shape(p, sources[0], QPointF(right + 12, y), 10)
                p.setPen(INK)
                _text(p, QRectF(box.x(), y + 18, box.width(), 24), "×2", 20)
            else:
                draw_shape(p, MULTI, QPointF(right + 4, y), 14)
                p.setPen(INK)
                _text(p, QRectF(box.x(), y + 18, box.width(), 24), words.any_word(), 18)
            if conv.uses > 1:
                _text(p, QRectF(box.x(), y + 38, box.width(), 20), f"×{conv.uses}", 16)
        elif card.upgrade is not None:
            lines = words.short_upgrade(card)
            _text(p, QRectF(box.x(), box.y(), box.width(), 22), words.kind_name("upgrade"), 15)
            y = box.y() + 26
            for line in lines:
                if QFontMetricsF(font(14)).horizontalAdvance(line) > box.width():
                    _wrapped(p, QRectF(box.x(), y, box.width(), 44), line, 15)
                    y += 44  # a long special: on two lines
                else:
                    _text(p, QRectF(box.x(), y, box.width(), 24), line, 18)
                    y += 24

    def _back(self, p: QPainter, level: int, count: Any) -> None:
        p.setPen(QPen(QColor(20, 20, 20), 3))
        p.setBrush(qcolor(BACKS.get(level, BACKS[0])))
        p.drawRoundedRect(QRectF(3, 3, W - 6, H - 6), 10, 10)
        p.setPen(QPen(QColor(255, 255, 255, 90), 2))
        for r in (22.0, 34.0):  # a gear's rings
            p.drawEllipse(QPointF(W / 2, 70), r, r)
        p.setPen(QColor(250, 250, 250))
        _text(p, QRectF(0, 48, W, 44), words.LEVELS[level] if level else "★", 34)
        if count is not None:
            p.setBrush(QColor(0, 0, 0, 150))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(QRectF(W / 2 - 30, 118, 60, 40), 10, 10)
            p.setPen(QColor(255, 255, 255))
            _text(p, QRectF(W / 2 - 30, 118, 60, 40), str(count), 26)

    # ---- energy ----------------------------------------------------------------------
    def _energy(self, p: QPainter, colour: str) -> None:
        draw_marble(p, colour, QPointF(W / 2, H / 2), W * 0.46)

    def _ring(self, p: QPainter, colour: str, count: int, full: bool, paying: int = 0) -> None:
        """A player's energies of one colour: its marble, the count under it (and the
        energies a payment being chosen spends, "−n" on the marble)."""
        alpha = 255 if count else 70
        p.setOpacity(alpha / 255)
        draw_marble(p, colour, QPointF(W / 2, W / 2), W * 0.44)
        p.setOpacity(1.0)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawRoundedRect(QRectF(14, W + 2, W - 28, H - W - 6), 10, 10)
        p.setPen(QColor(170, 30, 20) if full else INK)
        _text(p, QRectF(14, W + 2, W - 28, H - W - 6), str(count), 40)
        if paying:
            badge = QRectF(W - 70, 0, 70, 50)
            p.setPen(QPen(QColor(255, 255, 255), 3))
            p.setBrush(QColor(176, 32, 24))
            p.drawRoundedRect(badge, 14, 14)
            p.setPen(QColor(255, 255, 255))
            _text(p, badge, f"−{paying}", 36)

    def _dispenser(self, p: QPainter, count: Any) -> None:
        p.setPen(QPen(QColor(20, 20, 20), 3))
        p.setBrush(QColor(96, 72, 52))
        p.drawRoundedRect(QRectF(8, 20, W - 16, H - 28), 30, 30)
        for n, c in enumerate(COLOURS):
            draw_marble(p, c, QPointF(34 + (n % 2) * 58, 62 + (n // 2) * 46), 20)
        p.setPen(QColor(255, 255, 255))
        _text(p, QRectF(8, 120, W - 16, 40), str(count), 30)
