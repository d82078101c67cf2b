"""Taking an action back (the table's undo): offered only while nothing hidden can show.

Policy (rules/takeback.py): no chance step, nothing but the actor's own private
events, and the decision still the actor's or the same simultaneous step going on.
The decisive property: whether an action may be taken back is the same in every
world the actor cannot tell apart (other hands and the deck order redrawn).
"""

from __future__ import annotations

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.rules import (
    Build,
    Done,
    Hire,
    Sunrise,
    apply,
    legal_actions,
    new_game,
    to_act,
)
from omg_desktop.games.ohmygoods.rules.state import BUILD, PRODUCTION, SUNRISE
from omg_desktop.games.ohmygoods.rules.takeback import decision_key, undoable

from .helpers import catalog, load_scenario
from .test_properties import scramble_hidden

CAT = catalog()


def verdict(state, action) -> bool:
    after, events = apply(state, action)
    return undoable(action.seat, decision_key(state), events, after)


def decision_points(games: int, every: int = 3):
    """(state, seat, legal actions) at every ``every``-th decision of seeded random games."""
    for g in range(games):
        state = new_game(CAT, 2 + g % 3, 500 + g)
        bot = RandomBot(g)
        step = 0
        while not state.over:
            seat = to_act(state)[0]
            acts = legal_actions(state, seat)
            if step % every == 0:
                yield state, seat, acts
            state, _ = apply(state, bot.choose(state, acts))
            step += 1


def test_whether_undo_is_offered_never_depends_on_cards_the_actor_cannot_see():
    seen = {True: 0, False: 0}
    for state, seat, acts in decision_points(12):
        for action in acts[:: max(1, len(acts) // 6)]:  # a spread of the choices
            real = verdict(state, action)
            seen[real] += 1
            for k in range(3):
                other = scramble_hidden(state, seat, 7 * k + 1)
                assert verdict(other, action) == real, (state.phase, state.step, action)
    assert seen[True] > 50 and seen[False] > 50, seen  # both answers really come up


def test_done_in_phase_four_hands_control_on_and_is_final():
    checked = 0
    for state, seat, acts in decision_points(8, every=1):
        if state.phase == PRODUCTION and Done(seat) in acts:
            after, events = apply(state, Done(seat))
            if seat not in to_act(after):
                assert not undoable(seat, decision_key(state), events, after)
                checked += 1
    assert checked > 20


def test_a_phase_two_choice_stays_undoable_while_others_still_choose_and_not_after_the_reveal():
    state = new_game(CAT, 3, 42)
    while state.phase != SUNRISE:
        seat = to_act(state)[0]
        state, _ = apply(state, legal_actions(state, seat)[0])
    first, second, third = to_act(state)
    choice = next(a for a in legal_actions(state, first) if isinstance(a, Sunrise))
    assert verdict(state, choice)  # the others still choose: the choice is still open
    state, _ = apply(state, choice)
    state, _ = apply(state, next(a for a in legal_actions(state, second) if isinstance(a, Sunrise)))
    last = next(a for a in legal_actions(state, third) if isinstance(a, Sunrise))
    assert not verdict(state, last)  # the last choice lets the table reveal: final


#: Phase IV, seat 0's build step: a Mill (cost 3) planned, assistant 1 (4 coins, needs a
#: red building) open; 7 coal on the Charburner (as cards where goods are cards).
PAY_STEP = """
ruleset: RULESET
phase: production
step: build
open_assistants: [[1, 0], [2, 0]]
players:
  - buildings: [{card: 101, goods: 7}, {card: 6, goods: 2}, 61, 27]
    planned: 30
  - buildings: [{card: 102, goods: 7}]
    hand: [2]
"""


def pay_step(ruleset: str):
    return load_scenario(PAY_STEP.replace("RULESET", ruleset))[0]


def test_a_build_paid_with_goods_that_are_cards_cannot_be_taken_back():
    """001 line 13: the goods are cards "boca abajo" (face down, unseen by their owner
    too); line 68: "Usted paga su costo de construcción descartando Bienes" — paid, they
    go face up to the discard pile. Taking the build back would hide cards already
    shown, so it is final, though the hire is still to decide (classic, revision 4)."""
    state = pay_step("classic")
    build = Build(0, 30, (("coal", 3),))
    after, _ = apply(state, build)
    assert (after.turn, after.step) == (0, BUILD)  # the decision is still seat 0's
    assert not verdict(state, build)
    assert verdict(pay_step("classic@2"), build)  # goods as cubes: nothing was shown


def test_a_hire_paid_with_goods_that_are_cards_cannot_be_taken_back():
    """001 line 72: an assistant is paid with goods, discarded as for a building (line
    68), so face up. Under classic revision 3 a build could still follow the hire; the
    hire was final all the same."""
    state = pay_step("classic@3")
    hire = Hire(0, 1, (("coal", 4),), 27)
    after, _ = apply(state, hire)
    assert (after.turn, after.step) == (0, BUILD)
    assert not verdict(state, hire)
    assert verdict(pay_step("classic@2"), hire)
