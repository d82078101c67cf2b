"""The Hard bot's search is pinned: a speed-up of its playouts (the Normal policy they
run, the rules) must not change one choice, one mean score or one world of it.

``DIGEST`` is the SHA-256 of Hard's choices, the mean scores of its last candidates and
the worlds it played on a fixed list of 2-player decisions, as computed by the Hard bot
measured over the 1,000 official games of ``docs/ai.md`` (commit 8152a82). A change
here is a change of the bot: measure it again before keeping it.
"""

from __future__ import annotations

import hashlib

from omg_desktop.games.ohmygoods.bots.montecarlo import MonteCarloBot
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act

from .helpers import normal_game, positions

DIGEST = "cb3da0f7c63dadccf356473b04a6735537bb9f41e82d1b462fd328aa27f14dd8"


EARLY = [
    s
    for s in positions(160, seed=21, every=4)
    if s.num_players == 2 and len(legal_actions(s, to_act(s)[0])) > 1
][:6]
#: and the last round's decisions, where playouts reach the end and the win counts
_GAME, _ = normal_game(5)
LATE = [s for s in _GAME if s.round >= _GAME[-1].round]
STATES = EARLY + LATE[:: max(1, len(LATE) // 6)][:6]


def hard_record(bot: MonteCarloBot, state) -> str:
    seat = to_act(state)[0]
    choice = bot.choose(player_view(state, seat), legal_actions(state, seat))
    return repr((choice, bot.last_scores, bot.last_worlds))


def test_hard_makes_the_same_choices_with_the_same_scores():
    bot = MonteCarloBot(3)
    digest = hashlib.sha256()
    for state in STATES:
        digest.update(hard_record(bot, state).encode())
    assert len(STATES) == 12
    assert digest.hexdigest() == DIGEST
