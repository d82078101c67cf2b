"""Assistants (both sides), the worker (efficient or sloppy) and the card back."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ...rules.queries import WORKER, output_of
from .canvas import (
    DESIGN_H,
    DESIGN_W,
    card_outline,
    draw_fitted,
    draw_text,
    draw_wrapped,
    fit_font,
    rounded,
    stroke_fill,
    text_width,
    vertical_brush,
    with_alpha,
)
from .faces import ALIGN, TITLE_H, FacePainter
from .icons import draw_icon
from .look import ColourLook
from .type_sizes import NORMAL

#: An assistant's cost and points, under its banner (at Normal text size).
ASSISTANT_COIN_R = 52.0
ASSISTANT_COST_AT = QPointF(92, TITLE_H + 56)
ASSISTANT_POINTS_AT = QPointF(DESIGN_W - 92, TITLE_H + 56)
#: Their coins end above this (the part of a card a cascade shows, TOP_STRIP of 880).
STRIP_BOTTOM = 264.0


class FigureFaces(FacePainter):
    """Adds the faces that are not buildings to :class:`FacePainter`."""

    def assistant_text_px(self, name: str, face) -> dict[str, float]:
        """How large an assistant's name, cost and points are drawn (design units)."""
        r = self.sizes.coin_r
        return {
            "name": self.title_px(name),
            "cost": self.numeral_px(face.cost, r),
            "points": self.numeral_px(face.vp, r),
        }

    def assistant_text_ink(self, name: str, face) -> dict[str, QRectF]:
        """Where an assistant's name, cost and points are drawn (their ink, design units)."""
        y, r = self._assistant_coins_y(), self.sizes.coin_r
        return {
            "name": self.title_ink(name),
            "cost": self.numeral_ink(face.cost, QPointF(ASSISTANT_COST_AT.x(), y), r, 0.1),
            "points": self.numeral_ink(
                face.vp, QPointF(ASSISTANT_POINTS_AT.x(), y - r * 0.06), r, 0.12
            ),
        }

    def _assistant_coins_y(self) -> float:
        """Where an assistant's cost and points lie: under its banner, above the strip's end."""
        sz = self.sizes
        return sz.coin_y + 2 if sz.level == NORMAL else min(sz.coin_y, STRIP_BOTTOM - sz.coin_r)

    # assistants -------------------------------------------------------------

    def _assistant(self, p: QPainter, name: str, side: int, face) -> None:
        col = self.look.style("assistant")
        self._frame_top(p, col, self.sizes.title_h)
        self._name(p, self._title_box(), name, col)
        y, r = self._assistant_coins_y(), self.sizes.coin_r
        self._coin(p, QPointF(ASSISTANT_COST_AT.x(), y), r, face.cost, large=True)
        self._vp(p, QPointF(ASSISTANT_POINTS_AT.x(), y), r, face.vp)
        person = QPointF(DESIGN_W / 2, 326)
        self._medallion(p, person, 120, col.dark)
        self.paint_icon(p, QRectF(person.x() - 88, person.y() - 92, 176, 176), "worker")
        # the side's letter, a badge on the medallion (as a good's value on a building)
        self._badge(p, person + QPointF(88, -78), 38, "AB"[side], col)
        label = QCoreApplication.translate("CardArt", "needs buildings")
        draw_fitted(
            p,
            QRectF(40, 462, DESIGN_W - 80, 50),
            label,
            self._body(),
            self._px(38, 50),
            self.look.ink,
            bold=True,
        )
        self._needs(p, QRectF(28, 520, DESIGN_W - 56, 320), face.needs)
        self._edge(p)

    def _colour_glyph(self, colour: str) -> tuple[str, str | None]:
        """The glyph and the resource id that stand for a card colour."""
        for rid, res in self.catalog.resources.items():
            if res.colour == colour:
                return (self.look.item(rid).glyph or rid[:2].title(), rid)
        entry = self.look.colours.get(colour)
        if entry and entry.glyph:
            return (entry.glyph, None)
        return (colour[:2].title(), None)

    def _needs(self, p: QPainter, area: QRectF, needs: tuple[str, ...]) -> None:
        n = max(len(needs), 1)
        gap = 20.0
        w = min(134.0, (area.width() - gap * (n - 1)) / n)
        h = min(area.height() - 10, w * 1.5)
        x = area.center().x() - (n * w + (n - 1) * gap) / 2
        y = area.top() + (area.height() - h) / 2
        for colour in needs:
            col = self.look.colour(colour)
            card = QRectF(x, y, w, h)
            stroke_fill(p, rounded(card, 12), vertical_brush(col.fill, y, y + h), col.dark, 5)
            self._hatch(p, rounded(card, 12), col.dark, 22)
            stroke_fill(p, rounded(card, 12), Qt.BrushStyle.NoBrush, self.look.ink, 3)
            glyph, rid = self._colour_glyph(colour)
            r = w * 0.36
            c = QPointF(x + w / 2, y + r + 14)
            self._medallion(p, c, r, col.dark, 3)
            if rid is not None:
                self.paint_icon(
                    p, QRectF(c.x() - r * 0.72, c.y() - r * 0.72, r * 1.44, r * 1.44), rid
                )
            draw_fitted(
                p,
                QRectF(x + 4, y + 2 * r + 22, w - 8, h - 2 * r - 30),
                glyph,
                self._body(),
                self._px(48, h - 2 * r - 30),
                col.text,
                bold=True,
                min_px=24,
            )
            x += w + gap

    # workers ----------------------------------------------------------------

    def _worker(self, p: QPainter, efficient: bool) -> None:
        col = self.look.style("worker")
        self._paper(p)
        half = DESIGN_H / 2
        p.save()
        if not efficient:
            p.translate(DESIGN_W / 2, half)
            p.rotate(180)
            p.translate(-DESIGN_W / 2, -half)
        self._worker_half(p, col, True)
        p.save()
        p.translate(DESIGN_W / 2, half)
        p.rotate(180)
        p.translate(-DESIGN_W / 2, -half)
        self._worker_half(p, col, False)
        p.restore()
        p.restore()
        # the half facing away is washed out: the card is read the right way up
        wash = QPainterPath()
        wash.addRect(QRectF(0, half, DESIGN_W, half))
        wash = wash.intersected(card_outline())
        stroke_fill(p, wash, with_alpha(self._paper_colour("light", "#fbf4e2"), 150), None, 0)
        pen = QPen(QColor(col.dark), 4, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QPointF(30, half), QPointF(DESIGN_W - 30, half))
        self._edge(p)

    def _worker_half(self, p: QPainter, col: ColourLook, efficient: bool) -> None:
        banner = QPainterPath()
        banner.addRect(QRectF(0, 0, DESIGN_W, 104))
        banner = banner.intersected(card_outline())
        stroke_fill(p, banner, vertical_brush(col.fill, 0, 104), None, 0)
        self._hatch(p, banner, col.dark)
        edge = QPainterPath(QPointF(0, 104))
        edge.lineTo(DESIGN_W, 104)
        stroke_fill(p, edge, Qt.BrushStyle.NoBrush, col.dark, 6)
        word = (
            QCoreApplication.translate("CardArt", "efficient")
            if efficient
            else QCoreApplication.translate("CardArt", "sloppy")
        )
        draw_fitted(
            p,
            QRectF(24, 8, DESIGN_W - 48, 88),
            word,
            self._title(),
            self._px(58, 88),
            col.text,
            bold=True,
        )
        centre = QPointF(170, 262)
        self._medallion(p, centre, 122, col.dark)
        p.save()
        p.translate(centre)
        if not efficient:
            p.rotate(-24)
        self.paint_icon(p, QRectF(-90, -96, 180, 180), "worker")
        p.restore()
        goods = output_of(WORKER, efficient)  # the rules' 2 or 1
        count = f"×{goods}"
        f = fit_font(self._body(), count, 170, 130, 80, bold=True)
        tw = text_width(f, count)
        crates = 80 + 30 * (goods - 1)
        x0 = 310 + (290 - tw - crates - 10) / 2
        draw_text(
            p,
            QRectF(x0, 140, tw + 4, 150),
            count,
            f,
            self.look.ink,
            ALIGN.AlignLeft | ALIGN.AlignVCenter,
        )
        for i in range(goods):
            gx = x0 + tw + 10 + (goods - 1 - i) * 30
            self.paint_icon(
                p, QRectF(gx, 190 - (goods - 1 - i) * 30 + 15 * (goods - 1), 80, 80), "good"
            )
        rule = (
            QCoreApplication.translate("CardArt", "every input → 2 goods")
            if efficient
            else QCoreApplication.translate("CardArt", "one input fewer → 1 good")
        )
        draw_wrapped(
            p,
            QRectF(300, 300, 300, 110),
            rule,
            self._body(),
            self._px(36),
            self.look.ink,
            bold=True,
            min_px=24,
        )

    # the back ---------------------------------------------------------------

    def _back(self, p: QPainter) -> None:
        back = self.look.back
        fill = back.get("fill", "#6e2b22")
        pattern = back.get("pattern", "#8c3d2e")
        accent = back.get("accent", "#e3b23c")
        text = back.get("text", "#fbf1d6")
        outline = card_outline()
        stroke_fill(p, outline, vertical_brush(fill, 0, DESIGN_H), None, 0)
        # a lattice of lozenges, with a dot where the lines cross
        p.save()
        p.setClipPath(outline)
        pen = QPen(QColor(pattern), 6)
        p.setPen(pen)
        step = 70.0
        k = -DESIGN_H
        while k < DESIGN_W + DESIGN_H:
            p.drawLine(QPointF(k, 0), QPointF(k + DESIGN_H * 0.8, DESIGN_H))
            p.drawLine(QPointF(k, 0), QPointF(k - DESIGN_H * 0.8, DESIGN_H))
            k += step
        p.restore()
        inner = rounded(QRectF(26, 26, DESIGN_W - 52, DESIGN_H - 52), 22)
        stroke_fill(p, inner, Qt.BrushStyle.NoBrush, accent, 6)
        inner2 = rounded(QRectF(40, 40, DESIGN_W - 80, DESIGN_H - 80), 16)
        stroke_fill(p, inner2, Qt.BrushStyle.NoBrush, with_alpha(accent, 150), 2.5)
        # the title in an oval cartouche
        oval = QPainterPath()
        oval.addEllipse(QPointF(DESIGN_W / 2, DESIGN_H / 2), 236, 168)
        stroke_fill(p, oval, vertical_brush(fill, 280, 600), accent, 8)
        oval2 = QPainterPath()
        oval2.addEllipse(QPointF(DESIGN_W / 2, DESIGN_H / 2), 218, 150)
        stroke_fill(p, oval2, Qt.BrushStyle.NoBrush, with_alpha(accent, 160), 3)
        title = back.get("title", "Oh My Goods!")
        head, _, tail = title.rpartition(" ")
        if not head:
            head, tail = "", title
        if head:
            draw_fitted(
                p, QRectF(120, 318, DESIGN_W - 240, 96), head, self._title(), 76, text, bold=True
            )
            draw_fitted(
                p,
                QRectF(110, 404, DESIGN_W - 220, 130),
                tail,
                self._title(),
                108,
                accent,
                bold=True,
            )
        else:
            draw_fitted(
                p,
                QRectF(110, 360, DESIGN_W - 220, 130),
                tail,
                self._title(),
                108,
                accent,
                bold=True,
            )
        # a rising sun above the title, the resources in an arc below it
        sun = QRectF(DESIGN_W / 2 - 110, 70, 220, 220)
        draw_icon(p, sun, self.look.item("half_sun").icon, accent, ink=back.get("ink", "#3a1a12"))
        ids = list(self.look.resources)
        n = len(ids)
        for i, rid in enumerate(ids):
            t = (i - (n - 1) / 2) / max((n - 1) / 2, 1)
            c = QPointF(DESIGN_W / 2 + 212 * t, 738 - 34 * t * t)
            self._medallion(p, c, 46, accent, 5)
            self.paint_icon(p, QRectF(c.x() - 31, c.y() - 31, 62, 62), rid)
        self._edge(p)
