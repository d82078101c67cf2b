"""The 'last round' summary of an opponent (``ui/table/summary.py``), from the events."""

from __future__ import annotations

from omg_desktop.games.ohmygoods.face.summary import doings, round_summary
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Event

CAT = default_catalog()
MILL = 30  # a Mill (its good: flour)


def history() -> list[Event]:
    """Round 1: seat 1 builds a Mill and produces 2 coal; round 2: its turn brings
    nothing (its building lacked inputs); round 3 has begun, its turn not yet come."""
    return [
        Event("round_started", None, {"round": 1, "first": 0}),
        Event("turn", 1, {}),
        Event("produced", 1, {"building": 102, "goods": 2, "cards": [], "person": "worker"}),
        Event("built", 1, {"card": MILL, "paid": [["coal", 3]], "overpaid": 0}),
        Event("round_started", None, {"round": 2, "first": 1}),
        Event("turn", 1, {}),
        Event("no_production", 1, {"building": MILL, "reason": "missing"}),
        Event("turn", 0, {}),
        Event("round_started", None, {"round": 3, "first": 0}),
    ]


def test_a_round_in_which_an_opponent_did_nothing_is_shown_as_such():
    """A playtester missed an opponent's round 2 (nothing built or produced): it showed
    round 1 as their last. Every round with their turn is listed, the latest first."""
    rounds = doings(CAT, history(), 1)
    assert [r.round for r in rounds] == [1, 2]
    assert rounds[1].built == rounds[1].produced == []
    text = round_summary(CAT, history(), 1, "Chiara")
    assert text.index("Chiara, round 2") < text.index("Chiara, round 1")
    assert "Built: nothing" in text.split("Chiara, round 1")[0]
    assert "Built: Mill" in text.split("Chiara, round 1")[1]


def test_a_seat_that_has_not_had_a_turn_yet_has_nothing_to_show():
    assert doings(CAT, history()[:1], 1) == []
    assert round_summary(CAT, [], 1, "Chiara").startswith("Chiara: nothing built")
