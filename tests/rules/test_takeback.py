"""Taking an action back (the table's undo): offered only while nothing hidden can show.

Policy (rules/takeback.py): no chance step, nothing but the actor's own private
events, and the decision still the actor's or the same simultaneous step going on.
The decisive property: whether an action may be taken back is the same in every
world the actor cannot tell apart (other hands and the deck order redrawn).
"""

from __future__ import annotations

from omg_desktop.ai.random_bot import RandomBot
from omg_desktop.rules import Done, Sunrise, apply, legal_actions, new_game, to_act
from omg_desktop.rules.state import PRODUCTION, SUNRISE
from omg_desktop.rules.takeback import decision_key, undoable

from .helpers import catalog
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
