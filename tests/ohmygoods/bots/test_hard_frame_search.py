"""The Hard bot races through the frame's search (:func:`omg_desktop.search.race`) and
plays exactly as it did with its own race: the same choices, mean scores, survivors and
worlds on 60 seeded positions of 2–4 players (a small budget, so every stage and the
cost cap are reached). ``DIGEST`` was taken with the bot's own race (commit 32d0db6)."""

from __future__ import annotations

import hashlib

from omg_desktop.games.ohmygoods.bots.montecarlo import MonteCarloBot
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act

from .helpers import positions

DIGEST = "76c9e564a735ce7dabe81f84602706c48963c0db850c319b09069e20b47fc737"


def test_hard_on_the_frame_search_makes_the_same_choices():
    pool = [s for s in positions(900, seed=5, every=3) if len(legal_actions(s, to_act(s)[0])) > 1]
    states = pool[::12][:60]
    bot = MonteCarloBot(7, worlds=6, stages=(2, 2, 4), max_steps=3000, min_worlds=2)
    digest = hashlib.sha256()
    for state in states:
        seat = to_act(state)[0]
        choice = bot.choose(player_view(state, seat), legal_actions(state, seat))
        digest.update(repr((choice, bot.last_scores, bot.last_worlds, bot.last_alive)).encode())
    assert len(states) == 60
    assert {s.num_players for s in states} == {2, 3, 4}
    assert digest.hexdigest() == DIGEST
