"""The draw and discard piles (RULES.md "I. New cards": "Whenever the draw pile is empty (in
any phase) shuffle the discard pile into a new draw pile. If both are empty, every player
discards half their hand (rounded down)").

Positions with empty piles put every other deck card on seat 0's side of the table (as
buildings), so each card is still in exactly one place.
"""

from __future__ import annotations

import pytest
import yaml

from omg_desktop.games.ohmygoods.rules import Discard, IllegalAction, apply, legal_actions, to_act
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.state import STARVE, SUNRISE

from .helpers import catalog, kinds, load_scenario, play


def position(phase, hands, deck=(), discard=()):
    """Both hands given; ``deck`` on top, ``discard`` in the pile; every other card built."""
    used = set(hands[0]) | set(hands[1]) | set(deck) | set(discard)
    rest = [c for c in catalog().deck if c not in used]
    data = {
        "phase": phase,
        "deck": list(deck),
        "discard": list(discard),
        "players": [
            {"buildings": [101, *rest], "hand": list(hands[0])},
            {"buildings": [102], "hand": list(hands[1])},
        ],
    }
    return load_scenario(yaml.safe_dump(data))


def discard_all_due(state):
    """Each seat discards its first cards until nobody owes any."""
    events = []
    while state.phase == STARVE:
        seat = to_act(state)[0]
        state, ev = apply(state, Discard(seat, state.players[seat].hand[0]))
        events.extend(ev)
    return state, events


HAND0 = [1, 4, 5, 6, 9, 10, 12, 14, 16, 19]  # 10 cards, no half suns
HAND1 = [21, 22, 26, 27, 30]  # 5 cards


# ---- reshuffling ----------------------------------------------------------------------
def test_the_discard_pile_is_reshuffled_when_the_draw_pile_runs_out_in_the_reveal():
    """I: "Whenever the draw pile is empty (in any phase)" — here in phase II."""
    discard = [c for c in catalog().deck if c not in (2, 1, 4)]
    state, events = position("sunrise_reveal", [[1], [4]], deck=[2], discard=discard)
    ks = kinds(events)
    assert ks[0] == "revealed" and events[0].data["card"] == 2
    assert ks[1] == "shuffled" and events[1].data == {"count": len(discard)}
    assert state.market[0][0] == 2 and len(state.market[0]) > 1
    assert state.phase == SUNRISE
    assert problems(state) == []


# ---- both piles empty -----------------------------------------------------------------
def test_with_both_piles_empty_every_player_discards_half_their_hand():
    """I: "If both are empty, every player discards half their hand (rounded down)"."""
    state, events = position("draw", [HAND0, HAND1])
    (ev,) = [e for e in events if e.kind == "starving"]
    assert ev.data == {"counts": [5, 2]}
    assert state.phase == STARVE
    assert to_act(state) == (0, 1)
    assert [p.to_discard for p in state.players] == [5, 2]


def test_the_discard_is_chosen_card_by_card():
    """Each player picks which cards to discard (Discard actions)."""
    state, _ = position("draw", [HAND0, HAND1])
    assert legal_actions(state, 1) == [Discard(1, c) for c in sorted(HAND1)]
    state, events = apply(state, Discard(1, 27))
    assert [(e.kind, e.seat, e.data) for e in events] == [("discarded", 1, {"card": 27})]
    assert 27 not in state.players[1].hand and state.discard == [27]
    assert state.players[1].to_discard == 1


def test_a_player_discards_no_more_than_half():
    """(rounded down): 5 cards → 2 discards, then the seat is done."""
    state, _ = position("draw", [HAND0, HAND1])
    state, _ = play(state, Discard(1, 21), Discard(1, 22))
    assert to_act(state) == (0,)
    with pytest.raises(IllegalAction, match="may not act"):
        apply(state, Discard(1, 26))


def test_a_card_not_in_hand_cannot_be_discarded():
    """Only cards from one's own hand."""
    state, _ = position("draw", [HAND0, HAND1])
    with pytest.raises(IllegalAction, match="card 1 is not in your hand"):
        apply(state, Discard(1, 1))


def test_after_the_discards_the_drawing_goes_on():
    """I: the discarded cards become the new draw pile and the deal continues."""
    state, _ = position("draw", [HAND0, HAND1])
    state, _ = play(state, *[Discard(0, c) for c in HAND0[:5]], Discard(1, 21))
    assert state.phase == STARVE
    state, events = apply(state, Discard(1, 22))  # the last discard due
    ks = kinds(events)
    assert ks[:2] == ["discarded", "shuffled"]
    assert events[1].data == {"count": 7}
    deals = [(e.seat, e.data["count"]) for e in events if e.kind == "drew"]
    assert deals == [(0, 2), (1, 2)]
    assert [len(p.hand) for p in state.players] == [10 - 5 + 2, 5 - 2 + 2]


def test_when_nobody_can_discard_the_draw_is_given_up():
    """Both piles empty and no hand with 2 cards: nothing to deal, and the game goes on
    (no endless loop)."""
    state, events = position("draw", [[1], []])
    assert "starving" not in kinds(events)
    assert "drew" not in kinds(events)
    assert state.phase == SUNRISE
    assert [p.hand for p in state.players] == [[1], []]
    assert state.market == [[], []]  # nothing to turn up either
    assert to_act(state) == (0, 1)


def test_starving_in_the_reveal_discards_then_reveals_until_no_card_is_left():
    """Phase II with both piles empty: discards refill the draw pile; when nothing is left
    anywhere the row stays short and the sunrise goes on."""
    state, events = position("sunrise_reveal", [[1, 4, 5, 6], [9, 10]])
    assert [e.data for e in events if e.kind == "starving"] == [{"counts": [2, 1]}]
    state, events = discard_all_due(state)
    assert state.phase == SUNRISE
    assert sorted(state.market[0]) == sorted(
        e.data["card"] for e in events if e.kind == "discarded"
    )
    assert [len(p.hand) for p in state.players] == [1, 1]
    assert problems(state) == []


def test_the_discard_pile_is_reshuffled_as_soon_as_the_draw_pile_runs_out():
    """I: "Whenever the draw pile is empty (in any phase) shuffle the discard pile into a new
    draw pile" (000: "Quando o monte de compra ficar sem cartas, embaralhe o monte de
    descarte"). The sunset row takes the last two cards; the old discard pile must become
    the draw pile then — before this round's market is discarded on top of it."""
    hands = [[1, 4], [5, 6]]
    discard = [c for c in catalog().deck if c not in (7, 8, 1, 4, 5, 6)]
    state, events = position("sunset_reveal", hands, deck=[7, 8], discard=discard)
    assert [e.data["card"] for e in events if e.kind == "revealed"] == [7, 8]
    ks = kinds(events)
    assert "shuffled" in ks
    assert ks.index("shuffled") < ks.index("market_discarded")
    assert sorted(state.discard) == [7, 8]
