"""A game's journey through the real program: new → play → quit → start → resume →
play → save to a slot → quit → start → load → play to the end → replay.

Each start is a new process of the real program in a scratch home (its settings and
saves where a player's are), driven by a person's keys (``acts.py``); after each run
the files it wrote load back, and what the next run shows is what the last one left.
"""

from __future__ import annotations

import pytest

from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.saves.slots import AUTOSAVE, SlotStore

from .home import Home

pytestmark = pytest.mark.timeout(900)

CAT = default_catalog()


def saved(home: Home, slot: str):
    """The slot as the program's store reads it back (replayed and checked)."""
    return SlotStore(home.saves, catalog=CAT).load(slot)


ANA = ("Ana", "human", None)
TABLES = {
    "against a computer": ([ANA, ("Bruno", "computer", "greedy")], "bigbox"),
    "three people, classic rules": (
        [ANA, ("Bruno", "human", None), ("Chiara", "human", None)],
        "classic",
    ),
    "two people, two computers": (
        [
            ANA,
            ("Bruno", "computer", "heuristic"),
            ("Chiara", "human", None),
            ("Daiki", "computer", "random"),
        ],
        "bigbox",
    ),
}


@pytest.mark.parametrize("table", TABLES)
def test_a_game_is_quit_resumed_saved_loaded_finished_and_replayed(tmp_path, table):
    home = Home(tmp_path)
    seats, ruleset = TABLES[table]
    first = home.run("first_game", seats=seats, ruleset=ruleset, seed="21", rounds=2)
    assert first["offers"][0]["name"] == "LessonOffer"  # a first start offers the lesson
    quit_at = first["quit_at"]
    assert quit_at["round"] == 3 and not quit_at["over"]
    auto = saved(home, AUTOSAVE)
    assert len(auto.record.steps) == quit_at["steps"]

    second = home.run("resume_and_save", rounds=2, slot_name="Before the end")
    offer = second["offers"][0]
    assert "Resume" in offer["text"] and all(name in offer["text"] for name, *_ in seats)
    assert second["resumed"] == quit_at  # the same game, at the same step
    assert second["saved"]["round"] == 5
    slot = next(
        i.slot for i in SlotStore(home.saves, catalog=CAT).infos() if i.name == "Before the end"
    )
    assert len(saved(home, slot).record.steps) == second["saved"]["steps"]

    people_only = all(kind == "human" for _, kind, _ in seats)  # Enter alone never ends it
    third = home.run(
        "load_play_replay", slot_name="Before the end", rounds=2 if people_only else None
    )
    assert third["loaded"] == second["saved"]
    assert third["later"]["over"] is not people_only
    replayed = third["replayed"]  # the slot saved before, as it was saved
    assert replayed["hash"] == second["saved"]["hash"]
    assert replayed["position"] == replayed["moves"]
    later = third["replayed_later"]  # the game played on, saved and replayed
    assert later["hash"] == third["later"]["hash"]
    assert later["position"] == later["moves"] > replayed["moves"]
