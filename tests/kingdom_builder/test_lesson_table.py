"""Kingdom Builder's guided first game on the table: every thing a step points at is
an item of the table's layout of the learner's view, a hex ringed with the settlement
on it, a tile by its kind among the learner's own."""

from __future__ import annotations

from omg_desktop.games.kingdom_builder import game
from omg_desktop.games.kingdom_builder.face.lessons import lesson_face, target_keys
from omg_desktop.games.kingdom_builder.face.table_layout import layout
from omg_desktop.games.kingdom_builder.lessons.files import load_lessons
from omg_desktop.games.kingdom_builder.lessons.rules import RULES
from omg_desktop.games.kingdom_builder.rules import player_view
from omg_desktop.tutorial.lesson import LEARNER, Target
from omg_desktop.tutorial.walk import walk
from omg_desktop.ui.table.layout import Table

GAME = game()
CAT = GAME.load_catalog()
NAMES = ["Ana", "Bruno"]


def items_of(state):
    return {p.key: p for p in layout(player_view(state, LEARNER), LEARNER, NAMES, {}, Table())}


def test_every_step_points_at_an_item_on_the_learners_table():
    [lesson] = load_lessons(cat=CAT)
    for stop in walk(GAME, RULES, CAT, lesson).stops:
        items = items_of(stop.before)
        for target in stop.step.highlight:
            assert target_keys(target, stop.before, items), (stop.step.id, str(target))


def test_a_hex_rings_its_settlement_and_a_tile_only_the_learners_of_its_kind():
    [lesson] = load_lessons(cat=CAT)
    done = walk(GAME, RULES, CAT, lesson)
    state = next(s.before for s in done.stops if s.step.id == "paddock")
    items = items_of(state)
    assert target_keys(Target("hex", "7.12"), state, items) == [
        ("hex", 7, 12),
        ("settlement", 7, 12),
    ]
    assert target_keys(Target("hex", "7.14"), state, items) == [("hex", 7, 14)]
    tiles = target_keys(Target("tile", "paddock"), state, items)
    assert tiles and all(items[k].seat == LEARNER for k in tiles)
    assert {items[k].data["kind"] for k in tiles} == {"paddock"}
    assert target_keys(Target("card", "knights"), state, items) == [("kbcard", "knights")]


def test_the_face_hands_the_window_its_lessons():
    face = lesson_face()
    [lesson] = face.load(CAT)
    assert lesson.id == "first_game" and face.rules is RULES
    assert face.opponent_target == Target("opponent")
