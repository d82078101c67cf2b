"""The chance steps: a random energy from the dispenser, a card turned from a deck."""

from __future__ import annotations

from .catalog import COLOURS
from .events import Event
from .rng import source
from .state import GizmosState

#: Energies in the energy row (seed: "6 available").
ROW_SIZE = 6
#: Face-up cards of levels I, II, III (std: 4, 3, 2).
DISPLAY_SIZES = (4, 3, 2)


def below(state: GizmosState, n: int) -> int:
    """A uniform number in ``[0, n)`` from the state's seeded source."""
    rng = source(state.seed, state.draws)
    value = rng.below(n)
    state.draws = rng.draws
    return value


def draw_energy(state: GizmosState) -> int | None:
    """One random energy out of the dispenser (its colour's index), None if it is empty."""
    total = sum(state.dispenser)
    if not total:
        return None
    pick = below(state, total)
    for colour, count in enumerate(state.dispenser):
        if pick < count:
            state.dispenser[colour] -= 1
            return colour
        pick -= count
    raise AssertionError("unreachable")


def fill_row(state: GizmosState, events: list[Event]) -> None:
    """Refill the energy row to :data:`ROW_SIZE` from the dispenser (while it has any)."""
    while len(state.row) < ROW_SIZE:
        colour = draw_energy(state)
        if colour is None:
            return
        state.row.append(COLOURS[colour])
        events.append(Event("row_filled", None, {"energy": COLOURS[colour]}))


def fill_display(state: GizmosState, level: int, events: list[Event]) -> None:
    """Turn cards from the level's deck until its display row is full (or the deck out)."""
    row, deck = state.display[level - 1], state.decks[level - 1]
    while len(row) < DISPLAY_SIZES[level - 1] and deck:
        card = deck.pop(0)
        state.forget([card])
        row.append(card)
        events.append(Event("revealed", None, {"level": level, "card": card}))


def draw_to_ring(state: GizmosState, amount: int, room: int, events: list[Event]) -> None:
    """Up to ``amount`` random energies into the current seat's ring, never past ``room``."""
    for _ in range(min(amount, room)):
        colour = draw_energy(state)
        if colour is None:
            return
        state.seat().energy[colour] += 1
        events.append(Event("drew_energy", state.current, {"energy": COLOURS[colour]}))


def shuffle(state: GizmosState, cards: list[str]) -> None:
    for i in range(len(cards) - 1, 0, -1):
        j = below(state, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
