"""The Hard bot's search: the race over candidates and the playout scores."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.bots.montecarlo import MonteCarloBot
from omg_desktop.games.ohmygoods.rules import legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.state import SUNRISE

from .helpers import normal_game, positions

PHASE_II = [
    s for s in positions(300, seed=11, every=3) if s.phase == SUNRISE and s.num_players == 2
][:6]


class Scripted(MonteCarloBot):
    """A Hard bot whose playouts are scripted: candidate ``k`` scores ``quality[k]``
    plus a noise that depends on the world, and every playout is recorded."""

    def __init__(self, quality, noise, **kw):
        super().__init__(1, **kw)
        self.quality = quality
        self.noise = noise
        self.played: list[tuple[int, int]] = []  # (world, candidate)
        self.cands: list = []
        self.worlds: list = []  # kept alive, so told apart by identity

    def play(self, world, act, seat):
        if not any(world is seen for seen in self.worlds):
            self.worlds.append(world)
        w = next(i for i, seen in enumerate(self.worlds) if seen is world)
        k = self.cands.index(act)
        self.played.append((w, k))
        return self.quality[k] + self.noise(w, k), 10


def race(quality, noise, stages, view_state=None):
    state = view_state or PHASE_II[0]
    seat = to_act(state)[0]
    view = player_view(state, seat)
    cands = legal_actions(state, seat)[: len(quality)]
    bot = Scripted(quality, noise, stages=stages, min_worlds=1)
    bot.cands = cands
    choice = bot.search(view, seat, cands)
    return bot, cands, choice


def test_the_race_keeps_the_best_candidate_and_halves_the_field():
    quality = [0.0, 1.0, 3.0, 0.5, 2.0, -1.0, 2.5, 0.2]
    bot, cands, choice = race(quality, lambda w, k: ((w * 7 + k * 3) % 5) * 0.3, (2, 2, 4))
    assert choice == cands[2]
    # 8 candidates × 2 worlds, the best 4 × 2 more, the best 2 × 4 more
    assert len(bot.played) == 8 * 2 + 4 * 2 + 2 * 4
    assert bot.last_worlds == 8
    assert set(bot.last_alive) == {cands[2], cands[6]}
    # every candidate still racing played every world so far (common random numbers)
    for w in range(8):
        racing = {k for ww, k in bot.played if ww == w}
        assert len(racing) == (8 if w < 2 else 4 if w < 4 else 2)


def test_a_candidate_unlucky_at_first_is_dropped_only_with_the_worse_half():
    # the best candidate has a bad first world (3 - 1.5, below the second best) but
    # stays in the better half, and the worlds after it show it is the best
    quality = [0.0, 1.0, 2.0, 3.0]
    noise = lambda w, k: -1.5 if (w, k) == (0, 3) else 0.0  # noqa: E731
    bot, cands, choice = race(quality, noise, (1, 3))
    assert choice == cands[3]
    assert set(bot.last_alive) == {cands[2], cands[3]}


def test_two_candidates_do_not_race_they_play_every_world():
    for state in PHASE_II[:3]:
        seat = to_act(state)[0]
        view = player_view(state, seat)
        cands = legal_actions(state, seat)[:2]
        flat = MonteCarloBot(4, worlds=4)
        staged = MonteCarloBot(4, worlds=4, stages=(1, 1, 2))
        assert flat.search(view, seat, cands) == staged.search(view, seat, cands)
        assert flat.last_scores == staged.last_scores
        assert flat.last_worlds == staged.last_worlds == 4


def test_the_stages_shrink_with_more_players():
    bot = MonteCarloBot(1, worlds=20, stages=(8, 8, 24))
    assert bot.stages_for(2, 8) == (8, 8, 24)
    assert bot.stages_for(3, 8) == (5, 5, 16)
    assert bot.stages_for(4, 5) == (4, 4, 12)
    assert bot.stages_for(2, 2) == (20,)  # nothing to race: one stage of ``worlds``
    assert bot.stages_for(4, 2) == (10,)  # … shrunk alike with more players
    assert MonteCarloBot(1, worlds=20, stages=None).stages_for(2, 8) == (20,)  # no race


def test_the_real_race_returns_one_of_its_candidates():
    bot = MonteCarloBot(2, candidates=6, stages=(2, 2, 2))
    for state in PHASE_II[:2]:
        seat = to_act(state)[0]
        actions = legal_actions(state, seat)
        choice = bot.choose(player_view(state, seat), actions)
        assert choice in actions
        assert choice in bot.last_alive and len(bot.last_alive) <= 2


class Counting(MonteCarloBot):
    """The real Hard bot, counting its playouts."""

    def __init__(self, seed):
        super().__init__(seed)
        self.playouts = 0

    def play(self, world, act, seat):
        self.playouts += 1
        return super().play(world, act, seat)


def test_a_two_player_phase_ii_decision_races_eight_ideas_over_fifty_six_worlds():
    state = next(s for s in PHASE_II if len(legal_actions(s, to_act(s)[0])) >= 20)
    seat = to_act(state)[0]
    bot = Counting(6)
    cands = bot._candidates(player_view(state, seat), seat, legal_actions(state, seat))
    assert len(cands) == 8
    bot.search(player_view(state, seat), seat, cands)
    # 8 × 8 + 4 × 8 + 2 × 40 playouts (unless the work cap stopped it, which a
    # 2-player decision does not reach), the finalists having seen 56 worlds
    assert bot.playouts == 176
    assert bot.last_worlds == 56 and len(bot.last_alive) == 2


def test_a_playout_that_ends_the_game_counts_the_win_as_well_as_the_margin():
    """What decides a game is who wins (the tournaments and the player count wins), so a
    world played to the end adds WIN_BONUS for the winner and takes it from the loser;
    before the end only the margin counts."""
    from omg_desktop.games.ohmygoods.bots.evaluate import margin
    from omg_desktop.games.ohmygoods.bots.montecarlo import WIN_BONUS
    from omg_desktop.games.ohmygoods.rules.scoring import winners

    bot = MonteCarloBot(1)
    _, state = normal_game(5)
    (won,) = winners(state)
    lost = 1 - won
    assert bot.score(state, won) == margin(state, won) + WIN_BONUS
    assert bot.score(state, lost) == margin(state, lost) - WIN_BONUS
    before = PHASE_II[0]
    assert not before.over
    assert bot.score(before, 0) == margin(before, 0)


def test_a_shared_victory_is_half_a_win_for_each(monkeypatch):
    """A 2-way tie (same points, same coins left) is 1/2 a win: nothing added or taken."""
    from omg_desktop.games.ohmygoods.bots import montecarlo
    from omg_desktop.games.ohmygoods.bots.evaluate import margin

    _, state = normal_game(5)
    monkeypatch.setattr(montecarlo, "winners", lambda s: [0, 1])
    bot = MonteCarloBot(1)
    assert bot.score(state, 0) == margin(state, 0)
    assert bot.score(state, 1) == margin(state, 1)
