"""The set-up (README §4) and the decisions around it: players, the first player, the
first game's option, the deck running out, ties."""

from __future__ import annotations

import pytest

from omg_desktop.games.kingdom_builder.rules import (
    apply_in_place,
    legal_actions,
    new_game,
    new_game_with_events,
    winners,
)
from omg_desktop.games.kingdom_builder.rules.engine import draw
from omg_desktop.games.kingdom_builder.rules.invariants import broken
from omg_desktop.games.kingdom_builder.rules.state import Tile

from .conftest import table


def test_a_new_game_as_the_box_sets_it_up(cat):
    state, events = new_game_with_events(cat, 3, 12)
    assert len({name for name, _ in state.layout}) == 4 and len(set(state.cards)) == 3
    assert set(state.cards) <= set(cat.cards)
    assert len(state.tiles_left) == sum(
        len(cat.sections[n].location_hexes) for n, _ in state.layout
    )
    assert set(state.tiles_left.values()) == {2}
    assert [s.supply for s in state.seats] == [40] * 3 and all(s.card for s in state.seats)
    assert len(state.deck) == 22 and not broken(state)
    assert events[-1].kind == "revealed" and events[-1].seat == state.first


def test_the_first_game_option(cat):
    state = new_game(cat, 2, 5, "first_game")
    assert state.layout == [
        ("tavern", False),
        ("paddock", False),
        ("oasis", False),
        ("farm", False),
    ]
    assert state.cards == ["fishermen", "knights", "merchants"]


def test_two_to_four_players(cat):
    """README §8.6, decided: 2-4, the base game's box (a fifth colour is the Big Box's)."""
    for players in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 players"):
            new_game(cat, players, 1)
    with pytest.raises(ValueError, match="unknown option"):
        new_game(cat, 2, 1, "nomads")


def test_the_first_player_is_drawn_by_lot(cat):
    """The seed: the oldest starts; decided: drawn by lot from the game's seed (a
    program does not know ages; a seeded lot replays)."""
    assert {new_game(cat, 4, seed).first for seed in range(40)} == {0, 1, 2, 3}
    assert new_game(cat, 4, 7).first == new_game(cat, 4, 7).first


def test_the_discards_make_a_new_deck_when_the_deck_is_out(cat):
    """Decided (the seed is silent; std, BGA): shuffled into a new deck."""
    state = table(cat)
    state.discard, state.deck = state.deck, []
    events: list = []
    draw(state, 0, events)
    assert [e.kind for e in events] == ["shuffled", "drew"] and not state.discard


def test_two_tiles_of_one_kind_are_two_uses_a_turn(cat):
    """A tile from each of two location hexes of one kind: each is used once a turn."""
    state = table(cat, settled={(7, 7): 0})
    state.seats[0].tiles = [Tile("farm", (11, 17), False), Tile("farm", (15, 12), False)]
    state.placed = 3
    for _ in range(2):
        apply_in_place(state, next(a for a in legal_actions(state, 0) if a.startswith("use farm")))
    assert all(t.used for t in state.seats[0].tiles if t.kind == "farm")
    assert not [a for a in legal_actions(state, 0) if a.startswith("use farm")]


def test_tied_players_share_the_win(cat):
    """README §8.5, decided: no tie-breaker in our sources, so the tied share the win."""
    state = table(cat, players=3)
    assert winners(state) == [0, 1, 2]
