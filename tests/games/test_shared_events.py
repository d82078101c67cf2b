"""The event form the newer games share: the record lines, the secrets and the take-backs
a game makes from its own tables."""

from __future__ import annotations

from omg_desktop.games.events import Event, chance_lines_by, undoable_unless, visible_events_by

LINES = {"drew": lambda e: f"T draw s={e.seat} c={e.data['card']}", "first": lambda e: "T first"}
EVENTS = [Event("first"), Event("moved", 0, {"to": 3}), Event("drew", 1, {"card": "x"})]


def test_chance_lines_are_the_listed_kinds_in_order():
    assert chance_lines_by(LINES)(EVENTS) == ["T first", "T draw s=1 c=x"]


def test_another_seat_sees_no_secret_field_the_own_seat_does():
    visible = visible_events_by({"drew": ("card",)})
    assert visible(EVENTS, 0)[2] == Event("drew", 1, {})
    assert visible(EVENTS, 1) == EVENTS
    assert visible([Event("drew", 1, {"card": "x", "public": True})], 0)[0].data["card"] == "x"


def test_an_action_with_a_chance_step_is_not_taken_back():
    undoable = undoable_unless(tuple(LINES))
    assert undoable(0, None, EVENTS[1:2], None)
    assert not undoable(0, None, EVENTS, None)
