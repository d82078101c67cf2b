"""Empty inputs on a building, hand cards lifted out of the hand, and open assistants
brought to the front of their cascade (pure geometry).

A production page asks for them in its :class:`~.layout.Marks`: ``slots`` lists the
inputs a building lacks (each :class:`InputSlot` empty, or filled by the hand card
the player put in), ``raised`` the hand cards to lift and by how much. The slots lie
in a column in the card's left band, under its resource, so they cover none of
its name, cost, points, goods or inputs; in a cascade the next card covers
them as it covers the card. The scene draws them (``InputSlotItem``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .layout import CARD_H, CARD_W, HAND, Placement

INPUT_SLOT = "input_slot"  # the kind of a slot's placement
BAND_W = CARD_W * 118.0 / 630.0  # the face's left band (art.faces.BAND on its 630 grid)
SLOT_TOP = 0.365 * CARD_H  # under the band's resource and its glyph (over a half sun, which
# matters in the market only)
SLOT_BOTTOM = 0.90 * CARD_H  # above the card's number
SLOT_SIZE = BAND_W - 4.0
SLOT_STEP = SLOT_SIZE + 3.0


@dataclass(frozen=True)
class InputSlot:
    """One missing input of the building keyed ``anchor``: ``item`` is the resource (or
    "any", or a good a chain takes); ``card`` the card that fills it: a hand card, or the
    building a good comes from (None: still empty)."""

    anchor: tuple
    item: str
    card: int | None = None
    tip: str = ""


def slot_placements(placements: list[Placement], slots: list[InputSlot]) -> list[Placement]:
    """Placements for ``slots`` on their buildings, one under the other in the left band;
    when more than fit, the last place says how many more there are ("+3")."""
    by_key = {p.key: p for p in placements}
    fit = max(1, int((SLOT_BOTTOM - SLOT_TOP + 3.0) // SLOT_STEP))
    out: list[Placement] = []
    for anchor in dict.fromkeys(s.anchor for s in slots):
        a = by_key.get(anchor)
        if a is None:
            continue
        mine = [s for s in slots if s.anchor == anchor]
        shown = mine if len(mine) <= fit else mine[: fit - 1]
        for k, s in enumerate(shown):
            data = {"item": s.item, "card": s.card, "tip": s.tip, "size": SLOT_SIZE}
            out.append(_at(a, k, ("input_slot", anchor, k), data))
        if len(shown) < len(mine):
            rest = mine[len(shown) :]
            data = {
                "item": "",
                "more": len(rest),
                "card": None,
                "tip": "\n".join(s.tip for s in rest if s.tip),
                "size": SLOT_SIZE,
            }
            out.append(_at(a, len(shown), ("input_slot", anchor, len(shown)), data))
    return out


def _at(a: Placement, k: int, key: tuple, data: dict) -> Placement:
    x = a.x + (BAND_W - SLOT_SIZE) / 2 * a.scale
    y = a.y + (SLOT_TOP + k * SLOT_STEP) * a.scale
    return Placement(key, INPUT_SLOT, x, y, a.scale, a.z + 0.5, data, "", a.seat)


def lift_hand(
    placements: list[Placement], raised: dict[tuple, float], faces: Iterable[str] = ("card",)
) -> list[Placement]:
    """``placements`` with the hand cards in ``raised`` lifted by that share of a card's
    height. When the hand lies right under the player's own row, the whole hand first
    sinks as far as the highest lift needs (the bottom of its cards leaves the table),
    so a lifted card never covers a card of the row (a card-sized item: a kind of face
    the game's art draws, ``faces``, a back or a slot). A hand in several lines is not
    lifted."""
    sized = {*faces, "back", "slot"}
    hand = [p for p in placements if p.zone == HAND and p.kind in ("card", "back")]
    lifts = {p.key: raised[p.key] * CARD_H * p.scale for p in hand if raised.get(p.key, 0) > 0}
    if not lifts:
        return placements
    xs = sorted(p.x for p in hand)
    width = min(CARD_W * p.scale for p in hand)  # in one line, cards lie side by side
    if any(b - a < width * 0.98 for a, b in zip(xs, xs[1:], strict=False)):
        return placements  # lines (cards over one another): a lift would cover the line above
    top = min(p.y for p in hand)
    left = min(p.x for p in hand)
    right = max(p.x + CARD_W * p.scale for p in hand)
    above = [
        p.y + CARD_H * p.scale
        for p in placements
        if p.zone != HAND
        and p.kind in sized
        and p.y < top
        and p.x < right
        and p.x + CARD_W * p.scale > left
    ]
    room = top - max(above, default=0.0)
    sink = max(0.0, max(lifts.values()) - room)
    mine = {id(p) for p in hand}
    out = []
    for p in placements:
        if id(p) in mine:
            dy = sink - lifts.get(p.key, 0.0)
            if dy:
                p = Placement(p.key, p.kind, p.x, p.y + dy, p.scale, p.z, p.data, p.zone, p.seat)
        out.append(p)
    return out


def to_front(
    placements: list[Placement], keys: set[tuple], zones: tuple[str, ...]
) -> list[Placement]:
    """``placements`` with the cards of a cascade (in ``zones``, the game's
    ``front_zones``: Oh My Goods!'s open assistants) keyed in ``keys`` drawn over the
    others: on a small table they cascade, each showing only its title strip under the
    next, so the one chosen (or that a lesson's coach names) comes up whole."""
    mine = [p for p in placements if p.zone in zones]
    up = [p for p in mine if p.key in keys]
    if not up:
        return placements
    top = max(p.z for p in mine)
    raised = {p.key: replace(p, z=top + 1 + k) for k, p in enumerate(up)}
    return [raised.get(p.key, p) for p in placements]
