"""Random games through the rules keep every invariant after every action (each
settlement and terrain card in one place, tiles held next to their location, an action
to take until the end, the JSON round trip), replay to the same state, and end as the
rules say. A few games here; ``OMG_DESKTOP_LONG_TESTS=1`` plays many more."""

from __future__ import annotations

import json
import os

import pytest

from omg_desktop.games.kingdom_builder.rules import (
    apply,
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.kingdom_builder.rules.invariants import broken
from omg_desktop.games.kingdom_builder.rules.state import KBState
from omg_desktop.seeds import SeededRandom

LONG = os.environ.get("OMG_DESKTOP_LONG_TESTS") == "1"
GAMES = range(1000) if LONG else range(3)


def play(cat, players: int, seed: int, option: str | None = None) -> tuple[KBState, list[str]]:
    state = new_game(cat, players, seed, option)
    rng = SeededRandom(seed)
    moves: list[str] = []
    while not state.over:
        assert not broken(state), (seed, moves[-1:], broken(state))
        (seat,) = to_act(state)
        actions = legal_actions(state, seat)
        assert actions, "a seat to act always has an action"
        action = actions[rng.below(len(actions))]
        before = state.to_dict()
        state, _events = apply(state, action)
        assert KBState.from_dict(before, cat).to_dict() == before
        data = json.loads(json.dumps(state.to_dict()))
        assert KBState.from_dict(data, cat).to_dict() == state.to_dict()
        player_view(state, seat)
        moves.append(action)
    assert not broken(state) and not to_act(state)
    return state, moves


@pytest.mark.parametrize("seed", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants_and_replay(cat, players, seed):
    option = "first_game" if seed % 2 else None
    state, moves = play(cat, players, seed, option)
    again = new_game(cat, players, seed, option)
    for move in moves:
        apply_in_place(again, move)
    assert again.to_dict() == state.to_dict()
    # The end [seed]: someone placed their last settlement, and the round was finished
    # (the last turn was the one of the player before the first).
    assert any(s.supply == 0 for s in state.seats)
    assert (state.current + 1) % players == state.first
    totals = scores(state)
    assert winners(state) == [s for s, t in enumerate(totals) if t == max(totals)]
    assert sum(moves.count(a) for a in ("end",)) == state.turn
