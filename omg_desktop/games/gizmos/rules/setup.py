"""A new game: the decks shuffled (16 of the 36 level-III cards in play), the display
dealt, the energy row drawn, a starting gizmo each and a first player drawn by lot."""

from __future__ import annotations

from .catalog import Catalog
from .chance import below, fill_display, fill_row, shuffle
from .events import Event
from .state import GizmosState, Seat

#: Each colour's energies (std: 13 each, 52 in all).
ENERGY_PER_COLOUR = 13
#: Level-III cards in play (std: 16 of the 36).
LEVEL_3_IN_PLAY = 16
PLAYERS = (2, 4)


def new_game_with_events(
    cat: Catalog, players: int, seed: int | str
) -> tuple[GizmosState, list[Event]]:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"Gizmos is for {PLAYERS[0]} to {PLAYERS[1]} players, not {players}")
    starters = cat.level(0)
    state = GizmosState(
        seed=seed,
        draws=0,
        seats=[Seat(built=[starters[i]]) for i in range(players)],
        decks=[cat.level(1), cat.level(2), cat.level(3)],
        display=[[], [], []],
        row=[],
        dispenser=[ENERGY_PER_COLOUR] * 4,
        out=starters[players:],
        first=0,
        current=0,
        cat=cat,
    )
    events: list[Event] = []
    for level, deck in enumerate(state.decks, start=1):
        shuffle(state, deck)
        events.append(Event("shuffled", None, {"level": level, "count": len(deck)}))
    state.out.extend(state.decks[2][LEVEL_3_IN_PLAY:])
    del state.decks[2][LEVEL_3_IN_PLAY:]
    for level in (1, 2, 3):
        fill_display(state, level, events)
    fill_row(state, events)
    state.first = state.current = below(state, players)
    events.append(Event("first", state.first))
    return state, events


def new_game(cat: Catalog, players: int, seed: int | str) -> GizmosState:
    return new_game_with_events(cat, players, seed)[0]
