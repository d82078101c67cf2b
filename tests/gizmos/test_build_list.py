"""The short list (docs/games/gizmos/rules.md, decision 8): ``legal_actions`` lists one
payment per buildable card, the cheapest; ``payments(state, card)`` lists them all; and
``apply`` takes any valid payment, checking only the chosen build."""

from __future__ import annotations

import pytest

from omg_desktop.games.base import IllegalAction
from omg_desktop.games.gizmos.rules import apply, engine, legal_actions, new_game, payments
from omg_desktop.seeds import SeededRandom

from .conftest import table


def _mid_game(cat):
    """Blue and red to build with, two converters and a blue doubler on seat 0's board."""
    return table(
        cat,
        built={0: ["g1-02", "g3-03", "g2-19"]},
        display=["g2-02", "g1-30"],
        energy={0: {"blue": 2, "red": 2, "yellow": 1}},
    )


def test_one_payment_is_listed_per_buildable_card_the_cheapest(cat):
    state = _mid_game(cat)
    builds = [a for a in legal_actions(state, 0) if a.startswith("build ")]
    cards = [a.split()[1] for a in builds]
    assert len(cards) == len(set(cards)) and {"g2-02", "g1-30"} <= set(cards)
    for action in builds:
        _, card, spent, used = action.split()
        every = payments(state, card)
        assert every[0].text() == f"{spent} {used}"
    assert len(payments(state, "g2-02")) > 1  # the others are the table's to offer


def test_apply_takes_any_payment_of_the_list_and_refuses_others_with_the_reason(cat):
    state = _mid_game(cat)
    last = payments(state, "g2-02")[-1]
    after, _ = apply(state, f"build g2-02 {last.text()}")
    assert "g2-02" in after.seats[0].built
    with pytest.raises(IllegalAction, match="does not pay"):
        apply(state, "build g2-02 0.1.0.0 -")
    with pytest.raises(IllegalAction, match="more yellow"):
        apply(state, "build g1-30 0.1.0.1 -")
    with pytest.raises(IllegalAction, match="cannot be built now"):
        apply(state, "build g3-31 0.2.0.0 -")
    with pytest.raises(IllegalAction, match="not written"):
        apply(state, "build g2-02 0.x.0.0 -")
    assert payments(state, "g3-31") == []


def test_apply_checks_only_the_chosen_action(cat, monkeypatch):
    """No list of every build is made to check a move: the other cards are never priced."""
    state = _mid_game(cat)
    monkeypatch.setattr(engine, "_builds", lambda *_: pytest.fail("every build priced"))
    for action in ("file g2-02", "build g1-30 0.1.0.0 -", "research 1"):
        after, _ = apply(state, action)
        assert after.turn > state.turn or after.step != state.step


def test_random_games_list_one_build_per_card_and_it_heads_the_cards_payments(cat):
    for seed in range(3):
        state, rng = new_game(cat, 2 + seed, seed), SeededRandom(seed)
        while not state.over:
            actions = legal_actions(state, state.current)
            cards = [a.split()[1] for a in actions if a.startswith("build ") and "free" not in a]
            assert len(cards) == len(set(cards))
            for action in actions[:3]:
                if action.startswith("build ") and "free" not in action:
                    _, card, spent, used = action.split()
                    assert payments(state, card)[0].text() == f"{spent} {used}"
            state, _ = apply(state, actions[rng.below(len(actions))])
