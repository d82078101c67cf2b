"""Every level returns a legal action, deterministically, from the view alone."""

from __future__ import annotations

import pytest
import yaml
from sizes import sized

from omg_desktop import seating
from omg_desktop.games.ohmygoods.bots import policy
from omg_desktop.games.ohmygoods.bots.greedy import GreedyBot
from omg_desktop.games.ohmygoods.bots.heuristic import HeuristicBot
from omg_desktop.games.ohmygoods.bots.montecarlo import MonteCarloBot
from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.bots.registry import BOT_LEVELS, make_bot
from omg_desktop.games.ohmygoods.rules import Hire, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.scenario import from_data

from .helpers import CAT, LAST_FREE, WORKER_HOME, positions, scramble_hidden

LEVELS = ["random", "greedy", "heuristic", "montecarlo"]


def small_mc(seed):
    """The Hard bot with a small budget: same code paths, quicker tests."""
    return MonteCarloBot(seed, worlds=3, candidates=3, build_candidates=3, stages=(1, 1, 1))


FACTORIES = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "heuristic": HeuristicBot,
    "montecarlo": small_mc,
}


def test_every_level_is_registered():
    for level in LEVELS:
        assert level in BOT_LEVELS
        bot = make_bot(level, 1)
        assert hasattr(bot, "choose")


def test_the_registry_has_a_bot_for_each_level_id_in_order():
    assert tuple(BOT_LEVELS) == seating.LEVELS == tuple(LEVELS)


def check_legal(make, states):
    for i, state in enumerate(states):
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        choice = make(i).choose(player_view(state, seat), actions)
        assert choice in actions, (i, state.phase, state.step, choice)


QUICK = positions(300, seed=1)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions(level):
    states = QUICK if level != "montecarlo" else QUICK[:120]
    check_legal(FACTORIES[level], states)


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_legal_actions_in_thousands_of_states(level):
    count = sized(3000, 3000) if level != "montecarlo" else sized(300, 1000)  # Hard is dear
    states = positions(count, seed=2, every=3)
    assert all(not problems(s, check_actions=False) for s in states[:50])
    check_legal(FACTORIES[level], states)


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level):
    states = QUICK[:60]
    for make in (FACTORIES[level],):
        a, b = make(7), make(7)
        for state in states:
            seat = to_act(state)[0]
            actions = legal_actions(state, seat)
            view = player_view(state, seat)
            assert a.choose(view, actions) == b.choose(view, actions)


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_fields_do_not_change_the_choice(level):
    """Fairness: a bot reading only its view cannot tell the hidden cards apart."""
    for i, state in enumerate(QUICK[:80]):
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        first = FACTORIES[level](11).choose(player_view(state, seat), actions)
        for k in range(2):
            other = scramble_hidden(state, seat, 100 * i + k)
            assert not problems(other, check_actions=False)
            other_actions = legal_actions(other, seat)
            assert other_actions == actions
            again = FACTORIES[level](11).choose(player_view(other, seat), other_actions)
            assert again == first, (i, state.phase, first, again)


def test_the_full_hard_bot_decides_a_few_positions():
    bot = MonteCarloBot(3)
    for state in QUICK[::40]:
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        assert bot.choose(player_view(state, seat), actions) in actions


@pytest.mark.parametrize("level", LEVELS)
def test_bots_let_the_worker_stay_home_when_assistants_hold_every_building(level):
    state, _ = from_data(yaml.safe_load(WORKER_HOME), CAT)
    actions = legal_actions(state, 0)
    choice = FACTORIES[level](5).choose(player_view(state, 0), actions)
    assert choice in actions and choice.building is None


@pytest.mark.parametrize("level", LEVELS)
def test_bots_may_hire_into_the_last_free_building(level):
    state, _ = from_data(yaml.safe_load(LAST_FREE), CAT)
    actions = legal_actions(state, 0)
    assert Hire(0, 5, (("coal", 6),), 101) in actions
    assert FACTORIES[level](5).choose(player_view(state, 0), actions) in actions


def test_the_normal_bot_counts_the_work_its_worker_would_lose(monkeypatch):
    """Hiring into the last free building leaves the worker at home: the Normal bot
    values that hire lower than it would without the worker's lost work."""
    state, _ = from_data(yaml.safe_load(LAST_FREE), CAT)

    def hire_worth() -> float:
        return next(w for w, a in policy.build_options(state, 0) if isinstance(a, Hire))

    with_loss = hire_worth()
    monkeypatch.setattr(policy, "_worker_loss", lambda a, targets: 0.0)
    assert hire_worth() > with_loss
