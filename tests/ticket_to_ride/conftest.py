"""Ticket to Ride in the tests: its catalog, its record as the registry holds it, and
hand-built tables."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry
from omg_desktop.games.ticket_to_ride import INFO
from omg_desktop.games.ticket_to_ride.loading import default_catalog
from omg_desktop.games.ticket_to_ride.rules import new_game
from omg_desktop.games.ticket_to_ride.rules.state import TURN, TTRState


@pytest.fixture(scope="session")
def cat():
    return default_catalog()


@pytest.fixture
def ttr(monkeypatch):
    """Ticket to Ride's record, as the registry holds it."""
    if INFO not in registry.GAMES:
        monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, INFO))
    registry.load.cache_clear()
    yield registry.load("ticket_to_ride")
    registry.load.cache_clear()


def table(
    cat,
    players: int = 2,
    seed: int = 1,
    hands: dict[int, list[str]] | None = None,
    face: list[str] | None = None,
    top: list[str] | None = None,
) -> TTRState:
    """A game set up by ``seed`` past the set-up's choices (every seat kept its three
    tickets), seat 0 first and to act, then changed as asked: the hands, the face-up
    cards and the deck's top cards, each taken from the deck (every card stays in one
    place)."""
    state = new_game(cat, players, seed)
    for s in state.seats:
        s.tickets, s.offered = list(s.offered), []
    state.step, state.first, state.current = TURN, 0, 0
    if face is not None:
        state.deck += [c for c in state.face_up if c]
        state.face_up = ["" for _ in face]
        for slot, card in enumerate(face):
            if card:
                state.deck.remove(card)
                state.face_up[slot] = card
    for seat, cards in (hands or {}).items():
        state.deck += state.seats[seat].hand
        state.seats[seat].hand = []
        for card in cards:
            state.deck.remove(card)
        state.seats[seat].hand = sorted(cards)
    for card in top or []:
        state.deck.remove(card)
    state.deck[:0] = top or []
    return state


def own(state: TTRState, seat: int, *routes: str) -> None:
    """Routes put down as the seat's, trains and points as claiming them would."""
    cat = state.catalog
    for r in routes:
        state.claimed[r] = seat
        state.seats[seat].trains -= cat.routes[r].length
        state.seats[seat].points += cat.route_points[cat.routes[r].length]


def route(cat, a: str, b: str, colour: str | None = None) -> str:
    """The id of the route between two cities (of ``colour``, for a double one)."""
    found = [
        r.id
        for r in cat.routes.values()
        if {r.a, r.b} == {a, b} and (colour is None or r.colour == colour)
    ]
    assert found, (a, b, colour)
    return found[0]
