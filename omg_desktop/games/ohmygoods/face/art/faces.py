"""The faces of the deck cards: buildings, Market Offices, Charburners, the fallback card.

:class:`FacePainter` holds the drawing pieces the faces share (paper, bands,
medallions, coins, shields, boxes); :mod:`.figures` adds assistants, workers and the
back, and :class:`.cards.CardArt` the public API and the cache. Everything is drawn
in the design grid of :mod:`.canvas`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from omg_desktop.games.ohmygoods.rules.catalog import ANY, CHARBURNER, CardDef, Catalog
from omg_desktop.i18n.templates import fill

from . import describe
from .canvas import (
    DESIGN_H,
    DESIGN_W,
    band_brush,
    card_outline,
    draw_fitted,
    draw_outlined_text,
    draw_text,
    draw_title,
    draw_wrapped,
    fit_font,
    font,
    numeral_font,
    paper_brush,
    rounded,
    stroke_fill,
    text_width,
    title_fit,
    title_ink,
    vertical_brush,
    with_alpha,
)
from .icons import draw_icon
from .look import ColourLook, Look, load_look
from .type_sizes import NORMAL, TypeSizes, type_sizes

BAND = 118.0  # width of the left band
BANNER = 118.0  # height of the top banner of events
#: The title band across the top of every face with a name on the table (buildings,
#: offices, assistants, characters): room for two lines of the title. These are the
#: Normal sizes; a face painter sets what its :class:`.type_sizes.TypeSizes` says.
TITLE_H = 152.0
MID_X = (BAND + DESIGN_W) / 2  # centre of the area right of the band

#: The type on a face, in design units (a face is 630 wide). The name, the cost and
#: the points are set large enough to read on a card 80 px wide (9 px on screen):
#: every name at ``TITLE_PX``, on two lines when one is too narrow (it shrinks only
#: when two lines do not hold it, never below ``TITLE_MIN_PX``); costs and points in
#: ``NUMERAL_PX`` numerals.
TITLE_PX = 74.0
TITLE_MIN_PX = 40.0
NUMERAL_PX = 74.0
#: Where the name is set: across the whole title band (on a building over the top of
#: the left band too).
TITLE_BOX = QRectF(10, 2, DESIGN_W - 20, TITLE_H - 4)
#: The cost's coin and the points' shield under the title band.
COIN_R = 52.0
WIDE_COIN = 1.24  # how much wider a coin of two digits is
COST_AT = QPointF(BAND + 72, TITLE_H + 54)
POINTS_AT = QPointF(DESIGN_W - 68, TITLE_H + 54)

ALIGN = Qt.AlignmentFlag
ICON_CACHE = 400  # drawn icons kept (ids x sizes in pixels)
HATCH_CACHE = 48  # a card's diagonal lines kept (colours x sizes)


class FacePainter:
    """Draws deck card faces from the catalog and the look."""

    copy_lines = True  # copy a card's diagonal lines once drawn (False: draw them each time)

    def __init__(self, catalog: Catalog, look: Look | None = None, text_size: str = NORMAL):
        self.catalog = catalog
        self.look = look if look is not None else load_look()
        self.sizes: TypeSizes = type_sizes(text_size)
        self._resource_colours = [self.look.item(r).colour for r in catalog.resources]
        self._icons: dict[tuple[str, int], QImage] = {}  # drawn icons by id and pixels
        self._hatches: dict[tuple, QImage] = {}  # a card's lines by colour and placement

    def paint_icon(self, painter: QPainter, rect: QRectF, item_id: str) -> None:
        """A resource or good id, or a symbol ("coin", "vp", "half_sun", "any", ...).

        Upright, it is drawn once per size in pixels and copied after that (a face
        shows a dozen icons: drawing their shapes every time was ~40 % of a face)."""
        if item_id == ANY:
            item_id = "any"
        rect = QRectF(rect)
        t = painter.worldTransform()
        side = min(rect.width(), rect.height())
        if t.type().value > QTransform.TransformationType.TxScale.value or side <= 0:
            self._draw_icon(painter, rect, item_id)
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        px = max(1, round(side * abs(t.m11()) * ratio))
        image = self._icons.get((item_id, px))
        if image is None:
            image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            icon_painter = QPainter(image)
            try:
                self._draw_icon(icon_painter, QRectF(0, 0, px, px), item_id)
            finally:
                icon_painter.end()
            if len(self._icons) >= ICON_CACHE:
                self._icons.pop(next(iter(self._icons)))
            self._icons[(item_id, px)] = image
        square = QRectF(0, 0, side, side)
        square.moveCenter(rect.center())
        painter.drawImage(square, image)

    def _draw_icon(self, painter: QPainter, rect: QRectF, item_id: str) -> None:
        entry = self.look.item(item_id)
        draw_icon(
            painter, rect, entry.icon, entry.colour, ink=self.look.ink, extra=self._resource_colours
        )

    def paint_hand_card(self, painter: QPainter, rect: QRectF, resource_id: str) -> None:
        """The "from hand" variant of a resource: a little card of its colour with its icon."""
        rect = QRectF(rect)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        side = min(rect.width() / 0.72, rect.height())
        w, h = side * 0.72, side
        r = QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)
        res = self.catalog.resources.get(resource_id)
        col = self.look.colour(res.colour if res else None)
        ink = self.look.ink
        stroke_fill(
            painter,
            rounded(r, w * 0.12),
            self.look.paper.get("light", "#fbf4e2"),
            ink,
            max(w * 0.05, 0.6),
        )
        band = QRectF(r.left() + w * 0.08, r.top() + h * 0.07, w * 0.84, h * 0.22)
        stroke_fill(painter, rounded(band, w * 0.06), col.fill, col.dark, max(w * 0.025, 0.4))
        self.paint_icon(painter, QRectF(r.left(), r.top() + h * 0.3, w, h * 0.64), resource_id)
        painter.restore()

    def set_text_size(self, level: str) -> None:
        """Set the words of the faces drawn from now on at ``level`` (Normal, Large, Largest)."""
        self.sizes = type_sizes(level)

    def _title_box(self) -> QRectF:
        return QRectF(*self.sizes.title_box)

    def _px(self, base: float, room: float | None = None) -> float:
        return self.sizes.px(base, room)

    def glyph(self, item_id: str) -> str:
        """The short text printed beside an item's icon ("Wd"); "?" for an unknown id."""
        return self.look.item(item_id).glyph or "?"

    # ------------------------------------------------------------------ pieces

    @property
    def _ink(self) -> QColor:
        return QColor(self.look.ink)

    def _paper_colour(self, name: str, default: str) -> str:
        return self.look.paper.get(name, default)

    def _title(self) -> tuple[str, ...]:
        return self.look.title_fonts

    def _body(self) -> tuple[str, ...]:
        return self.look.body_fonts

    def _paper(self, p: QPainter) -> None:
        stroke_fill(
            p,
            card_outline(),
            paper_brush(
                self._paper_colour("light", "#fbf4e2"), self._paper_colour("dark", "#ecdcb8")
            ),
            None,
            0,
        )

    def _edge(self, p: QPainter) -> None:
        edge = self._paper_colour("edge", "#3d2e20")
        stroke_fill(p, card_outline(), Qt.BrushStyle.NoBrush, edge, 7)

    def _hatch(self, p: QPainter, area: QPainterPath, colour: str, alpha: int = 26) -> None:
        """Diagonal lines over ``area``. Rendering a face into an image, the lines of the
        whole card are drawn once per colour and placement in the image, then copied
        through ``area`` (~70 lines were a fifth of a face's work)."""
        p.save()
        p.setClipPath(area, Qt.ClipOperation.IntersectClip)
        device = p.device()
        t = p.worldTransform()
        if (
            self.copy_lines
            and isinstance(device, QImage)
            and device.devicePixelRatio() == 1.0
            and t.type().value <= QTransform.TransformationType.TxScale.value
        ):
            key = (colour, alpha, device.width(), device.height(), t.m11(), t.m22(), t.dx(), t.dy())
            lines = self._hatches.get(key)
            if lines is None:
                lines = QImage(
                    device.width(), device.height(), QImage.Format.Format_ARGB32_Premultiplied
                )
                lines.fill(Qt.GlobalColor.transparent)
                q = QPainter(lines)
                try:
                    q.setRenderHints(p.renderHints())
                    q.setTransform(t)
                    self._hatch_lines(q, colour, alpha)
                finally:
                    q.end()
                if len(self._hatches) >= HATCH_CACHE:
                    self._hatches.pop(next(iter(self._hatches)))
                self._hatches[key] = lines
            p.resetTransform()
            p.drawImage(0, 0, lines)
        else:
            self._hatch_lines(p, colour, alpha)
        p.restore()

    @staticmethod
    def _hatch_lines(p: QPainter, colour: str, alpha: int) -> None:
        p.setPen(QPen(with_alpha(colour, alpha), 5))
        x = -DESIGN_H
        while x < DESIGN_W:
            p.drawLine(QPointF(x, 0), QPointF(x + DESIGN_H, DESIGN_H))
            x += 22

    def _frame_l(self, p: QPainter, col: ColourLook) -> None:
        """Paper, the coloured left band and top banner (an L), and the inner rule."""
        self._paper(p)
        outline = card_outline()
        band = QPainterPath()
        band.addRect(QRectF(0, 0, BAND, DESIGN_H))
        title_h = self.sizes.title_h
        banner = QPainterPath()
        banner.addRect(QRectF(0, 0, DESIGN_W, title_h))
        ell = band.united(banner).intersected(outline)
        stroke_fill(p, ell, band_brush(col.fill, 0, BAND), None, 0)
        stroke_fill(p, banner.intersected(outline), vertical_brush(col.fill, 0, title_h), None, 0)
        self._hatch(p, ell, col.dark)
        edge = QPainterPath(QPointF(BAND, DESIGN_H))
        edge.lineTo(BAND, title_h)
        edge.lineTo(DESIGN_W, title_h)
        stroke_fill(p, edge, Qt.BrushStyle.NoBrush, col.dark, 6)
        rule = rounded(
            QRectF(BAND + 12, title_h + 12, DESIGN_W - BAND - 24, DESIGN_H - title_h - 24), 18
        )
        stroke_fill(p, rule, Qt.BrushStyle.NoBrush, self._paper_colour("rule", "#b59a6a"), 2.5)

    def _frame_top(self, p: QPainter, col: ColourLook, banner_h: float = BANNER) -> None:
        """Paper with a full-width banner (assistants, the fallback card)."""
        self._paper(p)
        outline = card_outline()
        banner = QPainterPath()
        banner.addRect(QRectF(0, 0, DESIGN_W, banner_h))
        banner = banner.intersected(outline)
        stroke_fill(p, banner, vertical_brush(col.fill, 0, banner_h), None, 0)
        self._hatch(p, banner, col.dark)
        edge = QPainterPath(QPointF(0, banner_h))
        edge.lineTo(DESIGN_W, banner_h)
        stroke_fill(p, edge, Qt.BrushStyle.NoBrush, col.dark, 6)
        rule = rounded(QRectF(14, banner_h + 12, DESIGN_W - 28, DESIGN_H - banner_h - 26), 18)
        stroke_fill(p, rule, Qt.BrushStyle.NoBrush, self._paper_colour("rule", "#b59a6a"), 2.5)

    def _name(self, p: QPainter, rect: QRectF, name: str, col: ColourLook) -> None:
        draw_title(
            p,
            rect,
            name,
            self._title(),
            self.sizes.title_px,
            col.text,
            min_px=TITLE_MIN_PX,
            narrow=self.look.narrow_title_fonts,
        )

    def title_fit(self, name: str, rect: QRectF | None = None):
        """How ``name`` is set on a face (in ``rect``; default: the title band)."""
        return title_fit(
            name,
            self._title(),
            rect if rect is not None else self._title_box(),
            self.sizes.title_px,
            TITLE_MIN_PX,
            self.look.narrow_title_fonts,
        )

    def title_px(self, name: str, rect: QRectF | None = None) -> float:
        """The font size (design units) ``name`` is drawn in on a face, in ``rect``."""
        return self.title_fit(name, rect).px

    def numeral_px(self, value: int | str, r: float | None = None) -> float:
        """The font size (design units) of a cost or points ``value`` on a coin or
        shield of radius ``r`` (default: a building's)."""
        return float(self._numeral(value, r if r is not None else self.sizes.coin_r).pixelSize())

    def _numeral(self, value: int | str, r: float) -> QFont:
        """The font of a cost or points ``value`` on a coin or shield of radius ``r``
        (a coin of two digits is wider, see :meth:`_coin`). At a larger text size the
        coins are smaller and the numerals may reach past them, as wide as at Normal."""
        width = max(r, COIN_R) * 1.84 * (WIDE_COIN if len(str(value)) > 1 else 1.0)
        return numeral_font(self._body(), str(value), width, self.sizes.numeral_px, r)

    def text_px(self, card: CardDef) -> dict[str, float]:
        """How large a building's name, cost and points are drawn (design units)."""
        sizes = {"name": self.title_px(card.name)}
        if card.cost is not None:
            sizes["cost"] = self.numeral_px(card.cost)
        if card.cost is not None or card.vp:
            sizes["points"] = self.numeral_px(card.vp)
        return sizes

    def title_ink(self, name: str) -> QRectF:
        """Where the ink of ``name`` lies in the title band (design units)."""
        return title_ink(self.title_fit(name), self._title_box())

    def numeral_ink(self, value: int | str, centre: QPointF, r: float, share: float) -> QRectF:
        """Where a cost's or points' numerals and their outline lie (design units)."""
        f = self._numeral(value, r)
        path = QPainterPath()
        path.addText(0, 0, f, str(value))
        box = path.boundingRect()
        box.moveCenter(centre)
        halo = self._halo(r, f, share) / 2
        return box.adjusted(-halo, -halo, halo, halo)

    def text_ink(self, card: CardDef) -> dict[str, QRectF]:
        """Where a building's name, cost and points are drawn (their ink, design units):
        the part of a face a cascade must leave in sight."""
        sz = self.sizes
        boxes = {"name": self.title_ink(card.name)}
        if card.cost is not None:
            centre = QPointF(COST_AT.x(), sz.coin_y)
            boxes["cost"] = self.numeral_ink(card.cost, centre, sz.coin_r, 0.1)
        if card.cost is not None or card.vp:
            centre = QPointF(POINTS_AT.x(), sz.coin_y - sz.coin_r * 0.06)
            boxes["points"] = self.numeral_ink(card.vp, centre, sz.coin_r, 0.12)
        return boxes

    def _medallion(self, p: QPainter, centre: QPointF, r: float, edge: str, width: float = 5):
        light = self._paper_colour("light", "#fbf4e2")
        dark = self._paper_colour("dark", "#ecdcb8")
        g = QRadialGradient(centre - QPointF(r * 0.3, r * 0.3), r * 1.3)
        g.setColorAt(0.0, QColor("#ffffff"))
        g.setColorAt(0.5, QColor(light))
        g.setColorAt(1.0, QColor(dark))
        circle = QPainterPath()
        circle.addEllipse(centre, r, r)
        stroke_fill(p, circle, g, edge, width)

    def _badge(self, p: QPainter, centre: QPointF, r: float, text: str, col: ColourLook) -> None:
        """A small medallion with a letter or numeral (an assistant's side, a phase)."""
        self._medallion(p, centre, r, col.dark, 4)
        box = QRectF(centre.x() - r * 0.9, centre.y() - r * 0.8, r * 1.8, r * 1.6)
        draw_fitted(p, box, text, self._title(), r * 1.3, self.look.ink, bold=True)

    def _coin(
        self, p: QPainter, centre: QPointF, r: float, value: int | str, large: bool = False
    ) -> None:
        """A coin with ``value``; ``large``: a cost, in numerals as large as a name (on
        an oval coin when it has two digits)."""
        wide = WIDE_COIN if large and len(str(value)) > 1 else 1.0
        p.save()
        p.translate(centre)
        p.scale(wide, 1.0)
        self.paint_icon(p, QRectF(-r, -r, 2 * r, 2 * r), "coin")
        p.restore()
        if large:
            f = self._numeral(value, r)
        else:
            f = fit_font(self._body(), str(value), r * 1.3, r * 1.05, r * 0.6, bold=True)
        draw_outlined_text(
            p, centre, str(value), f, self.look.ink, "#fbe7a6", self._halo(r, f, 0.1)
        )

    def _vp(self, p: QPainter, centre: QPointF, r: float, value: int) -> None:
        """A shield with the points ``value``, in numerals as large as a name."""
        self.paint_icon(p, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), "vp")
        f = self._numeral(value, r)
        halo = self._halo(r, f, 0.12)
        draw_outlined_text(
            p, centre + QPointF(0, -r * 0.06), str(value), f, "#ffffff", self.look.ink, halo
        )

    def _halo(self, r: float, f: QFont, share: float) -> float:
        """The outline of a number on a coin or shield: ``share`` of the coin's radius; at a
        larger text size, of the numerals' (they reach past a smaller coin)."""
        if self.sizes.level == NORMAL:
            return r * share
        return max(r, f.pixelSize() / 1.42) * share

    def _item(self, p: QPainter, rect: QRectF, item_id: str, from_hand: bool = False) -> None:
        if from_hand and item_id in self.catalog.resources:
            self.paint_hand_card(p, rect, item_id)
        else:
            self.paint_icon(p, rect, item_id)

    def _box(self, p: QPainter, rect: QRectF) -> None:
        stroke_fill(
            p,
            rounded(rect, 18),
            with_alpha(self._paper_colour("dark", "#ecdcb8"), 200),
            self._paper_colour("rule", "#b59a6a"),
            3,
        )

    # ------------------------------------------------------------------ faces

    def _building(self, p: QPainter, card: CardDef) -> None:
        col = self.look.colour(card.colour)
        self._frame_l(p, col)
        self._band(p, card, col)
        self._name(p, self._title_box(), card.name, col)
        self._cost_vp(p, card)
        good = card.good or "?"
        sz = self.sizes
        centre, r = QPointF(MID_X, sz.good_y), sz.good_r
        self._medallion(p, centre, r, col.dark)
        icon = r * 80 / 118
        self.paint_icon(p, QRectF(centre.x() - icon, centre.y() - icon, 2 * icon, 2 * icon), good)
        value = self.catalog.goods[good].value if good in self.catalog.goods else "?"
        self._coin(p, centre + QPointF(92, 84) * (r / 118), 44 * (1 + (sz.scale - 1) / 2), value)
        name = describe.item_name(self.catalog, good)
        draw_fitted(
            p,
            self._good_name_box(),
            name,
            self._title(),
            self._px(46, sz.good_name_h),
            self.look.ink,
            bold=True,
            min_px=28,
        )
        self._inputs(p, QRectF(BAND + 18, 518, 238, 340), card)
        chain_rect = QRectF(BAND + 268, 518, DESIGN_W - BAND - 286, 340)
        if card.chain:
            self._chain(p, chain_rect, card)
        else:
            pen = QPen(QColor(self._paper_colour("rule", "#b59a6a")), 3, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(chain_rect, 18, 18)
        self._edge(p)

    def _good_name_box(self) -> QRectF:
        """Where the name of a building's good (an office's effect) is set."""
        return QRectF(
            BAND + 24, self.sizes.good_name_y, DESIGN_W - BAND - 48, self.sizes.good_name_h
        )

    def _band(self, p: QPainter, card: CardDef, col: ColourLook) -> None:
        cx = BAND / 2
        sz = self.sizes
        top, r = sz.band_y, sz.band_r  # the band's pieces lie under the title band
        if card.resource:
            self._medallion(p, QPointF(cx, top), r, col.dark, 4)
            icon = r * 34 / 46
            self.paint_icon(p, QRectF(cx - icon, top - icon, 2 * icon, 2 * icon), card.resource)
            glyph = self.look.item(card.resource).glyph or "?"
            draw_fitted(
                p,
                QRectF(0, top + r + 4, BAND, sz.glyph_h),
                glyph,
                self._body(),
                self._px(46, sz.glyph_h),
                col.text,
                bold=True,
            )
            sun_y = top + r + 4 + sz.glyph_h + 50
        else:
            sun_y = top
        if card.half_sun:
            self._medallion(p, QPointF(cx, sun_y), 42, col.dark, 4)
            self.paint_icon(p, QRectF(cx - 34, sun_y - 40, 68, 68), "half_sun")
        if card.kind == CHARBURNER:
            p.save()
            # in the band's upper part: the goods on the building cover its lower part
            p.translate(cx, sz.title_h + 240)
            p.rotate(-90)
            label = QCoreApplication.translate("CardArt", "start building").upper()
            draw_fitted(
                p,
                QRectF(-220, -36, 440, 72),
                label,
                self._title(),
                self._px(50, 72),
                col.text,
                bold=True,
                min_px=20,
            )
            p.restore()
        draw_fitted(
            p,
            QRectF(0, DESIGN_H - 60, BAND, 40),
            f"#{card.id}",
            self._body(),
            self._px(26, 40),
            with_alpha(col.text, 200),
        )

    def _cost_vp(self, p: QPainter, card: CardDef) -> None:
        sz = self.sizes
        if card.cost is not None:
            self._coin(p, QPointF(COST_AT.x(), sz.coin_y), sz.coin_r, card.cost, large=True)
        if card.cost is not None or card.vp:
            self._vp(p, QPointF(POINTS_AT.x(), sz.coin_y), sz.coin_r, card.vp)

    def _inputs(self, p: QPainter, rect: QRectF, card: CardDef) -> None:
        self._box(p, rect)
        self.paint_icon(p, QRectF(rect.left() + 10, rect.top() + 10, 48, 48), "worker")
        rows = list(card.inputs)
        if not rows:
            return
        row_h = min(116.0, (rect.height() - 70) / len(rows))
        top = rect.top() + 62 + (rect.height() - 70 - row_h * len(rows)) / 2
        for i, (item, count) in enumerate(rows):
            y = top + i * row_h
            text = f"{count}×"
            f = fit_font(self._body(), text, 104, self._px(62, row_h), 34, bold=True)
            draw_text(
                p,
                QRectF(rect.left() + 4, y, 104, row_h),
                text,
                f,
                self.look.ink,
                ALIGN.AlignRight | ALIGN.AlignVCenter,
            )
            size = min(row_h - 8, 104)
            self.paint_icon(
                p,
                QRectF(rect.left() + 116, y + (row_h - size) / 2, size, size),
                "any" if item == ANY else item,
            )

    def _chain(self, p: QPainter, rect: QRectF, card: CardDef) -> None:
        self._box(p, rect)
        items = list(card.chain)
        n = len(items)
        plus_w = 34.0
        size = min(96.0, (rect.width() - 20 - plus_w * (n - 1)) / max(n, 1))
        total = n * size + (n - 1) * plus_w
        x = rect.center().x() - total / 2
        y = rect.top() + 34
        f_plus = font(self._body(), 54, bold=True)
        for i, item in enumerate(items):
            self._item(p, QRectF(x, y, size, size * 1.2), item, from_hand=True)
            x += size
            if i < n - 1:
                draw_text(p, QRectF(x, y, plus_w, size * 1.2), "+", f_plus, self.look.ink)
                x += plus_w
        # the arrow down to what the chain gives
        arrow_top = y + size * 1.2 + 10
        self._arrow_down(p, QPointF(rect.center().x(), arrow_top), 46)
        good = card.good or "?"
        gy = arrow_top + 58
        gsize = min(100.0, rect.bottom() - gy - 12)
        if n > 1:
            label = f"{n}×"
            f = fit_font(self._body(), label, 90, self._px(54, gsize), 40, bold=True)
            lw = text_width(f, label) + 8
            gx = rect.center().x() - (lw + gsize) / 2
            draw_text(
                p,
                QRectF(gx, gy, lw, gsize),
                label,
                f,
                self.look.ink,
                ALIGN.AlignLeft | ALIGN.AlignVCenter,
            )
            self.paint_icon(p, QRectF(gx + lw, gy, gsize, gsize), good)
        else:
            self.paint_icon(p, QRectF(rect.center().x() - gsize / 2, gy, gsize, gsize), good)

    def _arrow_down(self, p: QPainter, top: QPointF, h: float) -> None:
        x, y = top.x(), top.y()
        path = QPainterPath(QPointF(x - 10, y))
        for pt in (
            (x + 10, y),
            (x + 10, y + h * 0.5),
            (x + 24, y + h * 0.5),
            (x, y + h),
            (x - 24, y + h * 0.5),
            (x - 10, y + h * 0.5),
        ):
            path.lineTo(*pt)
        path.closeSubpath()
        stroke_fill(p, path, self._paper_colour("rule", "#b59a6a"), self.look.ink, 3.5)

    def _office(self, p: QPainter, card: CardDef) -> None:
        col = self.look.colour(card.colour)
        self._frame_l(p, col)
        self._band(p, card, col)
        self._name(p, self._title_box(), card.name, col)
        self._cost_vp(p, card)
        sz = self.sizes
        centre, r = QPointF(MID_X, sz.good_y), sz.good_r
        k = r / 118
        self._medallion(p, centre, r, col.dark)
        effects = list(card.effects)
        first = effects[0] if effects else None
        icon = self._effect_icon(first.kind, first.value) if first else "fallback"
        if first is not None and first.kind == "extra_card_if_hand_at_most":
            self.paint_icon(
                p, QRectF(centre.x() - 84 * k, centre.y() - 84 * k, 168 * k, 168 * k), "card"
            )
        else:
            self.paint_icon(
                p, QRectF(centre.x() - 80 * k, centre.y() - 80 * k, 160 * k, 160 * k), icon
            )
        badge = centre + QPointF(90, 84) * k
        self._plus_badge(p, badge, 46 * (1 + (sz.scale - 1) / 2), col)
        title = self._effect_title(first.kind, first.value) if first else "?"
        draw_fitted(
            p,
            self._good_name_box(),
            title,
            self._title(),
            self._px(46, sz.good_name_h),
            self.look.ink,
            bold=True,
            min_px=28,
        )
        box = QRectF(BAND + 18, 518, DESIGN_W - BAND - 36, 340)
        self._box(p, box)
        self._effect_box(p, box, effects)
        self._edge(p)

    def _effect_icon(self, kind: str, value: str | int) -> str:
        if kind == "market_resource":
            return str(value)
        if kind == "extra_card_if_hand_at_most":
            return "card"
        return "fallback"

    def _effect_title(self, kind: str, value: str | int) -> str:
        if kind == "market_resource":
            return "+1 " + describe.item_name(self.catalog, str(value))
        if kind == "extra_card_if_hand_at_most":
            return QCoreApplication.translate("CardArt", "+1 card")
        return kind

    def _plus_badge(self, p: QPainter, centre: QPointF, r: float, col: ColourLook) -> None:
        circle = QPainterPath()
        circle.addEllipse(centre, r, r)
        stroke_fill(p, circle, col.fill, self.look.ink, 4)
        f = fit_font(self._body(), "+1", r * 1.5, r * 0.95, r * 0.5, bold=True)
        draw_outlined_text(p, centre, "+1", f, col.text, col.dark, r * 0.08)

    def _effect_box(self, p: QPainter, box: QRectF, effects: list) -> None:
        if not effects:
            return
        slot_h = box.height() / len(effects)
        for i, effect in enumerate(effects):
            slot = QRectF(box.left(), box.top() + i * slot_h, box.width(), slot_h)
            icon = self._effect_icon(effect.kind, effect.value)
            row_y = slot.top() + 16
            f = font(self._body(), self._px(60, 88), bold=True)
            lw = text_width(f, "+1") + 14
            size = 88.0
            x0 = slot.center().x() - (lw + size) / 2
            draw_text(
                p,
                QRectF(x0, row_y, lw, size),
                "+1",
                f,
                self.look.ink,
                ALIGN.AlignLeft | ALIGN.AlignVCenter,
            )
            if effect.kind == "extra_card_if_hand_at_most":
                self.paint_icon(p, QRectF(x0 + lw, row_y, size, size), "card")
                text = fill(
                    QCoreApplication.translate("CardArt", "card in phase I if you hold ≤ %1 cards"),
                    str(effect.value),
                )
            elif effect.kind == "market_resource":
                self.paint_icon(p, QRectF(x0 + lw, row_y, size, size), icon)
                text = QCoreApplication.translate("CardArt", "in the market, for you")
            else:
                self.paint_icon(p, QRectF(x0 + lw, row_y, size, size), "fallback")
                text = f"{effect.kind}: {effect.value}"
            text_rect = QRectF(
                slot.left() + 20,
                row_y + size + 4,
                slot.width() - 40,
                slot.bottom() - row_y - size - 18,
            )
            draw_wrapped(
                p, text_rect, text, self._body(), self._px(50), self.look.ink, bold=True, min_px=28
            )

    def _plain(self, p: QPainter, card: CardDef) -> None:
        """A card kind without its own layout (expansion characters): name and colour."""
        col = self.look.colour(card.colour)
        self._frame_top(p, col, self.sizes.title_h)
        self._name(p, self._title_box(), card.name, col)
        self._cost_vp(p, card)
        draw_wrapped(
            p,
            QRectF(40, 300, DESIGN_W - 80, 400),
            card.name,
            self._title(),
            self._px(60),
            self.look.ink,
            bold=True,
        )
        self._edge(p)

    def _unknown_face(self, p: QPainter, label: str) -> None:
        col = self.look.style("unknown")
        self._frame_top(p, col, self.sizes.title_h)
        self._name(
            p,
            self._title_box(),
            QCoreApplication.translate("CardArt", "Unknown card"),
            col,
        )
        self._medallion(p, QPointF(DESIGN_W / 2, 400), 150, col.dark)
        self.paint_icon(p, QRectF(DESIGN_W / 2 - 110, 290, 220, 220), "fallback")
        draw_fitted(
            p,
            QRectF(40, 640, DESIGN_W - 80, 80),
            label,
            self._body(),
            self._px(60, 80),
            self.look.ink,
            bold=True,
        )
        self._edge(p)
