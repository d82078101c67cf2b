"""What a gizmo brings a seat in points (Normal's judgement): printed, and the bonus an
end-game upgrade should bring."""

from __future__ import annotations

from ..rules.catalog import Card
from ..rules.state import Seat


def bonus(card: Card, seat: Seat) -> float:
    """The points an end-game upgrade should bring (the energy or tokens it counts)."""
    special = card.upgrade.special if card.upgrade else None
    if special == "end_score_energy":
        return 3.0 + sum(seat.energy) / 2
    if special == "end_score_vp_tokens":
        return 1.0 + 1.5 * seat.tokens
    return 0.0


def points(card: Card, seat: Seat) -> float:
    """The points ``card`` brings ``seat``: printed, and an end-game upgrade's bonus."""
    return card.vp + bonus(card, seat)
