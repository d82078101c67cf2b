"""What a gizmo is worth to a seat (Normal's judgement): its points, more as the end
nears; its engine (converters for the colours it uses, triggers that fire on the actions
it takes, upgrades), less as the end nears."""

from __future__ import annotations

from ..rules.catalog import COLOURS, Card, Converter, Trigger, Upgrade
from ..rules.state import GizmosState, Seat

#: What one effect is worth, by what it gives (an energy is about one point's worth).
GIVES = {
    "draw_random_energy": 0.8,
    "pick_energy": 1.0,
    "file": 0.5,
    "research": 0.4,
    "build_level_1_free": 1.6,
    "vp_token": 1.0,
}
#: How often a trigger fires in the turns left, by what sets it off.
WHEN = {"pick": 2.0, "file": 1.0, "build": 2.0, "build_from_file": 0.8, "build_level_2": 0.8}


def colours_built(view: GizmosState, seat: Seat) -> list[int]:
    """How many gizmos of each colour the seat built (its own colour habits)."""
    counts = [0] * len(COLOURS)
    for g in seat.built:
        colour = view.cat.card(g).colour
        if colour in COLOURS:
            counts[COLOURS.index(colour)] += 1
    return counts


def _converter(c: Converter, seat: Seat) -> float:
    sources = c.sources or COLOURS
    held = sum(seat.energy[COLOURS.index(s)] for s in sources)
    base = 1.2 * c.gives * (c.uses if not c.per_colour else len(sources))
    return base * (1.0 if c.sources is None else 0.6 + 0.15 * min(held, 3))


def _trigger(t: Trigger, view: GizmosState, seat: Seat) -> float:
    fires = WHEN[t.when]
    if t.colours:
        share = len(t.colours) / len(COLOURS)
        if t.when == "build":
            built = colours_built(view, seat)
            share += 0.1 * sum(built[COLOURS.index(c)] for c in t.colours if c in COLOURS)
        fires *= min(1.0, share)
    if t.when.startswith("build") and t.when != "build":
        fires *= 0.8
    return fires * GIVES[t.gives] * t.amount


def _upgrade(u: Upgrade) -> float:
    worth = 0.9 * u.energy_limit + 0.7 * u.file_limit + 0.5 * u.research
    if u.special in ("discount_level_2", "discount_build_from_file"):
        worth += 2.0
    elif u.special == "discount_build_from_research":
        worth += 1.2
    elif u.special in ("no_file", "no_research"):
        worth -= 0.6
    return worth


def bonus(card: Card, seat: Seat) -> float:
    """The points an end-game upgrade should bring (the energy or tokens it counts)."""
    special = card.upgrade.special if card.upgrade else None
    if special == "end_score_energy":
        return 3.0 + sum(seat.energy) / 2
    if special == "end_score_vp_tokens":
        return 1.0 + 1.5 * seat.tokens
    return 0.0


def engine(card: Card, view: GizmosState, seat: Seat) -> float:
    """The engine part of ``card``'s worth (before the phase weighs it)."""
    if card.converter is not None:
        return _converter(card.converter, seat)
    if card.trigger is not None:
        return _trigger(card.trigger, view, seat)
    if card.upgrade is not None:
        return _upgrade(card.upgrade)
    return 0.0


def worth(card: Card, view: GizmosState, seat: Seat, late: float) -> float:
    """Points weigh more as the end nears (``late`` 0..1), the engine less."""
    early = 1.0 - late
    points = card.vp + bonus(card, seat)
    return (1.0 + 0.6 * late) * points + early * engine(card, view, seat)
