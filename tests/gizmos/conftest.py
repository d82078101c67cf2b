"""Gizmos in the tests: its catalog, its record registered for one test, and hand-built
tables (cards moved from wherever they lie, energies taken from the dispenser, so every
piece stays in exactly one place)."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry
from omg_desktop.games.gizmos.loading import default_catalog
from omg_desktop.games.gizmos.rules import new_game
from omg_desktop.games.gizmos.rules.catalog import COLOURS
from omg_desktop.games.gizmos.rules.state import GizmosState


@pytest.fixture(scope="session")
def cat():
    return default_catalog()


@pytest.fixture
def gizmos():
    """Gizmos' record, as the registry has it."""
    return registry.load("gizmos")


def lift(state: GizmosState, card: str) -> None:
    """Take ``card`` out of wherever it lies (it must be put somewhere next)."""
    places = [*state.decks, *state.display, state.out, state.research]
    places += [p for s in state.seats for p in (s.built, s.filed)]
    for place in places:
        if card in place:
            place.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def table(
    cat,
    players: int = 2,
    seed: int = 1,
    built: dict[int, list[str]] | None = None,
    filed: dict[int, list[str]] | None = None,
    energy: dict[int, dict[str, int]] | None = None,
    display: list[str] = (),
    row: list[str] | None = None,
) -> GizmosState:
    """A new game set up by ``seed``, seat 0 to act, then changed as asked: the gizmos
    built (after the starter) and filed per seat, each seat's energies, cards put on
    display (in place of the row's first ones) and the energy row."""
    state = new_game(cat, players, seed)
    state.first = state.current = 0
    for seat, cards in (built or {}).items():
        for card in cards:
            lift(state, card)
            state.seats[seat].built.append(card)
    for seat, cards in (filed or {}).items():
        for card in cards:
            lift(state, card)
            state.seats[seat].filed.append(card)
    for card in display:
        lift(state, card)
        level = cat.card(card).level
        shown = state.display[level - 1]
        if len(shown) >= (4, 3, 2)[level - 1]:
            state.decks[level - 1].insert(0, shown.pop(0))
        shown.append(card)
    for seat, counts in (energy or {}).items():
        for colour, n in counts.items():
            i = COLOURS.index(colour)
            state.dispenser[i] -= n
            state.seats[seat].energy[i] += n
    if row is not None:
        for colour in state.row:
            state.dispenser[COLOURS.index(colour)] += 1
        state.row = list(row)
        for colour in row:
            state.dispenser[COLOURS.index(colour)] -= 1
    assert min(state.dispenser) >= 0
    return state
