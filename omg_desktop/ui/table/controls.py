"""Buttons on the table, beside the cards they act on (Oh My Goods!'s *Produce* beside a
building, *Build* beside the planned card).

A page asks for them in its :class:`~.layout.Marks` (``controls``): each
:class:`Control` names the item it belongs to (its ``anchor`` key) and where it
sits. :func:`control_placements` turns them into placements next to their anchors
(pure geometry, like the layout); the scene draws them as buttons, and a click
comes back to the page as a click in the ``control`` zone with the control's id.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from .layout import (
    CARD_H,
    CARD_W,
    HAND,
    MARKET,
    MIN_TEXT_PX,
    SCENE_W,
    Placement,
    label_size,
    table_in_use,
)
from .rects import grown, overlap
from .shelf import SHELF, Shelved, shelf_spots
from .shelf import memo as shelf_memo
from .terms import TableTerms

PLAIN = TableTerms()  # the table terms of a game that names none

CONTROL = "control"  # the zone and kind of a table button
TALLY = "tally"  # the market tally's labels (tally.py)
CONTROL_H = 34.0  # scene units (at the control's scale 1)
CONTROL_FONT = 16.0  # the words' height in scene units (as ControlItem draws them)
GAP = 6.0
#: Buttons of different things (Build, and Done that ends the turn) keep this far apart:
#: a playtest aimed at Build and hit Done 7 px below it.
APART = 24.0


def control_scale() -> float:
    """How much larger than its scene size a control is drawn so that its words are at
    least ``MIN_TEXT_PX`` high on the table in use (1 on large tables)."""
    return max(1.0, MIN_TEXT_PX / (CONTROL_FONT * table_in_use().px))


@dataclass(frozen=True)
class Control:
    """One button on the table, beside the item keyed ``anchor``."""

    id: str
    text: str
    anchor: tuple
    enabled: bool = True
    tip: str = ""
    side: str = "below"  # below | above | right | auto (the first free one, see free_spot)
    default: bool = False  # what Enter does


def words(text: str) -> str:
    """A button text without its accelerator marks ("&Keep" -> "Keep"; "&&" stays "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def control_placements(
    placements: list[Placement],
    controls: list[Control],
    keep_clear: set[tuple] = frozenset(),
    kept: Mapping[tuple, tuple] | None = None,
    terms: TableTerms = PLAIN,
) -> list[Placement]:
    """Placements for ``controls`` (see :func:`_placements`); the own row's buttons (of
    the cards in the game's ``terms.row_zone``) on the shelf (shelf.py) when they are
    on :data:`SHELF_ALWAYS` cards or more, or when, placed one by one, two would meet,
    one would cover words or lie far from its card, and from then on while the page
    lasts (``kept``): a layout that changes its way as the player picks cards moves
    every button. What must stay readable is the game's (``terms.text_areas``)."""
    kept = kept or {}
    shelf = _shelf(_by_key(placements), controls, terms)
    if not shelf:
        return _placements(placements, controls, keep_clear, kept, False, terms)
    many = len({b.anchor.key for b in shelf}) >= SHELF_ALWAYS  # the last round's chains
    if not many and not any(k[0] in (SHELF, LONE) for k in kept):
        alone = _placements(placements, controls, keep_clear, kept, False, terms)
        if _fine(alone, placements, terms):
            return alone
    return _placements(placements, controls, keep_clear, kept, True, terms)


def _by_key(placements: list[Placement]) -> dict[tuple, Placement]:
    return {p.key: p for p in placements}


def _fine(buttons: list[Placement], placements: list[Placement], terms: TableTerms) -> bool:
    """Whether ``buttons`` meet none of each other, cover no words (more than a corner's
    touch) and each lies within :data:`NEAR_WIDTHS` of its row card."""
    boxes = _boxes(buttons)
    if any(overlap(a, b) > 0 for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
        return False
    by_key = _by_key(placements)
    for p, box in zip(buttons, boxes, strict=True):
        if any(overlap(box, t) > TOUCH for q in placements for t in _words(q, terms)):
            return False
        a = by_key.get(p.data.get("anchor"))
        if a is not None and _on_row(a, terms):
            w, h = CARD_W * a.scale, CARD_H * a.scale
            dx = max(0.0, a.x - (box[0] + box[2]), box[0] - (a.x + w))
            dy = max(0.0, a.y - (box[1] + box[3]), box[1] - (a.y + h))
            if (dx * dx + dy * dy) ** 0.5 > NEAR_WIDTHS * w:
                return False
    return True


def _placements(
    placements: list[Placement],
    controls: list[Control],
    keep_clear: set[tuple],
    kept: Mapping[tuple, tuple],
    shelve: bool,
    terms: TableTerms,
) -> list[Placement]:
    """Placements for ``controls`` next to their anchors (one beside the other when several
    share an anchor and a side); a control whose anchor is not on the table is left out.
    A button placed by :func:`free_spot` covers none of the cards ``keep_clear`` names
    when it has a spot that does not (a lesson's coach names the cards of its step).

    ``kept``: the spots the buttons of each anchor had at the last layout
    (:func:`chosen_spots` of its placements): they stay there while that spot is still
    good (a button the player is about to click does not move away as the hand or the
    goods change)."""
    by_key = _by_key(placements)
    clear = [r for p in placements if p.key in keep_clear and (r := _rect(p, terms)) is not None]
    taken: dict[tuple, int] = {}
    out: list[Placement] = []
    spots: dict[tuple, Spot] = {}
    grow = control_scale()
    full = _shelf(by_key, controls, terms) if shelve else []
    # a button placed alone at the last layout stays so while its spot is good
    shelf = [b for b in full if (LONE, b.id) not in kept]
    height = table_in_use().height
    shelved = shelf_spots(placements, shelf, GAP, height, kept, terms) if shelf else {}
    reserved = [(*shelved[b.id], b.w, b.h) for b in shelf if b.id in shelved]
    # (and the groups given a spot, placed or not); shelf buttons the shelf had no room
    # for are placed alone, by their card
    lone = {b.id: b.anchor for b in full if b.id not in shelved}
    if full:
        row = min(b.anchor.x for b in full), min(b.anchor.y for b in full)
    for c in controls:
        a = lone.get(c.id) or by_key.get(c.anchor)
        if a is None:
            continue
        w, h = CARD_W * a.scale, CARD_H * a.scale
        k = taken.get((c.anchor, c.side), 0)
        taken[(c.anchor, c.side)] = k + 1
        step = CONTROL_H * grow + GAP
        extra = {}
        if c.id in shelved:
            x, y = shelved[c.id]
            memo = shelf_memo((x, y, _group_width([c], w)), *row, a)
            extra = {"anchor": (SHELF, c.id), "spot": memo}
        elif c.id in lone:
            key = (LONE, c.id)
            spot = free_spot(
                placements, a, [c], _boxes(out) + reserved, clear, kept.get(key), terms
            )
            reserved.append((spot.x, spot.y, _group_width([c], w), CONTROL_H * grow))
            x, y = spot.x, spot.y
            extra = {"anchor": key, "spot": spot.memo}
        elif c.side == "auto":
            group = [x for x in controls if x.anchor == c.anchor and x.side == "auto"]
            if c.anchor not in spots:
                spots[c.anchor] = spot = free_spot(
                    placements, a, group, _boxes(out) + reserved, clear, kept.get(c.anchor), terms
                )
                gh = _stacked(group)[-1] + CONTROL_H * grow
                reserved.append((spot.x, spot.y, _group_width(group, w), gh))
            spot = spots[c.anchor]
            x, y = spot.x, spot.y + _stacked(group)[k]
            extra = {"anchor": c.anchor, "spot": spot.memo}
        elif c.side == "above":
            x, y = a.x, a.y - (k + 1) * step
        elif c.side == "right":
            x, y = a.x + w + GAP, a.y + k * step
        else:
            x, y = a.x, a.y + h + GAP + k * step
        data = {
            "id": c.id,
            "text": c.text,
            "enabled": c.enabled,
            "tip": c.tip,
            "default": c.default,
            # in the control's own units (its scale makes it ``grow`` times larger)
            "width": (max(w, 90.0) if c.side != "auto" else _group_width([c], w)) / grow,
            **extra,
        }
        out.append(Placement((CONTROL, c.id), CONTROL, x, y, grow, 8000, data, CONTROL, a.seat))
    return out


#: This many of the own row's cards with buttons (Oh My Goods!'s last round's chains) or
#: more: their buttons go on the shelf (shelf.py), each on or under its own card.
SHELF_FROM = 3
SHELF_ALWAYS = 5  # and on this many always (placed one by one, they may move at a click)
LONE = "lone"  # the key of the kept spot of a shelf button placed alone: (LONE, its id)
NEAR_WIDTHS = 1.2  # a row card's button lies at most this many of its widths from it
TOUCH = 4.0  # scene units² of words a button may touch (a corner)


def _on_row(p: Placement, terms: TableTerms) -> bool:
    """Whether ``p`` lies on the bottom seat's own row (the game's ``row_zone``)."""
    return bool(terms.row_zone) and p.zone == terms.row_zone


def _shelf(
    by_key: Mapping[tuple, Placement], controls: list[Control], terms: TableTerms
) -> list[Shelved]:
    """The buttons to shelve: those on the own row's cards when there are
    :data:`SHELF_FROM` such cards or more (else none); the one that ends the step
    (*Done*) goes by the row's last one, wherever the page put it (it moved as the
    player picked another chain)."""
    mine = [
        (c, a)
        for c in controls
        if c.side == "auto"
        and (a := by_key.get(c.anchor)) is not None
        and _on_row(a, terms)
        and a.kind == "card"
    ]
    if len({c.anchor for c, _a in mine}) < SHELF_FROM:
        return []
    grow = control_scale()
    last = max((a for _c, a in mine), key=lambda a: a.x)  # Done: at the row's end
    return [
        Shelved(c.id, last if c.id == "done" else a, _group_width([c], CARD_W * a.scale),
                CONTROL_H * grow, APART if c.id == "done" else GAP)
        for c, a in mine
    ]  # fmt: skip


def chosen_spots(controls: list[Placement]) -> dict[tuple, tuple]:
    """Anchor key -> the spot its buttons were given (what :func:`control_placements`
    takes back as ``kept`` at the next layout)."""
    return {p.data["anchor"]: p.data["spot"] for p in controls if "spot" in p.data}


CHAR_W = 9.6  # scene units a letter of a control's 16-unit font takes, about (ControlItem)
CONTROL_PAD = 14.0  # the room either side of its words (ControlItem)


def _letters(text: str) -> int:
    """How many letters ``text`` is counted as: a number as two digits at least, so
    that a button does not widen (and move its left edge) as "paid 9" becomes "paid 10"."""
    return len(text) + sum(1 for n in re.findall(r"\d+", text) if len(n) == 1)


def _group_width(group: list[Control], card_w: float) -> float:
    """About how wide the widest of ``group`` is drawn, in scene units (its words, or
    the card's width)."""
    grow = control_scale()
    return max(
        max(card_w, 90.0), *((_letters(c.text) * CHAR_W + 2 * CONTROL_PAD) * grow for c in group)
    )


def _rect(p: Placement, terms: TableTerms) -> tuple[float, float, float, float] | None:
    if p.kind in terms.faces or p.kind in ("back", "slot"):  # a card's size
        return p.x, p.y, CARD_W * p.scale, CARD_H * p.scale
    if p.kind == "label":
        w, h = label_size(p)
        return p.x, p.y, w * p.scale, h * p.scale
    if p.kind == TALLY:
        return p.x, p.y, float(p.data.get("width", 110)) * p.scale, 30.0 * p.scale
    return None


def _stacked(group: list[Control]) -> list[float]:
    """Where each of ``group`` lies below the first, one under the other: GAP between
    them, APART above the one that ends the turn (*Done*, "done")."""
    height = CONTROL_H * control_scale()
    out = [0.0]
    for c in group[1:]:
        out.append(out[-1] + height + (APART if c.id == "done" else GAP))
    return out


def _boxes(controls: list[Placement]) -> list[tuple[float, float, float, float]]:
    """The rectangles of control placements (about: their width is estimated)."""
    return [(p.x, p.y, float(p.data["width"]) * p.scale, CONTROL_H * p.scale) for p in controls]


@dataclass(frozen=True)
class Spot:
    """Where a group of buttons goes (its top left corner) and, in ``memo``, the same
    relative to its anchor (in the anchor's widths and heights), the words it covered
    (weighed) and the group's size (for :func:`control_placements`' ``kept``)."""

    x: float
    y: float
    memo: tuple = ()


START, END, MIDDLE = "start", "end", "middle"  # how a group lines up with a spot's line

#: What covering a unit² of an item's words costs, by what the item is: what the player
#: reads to decide (the hand, the goods, the own row's cards, the market tally) most.
HAND_WEIGHT, OWN_WEIGHT, MARKET_WEIGHT, OTHER_WEIGHT = 3.0, 2.0, 1.5, 1.0
BODY = 0.15  # a unit² of a card or label without words to read, as a share of its words'
NEAR = 12.0  # the cost of a scene unit between a group and its anchor
REACH = 1.1  # how far from its anchor a group may go, in the anchor's heights


def _weight(p: Placement, terms: TableTerms) -> float:
    if p.zone == HAND or p.kind in terms.counters:
        return HAND_WEIGHT
    if _on_row(p, terms) or p.kind == TALLY:
        return OWN_WEIGHT
    if p.zone == MARKET:
        return MARKET_WEIGHT
    return OTHER_WEIGHT


def _words(p: Placement, terms: TableTerms) -> list[tuple[float, float, float, float]]:
    """The areas of ``p``'s words in scene units (the whole of a tally label)."""
    if p.kind == TALLY:
        return [r] if (r := _rect(p, terms)) is not None else []
    return [
        (p.x + x * p.scale, p.y + y * p.scale, w * p.scale, h * p.scale)
        for x, y, w, h in terms.text_areas(p, _on_row(p, terms))
    ]


def _line(ref: float, align: str, size: float) -> float:
    return ref if align == START else ref - size if align == END else ref - size / 2


def free_spot(
    placements: list[Placement],
    anchor: Placement,
    group: list[Control],
    placed: list[tuple[float, float, float, float]] = (),
    clear: list[tuple[float, float, float, float]] = (),
    kept: tuple | None = None,
    terms: TableTerms = PLAIN,
) -> Spot:
    """Where ``group`` (stacked one under the other) goes beside ``anchor``: where it
    was (``kept``, a :attr:`Spot.memo`) while that spot covers no more than it did then;
    else right of the anchor, left, below, above, over the middle of a neighbour, or
    over its own lower part, the first that covers nothing; else, among those and the
    gaps and edges of the cards around, the spot that covers the least of what must
    stay readable (the game's ``terms.text_areas``: names, costs, points, inputs, goods;
    the tally), the hand's and the goods' most, and is nearest.
    Controls already ``placed`` are never covered (nor neared by ``APART``), nor the
    cards in ``clear`` while a spot beside them is left."""
    ax, ay = anchor.x, anchor.y
    w, h = CARD_W * anchor.scale, CARD_H * anchor.scale
    gw = _group_width(group, w)
    gh = _stacked(group)[-1] + CONTROL_H * control_scale()
    height = table_in_use().height
    reach = REACH * h
    m = reach + GAP
    region = (ax - gw - m, ay - gh - m, w + 2 * (gw + m), h + 2 * (gh + m))
    texts, rects = [], []
    for p in placements:
        if p.kind == CONTROL:
            continue
        weight = _weight(p, terms)
        r = _rect(p, terms)
        if r is not None and overlap(r, region):
            rects.append((r, weight))
        texts.extend((t, weight) for t in _words(p, terms) if overlap(t, region))
    near = [r for r, _w in rects if r != (ax, ay, w, h)]

    def box_at(c: tuple) -> tuple[float, float, float, float]:
        return _line(c[0], c[1], gw), _line(c[2], c[3], gh), gw, gh

    def allowed(box: tuple) -> bool:
        x, y = box[0], box[1]
        if x < 0 or y < 0 or x + gw > SCENE_W or y + gh > height:
            return False
        if any(overlap(box, grown(r, APART)) for r in placed):
            return False  # never on another button, nor so close that a click may miss
        return not any(overlap(box, r) for r in clear)  # nor on a card the lesson names

    def cost(box: tuple, most: float = float("inf")) -> float:
        """What ``box`` covers, weighed (counted no further once past ``most``)."""
        paid = 0.0
        for t, wt in texts:
            paid += wt * overlap(box, t)
            if paid > most:
                return paid
        for r, wt in rects:
            paid += BODY * wt * overlap(box, r)
            if paid > most:
                return paid
        return paid

    def words(box: tuple) -> float:
        """How much of the words that must stay readable ``box`` covers, weighed."""
        return sum(wt * overlap(box, t) for t, wt in texts)

    def spot(box: tuple) -> Spot:
        memo = ((box[0] - ax) / w, (box[1] - ay) / h, words(box), gw, gh)
        return Spot(box[0], box[1], memo)

    if kept:  # where it was, while that covers no more words than it did: the same
        # top left corner, or (the group grew or shrank) the same right edge or foot
        x, y = ax + kept[0] * w, ay + kept[1] * h
        for left in dict.fromkeys((x, x + kept[3] - gw)):
            for top in dict.fromkeys((y, y + kept[4] - gh)):
                box = (left, top, gw, gh)
                if allowed(box) and words(box) <= kept[2] + 1e-6:
                    return spot(box)
    first = [
        (ax + w + GAP, START, ay, START),  # right
        (ax - GAP, END, ay, START),  # left
        (ax, START, ay + h + GAP, START),  # below
        (ax, START, ay - GAP, END),  # above
        (ax + w + GAP, START, ay + 0.3 * h, START),
        (ax - GAP, END, ay + 0.3 * h, START),
        (ax + w, END, ay + h + GAP, START),
        (ax + w + GAP, START, ay + h, END),
        (ax - GAP, END, ay + h, END),
        (ax + w / 2, MIDDLE, ay + h, END),  # over its own lower part
    ]
    for c in first:
        box = box_at(c)
        if allowed(box) and cost(box) == 0:
            return spot(box)
    # the gaps and edges around: beside the cards near, between rows, over a row's end
    xs = {(ax, START), (ax + w, END), (ax + w / 2, MIDDLE), (ax + w + GAP, START), (ax - GAP, END)}
    ys = {(ay, START), (ay + h, END), (ay + h + GAP, START), (ay - GAP, END)}
    for x, y, rw, rh in near:
        xs.update(((x + rw + GAP, START), (x - GAP, END)))
        ys.update(((y + rh + GAP, START), (y - GAP, END)))
    more = [(x, xa, y, ya) for x, xa in sorted(xs) for y, ya in sorted(ys)]
    ranked = []  # (how far, the order of preference, the box), nearest first
    for k, c in enumerate(first + more):
        box = box_at(c)
        dx = max(0.0, ax - (box[0] + gw), box[0] - (ax + w))
        dy = max(0.0, ay - (box[1] + gh), box[1] - (ay + h))
        far = max(0.0, (dx * dx + dy * dy) ** 0.5 - GAP)
        if far <= reach:
            ranked.append((far, min(k, len(first)), box))
    ranked.sort(key=lambda r: (r[0], r[1]))
    best, best_cost = None, float("inf")
    for far, k, box in ranked:
        least = NEAR * far + k * 1e-3  # what it costs covering nothing
        if least >= best_cost:
            break  # the rest are farther: none can cost less
        if not allowed(box):
            continue
        paid = cost(box, best_cost - least)
        if paid + least < best_cost:
            best, best_cost = box, paid + least
    if best is None and clear:  # every spot is on a named card: as without them
        return free_spot(placements, anchor, group, placed, (), kept, terms)
    return spot(best if best is not None else box_at(first[2]))
