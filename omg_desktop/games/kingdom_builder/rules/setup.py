"""A new game: the layout (4 random sections each upright or turned, or the first
game's), 2 location tiles on each location hex, 3 Kingdom Builder cards (random or the
first game's), 40 settlements each, the 25 terrain cards shuffled and one dealt to each
in secret, and a first player drawn by lot."""

from __future__ import annotations

from .board import TERRAINS
from .catalog import Catalog
from .chance import below, shuffle
from .engine import draw, start_turn
from .events import Event
from .layout import LAYOUTS, layout_of
from .state import KBState, Seat

PLAYERS = (2, 4)
STANDARD, FIRST_GAME = "standard", "first_game"
OPTIONS = (STANDARD, FIRST_GAME)


def new_game_with_events(
    cat: Catalog, players: int, seed: int | str, option: str | None = None
) -> tuple[KBState, list[Event]]:
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(
            f"Kingdom Builder is for {PLAYERS[0]} to {PLAYERS[1]} players, not {players}"
        )
    option = option or STANDARD
    if option not in OPTIONS:
        raise ValueError(f"unknown option {option!r}; one of: {', '.join(OPTIONS)}")
    state = KBState(
        seed=seed,
        draws=0,
        layout=[],
        cards=[],
        seats=[Seat(cat.settlements, "") for _ in range(players)],
        deck=[t for t in TERRAINS for _ in range(cat.terrain_cards[t])],
        option=option,
        cat=cat,
    )
    events: list[Event] = []
    if option == FIRST_GAME:
        state.layout, state.cards = list(cat.first_game), list(cat.first_game_cards)
    else:
        state.layout = list(layout_of(below(state, LAYOUTS), list(cat.sections)))
        cards = list(cat.cards)
        shuffle(state, cards)
        state.cards = cards[: cat.cards_per_game]
    events.append(Event("layout", None, {"sections": [[n, t] for n, t in state.layout]}))
    events.append(Event("cards", None, {"cards": list(state.cards)}))
    state.tiles_left = {h: cat.tiles_per_location_hex for h in state.board.locations}
    shuffle(state, state.deck)
    events.append(Event("shuffled", None, {"count": len(state.deck)}))
    for seat in range(players):
        draw(state, seat, events)
    state.first = state.current = below(state, players)
    events.append(Event("first", state.first))
    start_turn(state, events)
    return state, events


def new_game(cat: Catalog, players: int, seed: int | str, option: str | None = None) -> KBState:
    return new_game_with_events(cat, players, seed, option)[0]
