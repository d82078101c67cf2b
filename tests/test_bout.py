"""The frame's one loop that plays a game of computers to its end (omg_desktop.seating.bout):
any game through its record, each seat choosing from its view, choices timed by an injected
clock, and a broken game or computer named; the tournament and Oh My Goods!'s own runs
play through it."""

from __future__ import annotations

import itertools

import pytest

from omg_desktop.games import registry
from omg_desktop.seating.bout import BoutBroken, play_out
from tests.games import kuhn


class Seen:
    """A computer that plays the first legal move and keeps what it was shown."""

    def __init__(self) -> None:
        self.views: list[kuhn.State] = []

    def choose(self, view: kuhn.State, actions: list[str]) -> str:
        self.views.append(view)
        return actions[0]


def test_the_toy_game_is_played_to_its_end_by_views_alone():
    game = kuhn.game()
    state = game.new_game(None, 2, 4, None)
    bots, told = [Seen(), Seen()], []
    ticks = itertools.count()
    bout = play_out(game, state, bots, clock=lambda: float(next(ticks)),
                    after=lambda seat, action, events: told.append((seat, action)))  # fmt: skip
    assert game.is_over(state) and bout.state is state
    assert state.moves == ["p", "p"] and told == [(0, "p"), (1, "p")]
    assert bout.actions == 2 and bout.decisions == [1, 1]
    assert bout.think == [1.0, 1.0] and bout.slowest == [1.0, 1.0]  # one tick a choice
    for seat, bot in enumerate(bots):
        assert [v.viewer for v in bot.views] == [seat]
        assert bot.views[0].cards[1 - seat] == kuhn.HIDDEN  # the other card never shown


def test_a_computer_that_breaks_the_rules_and_a_game_that_never_ends_are_named():
    game = kuhn.game()

    class Cheat:
        def choose(self, view, actions):
            return "c"  # a call with nothing to call

    with pytest.raises(BoutBroken, match="seat 0 chose an action that is not legal: 'c'"):
        play_out(game, game.new_game(None, 2, 1, None), [Cheat(), Cheat()])
    with pytest.raises(BoutBroken, match="has not ended after 1 actions"):
        play_out(game, game.new_game(None, 2, 1, None), [Seen(), Seen()], max_actions=1)


def test_the_tournament_and_the_games_own_runs_play_the_same_game():
    """The command's game and Oh My Goods!'s arena (its campaign's runs) are one loop:
    the same seeded computers make the same game."""
    from omg_desktop.commands.tournament import play_game
    from omg_desktop.games.ohmygoods.bots.arena import play_game as arena_game

    game = registry.load()
    cat = game.load_catalog()
    ours = play_game(game, cat, [game.bots["greedy"](f"s{i}") for i in (0, 1)], 2, 6, "bigbox")
    result, state = arena_game(cat, [game.bots["greedy"](f"s{i}") for i in (0, 1)], 6, "bigbox")
    assert ours["scores"] == result.scores and ours["winners"] == result.winners
    assert ours["decisions"] == result.decisions and ours["rounds"] == result.rounds
    assert sum(result.decisions) > 50 and game.is_over(state)
