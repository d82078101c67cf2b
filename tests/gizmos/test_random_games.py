"""Random games through the rules keep every invariant after every action (each card
and energy in exactly one place, nothing negative, an action to take until the end, the
JSON round trip), replay to the same state, and their scores add up. Hundreds of actions
here; ``OMG_DESKTOP_LONG_TESTS=1`` plays many more games."""

from __future__ import annotations

import json

import pytest
from sizes import LONG, sized

from omg_desktop.games.gizmos.rules import (
    apply,
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.gizmos.rules.invariants import broken
from omg_desktop.games.gizmos.rules.state import GizmosState
from omg_desktop.seeds import SeededRandom

GAMES = range(3334) if LONG else range(3)  # 10,002 games in a long run


def play(cat, players: int, seed: int) -> tuple[GizmosState, list[str]]:
    state = new_game(cat, players, seed)
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
        assert GizmosState.from_dict(before, cat).to_dict() == before
        data = json.loads(json.dumps(state.to_dict()))
        assert GizmosState.from_dict(data, cat).to_dict() == state.to_dict()
        player_view(state, seat)
        moves.append(action)
    assert not broken(state) and not to_act(state)
    return state, moves


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants_and_replay(cat, players, game):
    seed = 1000 * players + game
    state, moves = play(cat, players, seed)
    again = new_game(cat, players, seed)
    for action in moves:
        apply_in_place(again, action)
    assert again.to_dict() == state.to_dict()
    found = scores(state)
    for seat, score in zip(state.seats, found, strict=True):
        printed = sum(cat.card(g).vp for g in seat.built)
        assert score.total == printed + seat.tokens + score.bonus
    assert winners(state)
    assert state.ending or state.passes >= state.players


#: Games a chunk of the run below plays: 400 in all in CI, 10,000 in a long run.
CHUNK = sized(100, 2500)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_ten_thousand_random_games_through_the_record_end_without_an_error(chunk):
    """10,000 random games under ``OMG_DESKTOP_LONG_TESTS=1`` (400 in CI; four chunks, 2,
    3 and 4 players in turn) through the game's record, as the frame plays them: every
    step has an action, every game ends, and its end breaks no invariant."""
    from omg_desktop.games import registry

    game = registry.load("gizmos")
    cat = game.load_catalog()
    ended = 0
    for n in range(CHUNK):
        seed = 100_000 + 2500 * chunk + n
        players = 2 + n % 3
        rng = SeededRandom(seed)
        state = game.new_game(cat, players, seed, "standard")
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            actions = game.legal_actions(state, seat)
            assert actions, seed
            game.apply_in_place(state, actions[rng.below(len(actions))], False)
        assert not broken(state), (seed, broken(state))
        ended += 1
    assert ended == CHUNK
