"""Random games through the rules keep every invariant after every action (each card
and ticket in one place, 45 trains each, nothing negative, an action to take until the
end, the JSON round trip), replay to the same state, and end as the rules say. Game
``g`` has ``2 + g % 4`` players: 24 games here, ten thousand with
``OMG_DESKTOP_LONG_TESTS=1``."""

from __future__ import annotations

import json
import os

import pytest

from omg_desktop.games.ticket_to_ride.rules import (
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.ticket_to_ride.rules.invariants import broken
from omg_desktop.games.ticket_to_ride.rules.reasons import refusal
from omg_desktop.games.ticket_to_ride.rules.result import parts, paths, tickets_done
from omg_desktop.games.ticket_to_ride.rules.state import TTRState
from omg_desktop.seeds import SeededRandom

LONG = os.environ.get("OMG_DESKTOP_LONG_TESTS") == "1"
GAMES = range(10_000) if LONG else range(24)


def play(cat, players: int, seed: int) -> tuple[TTRState, list[str]]:
    state = new_game(cat, players, seed)
    rng = SeededRandom(seed)
    moves: list[str] = []
    while not state.over:
        assert not broken(state), (seed, moves[-1:], broken(state))
        (seat,) = to_act(state)
        actions = legal_actions(state, seat)
        assert actions, "a seat to act always has an action"
        action = actions[rng.below(len(actions))]
        apply_in_place(state, action)
        data = json.loads(json.dumps(state.to_dict()))
        assert TTRState.from_dict(data, cat).to_dict() == state.to_dict()
        player_view(state, seat)
        moves.append(action)
    assert not broken(state) and not to_act(state)
    return state, moves


@pytest.mark.parametrize("seed", GAMES)
def test_random_games_keep_the_invariants_and_replay(cat, seed):
    players = 2 + seed % 4
    state, moves = play(cat, players, seed)
    again = new_game(cat, players, seed)
    for move in moves:
        apply_in_place(again, move)
    assert again.to_dict() == state.to_dict()
    # The end [seed]: the last round was played out, or nobody could do anything.
    assert state.last_turns == 0 or state.passes == players
    if state.last_turns == 0:
        assert min(s.trains for s in state.seats) <= 2
    totals = scores(state)
    assert totals == [sum(p.values()) for p in parts(state)]
    ranks = list(zip(totals, tickets_done(state), paths(state), strict=True))
    assert winners(state) == [s for s, r in enumerate(ranks) if r == max(ranks)]


def test_every_refusal_has_its_reason_and_every_legal_action_plays(cat):
    """Along a game, each legal action applies (on a copy) and a few that are not are
    refused with a reason of their own."""
    state = new_game(cat, 3, 77)
    rng = SeededRandom(77)
    wrong = ["claim r001 red 9", "draw face 6", "keep 4", "tickets", "pass", "draw deck"]
    while not state.over:
        (seat,) = to_act(state)
        actions = legal_actions(state, seat)
        for action in actions[:: max(1, len(actions) // 5)]:
            apply_in_place(state.clone(), action)
        for action in wrong:
            if action not in actions:
                assert "is not a legal move now" not in refusal(state, action), action
        apply_in_place(state, actions[rng.below(len(actions))])
