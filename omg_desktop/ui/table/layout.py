"""The table's geometry: pure numbers in scene units (no Qt, no game).

A game's face lays its table out on it (``face.layout(view, ...)``, Oh My Goods!'s in
its face's ``table_layout.py``, on its own geometry, ``geometry.py``): :class:`Placement`
records keyed by what they show, in the zones a click can come from; the scene turns
them into items and animates moves between layouts.

The table's shape (:class:`Table`) is the viewport, in pixels, that the view fits
the scene to: the scene is always ``SCENE_W`` units wide and as tall as the
viewport's aspect asks, so the layout knows how many pixels a card gets on screen
(a game's face keeps its words at least ``MIN_TEXT_PX`` high while the table has
room); one opponent can be opened large (``Table.opened``). See docs/table-sizes.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CARD_W, CARD_H = 126.0, 176.0
SCENE_W, SCENE_H = 1600.0, 1140.0
#: The scene's height follows the viewport's aspect within these bounds.
MIN_SCENE_H, MAX_SCENE_H = 840.0, 1800.0
FIT_MARGIN = 2.0  # pixels QGraphicsView.fitInView leaves free on every side

#: A card face is drawn on a grid 630 units wide (the art's); text on it is read at
#: least ``MIN_TEXT_PX`` pixels high while the table has room.
FACE_W = 630.0
MIN_TEXT_PX = 9.0

#: Zones a click can come from that any card table has (a game names its others in its
#: face, and its table terms, :mod:`.terms`).
HAND, MARKET, DECK, DISCARD = "hand", "market", "deck", "discard"
#: An opponent's row: a click on it opens it large (or closes it), see TableView.
OPPONENT = "opponent"


@dataclass
class Placement:
    """One thing on the table."""

    key: tuple  # identity across layouts (so moves can be animated)
    kind: str  # card | back | assistant | worker | goods | label | marker | slot
    x: float
    y: float
    scale: float = 1.0
    z: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)
    zone: str = ""  # click zone
    seat: int | None = None


@dataclass
class Marks:
    """What the current decision highlights or dims (filled by the window)."""

    highlight: set[tuple] = field(default_factory=set)  # keys drawn with a glow
    selected: set[tuple] = field(default_factory=set)  # keys drawn raised/selected
    dim: set[tuple] = field(default_factory=set)
    notes: dict[tuple, str] = field(default_factory=dict)  # extra tooltip lines, e.g. why not
    controls: list = field(default_factory=list)  # table buttons (controls.Control)
    badges: dict[tuple, str] = field(default_factory=dict)  # e.g. "−2" on goods being paid
    raised: dict[tuple, float] = field(default_factory=dict)  # hand cards lifted (share of a card)
    slots: list = field(default_factory=list)  # empty inputs on a building (slots.InputSlot)
    keep_clear: set[tuple] = field(default_factory=set)  # cards no table button may cover
    page: str = ""  # the panel's page that asks for the controls (their spots are kept on it)


@dataclass(frozen=True)
class Table:
    """The table's shape: the viewport (pixels) the scene is fitted to, and which
    opponent's row is opened large. The default is the classic 1600 x 1140 table."""

    width_px: float = SCENE_W + 2 * FIT_MARGIN
    height_px: float = SCENE_H + 2 * FIT_MARGIN
    opened: int | None = None

    def _room(self) -> tuple[float, float]:
        return max(1.0, self.width_px - 2 * FIT_MARGIN), max(1.0, self.height_px - 2 * FIT_MARGIN)

    @property
    def height(self) -> float:
        """The scene's height in units (its width is ``SCENE_W``)."""
        w, h = self._room()
        return min(MAX_SCENE_H, max(MIN_SCENE_H, SCENE_W * h / w))

    @property
    def px(self) -> float:
        """Pixels per scene unit once the view has fitted the scene."""
        w, h = self._room()
        return min(w / SCENE_W, h / self.height)

    def rect(self) -> tuple[float, float, float, float]:
        return (0.0, 0.0, SCENE_W, self.height)


_in_use = Table()


def use_table(table: Table) -> None:
    """The shape ``layout`` uses when it is given none (set by the window's view)."""
    global _in_use
    _in_use = table


def table_in_use() -> Table:
    return _in_use


#: A label's height, and its width when its data gives none (its ``width``).
LABEL_H, LABEL_W = 26.0, 300.0


def label_size(p: Placement) -> tuple[float, float]:
    """A label's box, (width, height) in its own units: the size the table draws it
    at, all of which must stay readable (the one rule for items, buttons and terms)."""
    return float(p.data.get("width", LABEL_W)), LABEL_H
