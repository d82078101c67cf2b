"""Random playouts (hypothesis): invariants hold in every state of every game.

Every card in exactly one place, goods never negative, someone can always act
until the end, JSON round trip, exact replay, views that leak nothing. The
quick run plays a few dozen games; the ``slow`` one (run by .ci/run) 450, 150
per seat count; ``OMG_DESKTOP_LONG_TESTS=1`` plays 1,500 (docs/testing.md).
Runs are sized by count, never by the clock.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sizes import LONG

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import GameState, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder, replay, state_hash
from omg_desktop.games.ohmygoods.rules.state import UNKNOWN

CAT = default_catalog()


games = st.tuples(
    st.sampled_from([2, 3, 4]),
    st.integers(min_value=0, max_value=2**32),
    st.sampled_from(["bigbox", "classic"]),
)


def assert_view_hides(state: GameState, seat: int) -> None:
    v = player_view(state, seat)
    assert v.rng == 0 and v.seed == 0
    assert v.deck == [UNKNOWN] * len(state.deck)
    for i, (p, real) in enumerate(zip(v.players, state.players, strict=True)):
        if i == seat:
            assert p.hand == real.hand and p.planned == real.planned
            continue
        assert p.hand == [UNKNOWN] * len(real.hand)
        assert p.planned in (None, UNKNOWN) and p.pending_plan in (None, UNKNOWN)
        assert p.pending_worker is None and p.pending_moves == []
    # what the seat sees must be public: its own cards, buildings, market, discard
    assert v.market == state.market and v.discard == state.discard


def play_checked(players: int, seed: int, ruleset: str, every: int = 1) -> None:
    rec = Recorder(CAT, players, seed, ruleset)
    bots = [RandomBot(f"{seed}:{i}") for i in range(players)]
    state = rec.state
    step = 0
    while not state.over:
        found = problems(state)
        assert not found, f"step {step}: {found}"
        seats = to_act(state)
        seat = seats[step % len(seats)]
        actions = legal_actions(state, seat)
        if step % every == 0:
            again = GameState.from_dict(json.loads(json.dumps(state.to_dict())), CAT)
            assert again == state
            assert_view_hides(state, seat)
        rec.play(bots[seat].choose(player_view(state, seat), actions))
        step += 1
        assert step < 5000, "the game does not end"
    assert not problems(state)
    assert legal_actions(state, 0) == [] and to_act(state) == ()
    loaded = GameRecord.from_dict(json.loads(json.dumps(rec.record.to_dict())))
    again = replay(loaded, CAT)
    assert again == state and state_hash(again) == rec.record.final_hash


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_games_keep_every_invariant(game):
    play_checked(*game, every=7)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(
    max_examples=500 if LONG else 150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from(["bigbox", "classic"]))
def test_many_random_games_keep_every_invariant(players, seed, ruleset):
    play_checked(players, seed, ruleset, every=3)


def scramble_hidden(state: GameState, seat: int, seed: int) -> GameState:
    """The same public position with different hidden cards: other hands and the
    deck order are redrawn from the cards the seat cannot see."""
    from omg_desktop.games.ohmygoods.rules.rng import Rng

    s = state.clone()
    rng = Rng(seed)
    others = [i for i in range(s.num_players) if i != seat]
    pool = list(s.deck)
    for i in others:
        pool += s.players[i].hand
    rng.shuffle(pool)
    s.deck = pool[: len(s.deck)]
    pool = pool[len(s.deck) :]
    for i in others:
        n = len(s.players[i].hand)
        s.players[i].hand, pool = pool[:n], pool[n:]
    s.rng = rng.next_u64()
    s.seed = rng.next_u64()
    return s


@settings(max_examples=20, deadline=None)
@given(games, st.integers(min_value=5, max_value=200), st.integers(min_value=0, max_value=99))
def test_views_do_not_change_when_hidden_cards_do(game, steps, scramble_seed):
    players, seed, ruleset = game
    rec = Recorder(CAT, players, seed, ruleset)
    bot = RandomBot(seed)
    for _ in range(steps):
        if rec.state.over:
            break
        seat = to_act(rec.state)[0]
        rec.play(bot.choose(player_view(rec.state, seat), legal_actions(rec.state, seat)))
    for seat in range(players):
        other = scramble_hidden(rec.state, seat, scramble_seed)
        assert not problems(other, check_actions=False)
        assert player_view(other, seat) == player_view(rec.state, seat)
