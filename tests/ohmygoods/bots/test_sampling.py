"""Determinization: full, valid states that agree with the seat's view."""

from __future__ import annotations

from collections import Counter

from omg_desktop.games.ohmygoods.bots.sampling import determinize, unseen_cards
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.rng import Rng
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, SUNRISE, UNKNOWN

from .helpers import positions

STATES = positions(250, seed=3, every=3)


def cards_of(state):
    out = Counter(state.deck + state.discard + state.market[0] + state.market[1])
    for p in state.players:
        out.update(p.hand)
        out.update(b.card for b in p.buildings)
        out.update(c for b in p.buildings for c in b.good_cards)
        out.update(c for c in (p.planned, p.pending_plan) if c is not None)
    return out


def test_sampled_worlds_are_valid_and_agree_with_the_view():
    rng = Rng(5)
    for state in STATES:
        for seat in range(state.num_players):
            view = player_view(state, seat)
            world = determinize(view, seat, rng)
            assert not problems(world, check_actions=True), state.phase
            assert UNKNOWN not in cards_of(world)
            assert world.viewer is None
            if state.phase in (SUNRISE, EXCHANGE):
                # others' secret choices are re-opened; everything public agrees
                again = player_view(world, seat)
                assert again.market == view.market
                assert again.discard == view.discard
                assert again.players[seat] == view.players[seat]
                assert len(again.deck) == len(view.deck)
                for i, (p, v) in enumerate(zip(again.players, view.players, strict=True)):
                    assert p.buildings == v.buildings
                    reopened = i != seat and state.phase == SUNRISE and v.pending_plan is not None
                    extra = 1 if reopened else 0
                    assert len(p.hand) == len(v.hand) + extra, i
            else:
                assert player_view(world, seat) == view


def test_the_seat_acts_with_the_same_legal_actions():
    rng = Rng(6)
    for state in STATES:
        seat = to_act(state)[0]
        world = determinize(player_view(state, seat), seat, rng)
        assert legal_actions(world, seat) == legal_actions(state, seat)


def test_hidden_cards_are_the_unseen_ones_and_vary():
    state = STATES[10]
    seat = 0
    view = player_view(state, seat)
    pool = unseen_cards(view)
    a = determinize(view, seat, Rng(1))
    b = determinize(view, seat, Rng(2))
    hidden_a = sorted(a.deck + [c for i, p in enumerate(a.players) if i != seat for c in p.hand])
    assert hidden_a == sorted(
        pool if all(p.planned is None and p.pending_plan is None for p in a.players) else hidden_a
    )
    assert a.deck != b.deck or a.rng != b.rng
    assert determinize(view, seat, Rng(1)).deck == a.deck  # the rng decides the world
    assert view == player_view(state, seat)  # the view is left alone
