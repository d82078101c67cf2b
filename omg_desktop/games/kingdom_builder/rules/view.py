"""What one seat may know: its own terrain card and the card of the player whose turn it
is (shown at the start of the turn); the deck's order and the other hands are hidden
(:data:`~.state.HIDDEN`). And a world drawn at random that fits a view."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .board import TERRAINS
from .state import HIDDEN, KBState


def _shown(state: KBState, seat: int | None, other: int) -> bool:
    return other == seat or (other == state.current and not state.over)


def player_view(state: KBState, seat: int | None) -> KBState:
    view = state.clone()
    view.viewer = seat
    view.seed, view.draws = 0, 0
    view.deck = [HIDDEN] * len(state.deck)
    for n, other in enumerate(view.seats):
        if other.card and not _shown(state, seat, n):
            other.card = HIDDEN
    return view


def unseen_cards(view: KBState) -> list[str]:
    """The terrain cards not in sight (the deck's and the hidden hands'), sorted."""
    assert view.cat is not None
    left = Counter({t: view.cat.terrain_cards[t] for t in TERRAINS})
    left.subtract(view.discard + view.removed)
    left.subtract(s.card for s in view.seats if s.card not in ("", HIDDEN))
    return sorted(left.elements())


def determinize(view: KBState, seat: int, rng: Any) -> KBState:
    """A full state that fits ``view``: the unseen cards dealt at random to the deck and
    the hidden hands, a fresh seed."""
    world = view.clone()
    world.viewer = None
    world.seed, world.draws = rng.below(1 << 62), 0
    unseen = unseen_cards(view)
    rng.shuffle(unseen)
    world.deck = [unseen.pop() for _ in view.deck]
    for other in world.seats:
        if other.card == HIDDEN:
            other.card = unseen.pop()
    return world
