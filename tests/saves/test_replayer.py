"""Replayer: forward and back through a record, matching replay(upto=…) at every position."""

from __future__ import annotations

import random

import pytest

from omg_desktop.games.ohmygoods.rules.record import ReplayError, replay, state_hash
from omg_desktop.saves import Replayer

from .helpers import CAT, copy, game


@pytest.fixture(scope="module")
def finished():
    return game(3, 61)


def test_every_position_matches_replay_upto(finished):
    record, points = finished
    r = Replayer(record, CAT, every=7)
    assert r.step_count == len(record.actions()) == len(points) - 1
    assert r.position == 0
    for n in range(r.step_count + 1):
        state = r.goto(n)
        assert state.to_dict() == points[n][1].to_dict(), n
        assert state_hash(replay(record, CAT, upto=r.raw_steps(n))) == state_hash(state)
    assert r.raw_steps(r.step_count) == len(record.steps)


def test_forward_back_and_random_jumps(finished):
    record, points = finished
    r = Replayer(record, CAT)
    assert not r.back()
    steps = 0
    while r.forward():
        steps += 1
    assert steps == r.step_count and r.state.over and not r.forward()
    assert r.back() and r.position == r.step_count - 1
    rng = random.Random(3)
    for _ in range(60):
        n = rng.randrange(r.step_count + 1)
        assert state_hash(r.goto(n)) == state_hash(points[n][1]) and r.position == n
    assert r.goto(-5) and r.position == 0
    r.goto(10**9)
    assert r.position == r.step_count


def test_the_state_is_a_copy(finished):
    record, points = finished
    r = Replayer(record, CAT)
    r.goto(20)
    r.state.players[0].hand.clear()
    r.state.round = 99
    assert r.state.to_dict() == points[20][1].to_dict()
    r.forward()
    assert r.state.to_dict() == points[21][1].to_dict()


def test_events_stay_in_sync(finished):
    record, _ = finished
    r = Replayer(record, CAT)
    everything = r.events_until(r.step_count)
    assert r.events_until() == r.events_at(0)  # at the start: the setup only
    total = len(r.events_at(0))
    for n in range(1, r.step_count + 1):
        total += len(r.events_at(n))
        assert r.events_until(n) == everything[:total]
    assert total == len(everything)
    r.goto(30)
    assert r.events_until() == r.events_until(30)
    assert r.action_at(1) == record.actions()[0]
    with pytest.raises(IndexError):
        r.action_at(0)
    with pytest.raises(IndexError):
        r.events_at(r.step_count + 1)


def test_an_unfinished_record(finished):
    _, points = finished
    record, state = points[50]
    r = Replayer(record, CAT, expected_hash=state_hash(state))
    assert r.step_count == 50 and state_hash(r.goto(50)) == state_hash(state)


def test_a_record_that_does_not_replay_is_refused(finished):
    record, points = finished
    bad = copy(record)
    i = next(k for k, s in enumerate(bad.steps) if s.startswith("T reveal"))
    bad.steps[i] = "T reveal c=999 r=0"
    with pytest.raises(ReplayError, match=f"step {i + 1}"):
        Replayer(bad, CAT)
    with pytest.raises(ReplayError, match="saved state"):
        Replayer(points[10][0], CAT, expected_hash="0" * 32)


def test_the_record_is_copied(finished):
    record, _ = finished
    mine = copy(record)
    r = Replayer(mine, CAT)
    mine.steps.clear()
    assert r.record.steps == record.steps
