"""Gizmos keeps the contract every game of the box keeps (tests/games/contract.py), and
is one of the box's games."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry
from omg_desktop.games.base import IllegalAction
from tests.games.contract import play_through, replays


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (3, 8), (4, 9)])
def test_gizmos_keeps_the_contract_and_replays(gizmos, players, seed):
    state, moves = play_through(gizmos, players, seed, "standard")
    again = replays(gizmos, players, seed, "standard", moves)
    assert gizmos.state_to_dict(again) == gizmos.state_to_dict(state)
    assert len(gizmos.standings(state)) == players


def test_it_is_in_the_library_with_its_table():
    assert "gizmos" in registry.ids()
    assert registry.load("gizmos").face == "omg_desktop.games.gizmos.face"


def test_an_illegal_move_is_refused_in_words(gizmos):
    state = gizmos.new_game(gizmos.load_catalog(), 2, 3, None)
    with pytest.raises(IllegalAction, match="not a legal move"):
        gizmos.apply(state, "build g3-01 9.9.9.9 -")
    with pytest.raises(IllegalAction, match="not a legal move"):
        gizmos.apply(state, "nonsense")


def test_its_computer_chooses_from_a_view(gizmos):
    state = gizmos.new_game(gizmos.load_catalog(), 3, 5, None)
    seat = gizmos.to_act(state)[0]
    bot = gizmos.bots["random"](4)
    actions = gizmos.legal_actions(state, seat)
    assert bot.choose(gizmos.player_view(state, seat), actions) in actions


def test_chance_steps_are_the_records_table_lines(gizmos):
    """Shuffles, reveals, energy draws and the first player are chance steps, written as
    the record's ``T`` lines (as Oh My Goods! writes its own)."""
    _state, events = gizmos.set_up(gizmos.load_catalog(), 2, 6, None, None)
    lines = gizmos.chance_lines(events)
    assert lines[0].startswith("T shuffle l=1 n=36")
    assert sum(line.startswith("T reveal") for line in lines) == 9
    assert sum(line.startswith("T row") for line in lines) == 6
    assert lines[-1].startswith("T first s=")


def test_the_states_dict_holds_every_field_and_shares_nothing(cat):
    from dataclasses import fields

    from omg_desktop.games.gizmos.rules import new_game

    state = new_game(cat, 2, 1)
    data = state.to_dict()
    assert set(data) == {f.name for f in fields(state)} - {"cat"}
    data["seats"][0]["energy"][0] = 9
    data["decks"][0].clear()
    assert state.seats[0].energy[0] == 0 and state.decks[0]
    clone = state.clone()
    clone.seats[0].built.append("x")
    assert state.seats[0].built != clone.seats[0].built


def test_the_frames_record_replays_a_game_and_catches_a_changed_chance_step(gizmos):
    """A game is its seed and its actions; the record interleaves the chance steps."""
    from omg_desktop.record import Recorder, ReplayError, replay, state_hash
    from omg_desktop.seeds import SeededRandom

    cat = gizmos.load_catalog()
    rec = Recorder.start("gizmos", cat, 3, 21)
    rng = SeededRandom(21)
    while not gizmos.is_over(rec.state):
        seat = gizmos.to_act(rec.state)[0]
        rec.play(gizmos.sample_next(rec.state, seat, rng))
    record = rec.record
    assert record.game == "gizmos" and any(s.startswith("T energy") for s in record.steps)
    assert state_hash(gizmos, replay(record, cat)) == record.final_hash
    changed = next(i for i, s in enumerate(record.steps) if s.startswith("T row"))
    colour = record.steps[changed].split("=")[1]
    record.steps[changed] = "T row e=" + ("red" if colour != "red" else "blue")
    with pytest.raises(ReplayError, match=f"step {changed + 1}"):
        replay(record, cat)


def test_the_score_sheet_and_the_statistics_of_a_finished_game(gizmos):
    state, _moves = play_through(gizmos, 2, 31, "standard")
    for parts, total in zip(gizmos.score_parts(state), gizmos.scores(state), strict=True):
        assert [name for name, _ in parts] == ["gizmos", "tokens", "bonus"]
        assert sum(value for _, value in parts) == total
    for figures, seat in zip(gizmos.figures(state), state.seats, strict=True):
        assert figures["gizmos"] == len(seat.built) and figures["chain"] >= 0
