"""Words drawn on a game face's pictures (card faces, tiles, the board): the faces' font
at a pixel size (:func:`font`), one line made smaller until it fits (:func:`text`) and
wrapped words the same (:func:`wrapped`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter


def font(size: float, bold: bool = True) -> QFont:
    """The faces' font (DejaVu Sans, shipped with the program) at ``size`` pixels."""
    f = QFont("DejaVu Sans", 1, QFont.Weight.Bold if bold else QFont.Weight.Normal)
    f.setPixelSize(max(1, round(size)))
    return f


def text(
    p: QPainter,
    rect: QRectF,
    words: str,
    size: float,
    bold: bool = True,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    smallest: float = 7,
) -> None:
    """``words`` on one line in ``rect``, the font made smaller (to ``smallest`` pixels) to
    fit its width."""
    f = font(size, bold)
    while size > smallest and QFontMetricsF(f).horizontalAdvance(words) > rect.width():
        size -= 1
        f = font(size, bold)
    p.setFont(f)
    p.drawText(rect, align, words)


def wrapped(
    p: QPainter,
    rect: QRectF,
    words: str,
    size: float,
    bold: bool = True,
    smallest: float = 7,
    step: float = 1,
) -> None:
    """``words`` wrapped in ``rect``, centred, the font made smaller by ``step`` (to
    ``smallest`` pixels) until they fit."""
    p.setFont(font(wrapped_size(rect, words, size, bold, smallest, step), bold))
    p.drawText(rect, _WRAPPED, words)


_WRAPPED = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


def wrapped_size(
    rect: QRectF, words: str, size: float, bold: bool = True, smallest: float = 7,
    step: float = 1,
) -> float:  # fmt: skip
    """The size :func:`wrapped` draws ``words`` at in ``rect``."""
    while size > smallest:
        box = QFontMetricsF(font(size, bold)).boundingRect(rect, _WRAPPED, words)
        if box.height() <= rect.height() and box.width() <= rect.width():
            break
        size -= step
    return size
