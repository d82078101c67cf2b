"""Expansion seams (RULES.md "Expansion: The Longsdale Conspiracy" — the content is issue 7).

The engine carries rule-set flags and state fields for the expansion; these tests switch
them on in a copy of the catalog (``dataclasses.replace``) and check that each seam does
what the expansion text says, independent of any content. The event deck, events,
characters and chapters are tested on a real (test) expansion in test_expansion.py.
"""

from __future__ import annotations

import dataclasses

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import (
    Assign,
    Build,
    Done,
    Hire,
    IllegalAction,
    apply,
    legal_actions,
    score_of,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.catalog import CHARACTER
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import ASSIGN, BUILD, OVER

from .helpers import catalog, kinds, load_scenario, play


def with_rules(**changes):
    """The default catalog with an extra rule set ``x``: Big Box plus ``changes``."""
    cat = catalog()
    rs = dataclasses.replace(cat.ruleset("bigbox"), id="x", default=False, **changes)
    return dataclasses.replace(cat, rulesets={**cat.rulesets, "x": rs})


def load(text, cat):
    return from_data(yaml.safe_load(text) | {"ruleset": "x"}, cat)


BUILD_STEP = """
phase: production
step: build
open_assistants: [[1, 0]]
players:
  - buildings: [{card: 101, goods: 7}, {card: 6, goods: 2}, 61, 27]
    planned: 30
  - buildings: [{card: 102, goods: 7}]
    hand: [2]
"""


def test_build_and_hire_allows_both_paid_separately():
    """Expansion: "a player may both build and hire 1 assistant, paying each separately
    (no combined overpayment)"."""
    cat = with_rules(build_and_hire=True)
    state, _ = load(BUILD_STEP, cat)
    state, events = apply(state, Build(0, 30, (("iron", 2),)))  # 6 coins for a cost of 3
    assert [e.data["overpaid"] for e in events if e.kind == "built"] == [3]
    assert (state.turn, state.step) == (0, BUILD)
    with pytest.raises(IllegalAction, match="worth 1 coins; it costs 4"):
        apply(state, Hire(0, 1, (("coal", 1),), 27))  # the 3 overpaid do not count
    state, events = apply(state, Hire(0, 1, (("coal", 4),), 27))
    assert "hired" in kinds(events)
    assert state.turn == 1


ASSIGN_LATER = """
phase: production
step: build
open_assistants: [[1, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 61, 27]
  - buildings: [{card: 102, goods: 7}]
    hand: [2]
"""


def test_hired_assistants_are_assigned_at_the_end_of_the_round():
    """Expansion: "A hired assistant need not be assigned at once; assignments happen only
    at the end of a round (after production)"."""
    cat = with_rules(assign_hired_at_round_end=True, assistant_move_cost=None)
    state, _ = load(ASSIGN_LATER, cat)
    with pytest.raises(IllegalAction, match="assigned at the end of the round"):
        apply(state, Hire(0, 1, (("coal", 4),), 27))
    state, _ = apply(state, Hire(0, 1, (("coal", 4),), None))
    assert [(h.assistant, h.building) for h in state.players[0].assistants] == [(1, None)]
    assert state.phase == ASSIGN
    assert to_act(state) == (0,)
    assert set(legal_actions(state, 0)) == {
        Assign(0, 1, 101),
        Assign(0, 1, 61),
        Assign(0, 1, 27),
        Done(0),
    }
    state, events = play(state, Assign(0, 1, 61), Done(0))
    assert ("assigned", {"assistant": 1, "building": 61}) in [(e.kind, e.data) for e in events]
    assert state.round == 2


def test_unassigned_assistants_still_score():
    """Expansion: "Unassigned hired assistants still score their VP"."""
    state, _ = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 0}]
    assistants: [{id: 7, side: 1}]
  - buildings: [{card: 102, goods: 0}]
"""
    )
    assert score_of(state, 0).assistants == 5


def test_a_fixed_number_of_rounds_ends_the_game():
    """Expansion: "the game lasts exactly 9 rounds (10 solo)" — here a rule set of 2 rounds."""
    cat = with_rules(fixed_rounds=2, end_trigger_buildings=None)
    state, events = load(
        """
phase: production
step: build
round: 2
turn: 1
players:
  - buildings: [{card: 101, goods: 7}]
  - buildings: [{card: 102, goods: 7}]
""",
        cat,
    )
    assert state.phase == OVER
    assert "game_over" in kinds(events)


def test_a_building_may_be_built_from_a_display_stack_without_a_plan():
    """Expansion: "a player may build from the display instead of the planned card … even
    without having planned a card"."""
    state, _ = load_scenario(
        """
phase: production
step: build
display: {sawmill: [3, 4]}
players:
  - buildings: [{card: 101, goods: 7}]
  - buildings: [{card: 102, goods: 7}]
    hand: [2]
"""
    )
    assert Build(0, 3, (("coal", 3),)) in legal_actions(state, 0)
    state, events = apply(state, Build(0, 4, (("coal", 3),)))
    assert [e.data["card"] for e in events if e.kind == "built"] == [4]
    assert state.display == {"sawmill": [3]}


def test_a_character_turned_up_into_the_market_is_discarded():
    """Expansion: "A character turned up into the market in phase II or III is discarded at
    once with no effect" (card 1 stands in for a character)."""
    cat = catalog()
    card = dataclasses.replace(cat.cards[1], kind=CHARACTER, phase="sunrise")
    cat2 = dataclasses.replace(cat, cards={**cat.cards, 1: card})
    state, events = from_data(
        yaml.safe_load(
            """
phase: sunrise_reveal
deck: [1, 2, 3]
players:
  - buildings: [101]
  - buildings: [102]
"""
        ),
        cat2,
    )
    assert [(e.kind, e.data.get("card")) for e in events][:3] == [
        ("character_discarded", 1),
        ("revealed", 2),
        ("revealed", 3),
    ]
    assert state.market[0] == [2, 3]
    assert state.discard == [1]


def test_hiring_again_does_not_need_earlier_hires_assigned():
    """Expansion: "Hiring again does not require earlier hires to be assigned"."""
    cat = with_rules(assign_hired_at_round_end=True, assistant_move_cost=None)
    state, _ = load(ASSIGN_LATER.replace("27]\n", "27]\n    assistants: [{id: 2}]\n", 1), cat)
    assert [(h.assistant, h.building) for h in state.players[0].assistants] == [(2, None)]
    state, _ = apply(state, Hire(0, 1, (("coal", 4),), None))
    assert [h.building for h in state.players[0].assistants] == [None, None]
