"""What one seat may know: its own hand and tickets (kept and offered), everything on the
table (the face-up cards, the discards, the routes, trains and points, how many cards and
tickets each holds); the others' hands and tickets, the train deck and the ticket deck
(the tickets returned to it among them) are hidden (:data:`~.state.HIDDEN`). At the end
the tickets kept are shown. And a world drawn at random that fits a view."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .state import HIDDEN, TTRState


def player_view(state: TTRState, seat: int | None) -> TTRState:
    view = state.clone()
    view.viewer = seat
    view.seed, view.draws = 0, 0
    view.deck = [HIDDEN] * len(state.deck)
    view.tickets = [HIDDEN] * len(state.tickets)
    for n, other in enumerate(view.seats):
        if n == seat:
            continue
        other.hand = [HIDDEN] * len(other.hand)
        other.offered = [HIDDEN] * len(other.offered)
        if not state.over:
            other.tickets = [HIDDEN] * len(other.tickets)
    return view


def unseen(view: TTRState) -> tuple[list[str], list[str]]:
    """The train cards and the tickets not in sight of the view's seat, sorted."""
    cat = view.catalog
    cards = Counter(cat.cards)
    cards.subtract(c for c in view.discard + view.face_up if c)
    tickets = set(cat.tickets)
    for s in view.seats:
        cards.subtract(c for c in s.hand if c != HIDDEN)
        tickets.difference_update(t for t in s.tickets + s.offered if t != HIDDEN)
    return sorted(cards.elements()), sorted(tickets)


def determinize(view: TTRState, seat: int, rng: Any) -> TTRState:
    """A full state that fits ``view``: the unseen cards and tickets dealt at random to
    the decks and the hidden hands and tickets, a fresh seed."""
    world = view.clone()
    world.viewer = None
    world.seed, world.draws = rng.below(1 << 62), 0
    cards, tickets = unseen(view)
    rng.shuffle(cards)
    rng.shuffle(tickets)
    world.deck = [cards.pop() for _ in view.deck]
    world.tickets = [tickets.pop() for _ in view.tickets]
    for other in world.seats:
        if HIDDEN in other.hand:
            other.hand = sorted(cards.pop() for _ in other.hand)
        other.tickets = [tickets.pop() if t == HIDDEN else t for t in other.tickets]
        other.offered = [tickets.pop() if t == HIDDEN else t for t in other.offered]
    return world
