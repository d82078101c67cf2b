"""What the frame's table reads in a game's layouts beyond its own keys and zones: the
game's face names it (its ``TABLE``, a :class:`TableTerms`; these defaults for a face
without one). Pure data, no Qt, no game.

The frame's own keys and zones, for every game: a seat's name label is keyed
``("label", "player", seat)`` and the second of its words (``data["text"][1]``) is the
seat's name (the captions' sentences name the seats with it); ``("deck",)`` is the
draw pile, ``("label", "discard")`` the discard pile's label, ``("label", "round")``
the round's title (the face's ``retitle`` changes it), ``("hand-fan", seat, i)`` the
backs of a seat's hand shown fanned; the zones :data:`~.layout.HAND`,
:data:`~.layout.MARKET`, :data:`~.layout.DECK`, :data:`~.layout.DISCARD` and
:data:`~.layout.OPPONENT` are any card table's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .layout import CARD_H, CARD_W, HAND, MARKET, OPPONENT, Placement, label_size

#: (kind, zone, the bottom seat's only): what a key reaches while a decision is shown
Reach = tuple[str, str, bool]
#: (x, y, w, h): in a placement's own units, or as shares of a card
Area = tuple[float, float, float, float]
#: A kind of card face -> the key the game's art draws it by, from a placement's data
Faces = dict[str, Callable[[dict], tuple]]


def _card_key(data: dict) -> tuple:
    return (data["card"],)


def whole_text_areas(p: Placement, own: bool = False) -> list[Area]:
    """What must stay readable on ``p`` when a game says no more: a label as a whole, a
    card's, slot's or counted back's whole face (``own``: on the bottom seat's row; the
    same here). A game's ``text_areas`` says more of its own kinds and leaves the rest
    to this."""
    if p.kind == "label":
        return [(0.0, 0.0, *label_size(p))]
    if p.kind in ("card", "slot") or (p.kind == "back" and "count" in p.data):
        return [(0.0, 0.0, CARD_W, CARD_H)]
    return []


@dataclass(frozen=True)
class TableTerms:
    """A game's words for the parts of its table the frame must find."""

    #: The key of the placement whose seat is the bottom seat (the viewer's): that
    #: seat's name label is where its area starts (the card shown large and the
    #: captions stay above it). None: the layouts mark no bottom seat.
    own: tuple | None = None
    #: A seat's secrets, by zone and by kind: a pass-and-play person's go at once as
    #: they leave the table.
    private_zones: tuple[str, ...] = (HAND,)
    private_kinds: tuple[str, ...] = ()
    #: Where a dragged card may be let go: on a card (``"card"`` in its data) or a slot
    #: in these zones.
    drop_zones: tuple[str, ...] = ()
    #: What may be dragged: (zone, kind), the kind ``""`` for any.
    drag: tuple[tuple[str, str], ...] = ((HAND, ""),)
    #: Zones whose cards rise over their neighbours while the pointer is on them.
    lift_zones: tuple[str, ...] = (HAND, MARKET)
    #: What the keys reach while a decision is shown, marked or not.
    reach: tuple[Reach, ...] = (("card", HAND, True),)
    #: The bottom seat's zones drawn large enough to read where they lie (no preview).
    own_zones: tuple[str, ...] = (HAND,)
    #: What the keys also reach only to read it (its large preview): zones and kinds.
    read_zones: tuple[str, ...] = (HAND, MARKET, OPPONENT)
    read_kinds: tuple[str, ...] = ("card",)
    #: The zone of the bottom seat's own row of cards: the buttons of its cards stay
    #: near them (on a shelf under the row when many), and its words weigh more.
    row_zone: str = ""
    #: The part of a row card whose words its buttons say (covered sooner than the
    #: rest): shares of the card; None: none.
    row_inputs: Area | None = None
    #: How far a decision may lift a hand card, as a share of its height.
    hand_lift: float = 0.0
    #: Zones whose cards cascade: one the decision selects comes to the front whole.
    front_zones: tuple[str, ...] = ()
    #: The key of the market's row labels, less the row (an empty market's tally lies
    #: under the last); None: none.
    market_rows: tuple | None = None
    #: What must stay readable on a placement (no button covers it if it can help it):
    #: (x, y, w, h) in its own units; ``own``: a card of the bottom seat's row.
    text_areas: Callable[[Placement, bool], list[Area]] = whole_text_areas
    #: The kinds of face the game's art draws (``art.pixmap(kind, key)``), each with its
    #: key from a placement's data; any other card-like item shows a back.
    faces: Faces = field(default_factory=lambda: {"card": _card_key})
    #: The kinds shown large while the pointer is on them (or the keys' focus).
    shown_large: tuple[str, ...] = ("card",)
    #: The labels written bold: the first of their words (``data["text"][0]``).
    bold_labels: tuple[str, ...] = ("player", "round")
    #: Kinds that are a count of things lying on a card (``data["count"]``): drawn as
    #: markers and the count, left out of the keys' reading while none lie there, and
    #: covered by buttons as unwillingly as the hand.
    counters: tuple[str, ...] = ()
    #: Kinds of which a right click (or Minus, Backspace on the focus ring) takes one
    #: back: one chosen thing less (the click's placement says ``"back"``).
    takes_back: tuple[str, ...] = ()
    #: ``(painter, placement, rect)``: what the game's art draws over a face once it is
    #: drawn (``rect``: the card's, in its own units); None: nothing.
    draw_over: Callable[[Any, Placement, Any], None] | None = None
    #: Kinds drawn as a polygon on the card's rectangle (a hex of a board): kind -> the
    #: corners (x, y) in card units. A click, a hover, the glow and the keyboard's ring
    #: follow the polygon; any other kind is a rounded rectangle.
    outlines: dict[str, tuple[tuple[float, float], ...]] = field(default_factory=dict)

    def art_key(self, p: Placement) -> tuple[str, tuple]:
        """(kind, key) of the face the art draws for ``p`` (a back: ``("back", ())``)."""
        key = self.faces.get(p.kind)
        return (p.kind, key(p.data)) if key is not None else ("back", ())

    def private(self, p: Placement, seat: int) -> bool:
        """Whether ``p`` is one of ``seat``'s secrets."""
        return p.seat == seat and (p.zone in self.private_zones or p.kind in self.private_kinds)

    def draggable(self, p: Placement) -> bool:
        """Whether the item placed at ``p`` may be dragged."""
        return any(p.zone == zone and kind in ("", p.kind) for zone, kind in self.drag)

    def drop_target(self, p: Placement) -> bool:
        """Whether a card let go on ``p`` is let go there (a card or slot of a drop zone,
        not what lies on that card)."""
        return p.zone in self.drop_zones and (p.kind == "slot" or "card" in p.data)

    def reaches(self, p: Placement, bottom: int | None) -> bool:
        """Whether the keys reach ``p`` while a decision is shown (``bottom``: the
        bottom seat)."""
        return any(
            p.kind == kind and p.zone == zone and (not own or p.seat == bottom)
            for kind, zone, own in self.reach
        )

    def bottom_seat(self, by_key: dict[tuple, Any]) -> int | None:
        """The bottom seat, as the placements (or items) keyed in ``by_key`` mark it."""
        mark = by_key.get(self.own) if self.own is not None else None
        if mark is None:
            return None
        return getattr(mark, "placement", mark).seat


def terms_of(face: Any) -> TableTerms:
    """A face's table terms (the defaults when it names none)."""
    terms = getattr(face, "TABLE", None)
    return terms if isinstance(terms, TableTerms) else TableTerms()
