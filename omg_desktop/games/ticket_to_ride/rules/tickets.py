"""Destination tickets: drawing some in secret, and the choices of those to keep."""

from __future__ import annotations

from itertools import combinations

from .events import Event
from .state import SETUP, TTRState


def keep_least(state: TTRState) -> int:
    """The fewest tickets the seat to act must keep of those offered."""
    cat = state.catalog
    least = cat.start_tickets[1] if state.step == SETUP else cat.draw_tickets[1]
    return min(least, len(state.seat().offered))


def keeps(state: TTRState) -> list[str]:
    offered = len(state.seat().offered)
    return [
        "keep " + " ".join(str(i + 1) for i in chosen)
        for k in range(keep_least(state), offered + 1)
        for chosen in combinations(range(offered), k)
    ]


def offer(state: TTRState, seat: int, count: int, events: list[Event]) -> None:
    """The seat draws ``count`` tickets (fewer if fewer are left), in secret."""
    drawn, state.tickets = state.tickets[:count], state.tickets[count:]
    state.seats[seat].offered = drawn
    events.append(Event("offered", seat, {"count": len(drawn), "tickets": list(drawn)}))
