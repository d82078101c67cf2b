"""Where everything lies on the table: pure geometry from a player's view.

``layout(view, ...)`` returns :class:`Placement` records keyed by what they
show; the scene turns them into items and animates moves between layouts.
No Qt here: the positions are plain numbers in scene units.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...rules import GameState
from ...rules.queries import person_at
from ...rules.state import UNKNOWN

CARD_W, CARD_H = 126.0, 176.0
SCENE_W, SCENE_H = 1600.0, 1140.0

# Zones a click can come from
HAND, BUILDING, MARKET, OPEN_ASSISTANT, PLANNED, DECK, DISCARD, EVENT, DISPLAY = (
    "hand",
    "building",
    "market",
    "open_assistant",
    "planned",
    "deck",
    "discard",
    "event",
    "display",
)


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


def seat_order(view: GameState, bottom: int) -> list[int]:
    """Seats clockwise from the one at the bottom of the table."""
    n = view.num_players
    return [(bottom + k) % n for k in range(n)]


def layout(view: GameState, bottom: int, names: list[str], info: dict[int, str]) -> list[Placement]:
    """Everything on the table for ``view`` with seat ``bottom`` at the bottom.

    ``info`` holds a status line per seat ("thinking…").
    """
    out: list[Placement] = []
    order = seat_order(view, bottom)
    _centre(view, out)
    others = order[1:]
    width = SCENE_W / max(1, len(others))
    for k, seat in enumerate(others):
        _player_area(
            view,
            seat,
            names,
            info,
            out,
            x0=k * width + 12,
            y0=6,
            width=width - 24,
            scale=0.78,
            own=False,
        )
    _player_area(
        view, bottom, names, info, out, x0=12, y0=618, width=SCENE_W - 24, scale=0.95, own=True
    )
    _hand(view, bottom, out)
    return out


def _centre(view: GameState, out: list[Placement]) -> None:
    top = 214.0
    out.append(
        Placement(
            ("label", "round"),
            "label",
            12,
            top,
            1,
            2,
            {"text": ("round", view.round, view.phase, view.step), "width": 900, "size": 17},
        )
    )
    y = top + 34
    s = 0.72
    out.append(Placement(("deck",), "back", 12, y, s, 1, {"count": len(view.deck)}, DECK))
    out.append(
        Placement(
            ("label", "deck"),
            "label",
            12,
            y + CARD_H * s + 4,
            1,
            2,
            {"text": ("deck", len(view.deck)), "width": 100, "size": 11},
        )
    )
    if view.discard:
        top_card = view.discard[-1]
        out.append(Placement(("card", top_card), "card", 120, y, s, 1, {"card": top_card}, DISCARD))
    out.append(
        Placement(
            ("label", "discard"),
            "label",
            120,
            y + CARD_H * s + 4,
            1,
            2,
            {"text": ("discard", len(view.discard)), "width": 100, "size": 11},
        )
    )
    # the market: two rows, whole cards side by side while they fit, overlapping after
    ms = 0.66
    mx, room = 300.0, 820.0
    if view.ruleset.expansion is not None:
        room = 600.0  # the event card and the display stacks sit right of the market
        _story(view, out, mx + room + 14, y)
    for row, cards in enumerate(view.market):
        ry = y + row * (CARD_H * ms + 14)
        out.append(
            Placement(
                ("label", "row", row),
                "label",
                mx - 90,
                ry + CARD_H * ms / 2 - 12,
                1,
                2,
                {"text": ("row", row), "width": 90, "size": 13},
            )
        )
        n = len(cards)
        step = min(CARD_W * ms + 8, (room - CARD_W * ms) / max(1, n - 1)) if n > 1 else 0
        for i, c in enumerate(cards):
            out.append(
                Placement(("card", c), "card", mx + i * step, ry, ms, 10 + i, {"card": c}, MARKET)
            )
    # open assistants, in rows of four
    s = 0.62
    ax, ay = SCENE_W - 4 * (CARD_W * s + 8) - 8, y
    out.append(
        Placement(
            ("label", "assistants"),
            "label",
            ax,
            ay - 26,
            1,
            2,
            {"text": ("assistants", len(view.open_assistants)), "width": 300, "size": 13},
        )
    )
    for i, (a, side) in enumerate(view.open_assistants):
        out.append(
            Placement(
                ("assistant", a),
                "assistant",
                ax + (i % 4) * (CARD_W * s + 8),
                ay + (i // 4) * (CARD_H * s + 8),
                s,
                5,
                {"assistant": a, "side": side},
                OPEN_ASSISTANT,
            )
        )


def _story(view: GameState, out: list[Placement], x: float, y: float) -> None:
    """Expansion: this round's event card, the event deck, and the display stacks."""
    s = 0.66
    if view.event is not None:
        out.append(
            Placement(("event", view.event), "event", x, y, s, 3, {"event": view.event}, EVENT)
        )
    out.append(
        Placement(
            ("label", "events"),
            "label",
            x,
            y + CARD_H * s + 4,
            1,
            2,
            {"text": ("events", len(view.events)), "width": 170, "size": 11},
        )
    )
    stacks = [(t, cards) for t, cards in sorted(view.display.items()) if cards]
    if not stacks:
        return
    ds = 0.46
    sx = x + CARD_W * s + 14
    out.append(
        Placement(
            ("label", "display"),
            "label",
            sx,
            y - 26,
            1,
            2,
            {"text": ("display", len(stacks)), "width": 3 * (CARD_W * ds + 6), "size": 13},
        )
    )
    for k, (_type, cards) in enumerate(stacks):
        col, row = k % 3, k // 3
        cx = sx + col * (CARD_W * ds + 6)
        cy = y + row * (CARD_H * ds + 34)
        for j, c in enumerate(cards):  # fanned downwards: every colour can be picked
            out.append(
                Placement(
                    ("card", c),
                    "card",
                    cx,
                    cy + j * 12,
                    ds,
                    30 + j,
                    {"card": c, "stack": len(cards)},
                    DISPLAY,
                )
            )


def _player_area(
    view: GameState,
    seat: int,
    names: list[str],
    info: dict[int, str],
    out: list[Placement],
    x0: float,
    y0: float,
    width: float,
    scale: float,
    own: bool,
) -> None:
    from ...rules.scoring import score_of

    p = view.players[seat]
    sc = score_of(view, seat)
    active = view.phase == "production" and seat == view.turn
    out.append(
        Placement(
            ("label", "player", seat),
            "label",
            x0,
            y0,
            1,
            2,
            {
                "text": (
                    "player",
                    names[seat],
                    sc.total,
                    sc.coins,
                    len(p.hand),
                    seat == view.first,
                    info.get(seat, ""),
                    active,
                ),
                "width": width,
                "size": 14 if own else 12,
                "active": active,
            },
            seat=seat,
        )
    )
    cw = CARD_W * scale
    room = width - (cw + 20 if own else 40)
    n = max(1, len(p.buildings))
    gap = min(cw + 10, (room - cw) / max(1, n - 1)) if n > 1 else cw + 10
    by = y0 + 28
    for i, b in enumerate(p.buildings):
        bx = x0 + i * gap
        out.append(
            Placement(
                ("card", b.card), "card", bx, by, scale, 20 + i, {"card": b.card}, BUILDING, seat
            )
        )
        out.append(
            Placement(
                ("goods", b.card),
                "goods",
                bx + cw * 0.06,
                by + CARD_H * scale * 0.60,
                scale,
                60 + i,
                {"count": b.goods, "card": b.card},
                BUILDING,
                seat,
            )
        )
        who = person_at(p, b.card)
        if who is None and p.worker is None and p.pending_worker == b.card:
            who = "worker"  # a phase II choice not yet revealed (own view, or a draft)
        py = by + CARD_H * scale * 0.74
        if who == "worker":
            out.append(
                Placement(
                    ("worker", seat),
                    "worker",
                    bx + cw * 0.5,
                    py,
                    scale * 0.42,
                    80 + i,
                    {"efficient": p.efficient if p.worker is not None else p.pending_efficient},
                    "worker" if own and view.phase == "sunrise" else BUILDING,
                    seat,
                )
            )
        for h in p.assistants:
            if h.building == b.card:
                out.append(
                    Placement(
                        ("assistant", h.assistant),
                        "assistant",
                        bx + cw * 0.5,
                        py,
                        scale * 0.42,
                        80 + i,
                        {"assistant": h.assistant, "side": h.side},
                        BUILDING,
                        seat,
                    )
                )
    unassigned = [h for h in p.assistants if h.building is None]
    for k, h in enumerate(unassigned):
        out.append(
            Placement(
                ("assistant", h.assistant),
                "assistant",
                x0 + width - (k + 1) * 60,
                y0 + 4,
                0.4,
                15,
                {"assistant": h.assistant, "side": h.side},
                "",
                seat,
            )
        )
    plan = p.planned if p.planned is not None else p.pending_plan
    if own and view.phase == "sunrise" and p.worker is None and p.pending_worker is None:
        out.append(
            Placement(
                ("worker", seat),
                "worker",
                SCENE_W - CARD_W * scale - 24 - CARD_W * 0.6,
                by + CARD_H * scale * 0.3,
                0.5,
                40,
                {"efficient": True},
                "worker",
                seat,
            )
        )
    if own:
        slot_x, slot_y = SCENE_W - CARD_W * scale - 24, by
        out.append(
            Placement(
                ("slot", "planned"),
                "slot",
                slot_x,
                slot_y,
                scale,
                1,
                {"text": "to_build"},
                PLANNED,
                seat,
            )
        )
        if plan is not None and plan != UNKNOWN:
            out.append(
                Placement(
                    ("card", plan), "card", slot_x, slot_y, scale, 30, {"card": plan}, PLANNED, seat
                )
            )
    elif plan is not None:
        out.append(
            Placement(
                ("planned-back", seat),
                "back",
                x0 + (len(p.buildings) - 1) * gap + cw + 12,
                by,
                scale * 0.55,
                30,
                {},
                "",
                seat,
            )
        )


def _hand(view: GameState, seat: int, out: list[Placement]) -> None:
    hand = view.players[seat].hand
    n = len(hand)
    if not n:
        return
    s = 0.9
    cw = CARD_W * s
    span = min(SCENE_W - 360, n * (cw + 6))
    step = (span - cw) / max(1, n - 1) if n > 1 else 0
    x0 = (SCENE_W - span) / 2
    y0 = SCENE_H - CARD_H * s - 16
    mid = (n - 1) / 2
    for i, c in enumerate(hand):
        angle = (i - mid) * min(4.0, 30.0 / n)
        dy = abs(i - mid) ** 2 * 1.2
        key = ("card", c) if c != UNKNOWN else ("hand-back", seat, i)
        kind = "card" if c != UNKNOWN else "back"
        out.append(
            Placement(
                key,
                kind,
                x0 + i * step,
                y0 + dy,
                s,
                100 + i,
                {"card": c, "angle": angle},
                HAND,
                seat,
            )
        )
