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

from ..rules.result import TICKETS_DONE, TICKETS_FAILED, parts, ticket_results
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
RIGHT_W, MAP_INSET = 460.0, 24.0
#: The face-up cards' and the decks' largest scale; the hand's.
MARKET_MAX, HAND_MAX = 0.75, 1.0
#: The least room under the map for the hand.
HAND_MIN_H = 96.0
#: A label's words: an advance per letter and the room either side, against the font's
#: size (DejaVu Sans, as the frame's labels draw it: its widest names' letters).
LETTER_W, LABEL_PAD = 0.74, 1.5


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
           seat: int | None = None, active: bool = False, z: float = 30,
           zone: str = "") -> Placement:  # fmt: skip
    data = {"text": text, "width": width, "size": size, "active": active}
    return Placement(key, "label", x, y, 1.0, z, data, zone, seat)


@lru_cache(maxsize=4)
def map_aspect(cat: Any) -> float:
    """The cities' extent's width over height, through the projection."""
    return aspect(geo.projected(cat).values())


def tall(table: Table) -> bool:
    """Whether the table is tall (a narrow window, e.g. 1024 x 700): the players, the
    hand and the tickets under the map, the cards at its right."""
    return table.height >= TALL_FROM


#: A table at least this tall (in units) is laid out tall.
TALL_FROM = 1180.0
#: A tall table: the players' blocks a row, the least width of the cards' column, and
#: the tickets' room beside the hand.
TALL_COLUMNS, CARDS_MIN_W, TICKETS_W = 3, 260.0, 560.0
#: The longest name line a block makes room for (a ten-letter name, three-digit
#: points, a computer's note).
PLAYER_WORST = "Maximilian · 188 points (thinking…)"


def player_columns(table: Table, players: int) -> int:
    """A tall table's players' blocks a row: three, or fewer when a block would be too
    narrow for the longest name line at the table's size."""
    size = text_size(table)
    lh = line_h(size)
    for columns in range(min(TALL_COLUMNS, players), 1, -1):
        label_w = (SCENE_W - 2 * MARGIN) / columns - _token(lh) * CARD_W / CARD_H - 12
        if label_w >= words_width(PLAYER_WORST, size):
            return columns
    return 1


def _under_h(table: Table, players: int, kinds: int) -> float:
    """A tall table's room under the map: the round's line, the players' blocks, then
    the hand (as large as its width allows) beside the tickets (five lines at least)."""
    size = text_size(table)
    lh = line_h(size)
    columns = player_columns(table, players)
    rows = -(-players // columns)
    block_w = (SCENE_W - 2 * MARGIN) / columns
    lines = 1 + stock_lines(block_w - _token(lh) * CARD_W / CARD_H - 12, size)
    hand = CARD_H * hand_scale(SCENE_W - 3 * MARGIN - TICKETS_W, 1e9, kinds)
    return lh + rows * (lines * lh + 8) + max(hand, TICKET_LINES * lh) + 3 * GAP


#: A tall table's lines for the tickets beside the hand (their title among them).
TICKET_LINES = 7


def _token(lh: float) -> float:
    """A player's token's height beside lines ``lh`` apart."""
    return min(2 * lh - 6, 56.0)


def map_box(cat: Any, table: Table, players: int = 5) -> tuple[float, float, float, float]:
    """(x, y, width, height) of the map at the table's top left: as large as the
    projection's shape allows beside the right column (a tall table: the cards' column,
    with the rest under the map), leaving the hand its room under it."""
    shape = lambda w: (w - 2 * MAP_INSET) / map_aspect(cat) + 2 * MAP_INSET  # noqa: E731
    if tall(table):
        height = table.height - 2 * MARGIN - _under_h(table, players, len(cat.cards))
        width = min(SCENE_W - 3 * MARGIN - CARDS_MIN_W,
                    (height - 2 * MAP_INSET) * map_aspect(cat) + 2 * MAP_INSET)  # fmt: skip
        return MARGIN, MARGIN, width, min(height, shape(width))
    width = SCENE_W - RIGHT_W - 3 * MARGIN
    height = min(shape(width), table.height - 2 * MARGIN - GAP - HAND_MIN_H)
    return MARGIN, MARGIN, width, height


def map_shape(cat: Any, table: Table, players: int = 5) -> MapShape:
    x, y, w, h = map_box(cat, table, players)
    return geo.shape(cat, x, y, w, h, MAP_INSET)


def layout(view: Any, bottom: int, names: Sequence[str], info: dict,
           table: Table | None = None) -> list[Placement]:  # fmt: skip
    """Everything on the table for ``view``, seat ``bottom`` the viewer."""
    t = table if table is not None else table_in_use()
    cat = view.catalog
    size = text_size(t)
    n = view.players
    m = map_shape(cat, t, n)
    out: list[Placement] = []
    _map(view, m, size, t, out)
    spec = ("round", tuple(names), view.first, view.turn, view.current, view.last_turns,
            view.over, view.step == SETUP)  # fmt: skip
    lh = line_h(size)
    x, y, w, h = map_box(cat, t, n)
    if tall(t):
        x0 = x + w + 2 * MARGIN
        _market_column(view, x0, y, SCENE_W - MARGIN - x0, h, out)
        y0 = y + h + GAP
        out.append(_label(("label", "round"), spec, MARGIN, y0, SCENE_W - 2 * MARGIN, size))
        y1 = _players(view, bottom, names, info, MARGIN, y0 + lh, SCENE_W - 2 * MARGIN, size,
                      player_columns(t, n), out)  # fmt: skip
        hand_w = SCENE_W - 3 * MARGIN - TICKETS_W
        _hand(view, bottom, MARGIN, y1 + GAP, hand_w, t.height - MARGIN - y1 - GAP, out)
        _tickets(view, bottom, SCENE_W - MARGIN - TICKETS_W, y1 + GAP, TICKETS_W, size, t, out)
    else:
        x0 = SCENE_W - RIGHT_W - MARGIN
        out.append(_label(("label", "round"), spec, x0, MARGIN, RIGHT_W, size))
        y1 = _market(view, x0, MARGIN + lh + 4, out)
        y1 = _players(view, bottom, names, info, x0, y1 + GAP, RIGHT_W, size, 1, out)
        _tickets(view, bottom, x0, y1 + GAP, RIGHT_W, size, t, out)
        _hand(view, bottom, x, y + h + GAP, w, t.height - MARGIN - (y + h + GAP), out)
    _offer(view, bottom, m, out)
    return out


# ---- the map -------------------------------------------------------------------------------
def _map(view: Any, m: MapShape, size: float, t: Table, out: list[Placement]) -> None:
    cat = view.catalog
    x, y, w, h = map_box(cat, t, view.players)
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
    spots = _name_spots(cat, t, round(size, 2), view.players)
    for city in cat.cities.values():
        sx, sy = spots[city.id]
        out.append(_label(("label", "city", city.id), ("city", city.name), sx, sy,
                          sizes[city.id][0], size, z=20))  # fmt: skip


@lru_cache(maxsize=8)
def _name_spots(cat: Any, t: Table, size: float, players: int) -> dict[str, tuple[float, float]]:
    """Where the cities' names lie (the same for every layout of a table's shape). A
    name's box may reach past the map's edge by the band above and below its letters
    (they are at most ``size`` high, in the middle of its ``LABEL_H``): its words stay
    on the map, and a name in a corner (Vancouver's) need not lie over a route."""
    x, y, w, h = map_box(cat, t, players)
    sizes = {c.id: (words_width(c.name, size), LABEL_H) for c in cat.cities.values()}
    band = max(0.0, (LABEL_H - size) / 2)
    bounds = (x, y - band, x + w, y + h + band)
    return geo.name_spots(map_shape(cat, t, players), sizes, bounds)


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


# ---- the cards, the players, the tickets, the hand ----------------------------------------
def market_scale() -> float:
    return min(MARKET_MAX, (RIGHT_W - 4 * GAP) / (5 * CARD_W))


def _market(view: Any, x0: float, y0: float, out: list[Placement]) -> float:
    """The five face-up cards in a row, then the train deck and the ticket deck; returns
    the foot."""
    cs = market_scale()
    step = CARD_W * cs + GAP
    spots = [(x0 + i * step, y0) for i in range(5)]
    y1 = y0 + CARD_H * cs + GAP
    _cards_at(view, spots, (x0, y1), (x0 + step, y1), cs, out)
    return y1 + CARD_H * cs


def _market_column(view: Any, x0: float, y0: float, width: float, height: float,
                   out: list[Placement]) -> None:  # fmt: skip
    """A tall table's cards beside the map: two columns of the five face-up cards and
    the two decks."""
    cs = min(1.3, (width - GAP) / (2 * CARD_W), (height - 3 * GAP) / (4 * CARD_H))
    sx, sy = CARD_W * cs + GAP, CARD_H * cs + GAP
    spots = [(x0 + (i % 2) * sx, y0 + (i // 2) * sy) for i in range(5)]
    _cards_at(view, spots, (x0 + sx, y0 + 2 * sy), (x0 + sx, y0 + 3 * sy), cs, out)


def _cards_at(view: Any, spots: list[tuple[float, float]], deck: tuple[float, float],
              tickets: tuple[float, float], cs: float, out: list[Placement]) -> None:  # fmt: skip
    for i, card in enumerate(view.face_up):
        if card and i < len(spots):
            out.append(Placement(("face", i + 1), "face", *spots[i], cs, 2,
                                 {"card": card, "slot": i + 1}, MARKET, None))  # fmt: skip
    out.append(Placement(("deck",), "deck", *deck, cs, 2, {"count": len(view.deck)}, DECK,
                         None))  # fmt: skip
    out.append(Placement(("ticket_deck",), "ticket_deck", *tickets, cs, 2,
                         {"count": len(view.tickets)}, TICKET_DECK, None))  # fmt: skip


def stock_lines(width: float, size: float) -> int:
    """A player's trains, cards and tickets on one line, or on two (trains apart) when
    a block is too narrow for the longest such line."""
    longest = words_width(STOCK_WORST, size)
    return 1 if width >= longest else 2


#: The longest line of trains, cards and tickets in English (the room a line takes).
STOCK_WORST = "45 trains · 12 cards · 10 tickets"


def _players(view: Any, bottom: int, names: Sequence[str], info: dict, x0: float, y0: float,
             width: float, size: float, columns: int, out: list[Placement]) -> float:  # fmt: skip
    """A block a seat, in turn order from the one after the viewer, the viewer's last
    (``columns`` of them a row): its token (colour and shape), name and points (once the
    game is over, its final total); trains left, cards and tickets held. Returns the
    foot."""
    n = view.players
    order = [(bottom + k) % n for k in range(1, n)] + [bottom]
    lh = line_h(size)
    token = _token(lh)
    block_w = width / columns
    label_w = block_w - token * CARD_W / CARD_H - 12
    lines = 1 + stock_lines(label_w, size)
    block_h = lines * lh + 8
    ends = _ends(view)
    for k, seat in enumerate(order):
        s = view.seats[seat]
        x, y = x0 + (k % columns) * block_w, y0 + (k // columns) * block_h
        active = seat == view.current and not view.over
        out.append(Placement(("token", seat), "token", x, y, token / CARD_H, 4,
                             {"seat": seat}, "", seat))  # fmt: skip
        lx = x + token * CARD_W / CARD_H + 8
        points, end = ends[seat] if ends else (s.points, ())
        text = ("player", names[seat] if seat < len(names) else "", points,
                info.get(seat, ""), end)  # fmt: skip
        out.append(_label(("label", "player", seat), text, lx, y, label_w, size, seat, active))
        parts = (0,) if lines == 2 else (1, 2)
        for i, part in enumerate(parts):
            key = ("label", "stock", seat) + ((part,) if part == 2 else ())
            stock = ("stock", s.trains, len(s.hand), len(s.tickets), part)
            out.append(_label(key, stock, lx, y + (i + 1) * lh, label_w, size, seat))
        if seat == bottom:
            out.append(_label(OWN, ("you",), lx, y, 1, 1, seat))
    rows = -(-n // columns)
    return y0 + rows * block_h


def _ends(view: Any) -> list[tuple[int, tuple]]:
    """Once the game is over, each seat's final total and how its tickets went (the
    tickets completed and failed, their points together); before, nothing."""
    if not view.over:
        return []
    by_part = parts(view)
    out = []
    for seat, p in enumerate(by_part):
        results = ticket_results(view, seat)
        done = tuple(t for t, ok in results if ok)
        failed = tuple(t for t, ok in results if not ok)
        out.append((sum(p.values()), (done, failed, p[TICKETS_DONE] + p[TICKETS_FAILED])))
    return out


def ticket_state(view: Any, seat: int, ticket: str) -> str:
    """``done`` when the seat's routes join the ticket's cities, else ``open``."""
    cat = view.catalog
    t = cat.tickets.get(ticket)
    if t is None:
        return "open"
    own = [cat.routes[r] for r in view.routes_of(seat)]
    return "done" if joined(own, t.a, t.b) else "open"


def _tickets(view: Any, bottom: int, x0: float, y0: float, width: float, size: float,
             t: Table, out: list[Placement]) -> None:  # fmt: skip
    """The viewer's tickets, a line each under their title; when the room ends, the last
    line says how many more there are (its tooltip names them)."""
    if bottom is None or not 0 <= bottom < view.players:
        return
    kept = [k for k in view.seats[bottom].tickets if k != HIDDEN]
    if not kept:
        return
    lh = line_h(size)
    out.append(_label(("label", "tickets", bottom), ("tickets", len(kept)), x0, y0, width,
                      size, bottom))  # fmt: skip
    y0 += lh
    rows = max(1, int((t.height - MARGIN - y0) // lh))
    shown = kept if len(kept) <= rows else kept[: rows - 1]
    icon = lh - 4
    lines = {k: _ticket_line(view, bottom, k) for k in kept}
    for i, ticket in enumerate(shown):
        y = y0 + i * lh
        state = lines[ticket][4]
        data = {"ticket": ticket, "state": state, "done": state == "done", "seat": bottom}
        out.append(Placement(("ticket", ticket), "ticket", x0, y, icon / CARD_H, 6, data,
                             TICKETS, bottom))  # fmt: skip
        lx = x0 + icon * CARD_W / CARD_H + 6
        key = ("label", "ticket", ticket)  # a secret, as the ticket is: in its zone
        out.append(_label(key, lines[ticket], lx, y, width - (lx - x0) - 4, size, bottom,
                          zone=TICKETS))  # fmt: skip
    rest = kept[len(shown) :]
    if rest:
        spec = ("more", tuple(lines[k] for k in rest))
        out.append(_label(("label", "more-tickets", bottom), spec, x0, y0 + len(shown) * lh,
                          width, size, bottom, zone=TICKETS))  # fmt: skip


def _ticket_line(view: Any, seat: int, ticket: str) -> tuple:
    """A ticket's label: its cities' names, its points, done or open."""
    cat = view.catalog
    tk = cat.tickets[ticket]
    state = ticket_state(view, seat, ticket)
    return ("ticket", cat.cities[tk.a].name, cat.cities[tk.b].name, tk.points, state)


def hand_scale(width: float, height: float, kinds: int) -> float:
    return min(HAND_MAX, height / CARD_H, (width - (kinds - 1) * GAP) / (kinds * CARD_W))


def _hand(view: Any, bottom: int, x0: float, y0: float, width: float, height: float,
          out: list[Placement]) -> None:  # fmt: skip
    """The viewer's train cards, one card a colour (every colour, an empty one faded)."""
    if bottom is None or not 0 <= bottom < view.players:
        return
    hand = view.seats[bottom].hand
    if HIDDEN in hand:
        return
    kinds = list(view.catalog.cards)
    hs = hand_scale(width, height, len(kinds))
    step = min((width - CARD_W * hs) / max(1, len(kinds) - 1), CARD_W * hs + 2 * GAP)
    for i, card in enumerate(kinds):
        data = {"card": card, "count": hand.count(card)}
        out.append(Placement(("hand", card), "hand", x0 + i * step, y0, hs, 10 + i, data, HAND,
                             bottom))  # fmt: skip


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
    """A space's face; the last: whether it lies on the map (turned along its route), or
    is shown large (the preview leaves the angle out): then its route's card."""
    return (d["colour"], d["seat"], d["glow"], d["closed"], d["route"], "angle" in d)


TABLE = TableTerms(
    own=OWN,
    private_zones=(HAND, TICKETS, OFFER),
    private_kinds=("ticket", "offered", "hand"),
    drag=(),
    lift_zones=(),
    reach=(),
    own_zones=(HAND,),  # (a ticket is small: shown large to the keys too)
    read_zones=(MARKET, HAND, TICKETS, OFFER),
    read_kinds=("face", "hand", "ticket", "offered"),
    text_areas=_areas,
    faces={
        "route": _route_face,
        "board": lambda d: (d["aspect"], d["inset"]),
        "city": lambda d: (d["city"], d["lit"] or d.get("hover", False)),
        "face": lambda d: (d["card"], -1),
        "hand": lambda d: (d["card"], d["count"]),
        "deck": lambda d: (d["count"],),
        "ticket_deck": lambda d: (d["count"],),
        "ticket": lambda d: (d["ticket"], d["state"]),
        "offered": lambda d: (d["ticket"], "chosen" if d["chosen"] else "offered"),
        "token": lambda d: (d["seat"],),
    },
    shown_large=("face", "hand", "ticket", "route"),
    bold_labels=("player", "round", "tickets"),
    outlines={"route": _space_outline(RATIO), "city": _circle()},
)
