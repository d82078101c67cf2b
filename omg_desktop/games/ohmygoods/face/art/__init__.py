"""Original vector card art drawn with QPainter: card faces, backs, icons, a pixmap cache.

``CardArt(catalog)`` paints every card of the catalog; the icons, colours and glyphs
come from ``resources/look.yaml`` (see :mod:`.look`), the shapes from :mod:`.icons`
(imported on first use, like the rest of the drawing code).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import CARD_H, CARD_W, CardArt
from .look import Look, load_look, resources_root

if TYPE_CHECKING:
    from .icons import draw_icon, shape_names

__all__ = [
    "CARD_H",
    "CARD_W",
    "CardArt",
    "Look",
    "draw_icon",
    "load_look",
    "resources_root",
    "shape_names",
]


def __getattr__(name: str) -> Any:
    if name in ("draw_icon", "shape_names"):
        from . import icons

        value = getattr(icons, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
