"""What each seat may know (GAMES.md: "Gizmos: the cards drawn in a Research and the
dispenser"): views are the same however the hidden things lie (the scramble test), and
a world drawn from a view fits it."""

from __future__ import annotations

import hashlib
import json

from omg_desktop.games.gizmos.rules import apply, determinize, legal_actions, player_view
from omg_desktop.games.gizmos.rules.invariants import broken
from omg_desktop.seeds import SeededRandom

from .conftest import table


def _researching(cat):
    state = table(cat, players=3)
    state, _ = apply(state, "research 2")
    return state


def _scrambled(state):
    other = state.clone()
    other.seed, other.draws = "another seed", 17
    for deck in other.decks:
        deck.reverse()
    deck = other.decks[1]  # the research's cards swapped with cards still in the deck
    other.research, deck[:3] = deck[:3], other.research
    other.out.reverse()
    return other


def test_views_do_not_change_when_hidden_things_are_scrambled(cat):
    state = _researching(cat)
    other = _scrambled(state)
    assert not broken(other)
    for seat in (1, 2, None):
        assert player_view(state, seat).to_dict() == player_view(other, seat).to_dict()
    assert player_view(state, 0).to_dict() != player_view(other, 0).to_dict()  # its own draw


def _by_view(view, actions: list[str], salt: int) -> str:
    """A chooser that reads all of its view: any seen difference may change its pick."""
    text = json.dumps(view.to_dict(), sort_keys=True) + str(salt)
    return actions[int(hashlib.sha256(text.encode()).hexdigest(), 16) % len(actions)]


def test_a_chooser_reading_the_view_decides_the_same_on_scrambled_hidden_things(cat):
    """Seat 0 researches; seats 1 and 2 choose by their whole view: the scramble changes
    none of their picks, while seat 0, who sees its cards, is led elsewhere."""
    state = _researching(cat)
    other = _scrambled(state)
    options = [f"option {n}" for n in range(7)]
    for seat in (1, 2):
        picks = [_by_view(player_view(state, seat), options, salt) for salt in range(12)]
        again = [_by_view(player_view(other, seat), options, salt) for salt in range(12)]
        assert picks == again and len(set(picks)) > 1
    mine = [_by_view(player_view(state, 0), options, salt) for salt in range(12)]
    theirs = [_by_view(player_view(other, 0), options, salt) for salt in range(12)]
    assert mine != theirs  # the chooser does read what its view shows
    actions = legal_actions(state, 0)
    assert _by_view(player_view(state, 0), actions, 0) in actions


def test_a_world_drawn_from_a_view_fits_it(cat):
    state = _researching(cat)
    for seat in (0, 1):
        view = player_view(state, seat)
        world = determinize(view, seat, SeededRandom(seat))
        assert not broken(world), broken(world)
        assert player_view(world, seat).to_dict() == view.to_dict()
        assert legal_actions(world, 0)


def test_gizmos_keeps_its_secrets_through_the_contract(gizmos):
    """The box's check (tests/games/contract.py): what a seat cannot see, scrambled twice,
    changes neither its view, its legal actions, its computers' choices, nor the events
    it is shown."""
    from tests.games.contract import keeps_secrets

    done = keeps_secrets(gizmos, 3, 12, "standard", bots_at=lambda step: step in (5, 30))
    assert done["views"] > 100 and done["events"] > 10 and done["choices"] >= 1


def test_a_seat_keeps_sight_of_the_cards_it_put_under_a_deck(cat):
    """It chose where they went: its view shows them there (the others see backs), and a
    world drawn from its view keeps them at the bottom in its order."""
    state = _researching(cat)
    drawn = list(state.research)
    for _ in drawn:
        if state.step == "research":
            state, _ = apply(state, "skip")
        elif state.research:
            state, _ = apply(state, f"bottom {state.research[-1]}")
    deck = state.decks[1]
    order = deck[-3:]
    assert sorted(order) == sorted(drawn) and state.seats[0].placed == order
    assert player_view(state, 0).decks[1][-3:] == order
    assert set(player_view(state, 0).decks[1][:-3]) == {"?"}
    for seat in (1, None):
        view = player_view(state, seat)
        assert set(view.decks[1]) == {"?"}
        assert all(not s.placed for s in view.seats)
    for n in range(6):
        world = determinize(player_view(state, 0), 0, SeededRandom(n))
        assert world.decks[1][-3:] == order and not broken(world)
    worlds = {tuple(determinize(player_view(state, 1), 1, SeededRandom(n)).decks[1][-3:])
              for n in range(6)}  # fmt: skip
    assert len(worlds) > 1  # the others cannot know them


def test_a_card_drawn_again_leaves_what_its_placer_knows(cat):
    state = _researching(cat)
    state, _ = apply(state, "skip")
    while state.research:
        state, _ = apply(state, f"bottom {state.research[0]}")
    first, *placed = state.seats[0].placed
    deck = state.decks[1]
    state.out += deck[:-4]  # the deck now: one card, then the three put under
    del deck[:-4]
    state.current, state.step = 0, "action"
    assert not broken(state), broken(state)
    state, _ = apply(state, "research 2")  # draws the top card and two of them
    assert state.seats[0].placed == placed[-1:] == state.decks[1]
    assert first in state.research and not broken(state)
