"""Phase IV.3, Build the planned card (RULES.md "IV" step 3, first half)."""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import Build, Done, Hire, IllegalAction, apply, legal_actions
from omg_desktop.games.ohmygoods.rules.queries import best_payment, payments

from .helpers import catalog, goods, kinds, load_scenario

IRON2_FLOUR1 = (("flour", 1), ("iron", 2))


def built(events):
    return [e.data for e in events if e.kind == "built"]


def test_building_pays_goods_worth_at_least_the_cost_without_change():
    """IV.3: "discard goods whose total coin value is ≥ its cost (no change)": 2 iron + 1 flour
    (8 coins) pay a cost of 7, overpaying 1."""
    state, _ = load_scenario("build")
    state, events = apply(state, Build(0, 53, IRON2_FLOUR1))
    assert built(events) == [{"card": 53, "paid": [["flour", 1], ["iron", 2]], "overpaid": 1}]
    assert (goods(state, 0, 6), goods(state, 0, 27), goods(state, 0, 101)) == (0, 0, 4)
    assert state.players[0].building_ids() == [101, 6, 27, 61, 53]


def test_a_new_building_starts_empty():
    """A building just built holds no goods and has produced nothing this round."""
    state, _ = load_scenario("build")
    state, _ = apply(state, Build(0, 53, IRON2_FLOUR1))
    b = state.players[0].find(53)
    assert (b.goods, b.produced) == (0, 0)
    assert state.players[0].planned is None


def test_a_payment_worth_less_than_the_cost_is_refused():
    """IV.3: goods "whose total coin value is ≥ its cost"."""
    state, _ = load_scenario("build")
    with pytest.raises(IllegalAction, match="worth 6 coins; it costs 7"):
        apply(state, Build(0, 53, (("iron", 2),)))


def test_a_payment_with_goods_the_player_lacks_is_refused():
    """Goods are paid from the player's own buildings."""
    state, _ = load_scenario("build")
    with pytest.raises(IllegalAction, match="you have 2 iron, not 3"):
        apply(state, Build(0, 53, (("iron", 3),)))


def test_only_the_planned_card_may_be_built():
    """IV.3: "Build the planned card"."""
    state, _ = load_scenario("build")
    with pytest.raises(IllegalAction, match="only build the card you planned"):
        apply(state, Build(0, 30, (("coal", 3),)))


def test_best_payment_overpays_least():
    """No change is given, so the suggested payment overpays as little as possible."""
    cat = catalog()
    assert best_payment({"iron": 2, "flour": 1}, cat, 7) == IRON2_FLOUR1
    assert best_payment({"iron": 2, "flour": 1, "coal": 1}, cat, 7) == (("coal", 1), ("iron", 2))
    assert best_payment({"iron": 2, "flour": 1}, cat, 9) is None


def test_payments_are_listed_by_overpayment():
    """Every listed payment covers the cost; the least overpayment comes first."""
    cat = catalog()
    have = {"coal": 4, "iron": 2, "flour": 1}
    found = payments(have, cat, 7)
    values = [sum(cat.goods[g].value * n for g, n in p) for p in found]
    assert all(v >= 7 for v in values)
    assert values == sorted(values)
    assert values[0] == 7


def test_the_build_actions_offer_the_least_overpayment_first():
    """The first legal build is the cheapest payment."""
    state, _ = load_scenario("build")
    builds = [a for a in legal_actions(state, 0) if isinstance(a, Build)]
    assert builds[0].payment == best_payment({"coal": 4, "iron": 2, "flour": 1}, state.cat, 7)


def test_an_unbuilt_planned_card_goes_back_to_hand():
    """IV.3: "If the player can't or won't, the card goes back to hand" (Big Box)."""
    state, _ = load_scenario("build")
    state, events = apply(state, Done(0))
    (ret,) = [e for e in events if e.kind == "plan_returned"]
    assert (ret.seat, ret.data) == (0, {"card": 53, "to": "hand"})
    assert state.players[0].hand == [30, 53]
    assert state.players[0].planned is None


def test_a_planned_card_the_player_cannot_pay_goes_back_to_hand():
    """IV.3: "If the player can't …" — the step passes by itself."""
    state, events = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 6}]
    planned: 53
  - buildings: [{card: 102, goods: 7}]
    hand: [1]
"""
    )
    assert ("plan_returned", {"card": 53, "to": "hand"}) in [(e.kind, e.data) for e in events]
    assert 53 in state.players[0].hand
    assert "built" not in kinds(events)


def test_duplicates_of_owned_buildings_may_be_built():
    """II, Plan: "Duplicates of owned buildings are allowed" — a second Mill."""
    state, _ = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 7}, 27]
    planned: 30
  - buildings: [{card: 102, goods: 7}]
    hand: [1]
"""
    )
    state, events = apply(state, Build(0, 30, (("coal", 3),)))
    assert built(events)[0]["card"] == 30
    types = [state.cat.cards[c].type for c in state.players[0].building_ids()]
    assert types.count("mill") == 2


def test_the_build_step_offers_building_or_hiring():
    """IV.3: "Build the planned card … Or hire instead exactly 1 assistant"."""
    state, _ = load_scenario("build")
    acts = legal_actions(state, 0)
    assert any(isinstance(a, Build) for a in acts)
    assert any(isinstance(a, Hire) for a in acts)


def test_building_ends_the_build_step_in_big_box_no_hire_after():
    """IV.3 (Big Box): build "Or hire instead" — not both."""
    state, _ = load_scenario("build")
    state, events = apply(state, Build(0, 53, IRON2_FLOUR1))
    assert state.turn == 1  # seat 0's turn is over
    assert state.open_assistants == [(1, 0)]
    assert "hired" not in kinds(events)


def test_hiring_instead_of_building_returns_the_plan_to_hand():
    """IV.3 (Big Box): hiring instead of building; the planned card goes back to hand."""
    state, _ = load_scenario("build")
    state, events = apply(state, Hire(0, 1, (("coal", 4),), 61))
    assert "built" not in kinds(events)
    assert 53 in state.players[0].hand
    assert state.turn == 1
