"""The frame's search bot (:mod:`omg_desktop.search`) plays the toy game through its
record alone: it beats a random player by a clear margin, and reads only its view."""

from __future__ import annotations

import pytest

from omg_desktop.search import Budget, SearchBot, race

from . import kuhn

GAME = kuhn.game()
GAMES = 300


def match(make, games: int = GAMES) -> tuple[int, int]:
    """``games`` seeded games of ``make(seed)`` against the random player, seats taken in
    turn: the chips it won in all, and its outright wins."""
    chips = wins = 0
    for seed in range(games):
        me = seed % 2
        bots = {me: make(seed), 1 - me: kuhn.Random(seed + 7919)}
        state = GAME.new_game(None, 2, seed, None)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            view = GAME.player_view(state, seat)
            GAME.apply_in_place(state, bots[seat].choose(view, GAME.legal_actions(state, seat)))
        chips += state.chips[me]
        wins += GAME.winners(state) == [me]
    return chips, wins


def test_the_search_bot_beats_a_random_player_by_a_clear_margin():
    chips, wins = match(GAME.bots["search"])  # the toy's level: the frame's bot, as it is
    control, control_wins = match(kuhn.Random)  # the same seeds, a random player instead
    assert chips >= 60 and chips - control >= 60, (chips, control)
    assert wins >= 0.6 * GAMES and wins - control_wins >= 0.1 * GAMES, (wins, control_wins)


@pytest.mark.parametrize("history", [[], ["p"], ["b"], ["p", "b"]])
@pytest.mark.parametrize("own", [0, 1, 2])
def test_its_choice_does_not_change_when_the_hidden_card_is_scrambled(history, own):
    seat = len(history) % 2
    seen = set()
    for other in (c for c in (0, 1, 2) if c != own):  # every card the other may hold
        cards = [own, other] if seat == 0 else [other, own]
        state = kuhn.State(cards=cards)
        for move in history:
            GAME.apply_in_place(state, move)
        view = GAME.player_view(state, seat)
        assert view.cards[1 - seat] == kuhn.HIDDEN
        bot = SearchBot(GAME, GAME.random(11))
        choice = bot.choose(view, GAME.legal_actions(state, seat))
        assert bot.last is not None and bot.last.worlds >= Budget().min_worlds
        seen.add((choice, tuple(bot.last.means), bot.last.worlds))
    assert len(seen) == 1  # the same choice, the same scores, the same worlds


def test_the_race_halves_the_field_on_common_worlds_and_stops_at_its_cost():
    played: list[tuple[int, str]] = []
    worlds = iter(range(1000))
    quality = {"a": 0.0, "b": 3.0, "c": 1.0, "d": 2.0, "e": -1.0}

    def play(world: int, cand: str) -> tuple[float, int]:
        played.append((world, cand))
        return quality[cand] + (world * 7 % 3) * 0.5, 5

    done = race(list(quality), lambda: next(worlds), play, (2, 2, 4))
    assert done.best == "b" and set(done.alive) == {"b", "d"}
    assert done.worlds == 8 and done.cost == 5 * len(played) == 5 * (5 * 2 + 3 * 2 + 2 * 4)
    for w in range(8):  # every candidate still racing played every world
        assert len({c for ww, c in played if ww == w}) == (5 if w < 2 else 3 if w < 4 else 2)
    capped = race(list(quality), lambda: next(worlds), play, (2, 2, 4), min_worlds=3, max_cost=60)
    assert capped.worlds == 3  # 2 worlds × 5 candidates = 50, the third world brings 65


def test_the_toy_game_offers_the_frame_s_search_bot_as_a_level(toy):
    """A level of a game with no search of its own: the frame's bot over its record, made
    with the record's random source (no change to the search package was needed)."""
    assert list(toy.bots) == ["random", "heuristic", "search"]  # weakest first
    bot = toy.bots["search"]("seat 1")
    assert isinstance(bot, SearchBot) and bot.game.info.id == "kuhn"
    state = toy.new_game(None, 2, 3, None)
    assert bot.choose(toy.player_view(state, 0), toy.legal_actions(state, 0)) in ("p", "b")
    assert bot.last is not None and bot.last.worlds >= Budget().min_worlds
