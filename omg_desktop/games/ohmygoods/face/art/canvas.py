"""Drawing helpers shared by the card faces: the design grid, fonts, fitted text, paper.

Cards are drawn in a fixed design grid of ``DESIGN_W`` x ``DESIGN_H`` units (tenths
of a millimetre of a 63 x 88 mm card) and scaled to the target rectangle, so a card
looks the same at every size and device pixel ratio. Fonts are sized in these units
with hinting off, so text measured here fits wherever it is drawn.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

DESIGN_W = 630.0
DESIGN_H = 880.0
RADIUS = 34.0


@contextmanager
def design_space(painter: QPainter, rect: QRectF, rotate_180: bool = False) -> Iterator[QPainter]:
    """Map the design grid onto ``rect`` (uniform scale, centred); restore afterwards."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    scale = min(rect.width() / DESIGN_W, rect.height() / DESIGN_H)
    painter.translate(rect.center())
    painter.scale(scale, scale)
    if rotate_180:
        painter.rotate(180)
    painter.translate(-DESIGN_W / 2, -DESIGN_H / 2)
    try:
        yield painter
    finally:
        painter.restore()


def font(families: Sequence[str], px: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(list(families))
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setKerning(True)
    return f


def text_width(f: QFont, text: str) -> float:
    return QFontMetricsF(f).horizontalAdvance(text)


def fit_font(
    families: Sequence[str], text: str, width: float, px: float, min_px: float, bold: bool = False
) -> QFont:
    """The largest font from ``px`` down to ``min_px`` in which ``text`` fits ``width``."""
    f = font(families, px, bold)
    w = text_width(f, text)
    if w <= width:
        return f
    size = max(min_px, px * width / w)
    f = font(families, size, bold)
    while size > min_px and text_width(f, text) > width:
        size -= 1
        f = font(families, size, bold and not is_cjk(text))
    return f


def draw_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    f: QFont,
    colour: QColor | str,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    """One line in ``rect``, elided with "…" if it still does not fit."""
    metrics = QFontMetricsF(f)
    if metrics.horizontalAdvance(text) > rect.width():
        text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    p.setFont(f)
    p.setPen(QColor(colour))
    p.drawText(rect, int(align), text)


def is_cjk(text: str) -> bool:
    """Whether ``text`` has Japanese or Chinese characters (kana, CJK ideographs)."""
    return any("\u3040" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff" for ch in text)


def draw_fitted(
    p: QPainter,
    rect: QRectF,
    text: str,
    families: Sequence[str],
    px: float,
    colour: QColor | str,
    *,
    bold: bool = False,
    min_px: float | None = None,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    f = fit_font(families, text, rect.width(), px, min_px or px * 0.6, bold and not is_cjk(text))
    draw_text(p, rect, text, f, colour, align)


#: Two lines of a title lie this far apart (in ems): tight, as titles on posters; a
#: descender of the first line may touch an ascender of the second, never a glyph's body.
TITLE_PITCH = 0.95
#: The part of an em above the baseline and below it that a line of text takes when it
#: is centred (capitals and ascenders; descenders); accents may reach higher.
_ABOVE, _BELOW = 0.76, 0.24


@dataclass(frozen=True)
class TitleFit:
    """How a title is set: its font and its lines (one or two)."""

    font: QFont
    lines: tuple[str, ...]
    fits: bool = True  # False: even the smallest size does not hold it (it is elided)

    @property
    def px(self) -> float:
        """The font size, in the units of the box it was fitted to."""
        return float(self.font.pixelSize())


def _split_points(text: str) -> list[tuple[str, str]]:
    """Where ``text`` may go onto two lines: at spaces; Japanese and Chinese (no spaces)
    between any two characters but before those that never begin a line."""
    words = text.split()
    if len(words) > 1:
        return [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    if is_cjk(text) and len(text) > 1:
        return [(text[:k], text[k:]) for k in range(1, len(text)) if text[k] not in NO_LINE_START]
    return []


def _ink_fits(f: QFont, lines: Sequence[str], rect: QRectF) -> bool:
    """Whether ``lines`` set in ``f`` as :func:`draw_title` sets them keep their ink
    (accents and descenders included) inside ``rect``."""
    metrics = QFontMetricsF(f)
    for line, baseline in zip(lines, _baselines(f, len(lines), rect), strict=True):
        ink = metrics.tightBoundingRect(line)
        if metrics.horizontalAdvance(line) > rect.width() + 0.01:
            return False
        if (
            baseline + ink.top() < rect.top() - 0.01
            or baseline + ink.bottom() > rect.bottom() + 0.01
        ):
            return False
    return True


def _baselines(f: QFont, n: int, rect: QRectF) -> list[float]:
    """The baselines of ``n`` title lines centred in ``rect`` (capitals to descenders)."""
    em = float(f.pixelSize())
    block = (n - 1) * TITLE_PITCH * em + (_ABOVE + _BELOW) * em
    first = rect.center().y() - block / 2 + _ABOVE * em
    return [first + i * TITLE_PITCH * em for i in range(n)]


def title_ink(fit: TitleFit, rect: QRectF) -> QRectF:
    """Where the ink of a title set as ``fit`` in ``rect`` lies (as :func:`draw_title`)."""
    metrics = QFontMetricsF(fit.font)
    box = QRectF()
    for line, baseline in zip(fit.lines, _baselines(fit.font, len(fit.lines), rect), strict=True):
        ink = metrics.tightBoundingRect(line)
        x = rect.center().x() - metrics.horizontalAdvance(line) / 2
        box = box.united(ink.translated(x, baseline))
    return box


def title_fit(
    text: str,
    families: Sequence[str],
    rect: QRectF,
    px: float,
    min_px: float,
    narrow: Sequence[str] = (),
) -> TitleFit:
    """How :func:`draw_title` sets ``text`` in ``rect``: on one line at ``px`` if it
    fits, else on two lines at ``px`` (the cut that makes the wider line narrowest),
    else the same in the ``narrow`` families (a condensed cut), if any; only a title
    that fits none of these ways shrinks (the first that fits, one size smaller at a
    time, down to ``min_px``; below that the one line is elided when drawn)."""
    bold = not is_cjk(text)
    faces = [tuple(families)] + ([(*narrow, *families)] if narrow and bold else [])
    cuts = _split_points(text)
    best: tuple[str, str] | None = None
    if cuts:
        f = font(families, px, bold)
        best = min(cuts, key=lambda c: max(text_width(f, c[0]), text_width(f, c[1])))
    size = px
    while size >= min_px:
        for fams in faces:
            f = font(fams, size, bold)
            if _ink_fits(f, [text], rect):
                return TitleFit(f, (text,))
            if best is not None and _ink_fits(f, best, rect):
                return TitleFit(f, best)
        size -= 1
    return TitleFit(font(families, min_px, bold), (text,), fits=False)


def draw_title(
    p: QPainter,
    rect: QRectF,
    text: str,
    families: Sequence[str],
    px: float,
    colour: QColor | str,
    *,
    min_px: float,
    narrow: Sequence[str] = (),
) -> None:
    """A title in bold at one size, on one line or two (see :func:`title_fit`).

    Japanese and Chinese titles are drawn in their font's regular weight: CJK fonts
    seldom have a bold, and the one Qt makes up smears small glyphs together.
    """
    fit = title_fit(text, families, rect, px, min_px, narrow)
    metrics = QFontMetricsF(fit.font)
    p.setFont(fit.font)
    p.setPen(QColor(colour))
    for line, baseline in zip(fit.lines, _baselines(fit.font, len(fit.lines), rect), strict=True):
        if metrics.horizontalAdvance(line) > rect.width():
            line = metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width())
        x = rect.center().x() - metrics.horizontalAdvance(line) / 2
        p.drawText(QPointF(x, baseline), line)


def numeral_font(
    families: Sequence[str], text: str, width: float, px: float, min_px: float
) -> QFont:
    """A bold font for a number on a coin or a shield: ``px`` high, its ink no wider
    than ``width`` (numbers of two digits set a little closer first), down to ``min_px``."""
    size = px
    while True:
        f = font(families, size, bold=True)
        if len(text) > 1:
            f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -0.05 * size)
        path = QPainterPath()
        path.addText(0, 0, f, text)
        if path.boundingRect().width() <= width or size <= min_px:
            return f
        size -= 1


def draw_outlined_text(
    p: QPainter,
    centre: QPointF,
    text: str,
    f: QFont,
    fill: QColor | str,
    outline: QColor | str,
    width: float,
) -> None:
    """Text as a path with a halo, centred on ``centre`` (numbers on coins and shields)."""
    path = QPainterPath()
    path.addText(0, 0, f, text)
    box = path.boundingRect()
    path.translate(centre.x() - box.center().x(), centre.y() - box.center().y())
    pen = QPen(QColor(outline), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(fill))
    p.drawPath(path)


def wrap_lines(f: QFont, text: str, width: float) -> list[str]:
    """Greedy wrap of ``text`` into lines no wider than ``width``: at spaces, and inside
    a word only when it is wider than a line (Japanese and Chinese have no spaces)."""
    metrics = QFontMetricsF(f)
    lines: list[str] = []
    line = ""
    for word in text.split():
        for piece in _pieces(metrics, word, width):
            trial = f"{line} {piece}" if line else piece
            if metrics.horizontalAdvance(trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = piece
            if metrics.horizontalAdvance(line) > width and len(line) > 1:
                lines.append(line)  # a piece that fills a line on its own
                line = ""
    if line:
        lines.append(line)
    return lines


#: Characters that never begin a line (Japanese line breaking): they stay with the one before.
NO_LINE_START = frozenset(
    "、。，．）」』】〕！？：；ー・"  # closing punctuation
    "ぁぃぅぇぉっゃゅょァィゥェォッャュョ"  # small kana
    ")]},.!?:;"
)


def _pieces(metrics: QFontMetricsF, word: str, width: float) -> list[str]:
    """``word``, cut into pieces that fit ``width`` when it is wider."""
    if metrics.horizontalAdvance(word) <= width:
        return [word]
    out: list[str] = []
    piece = ""
    for ch in word:
        if piece and ch not in NO_LINE_START and metrics.horizontalAdvance(piece + ch) > width:
            out.append(piece)
            piece = ch
        else:
            piece += ch
    if piece:
        out.append(piece)
    return out


def draw_wrapped(
    p: QPainter,
    rect: QRectF,
    text: str,
    families: Sequence[str],
    px: float,
    colour: QColor | str,
    *,
    bold: bool = False,
    min_px: float | None = None,
) -> None:
    """Text wrapped and centred in ``rect``, shrunk until every line fits its height."""
    size = px
    floor = min_px or px * 0.6
    while True:
        f = font(families, size, bold and not is_cjk(text))
        lines = wrap_lines(f, text, rect.width())
        height = QFontMetricsF(f).lineSpacing() * len(lines)
        widest = max((text_width(f, line) for line in lines), default=0.0)
        if (height <= rect.height() and widest <= rect.width()) or size <= floor:
            break
        size -= 1
    spacing = QFontMetricsF(f).lineSpacing()
    top = rect.top() + (rect.height() - spacing * len(lines)) / 2
    for i, line in enumerate(lines):
        draw_text(p, QRectF(rect.left(), top + i * spacing, rect.width(), spacing), line, f, colour)


def card_outline() -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, DESIGN_W, DESIGN_H), RADIUS, RADIUS)
    return path


def paper_brush(light: QColor | str, dark: QColor | str) -> QBrush:
    g = QRadialGradient(QPointF(DESIGN_W * 0.45, DESIGN_H * 0.4), DESIGN_H * 0.75)
    g.setColorAt(0.0, QColor(light))
    g.setColorAt(1.0, QColor(dark))
    return QBrush(g)


def band_brush(colour: QColor | str, x0: float, x1: float) -> QBrush:
    base = QColor(colour)
    g = QLinearGradient(x0, 0, x1, 0)
    g.setColorAt(0.0, base.lighter(112))
    g.setColorAt(1.0, base.darker(106))
    return QBrush(g)


def vertical_brush(colour: QColor | str, y0: float, y1: float) -> QBrush:
    base = QColor(colour)
    g = QLinearGradient(0, y0, 0, y1)
    g.setColorAt(0.0, base.lighter(112))
    g.setColorAt(1.0, base.darker(108))
    return QBrush(g)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def stroke_fill(
    p: QPainter,
    path: QPainterPath,
    brush: QBrush | QColor | str | Qt.BrushStyle,
    pen_colour: QColor | str | None,
    width: float,
) -> None:
    if isinstance(brush, str):
        brush = QColor(brush)
    p.setBrush(brush)
    if pen_colour is None or width <= 0:
        p.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(QColor(pen_colour), width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
    p.drawPath(path)


def with_alpha(colour: QColor | str, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c
