"""Items the event queue shows for a moment: captions, "+2" marks, the market tally.

They take no clicks (a click on the table while something plays fast-forwards it)
and are cheap to paint: plain text and one cached icon each.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .chrome import chrome
from .layout import Placement

CAPTION_FONT = ("DejaVu Sans", 15)
BANNER_FONT = ("DejaVu Serif", 30)


class _Passive(QGraphicsObject):
    """An item that ignores the mouse and hover."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see TableItem


class CaptionItem(_Passive):
    """A sentence in a dark box (what a seat just did), or a large phase banner."""

    def __init__(self, text: str, banner: bool = False, max_width: float = 1000.0) -> None:
        super().__init__()
        family, size = BANNER_FONT if banner else CAPTION_FONT
        self.font = QFont(family, size, QFont.Weight.Bold)
        self.text = text
        self.banner = banner
        metrics = QFontMetricsF(self.font)
        width = min(max_width, metrics.horizontalAdvance(text) + 36)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        box = metrics.boundingRect(QRectF(0, 0, width - 24, 10_000), flags, text)
        self._flags = flags  # a long sentence wraps onto more lines, never cut
        self._text = text
        self._rect = QRectF(0, 0, width, box.height() + (28 if banner else 16))

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = chrome()
        edged = self.banner or look.high_contrast
        painter.setPen(QPen(look.qcolor("caption_edge"), 2) if edged else Qt.PenStyle.NoPen)
        painter.setBrush(look.qcolor("caption"))
        painter.drawRoundedRect(self._rect.adjusted(1, 1, -1, -1), 10, 10)  # the pen inside
        painter.setFont(self.font)
        painter.setPen(look.qcolor("caption_text"))
        painter.drawText(self._rect.adjusted(12, 0, -12, 0), self._flags, self._text)


class FloatItem(_Passive):
    """A "+2" or "−1" beside goods: rises and fades (the queue animates it)."""

    def __init__(self, text: str, gain: bool) -> None:
        super().__init__()
        self.text = text
        self.colour = QColor(140, 235, 120) if gain else QColor(255, 140, 110)
        self.font = QFont("DejaVu Sans", 20, QFont.Weight.Bold)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 70, 34)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 255 if chrome().high_contrast else 150))
        painter.drawRoundedRect(self.boundingRect(), 9, 9)
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class TallyItem(_Passive):
    """One resource of the market tally: its icon and glyph, the market's count and,
    when the player's Market Offices add some, the total with them."""

    def __init__(self, placement: Placement, art) -> None:
        super().__init__()
        self.art = art
        self.placement = placement

    def update_placement(self, placement: Placement) -> None:
        if placement.data != self.placement.data:
            self.placement = placement
            self.update()
        self.placement = placement

    def set_marks(self, highlight: bool, selected: bool, dim: bool) -> None:
        """Nothing to mark: the tally is not part of a decision."""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.placement.data.get("width", 110), 30)

    def text_room(self) -> QRectF:
        """Where the words go: right of the resource's picture."""
        return self.boundingRect().adjusted(31, 0, -4, 0)

    def fitted_font(self) -> QFont:
        """The words' font: smaller (down to 8 pt) while "Gr 0 (+1)" would not fit."""
        font = QFont("DejaVu Sans", 12, QFont.Weight.Bold)
        width = self.text_room().width()
        while font.pointSizeF() > 8 and QFontMetricsF(font).horizontalAdvance(self.text()) > width:
            font.setPointSizeF(font.pointSizeF() - 0.5)
        return font

    def text(self) -> str:
        d = self.placement.data
        extra = d["total"] - d["market"]
        return f"{d['glyph']} {d['market']}" + (f" (+{extra})" if extra else "")

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect()
        d = self.placement.data
        look = chrome()
        painter.setPen(Qt.PenStyle.NoPen)
        tally = look.qcolor("tally")
        if not look.high_contrast and not d["total"]:
            tally.setAlpha(50)
        painter.setBrush(tally)
        painter.drawRoundedRect(rect, 8, 8)
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pm = self.art.pixmap("icon", (d["resource"],), QSize(32, 32), dpr)
        painter.drawPixmap(QRectF(3, 3, 24, 24), pm, QRectF(0, 0, pm.width(), pm.height()))
        room = self.text_room()
        painter.setFont(self.fitted_font())
        painter.setPen(look.qcolor("tally_text" if d["total"] else "tally_none"))
        painter.drawText(
            room,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.text(),
        )
