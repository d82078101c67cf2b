"""The toy game (Kuhn poker, registered only in the tests) keeps the Game record's
contract, as every game of the box must: the proof that the contract is not Oh My
Goods!'s shape under another name."""

from __future__ import annotations

from pathlib import Path

import pytest

from . import kuhn
from .contract import play_through, replays


@pytest.mark.parametrize("seed", range(12))
def test_the_toy_game_keeps_the_contract_and_replays(toy, seed):
    state, moves = play_through(toy, 2, seed, "standard")
    assert sum(state.chips) == 0  # what one wins the other loses
    again = replays(toy, 2, seed, "standard", moves)
    assert toy.state_to_dict(again) == toy.state_to_dict(state)


def test_its_views_hide_the_other_card_until_a_showdown(toy):
    state = toy.new_game(None, 2, 4, None)
    assert toy.player_view(state, 0).cards[1] == kuhn.HIDDEN
    assert toy.player_view(state, None).cards == [kuhn.HIDDEN, kuhn.HIDDEN]
    for move in ("p", "p"):
        state, events = toy.apply(state, move)
    assert toy.player_view(state, 0).cards == state.cards  # shown down
    assert events[-1].data["cards"] == state.cards


def test_its_computers_choose_from_a_view_and_an_illegal_move_is_refused(toy):
    state = toy.new_game(None, 2, 1, None)
    view = toy.player_view(state, 0)
    for make in toy.bots.values():
        assert make(3).choose(view, toy.legal_actions(state, 0)) in ("p", "b")
    with pytest.raises(ValueError, match="not a legal move"):
        toy.apply(state, "c")
    world = toy.determinize(view, 0, toy.random(2))
    assert world.cards[0] == state.cards[0] and sorted(world.cards) != [world.cards[0]] * 2


def test_the_toy_game_stays_a_toy():
    """Under 150 lines (issue 27): a game the frame takes must not need a big record."""
    lines = len(Path(kuhn.__file__).read_text(encoding="utf-8").splitlines())
    assert lines < 150, f"tests/games/kuhn.py has {lines} lines"
