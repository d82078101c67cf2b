"""Phase IV.2, production chains (RULES.md "IV" step 2 and the final round's chains)."""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import (
    Build,
    Chain,
    Done,
    IllegalAction,
    apply,
    legal_actions,
)
from omg_desktop.games.ohmygoods.rules.queries import chain_max, coins_of
from omg_desktop.games.ohmygoods.rules.state import BUILD, CHAIN, FINAL_CHAIN

from .helpers import goods, load_scenario, play


def chained(events):
    return [
        (e.data["building"], e.data["times"], e.data["goods"])
        for e in events
        if e.kind == "chained"
    ]


def chain_position(buildings, hand, market="[[], []]"):
    """Seat 0 at its chain step with the given buildings and hand."""
    return f"""
phase: production
step: chain
market: {market}
players:
  - buildings: {buildings}
    hand: {hand}
  - buildings: [{{card: 103, goods: 7}}]
"""


# ---- the brick example ----------------------------------------------------------
def test_brick_example_3_clay_and_2_coal_make_4_bricks():
    """IV.2: "move the shown good(s) … and/or discard the shown resource card(s) … A chain
    with two items needs both together and yields 2 goods per conversion"."""
    state, _ = load_scenario("brick_chain")
    state, events = apply(state, Chain(0, 62, 2, (61, 63)))
    assert goods(state, 0, 101) == 0
    assert goods(state, 0, 62) == 5
    (ev,) = [e for e in events if e.kind == "chained"]
    assert ev.data == {
        "building": 62,
        "times": 2,
        "goods": 4,
        "cards": [61, 63],
        "moved": {"coal": 2},
    }
    assert 64 in state.players[0].hand
    assert {61, 63} <= set(state.discard)


def test_brick_example_cannot_run_a_third_time_without_coal():
    """The two-item chain needs both items: 2 coal allow 2 conversions only."""
    state, _ = load_scenario("brick_chain")
    assert chain_max(state, 0, 62) == 2
    with pytest.raises(IllegalAction, match=r"the chain can run 2 time\(s\) now, not 3"):
        apply(state, Chain(0, 62, 3, (61, 63, 64)))


def test_a_chain_runs_any_number_of_times_one_at_a_time_too():
    """IV.2: "any number of times"."""
    state, _ = load_scenario("brick_chain")
    state, events = play(state, Chain(0, 62, 1, (61,)), Chain(0, 62, 1, (64,)))
    assert chained(events) == [(62, 1, 2), (62, 1, 2)]
    assert goods(state, 0, 62) == 5


def test_the_chain_needs_the_shown_resource_cards():
    """IV.2: "discard the shown resource card(s) from hand"."""
    state, _ = load_scenario(
        chain_position("[{card: 101, goods: 2}, {card: 62, produced: 1}]", [61, 28])
    )
    with pytest.raises(IllegalAction, match="needs 1 clay from hand, not 1 grain"):
        apply(state, Chain(0, 62, 1, (28,)))


# ---- only buildings that produced -------------------------------------------------
def test_only_a_building_that_produced_may_chain():
    """IV.2: "each building that produced ≥ 1 good this round may run its production chain"."""
    state, _ = load_scenario(
        chain_position("[{card: 101, goods: 3, produced: 1}, {card: 62, goods: 4}]", [1, 61])
    )
    offered = {a.building for a in legal_actions(state, 0) if isinstance(a, Chain)}
    assert offered == {101}
    with pytest.raises(IllegalAction, match="produced nothing this round"):
        apply(state, Chain(0, 62, 1, (61,)))


def test_an_assistants_building_may_chain():
    """IV.2: "Assistants' buildings may chain too"."""
    state, events = load_scenario(
        """
phase: production
market: [[63, 64, 78, 79], []]     # 2 clay + 2 stone: Brick Manufacture 62's inputs
players:
  - buildings: [{card: 101, goods: 2}, 62, 27]
    assistants: [{id: 1, building: 62}]
    hand: [61]
  - buildings: [{card: 104, goods: 7}]
"""
    )
    assert [e.data["person"] for e in events if e.kind == "produced"] == ["assistant"]
    assert state.step == CHAIN
    state, events = apply(state, Chain(0, 62, 1, (61,)))
    assert chained(events) == [(62, 1, 2)]
    assert goods(state, 0, 62) == 3


def test_mill_chain_turns_grain_cards_from_hand_into_flour():
    """IV.2: a one-item chain: one card from hand, one good."""
    state, _ = load_scenario(
        chain_position("[104, {card: 27, goods: 1, produced: 1}]", [28, 29, 44])
    )
    singles = {a.cards for a in legal_actions(state, 0) if isinstance(a, Chain) and a.times == 1}
    assert singles == {(28,), (29,)}
    state, events = apply(state, Chain(0, 27, 2, (28, 29)))
    assert chained(events) == [(27, 2, 2)]
    assert goods(state, 0, 27) == 3


def test_shoemaker_chain_moves_leather_from_the_tannery():
    """IV.2: "move the shown good(s) from the player's other buildings … onto it, receiving
    that many goods of this building": leather (6) becomes shoes (8)."""
    state, _ = load_scenario(
        chain_position(
            "[{card: 104, goods: 0}, {card: 38, goods: 1, produced: 1}, {card: 75, goods: 2}]", []
        )
    )
    before = coins_of(state.players[0], state.cat)
    state, events = apply(state, Chain(0, 38, 2))
    assert chained(events) == [(38, 2, 2)]
    assert (goods(state, 0, 75), goods(state, 0, 38)) == (0, 3)
    assert coins_of(state.players[0], state.cat) == before + 2 * (8 - 6)


def test_a_two_good_chain_takes_both_goods():
    """IV.2: Tool Maker "coal + iron": both together, 2 tools per conversion."""
    state, _ = load_scenario(
        chain_position("[{card: 101, goods: 3}, {card: 6, goods: 1}, {card: 16, produced: 1}]", [])
    )
    assert chain_max(state, 0, 16) == 1
    state, events = apply(state, Chain(0, 16, 1))
    assert chained(events) == [(16, 1, 2)]
    assert (goods(state, 0, 101), goods(state, 0, 6), goods(state, 0, 16)) == (2, 0, 2)


@pytest.mark.parametrize(
    ("coal", "hand", "most"),
    [(3, [], 0), (0, [80, 81], 0), (3, [80, 81], 2), (1, [80, 81], 1)],
)
def test_a_two_item_chain_needs_both_items(coal, hand, most):
    """IV.2: "A chain with two items needs both together": Iron Smelter = stone + coal."""
    buildings = f"[{{card: 101, goods: {coal}}}, {{card: 6, goods: 1, produced: 1}}]"
    state, _ = load_scenario(chain_position(buildings, hand + [1]))
    assert chain_max(state, 0, 6) == most


def test_a_two_item_chain_yields_2_goods_per_conversion():
    """IV.2: "yields 2 goods per conversion"."""
    state, _ = load_scenario(
        chain_position("[{card: 101, goods: 3}, {card: 6, goods: 1, produced: 1}]", [80, 81])
    )
    state, events = apply(state, Chain(0, 6, 2, (80, 81)))
    assert chained(events) == [(6, 2, 4)]
    assert (goods(state, 0, 101), goods(state, 0, 6)) == (1, 5)


def test_market_office_resources_never_feed_a_chain():
    """Gray buildings / cards.md: "A Market Office resource helps start production …
    but never feeds a chain"."""
    state, _ = load_scenario(
        chain_position(
            "[{card: 101, goods: 3, produced: 1}, {card: 6, goods: 1, produced: 1}, 83, 84]", [1]
        )
    )
    assert chain_max(state, 0, 6) == 0
    with pytest.raises(IllegalAction, match="needs 1 stone from hand, not nothing"):
        apply(state, Chain(0, 6, 1, ()))


def test_market_cards_never_feed_a_chain():
    """IV.2: the chain's resources come "from hand", not from the market display."""
    state, _ = load_scenario(
        chain_position(
            "[{card: 101, goods: 3}, {card: 6, goods: 1, produced: 1}]",
            [1],
            market="[[80, 81], []]",
        )
    )
    assert chain_max(state, 0, 6) == 0


# ---- the final round --------------------------------------------------------------
def test_final_round_chains_run_on_buildings_that_did_not_produce():
    """End: "In that final round every player may run the chains of all their buildings,
    including … ones without worker or assistant, and ones that did not produce"."""
    state, events = load_scenario("final_round")
    assert "produced" not in [e.kind for e in events]
    assert state.step == CHAIN
    offered = {a.building for a in legal_actions(state, 0) if isinstance(a, Chain)}
    assert offered == {62, 27}
    state, events = play(state, Chain(0, 62, 1, (61,)), Chain(0, 27, 1, (29,)))
    assert chained(events) == [(62, 1, 2), (27, 1, 1)]


def test_final_round_chains_run_on_the_building_just_built():
    """End: "… including the one just built": after building comes a last chain step."""
    state, _ = load_scenario("final_round")
    state, _ = play(state, Done(0))
    assert state.step == BUILD
    state, _ = apply(state, Build(0, 28, (("coal", 3),)))
    assert state.step == FINAL_CHAIN
    assert Chain(0, 28, 1, (29,)) in legal_actions(state, 0)
    state, events = apply(state, Chain(0, 28, 1, (30,)))
    assert chained(events) == [(28, 1, 1)]
    assert goods(state, 0, 28) == 1


def test_the_last_chain_step_ends_the_turn():
    """After the final chains the next player's turn begins."""
    state, _ = load_scenario("final_round")
    state, events = play(state, Done(0), Build(0, 28, (("coal", 3),)), Done(0))
    assert state.turn == 1
    assert [e.seat for e in events if e.kind == "turn"] == [1]


def test_outside_the_final_round_there_is_no_last_chain_step():
    """Only the final round has chains after building."""
    state, _ = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 7}, 27]
    hand: [29]
    planned: 28
  - buildings: [{card: 102, goods: 7}]
    hand: [1]
"""
    )
    state, _ = apply(state, Build(0, 28, (("coal", 3),)))
    assert state.turn == 1


def test_the_player_chooses_which_building_gives_a_chains_good():
    """IV.2: "move the shown good(s) from the player's other buildings": with iron on two
    Iron Smelters, the Tool Maker takes it from the one the player names."""
    buildings = (
        "[{card: 101, goods: 3}, {card: 6, goods: 2}, {card: 7, goods: 2}, {card: 16, produced: 1}]"
    )
    state, _ = load_scenario(chain_position(buildings, []))
    chosen, _ = apply(state, Chain(0, 16, 1, (), (101, 7)))
    assert (goods(chosen, 0, 6), goods(chosen, 0, 7), goods(chosen, 0, 16)) == (2, 1, 2)
    in_row_order, _ = apply(state, Chain(0, 16, 1))
    assert (goods(in_row_order, 0, 6), goods(in_row_order, 0, 7)) == (1, 2)
    twice, _ = apply(state, Chain(0, 16, 2, (), (101, 101, 7, 7)))
    assert (goods(twice, 0, 101), goods(twice, 0, 6), goods(twice, 0, 7)) == (1, 2, 0)


@pytest.mark.parametrize(
    ("times", "sources", "reason"),
    [
        (1, (101,), r"takes 1 coal, 1 iron in goods, not 1 coal"),
        (1, (101, 6, 7), r"takes 1 coal, 1 iron in goods, not 1 coal, 2 iron"),
        (1, (101, 16), r"building 16 is not another of yours"),
        (1, (101, 5), r"building 5 is not another of yours"),
        (2, (101, 101, 6, 6, 6), r"holds 2 good\(s\), not 3"),
    ],
)
def test_chain_sources_that_do_not_match_the_chain_are_refused(times, sources, reason):
    """IV.2: the goods moved are the chain's own, from the player's other buildings."""
    buildings = (
        "[{card: 101, goods: 3}, {card: 6, goods: 2}, {card: 7, goods: 2}, {card: 16, produced: 1}]"
    )
    state, _ = load_scenario(chain_position(buildings, []))
    with pytest.raises(IllegalAction, match=reason):
        apply(state, Chain(0, 16, times, (), sources))


def test_a_chain_with_sources_encodes_and_decodes_and_old_records_still_read():
    from omg_desktop.games.ohmygoods.rules.actions import decode, encode

    a = Chain(0, 16, 2, (80,), (101, 101, 7, 6))
    assert decode(encode(a)) == a
    assert encode(Chain(0, 16, 1)) == "0 chain b=16 n=1 c=-"  # as records have it
    assert decode("0 chain b=16 n=1 c=-") == Chain(0, 16, 1)
