"""The frame's card art, for a game's face to build on: the table asks its art for each
card face as a picture (at a size, copied 1:1 at rest, turned once); a game draws one
face (:meth:`DrawnArt.draw`) and says what it shows in words (:meth:`DrawnArt.card_text`).

Oh My Goods!'s own art (its ``CardArt``) answers the same questions with renders kept
on disk; see ``docs/architecture.md``, *The table and a game's face*.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform

from .table.layout import CARD_H, CARD_W


class DrawnArt:
    """Card faces drawn by the game's :meth:`draw`, kept in memory by size."""

    text_size = "normal"  # (View ▸ Card text size: a drawn face keeps its own)

    def __init__(self, catalog: Any = None) -> None:
        self.catalog = catalog
        self._kept: dict[tuple, Any] = {}

    def draw(self, painter: QPainter, kind: str, key: tuple, rect: QRectF) -> None:
        """Paint the face of ``kind``/``key`` (``"back"``: a card's back) in ``rect``."""
        raise NotImplementedError

    def card_text(self, card: Any) -> str:
        """A card's words (its tooltip)."""
        return ""

    def _render(self, kind: str, key: tuple, size: QSize, dpr: float) -> QPixmap:
        ratio = float(dpr) if dpr and dpr > 0 else 1.0
        image = QImage(
            max(1, round(size.width() * ratio)),
            max(1, round(size.height() * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(image.width() / CARD_W, image.height() / CARD_H)
            self.draw(painter, kind, key, QRectF(0, 0, CARD_W, CARD_H))
        finally:
            painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def pixmap(self, kind: str, key: tuple, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The face at ``size`` (the same picture for the same question)."""
        wanted = (kind, tuple(key), size.width(), size.height(), dpr)
        if wanted not in self._kept:
            self._kept[wanted] = self._render(kind, tuple(key), size, dpr)
        return self._kept[wanted]

    def exact_pixmap(self, kind: str, key: tuple, size: QSize, exact: QSize, dpr: float) -> QPixmap:
        """The face drawn at exactly ``exact`` (copied 1:1 at rest)."""
        return self.pixmap(kind, key, exact, dpr)

    def has_exact(self, kind: str, key: tuple, size: QSize, exact: QSize, dpr: float) -> bool:
        return (kind, tuple(key), exact.width(), exact.height(), dpr) in self._kept

    def turned_pixmap(
        self, kind: str, key: tuple, size: QSize, linear: tuple, dpr: float
    ) -> tuple[QPixmap, QPointF]:
        """The face drawn once through ``linear`` (m11, m12, m21, m22 of a transform), and
        where the card's corner lies in it."""
        wanted = ("turned", kind, tuple(key), size.width(), dpr, tuple(round(v, 4) for v in linear))
        if wanted not in self._kept:
            self._kept[wanted] = draw_turned(self.pixmap(kind, key, size, dpr), linear, dpr)
        return self._kept[wanted]

    def set_text_size(self, level: str) -> bool:
        """View ▸ Card text size: nothing to draw again (True if it changed anything)."""
        return False

    def flush_renders(self) -> None:
        """Nothing is kept on disk."""


def draw_turned(base: QPixmap, linear: tuple[float, ...], dpr: float) -> tuple[QPixmap, QPointF]:
    """A card's render ``base`` drawn once through ``linear`` (the m11, m12, m21, m22 of a
    transform: a turn and a scale), and where the card's corner lies in it: a turned card
    at rest is then a plain copy, not a filtered transformation at every paint."""
    turn = QTransform(*linear, 0.0, 0.0)
    box = turn.mapRect(QRectF(0, 0, CARD_W, CARD_H)).adjusted(-1, -1, 1, 1)
    ratio = float(dpr) if dpr and dpr > 0 else 1.0
    image = QImage(
        max(1, math.ceil(box.width() * ratio)),
        max(1, math.ceil(box.height() * ratio)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        painter.setTransform(turn * QTransform.fromTranslate(-box.left(), -box.top()))
        painter.drawPixmap(
            QRectF(0, 0, CARD_W, CARD_H), base, QRectF(0, 0, base.width(), base.height())
        )
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap, QPointF(-box.left(), -box.top())
