"""Phase I, New cards (RULES.md "I. New cards").

The extra-card office is in test_gray_buildings.py, the classic draw in
test_classic.py, and both piles running dry in test_piles.py.
"""

from __future__ import annotations

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import Exchange, IllegalAction, apply, legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.state import EXCHANGE, SUNRISE

from .helpers import catalog, kinds, load_scenario, play

DECK = [10, 11, 12, 13, 14, 15, 16, 17]

EXCHANGE_POSITION = """
phase: exchange
first: 0
deck: [10, 11, 12, 13, 14, 15, 16, 17]
players:
  - buildings: [{card: 101, goods: 7}]
    hand: [1, 2, 3]
  - buildings: [{card: 102, goods: 7}]
    hand: [4, 5, 6, 7]
"""


def drawn(events, seat):
    """The cards ``seat`` drew, in order, one list per "drew" event."""
    return [e.data["cards"] for e in events if e.kind == "drew" and e.seat == seat]


def test_phase_I_waits_for_every_seat_at_once():
    """Phase I: "Each player may discard their whole hand" — all decide simultaneously."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    assert state.phase == EXCHANGE
    assert to_act(state) == (0, 1)
    state, _ = apply(state, Exchange(1, False))
    assert to_act(state) == (0,)
    assert state.phase == EXCHANGE
    assert [len(p.hand) for p in state.players] == [3, 4]


def test_keeping_the_hand_then_every_player_draws_2():
    """Phase I: "… then every player draws 2" (from the first player on)."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    state, events = play(state, Exchange(0, False), Exchange(1, False))
    assert state.players[0].hand == [1, 2, 3, 10, 11]
    assert state.players[1].hand == [4, 5, 6, 7, 12, 13]
    assert kinds(events)[:2] == ["kept", "kept"]
    assert drawn(events, 0) == [[10, 11]] and drawn(events, 1) == [[12, 13]]


def test_exchanging_discards_the_whole_hand_and_draws_as_many():
    """Phase I: "discard their whole hand (not part of it) and draw as many cards"."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    state, events = play(state, Exchange(0, True), Exchange(1, False))
    assert state.discard[:3] == [1, 2, 3]
    exchanged = [e for e in events if e.kind == "exchanged"]
    assert [(e.seat, e.data["count"]) for e in exchanged] == [(0, 3)]
    # 3 replacement cards first, then the 2 every player draws
    assert drawn(events, 0) == [[10, 11, 12], [13, 14]]
    assert drawn(events, 1) == [[15, 16]]
    assert state.players[0].hand == [10, 11, 12, 13, 14]
    assert state.players[1].hand == [4, 5, 6, 7, 15, 16]


def test_the_exchange_is_all_or_nothing():
    """Phase I: the whole hand, "not part of it": the only choices are keep or swap all."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    assert set(legal_actions(state, 0)) == {Exchange(0, False), Exchange(0, True)}


def test_after_phase_I_the_round_goes_on_to_the_sunrise():
    """A round: phases in order — after the deal comes phase II."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    state, events = play(state, Exchange(0, False), Exchange(1, True))
    assert state.phase == SUNRISE
    assert kinds(events).index("drew") < kinds(events).index("revealed")
    assert problems(state) == []


def test_an_empty_hand_cannot_be_exchanged():
    """Phase I: exchanging swaps the hand for as many cards — an empty hand has none."""
    state, _ = load_scenario(
        """
phase: exchange
players:
  - buildings: [101]
    hand: []
  - buildings: [102]
    hand: [4, 5]
"""
    )
    assert to_act(state) == (1,)  # seat 0 has nothing to decide
    with pytest.raises(IllegalAction, match="may not act"):
        apply(state, Exchange(0, True))
    state, events = play(state, Exchange(1, False))
    assert len(state.players[0].hand) == 2
    assert "exchanged" not in kinds(events)


def test_an_empty_hand_cannot_swap_even_when_asked_directly():
    """The engine's own check: "an empty hand cannot be exchanged"."""
    state, _ = load_scenario(EXCHANGE_POSITION)
    state.players[0].hand = []  # emptied after the round began, still undecided
    state.deck.extend([1, 2, 3])
    assert Exchange(0, True) not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="empty hand cannot be exchanged"):
        apply(state, Exchange(0, True))


def test_there_is_no_hand_limit():
    """Phase I: "No hand limit"."""
    hand = list(range(20, 35))
    state, _ = load_scenario(
        yaml.safe_dump(
            {
                "phase": "exchange",
                "players": [
                    {"buildings": [101], "hand": hand},
                    {"buildings": [102], "hand": [4]},
                ],
            }
        )
    )
    state, _ = play(state, Exchange(0, False), Exchange(1, False))
    assert len(state.players[0].hand) == 17


def test_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out_mid_deal():
    """Phase I: "Whenever the draw pile is empty (in any phase) shuffle the discard pile
    into a new draw pile"."""
    cat = catalog()
    hands = [[1, 2, 3], [4, 5, 6, 7]]
    top = [10, 11, 12]
    rest = [c for c in cat.deck if c not in top and c not in hands[0] + hands[1]]
    state, _ = load_scenario(
        yaml.safe_dump(
            {
                "phase": "exchange",
                "deck": top,
                "discard": rest,
                "players": [
                    {"buildings": [101], "hand": hands[0]},
                    {"buildings": [102], "hand": hands[1]},
                ],
            }
        )
    )
    assert len(state.deck) == 3
    state, events = play(state, Exchange(0, False), Exchange(1, False))
    shuffled = [e for e in events if e.kind == "shuffled"]
    assert len(shuffled) == 1
    assert shuffled[0].data["count"] == len(rest)
    # seat 1 got the last card of the old pile, then one of the reshuffled pile
    assert drawn(events, 0) == [[10, 11]]
    (seat1,) = drawn(events, 1)
    assert seat1[0] == 12 and seat1[1] in rest
    assert kinds(events).index("shuffled") < kinds(events).index("revealed")
    assert problems(state) == []
