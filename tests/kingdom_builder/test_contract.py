"""Kingdom Builder keeps the contract every game of the box keeps
(tests/games/contract.py): played through its record, replayed, and keeping each
seat's secrets."""

from __future__ import annotations

import pytest

from omg_desktop.games.base import IllegalAction
from tests.games.contract import keeps_secrets, play_through, replays


@pytest.mark.parametrize(
    ("players", "seed", "option"), [(2, 7, "standard"), (3, 8, "first_game"), (4, 9, "standard")]
)
def test_kingdom_builder_keeps_the_contract_and_replays(kb, players, seed, option):
    state, moves = play_through(kb, players, seed, option)
    again = replays(kb, players, seed, option, moves)
    assert kb.state_to_dict(again) == kb.state_to_dict(state)
    assert len(kb.standings(state)) == players
    assert kb.option_of(state) == option


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4)])
def test_it_keeps_each_seats_secrets(kb, players, seed):
    done = keeps_secrets(kb, players, seed, None, bots_at=lambda step: step % 10 == 0)
    assert done["views"] and done["choices"] and done["events"]


def test_an_illegal_move_is_refused_in_words(kb):
    state = kb.new_game(kb.load_catalog(), 2, 3, None)
    for move in ("build 0.0", "nonsense", "end", "use farm 1.1", ""):
        with pytest.raises(IllegalAction, match="not a legal move"):
            kb.apply(state, move)


def test_its_computer_chooses_from_a_view(kb):
    state = kb.new_game(kb.load_catalog(), 3, 5, None)
    seat = kb.to_act(state)[0]
    actions = kb.legal_actions(state, seat)
    assert kb.bots["random"](4).choose(kb.player_view(state, seat), actions) in actions


def test_chance_steps_are_the_records_table_lines(kb):
    """The layout, the cards, the shuffle, each dealt card and the first player."""
    _state, events = kb.set_up(kb.load_catalog(), 3, 6, None, None)
    lines = kb.chance_lines(events)
    assert lines[0].startswith("T layout ") and lines[1].startswith("T cards ")
    assert lines[2] == "T shuffle n=25"
    assert [line[:12] for line in lines[3:6]] == ["T draw s=0 c", "T draw s=1 c", "T draw s=2 c"]
    assert lines[6].startswith("T first s=")


def test_the_states_dict_round_trips_and_shares_nothing(cat):
    from omg_desktop.games.kingdom_builder.rules import new_game
    from omg_desktop.games.kingdom_builder.rules.state import KBState

    state = new_game(cat, 2, 1)
    state.settlements[(4, 4)] = 1
    data = state.to_dict()
    assert KBState.from_dict(data, cat).to_dict() == data
    data["deck"].clear()
    data["seats"][0]["supply"] = 0
    assert state.deck and state.seats[0].supply == 40
    clone = state.clone()
    clone.settlements[(5, 5)] = 0
    assert (5, 5) not in state.settlements


def test_the_frames_record_replays_a_game(kb):
    from omg_desktop.record import Recorder, replay, state_hash
    from omg_desktop.seeds import SeededRandom

    cat = kb.load_catalog()
    rec = Recorder.start("kingdom_builder", cat, 2, 21)
    rng = SeededRandom(21)
    while not kb.is_over(rec.state):
        rec.play(kb.sample_next(rec.state, kb.to_act(rec.state)[0], rng))
    assert any(s.startswith("T draw") for s in rec.record.steps)
    assert state_hash(kb, replay(rec.record, cat)) == rec.record.final_hash


def test_the_score_sheet_of_a_finished_game(kb):
    state, _moves = play_through(kb, 2, 31, "first_game")
    for parts, total in zip(kb.score_parts(state), kb.scores(state), strict=True):
        assert [name for name, _ in parts] == ["fishermen", "knights", "merchants", "castles"]
        assert sum(value for _, value in parts) == total
