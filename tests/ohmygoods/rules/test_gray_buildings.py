"""Gray buildings and the Glassmaker (RULES.md "Gray buildings"; cards.md "Market Offices").

Offices 78–91 add one resource to their owner's market (78–79 wood, 80–82 wool,
83–85 stone, 86–88 clay, 89–91 grain); 92–94 give an extra card in phase I.
Glassmakers: 20–21 need 12 resources of any kind, 22–23 need 11.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import Exchange, Produce, apply, score_of
from omg_desktop.games.ohmygoods.rules.queries import market_counts, supply_options

from .helpers import goods, load_scenario, play


def produced(events):
    return [(e.seat, e.data["building"], e.data["goods"]) for e in events if e.kind == "produced"]


def drew(events, seat):
    return [e.data["count"] for e in events if e.kind == "drew" and e.seat == seat]


# ---- the extra-card office -----------------------------------------------------------
def extra_card_position(hand, ruleset="bigbox"):
    return f"""
ruleset: {ruleset}
phase: exchange
players:
  - buildings: [101, 92]
    hand: {hand}
  - buildings: [102]
    hand: [40, 41, 42]
"""


@pytest.mark.parametrize(("hand", "count"), [([1, 2, 3], 3), ([1, 2, 3, 4], 2), ([1], 3)])
def test_the_extra_card_office_gives_a_card_unless_the_hand_had_more_than_3(hand, count):
    """Gray: "1 extra card in phase I unless its owner already holds more than 3 cards at the
    start of that phase"."""
    state, _ = load_scenario(extra_card_position(hand))
    state, events = play(state, Exchange(0, False), Exchange(1, False))
    assert drew(events, 0) == [count]
    assert drew(events, 1) == [2]  # only for its owner
    assert len(state.players[0].hand) == len(hand) + count


def test_the_extra_card_counts_the_hand_before_the_exchange():
    """Gray: the hand "at the start of that phase" — before the exchange (3 cards: extra)."""
    state, _ = load_scenario(extra_card_position([1, 2, 3]))
    state, events = play(state, Exchange(0, True), Exchange(1, False))
    assert drew(events, 0) == [3, 3]  # 3 replacements, then 2 + 1


def test_an_empty_hand_gets_the_extra_card():
    """0 cards is not more than 3."""
    state, _ = load_scenario(extra_card_position([]))
    state, events = play(state, Exchange(1, False))
    assert drew(events, 0) == [3]


def test_the_extra_card_office_works_in_the_classic_rules_too():
    """Classic phase I: just draw 2 — plus the office's card."""
    state, events = load_scenario(extra_card_position([1, 2, 3], ruleset="classic"))
    assert drew(events, 0) == [3]


# ---- Market Offices ---------------------------------------------------------------------
OWNER_ONLY = """
phase: production
market: [[78, 62, 63], [1]]      # 1 stone, 2 clay, 1 wood
players:
  - buildings: [{card: 102, goods: 7}, 3, 83]   # Sawmill 3: 2 clay + 2 stone; 83: +1 stone
    worker: {building: 3}
  - buildings: [{card: 101, goods: 7}]          # Charburner: 2 stone + 1 wood
    worker: {building: 101}
"""


def test_a_market_office_adds_its_resource_for_its_owner():
    """Gray: "the Market Office, which adds its shown resource to the market display for its
    owner only"."""
    state, events = load_scenario(OWNER_ONLY)
    assert (0, 3, 2) in produced(events)
    assert market_counts(state, 0)["stone"] == 2


def test_a_market_office_does_nothing_for_other_players():
    """Gray: "for its owner only" — seat 1 sees one stone and cannot produce."""
    state, events = load_scenario(OWNER_ONLY)
    assert [p for p in produced(events) if p[0] == 1] == []
    assert market_counts(state, 1)["stone"] == 1
    assert goods(state, 1, 101) == 7


def test_two_offices_of_a_resource_add_two():
    """Each office adds its resource: 83 and 84 make up the Charburner's 2 stone."""
    state, events = load_scenario(
        """
phase: production
market: [[1], []]
players:
  - buildings: [{card: 101, goods: 7}, 83, 84]
    worker: {building: 101}
  - buildings: [{card: 102, goods: 7}]
"""
    )
    assert produced(events) == [(0, 101, 2)]


def test_an_office_in_the_market_shows_only_its_left_resource():
    """Components: "Only the resource part matters in the market display" — office 78 in the
    market is 1 stone, not +1 wood."""
    state, events = load_scenario(
        """
phase: production
market: [[78, 79], []]
players:
  - buildings: [{card: 101, goods: 7}]
    worker: {building: 101}
  - buildings: [{card: 102, goods: 7}]
    planned: 30               # seat 1's build step waits: the market stays on the table
"""
    )
    assert market_counts(state, 0) == {"stone": 2}
    assert produced(events) == []


def test_offices_score_their_victory_points():
    """Score: "victory points of buildings" — gray buildings included."""
    state, _ = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 0}, 86, 92]
  - buildings: [{card: 102, goods: 0}]
"""
    )
    cards = state.cat.cards
    assert score_of(state, 0).buildings == cards[86].vp + cards[92].vp


# ---- the Glassmaker ----------------------------------------------------------------------
TEN = "[[1, 2, 4, 5, 6], [9, 10, 12, 14, 16]]"  # ten market cards


def glass_position(card, offices="", hand="[]", other_offices="", efficient="true"):
    return f"""
phase: production
market: {TEN}
players:
  - buildings: [{{card: 101, goods: 7}}, {card}{offices}]
    worker: {{building: {card}, efficient: {efficient}}}
    hand: {hand}
  - buildings: [{{card: 102, goods: 7}}{other_offices}]
"""


def test_glassmaker_makes_glass_from_11_resources_of_any_kind():
    """Gray: "a building whose good needs 11 resources": 10 in the market + 1 from an office."""
    state, events = load_scenario(glass_position(22, offices=", 86"))
    assert produced(events) == [(0, 22, 2)]


def test_glassmaker_counts_hand_cards_of_any_resource():
    """cards.md: "market, hand and Market Office resources all count"."""
    state, _ = load_scenario(glass_position(22, hand="[44, 61]"))
    assert supply_options(state, 0, 22) == [(61,), (44,)]  # cheapest card first
    state, events = apply(state, Produce(0, 22, (61,)))
    assert produced(events) == [(0, 22, 2)]


def test_glassmaker_needing_12_counts_market_office_and_hand_together():
    """cards.md: the cost-2 copies need 12: 10 market + 1 office + 1 hand card."""
    state, _ = load_scenario(glass_position(20, offices=", 86", hand="[44]"))
    assert supply_options(state, 0, 20) == [(44,)]
    state, events = apply(state, Produce(0, 20, (44,)))
    assert produced(events) == [(0, 20, 2)]


def test_glassmaker_short_of_resources_makes_nothing():
    """Efficient: all 11 needed; 10 and no card make nothing."""
    state, events = load_scenario(glass_position(22))
    assert produced(events) == []


def test_glassmaker_does_not_count_another_players_office():
    """Gray: Market Office resources are "for its owner only", for the Glassmaker too."""
    state, events = load_scenario(glass_position(22, other_offices=", 86"))
    assert produced(events) == []


def test_a_sloppy_glassmaker_may_lack_one_of_the_11():
    """IV.1: a sloppy worker may lack one input — 10 of 11 make 1 glass."""
    state, events = load_scenario(glass_position(22, efficient="false"))
    assert produced(events) == [(0, 22, 1)]
