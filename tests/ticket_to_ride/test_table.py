"""Ticket to Ride's table laid out (pure geometry): the 36 cities where the projection
puts them with their names, the 100 routes as rows of their length's spaces between
their cities (double routes side by side), claimed spaces holding their claimer's
trains, the cards, decks and players' counts; only the viewer's own hand and tickets;
every piece on the table at the window sizes, every word at least 9 px high and room
for it (the worst cases: the longest names and counts)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from omg_desktop.games.ticket_to_ride.face.map_geometry import RATIO
from omg_desktop.games.ticket_to_ride.face.table_layout import (
    MAP,
    TABLE,
    layout,
    map_box,
    map_shape,
)
from omg_desktop.games.ticket_to_ride.face.table_words import label_text, label_tip, retitle
from omg_desktop.games.ticket_to_ride.rules import player_view
from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN
from omg_desktop.games.ticket_to_ride.rules.state import TURN as TURN_STEP
from omg_desktop.ui.table.layout import CARD_H, CARD_W, HAND, LABEL_H, MIN_TEXT_PX, Table

from .conftest import own, route, table

NAMES = ["Ana", "Bruno", "Chiara", "Davi", "Eva"]
#: The tables of the windows the brief names (1366 x 768, 1024 x 700: their tables'
#: viewports as the real window gives them), a large one and the bare windows' sizes.
SIZES = [(1147, 727), (805, 659), (1366, 768), (1024, 700), (1700, 960), (760, 640)]


def centre(p) -> tuple[float, float]:
    """A placement's centre in the scene (turned about its corner by its angle)."""
    a = math.radians(p.data.get("angle", 0.0))
    hx, hy = CARD_W / 2 * p.scale, CARD_H / 2 * p.scale
    return p.x + hx * math.cos(a) - hy * math.sin(a), p.y + hx * math.sin(a) + hy * math.cos(a)


def test_the_cities_and_the_routes_spaces_lie_where_the_map_puts_them(cat):
    state = table(cat, players=4)
    t = Table(1147, 727)
    placements = layout(player_view(state, 0), 0, NAMES[:4], {}, t)
    by_key = {p.key: p for p in placements}
    m = map_shape(cat, t, 4)
    cities = [p for p in placements if p.kind == "city"]
    assert len(cities) == 36 == len(cat.cities)
    for p in cities:
        assert centre(p) == pytest.approx(m.cities[p.data["city"]])
        name = by_key[("label", "city", p.data["city"])]
        assert label_text(name.data["text"]) == cat.cities[p.data["city"]].name
    spaces = [p for p in placements if p.kind == "route"]
    assert len(spaces) == sum(r.length for r in cat.routes.values())
    for r in cat.routes.values():
        row = [by_key[("route", r.id, i)] for i in range(r.length)]
        a, b = m.cities[r.a], m.cities[r.b]
        ab = math.dist(a, b)
        u = ((b[0] - a[0]) / ab, (b[1] - a[1]) / ab)
        along = [(centre(p)[0] - a[0]) * u[0] + (centre(p)[1] - a[1]) * u[1] for p in row]
        assert along == sorted(along) and along[0] > 0 and along[-1] < ab  # a to b, in order
        steps = [y - x for x, y in zip(along, along[1:], strict=False)]
        assert all(s == pytest.approx(steps[0], abs=0.5) for s in steps)  # evenly
        for p in row:  # each on the line between its cities (or its lane beside it)
            cx, cy = centre(p)
            off = abs((b[0] - a[0]) * (a[1] - cy) - (a[0] - cx) * (b[1] - a[1])) / ab
            width = CARD_W * p.scale / RATIO
            assert off < width * 1.2, r.id
            assert p.data["colour"] == r.colour and p.zone == MAP and p.data["seat"] is None


def test_a_double_routes_lanes_lie_side_by_side_apart(cat):
    t = Table(805, 659)
    placements = layout(player_view(table(cat, players=5), 0), 0, NAMES, {}, t)
    by_key = {p.key: p for p in placements}
    twins = [r for r in cat.routes.values() if r.twin and r.id < r.twin]
    assert len(twins) == 22
    for r in twins:
        for i in range(r.length):
            p, q = by_key[("route", r.id, i)], by_key[("route", r.twin, i)]
            apart = math.dist(centre(p), centre(q))
            width = CARD_W * max(p.scale, q.scale) / RATIO
            assert width <= apart < 2 * width, r.id  # beside each other, not on top
            assert p.data["angle"] == pytest.approx(q.data["angle"])


def test_claimed_spaces_hold_their_claimers_trains(cat):
    state = table(cat, players=3)
    denver_omaha = route(cat, "denver", "omaha")
    own(state, 2, denver_omaha)
    placements = layout(player_view(state, 0), 0, NAMES[:3], {}, Table())
    row = [p for p in placements if p.kind == "route" and p.data["route"] == denver_omaha]
    assert len(row) == 4 and all(p.data["seat"] == 2 and p.seat == 2 for p in row)
    kind, key = TABLE.art_key(row[0])
    assert kind == "route" and 2 in key  # drawn as seat 2's trains
    others = [p for p in placements if p.kind == "route" and p.data["route"] != denver_omaha]
    assert all(p.data["seat"] is None for p in others)


def test_only_the_viewers_own_hand_and_tickets_are_on_the_table(cat):
    """Seat 1's table shows its own hand (a card a colour, its count) and tickets; the
    others' are counts in their lines, and every one of its own is a secret of its."""
    state = table(cat, players=3, hands={0: ["red", "red", "blue"], 1: ["green", "black"]})
    view = player_view(state, 1)
    placements = layout(view, 1, NAMES[:3], {}, Table())
    hand = {p.data["card"]: p.data["count"] for p in placements if p.kind == "hand"}
    assert hand["green"] == 1 and hand["black"] == 1 and hand["red"] == 0
    assert set(hand) == set(cat.cards)
    assert all(p.seat == 1 for p in placements if p.kind in ("hand", "ticket"))
    tickets = [p.data["ticket"] for p in placements if p.kind == "ticket"]
    assert tickets == state.seats[1].tickets
    for p in placements:
        assert HIDDEN not in p.data.get("text", ()), p.key
        if p.kind in ("hand", "ticket") or p.key[:2] == ("label", "ticket"):
            assert TABLE.private(p, 1), p.key
    stock = {p.seat: p.data["text"] for p in placements if p.key[:2] == ("label", "stock")}
    assert stock[0][1:4] == (45, 3, 3)  # trains, cards, tickets as counts
    words = " ".join(label_text(p.data["text"]) for p in placements if p.kind == "label")
    for t in state.seats[0].tickets:  # another's tickets: not named anywhere
        tk = cat.tickets[t]
        assert f"{cat.cities[tk.a].name} – {cat.cities[tk.b].name}" not in words


def _box(p) -> tuple[float, float, float, float]:
    if p.kind == "label":
        return p.x, p.y, p.x + p.data["width"] * p.scale, p.y + 26 * p.scale
    xs, ys = [], []
    a = math.radians(p.data.get("angle", 0.0))
    for cx, cy in ((0, 0), (CARD_W, 0), (0, CARD_H), (CARD_W, CARD_H)):
        if p.kind == "route":  # only its band is drawn
            cy = CARD_H / 2 + (cy - CARD_H / 2) / RATIO * (CARD_W / CARD_H)
        x, y = cx * p.scale, cy * p.scale
        xs.append(p.x + x * math.cos(a) - y * math.sin(a))
        ys.append(p.y + x * math.sin(a) + y * math.cos(a))
    if p.kind == "board":  # the map's ground: as tall as its data says
        return p.x, p.y, p.x + CARD_W * p.scale, p.y + CARD_W * p.scale * p.data["aspect"]
    return min(xs), min(ys), max(xs), max(ys)


def _mid_game(cat, players: int):
    """A table mid-way: every seat has routes, cards and tickets (the most in hand)."""
    state = table(cat, players=players, hands={0: ["red"] * 8 + ["locomotive"] * 4})
    for seat, (a, b) in enumerate([("denver", "omaha"), ("seattle", "helena"),
                                   ("miami", "atlanta"), ("boston", "montreal"),
                                   ("el_paso", "houston")][:players]):  # fmt: skip
        own(state, seat, route(cat, a, b))
    extra = [t for t in state.tickets[:4]]
    state.tickets = state.tickets[4:]
    state.seats[0].tickets += extra  # seven tickets kept
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
def test_everything_lies_on_the_table_and_nothing_else_on_the_map(cat, players, size):
    state = _mid_game(cat, players)
    t = Table(*size)
    placements = layout(player_view(state, 0), 0, NAMES[:players], {}, t)
    x, y, w, h = map_box(cat, t, players)
    for p in placements:
        x0, y0, x1, y1 = _box(p)
        assert x0 >= -0.01 and y0 >= -0.01, p.key
        assert x1 <= 1600.01 and y1 <= t.height + 0.01, (p.key, y1, t.height)
        on_map = p.zone == MAP or p.key[:2] == ("label", "city") or p.kind in ("board",)
        if not on_map and p.key != ("label", "you"):
            apart = x0 >= x + w - 0.01 or x1 <= x or y0 >= y + h - 0.01 or y1 <= y
            assert apart, p.key
        if p.zone == MAP:
            assert x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h, p.key
    mine = next(p for p in placements if p.key == ("label", "player", 0))
    others = [p for p in placements if p.key[:2] == ("label", "player") and p.seat != 0]
    assert all((o.y, o.x) < (mine.y, mine.x) for o in others)  # the viewer's the last


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", SIZES)
def test_no_route_lies_wholly_under_a_citys_name(qapp, cat, players, size):
    """A city's words (their ink as the label draws them: from its left, in the middle
    of its height) never cover every space of a route: each route shows at least one
    space whose middle is clear (a corner city's name, Vancouver's, may reach into the
    map's edge rather than over its short routes)."""
    t = Table(*size)
    placements = layout(player_view(table(cat, players=players), 0), 0, NAMES[:players], {}, t)
    words = []
    for p in placements:
        if p.key[:2] == ("label", "city"):
            fm = QFontMetricsF(_font(p.data["size"], t.px, False))
            top = p.y + (LABEL_H - fm.height()) / 2
            ink = (top + fm.ascent() - fm.capHeight(), top + fm.ascent() + fm.descent())
            right = p.x + fm.horizontalAdvance(label_text(p.data["text"]))
            words.append((p.x, ink[0], right, ink[1]))
    spaces: dict[str, list[tuple[float, float]]] = {}
    for p in placements:
        if p.kind == "route":
            spaces.setdefault(p.data["route"], []).append(centre(p))
    assert len(spaces) == len(cat.routes)

    def covered(pt) -> bool:
        return any(x0 <= pt[0] <= x1 and y0 <= pt[1] <= y1 for x0, y0, x1, y1 in words)

    hidden = [r for r, middles in spaces.items() if all(covered(pt) for pt in middles)]
    assert hidden == [], [(r, cat.routes[r].a, cat.routes[r].b) for r in hidden]


def _font(size_units: float, px: float, bold: bool) -> QFont:
    font = QFont("DejaVu Sans", 1, QFont.Weight.Bold if bold else QFont.Weight.Normal)
    font.setPointSizeF(size_units)
    return font


def _worst(spec: tuple, cat) -> tuple:
    """The widest words a label of this kind may say."""
    kind = spec[0]
    if kind == "player":
        return ("player", "Computer 5", 188, "thinking…")  # (a computer's default name, note)
    if kind == "stock":
        return ("stock", 45, 12, 10, spec[4])
    if kind == "ticket":
        widest = max(cat.tickets.values(),
                     key=lambda t: len(cat.cities[t.a].name + cat.cities[t.b].name))  # fmt: skip
        return ("ticket", cat.cities[widest.a].name, cat.cities[widest.b].name, 22, "open")
    if kind == "round":
        return ("round", ("Chiara",) * 5, 0, 99, 2, 4, False, False)
    if kind == "tickets":
        return ("tickets", 12)
    if kind == "more":
        return ("more", ((),) * 12)
    return spec


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", SIZES)
def test_every_word_on_the_table_is_at_least_9px_and_has_room(qapp, cat, players, size):
    """Every label drawn at least MIN_TEXT_PX high on screen and its widest words (the
    longest name and counts, the widest ticket) fitting its width at its size: the
    frame never shrinks them."""
    t = Table(*size)
    placements = layout(player_view(_mid_game(cat, players), 0), 0, NAMES[:players], {}, t)
    labels = [p for p in placements if p.kind == "label" and p.key != ("label", "you")]
    assert len(labels) > 36 + 2 * players
    for p in labels:
        px = p.scale * t.px
        assert p.data["size"] * px >= MIN_TEXT_PX, p.key
        bold = p.data["text"][0] in TABLE.bold_labels
        metrics = QFontMetricsF(_font(p.data["size"], px, bold))
        words = label_text(_worst(p.data["text"], cat))
        assert metrics.horizontalAdvance(words) <= p.data["width"], (p.key, words)


def test_the_rounds_line_follows_the_set_up_and_the_turns():
    names = ("Ana", "Bruno", "Chiara")
    spec = ("round", names, 1, 1, 1, None, False, True)  # Bruno first, choosing tickets
    assert label_text(spec) == "Tickets to keep · Bruno chooses"
    spec = retitle("kept", {}, spec)
    assert label_text(spec) == "Tickets to keep · Chiara chooses"
    spec = retitle("started", {}, retitle("kept", {}, retitle("kept", {}, spec)))
    assert label_text(spec) == "Round 1 · Bruno's turn"
    spec = retitle("ended", {}, spec)
    assert label_text(spec) == "Round 1 · Chiara's turn"
    spec = retitle("ended", {}, spec)
    assert label_text(spec) == "Round 1 · Ana's turn"
    spec = retitle("ended", {}, spec)
    assert label_text(spec) == "Round 2 · Bruno's turn"
    assert label_text(retitle("last", {}, spec)).endswith("· last round")
    assert label_text(retitle("over", {}, spec)) == "The game is over"
    assert retitle("claimed", {"route": "r001"}, spec) == spec
    assert "draw two train cards" in label_tip(spec, False)


def test_a_tickets_line_says_whether_it_is_done(cat):
    state = table(cat, players=2)
    t = state.seats[0].tickets[0]
    tk = cat.tickets[t]
    placements = layout(player_view(state, 0), 0, NAMES[:2], {}, Table())
    line = next(p for p in placements if p.key == ("label", "ticket", t))
    assert label_text(line.data["text"]).startswith("○")
    assert "Open" in label_tip(line.data["text"], False)
    from omg_desktop.games.ticket_to_ride.rules.scoring import joined

    # join its cities with seat 0's routes along a shortest chain of routes
    path = _chain(cat, tk.a, tk.b)
    own(state, 0, *path)
    assert joined([cat.routes[r] for r in path], tk.a, tk.b)
    placements = layout(player_view(state, 0), 0, NAMES[:2], {}, Table())
    line = next(p for p in placements if p.key == ("label", "ticket", t))
    assert label_text(line.data["text"]).startswith("✓")
    icon = next(p for p in placements if p.key == ("ticket", t))
    assert icon.data["state"] == "done" and icon.data["done"]


def _chain(cat, a: str, b: str) -> list[str]:
    """Routes joining ``a`` to ``b`` (fewest hops), one lane of each pair."""
    from collections import deque

    seen, todo = {a: []}, deque([a])
    while todo:
        here = todo.popleft()
        for r in cat.routes.values():
            there = r.b if r.a == here else r.a if r.b == here else None
            if there is not None and there not in seen:
                seen[there] = [*seen[here], r.id]
                todo.append(there)
    return seen[b]


def test_once_the_game_is_over_the_players_lines_show_the_final_totals(cat):
    """The rules: "Once final scores have been added up ... Players should then add or
    subtract the value of their Destination Tickets ... The player who has the Longest
    Continuous Path receives a special bonus card" -- the line beside each token is the
    sum, not the route points of the play."""
    from omg_desktop.games.ticket_to_ride.rules.result import parts
    from omg_desktop.games.ticket_to_ride.rules.state import OVER

    state = table(cat, players=2)
    done, failed = state.seats[0].tickets[0], state.seats[1].tickets[0]
    state.seats[0].tickets, state.seats[1].tickets = [done], [failed]
    own(state, 0, *_chain(cat, cat.tickets[done].a, cat.tickets[done].b))
    state.step = OVER
    sheet = parts(state)
    totals = [sum(p.values()) for p in sheet]
    assert totals[0] > state.seats[0].points and totals[1] < 0  # a ticket and the bonus
    placements = layout(player_view(state, 1), 1, NAMES[:2], {}, Table())
    line = {p.seat: p.data["text"] for p in placements if p.key[:2] == ("label", "player")}
    assert label_text(line[0]).startswith(f"Ana · {totals[0]} point")
    assert label_text(line[1]).startswith(f"Bruno · \u2212{-totals[1]} point")
    tip = label_tip(line[0], True)
    assert cat.cities[cat.tickets[done].a].name in tip and f"Score: {totals[0]}" in tip
    assert "so far" not in tip
    state.step = TURN_STEP  # before the end, the route points as they stand
    placements = layout(player_view(state, 1), 1, NAMES[:2], {}, Table())
    line = {p.seat: p.data["text"] for p in placements if p.key[:2] == ("label", "player")}
    assert label_text(line[0]).startswith(f"Ana · {state.seats[0].points} point")
    assert "so far" in label_tip(line[0], True)


def test_the_terms_keep_the_secrets_and_read_the_pieces():
    assert {HAND, "tickets", "offer"} <= set(TABLE.private_zones)
    assert {"ticket", "offered", "hand"} <= set(TABLE.private_kinds)
    assert {"route", "city"} <= set(TABLE.outlines)
    assert {"face", "hand", "ticket"} <= set(TABLE.shown_large)


def test_the_face_names_the_window_asks_for_are_there_or_plainly_absent():
    """Every name of the face comes from its module on first use; one whose module is
    not written yet is an absent attribute (the window asks ``getattr(face, name,
    None)``), never an import error."""
    from omg_desktop.games.ticket_to_ride import face

    for name in face.__all__:
        getattr(face, name, None)  # (raises nothing)
    assert face.layout is layout and face.TABLE is TABLE and face.label_text is label_text
    for name in ("card_art", "decision_panel", "rules_path", "STEPS", "retitle", "Speech"):
        assert getattr(face, name, None) is not None, name
    with pytest.raises(AttributeError):
        face.no_such_name  # noqa: B018
