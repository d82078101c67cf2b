"""Gizmos' computers: a legal action on every position, the same choice however what a
seat cannot see is drawn again, the same game from the same seeds, and the ladder."""

from __future__ import annotations

import pytest

from omg_desktop.games.gizmos import game
from omg_desktop.games.gizmos.bots import BOT_LEVELS, Beginner, Easy, Normal
from omg_desktop.seeds import SeededRandom

LEVELS = ("random", "greedy", "heuristic")


@pytest.fixture(scope="module")
def g():
    return game()


def positions(g, count: int, seed: int):
    """``count`` positions of random games (2 to 4 players), each as (state, seat)."""
    cat, rng, found, n = g.load_catalog(), SeededRandom(seed), [], 0
    while len(found) < count:
        state = g.new_game(cat, 2 + n % 3, f"{seed}/{n}", None)
        n += 1
        while not g.is_over(state) and len(found) < count:
            seat = g.to_act(state)[0]
            if rng.below(4) == 0:
                found.append((state.clone(), seat))
            state, _ = g.apply(state, g.sample_next(state, seat, rng))
    return found


def duel(g, levels: tuple[str, str], seed: int) -> tuple[list[int], list[int]]:
    """One 2-player game, seat n played by ``levels[n]``: the scores and the winners."""
    state = g.new_game(g.load_catalog(), 2, seed, None)
    bots = [g.bots[level](f"{seed}/{n}") for n, level in enumerate(levels)]
    while not g.is_over(state):
        seat = g.to_act(state)[0]
        chosen = bots[seat].choose(g.player_view(state, seat), g.legal_actions(state, seat))
        state, _ = g.apply(state, chosen)
    return g.scores(state), g.winners(state)


def test_the_record_offers_the_four_levels_by_the_boxs_ids(g):
    assert g.bots["random"] is Beginner
    assert list(g.bots) == ["random", "greedy", "heuristic", "montecarlo"]
    assert g.bots["greedy"] is Easy and g.bots["heuristic"] is Normal
    assert dict(g.bots) == BOT_LEVELS


@pytest.mark.parametrize("level", LEVELS)
def test_each_computer_plays_a_legal_action_on_hundreds_of_positions(g, level):
    steps = set()
    for n, (state, seat) in enumerate(positions(g, 300, 5)):
        legal = g.legal_actions(state, seat)
        assert g.bots[level](n).choose(g.player_view(state, seat), list(legal)) in legal
        steps.add(state.step)
    assert {"action", "effects", "research"} <= steps


@pytest.mark.parametrize("level", ["greedy", "heuristic"])
def test_the_choice_is_the_same_when_the_unseen_is_drawn_again(g, level):
    """Two worlds drawn from a seat's view give the same view and the same choice, and
    it is the choice made from the real table."""
    checked = 0
    for n, (state, seat) in enumerate(positions(g, 120, 9)):
        legal = g.legal_actions(state, seat)
        chosen = g.bots[level](n).choose(g.player_view(state, seat), list(legal))
        for twin in ("a", "b"):
            world = g.determinize(g.player_view(state, seat), seat, g.random(f"{twin}/{n}"))
            view = g.player_view(world, seat)
            assert g.bots[level](n).choose(view, list(legal)) == chosen
            checked += 1
    assert checked == 240


def test_the_box_secrets_check_runs_the_new_computers(g, monkeypatch):
    from omg_desktop.games.gizmos.bots import montecarlo
    from tests.games.contract import keeps_secrets

    monkeypatch.setattr(montecarlo, "STAGES", (2, 2))  # Hard's own test has more
    monkeypatch.setattr(montecarlo, "MIN_WORLDS", 2)

    done = keeps_secrets(g, 2, 14, "standard", bots_at=lambda step: step % 7 == 0)
    assert done["choices"] >= 4 * 8


@pytest.mark.parametrize("level", ["greedy", "heuristic"])
def test_the_same_seeds_play_the_same_game(g, level):
    assert duel(g, (level, "random"), 3) == duel(g, (level, "random"), 3)


@pytest.mark.parametrize(
    ("strong", "weak", "games", "wins"),
    [
        ("heuristic", "random", 20, 18),
        ("greedy", "random", 20, 18),
        ("heuristic", "greedy", 40, 32),  # the Normal that weighed engines won 28
    ],
)
def test_the_ladder_the_stronger_wins_most_seat_swapped_games(g, strong, weak, games, wins):
    won = 0
    for n in range(games):
        swap = n % 2 == 1
        _scores, winners = duel(g, (weak, strong) if swap else (strong, weak), n // 2)
        won += winners == [1 if swap else 0]
    assert won >= wins


def test_normal_plays_each_action_once_in_one_world(g, monkeypatch):
    """Normal's work (it is Hard's candidates' judge): one look ahead per legal action."""
    from omg_desktop.games.gizmos.bots import normal

    calls = []
    real = normal.played
    monkeypatch.setattr(normal, "played", lambda *a: calls.append(a[1]) or real(*a))
    for n, (state, seat) in enumerate(positions(g, 60, 13)):
        legal = g.legal_actions(state, seat)
        calls.clear()
        Normal(n).choose(g.player_view(state, seat), list(legal))
        assert len(calls) == (len(legal) if len(legal) > 1 else 0)
