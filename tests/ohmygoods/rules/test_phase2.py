"""Phase II, Sunrise, and phase III, Sunset (RULES.md "II. Sunrise", "III. Sunset").

What other seats may see of the secret choices is in test_view.py.
"""

from __future__ import annotations

import dataclasses

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import (
    IllegalAction,
    MoveAssistant,
    Sunrise,
    apply,
    legal_actions,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.scenario import from_data
from omg_desktop.games.ohmygoods.rules.state import PRODUCTION, SUNRISE

from .helpers import catalog, goods, kinds, load_scenario, play

COAL2 = (("coal", 2),)

REVEAL_POSITION = """
phase: sunrise_reveal
deck: [1, 2, 4, 3, 5, 7, 6, 8]
players:
  - buildings: [{card: 101, goods: 7}]
    hand: [30]
  - buildings: [{card: 102, goods: 7}]
    hand: [44]
"""


def revealed(events, row):
    return [e.data["card"] for e in events if e.kind == "revealed" and e.data["row"] == row]


def place_of(state, seat, assistant):
    (h,) = [h for h in state.players[seat].assistants if h.assistant == assistant]
    return h.building


# ---- the two rows of the market ------------------------------------------------
def test_sunrise_turns_up_cards_until_the_row_shows_2_half_suns():
    """II: "Turn up cards from the draw pile into the market display until it shows
    2 half suns"."""
    state, events = load_scenario(REVEAL_POSITION)
    assert state.market[0] == [1, 2, 4, 3]  # half suns on 2 and 3
    assert [e.data["half_sun"] for e in events if e.kind == "revealed"] == [
        False,
        True,
        False,
        True,
    ]
    assert state.phase == SUNRISE
    assert state.market[1] == []


def test_sunset_turns_up_a_second_row_until_2_more_half_suns():
    """III: "Turn up more cards, in a second row, until 2 more half suns show"."""
    state, _ = load_scenario(REVEAL_POSITION)
    # seat 0 plans a card it can pay for, so phase IV stops at its build step
    state, events = play(state, Sunrise(0, 101, True, 30), Sunrise(1, 102, True, None))
    assert revealed(events, 1) == [5, 7, 6, 8]
    assert state.market == [[1, 2, 4, 3], [5, 7, 6, 8]]
    assert state.phase == PRODUCTION


def test_the_market_is_closed_after_sunset():
    """III: "The market is closed" — phase IV turns up no more cards."""
    state, _ = load_scenario("sunrise")
    state, _ = play(state, Sunrise(0, 101, True, None), Sunrise(1, 102, True, None))
    market = [row[:] for row in state.market]
    while state.phase == PRODUCTION and state.round == 1:
        seat = to_act(state)[0]
        state, events = apply(state, legal_actions(state, seat)[-1])
        assert "revealed" not in kinds(events) or state.round == 2
        if state.round == 1:
            assert state.market == market


# ---- simultaneous, secret choices ----------------------------------------------
def test_all_seats_choose_at_the_same_time():
    """II: "all players decide simultaneously and in secret"."""
    state, _ = load_scenario("sunrise")
    assert to_act(state) == (0, 1)
    state, events = apply(state, Sunrise(1, 102, True, 46))
    assert to_act(state) == (0,)
    assert [(e.kind, e.data) for e in events] == [("sunrise_chosen", {})]
    assert state.players[1].worker is None  # nothing placed yet
    assert state.players[1].planned is None
    assert state.market[1] == []  # phase III waits for everyone


def test_choices_are_revealed_once_every_seat_has_chosen():
    """II: the choices are secret until all have decided; then they show."""
    state, _ = load_scenario("sunrise")
    state, events = play(state, Sunrise(1, 102, False, 46), Sunrise(0, 27, True, 30))
    placed = {e.seat: e.data for e in events if e.kind == "worker_placed"}
    assert placed == {
        0: {"building": 27, "efficient": True},
        1: {"building": 102, "efficient": False},
    }
    planned = [e for e in events if e.kind == "planned"]
    assert {e.seat for e in planned} == {0, 1}
    assert all(e.data == {} for e in planned)  # the planned card stays face down
    assert state.players[0].planned == 30 and state.players[1].planned == 46


def test_the_worker_goes_efficient_or_sloppy():
    """II, Work: "either efficient … or sloppy"."""
    state, _ = load_scenario("sunrise")
    state, events = play(state, Sunrise(0, 101, False, None), Sunrise(1, 102, True, None))
    placed = {e.seat: e.data["efficient"] for e in events if e.kind == "worker_placed"}
    assert placed == {0: False, 1: True}


def test_the_planned_card_leaves_the_hand_face_down():
    """II, Plan: "put at most 1 card from hand face down"."""
    state, _ = load_scenario("sunrise")
    state, _ = apply(state, Sunrise(0, 101, True, 44))
    assert state.players[0].hand == [30, 45]
    assert state.players[0].pending_plan == 44


def test_planning_no_card_is_allowed():
    """II, Plan: "at most 1 card" — none is fine."""
    state, _ = load_scenario("sunrise")
    state, events = play(state, Sunrise(0, 101, True, None), Sunrise(1, 102, True, None))
    assert "planned" not in kinds(events)
    assert state.players[0].hand == [30, 44, 45]


def test_the_worker_is_offered_only_free_production_buildings():
    """II, Work: "under one of their production buildings" — not the Market Office (86),
    not the building where the assistant works (61)."""
    state, _ = load_scenario("sunrise")
    places = {a.building for a in legal_actions(state, 0) if isinstance(a, Sunrise)}
    assert places == {101, 27}


def test_the_worker_cannot_go_to_a_market_office():
    """Gray buildings are not production buildings."""
    state, _ = load_scenario("sunrise")
    with pytest.raises(IllegalAction, match="only work at a production building"):
        apply(state, Sunrise(0, 86, True, None))


def test_the_worker_cannot_share_a_building_with_an_assistant():
    """IV.3: "One person (worker or assistant) per building"."""
    state, _ = load_scenario("sunrise")
    with pytest.raises(IllegalAction, match="an assistant works at that building"):
        apply(state, Sunrise(0, 61, True, None))


def test_a_card_not_in_hand_cannot_be_planned():
    """II, Plan: a card "from hand"."""
    state, _ = load_scenario("sunrise")
    with pytest.raises(IllegalAction, match="not in your hand"):
        apply(state, Sunrise(0, 101, True, 46))


# ---- paid assistant moves (base game) ------------------------------------------
def test_an_assistant_moves_for_2_coins_when_all_have_chosen():
    """II: "pay 2 coins (goods worth 2) to move an assistant hired in an earlier round to
    another building"."""
    state, _ = load_scenario("sunrise")
    state, events = play(state, MoveAssistant(0, 1, 27, COAL2), Sunrise(0, 101, True, None))
    assert place_of(state, 0, 1) == 61  # still secret and pending
    assert goods(state, 0, 101) == 7
    assert "assistant_moved" not in kinds(events)
    state, events = apply(state, Sunrise(1, 102, True, None))
    moved = [e for e in events if e.kind == "assistant_moved"]
    assert [(e.seat, e.data) for e in moved] == [
        (0, {"assistant": 1, "from": 61, "to": 27, "paid": [["coal", 2]]})
    ]
    assert place_of(state, 0, 1) == 27
    assert goods(state, 0, 101) == 5


def test_moves_are_repeatable_at_2_coins_each():
    """II: "(repeatable, 2 coins each)"."""
    state, _ = load_scenario("sunrise")
    state, events = play(
        state,
        MoveAssistant(0, 1, 27, COAL2),
        MoveAssistant(0, 1, 101, (("flour", 1),)),
        Sunrise(0, 61, True, None),
        Sunrise(1, 102, True, None),
    )
    moved = [e.data for e in events if e.kind == "assistant_moved"]
    assert [(m["from"], m["to"]) for m in moved] == [(61, 27), (27, 101)]
    assert place_of(state, 0, 1) == 101
    assert goods(state, 0, 27) == 0  # the flour paid the second move


def test_a_move_frees_the_old_building_for_the_worker():
    """One person per building: after the move the worker may take the old place."""
    state, _ = load_scenario("sunrise")
    state, _ = apply(state, MoveAssistant(0, 1, 27, COAL2))
    places = {a.building for a in legal_actions(state, 0) if isinstance(a, Sunrise)}
    assert places == {101, 61}
    with pytest.raises(IllegalAction, match="an assistant works at that building"):
        apply(state, Sunrise(0, 27, True, None))


MOVES_POSITION = """
phase: sunrise
players:
  - buildings: [{card: 101, goods: 1}, 61, {card: 27, goods: 1}, 30, 86]
    assistants: [{id: 1, building: 61}, {id: 2, building: 27}]
  - buildings: [{card: 102, goods: 7}]
"""


@pytest.mark.parametrize(
    ("target", "words"),
    [
        (27, "another production building without an assistant"),  # taken
        (86, "another production building without an assistant"),  # a Market Office
        (61, "another production building without an assistant"),  # where it is
    ],
)
def test_an_assistant_moves_only_to_another_free_production_building(target, words):
    """II: "to another building"; IV.3: "One person … per building"."""
    state, _ = load_scenario(MOVES_POSITION)
    with pytest.raises(IllegalAction, match=words):
        apply(state, MoveAssistant(0, 1, target, (("flour", 1),)))


def test_moves_keep_one_production_building_free():
    """IV.3: "at all times at least one production building must be free of assistants"."""
    state, _ = load_scenario(MOVES_POSITION)
    moves = [a for a in legal_actions(state, 0) if isinstance(a, MoveAssistant)]
    assert {(m.assistant, m.building) for m in moves} == {(1, 101), (1, 30), (2, 101), (2, 30)}


def test_a_move_must_be_paid_with_goods_worth_2():
    """II: "pay 2 coins (goods worth 2)"."""
    state, _ = load_scenario(MOVES_POSITION)
    with pytest.raises(IllegalAction, match="worth 1 coins; it costs 2"):
        apply(state, MoveAssistant(0, 1, 30, (("coal", 1),)))


def test_the_same_goods_cannot_pay_two_moves():
    """Pending moves use up the goods they name, even before they are carried out."""
    state, _ = load_scenario(MOVES_POSITION)
    state, _ = apply(state, MoveAssistant(0, 1, 30, (("flour", 1),)))
    with pytest.raises(IllegalAction, match="you have 0 flour"):
        apply(state, MoveAssistant(0, 2, 101, (("flour", 1),)))


def test_moves_are_refused_in_a_rule_set_without_paid_moves():
    """Expansion: "No paying 2 coins to move assistants" (assistant_move_cost unset)."""
    cat = catalog()
    rs = dataclasses.replace(cat.ruleset("bigbox"), id="nomoves", assistant_move_cost=None)
    cat2 = dataclasses.replace(cat, rulesets={**cat.rulesets, "nomoves": rs})
    data = yaml.safe_load(MOVES_POSITION) | {"ruleset": "nomoves"}
    state, _ = from_data(data, cat2)
    assert not any(isinstance(a, MoveAssistant) for a in legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="cannot be moved for coins"):
        apply(state, MoveAssistant(0, 1, 30, (("flour", 1),)))
