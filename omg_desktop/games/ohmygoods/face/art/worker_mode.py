"""How a worker on a building works, drawn over its face: the goods it makes (2 or 1),
large, legible at its small size."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from .....ui.table.chrome import chrome
from .....ui.table.layout import CARD_H, Placement


def draw_mode(painter: QPainter, p: Placement, rect: QRectF) -> None:
    """The placement's ``makes`` on green (efficient: 2) or orange (sloppy: 1)."""
    efficient = bool(p.data.get("efficient"))
    look = chrome()
    painter.setPen(QPen(QColor(20, 20, 20), 8))
    painter.setBrush(look.qcolor("efficient" if efficient else "sloppy"))
    pill = rect.adjusted(10, CARD_H * 0.2, -10, -CARD_H * 0.2)
    painter.drawRoundedRect(pill, 30, 30)
    painter.setPen(look.qcolor("efficient_text" if efficient else "sloppy_text"))
    painter.setFont(QFont("DejaVu Sans", 1, QFont.Weight.Black))
    f = painter.font()
    f.setPixelSize(int(pill.height() * 0.8))
    painter.setFont(f)
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(p.data.get("makes", "")))
