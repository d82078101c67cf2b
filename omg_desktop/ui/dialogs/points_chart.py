"""A line chart of every player's points round by round, painted with QPainter.

Each player has a colour, a marker shape and a line style, and the legend names
them, so no one needs colour vision to read it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from omg_desktop.i18n.templates import fill

from ..words import list_text

#: Okabe–Ito colours (distinguishable with the common colour-vision deficiencies).
COLOURS: tuple[str, ...] = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
MARKERS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "cross", "star")
LINE_STYLES: tuple[Qt.PenStyle, ...] = (
    Qt.SolidLine,
    Qt.DashLine,
    Qt.DotLine,
    Qt.DashDotLine,
    Qt.DashDotDotLine,
    Qt.SolidLine,
)


def marker_path(shape: str, centre: QPointF, r: float) -> QPainterPath:
    """The outline of a marker of half-size ``r`` around ``centre``."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if shape == "square":
        path.addRect(QRectF(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        path.moveTo(x, y - r * 1.1)
        path.lineTo(x + r, y + r * 0.8)
        path.lineTo(x - r, y + r * 0.8)
        path.closeSubpath()
    elif shape == "diamond":
        path.moveTo(x, y - r * 1.15)
        path.lineTo(x + r * 1.15, y)
        path.lineTo(x, y + r * 1.15)
        path.lineTo(x - r * 1.15, y)
        path.closeSubpath()
    elif shape == "cross":
        w = r * 0.4
        path.addRect(QRectF(x - r, y - w, 2 * r, 2 * w))
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.setFillRule(Qt.WindingFill)
    elif shape == "star":
        path.moveTo(QPointF(x, y) + _polar(r * 1.2, -90))
        for i in range(1, 10):
            radius = r * 1.2 if i % 2 == 0 else r * 0.5
            path.lineTo(QPointF(x, y) + _polar(radius, -90 + 36 * i))
        path.closeSubpath()
    else:
        path.addEllipse(centre, r, r)
    return path


def _polar(radius: float, degrees: float) -> QPointF:
    rad = math.radians(degrees)
    return QPointF(radius * math.cos(rad), radius * math.sin(rad))


def nice_step(top: int, ticks: int = 5) -> int:
    """A tick step of 1, 2 or 5 times a power of ten giving about ``ticks`` ticks up to ``top``."""
    raw = max(1.0, top / max(1, ticks))
    power = 1
    while power * 10 <= raw:
        power *= 10
    for mult in (1, 2, 5, 10):
        if power * mult >= raw:
            return power * mult
    return power * 10


class PointsChart(QWidget):
    """Points after each round, one line per player, with axes and a legend (other
    series over other steps with :meth:`set_axes`: the statistics' games)."""

    MARGIN = 10.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._series: list[list[int]] = []
        self._x_title: str | None = None  # None: "Round"
        self._y_title: str | None = None  # None: "Points"
        self._empty: str | None = None  # None: "No rounds played yet."
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setAccessibleName(self.tr("Points by round"))
        self.setFocusPolicy(Qt.NoFocus)

    def set_data(self, names: Sequence[str], points_by_round: Sequence[Sequence[int]]) -> None:
        """One name and one list of totals (after round 1, 2, …) per player."""
        self._names = list(names)
        self._series = [list(map(int, s)) for s in points_by_round]
        lines = [
            fill(self.tr("%1: %2"), name, list_text(pts))
            for name, pts in zip(self._names, self._series, strict=False)
        ]
        self.setAccessibleDescription("; ".join(lines))
        self.update()

    def set_axes(self, x_title: str, y_title: str, empty: str) -> None:
        """The axes' titles and the text shown with no data (instead of the rounds')."""
        self._x_title, self._y_title, self._empty = x_title, y_title, empty
        self.update()

    def names(self) -> list[str]:
        return list(self._names)

    def series(self) -> list[list[int]]:
        """The values drawn, one list per line."""
        return [list(s) for s in self._series]

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def minimumSizeHint(self) -> QSize:
        return QSize(280, 180)

    # -- painting ------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.base())
        text_colour = pal.text().color()
        painter.setPen(text_colour)
        area = QRectF(self.rect()).adjusted(self.MARGIN, self.MARGIN, -self.MARGIN, -self.MARGIN)
        rounds = max((len(s) for s in self._series), default=0)
        if rounds == 0:
            empty = self._empty if self._empty is not None else self.tr("No rounds played yet.")
            painter.drawText(area, Qt.AlignCenter | Qt.TextWordWrap, empty)
            return
        legend_height = self._paint_legend(painter, area)
        plot_area = area.adjusted(0, legend_height + 6, 0, 0)
        self._paint_plot(painter, plot_area, rounds, text_colour)

    def _style(self, i: int) -> tuple[QColor, str, Qt.PenStyle]:
        return (
            QColor(COLOURS[i % len(COLOURS)]),
            MARKERS[i % len(MARKERS)],
            LINE_STYLES[i % len(LINE_STYLES)],
        )

    def _paint_legend(self, painter: QPainter, area: QRectF) -> float:
        fm = QFontMetricsF(self.font())
        row_h = fm.height() + 4
        x, y = area.left(), area.top()
        for i, name in enumerate(self._names):
            width = 34 + fm.horizontalAdvance(name) + 18
            if x > area.left() and x + width > area.right():
                x, y = area.left(), y + row_h
            mid = y + row_h / 2
            self._paint_sample(painter, i, QPointF(x, mid), QPointF(x + 28, mid))
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x + 34, y, width, row_h), Qt.AlignVCenter | Qt.AlignLeft, name)
            x += width
        return y + row_h - area.top()

    def _paint_sample(self, painter: QPainter, i: int, a: QPointF, b: QPointF) -> None:
        colour, shape, style = self._style(i)
        painter.setPen(QPen(colour, 2, style))
        painter.drawLine(a, b)
        self._paint_marker(painter, i, (a + b) / 2)

    def _paint_marker(self, painter: QPainter, i: int, at: QPointF) -> None:
        colour, shape, _ = self._style(i)
        painter.setPen(QPen(colour.darker(140), 1))
        painter.setBrush(colour)
        painter.drawPath(marker_path(shape, at, 5))
        painter.setBrush(Qt.NoBrush)

    def _paint_plot(self, painter: QPainter, area: QRectF, rounds: int, ink: QColor) -> None:
        fm = QFontMetricsF(self.font())
        top_value = max([1, *(max(s) for s in self._series if s)])
        step = nice_step(top_value)
        y_max = ((top_value + step - 1) // step) * step
        bottom_value = min([0, *(min(s) for s in self._series if s)])
        y_min = -(((-bottom_value) + step - 1) // step) * step
        label_w = max(fm.horizontalAdvance(str(y_max)), fm.horizontalAdvance(str(y_min)))
        axis_title = self._y_title if self._y_title is not None else self.tr("Points")
        left = area.left() + fm.height() + 4 + label_w + 6
        bottom = area.bottom() - 2 * fm.height() - 6
        plot = QRectF(
            QPointF(left, area.top() + fm.height() / 2), QPointF(area.right() - 8, bottom)
        )

        def px(rnd: int) -> float:
            if rounds == 1:
                return plot.center().x()
            return plot.left() + 12 + (plot.width() - 24) * (rnd - 1) / (rounds - 1)

        def py(value: float) -> float:
            return plot.bottom() - plot.height() * (value - y_min) / max(1, y_max - y_min)

        grid = QColor(ink)
        grid.setAlpha(40)
        for value in range(y_min, y_max + 1, step):
            y = py(value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(ink)
            r = QRectF(plot.left() - label_w - 6, y - fm.height() / 2, label_w, fm.height())
            painter.drawText(r, Qt.AlignRight | Qt.AlignVCenter, str(value))
        every = max(1, round(rounds / max(1, plot.width() / (fm.horizontalAdvance("88") + 10))))
        for rnd in range(1, rounds + 1):
            if (rnd - 1) % every and rnd != rounds:
                continue
            x = px(rnd)
            painter.setPen(QPen(ink, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            r = QRectF(x - 20, plot.bottom() + 4, 40, fm.height())
            painter.drawText(r, Qt.AlignHCenter | Qt.AlignTop, str(rnd))
        painter.setPen(QPen(ink, 1.5))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        title_r = QRectF(plot.left(), bottom + fm.height() + 4, plot.width(), fm.height())
        x_title = self._x_title if self._x_title is not None else self.tr("Round")
        painter.drawText(title_r, Qt.AlignHCenter, x_title)
        painter.save()
        painter.translate(area.left(), plot.center().y())
        painter.rotate(-90)
        painter.drawText(
            QRectF(-plot.height() / 2, 0, plot.height(), fm.height()),
            Qt.AlignHCenter | Qt.AlignTop,
            axis_title,
        )
        painter.restore()

        for i, series in enumerate(self._series):
            colour, _, style = self._style(i)
            points = [QPointF(px(r), py(v)) for r, v in enumerate(series, start=1)]
            painter.setPen(QPen(colour, 2.2, style, Qt.RoundCap, Qt.RoundJoin))
            for a, b in zip(points, points[1:], strict=False):
                painter.drawLine(a, b)
            for p in points:
                self._paint_marker(painter, i, p)
