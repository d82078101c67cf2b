"""Original vector card art drawn with QPainter: card faces, backs, icons, a pixmap cache.

``CardArt(catalog)`` paints every card of the catalog; the icons, colours and glyphs
come from ``resources/look.yaml`` (see :mod:`.look`), the shapes from :mod:`.icons`.
"""

from .cards import CARD_H, CARD_W, CardArt
from .icons import draw_icon, shape_names
from .look import Look, load_look, resources_root

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
