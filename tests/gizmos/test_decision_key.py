"""The record's ``decision_key`` tells a seat's successive decisions apart (the search
bots key their tables by it): two decisions in a row of one seat with other choices
never share a key, through bottoms one at a time and the picks of a "pick 2"."""

from __future__ import annotations

from omg_desktop.games.gizmos import game
from omg_desktop.games.gizmos.rules import apply, legal_actions, new_game
from omg_desktop.seeds import SeededRandom

from .conftest import table


def test_successive_decisions_of_one_seat_differ_in_key(cat):
    key = game().decision_key
    checked = 0
    for seed in range(12):
        state, rng = new_game(cat, 2 + seed % 3, seed), SeededRandom(seed)
        before = None
        while not state.over:
            actions = legal_actions(state, state.current)
            now = (state.current, key(state), actions)
            if before and before[0] == now[0] and before[2] != now[2]:
                assert before[1] != now[1], (seed, state.turn, state.step, before[2], actions)
                checked += 1
            before = now
            state, _ = apply(state, actions[rng.below(len(actions))])
    assert checked > 100


def test_the_bottoms_and_the_picks_of_one_effect_have_their_own_keys(cat):
    key = game().decision_key
    state = table(cat, players=2)
    state, _ = apply(state, "research 1")
    state, _ = apply(state, "skip")
    first = key(state)
    state, _ = apply(state, legal_actions(state, 0)[0])  # one of three goes under
    assert state.step == "bottom" and key(state) != first
    state = table(cat, built={0: ["g2-06"]}, filed={0: ["g1-05"]}, energy={0: {"black": 1}})
    state, _ = apply(state, "build g1-05 1.0.0.0 -")  # from the file: pick 2
    state, _ = apply(state, "use g2-06")
    first = key(state)
    state, _ = apply(state, legal_actions(state, 0)[0])
    assert state.step == "pick" and key(state) != first
