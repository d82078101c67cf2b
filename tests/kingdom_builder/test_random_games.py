"""Random games through the rules keep every invariant after every action (each
settlement and terrain card in one place, tiles held next to their location, an action
to take until the end, the JSON round trip), replay to the same state, and end as the
rules say. Game ``g`` has ``2 + g % 3`` players and the first game's layout when
``g // 3`` is odd, so every six games play every count with both options: six games
here, ten thousand with ``OMG_DESKTOP_LONG_TESTS=1``. Every one of the 26,880 layouts
can come out of the set-up (counted, not played)."""

from __future__ import annotations

import json
import os

import pytest

from omg_desktop.games.kingdom_builder.rules import (
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
    scores,
    setup,
    to_act,
    winners,
)
from omg_desktop.games.kingdom_builder.rules.invariants import broken
from omg_desktop.games.kingdom_builder.rules.layout import LAYOUTS, layout_of
from omg_desktop.games.kingdom_builder.rules.state import KBState
from omg_desktop.seeds import SeededRandom

LONG = os.environ.get("OMG_DESKTOP_LONG_TESTS") == "1"
GAMES = range(10_000) if LONG else range(6)


def play(cat, players: int, seed: int, option: str | None = None) -> tuple[KBState, list[str]]:
    state = new_game(cat, players, seed, option)
    rng = SeededRandom(seed)
    moves: list[str] = []
    while not state.over:
        assert not broken(state), (seed, moves[-1:], broken(state))
        (seat,) = to_act(state)
        actions = legal_actions(state, seat)
        assert actions, "a seat to act always has an action"
        action = actions[rng.below(len(actions))]
        apply_in_place(state, action)
        data = json.loads(json.dumps(state.to_dict()))
        assert KBState.from_dict(data, cat).to_dict() == state.to_dict()
        player_view(state, seat)
        moves.append(action)
    assert not broken(state) and not to_act(state)
    return state, moves


def table_of(game: int) -> tuple[int, str | None]:
    """Game ``game``'s player count and option (None: the standard game)."""
    return 2 + game % 3, "first_game" if game // 3 % 2 else None


def test_every_six_games_play_every_count_with_both_options():
    assert {table_of(g) for g in range(6)} == {
        (p, o) for p in (2, 3, 4) for o in (None, "first_game")
    }


@pytest.mark.parametrize("seed", GAMES)
def test_random_games_keep_the_invariants_and_replay(cat, seed):
    players, option = table_of(seed)
    state, moves = play(cat, players, seed, option)
    again = new_game(cat, players, seed, option)
    for move in moves:
        apply_in_place(again, move)
    assert again.to_dict() == state.to_dict()
    # The end [seed]: someone placed their last settlement, and the round was finished
    # (the last turn was the one of the player before the first).
    assert any(s.supply == 0 for s in state.seats)
    assert (state.current + 1) % players == state.first
    totals = scores(state)
    assert winners(state) == [s for s, t in enumerate(totals) if t == max(totals)]
    assert sum(moves.count(a) for a in ("end",)) == state.turn


def test_the_set_up_lays_out_the_layout_its_first_draw_numbers(cat, monkeypatch):
    """The set-up's first draw is one number below 26,880, and the layout is the one
    that number names (26,880 numbers name 26,880 different layouts: test_board): a
    spread of numbers forced here, every one with ``OMG_DESKTOP_LONG_TESTS=1``."""
    real, asked = setup.below, []

    def forced(k: int):
        def below(state, n: int) -> int:
            asked.append(n)
            return k if n == LAYOUTS else real(state, n)

        return below

    names = list(cat.sections)
    numbers = range(LAYOUTS) if LONG else [*range(0, LAYOUTS, 997), 1, 16, LAYOUTS - 1]
    seen = set()
    for k in numbers:
        asked.clear()
        monkeypatch.setattr(setup, "below", forced(k))
        state = new_game(cat, 2 + k % 3, k)
        assert asked[0] == LAYOUTS and asked.count(LAYOUTS) == 1
        assert [tuple(x) for x in state.layout] == list(layout_of(k, names))
        seen.add(tuple(state.layout))
    assert len(seen) == len(numbers)


def test_the_set_up_s_draw_reaches_every_layout_number(cat):
    """The seeded source the set-up draws from gives every number below 26,880 as the
    first draw of some seed (counted over seeds 0, 1, 2, ...: 322,609 of them do it)."""
    names = list(cat.sections)
    for seed in (1, 2, "x"):
        assert new_game(cat, 2, seed).layout == list(
            layout_of(SeededRandom(seed).below(LAYOUTS), names)
        )
    seen: set[int] = set()
    seed = 0
    while len(seen) < LAYOUTS and seed < 400_000:
        seen.add(SeededRandom(seed).below(LAYOUTS))
        seed += 1
    assert len(seen) == LAYOUTS, f"{LAYOUTS - len(seen)} layouts never drawn"
