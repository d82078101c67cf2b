"""End of round, end of the game and scoring (RULES.md "End of round", "End of the base
game and scoring")."""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import (
    Build,
    apply,
    legal_actions,
    score_of,
    scores,
    to_act,
    winners,
)
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, OVER

from .helpers import kinds, load_scenario


def play_out(state, limit=2000):
    """Play the first legal action of the first seat to act until the game is over."""
    events = []
    for _ in range(limit):
        if state.over:
            return state, events
        seat = to_act(state)[0]
        state, ev = apply(state, legal_actions(state, seat)[0])
        events.extend(ev)
    raise AssertionError("the game did not end")


# ---- end of round -----------------------------------------------------------------
ROUND_END = """
phase: production
step: build
first: FIRST
turn: LAST
market: [[1, 2], [3]]
players:
  - buildings: [{card: 101, goods: 7, produced: 2}]
    hand: [4]                 # hands, so that phase I of round 2 waits for decisions
  - buildings: [{card: 102, goods: 7}]
    hand: [5]
  - buildings: [{card: 103, goods: 7}]
    hand: [6]
"""


def round_end(first):
    last = (first + 2) % 3
    return load_scenario(ROUND_END.replace("FIRST", str(first)).replace("LAST", str(last)))


def test_the_market_display_is_discarded_at_the_end_of_the_round():
    """End of round: "Discard the market display"."""
    state, events = round_end(0)
    (ev,) = [e for e in events if e.kind == "market_discarded"]
    assert ev.data == {"count": 3}
    assert state.market == [[], []]
    assert sorted(state.discard) == [1, 2, 3]


@pytest.mark.parametrize(("first", "then"), [(0, 1), (1, 2), (2, 0)])
def test_the_first_player_card_passes_clockwise(first, then):
    """End of round: "pass the first-player card clockwise"."""
    state, events = round_end(first)
    assert (state.round, state.first) == (2, then)
    started = [e.data for e in events if e.kind == "round_started"]
    assert started == [{"round": 2, "first": then}]
    assert state.phase == EXCHANGE


def test_production_counts_start_afresh_each_round():
    """IV.2: chains need goods produced "this round"; a new round forgets the last one's."""
    state, _ = round_end(0)
    assert state.players[0].find(101).produced == 0


# ---- the end trigger ----------------------------------------------------------------
def end_position(buildings, round_=3):
    """Seat 0 builds its planned Mill (28, cost 3) with the given buildings already built."""
    return f"""
phase: production
step: build
round: {round_}
first: 0
players:
  - buildings: {buildings}
    planned: 28
  - buildings: [{{card: 102, goods: 7}}]
    planned: 30               # seat 1 can pay for it: its build step waits
"""


SEVEN = (
    "[{card: 101, goods: 7}, 1, 27, 44, 61, 86, 4]"  # Charburner + 6, a Market Office among them
)
SIX = "[{card: 101, goods: 7}, 1, 27, 44, 61, 86]"


def test_the_eighth_building_triggers_the_end():
    """End: "The end is triggered when a player has 8 buildings (Charburner included)"."""
    state, _ = load_scenario(end_position(SEVEN))
    state, events = apply(state, Build(0, 28, (("coal", 3),)))
    assert len(state.players[0].buildings) == 8
    (ev,) = [e for e in events if e.kind == "end_triggered"]
    assert ev.data == {"round": 3, "final_round": 4}
    assert (state.trigger_round, state.final_round) == (3, 4)


def test_seven_buildings_do_not_trigger_the_end():
    """End: 8 buildings, not fewer."""
    state, _ = load_scenario(end_position(SIX))
    state, events = apply(state, Build(0, 28, (("coal", 3),)))
    assert "end_triggered" not in kinds(events)
    assert state.final_round is None


def test_the_round_is_finished_then_exactly_one_more_full_round_is_played():
    """End: "Finish that round, then play one more full round"."""
    state, _ = load_scenario(end_position(SEVEN))
    state, events = apply(state, Build(0, 28, (("coal", 3),)))
    assert (state.round, state.turn) == (3, 1)  # seat 1 still plays round 3
    state, more = play_out(state)
    events += more
    started = [e.data["round"] for e in events if e.kind == "round_started"]
    assert started == [4]
    assert state.round == 4 and state.phase == OVER
    turns_in_4 = [
        e.seat for e in events[kinds(events).index("round_started") :] if e.kind == "turn"
    ]
    assert turns_in_4 == [1, 0]  # the full final round, from the new first player
    assert kinds(events)[-2:] == ["market_discarded", "game_over"]
    assert kinds(events).count("end_triggered") == 1


def test_the_end_is_triggered_only_once():
    """Reaching 8 buildings again in the final round changes nothing."""
    state, _ = load_scenario(
        end_position(SEVEN, round_=4).replace(
            "round: 4", "round: 4\ntrigger_round: 3\nfinal_round: 4"
        )
    )
    state, events = apply(state, Build(0, 28, (("coal", 3),)))
    assert "end_triggered" not in kinds(events)
    assert state.final_round == 4


# ---- scoring ------------------------------------------------------------------------
def test_score_is_building_vp_plus_assistant_vp_plus_1_per_5_coins():
    """Score: "victory points of buildings and assistants, plus 1 VP per 5 coins of goods
    left on buildings (rounded down)"."""
    state, _ = load_scenario(
        """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: 7}, {card: 16, goods: 2}, 27]   # 0 + 4 + 2 VP; 7 + 12 coins
    assistants: [{id: 7, side: 1, building: 27}]                   # side B: 5 VP
  - buildings: [{card: 102, goods: 7}]
"""
    )
    s = score_of(state, 0)
    assert (s.buildings, s.assistants, s.coins, s.goods, s.leftover) == (6, 5, 19, 3, 4)
    assert s.total == 14


@pytest.mark.parametrize(("coal", "vp"), [(0, 0), (4, 0), (5, 1), (9, 1), (10, 2), (14, 2)])
def test_goods_score_1_vp_per_5_coins_rounded_down(coal, vp):
    """Score: "1 VP per 5 coins … (rounded down)"."""
    state, _ = load_scenario(
        f"""
phase: production
step: build
players:
  - buildings: [{{card: 101, goods: {coal}}}]
  - buildings: [{{card: 102, goods: 0}}]
"""
    )
    assert score_of(state, 0).goods == vp
    assert score_of(state, 0).leftover == coal % 5


TIE = """
phase: production
step: build
players:
  - buildings: [{card: 101, goods: COAL0}, 16]     # 4 VP + coal
  - buildings: [{card: 102, goods: COAL1}, 17]     # 4 VP + coal
"""


def tie(coal0, coal1):
    state, _ = load_scenario(TIE.replace("COAL0", str(coal0)).replace("COAL1", str(coal1)))
    return state


def test_a_tie_goes_to_the_most_coins_left_after_the_conversion():
    """Tie: "most coins left after that conversion wins" — 9 coal (1 VP, 4 left) beats
    6 coal (1 VP, 1 left)."""
    state = tie(9, 6)
    assert [s.total for s in scores(state)] == [5, 5]
    assert winners(state) == [0]


def test_a_tie_in_points_and_coins_left_is_a_shared_victory():
    """Tie: "still tied: shared victory"."""
    state = tie(9, 9)
    assert winners(state) == [0, 1]


def test_points_come_before_coins_left():
    """The tie-break only applies to equal points: 10 coal (2 VP, 0 left) beats 9 coal."""
    assert winners(tie(9, 10)) == [1]


def test_the_game_ends_after_the_final_round_with_the_scores():
    """End: after the final round the game is over and scored."""
    state, events = load_scenario(
        """
phase: production
step: final_chain
round: 5
trigger_round: 4
final_round: 5
first: 0
turn: 1
players:
  - buildings: [{card: 101, goods: 9}, 16]
  - buildings: [{card: 102, goods: 9}, 17]
"""
    )
    assert state.over
    (ev,) = [e for e in events if e.kind == "game_over"]
    assert ev.data["winners"] == [0, 1]
    assert [s["total"] for s in ev.data["scores"]] == [5, 5]
    assert "round_started" not in kinds(events)
    assert to_act(state) == ()
