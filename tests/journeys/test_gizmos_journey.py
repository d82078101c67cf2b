"""Gizmos' journey through the real program: the library's Gizmos tile -> New game ->
turns played on the pieces -> quit -> start again -> the library's Continue takes the
same game up -> play on -> quit; the autosave on disk is that game, replayed and checked."""

from __future__ import annotations

import pytest

from omg_desktop.saves.slots import AUTOSAVE, SlotStore

from .home import Home

pytestmark = pytest.mark.timeout(600)

SEATS = [("Ana", "human", None), ("Bruno", "computer", "greedy"), ("Chiara", "human", None)]


def test_gizmos_is_begun_from_the_library_quit_and_continued_after_a_restart(tmp_path):
    home = Home(tmp_path)
    first = home.run("gizmos_new_game", seats=SEATS, seed="7", turns=12)
    assert first["tile"] == "Gizmos" and first["title"].startswith("Gizmos")
    assert first["players"] == [2, 4]
    assert first["levels"][:3] == ["random", "greedy", "heuristic"]
    quit_at = first["quit_at"]
    assert quit_at["game"] == "gizmos" and quit_at["steps"] >= 12 and not quit_at["over"]
    kept = SlotStore(home.saves).load(AUTOSAVE)
    assert kept.record.game == "gizmos" and len(kept.record.steps) == quit_at["steps"]

    second = home.run("gizmos_continue", turns=6)
    line = second["continue"]
    assert line.startswith("Gizmos: Ana, Bruno (computer), Chiara"), line
    assert second["resumed"] == quit_at  # the same game, at the same step
    assert second["quit_at"]["steps"] > quit_at["steps"]
    again = SlotStore(home.saves).load(AUTOSAVE)
    assert again.record.steps[: quit_at["steps"]] == kept.record.steps
    assert len(again.record.steps) == second["quit_at"]["steps"]
