"""The computer levels' ids, weakest first (their bots:
:mod:`omg_desktop.games.ohmygoods.bots.registry`;
their names on screen: the New game dialog)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from .seat import Seat

RANDOM = "random"  # Beginner
GREEDY = "greedy"  # Easy
HEURISTIC = "heuristic"  # Normal
MONTECARLO = "montecarlo"  # Hard

#: Every level, weakest first.
LEVELS: tuple[str, ...] = (RANDOM, GREEDY, HEURISTIC, MONTECARLO)

#: The level a new computer seat starts at, and the one a level this version does not
#: know (a save from a newer version, say) is played at.
DEFAULT_LEVEL = HEURISTIC


def offered_levels(bots: Mapping[str, object]) -> list[str]:
    """The computer levels a table of a game with ``bots`` (its record's level ->
    factory) offers, weakest first: the box's levels it has, else its own."""
    return [level for level in LEVELS if level in bots] or list(bots)


def known_levels(seats: Iterable[Seat]) -> tuple[list[Seat], list[str]]:
    """``seats`` with every unknown computer level replaced by :data:`DEFAULT_LEVEL`,
    and the names of the players it changed."""
    out, changed = [], []
    for seat in seats:
        if seat.is_computer and seat.level not in LEVELS:
            changed.append(seat.name)
            seat = replace(seat, level=DEFAULT_LEVEL)
        out.append(seat)
    return out, changed
