"""A new game: 45 trains each, the 110 train cards shuffled and 4 dealt to each in
secret, the tickets shuffled and 3 dealt to each (each keeps at least 2 in secret: the
first decision of every seat, in turn from the first player), 5 cards face up (reset
when too many are wild), and a first player drawn by lot."""

from __future__ import annotations

from .cards import deal_to, refill
from .catalog import Catalog
from .chance import below, shuffle
from .events import Event
from .state import SETUP, Seat, TTRState
from .tickets import offer

STANDARD = "standard"
#: The rule sets: the base game only (rules.md, decision 5).
OPTIONS = (STANDARD,)


def new_game_with_events(
    cat: Catalog, players: int, seed: int | str, option: str | None = None
) -> tuple[TTRState, list[Event]]:
    low, high = cat.players
    if not low <= players <= high:
        raise ValueError(f"Ticket to Ride is for {low} to {high} players, not {players}")
    option = option or STANDARD
    if option not in OPTIONS:
        raise ValueError(f"unknown option {option!r}; one of: {', '.join(OPTIONS)}")
    state = TTRState(
        seed=seed,
        draws=0,
        seats=[Seat(cat.trains) for _ in range(players)],
        deck=cat.deck(),
        face_up=[""] * cat.face_up,
        tickets=list(cat.tickets),
        step=SETUP,
        option=option,
        cat=cat,
    )
    events: list[Event] = []
    shuffle(state, state.deck)
    events.append(Event("shuffled", None, {"deck": "cards", "count": len(state.deck)}))
    for seat in range(players):
        for _ in range(cat.starting_cards):
            deal_to(state, seat, events)
    shuffle(state, state.tickets)
    events.append(Event("shuffled", None, {"deck": "tickets", "count": len(state.tickets)}))
    for seat in range(players):
        offer(state, seat, cat.start_tickets[0], events)
    refill(state, events)
    state.first = state.current = below(state, players)
    events.append(Event("first", state.first))
    return state, events


def new_game(cat: Catalog, players: int, seed: int | str, option: str | None = None) -> TTRState:
    return new_game_with_events(cat, players, seed, option)[0]
