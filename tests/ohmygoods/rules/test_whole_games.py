"""Scripted whole games: recorded action lists with fixed seeds and their final scores.

The records in ``games/`` were played by random bots and saved with
``omg-desktop simulate --save``. Replaying them must end exactly as recorded
(the record's final state hash) with these scores. If a rules change alters
them on purpose, regenerate the files and say so in the commit.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from omg_desktop.gamefile import read_record
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import scores, winners
from omg_desktop.games.ohmygoods.rules.invariants import problems
from omg_desktop.games.ohmygoods.rules.record import replay

GAMES = Path(__file__).parent / "games"

# file: (rounds, [(building VP, assistant VP, coins, total) per seat], winners)
EXPECTED = {
    "bigbox-2p-seed101.json": (16, [(16, 1, 1, 17), (21, 1, 21, 26)], [1]),
    "bigbox-4p-seed303.json": (
        16,
        [(16, 1, 11, 19), (14, 2, 30, 22), (16, 5, 10, 23), (10, 4, 33, 20)],
        [2],
    ),
    # a shared victory: seats 0 and 2 tie on points and on coins left over
    "classic-3p-seed202.json": (15, [(19, 3, 6, 23), (11, 2, 47, 22), (16, 4, 16, 23)], [0, 2]),
    # rule set revision 2 ("classic@2"), recorded by commit c13d965 before revision 3
    "classic-rev2-4p-seed404.json": (
        16,
        [(10, 5, 12, 17), (17, 7, 4, 24), (15, 3, 6, 19), (8, 0, 13, 10)],
        [1],
    ),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_recorded_game_replays_to_its_final_scores(name):
    record, _ = read_record(GAMES / name)
    state = replay(record, default_catalog())  # checks every reveal and the final hash
    assert state.ruleset.key == record.ruleset  # the revision it was played under
    rounds, sheet, won = EXPECTED[name]
    assert state.over and state.round == rounds
    assert [(s.buildings, s.assistants, s.coins, s.total) for s in scores(state)] == sheet
    assert winners(state) == won
    assert problems(state) == []


def test_the_tie_is_a_real_tie_on_both_counts():
    record, _ = read_record(GAMES / "classic-3p-seed202.json")
    sheet = scores(replay(record, default_catalog()))
    assert (sheet[0].total, sheet[0].leftover) == (sheet[2].total, sheet[2].leftover)
