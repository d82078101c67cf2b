"""The expansion's faces: character cards and event cards.

A character shows its portrait medallion, the phase it is played in and what
it does; an event shows when it happens and what it does. All words come from
the data through :mod:`omg_desktop.games.ohmygoods.face.story_text`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainter

from omg_desktop.games.ohmygoods.rules.catalog import CardDef
from omg_desktop.games.ohmygoods.rules.queries import CHARACTER_PHASES
from omg_desktop.games.ohmygoods.rules.state import PHASE_NUMBERS
from omg_desktop.games.ohmygoods.rules.story import EventDef

from ..log_text import phase_numeral
from ..story_text import character_lines, event_lines
from .canvas import (
    DESIGN_W,
    draw_fitted,
    draw_text,
    draw_wrapped,
    font,
    rounded,
    stroke_fill,
    with_alpha,
    wrap_lines,
)
from .faces import BANNER
from .figures import FigureFaces

#: Where an event's name is set (events are shown large, their banner is lower).
EVENT_TITLE = QRectF(24, 8, DESIGN_W - 48, BANNER - 16)


def phase_mark(card: CardDef) -> str:
    """The Roman number of the phase a character is played in, as its card prints it."""
    phase = CHARACTER_PHASES.get(card.phase or "")
    return phase_numeral(PHASE_NUMBERS[phase]) if phase in PHASE_NUMBERS else "?"


class StoryFaces(FigureFaces):
    """Adds characters and events to the faces :class:`FigureFaces` draws."""

    def _character(self, p: QPainter, card: CardDef) -> None:
        col = self.look.style("character")
        title_h = self.sizes.title_h
        self._frame_top(p, col, title_h)
        self._name(p, self._title_box(), card.name, col)
        centre = QPointF(DESIGN_W / 2, title_h + 118)  # under the title band
        self._medallion(p, centre, 98, col.dark)
        self.paint_icon(p, QRectF(centre.x() - 72, centre.y() - 72, 144, 144), "worker")
        # the phase it is played in, a badge on the medallion
        self._badge(p, centre + QPointF(96, -40), 38, phase_mark(card), col)
        label = QCoreApplication.translate("CardArt", "Character")
        label_y = centre.y() + 110
        draw_fitted(
            p,
            QRectF(40, label_y, DESIGN_W - 80, 50),
            label,
            self._body(),
            self._px(34, 50),
            col.dark,
        )
        lines = character_lines(self.catalog, card.id)
        top = label_y + 60
        box = QRectF(36, top, DESIGN_W - 72, 740 - top)
        self._text_box(p, box, "\n".join(lines), col.dark)
        if card.text:
            draw_wrapped(
                p,
                QRectF(48, 752, DESIGN_W - 96, 96),
                card.text,
                self._body(),
                self._px(30),
                col.dark,
            )
        self._edge(p)

    def _event(self, p: QPainter, event: EventDef) -> None:
        col = self.look.style("event")
        self._frame_top(p, col)
        self._name(p, EVENT_TITLE, event.name, col)
        label = QCoreApplication.translate("CardArt", "Event")
        draw_fitted(
            p,
            QRectF(40, BANNER + 12, DESIGN_W - 80, 44),
            label,
            self._body(),
            self._px(34, 44),
            col.dark,
        )
        lines = event_lines(self.catalog, event)
        self._text_box(p, QRectF(36, BANNER + 66, DESIGN_W - 72, 500), "\n".join(lines), col.dark)
        if event.text:
            draw_wrapped(
                p,
                QRectF(48, 700, DESIGN_W - 96, 150),
                event.text,
                self._body(),
                self._px(32),
                col.dark,
            )
        self._edge(p)

    def _text_box(self, p: QPainter, rect: QRectF, text: str, edge: str) -> None:
        """Each line of ``text`` a paragraph, all shrunk together until they fit."""
        stroke_fill(p, rounded(rect, 18), with_alpha("#ffffff", 120), edge, 3)
        inner = rect.adjusted(18, 14, -18, -14)
        paragraphs = [t for t in text.split("\n") if t]
        size = self._px(40.0)
        while True:
            f = font(self._body(), size)
            wrapped = [wrap_lines(f, t, inner.width()) for t in paragraphs]
            spacing = QFontMetricsF(f).lineSpacing()
            gap = spacing * 0.45
            height = spacing * sum(len(w) for w in wrapped) + gap * (len(wrapped) - 1)
            if height <= inner.height() or size <= 16:
                break
            size -= 1
        y = inner.top() + (inner.height() - height) / 2
        for lines in wrapped:
            for line in lines:
                draw_text(
                    p, QRectF(inner.left(), y, inner.width(), spacing), line, f, self.look.ink
                )
                y += spacing
            y += gap
