"""Where everything lies on Ticket to Ride's table (pure geometry on the frame's units).

The map fills the table's top left: the 36 cities where the projection puts them
(:mod:`.projection`), each named beside it, and the 100 routes as rows of spaces
(:mod:`.map_geometry`), a claimed route's spaces holding its player's trains. Under the
map, the bottom seat's train cards, one card a colour with its count. At the right: the
round's line, the five face-up cards, the train deck and the ticket deck (their counts),
a block per player (the viewer's last: name and points; trains left, cards and tickets
held as counts), then the viewer's own tickets, each done or still open. Tickets drawn
to choose from lie large over the map.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from omg_desktop.ui.table.layout import (
    CARD_H,
    CARD_W,
    DECK,
    HAND,
    LABEL_H,
    MARKET,
    MIN_TEXT_PX,
    SCENE_W,
    Placement,
    Table,
    table_in_use,
)
from omg_desktop.ui.table.terms import TableTerms, whole_text_areas

from ..rules.scoring import joined
from ..rules.state import HIDDEN, SETUP
from . import map_geometry as geo
from .map_geometry import RATIO, MapShape
from .projection import aspect

#: Zones a click comes from: the map's routes (and cities, to read them), the ticket
#: deck, the viewer's tickets kept and the tickets drawn to choose from.
MAP, TICKET_DECK, TICKETS, OFFER = "map", "ticket-deck", "tickets", "offer"
OWN = ("label", "you")
MARGIN, GAP = 12.0, 10.0
#: The right column's width; the cities' room inside the map's box (their names' too).
RIGHT_W, MAP_INSET = 430.0, 24.0
#: The face-up cards' and the decks' largest scale; the hand's.
MARKET_MAX, HAND_MAX = 0.75, 1.0
#: The least room under the map for the hand.
HAND_MIN_H = 96.0
#: A label's words: an advance per letter and the room either side, against the font's
#: size (DejaVu Sans, as the frame's labels draw it: its widest names' letters).
LETTER_W, LABEL_PAD = 0.8, 1.5


def text_size(table: Table) -> float:
    """The labels' font size in units: at least ``MIN_TEXT_PX`` pixels on screen."""
    return max(14.0, MIN_TEXT_PX / table.px + 0.3)


def line_h(size: float) -> float:
    """A line of labels at ``size``."""
    return max(LABEL_H + 2, size * 1.6)


def words_width(text: str, size: float) -> float:
    """Room for ``text`` at font ``size`` (generous: a label never shrinks its words)."""
    return size * (LETTER_W * len(text) + LABEL_PAD)


def _label(key: tuple, text: tuple, x: float, y: float, width: float, size: float,
           seat: int | None = None, active: bool = False, z: float = 30) -> Placement:  # fmt: skip
    data = {"text": text, "width": width, "size": size, "active": active}
    return Placement(key, "label", x, y, 1.0, z, data, "", seat)


@lru_cache(maxsize=4)
def map_aspect(cat: Any) -> float:
    """The cities' extent's width over height, through the projection."""
    return aspect(geo.projected(cat).values())


def map_box(cat: Any, table: Table) -> tuple[float, float, float, float]:
    """(x, y, width, height) of the map: the table's left, as tall as the projection's
    shape asks for its width, leaving the hand its room under it."""
    width = SCENE_W - RIGHT_W - 3 * MARGIN
    height = min((width - 2 * MAP_INSET) / map_aspect(cat) + 2 * MAP_INSET,
                 table.height - 2 * MARGIN - GAP - HAND_MIN_H)  # fmt: skip
    return MARGIN, MARGIN, width, height


def map_shape(cat: Any, table: Table) -> MapShape:
    x, y, w, h = map_box(cat, table)
    return geo.shape(cat, x, y, w, h, MAP_INSET)


def layout(view: Any, bottom: int, names: Sequence[str], info: dict,
           table: Table | None = None) -> list[Placement]:  # fmt: skip
    """Everything on the table for ``view``, seat ``bottom`` the viewer."""
    t = table if table is not None else table_in_use()
    cat = view.catalog
    size = text_size(t)
    m = map_shape(cat, t)
    out: list[Placement] = []
    _map(view, m, size, t, out)
    x0 = SCENE_W - RIGHT_W - MARGIN
    spec = ("round", tuple(names), view.first, view.turn, view.current, view.last_turns,
            view.over, view.step == SETUP)  # fmt: skip
    out.append(_label(("label", "round"), spec, x0, MARGIN, RIGHT_W, size))
    y = _market(view, x0, MARGIN + line_h(size) + 4, out)
    y = _players(view, bottom, names, info, x0, y + GAP, size, out)
    _tickets(view, bottom, x0, y + GAP, size, t, out)
    _hand(view, bottom, m, t, out)
    _offer(view, bottom, m, out)
    return out


# ---- the map -------------------------------------------------------------------------------
def _map(view: Any, m: MapShape, size: float, t: Table, out: list[Placement]) -> None:
    cat = view.catalog
    x, y, w, h = map_box(cat, t)
    out.append(Placement(("board",), "board", x, y, w / CARD_W, 0,
                         {"aspect": round(h / w, 4), "inset": round(MAP_INSET / w, 4)}, "",
                         None))  # fmt: skip
    lit = set(getattr(view, "lit_routes", ()))
    chosen = getattr(view, "chosen_route", None)
    ends = set(getattr(view, "lit_cities", ()))
    for route in cat.routes.values():
        owner = view.claimed.get(route.id)
        glow = 2 if route.id == chosen else 1 if route.id in lit else 0
        row = m.spaces[route.id]
        head = len(row) // 2
        closed = owner is None and route.id not in lit and _closed(view, route)
        for s in row:
            scale = s.length / CARD_W
            px, py = _turned_corner(s.x, s.y, s.angle, scale)
            data = {"route": route.id, "colour": route.colour, "seat": owner, "glow": glow,
                    "head": s.index == head, "closed": closed, "angle": s.angle}  # fmt: skip
            out.append(Placement(("route", route.id, s.index), "route", px, py, scale, 3, data,
                                 MAP, owner))  # fmt: skip
    r = m.city_r
    for city in cat.cities.values():
        cx, cy = m.cities[city.id]
        scale = r / (CARD_W / 2)
        data = {"city": city.id, "lit": city.id in ends}
        out.append(Placement(("city", city.id), "city", cx - r, cy - CARD_H / 2 * scale,
                             scale, 5, data, MAP, None))  # fmt: skip
    sizes = {c.id: (words_width(c.name, size), LABEL_H) for c in cat.cities.values()}
    spots = _name_spots(cat, t, round(size, 2))
    for city in cat.cities.values():
        sx, sy = spots[city.id]
        out.append(_label(("label", "city", city.id), ("city", city.name), sx, sy,
                          sizes[city.id][0], size, z=20))  # fmt: skip


@lru_cache(maxsize=8)
def _name_spots(cat: Any, t: Table, size: float) -> dict[str, tuple[float, float]]:
    """Where the cities' names lie (the same for every layout of a table's shape)."""
    x, y, w, h = map_box(cat, t)
    sizes = {c.id: (words_width(c.name, size), LABEL_H) for c in cat.cities.values()}
    return geo.name_spots(map_shape(cat, t), sizes, (x, y, x + w, y + h))


def _closed(view: Any, route: Any) -> bool:
    """Whether the other lane of a double route shuts this one for everyone now (with
    fewer players than the data's number, once the other lane is taken)."""
    twin = route.twin
    return bool(twin) and twin in view.claimed and view.players < view.catalog.doubles_from


def _turned_corner(cx: float, cy: float, angle: float, scale: float) -> tuple[float, float]:
    """Where a card turned by ``angle`` round its corner lies for its centre to be at
    (``cx``, ``cy``)."""
    a = math.radians(angle)
    hx, hy = CARD_W / 2 * scale, CARD_H / 2 * scale
    return cx - (hx * math.cos(a) - hy * math.sin(a)), cy - (hx * math.sin(a) + hy * math.cos(a))


# ---- the right column ----------------------------------------------------------------------
def market_scale() -> float:
    return min(MARKET_MAX, (RIGHT_W - 4 * GAP) / (5 * CARD_W))


def _market(view: Any, x0: float, y0: float, out: list[Placement]) -> float:
    """The five face-up cards, then the train deck and the ticket deck; returns the
    foot."""
    cs = market_scale()
    step = CARD_W * cs + GAP
    for i, card in enumerate(view.face_up):
        if card:
            out.append(Placement(("face", i + 1), "face", x0 + i * step, y0, cs, 2,
                                 {"card": card, "slot": i + 1}, MARKET, None))  # fmt: skip
    y1 = y0 + CARD_H * cs + GAP
    out.append(Placement(("deck",), "deck", x0, y1, cs, 2,
                         {"count": len(view.deck), "of": "cards"}, DECK, None))  # fmt: skip
    out.append(Placement(("ticket_deck",), "ticket_deck", x0 + step, y1, cs, 2,
                         {"count": len(view.tickets), "of": "tickets"}, TICKET_DECK,
                         None))  # fmt: skip
    return y1 + CARD_H * cs


def _players(view: Any, bottom: int, names: Sequence[str], info: dict, x0: float, y0: float,
             size: float, out: list[Placement]) -> float:  # fmt: skip
    """A block a seat, in turn order from the one after the viewer, the viewer's last:
    its token (colour and shape), name and points; trains left, cards, tickets."""
    n = view.players
    order = [(bottom + k) % n for k in range(1, n)] + [bottom]
    lh = line_h(size)
    token = 2 * lh - 6
    for k, seat in enumerate(order):
        s = view.seats[seat]
        y = y0 + k * (2 * lh + 6)
        active = seat == view.current and not view.over
        out.append(Placement(("token", seat), "token", x0, y, token / CARD_H, 4,
                             {"seat": seat}, "", seat))  # fmt: skip
        x = x0 + token * CARD_W / CARD_H + 8
        width = RIGHT_W - (x - x0)
        text = ("player", names[seat] if seat < len(names) else "", s.points,
                info.get(seat, ""))  # fmt: skip
        out.append(_label(("label", "player", seat), text, x, y, width, size, seat, active))
        stock = ("stock", s.trains, len(s.hand), len(s.tickets))
        out.append(_label(("label", "stock", seat), stock, x, y + lh, width, size, seat))
        if seat == bottom:
            out.append(_label(OWN, ("you",), x, y, 1, 1, seat))
    return y0 + n * (2 * lh + 6)


def ticket_state(view: Any, seat: int, ticket: str) -> str:
    """``done`` when the seat's routes join the ticket's cities, else ``open``."""
    cat = view.catalog
    t = cat.tickets.get(ticket)
    if t is None:
        return "open"
    own = [cat.routes[r] for r in view.routes_of(seat)]
    return "done" if joined(own, t.a, t.b) else "open"


def _tickets(view: Any, bottom: int, x0: float, y0: float, size: float, t: Table,
             out: list[Placement]) -> None:  # fmt: skip
    """The viewer's tickets, a line each (two columns when the column is short)."""
    if bottom is None or not 0 <= bottom < view.players:
        return
    kept = [k for k in view.seats[bottom].tickets if k != HIDDEN]
    if not kept:
        return
    cat = view.catalog
    lh = line_h(size)
    out.append(_label(("label", "tickets", bottom), ("tickets", len(kept)), x0, y0, RIGHT_W,
                      size, bottom))  # fmt: skip
    y0 += lh
    rows = max(1, int((t.height - MARGIN - y0) // lh))
    columns = 1 if len(kept) <= rows else 2
    width = RIGHT_W / columns
    icon = lh - 4
    for i, ticket in enumerate(kept):
        col, row = (0, i) if columns == 1 else (i % 2, i // 2)
        x, y = x0 + col * width, y0 + row * lh
        state = ticket_state(view, bottom, ticket)
        data = {"ticket": ticket, "state": state, "done": state == "done", "seat": bottom}
        out.append(Placement(("ticket", ticket), "ticket", x, y, icon / CARD_H, 6, data,
                             TICKETS, bottom))  # fmt: skip
        tk = cat.tickets[ticket]
        spec = ("ticket", cat.cities[tk.a].name, cat.cities[tk.b].name, tk.points, state,
                columns == 2)  # fmt: skip
        lx = x + icon * CARD_W / CARD_H + 6
        out.append(_label(("label", "ticket", ticket), spec, lx, y, width - (lx - x) - 4, size,
                          bottom))  # fmt: skip


# ---- under the map, over the map ------------------------------------------------------------
def hand_scale(cat: Any, t: Table, kinds: int) -> float:
    x, y, w, h = map_box(cat, t)
    room = t.height - MARGIN - (y + h + GAP)
    return min(HAND_MAX, room / CARD_H, (w - (kinds - 1) * GAP) / (kinds * CARD_W))


def _hand(view: Any, bottom: int, m: MapShape, t: Table, out: list[Placement]) -> None:
    """The viewer's train cards, one card a colour (every colour, an empty one faded)."""
    if bottom is None or not 0 <= bottom < view.players:
        return
    hand = view.seats[bottom].hand
    if HIDDEN in hand:
        return
    cat = view.catalog
    kinds = list(cat.cards)
    hs = hand_scale(cat, t, len(kinds))
    x, y, w, h = map_box(cat, t)
    y1 = y + h + GAP
    step = (w - CARD_W * hs) / max(1, len(kinds) - 1)
    step = min(step, CARD_W * hs + 2 * GAP)
    for i, card in enumerate(kinds):
        data = {"card": card, "count": hand.count(card)}
        out.append(Placement(("hand", card), "hand", x + i * step, y1, hs, 10 + i, data,
                             HAND, bottom))  # fmt: skip


def offer_scale(m: MapShape, n: int) -> float:
    return min(2.0, m.frame.width * 0.85 / (n * CARD_W + (n - 1) * GAP))


def _offer(view: Any, bottom: int, m: MapShape, out: list[Placement]) -> None:
    """The tickets the viewer drew and chooses from, large over the map's middle."""
    if bottom is None or not 0 <= bottom < view.players:
        return
    offered = [k for k in view.seats[bottom].offered if k != HIDDEN]
    if not offered:
        return
    n = len(offered)
    s = offer_scale(m, n)
    width = n * CARD_W * s + (n - 1) * GAP
    f = m.frame
    x0 = f.x0 + (f.width - width) / 2
    y0 = f.y0 + (f.height - CARD_H * s) / 2
    chosen = set(getattr(view, "chosen_tickets", range(1, n + 1)))
    for i, ticket in enumerate(offered):
        data = {"ticket": ticket, "state": "offered", "slot": i + 1, "chosen": i + 1 in chosen}
        out.append(Placement(("offered", i + 1), "offered", x0 + i * (CARD_W * s + GAP), y0, s,
                             60, data, OFFER, bottom))  # fmt: skip


# ---- the table's terms -----------------------------------------------------------------------
def _areas(p: Placement, own: bool = False) -> list:
    """What must stay readable: the labels, every card and ticket whole (a space and a
    city are read by their tooltips and names)."""
    if p.kind in CARD_KINDS:
        return [(0.0, 0.0, CARD_W, CARD_H)]
    return whole_text_areas(p, own)


#: The kinds drawn as cards (read whole).
CARD_KINDS = ("face", "hand", "deck", "ticket_deck", "ticket", "offered")


def _space_outline(ratio: float) -> tuple[tuple[float, float], ...]:
    half = CARD_W / ratio / 2
    top, foot = CARD_H / 2 - half, CARD_H / 2 + half
    return ((0.0, top), (CARD_W, top), (CARD_W, foot), (0.0, foot))


def _circle(n: int = 12) -> tuple[tuple[float, float], ...]:
    r, turn = CARD_W / 2, 2 * math.pi / n
    return tuple(
        (r + r * math.cos(turn * k), CARD_H / 2 + r * math.sin(turn * k)) for k in range(n)
    )


def _route_face(d: dict) -> tuple:
    return (d["colour"], d["seat"], d["glow"], d["closed"])


TABLE = TableTerms(
    own=OWN,
    private_zones=(HAND, TICKETS, OFFER),
    private_kinds=("ticket", "offered", "hand"),
    drag=(),
    lift_zones=(),
    reach=(),
    own_zones=(HAND, TICKETS),
    read_zones=(MARKET, HAND, TICKETS, OFFER),
    read_kinds=("face", "hand", "ticket", "offered"),
    text_areas=_areas,
    faces={
        "route": _route_face,
        "board": lambda d: (d["aspect"], d["inset"]),
        "city": lambda d: (d["city"], d["lit"]),
        "face": lambda d: (d["card"], -1),
        "hand": lambda d: (d["card"], d["count"]),
        "deck": lambda d: (d["count"],),
        "ticket_deck": lambda d: (d["count"],),
        "ticket": lambda d: (d["ticket"], d["state"]),
        "offered": lambda d: (d["ticket"], "chosen" if d["chosen"] else "offered"),
        "token": lambda d: (d["seat"],),
    },
    shown_large=("face", "hand", "ticket"),
    bold_labels=("player", "round", "tickets"),
    outlines={"route": _space_outline(RATIO), "city": _circle()},
)
