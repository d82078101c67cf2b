"""What must hold in every state (the random games check it after every action)."""

from __future__ import annotations

from collections import Counter

from .claims import twin_closed
from .state import OVER, SETUP, TTRState


def broken(state: TTRState) -> list[str]:
    """Every invariant the state breaks, in words (empty: none)."""
    cat, out = state.catalog, []
    cards = state.deck + state.discard + [c for c in state.face_up if c]
    tickets = list(state.tickets)
    for n, s in enumerate(state.seats):
        cards += s.hand
        tickets += s.tickets + s.offered
        laid = sum(cat.routes[r].length for r in state.routes_of(n))
        if s.trains < 0 or s.trains + laid != cat.trains:
            out.append(f"seat {n}: {s.trains} trains left and {laid} on the map")
        points = sum(cat.route_points[cat.routes[r].length] for r in state.routes_of(n))
        if s.points != points:
            out.append(f"seat {n}: {s.points} route points for routes worth {points}")
        if s.hand != sorted(s.hand):
            out.append(f"seat {n}: the hand is not sorted")
        if s.offered and (state.step == OVER or (state.step != SETUP and n != state.current)):
            out.append(f"seat {n} holds tickets offered out of its turn")
        if state.step != SETUP and not s.tickets and n != state.current:
            out.append(f"seat {n} keeps no ticket")
    if Counter(cards) != Counter(cat.cards):
        out.append(f"train cards {sorted(Counter(cards).items())}")
    if sorted(tickets) != sorted(cat.tickets):
        out.append(f"tickets {sorted(Counter(tickets).items())}")
    if len(state.face_up) != cat.face_up:
        out.append(f"{len(state.face_up)} face-up slots")
    if "" in state.face_up and (state.deck or state.discard):
        out.append("an empty face-up slot with cards in the deck")
    for route, owner in state.claimed.items():
        if twin_closed(state, owner, cat.routes[route]):
            out.append(f"route {route} and its twin break the double-route rule")
    if state.drawn not in (0, 1) or state.passes < 0 or (state.last_turns or 0) < 0:
        out.append(f"drawn {state.drawn}, passes {state.passes}, last turns {state.last_turns}")
    return out
