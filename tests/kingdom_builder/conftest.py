"""Kingdom Builder in the tests: its catalog, the first game's board, its record
registered for one test, and hand-built tables."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry
from omg_desktop.games.kingdom_builder import INFO
from omg_desktop.games.kingdom_builder.loading import default_catalog
from omg_desktop.games.kingdom_builder.rules import new_game
from omg_desktop.games.kingdom_builder.rules.board import Board, Hex, build_board
from omg_desktop.games.kingdom_builder.rules.engine import start_turn
from omg_desktop.games.kingdom_builder.rules.state import KBState


@pytest.fixture(scope="session")
def cat():
    return default_catalog()


@pytest.fixture(scope="session")
def first_board(cat) -> Board:
    """README §4: Tavern, Paddock, Oasis, Farm, all upright."""
    return build_board([(cat.sections[name], turned) for name, turned in cat.first_game])


@pytest.fixture
def kb(monkeypatch):
    """Kingdom Builder's record, as the registry holds it."""
    if INFO not in registry.GAMES:
        monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, INFO))
    registry.load.cache_clear()
    yield registry.load("kingdom_builder")
    registry.load.cache_clear()


def table(
    cat,
    players: int = 2,
    seed: int = 1,
    cards: dict[int, str] | None = None,
    settled: dict[Hex, int] | None = None,
) -> KBState:
    """The first game's board set up by ``seed``, seat 0 to act, then changed as asked:
    the terrain card of each seat (taken from the deck) and settlements put down (from
    the supplies; no tiles taken)."""
    state = new_game(cat, players, seed, "first_game")
    state.first = state.current = 0
    for seat, card in (cards or {}).items():
        state.deck.append(state.seats[seat].card)
        state.deck.remove(card)
        state.seats[seat].card = card
    for h, seat in (settled or {}).items():
        state.settlements[h] = seat
        state.seats[seat].supply -= 1
    start_turn(state, [])
    return state
