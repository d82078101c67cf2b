"""Wrong actions in every phase are refused with a reason, and change nothing.

"an illegal action raises IllegalAction with the reason, and the state is unchanged"
(omg_desktop.games.ohmygoods.rules); ``apply_in_place`` promises the same ("Every check happens
before the
first change").
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.rules import (
    Build,
    Chain,
    Discard,
    Done,
    Exchange,
    Hire,
    IllegalAction,
    MoveAssistant,
    Produce,
    Sunrise,
    apply,
    apply_in_place,
)

from .helpers import catalog, load_scenario, play

EXCHANGE = """
phase: exchange
players:
  - {buildings: [101], hand: [1, 2, 3]}
  - {buildings: [102], hand: [4, 5]}
"""

WORKED_EXAMPLE = """
phase: production
market: [[27], []]
players:
  - buildings: [{card: 102, goods: 7}]
    worker: {building: 102, efficient: false}
    hand: [28, 1]
  - buildings: [{card: 101, goods: 7}]
"""

# both piles empty: every deck card but seat 0's hand is built by seat 1
STARVING = f"""
phase: draw
players:
  - buildings: [103]
    hand: [1, 2, 3, 4]
  - buildings: [104, {", ".join(str(c) for c in catalog().deck if c > 4)}]
"""

GAME_OVER = """
phase: production
step: final_chain
round: 5
trigger_round: 4
final_round: 5
turn: 1
players:
  - buildings: [{card: 101, goods: 9}]
  - buildings: [{card: 102, goods: 9}]
"""

COAL4 = (("coal", 4),)

CASES = [
    # phase I
    ("phase I: no such seat", EXCHANGE, (), Exchange(5, True), "there is no seat 5"),
    (
        "phase I: decided already",
        EXCHANGE,
        (Exchange(0, False),),
        Exchange(0, True),
        "seat 0 may not act now",
    ),
    (
        "phase I: sunrise too early",
        EXCHANGE,
        (),
        Sunrise(0, 101, True, None),
        "not possible in phase 'exchange'",
    ),
    ("phase I: nothing to finish", EXCHANGE, (), Done(0), "nothing to finish"),
    ("phase I: no production yet", EXCHANGE, (), Produce(0, 101, ()), "not time to produce"),
    # phase II
    (
        "phase II: office",
        "sunrise",
        (),
        Sunrise(0, 86, True, None),
        "only work at a production building",
    ),
    (
        "phase II: assistant's building",
        "sunrise",
        (),
        Sunrise(0, 61, True, None),
        "an assistant works at that building",
    ),
    ("phase II: not owned", "sunrise", (), Sunrise(0, 103, True, None), "no building 103"),
    (
        "phase II: plan not in hand",
        "sunrise",
        (),
        Sunrise(0, 101, True, 46),
        "card 46 is not in your hand",
    ),
    (
        "phase II: chose already",
        "sunrise",
        (Sunrise(0, 101, True, None),),
        Sunrise(0, 27, True, None),
        "seat 0 may not act now",
    ),
    (
        "phase II: move underpaid",
        "sunrise",
        (),
        MoveAssistant(0, 1, 27, (("coal", 1),)),
        "cannot pay for the move",
    ),
    (
        "phase II: move with goods not owned",
        "sunrise",
        (),
        MoveAssistant(0, 1, 27, (("iron", 1),)),
        "you have 0 iron, not 1",
    ),
    (
        "phase II: move someone else's assistant",
        "sunrise",
        (),
        MoveAssistant(0, 2, 27, (("coal", 2),)),
        "you have not hired assistant 2",
    ),
    ("phase II: build too early", "sunrise", (), Build(0, 30, COAL4), "not time to build"),
    # phase IV: produce
    (
        "phase IV: other seat",
        WORKED_EXAMPLE,
        (),
        Produce(1, 101, ()),
        "seat 1 may not act now (waiting for seat 0)",
    ),
    (
        "phase IV: wrong building",
        WORKED_EXAMPLE,
        (),
        Produce(0, 101, ()),
        "production is due at building 102, not 101",
    ),
    (
        "phase IV: card not in hand",
        WORKED_EXAMPLE,
        (),
        Produce(0, 102, (29,)),
        "card 29 is not in your hand",
    ),
    (
        "phase IV: too few cards",
        WORKED_EXAMPLE,
        (),
        Produce(0, 102, ()),
        "would still be missing",
    ),
    ("phase IV: done while producing", WORKED_EXAMPLE, (), Done(0), "nothing to finish"),
    ("phase IV: chain too early", WORKED_EXAMPLE, (), Chain(0, 102, 1, (1,)), "after production"),
    # phase IV: chains
    (
        "phase IV: chain too often",
        "brick_chain",
        (),
        Chain(0, 62, 3, (61, 63, 64)),
        "can run 2 time(s) now, not 3",
    ),
    (
        "phase IV: chain not produced",
        "brick_chain",
        (),
        Chain(0, 101, 1, ()),
        "produced nothing this round",
    ),
    ("phase IV: chain zero times", "brick_chain", (), Chain(0, 62, 0, ()), "at least once"),
    (
        "phase IV: chain wrong cards",
        "brick_chain",
        (),
        Chain(0, 62, 1, (61, 63)),
        "needs 1 clay from hand, not 2 clay",
    ),
    ("phase IV: build while chaining", "brick_chain", (), Build(0, 62, ()), "not time to build"),
    # phase IV: build or hire
    (
        "phase IV: build unplanned",
        "build",
        (),
        Build(0, 30, COAL4),
        "only build the card you planned",
    ),
    (
        "phase IV: build underpaid",
        "build",
        (),
        Build(0, 53, (("iron", 2),)),
        "worth 6 coins; it costs 7",
    ),
    (
        "phase IV: pay a good twice",
        "build",
        (),
        Build(0, 53, (("iron", 1), ("iron", 1), ("coal", 4))),
        "listed twice",
    ),
    ("phase IV: hire not open", "build", (), Hire(0, 7, COAL4, 27), "not open for hire"),
    (
        "phase IV: hire to a building not owned",
        "build",
        (),
        Hire(0, 1, COAL4, 102),
        "production building without an assistant",
    ),
    ("phase IV: hire underpaid", "build", (), Hire(0, 1, (("coal", 3),), 27), "it costs 4"),
    # both piles empty
    ("starving: not in hand", STARVING, (), Discard(0, 5), "card 5 is not in your hand"),
    ("starving: nothing owed", STARVING, (), Discard(1, 1), "seat 1 may not act now"),
    ("starving: no sunrise yet", STARVING, (), Sunrise(0, 103, True, None), "not possible"),
    # the end
    ("game over", GAME_OVER, (), Done(0), "the game is over"),
]


def test_the_starving_position_waits_for_seat_0_to_discard():
    state, _ = load_scenario(STARVING)
    assert (state.phase, [p.to_discard for p in state.players]) == ("starve", [2, 0])


@pytest.mark.parametrize(
    ("position", "before", "action", "words"),
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(
    position, before, action, words
):
    state, _ = load_scenario(position)
    state, _ = play(state, *before)
    snapshot = state.to_dict()
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    assert words in str(err.value)
    assert state.to_dict() == snapshot
    # the in-place variant checks everything before the first change, too
    copy = state.clone()
    with pytest.raises(IllegalAction):
        apply_in_place(copy, action)
    assert copy.to_dict() == snapshot
