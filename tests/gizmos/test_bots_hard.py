"""Gizmos' Hard: a legal action on random positions within its counted work, the same
choice from the same view and seed (however the unseen is drawn), the winning build
found in a small budget, the box's secrets check, and the record's level."""

from __future__ import annotations

import pytest

from omg_desktop.games.gizmos import game
from omg_desktop.games.gizmos.bots import BOT_LEVELS, Hard, montecarlo
from omg_desktop.games.gizmos.rules import legal_actions, player_view

from .conftest import table
from .test_bots import positions


@pytest.fixture(scope="module")
def g():
    return game()


@pytest.fixture
def small(monkeypatch):
    """A small budget: two stages of 2 worlds, playouts of two turns."""
    monkeypatch.setattr(montecarlo, "STAGES", (2, 2))
    monkeypatch.setattr(montecarlo, "MIN_WORLDS", 2)
    monkeypatch.setattr(montecarlo, "HORIZON", 2)


def test_the_record_offers_hard_by_the_boxs_id(g):
    assert g.bots["montecarlo"] is Hard and BOT_LEVELS["montecarlo"] is Hard
    assert list(g.bots) == ["random", "greedy", "heuristic", "montecarlo"]


def test_hard_plays_a_legal_action_within_its_budget(g, small):
    raced = 0
    for n, (state, seat) in enumerate(positions(g, 40, 21)):
        legal = g.legal_actions(state, seat)
        bot = Hard(n)
        assert bot.choose(g.player_view(state, seat), list(legal)) in legal
        assert bot.worlds <= 4 and bot.cost <= montecarlo.MAX_COST + 4 * 2 * montecarlo.STEPS
        raced += bot.worlds > 0
    assert raced >= 10


def test_the_default_budget_is_counted_work(g):
    """The record's Hard stops drawing worlds once its playouts cost MAX_COST actions."""
    state, seat = positions(g, 1, 8)[0]
    legal = g.legal_actions(state, seat)
    bot = Hard(1)
    bot.choose(g.player_view(state, seat), list(legal))
    assert montecarlo.MIN_WORLDS <= bot.worlds <= sum(montecarlo.STAGES)


def test_the_same_view_and_seed_give_the_same_choice(g, small):
    for n, (state, seat) in enumerate(positions(g, 12, 31)):
        legal = g.legal_actions(state, seat)
        chosen = Hard(n).choose(g.player_view(state, seat), list(legal))
        world = g.determinize(g.player_view(state, seat), seat, g.random(f"w/{n}"))
        assert Hard(n).choose(g.player_view(world, seat), list(legal)) == chosen


def test_in_the_last_turn_hard_builds_what_wins(cat, small):
    """The end is set off and seat 0 plays the game's last turn: only the 5-point
    level-III build takes it past seat 1."""
    level_1 = cat.level(1)
    state = table(
        cat,
        built={0: level_1[:6], 1: level_1[6:16]},
        energy={0: {"black": 5}},
        display=["g3-17"],
    )
    state.ending, state.first = True, 1
    legal = legal_actions(state, 0)
    assert any(a.startswith("build g3-17") for a in legal) and len(legal) > 4
    chosen = Hard(3).choose(player_view(state, 0), legal)
    assert chosen.startswith("build g3-17")


def test_the_box_secrets_check_runs_hard(g, small):
    from tests.games.contract import keeps_secrets

    done = keeps_secrets(g, 2, 5, "standard", bots_at=lambda step: step % 31 == 0)
    assert done["choices"] >= 4 * 3
