"""The Normal bot's reasoning is pinned: the caches that make it cheaper (for the Hard
bot's playouts) must not change one choice or one value.

``DIGEST`` is the SHA-1 of Normal's choices, option lists with their worths, and
every player's worth on a fixed list of positions, as computed by the Normal bot of
commit f4bbc12 (before the caches). Hard is measured against that Normal, so a change
here is a change of the opponent, not a speed-up.
"""

from __future__ import annotations

import hashlib

from omg_desktop.games.ohmygoods.bots import policy
from omg_desktop.games.ohmygoods.bots.evaluate import Assessor, values
from omg_desktop.games.ohmygoods.rules import player_view, to_act
from omg_desktop.games.ohmygoods.rules.state import BUILD, EXCHANGE, PRODUCTION, SUNRISE

from .helpers import positions

DIGEST = "f950716b87e7530431b59ca19c7ed0a309d21e74"
STATES = positions(400, seed=7, every=5)


def normal_record(state, seat) -> str:
    rec = [repr(policy.decide(state, seat)), repr(policy.decide(state, seat, max_plans=3))]
    if state.phase == SUNRISE:
        rec.append(repr(policy.sunrise_options(state, seat)))
        rec.append(repr(policy.sunrise_options(state, seat, max_plans=3)))
    if state.phase == PRODUCTION and state.step == BUILD:
        rec.append(repr(policy.build_options(state, seat)))
    if state.phase == EXCHANGE:
        rec.append(repr(policy.exchange_choice(state, seat)))
    rec.append(repr(values(state)))
    return "|".join(rec)


def test_normal_makes_the_same_choices_with_the_same_worths():
    digest = hashlib.sha1()
    for state in STATES:
        seat = to_act(state)[0]
        for s in (state, player_view(state, seat), state):  # twice: cached answers too
            digest.update(normal_record(s, seat).encode())
    assert digest.hexdigest() == DIGEST


def test_the_cached_average_card_is_the_one_computed_afresh():
    asked = 0
    for state in STATES[::3]:
        for seat in range(state.num_players):
            for s in (state, player_view(state, seat)):
                first = policy.average_card_value(Assessor(s, seat))
                again = policy.average_card_value(Assessor(s, seat))  # from the cache
                fresh = policy._average_card_value(Assessor(s, seat))
                assert first == again == fresh
                asked += 1
    assert asked > 200
