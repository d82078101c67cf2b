"""What must hold of every Gizmos state: each card and energy in exactly one place,
nothing negative, nothing past its limit at rest. Returns the broken ones, in words."""

from __future__ import annotations

from collections import Counter

from .catalog import COLOURS
from .limits import energy_limit, file_limit
from .setup import ENERGY_PER_COLOUR
from .state import ACTION, OVER, GizmosState


def broken(state: GizmosState) -> list[str]:
    found = []
    places = [*state.decks, *state.display, state.out, state.research]
    places += [p for s in state.seats for p in (s.built, s.filed)]
    counts = Counter(card for place in places for card in place)
    if set(counts) != set(state.cat.cards) or max(counts.values()) != 1:
        twice = sorted(c for c, n in counts.items() if n > 1)
        missing = sorted(set(state.cat.cards) - set(counts))
        found.append(f"cards not each in one place: twice {twice}, missing {missing}")
    for i, colour in enumerate(COLOURS):
        total = state.dispenser[i] + state.row.count(colour)
        total += sum(s.energy[i] for s in state.seats)
        if total != ENERGY_PER_COLOUR:
            found.append(f"{total} {colour} energies, not {ENERGY_PER_COLOUR}")
    for n, seat in enumerate(state.seats):
        if min(seat.energy) < 0 or seat.tokens < 0:
            found.append(f"seat {n} holds a negative count")
        if sum(seat.energy) > energy_limit(state, seat):
            found.append(f"seat {n} holds more energy than its storage")
        if len(seat.filed) > file_limit(state, seat):
            found.append(f"seat {n} files more than its limit")
        if any(not any(g in deck for deck in state.decks) for g in seat.placed):
            found.append(f"seat {n} knows a card under a deck that is not there")
    if min(state.dispenser) < 0:
        found.append("the dispenser holds a negative count")
    if len(state.row) > 6 or any(len(r) > n for r, n in zip(state.display, (4, 3, 2), strict=True)):
        found.append("a row holds too many")
    if state.step in (ACTION, OVER) and (state.active or state.used or state.research):
        found.append("a turn's leftovers outside it")
    return found
