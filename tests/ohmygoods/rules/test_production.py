"""Phase IV.1, Produce (RULES.md "IV. Production and building", step 1).

Resources by card id: wood 1–26, grain 27–43, wool 44–60, clay 61–77, stone 78–94.
Charburners: 101 = 2 stone + 1 wood, 102 = 2 grain + 1 wood, 103 = 2 clay + 1 wood.
Glassmakers and Market Offices are in test_gray_buildings.py.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import (
    Done,
    IllegalAction,
    Produce,
    apply,
    legal_actions,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.queries import supply_options

from .helpers import goods, kinds, load_scenario, play


def produced(events):
    """(seat, building, goods, person) of every "produced" event."""
    return [
        (e.seat, e.data["building"], e.data["goods"], e.data["person"])
        for e in events
        if e.kind == "produced"
    ]


def not_produced(events):
    return [
        (e.seat, e.data["building"], e.data["reason"]) for e in events if e.kind == "no_production"
    ]


def worker_position(market, efficient=True, hand=()):
    """Seat 0's worker at Charburner 101 (2 stone + 1 wood); seat 1 idle."""
    return f"""
phase: production
market: {market}
players:
  - buildings: [{{card: 101, goods: 7}}]
    worker: {{building: 101, efficient: {str(efficient).lower()}}}
    hand: {list(hand)}
  - buildings: [{{card: 102, goods: 7}}]
"""


# ---- the worker -------------------------------------------------------------------
def test_an_efficient_worker_with_all_inputs_makes_2_goods():
    """IV.1: "Worker efficient: all inputs present → 2 goods"."""
    state, events = load_scenario(worker_position([[78, 79], [1]]))
    assert produced(events) == [(0, 101, 2, "worker")]
    assert goods(state, 0, 101) == 9


def test_an_efficient_worker_lacking_an_input_makes_nothing():
    """IV.1: "Worker efficient: all inputs present → 2 goods, otherwise nothing"."""
    state, events = load_scenario(worker_position([[78], [1]]))
    assert produced(events) == []
    assert not_produced(events) == [(0, 101, "missing")]
    assert goods(state, 0, 101) == 7


def test_missing_inputs_may_be_supplied_from_hand():
    """IV.1: "Missing inputs may be supplied by discarding matching cards from hand"."""
    state, _ = load_scenario(worker_position([[78], [1]], hand=[80]))
    assert to_act(state) == (0,)
    assert Produce(0, 101, (80,)) in legal_actions(state, 0)
    state, events = apply(state, Produce(0, 101, (80,)))
    assert produced(events) == [(0, 101, 2, "worker")]
    assert 80 not in state.players[0].hand
    assert 80 in state.discard


def test_a_card_of_the_wrong_resource_supplies_nothing():
    """IV.1: only "matching cards" supply a missing input."""
    state, _ = load_scenario(worker_position([[78], [1]], hand=[80, 44]))
    with pytest.raises(IllegalAction, match=r"\(wool\) supplies nothing that is missing"):
        apply(state, Produce(0, 101, (44,)))


def test_a_player_may_decline_to_supply():
    """IV.1: "may be supplied" — the player may keep the card and not produce."""
    state, _ = load_scenario(worker_position([[78], [1]], hand=[80]))
    state, events = apply(state, Produce(0, 101, (), skip=True))
    assert not_produced(events) == [(0, 101, "skipped")]
    assert goods(state, 0, 101) == 7
    assert state.players[0].hand == [80]


def test_a_sloppy_worker_lacking_one_input_makes_1_good():
    """IV.1: "Worker sloppy: all inputs but one present → 1 good"."""
    state, events = load_scenario(worker_position([[78], [1]], efficient=False))
    assert produced(events) == [(0, 101, 1, "worker")]
    assert goods(state, 0, 101) == 8


def test_a_sloppy_worker_with_all_inputs_makes_1_good():
    """IV.1: "(also 1 if all present)"."""
    state, events = load_scenario(worker_position([[78, 79], [1]], efficient=False))
    assert produced(events) == [(0, 101, 1, "worker")]


def test_a_sloppy_worker_lacking_two_inputs_makes_nothing():
    """IV.1: sloppy "may lack any one input" — not two."""
    state, events = load_scenario(worker_position([[1], []], efficient=False))
    assert produced(events) == []
    assert not_produced(events) == [(0, 101, "missing")]


# ---- the worked example of the 2015 rules ---------------------------------------
WORKED_EXAMPLE = """
phase: production
market: [[27], []]          # a Mill: grain
players:
  - buildings: [{card: 102, goods: 7}]   # Charburner: 2 grain + 1 wood
    worker: {building: 102, efficient: false}
    hand: [28, 1]           # a grain card (Mill) and a wood card (Sawmill)
  - buildings: [{card: 101, goods: 7}]
"""


def test_worked_example_needs_exactly_one_card_grain_or_wood():
    """Sloppy 2 grain + 1 wood with 1 grain showing lacks a grain and a wood, may lack one:
    one card — a grain or a wood — is enough."""
    state, _ = load_scenario(WORKED_EXAMPLE)
    assert supply_options(state, 0, 102) == [(1,), (28,)]


@pytest.mark.parametrize("card", [1, 28])
def test_worked_example_either_card_makes_1_coal(card):
    """The grain card or the wood card: 1 coal either way."""
    state, _ = load_scenario(WORKED_EXAMPLE)
    state, events = apply(state, Produce(0, 102, (card,)))
    assert produced(events) == [(0, 102, 1, "worker")]
    assert card in state.discard


def test_worked_example_without_a_card_is_refused():
    """Lacking two inputs, the sloppy worker needs one card."""
    state, _ = load_scenario(WORKED_EXAMPLE)
    with pytest.raises(IllegalAction, match="2 input\\(s\\) would still be missing"):
        apply(state, Produce(0, 102, ()))


def test_supply_options_come_cheapest_first():
    """The options offered to the player list the cheapest cards first."""
    state, _ = load_scenario(worker_position([[78, 79], []], hand=[17, 5, 1]))
    assert supply_options(state, 0, 101) == [(1,), (5,), (17,)]
    produce = [a for a in legal_actions(state, 0) if isinstance(a, Produce) and not a.skip]
    assert [a.cards for a in produce] == [(1,), (5,), (17,)]


# ---- assistants and empty buildings ---------------------------------------------
def assistant_position(market, hand=()):
    """Seat 0's assistant at Brick Manufacture 61 (1 clay + 3 stone); the worker is away."""
    return f"""
phase: production
market: {market}
players:
  - buildings: [{{card: 101, goods: 7}}, 61, 27]
    assistants: [{{id: 1, building: 61}}]
    hand: {list(hand)}
  - buildings: [{{card: 102, goods: 7}}]
"""


def test_an_assistant_with_all_inputs_makes_1_good():
    """IV.1: "Assistant: all inputs present → 1 good"."""
    state, events = load_scenario(assistant_position([[62, 78, 79], [80]]))
    assert produced(events) == [(0, 61, 1, "assistant")]
    assert goods(state, 0, 61) == 1


def test_an_assistant_lacking_an_input_makes_nothing():
    """IV.1: an assistant needs all inputs (it may not lack one like a sloppy worker)."""
    state, events = load_scenario(assistant_position([[62, 78, 79], []]))
    assert produced(events) == []
    assert not_produced(events) == [(0, 61, "missing")]


def test_an_assistant_may_be_supplied_from_hand():
    """IV.1: missing inputs may be supplied from hand, for any building that produces."""
    state, _ = load_scenario(assistant_position([[62, 78, 79], []], hand=[80]))
    state, events = apply(state, Produce(0, 61, (80,)))
    assert produced(events) == [(0, 61, 1, "assistant")]


def test_buildings_with_nobody_produce_nothing():
    """IV.1: "Buildings with no worker or assistant produce nothing this round"."""
    state, events = load_scenario(
        """
phase: production
market: [[78, 79, 62, 63], [1]]   # everything 101 and 103 need
players:
  - buildings: [{card: 101, goods: 7}, {card: 103, goods: 0}]
    worker: {building: 101}
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert produced(events) == [(0, 101, 2, "worker")]
    assert goods(state, 0, 103) == 0


# ---- the market is shared, hand cards are not -------------------------------------
SHARED_MARKET = """
phase: production
market: [[78, 79, 62, 63], [1]]   # 2 stone, 2 clay, 1 wood
players:
  - buildings: [{card: 101, goods: 7}, 3, 27]    # 101: 2 stone + 1 wood; 3: 2 clay + 2 stone
    worker: {building: 101}
    assistants: [{id: 1, building: 3}]
  - buildings: [{card: 103, goods: 7}]           # 2 clay + 1 wood
    worker: {building: 103}
"""


def test_the_market_serves_every_building_of_every_player():
    """IV.1: "The market is never consumed; it serves every building of every player"."""
    state, events = load_scenario(SHARED_MARKET)
    assert produced(events) == [
        (0, 101, 2, "worker"),
        (0, 3, 1, "assistant"),
        (1, 103, 2, "worker"),
    ]


def test_the_market_is_never_consumed():
    """IV.1: "The market is never consumed" — all 5 cards are still there at round end."""
    state, events = load_scenario(SHARED_MARKET)
    (gone,) = [e for e in events if e.kind == "market_discarded"]
    assert gone.data == {"count": 5}
    assert sorted(state.discard) == [1, 62, 63, 78, 79]


ONE_CARD_TWO_BUILDINGS = """
phase: production
market: [[78, 79, 62, 63], []]    # no wood at all
players:
  - buildings: [{card: 101, goods: 7}, {card: 103, goods: 0}, 27]
    worker: {building: 101}
    assistants: [{id: 1, building: 103}]
    hand: HAND
  - buildings: [{card: 102, goods: 7}]
"""


def test_a_hand_card_serves_one_building_only():
    """IV.1: "A card discarded from hand serves one building only"."""
    state, _ = load_scenario(ONE_CARD_TWO_BUILDINGS.replace("HAND", "[1]"))
    state, events = apply(state, Produce(0, 101, (1,)))
    assert produced(events) == [(0, 101, 2, "worker")]
    assert not_produced(events) == [(0, 103, "missing")]


def test_two_buildings_lacking_the_same_resource_need_two_cards():
    """IV.1: each building needs its own card."""
    state, _ = load_scenario(ONE_CARD_TWO_BUILDINGS.replace("HAND", "[1, 4]"))
    state, events = play(state, Produce(0, 101, (1,)), Produce(0, 103, (4,)))
    assert produced(events) == [(0, 101, 2, "worker"), (0, 103, 1, "assistant")]
    assert {1, 4} <= set(state.discard)


def test_a_card_cannot_be_used_twice_in_one_supply():
    """A card listed twice supplies once."""
    state, _ = load_scenario(worker_position([[], [1]], hand=[80, 81]))
    with pytest.raises(IllegalAction, match="listed twice"):
        apply(state, Produce(0, 101, (80, 80)))


# ---- order and the worker's return ----------------------------------------------
def test_turns_go_clockwise_from_the_first_player():
    """IV: "Clockwise from the first player, each player in turn"."""
    state, events = load_scenario(
        """
phase: production
first: 1
players:
  - buildings: [101]
  - buildings: [102]
  - buildings: [103]
"""
    )
    turns = [e.seat for e in events if e.kind == "turn"]
    assert turns == [1, 2, 0]


def test_the_worker_comes_back_after_the_chains_and_assistants_stay():
    """IV.2: "Then the worker comes back; assistants stay"."""
    state, _ = load_scenario(
        """
phase: production
step: chain
players:
  - buildings: [{card: 101, goods: 8, produced: 1}, 61, 27]
    worker: {building: 101, efficient: false}
    assistants: [{id: 1, building: 61}]
    hand: [1]                  # a wood card: the Charburner's chain could run
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert state.players[0].worker == 101
    state, events = apply(state, Done(0))
    assert state.players[0].worker is None
    assert [(h.assistant, h.building) for h in state.players[0].assistants] == [(1, 61)]
    assert "turn" in kinds(events)  # nothing to build: seat 1's turn began


def test_goods_come_from_an_unlimited_reserve():
    """Components: "Goods: cubes in an unlimited reserve"."""
    state, events = load_scenario(
        worker_position([[78, 79], [1]]).replace("{card: 101, goods: 7}", "{card: 101, goods: 500}")
    )
    assert goods(state, 0, 101) == 502
