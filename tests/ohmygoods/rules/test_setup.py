"""Setup (RULES.md "Setup", steps 1–6) for 2, 3 and 4 players."""

from __future__ import annotations

from collections import Counter

import pytest

from omg_desktop.games.ohmygoods.rules import new_game, new_game_with_events, to_act
from omg_desktop.games.ohmygoods.rules.invariants import card_places, problems
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE

from .helpers import catalog

SEATS = [2, 3, 4]
SEEDS = range(12)


@pytest.mark.parametrize("n", SEATS)
def test_each_player_gets_one_charburner_with_7_goods(n):
    """Setup 1–2: "Each player: 1 random Charburner" … "7 goods on every Charburner"."""
    cat = catalog()
    state = new_game(cat, players=n, seed=3)
    burners = [p.buildings[0].card for p in state.players]
    assert all(len(p.buildings) == 1 for p in state.players)
    assert all(b in cat.charburners for b in burners)
    assert len(set(burners)) == n
    assert [p.buildings[0].goods for p in state.players] == [7] * n


def test_charburners_are_drawn_at_random():
    """Setup 1: "1 random Charburner" — different seeds deal different ones."""
    seen = {new_game(catalog(), players=2, seed=s).players[0].buildings[0].card for s in SEEDS}
    assert len(seen) > 1


@pytest.mark.parametrize("n", SEATS)
def test_each_player_has_their_own_worker(n):
    """Setup 1: "1 Worker" per player."""
    state = new_game(catalog(), players=n, seed=1)
    workers = [p.worker_card for p in state.players]
    assert len(set(workers)) == n
    assert set(workers) <= set(catalog().workers)


@pytest.mark.parametrize("n", SEATS)
def test_each_player_draws_5_cards(n):
    """Setup 5: "Each player draws 5 cards"; the rest is the face-down draw pile."""
    cat = catalog()
    state = new_game(cat, players=n, seed=2)
    assert [len(p.hand) for p in state.players] == [5] * n
    assert len(state.deck) == len(cat.deck) - 5 * n
    assert state.discard == []


def test_the_deck_is_shuffled():
    """Setup 4: "Shuffle the building deck face down"."""
    decks = {tuple(new_game(catalog(), players=2, seed=s).deck) for s in SEEDS}
    assert len(decks) == len(SEEDS)


@pytest.mark.parametrize("n", SEATS)
def test_two_assistants_per_player_lie_open_with_a_side_up(n):
    """Setup 3: "2 random assistants per player, each with a random side up, lie open"."""
    state = new_game(catalog(), players=n, seed=4)
    ids = [a for a, _ in state.open_assistants]
    assert len(ids) == 2 * n
    assert len(set(ids)) == 2 * n
    assert all(side in (0, 1) for _, side in state.open_assistants)


def test_assistant_sides_are_random():
    """Setup 3: "a random side up" — both sides occur."""
    sides = {
        side for s in SEEDS for _, side in new_game(catalog(), players=4, seed=s).open_assistants
    }
    assert sides == {0, 1}


@pytest.mark.parametrize("n", SEATS)
def test_unused_charburners_workers_and_assistants_leave_the_game(n):
    """Setup 1 and 3: "unused ones leave the game"; "the rest leave the game"."""
    state = new_game(catalog(), players=n, seed=5)
    kinds = Counter(tag.split(":")[0] for tag in state.out_of_game)
    assert kinds["worker"] == 4 - n
    assert kinds["assistant"] == 8 - 2 * n
    assert kinds["card"] == 4 - n  # the unused Charburners
    out_cards = {int(t.split(":")[1]) for t in state.out_of_game if t.startswith("card:")}
    assert out_cards <= set(catalog().charburners)


@pytest.mark.parametrize("n", SEATS)
def test_all_110_cards_are_placed_exactly_once(n):
    """Components: 110 cards (94 deck + 4 Charburners + 4 Workers + 8 Assistants)."""
    cat = catalog()
    state = new_game(cat, players=n, seed=6)
    assert problems(state) == []
    places = card_places(state)
    assert sum(places.values()) == 110 == cat.total_cards
    assert set(places.values()) == {1}


@pytest.mark.parametrize("n", SEATS)
def test_first_player_is_a_random_seat(n):
    """Setup 6: "A random player gets the first-player card"."""
    firsts = {new_game(catalog(), players=n, seed=s).first for s in range(40)}
    assert firsts <= set(range(n))
    assert len(firsts) == n


@pytest.mark.parametrize("n", SEATS)
def test_the_game_starts_in_round_1_phase_I_with_every_seat_to_decide(n):
    """A round has 4 phases, in order: the first decision is phase I's exchange."""
    state, events = new_game_with_events(catalog(), players=n, seed=7)
    assert (state.round, state.phase) == (1, EXCHANGE)
    assert to_act(state) == tuple(range(n))
    assert events[0].kind == "round_started"
    assert events[0].data == {"round": 1, "first": state.first}


@pytest.mark.parametrize("n", [0, 1, 5, 6])
def test_seats_outside_2_to_4_are_refused(n):
    """Setup: "2–4 players; solo needs the expansion"."""
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game(catalog(), players=n)


def test_the_same_seed_sets_up_the_same_game():
    """All chance comes from the seed, so a seed reproduces the set-up."""
    a = new_game(catalog(), players=3, seed="table 1")
    b = new_game(catalog(), players=3, seed="table 1")
    assert a.to_dict() == b.to_dict()
