"""Where everything lies on Gizmos' table (pure geometry on the frame's scene units).

The viewer's board at the bottom right (energies, file, gizmos grouped by kind: upgrades,
converters, then triggers by what sets them off), the energy row and the display with
its three decks at the left, the other players in a strip along the top. A Research's
cards lie large over the display: faces for the researcher, backs for the others.
"""

from __future__ import annotations

from collections.abc import Sequence

from omg_desktop.ui.table.layout import (
    CARD_H,
    CARD_W,
    DECK,
    OPPONENT,
    SCENE_W,
    Placement,
    Table,
    table_in_use,
)
from omg_desktop.ui.table.terms import TableTerms, whole_text_areas

from ..rules.catalog import COLOURS
from ..rules.limits import energy_limit, file_limit, research_size, room, specials
from ..rules.scoring import scores
from ..rules.state import BOTTOM, HIDDEN, RESEARCH, GizmosState
from ..rules.view import unseen_energy

#: Zones a click comes from.
DISPLAY, ROW, RING, FILE, BUILT, RESEARCHED = (
    "display", "row", "ring", "file", "built", "research",
)  # fmt: skip
#: The groups of a board, in order; a trigger's group is what sets it off.
GROUP_ORDER = ("upgrade", "converter", "pick", "build", "build_level_2", "file",
               "build_from_file")  # fmt: skip
OWN = ("label", "you")
MARGIN, GAP = 12.0, 10.0
TOP_STRIP = 210.0  # the other players' strip
CASCADE = 0.66  # a built card below another shows this share of the one above (its effect)
LABEL_SCALE = 1.35


def group_of(view: GizmosState, card_id: str) -> str:
    card = view.cat.card(card_id)
    return card.trigger.when if card.trigger is not None else card.kind


def _label(
    key: tuple,
    text: tuple,
    x: float,
    y: float,
    width: float,
    seat: int | None = None,
    size: float = 14,
    scale: float = LABEL_SCALE,
    active: bool = False,
    z: float = 30,
) -> Placement:
    data = {"text": text, "width": width / scale, "size": size, "active": active}
    return Placement(key, "label", x, y, scale, z, data, "", seat)


def _card(card_id: str, x: float, y: float, scale: float, zone: str, seat: int | None,
          z: float = 1.0) -> Placement:  # fmt: skip
    return Placement(("card", card_id), "card", x, y, scale, z, {"card": card_id}, zone, seat)


def player_text(view: GizmosState, seat: int, name: str, note: str, total: int) -> tuple:
    """A seat's line: name, points, tokens, gizmos and a note ("thinking…")."""
    me = view.seats[seat]
    return ("player", name, total, me.tokens, len(me.built), note)


def limits_text(view: GizmosState, seat: int) -> tuple:
    """A seat's second line: energy and storage, file, research, its level-III gizmos
    (four end the game) and whether it played first (the last round ends before it
    plays again)."""
    me = view.seats[seat]
    extra = specials(view, me)
    level_3 = sum(1 for g in me.built if view.cat.card(g).level == 3)
    return ("limits", sum(me.energy), energy_limit(view, me), len(me.filed),
            file_limit(view, me), research_size(view, me), "no_file" in extra,
            "no_research" in extra, level_3, seat == view.first)  # fmt: skip


def layout(view: GizmosState, bottom: int, names: Sequence[str], info: dict,
           table: Table | None = None) -> list[Placement]:  # fmt: skip
    """Everything on the table for ``view``, seat ``bottom``'s board at the bottom."""
    t = table if table is not None else table_in_use()
    out: list[Placement] = []
    height = t.height
    opened = t.opened if t.opened is not None and t.opened != bottom else None
    if opened is None or opened >= view.players:
        opened = None
        _display(view, out, height)
    else:
        _opened(view, opened, names[opened], out, height)
    totals = [s.total for s in scores(view)]  # (once a layout: each line takes its own)
    _others(view, bottom, names, info, out, opened, totals)
    _board(view, bottom, names, info, out, height, totals)
    _research(view, names, out, height)
    turn = ("round", tuple(names), view.first, view.turn, view.ending, view.over)
    width = left_width(height) - MARGIN
    out.append(_label(("label", "round"), turn, MARGIN, TOP_STRIP + 4, width, size=14))
    return out


def display_scale(height: float) -> float:
    """The display's cards: as large as the left column's height allows."""
    room_h = height - TOP_STRIP - 44 - 100 - 3 * GAP - MARGIN
    return max(0.7, min(1.12, room_h / (3 * CARD_H)))


MARBLE = 0.56  # the row's marbles, as a share of a card


def row_keys(view: GizmosState) -> list[tuple]:
    """The energy row's marbles' keys, ``("row", colour, n)``: the n-th of its colour (so
    a marble keeps its key as the row's marbles slide along)."""
    return [("row", c, view.row[:i].count(c)) for i, c in enumerate(view.row)]


def display_top() -> float:
    """Where the display's first row (level III) lies, under the energy row."""
    return TOP_STRIP + 44 + CARD_H * MARBLE + GAP


def _display(view: GizmosState, out: list[Placement], height: float) -> None:
    s = display_scale(height)
    y = TOP_STRIP + 44
    marble = MARBLE
    out.append(Placement(("dispenser",), "dispenser", MARGIN, y, marble, 1,
                         {"count": _dispenser_count(view)}, "", None))  # fmt: skip
    for i, (colour, key) in enumerate(zip(view.row, row_keys(view), strict=True)):
        x = MARGIN + (i + 1) * (CARD_W * marble + GAP)
        out.append(Placement(key, "energy", x, y, marble, 2,
                             {"colour": colour, "index": i}, ROW, None))  # fmt: skip
    y = display_top()
    for row, level in enumerate((3, 2, 1)):
        ry = y + row * (CARD_H * s + GAP)
        deck = view.decks[level - 1]
        out.append(Placement(("deck", level), "deck", MARGIN, ry, s, 1,
                             {"level": level, "count": len(deck)}, DECK, None))  # fmt: skip
        for k, card in enumerate(view.display[level - 1]):
            x = MARGIN + (k + 1) * (CARD_W * s + GAP)
            out.append(_card(card, x, ry, s, DISPLAY, None))


def _dispenser_count(view: GizmosState) -> int:
    """The energies not in sight: public knowledge."""
    return sum(unseen_energy(view))


def left_width(height: float) -> float:
    return MARGIN + 5 * (CARD_W * display_scale(height) + GAP)


def _others(view: GizmosState, bottom: int, names: Sequence[str], info: dict,
            out: list[Placement], opened: int | None, totals: list[int]) -> None:  # fmt: skip
    """The other players along the top: name and points, energies, their gizmos in one
    row (file first); a click on one opens that player's board large."""
    others = [(bottom + k) % view.players for k in range(1, view.players)]
    width = (SCENE_W - MARGIN) / max(1, len(others))
    for n, seat in enumerate(others):
        x0 = MARGIN + n * width
        me = view.seats[seat]
        active = seat == view.current and not view.over
        text = player_text(view, seat, names[seat], info.get(seat, ""), totals[seat])
        out.append(_label(("label", "player", seat), text, x0, 4, width - 20, seat, 15,
                          active=active))  # fmt: skip
        out.append(_label(("label", "limits", seat), limits_text(view, seat), x0, 40,
                          width - 20, seat, 12, 1.2))  # fmt: skip
        ring = 0.34
        for c, colour in enumerate(COLOURS):
            data = {"colour": colour, "count": me.energy[c], "full": False}
            out.append(Placement(("ring", seat, colour), "ring", x0 + c * (CARD_W * ring + 4),
                                 74, ring, 2, data, OPPONENT, seat))  # fmt: skip
        if seat == opened:
            continue  # its cards lie on its opened board
        chip = 0.72
        x = x0 + 4 * (CARD_W * ring + 4) + 8
        cards = [*me.filed, *_grouped(view, me.built)]
        step = min(
            CARD_W * chip + 4, (x0 + width - 16 - x - CARD_W * chip) / max(1, len(cards) - 1)
        )
        for k, card in enumerate(cards):
            out.append(_card(card, x + k * step, 74, chip, OPPONENT, seat, 2 + k))


def _grouped(view: GizmosState, built: list[str]) -> list[str]:
    return sorted(built, key=lambda g: (GROUP_ORDER.index(group_of(view, g)), built.index(g)))


def _board(view: GizmosState, seat: int, names: Sequence[str], info: dict,
           out: list[Placement], height: float, totals: list[int]) -> None:  # fmt: skip
    """The viewer's own board at the right: name, limits, energies, file, gizmos."""
    x0 = left_width(height) + 16
    y0 = TOP_STRIP + 4
    active = seat == view.current and not view.over
    text = player_text(view, seat, names[seat], info.get(seat, ""), totals[seat])
    out.append(_label(("label", "player", seat), text, x0, y0, SCENE_W - x0 - MARGIN, seat, 15,
                      active=active))  # fmt: skip
    out.append(_label(OWN, ("you",), x0, y0, 1, seat, 1, 0.01))
    out.append(_label(("label", "limits", seat), limits_text(view, seat), x0, y0 + 36,
                      SCENE_W - x0 - MARGIN, seat, 13))  # fmt: skip
    ring = 0.5
    full = room(view, view.seats[seat]) == 0
    paying = getattr(view, "paying", None) or [0] * len(COLOURS)  # (the panel's draft)
    for c, colour in enumerate(COLOURS):
        data = {"colour": colour, "count": view.seats[seat].energy[c], "full": full,
                "paying": paying[c]}  # fmt: skip
        out.append(Placement(("ring", seat, colour), "ring", x0 + c * (CARD_W * ring + 8),
                             y0 + 80, ring, 2, data, RING, seat))  # fmt: skip
    top = y0 + 80 + CARD_H * ring + 16
    _gizmos(view, seat, out, (x0, top, SCENE_W - x0 - MARGIN, height - top - MARGIN),
            (FILE, BUILT))  # fmt: skip


def _opened(view: GizmosState, seat: int, name: str, out: list[Placement],
            height: float) -> None:  # fmt: skip
    """Another player's board opened large over the display (a click closes it)."""
    top = TOP_STRIP + 84
    box = (MARGIN, top, left_width(height) - MARGIN, height - top - MARGIN)
    out.append(_label(("label", "opened", seat), ("opened", name), MARGIN, TOP_STRIP + 44,
                      left_width(height) - MARGIN, seat, 13, active=True))  # fmt: skip
    _gizmos(view, seat, out, box, (OPPONENT, OPPONENT), 90)


def _gizmos(view: GizmosState, seat: int, out: list[Placement],
            box: tuple[float, float, float, float], zones: tuple[str, str],
            z: float = 3) -> None:  # fmt: skip
    """A board's file and gizmos in ``box`` (x, y, w, h): a column per group (the file,
    upgrades, converters, then triggers by what sets them off), each cascading down so
    every card's effect shows."""
    me = view.seats[seat]
    x0, top, width, room_h = box
    groups: list[tuple[str, list[str]]] = [("filed", me.filed)] if me.filed else []
    for g in GROUP_ORDER:
        cards = [c for c in me.built if group_of(view, c) == g]
        if cards:
            groups.append((g, cards))
    cols = max(1, len(groups))
    tallest = max((len(c) for _, c in groups), default=1)
    s = min(1.2, (width / cols - GAP) / CARD_W,
            (room_h - 34) / (CARD_H * (1 + CASCADE * (tallest - 1))))  # fmt: skip
    col_w = max(CARD_W * s + GAP, min(width / cols, CARD_W * 1.25 + 24))
    for n, (g, cards) in enumerate(groups):
        x = x0 + n * col_w
        text = ("filed", len(cards)) if g == "filed" else ("group", g)
        out.append(_label(("label", "group", seat, g), text, x, top, col_w - 6, seat, 12, 1.2))
        for k, card in enumerate(cards):
            y = top + 34 + k * CARD_H * s * CASCADE
            zone = zones[0] if g == "filed" else zones[1]
            out.append(_card(card, x, y, s, zone, seat, z + k))


def _research(view: GizmosState, names: Sequence[str], out: list[Placement], height: float) -> None:
    """A Research's cards, large over the display (backs to all but the researcher)."""
    if view.step not in (RESEARCH, BOTTOM) or not view.research:
        return
    n = len(view.research)
    s = min(1.45, (left_width(height) - MARGIN - GAP * n) / (n * CARD_W))
    y = display_top() + 40
    veil = (left_width(height) - MARGIN / 2) / CARD_W  # the display dimmed beneath
    out.append(Placement(("veil",), "veil", MARGIN / 2, y - 46, veil, 55, {}, "", None))
    label = ("research", names[view.current], view.research_level, view.step == BOTTOM)
    out.append(_label(("label", "research"), label, MARGIN, y - 38, left_width(height), None,
                      14, active=True, z=58))  # fmt: skip
    for k, card in enumerate(view.research):
        x = MARGIN + k * (CARD_W * s + GAP)
        if card == HIDDEN:
            out.append(Placement(("research-back", k), "cardback", x, y, s, 60,
                                 {"level": view.research_level}, "", view.current))  # fmt: skip
        else:
            out.append(_card(card, x, y, s, RESEARCHED, view.current, 60))


def _areas(p: Placement, own: bool = False) -> list:
    """What must stay readable: the frame's whole cards and labels, and every marble,
    energy count, deck and the dispenser whole (a coach's bubble keeps off them too)."""
    if p.kind in ("energy", "ring", "deck", "dispenser", "cardback"):
        return [(0.0, 0.0, CARD_W, CARD_H)]
    return whole_text_areas(p, own)


TABLE = TableTerms(
    own=OWN,
    private_zones=(RESEARCHED,),
    drag=(),
    lift_zones=(BUILT, FILE, OPPONENT),
    reach=(
        ("card", DISPLAY, False),
        ("deck", DECK, False),
        ("energy", ROW, False),
        ("card", BUILT, True),
        ("card", FILE, True),
        ("card", RESEARCHED, True),
    ),  # fmt: skip
    own_zones=(BUILT, FILE, RING),
    read_zones=(DISPLAY, BUILT, FILE, OPPONENT, RESEARCHED),
    read_kinds=("card",),
    text_areas=_areas,
    faces={
        "card": lambda d: (d["card"],),
        "deck": lambda d: (d["level"], d["count"]),
        "cardback": lambda d: (d["level"],),
        "energy": lambda d: (d["colour"],),
        "ring": lambda d: (d["colour"], d["count"], d["full"], d.get("paying", 0)),
        "dispenser": lambda d: (d["count"],),
        "veil": lambda d: (),
    },
    shown_large=("card",),
    bold_labels=("player", "round", "research"),
)
