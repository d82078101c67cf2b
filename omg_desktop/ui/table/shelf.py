"""Many buttons on the player's own row (the game's ``row_zone``; Oh My Goods!'s last
round: every building's chain): each lies on or under its own card, in lines over the
row's foot and in the gap under it, never on another button nor on what must stay
readable (the game's ``text_areas``: a name, cost, points, goods, worker or label).

Pure geometry, as the layout: :func:`shelf_spots` is given the table's placements and
the buttons (their id, the card they belong to and their size) and says where
each goes. A button keeps the spot it had (``kept``) while that spot stays free, so
buttons do not move as the player picks cards and their labels change.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .layout import CARD_H, CARD_W, HAND, SCENE_W, Placement
from .rects import Rect, grown, overlap
from .terms import Area, TableTerms

SHELF = "shelf"  # the key of a shelved button's kept spot: (SHELF, its id)
TOP_BAND = 0.30  # a row card's name, cost and points: no line goes over them
#: how far (in the row's card widths) a button may lie beside its building: first, then
#: when no line has room so near
REACH = (0.6, 2.5, 6.0)


@dataclass(frozen=True)
class Shelved:
    """A button to shelve: its id, the row card it belongs to, its size (scene units)
    and how far it keeps from buttons of another kind (the one that ends the turn)."""

    id: str
    anchor: Placement
    w: float
    h: float
    apart: float


def obstacles(placements: list[Placement], foot: float, terms: TableTerms) -> list[Rect]:
    """What no shelved button may cover: every item's words (a hand card's name also
    where a lift may bring it, ``terms.hand_lift``, up to the row's ``foot``: the hand
    is never lifted over the row), goods, workers and labels; the own row's inputs are
    left (the button says them)."""
    out: list[Rect] = []
    for p in placements:
        s = p.scale
        for x, y, w, h in terms.text_areas(p, False):
            top, bottom = p.y + y * s, p.y + (y + h) * s
            if p.zone == HAND and p.kind == "card":
                top = max(min(top - terms.hand_lift * CARD_H * s, top), min(foot, top))
            out.append((p.x + x * s, top, w * s, bottom - top))
        if p.kind == "tally":
            out.append((p.x, p.y, float(p.data.get("width", 110)) * s, 30.0 * s))
    return out


def _inputs(p: Placement, area: Area) -> Rect:
    """A row card's inputs (``area``, shares of the card), in scene units."""
    x, y, w, h = area
    cw, ch = CARD_W * p.scale, CARD_H * p.scale
    return p.x + x * cw, p.y + y * ch, w * cw, h * ch


def _lines(row_y: float, row_h: float, h: float, gap: float, height: float) -> list[float]:
    """The tops of the lines a button may take, nearest the row's foot first: in the
    gap under the row, then over its foot and up to under its names."""
    foot = row_y + row_h
    over, y = [], foot - h
    while y >= row_y + TOP_BAND * row_h:
        over.append(y)
        y -= h + gap
    lines = [foot + gap, *over]
    return [y for y in lines if y >= 0 and y + h <= height]


def shelf_spots(
    placements: list[Placement],
    buttons: list[Shelved],
    gap: float,
    height: float,
    kept: Mapping[tuple, tuple] | None = None,
    terms: TableTerms | None = None,
) -> dict[str, tuple[float, float]]:
    """Top left corners for ``buttons`` (by id; one that finds no spot is left out). A
    button's spot in ``kept`` (``(SHELF, id)`` -> relative to the row, see
    :func:`memo`) is taken again while it is free; the others are placed after, each
    on the nearest free line, as near its card as the line lets it (``terms``: the
    game's table terms)."""
    kept = kept or {}
    terms = terms if terms is not None else TableTerms()
    row_x = min(b.anchor.x for b in buttons)
    row_y = min(b.anchor.y for b in buttons)
    cw = CARD_W * buttons[0].anchor.scale
    ch = CARD_H * buttons[0].anchor.scale
    walls = obstacles(placements, row_y + ch, terms)
    area, row = terms.row_inputs, terms.row_zone
    mine = [p for p in placements if row and p.zone == row and p.kind == "card"]
    inputs = walls + ([_inputs(p, area) for p in mine] if area is not None else [])
    placed: list[tuple[Rect, Shelved]] = []

    def free(box: Rect, b: Shelved, walls: list[Rect] = walls) -> bool:
        x, y, w, h = box
        if x < 0 or y < 0 or x + w > SCENE_W or y + h > height:
            return False
        if any(overlap(box, r) > 0 for r in walls):
            return False
        return not any(overlap(box, grown(r, max(b.apart, o.apart))) > 0 for r, o in placed)

    def strict(box: Rect, b: Shelved) -> bool:
        return free(box, b, inputs)

    out: dict[str, tuple[float, float]] = {}

    def changed(b: Shelved) -> int:  # kept and the same size, kept, new
        was = kept.get((SHELF, b.id))
        return 2 if was is None else int(abs(was[2] - b.w) > 0.5)

    order = sorted(buttons, key=changed)  # a button whose words changed yields its spot
    for b in order:
        box = None
        memo_ = kept.get((SHELF, b.id))
        if memo_ is not None:
            x, y = row_x + memo_[0] * cw, row_y + memo_[1] * ch
            for left in dict.fromkeys((x, x + memo_[2] - b.w)):  # its left or right edge
                if free((left, y, b.w, b.h), b):
                    box = (left, y, b.w, b.h)
                    break
        lines = _lines(row_y, ch, b.h, gap, height)
        tiers = [(REACH[0], inputs, strict)] + [(r, walls, free) for r in REACH]
        for reach, these, ok in tiers if box is None else ():
            box = _nearest(b, lines, these, placed, ok, reach)  # off the inputs if it can
            if box is not None:
                break
        if box is None:
            continue  # placed as a lone button is (controls.free_spot)
        placed.append((box, b))
        out[b.id] = (box[0], box[1])
    return out


def _nearest(b: Shelved, lines, walls, placed, free, reach: float) -> Rect | None:
    """The free box nearest ``b``'s building, at most ``reach`` of the building's widths
    beside it: starting where the building starts (a line further off costs a line's
    height), so that each button reads as its building's."""
    a = b.anchor
    aw = CARD_W * a.scale
    sides = walls + [grown(r, max(b.apart, o.apart)) for r, o in placed]
    best = None
    for k, y in enumerate(lines):
        xs = {a.x, a.x + aw - b.w, a.x + (aw - b.w) / 2}
        for r in sides:
            if r[1] < y + b.h and y < r[1] + r[3]:
                xs.update((r[0] + r[2] + 0.5, r[0] - 0.5 - b.w))
        for x in xs:
            off = max(0.0, a.x - (x + b.w), x - (a.x + aw))  # beside the building by
            if off > reach * aw or not free((x, y, b.w, b.h), b):
                continue
            far = (off, abs(x - a.x) + k * b.h)
            if best is None or far < best[0]:
                best = (far, (x, y, b.w, b.h))
    return best[1] if best is not None else None


def memo(box: tuple[float, float, float], row_x: float, row_y: float, a: Placement) -> tuple:
    """A shelved button's spot relative to its row (in the row's card sizes), and its
    width: what :func:`shelf_spots` takes back as ``kept``."""
    x, y, w = box
    return ((x - row_x) / (CARD_W * a.scale), (y - row_y) / (CARD_H * a.scale), w)
