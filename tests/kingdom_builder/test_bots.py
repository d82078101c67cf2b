"""Kingdom Builder's computers choose a legal action from a seat's view; Easy, one greedy
step on the board's gold, beats Beginner, who plays at random."""

from __future__ import annotations

from omg_desktop.games.kingdom_builder.bots import BOT_LEVELS, Beginner, Easy
from omg_desktop.games.kingdom_builder.rules import (
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    scores,
)

from .conftest import table


def test_easy_takes_the_gold_in_sight(cat):
    """Fishermen, Knights, Merchants. Next to (7, 7): 7.6 and 7.8 add to row 7 (Knights:
    2 gold), 7.6 also takes a Tavern tile; 8.7 and 8.8 add nothing."""
    state = table(cat, cards={0: "G"}, settled={(7, 7): 0})
    actions = legal_actions(state, 0)
    assert actions == ["build 7.6", "build 7.8", "build 8.7", "build 8.8"]
    assert Easy(1).choose(player_view(state, 0), actions) == "build 7.6"
    state.tiles_left[(6, 7)] = 0
    assert Easy(1).choose(player_view(state, 0), actions) in ("build 7.6", "build 7.8")


def test_easy_beats_beginner(cat):
    won = 0
    for seed in range(4):
        state = new_game(cat, 2, seed)
        easy = seed % 2
        bots = {easy: Easy(seed), 1 - easy: Beginner(seed)}
        while not state.over:
            seat = state.current
            action = bots[seat].choose(player_view(state, seat), legal_actions(state, seat))
            apply_in_place(state, action)
        totals = scores(state)
        won += totals[easy] > totals[1 - easy]
    assert won >= 3


def test_the_levels_weakest_first():
    assert list(BOT_LEVELS) == ["random", "greedy"]
