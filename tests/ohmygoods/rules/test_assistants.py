"""Phase IV.3, hiring an assistant (RULES.md "IV" step 3, "Or hire instead …").

Paid moves in phase II are in test_phase2.py; assistants' production in
test_production.py; their VP in test_end_and_scoring.py.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import Hire, IllegalAction, Sunrise, apply, legal_actions
from omg_desktop.games.ohmygoods.rules.queries import hire_status

from .helpers import goods, kinds, load_scenario, play

COAL4 = (("coal", 4),)


def hired_at(state, seat):
    return [(h.assistant, h.side, h.building) for h in state.players[seat].assistants]


def test_hiring_pays_the_cost_and_assigns_the_assistant_at_once():
    """IV.3: "hire … exactly 1 assistant from the open ones: pay its cost … Assign it at
    once to a production building"."""
    state, _ = load_scenario("hire")
    state, events = apply(state, Hire(0, 1, COAL4, 27))
    (ev,) = [e for e in events if e.kind == "hired"]
    assert (ev.seat, ev.data) == (
        0,
        {"assistant": 1, "side": 0, "paid": [["coal", 4]], "building": 27},
    )
    assert hired_at(state, 0) == [(1, 0, 27)]
    assert (1, 0) not in state.open_assistants
    assert goods(state, 0, 101) == 3


def test_the_required_buildings_are_kept():
    """IV.3: "own buildings in each colour it shows (they are kept)"."""
    state, _ = load_scenario("hire")
    state, _ = apply(state, Hire(0, 1, COAL4, 27))
    assert state.players[0].building_ids() == [101, 61, 27, 1]


def test_hire_status_gives_the_reason_for_each_open_assistant():
    """IV.3: the colours the assistant shows must be owned, with repeats (green, green)."""
    state, _ = load_scenario("hire")
    status = hire_status(state, 0)
    assert [(a, s) for a, s, _ in status] == state.open_assistants
    reasons = {a: why for a, _, why in status}
    assert reasons[1] is None
    assert reasons[6] == "it needs buildings you do not have: 1 green more"
    assert reasons[5] == "it needs buildings you do not have: 1 gray more"
    assert reasons[4] is not None  # lacks a green and 2 coins


def test_a_repeated_colour_needs_two_buildings_of_it():
    """Assistant 6 side A shows green, green: two green buildings satisfy it."""
    state, _ = load_scenario(
        """
phase: production
step: build
open_assistants: [[6, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 1, 4]
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert hire_status(state, 0) == [(6, 0, None)]
    state, _ = apply(state, Hire(0, 6, (("coal", 6),), 4))
    assert hired_at(state, 0) == [(6, 0, 4)]


def test_an_assistant_the_player_cannot_afford_is_refused():
    """IV.3: "pay its cost"."""
    state, _ = load_scenario(
        """
phase: production
step: build
open_assistants: [[1, 0]]
players:
  - buildings: [{card: 101, goods: 3}, 61, 27]
    planned: 2                # a Sawmill it can pay for, so the build step waits
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert hire_status(state, 0) == [(1, 0, "it costs 4 coins and your goods are worth 3")]
    with pytest.raises(IllegalAction, match="it costs 4 coins and your goods are worth 3"):
        apply(state, Hire(0, 1, (("coal", 3),), 27))


def test_an_assistant_lacking_colours_is_refused():
    """IV.3: the hirer must "own buildings in each colour it shows"."""
    state, _ = load_scenario("hire")
    with pytest.raises(IllegalAction, match="1 green more"):
        apply(state, Hire(0, 6, (("coal", 6),), 27))


def test_the_payment_must_cover_the_cost():
    """IV.3: "pay its cost" in goods (no change)."""
    state, _ = load_scenario("hire")
    with pytest.raises(IllegalAction, match="worth 3 coins; it costs 4"):
        apply(state, Hire(0, 1, (("coal", 3),), 27))


def test_only_an_open_assistant_may_be_hired():
    """IV.3: "from the open ones"."""
    state, _ = load_scenario("hire")
    with pytest.raises(IllegalAction, match="assistant 7 is not open for hire"):
        apply(state, Hire(0, 7, COAL4, 27))


@pytest.mark.parametrize(
    ("building", "why"),
    [
        (86, "a Market Office"),
        (61, "another assistant's building"),
        (None, "no building at all (Big Box assigns at once)"),
        (103, "a building the player does not own"),
    ],
)
def test_the_assistant_goes_to_a_production_building_without_an_assistant(building, why):
    """IV.3: "Assign it at once to a production building. One person … per building"."""
    state, _ = load_scenario(
        """
phase: production
step: build
open_assistants: [[1, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 61, 27, 1, 86]
    assistants: [{id: 2, building: 61}]
  - buildings: [{card: 102, goods: 7}]
"""
    )
    with pytest.raises(IllegalAction, match="production building without an assistant"):
        apply(state, Hire(0, 1, COAL4, building))


ONE_FREE = """
phase: production
step: build
open_assistants: [[1, 0]]
players:
  - buildings: [{card: 101, goods: 7}, 61, 27, 86]
    assistants: ASSISTANTS
  - buildings: [{card: 102, goods: 7}]
"""


def test_hiring_keeps_one_production_building_free():
    """IV.3: "at all times at least one production building must be free of assistants"."""
    state, _ = load_scenario(ONE_FREE.replace("ASSISTANTS", "[{id: 2, building: 61}]"))
    targets = {a.building for a in legal_actions(state, 0) if isinstance(a, Hire)}
    assert targets == {101, 27}
    state, _ = apply(state, Hire(0, 1, COAL4, 27))
    assert hired_at(state, 0) == [(2, 0, 61), (1, 0, 27)]


def test_no_hire_when_it_would_leave_no_production_building_free():
    """IV.3: with 2 of 3 production buildings staffed, a third assistant has nowhere to go
    (the Market Office does not count)."""
    state, _ = load_scenario(
        ONE_FREE.replace("ASSISTANTS", "[{id: 2, building: 61}, {id: 3, building: 27}]")
    )
    assert hire_status(state, 0) == [
        (1, 0, "no production building could take it and leave one free")
    ]
    assert not any(isinstance(a, Hire) for a in legal_actions(state, 0))


HIRE_THEN_NEXT_ROUND = """
phase: production
step: build
first: 0
open_assistants: [[1, 0]]
# phase I of round 2 deals 40, 41 to seat 1 (now first) and 42, 43 to seat 0;
# then the sunrise row shows 28, 29 and the sunset row 33, 44: 3 grain + 1 wool,
# what Mill 27 needs.
deck: [40, 41, 42, 43, 28, 29, 33, 44]
market: [[28, 29, 33, 44], []]
players:
  - buildings: [{card: 101, goods: 7}, 61, 27]
  - buildings: [{card: 102, goods: 7}]
"""


def test_a_hired_assistant_does_not_produce_in_the_round_it_is_hired():
    """Hiring is step 3 of phase IV, after production: the assistant has not worked yet."""
    yaml_text = HIRE_THEN_NEXT_ROUND.replace("deck: [40, 41, 42, 43, 28, 29, 33, 44]", "")
    yaml_text = yaml_text.replace(
        "market: [[28, 29, 33, 44], []]", "market: [[40, 41, 42, 43], [28]]"
    )
    state, _ = load_scenario(yaml_text)
    state, events = apply(state, Hire(0, 1, COAL4, 27))
    assert [e for e in events if e.kind == "produced" and e.seat == 0] == []
    assert goods(state, 0, 27) == 0


def test_a_hired_assistant_produces_from_the_next_round_on():
    """IV.1 with IV.3: the assistant works its building every round after it is hired,
    and stays there ("assistants stay")."""
    text = HIRE_THEN_NEXT_ROUND.replace("market: [[28, 29, 33, 44], []]\n", "")
    state, _ = load_scenario(text)
    state, events = apply(state, Hire(0, 1, COAL4, 27))
    assert state.round == 2
    assert state.market[0] == [28, 29]
    state, events = play(state, Sunrise(0, 101, True, None), Sunrise(1, 102, True, None))
    assert state.market[1] == [33, 44]
    mine = [
        (e.data["building"], e.data["goods"], e.data["person"])
        for e in events
        if e.kind == "produced" and e.seat == 0
    ]
    assert mine == [(27, 1, "assistant")]
    assert hired_at(state, 0) == [(1, 0, 27)]
    assert "hired" not in kinds(events)
