"""What one seat may know: the decks' order, the dispenser and another player's
Research are hidden (:data:`~.state.HIDDEN`, :data:`~.state.UNKNOWN`), but the cards a
seat itself put under a deck stay in sight in its view, where they lie; and a world
drawn at random that fits a view (the search bot plays on it)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .catalog import COLOURS
from .setup import ENERGY_PER_COLOUR
from .state import HIDDEN, UNKNOWN, GizmosState


def player_view(state: GizmosState, seat: int | None) -> GizmosState:
    view = state.clone()
    view.viewer = seat
    view.seed, view.draws = 0, 0
    known = set(state.seats[seat].placed) if seat is not None and seat >= 0 else set()
    view.decks = [[g if g in known else HIDDEN for g in d] for d in state.decks]
    for n, other in enumerate(view.seats):
        if n != seat:
            other.placed = []  # where another put its cards is its own
    view.out = [HIDDEN] * len(state.out)
    view.dispenser = [UNKNOWN] * len(COLOURS)
    if seat != state.current:
        view.research = [HIDDEN] * len(state.research)
    return view


def determinize(view: GizmosState, seat: int, rng: Any) -> GizmosState:
    """A full state that fits ``view``: unseen cards dealt at random to the hidden places,
    the dispenser the energies not in sight, a fresh seed."""
    world = view.clone()
    world.viewer = None
    world.seed, world.draws = rng.below(1 << 62), 0
    seen = {g for row in view.display for g in row} | set(view.research)
    seen |= {g for deck in view.decks for g in deck}
    for s in view.seats:
        seen |= set(s.built) | set(s.filed)
    unseen = [g for g in view.cat.cards if g not in seen]
    rng.shuffle(unseen)
    by_level: dict[int, list[str]] = {}
    for g in unseen:
        by_level.setdefault(view.cat.card(g).level, []).append(g)
    for level, deck in enumerate(view.decks, start=1):  # the seat's own stay where they lie
        world.decks[level - 1] = [by_level[level].pop() if g == HIDDEN else g for g in deck]
    world.research = [
        by_level[world.research_level].pop() if g == HIDDEN else g for g in view.research
    ]
    world.out = [g for cards in by_level.values() for g in cards]
    world.dispenser = unseen_energy(view)
    return world


def unseen_energy(view: GizmosState) -> list[int]:
    """The energies of each colour not in sight (the dispenser's, as anyone can count
    them: 13 of each less the row and every ring)."""
    in_sight = Counter(view.row)
    return [
        ENERGY_PER_COLOUR - in_sight[c] - sum(s.energy[i] for s in view.seats)
        for i, c in enumerate(COLOURS)
    ]
