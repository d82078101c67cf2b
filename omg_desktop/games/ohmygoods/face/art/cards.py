"""The public card-art API: paint any card face, the back, an icon; cached pixmaps.

:class:`CardArt` paints into any QPainter (scene items paint directly) and keeps a
cache of rendered pixmaps per size and device pixel ratio (``pixmap``). Every value
comes from the catalog; every icon, colour and glyph from ``resources/look.yaml``.

The drawing code (:mod:`.figures`, :mod:`.faces`, :mod:`.canvas`, :mod:`.icons`) is
imported when the first card is actually drawn: with the renders kept on disk
(``keep_renders``) the window's first frame draws none.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from omg_desktop.games.ohmygoods.rules.catalog import CHARACTER, OFFICE, Catalog
from omg_desktop.ui.face_art import draw_turned

from . import describe
from .look import Look, window_look

#: A card's size in scene units (63 x 88 mm at 2 units per mm).
CARD_W = 126.0
CARD_H = 176.0


def _key(kind: str, key: tuple, size: QSize, dpr: float, exact: QSize | None = None) -> tuple:
    """A render's key in the memory cache: the render at ``size``, or its copy scaled to
    ``exact``."""
    base = (kind, tuple(key), size.width(), size.height(), round(float(dpr), 4))
    return base if exact is None else ("exact", *base, exact.width(), exact.height())


class CardArt:
    """Paints every card of the catalog; ``pixmap`` caches renders per size and dpr.

    ``keep_renders``: also keep renders on disk for the next start (the window does;
    see :mod:`.stored`), written by :meth:`flush_renders` and soon after they are made.
    ``text_size``: how large the words on the faces are (:mod:`.type_sizes`; the
    player's View ▸ Card text size, changed with :meth:`set_text_size`).

    The drawing pieces of :class:`.figures.FigureFaces` (``paint_icon`` and the like)
    are this object's too: it hands them on to one it makes when first needed.
    """

    def __init__(
        self,
        catalog: Catalog,
        look: Look | None = None,
        cache_limit: int = 1200,
        *,
        keep_renders: bool = False,
        text_size: str = "normal",
    ):
        from .type_sizes import type_sizes

        self.catalog = catalog
        self.look = look if look is not None else window_look()  # glyphs in its language
        self.text_size = type_sizes(text_size).level
        self._figures = None
        self.cache_limit = cache_limit
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self.stored = None
        if keep_renders:
            from .stored import StoredRenders

            self.stored = StoredRenders(self)

    @property
    def figures(self):
        """The drawing code (made, and its modules imported, on first use)."""
        if self._figures is None:
            from .story_faces import StoryFaces

            self._figures = StoryFaces(self.catalog, self.look, self.text_size)
        return self._figures

    def set_text_size(self, level: str) -> bool:
        """Draw the words of every face at ``level`` from now on (the renders in memory
        are forgotten; those on disk are kept per size). True if it changed."""
        from .type_sizes import type_sizes

        level = type_sizes(level).level
        if level == self.text_size:
            return False
        if self.stored is not None:
            self.stored.flush()  # the renders made so far belong to the old size's folder
        self.text_size = level
        if self._figures is not None:
            self._figures.set_text_size(level)
        if self.stored is not None:
            self.stored.forget_folder()
        self.clear_cache()
        return True

    def __getattr__(self, name: str):
        # only called for names this class does not have: the drawing pieces
        if name.startswith("__") or name == "_figures":
            raise AttributeError(name)
        return getattr(self.figures, name)

    # ------------------------------------------------------------------ public

    def paint_card(self, painter: QPainter, rect: QRectF, card_id: int) -> None:
        """A building, Market Office or Charburner face; an unknown id gets the "?" card."""
        from .canvas import design_space

        card = self.catalog.find_card(card_id)
        with design_space(painter, QRectF(rect)) as p:
            if card is None:
                self._unknown_face(p, f"#{card_id}")
            elif card.kind == OFFICE:
                self._office(p, card)
            elif card.kind == CHARACTER:
                self._character(p, card)
            elif card.is_production:
                self._building(p, card)
            else:
                self._plain(p, card)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        from .canvas import design_space

        with design_space(painter, QRectF(rect)) as p:
            self._back(p)

    def paint_assistant(self, painter: QPainter, rect: QRectF, assistant_id: int, side: int):
        """One face of an assistant; ``side`` 0 is A, 1 is B."""
        from .canvas import design_space

        assistant = self.catalog.assistants.get(assistant_id) or self.catalog.extra_assistants.get(
            assistant_id
        )
        with design_space(painter, QRectF(rect)) as p:
            if assistant is None or side not in (0, 1):
                self._unknown_face(p, f"A{assistant_id}")
            else:
                self._assistant(p, assistant.name, side, assistant.sides[side])

    def paint_worker(self, painter: QPainter, rect: QRectF, efficient: bool) -> None:
        """The worker card, turned so the current mode is upright at the top."""
        from .canvas import design_space

        with design_space(painter, QRectF(rect)) as p:
            self._worker(p, efficient)

    def card_text(self, card_id: int) -> str:
        card = self.catalog.find_card(card_id)
        if card is not None and card.kind == CHARACTER:
            from ..story_text import character_lines

            return "\n".join([card.name, *character_lines(self.catalog, card_id), card.text])
        return describe.card_text(self.catalog, self.look, card_id)

    def event_text(self, event_id: int) -> str:
        from ..story_text import event_lines

        ev = self.catalog.events[event_id]
        return "\n".join([ev.name, *event_lines(self.catalog, ev), ev.text])

    def assistant_text(self, assistant_id: int, side: int) -> str:
        return describe.assistant_text(self.catalog, self.look, assistant_id, side)

    def worker_text(self, efficient: bool) -> str:
        return describe.worker_text(efficient)

    # ------------------------------------------------------------------ cache

    def render_image(self, kind: str, key: tuple, size: QSize, dpr: float = 1.0) -> QImage:
        """A fresh render (no cache) into a transparent QImage; safe off the GUI thread."""
        dpr = float(dpr) if dpr and dpr > 0 else 1.0
        w, h = max(1, size.width()), max(1, size.height())
        image = QImage(
            max(1, math.ceil(w * dpr)),
            max(1, math.ceil(h * dpr)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            self.paint(painter, QRectF(0, 0, w, h), kind, key)
        finally:
            painter.end()
        return image

    def paint(self, painter: QPainter, rect: QRectF, kind: str, key: tuple) -> None:
        """Dispatch on ``kind``: "card", "back", "assistant", "worker", "icon"."""
        if kind == "card":
            self.paint_card(painter, rect, key[0])
        elif kind == "back":
            self.paint_back(painter, rect)
        elif kind == "assistant":
            self.paint_assistant(painter, rect, key[0], key[1])
        elif kind == "worker":
            self.paint_worker(painter, rect, bool(key[0]))
        elif kind == "icon":
            self.paint_icon(painter, rect, key[0])
        elif kind == "event" and key[0] in self.catalog.events:
            from .canvas import design_space

            with design_space(painter, rect) as p:
                self._event(p, self.catalog.events[key[0]])
        else:
            from .canvas import design_space

            with design_space(painter, rect) as p:
                self._unknown_face(p, str(kind))

    def pixmap(self, kind: str, key: tuple, size: QSize, dpr: float = 1.0) -> QPixmap:
        """A cached render: the same object for the same kind, key, size and dpr."""
        cache_key = _key(kind, key, size, dpr)
        found = self._recall(cache_key)
        if found is not None:
            return found
        dpr = float(dpr) if dpr and dpr > 0 else 1.0
        image = None
        if self.stored is not None:
            image = self.stored.load(kind, tuple(key), size.width(), size.height(), dpr)
        if image is None:
            image = self.render_image(kind, tuple(key), size, dpr)
            if self.stored is not None:
                self.stored.store_later(kind, tuple(key), size.width(), size.height(), dpr, image)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return self._keep(cache_key, pixmap)

    def exact_pixmap(self, kind: str, key: tuple, size: QSize, exact: QSize, dpr: float) -> QPixmap:
        """The render at ``size`` scaled once to exactly ``exact``: drawn 1:1 it is a
        plain copy, where drawing ``size`` scaled costs a filtered scaling every paint."""
        base = self.pixmap(kind, key, size, dpr)
        if exact == size:
            return base
        cache_key = _key(kind, key, size, dpr, exact)
        found = self._recall(cache_key)
        if found is not None:
            return found
        ratio = float(dpr) if dpr and dpr > 0 else 1.0
        pixmap = base.scaled(
            max(1, round(exact.width() * ratio)),
            max(1, round(exact.height() * ratio)),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        pixmap.setDevicePixelRatio(ratio)
        return self._keep(cache_key, pixmap)

    def has_exact(self, kind: str, key: tuple, size: QSize, exact: QSize, dpr: float) -> bool:
        """Whether :meth:`exact_pixmap` has this one in memory already."""
        return _key(kind, key, size, dpr, exact if exact != size else None) in self._cache

    def turned_pixmap(
        self,
        kind: str,
        key: tuple,
        size: QSize,
        linear: tuple[float, float, float, float],
        dpr: float,
    ) -> tuple[QPixmap, QPointF]:
        """The render at ``size`` drawn once through ``linear`` (a turn and a scale: the
        m11, m12, m21, m22 of a transform), and where the card's corner lies in it.

        A card drawn turned costs a filtered transformation at every paint; this is it
        done once, so a turned card at rest is a plain copy too."""
        linear = tuple(round(v, 4) for v in linear)
        cache_key = ("turned", *_key(kind, key, size, dpr), linear)
        found = self._recall(cache_key)
        if found is not None:
            return found
        return self._keep(cache_key, draw_turned(self.pixmap(kind, key, size, dpr), linear, dpr))

    def _recall(self, cache_key: Hashable):
        """A kept render (now the most recently used), or None."""
        found = self._cache.get(cache_key)
        if found is not None:
            self._cache.move_to_end(cache_key)
        return found

    def _keep(self, cache_key: Hashable, value):
        """Keep ``value``, forgetting the least recently used beyond ``cache_limit``."""
        self._cache[cache_key] = value
        while len(self._cache) > self.cache_limit:
            self._cache.popitem(last=False)
        return value

    def clear_cache(self) -> None:
        """Forget the renders in memory (those on disk stay)."""
        self._cache.clear()

    def flush_renders(self) -> None:
        """Write the renders not yet on disk now (``keep_renders``; else nothing)."""
        if self.stored is not None:
            self.stored.flush()
