"""Buttons on the table: *Produce* beside the building, *Build* beside the planned card.

A page asks for them in its :class:`~.layout.Marks` (``controls``): each
:class:`Control` names the item it belongs to (its ``anchor`` key) and where it
sits. :func:`control_placements` turns them into placements next to their anchors
(pure geometry, like the layout); the scene draws them as buttons, and a click
comes back to the page as a click in the ``control`` zone with the control's id.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layout import CARD_H, CARD_W, MIN_TEXT_PX, SCENE_W, Placement, table_in_use, text_areas

CONTROL = "control"  # the zone and kind of a table button
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
    placements: list[Placement], controls: list[Control], keep_clear: set[tuple] = frozenset()
) -> list[Placement]:
    """Placements for ``controls`` next to their anchors (one beside the other when several
    share an anchor and a side); a control whose anchor is not on the table is left out.
    A button placed by :func:`free_spot` covers none of the cards ``keep_clear`` names
    when it has a spot that does not (a lesson's coach names the cards of its step)."""
    by_key = {p.key: p for p in placements}
    clear = [r for p in placements if p.key in keep_clear and (r := _rect(p)) is not None]
    taken: dict[tuple, int] = {}
    out: list[Placement] = []
    spots: dict[tuple, tuple[float, float]] = {}
    grow = control_scale()
    for c in controls:
        a = by_key.get(c.anchor)
        if a is None:
            continue
        w, h = CARD_W * a.scale, CARD_H * a.scale
        k = taken.get((c.anchor, c.side), 0)
        taken[(c.anchor, c.side)] = k + 1
        step = CONTROL_H * grow + GAP
        if c.side == "auto":
            group = [x for x in controls if x.anchor == c.anchor and x.side == "auto"]
            if c.anchor not in spots:
                spots[c.anchor] = free_spot(placements, a, group, _boxes(out), clear)
            x, y = spots[c.anchor][0], spots[c.anchor][1] + _stacked(group)[k]
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
        }
        out.append(Placement((CONTROL, c.id), CONTROL, x, y, grow, 8000, data, CONTROL, a.seat))
    return out


CHAR_W = 9.6  # scene units a letter of a control's 16-unit font takes, about (ControlItem)
CONTROL_PAD = 14.0  # the room either side of its words (ControlItem)


def _group_width(group: list[Control], card_w: float) -> float:
    """About how wide the widest of ``group`` is drawn, in scene units (its words, or
    the card's width)."""
    grow = control_scale()
    return max(max(card_w, 90.0), *((len(c.text) * CHAR_W + 2 * CONTROL_PAD) * grow for c in group))


def _rect(p: Placement) -> tuple[float, float, float, float] | None:
    if p.kind in ("card", "back", "assistant", "worker", "event", "slot"):
        return p.x, p.y, CARD_W * p.scale, CARD_H * p.scale
    if p.kind == "label":
        return p.x, p.y, float(p.data.get("width", 300)) * p.scale, 26.0 * p.scale
    return None


def _overlap(a: tuple, b: tuple) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _stacked(group: list[Control]) -> list[float]:
    """Where each of ``group`` lies below the first, one under the other: GAP between
    them, APART above the one that ends the turn (*Done*, "done")."""
    height = CONTROL_H * control_scale()
    out = [0.0]
    for c in group[1:]:
        out.append(out[-1] + height + (APART if c.id == "done" else GAP))
    return out


def _grown(r: tuple[float, float, float, float], by: float) -> tuple[float, float, float, float]:
    return r[0] - by, r[1] - by, r[2] + 2 * by, r[3] + 2 * by


def _boxes(controls: list[Placement]) -> list[tuple[float, float, float, float]]:
    """The rectangles of control placements (about: their width is estimated)."""
    return [(p.x, p.y, float(p.data["width"]) * p.scale, CONTROL_H * p.scale) for p in controls]


def free_spot(
    placements: list[Placement],
    anchor: Placement,
    group: list[Control],
    placed: list[tuple[float, float, float, float]] = (),
    clear: list[tuple[float, float, float, float]] = (),
) -> tuple:
    """Where ``group`` (stacked one under the other) goes beside ``anchor``: right of it,
    left, below, above, over the middle of a neighbour, or over its own lower part, the
    first that covers nothing; when every one covers something, the one that covers the
    least of what must stay readable (names, costs, points, inputs:
    :func:`~.layout.text_areas`). Controls already ``placed`` are never covered, nor the
    cards in ``clear`` while a spot beside them is left."""
    w, h = CARD_W * anchor.scale, CARD_H * anchor.scale
    gw = _group_width(group, w)
    gh = _stacked(group)[-1] + CONTROL_H * control_scale()
    height = table_in_use().height
    spots = [
        (anchor.x + w + GAP, anchor.y),
        (anchor.x - GAP - gw, anchor.y),
        (anchor.x, anchor.y + h + GAP),
        (anchor.x, anchor.y - gh - GAP),
        (anchor.x + w + GAP, anchor.y + 0.3 * h),
        (anchor.x - GAP - gw, anchor.y + 0.3 * h),
        (anchor.x + w - gw, anchor.y + h + GAP),
        (anchor.x + w + GAP, anchor.y + h - gh),
        (anchor.x - GAP - gw, anchor.y + h - gh),
        (anchor.x + (w - gw) / 2, anchor.y + h - gh),
    ]
    others = [p for p in placements if p is not anchor and p.kind != CONTROL]
    rects = [r for r in map(_rect, others) if r is not None]
    texts = []
    for p in [*others, anchor]:
        for x, y, tw, th in text_areas(p, own=p.zone == "building"):
            texts.append((p.x + x * p.scale, p.y + y * p.scale, tw * p.scale, th * p.scale))
    best, best_cost = spots[2], None
    for x, y in spots:
        box = (x, y, gw, gh)
        if x < 0 or y < 0 or x + gw > SCENE_W or y + gh > height:
            continue
        if any(_overlap(box, _grown(r, APART)) for r in placed):
            continue  # never on another button, nor so close that a click may miss
        if any(_overlap(box, r) for r in clear):
            continue  # never on a card the lesson's step names
        own = _overlap(box, (anchor.x, anchor.y, w, h))
        if not own and not any(_overlap(box, r) for r in rects):
            return x, y
        cost = sum(_overlap(box, t) for t in texts)
        if best_cost is None or cost < best_cost:
            best, best_cost = (x, y), cost
    if best_cost is None and clear:  # every spot is on a named card: as without them
        return free_spot(placements, anchor, group, placed)
    return best
