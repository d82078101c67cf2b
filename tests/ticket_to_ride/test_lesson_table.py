"""Ticket to Ride's guided first game on the table: every thing a step points at is an
item of the table's layout of the learner's view (a route by all its spaces, a ticket
with its line, the learner's own cards and tickets only), and every claim the learner is
asked for is the payment the panel chooses first, so a click on the route and Place the
trains is the step's move."""

from __future__ import annotations

from omg_desktop.games.ticket_to_ride import game
from omg_desktop.games.ticket_to_ride.face.lessons import lesson_face, target_keys
from omg_desktop.games.ticket_to_ride.face.panel import claim_options, default_payment
from omg_desktop.games.ticket_to_ride.face.table_layout import layout
from omg_desktop.games.ticket_to_ride.lessons.files import load_lessons
from omg_desktop.games.ticket_to_ride.lessons.rules import RULES
from omg_desktop.games.ticket_to_ride.rules import player_view
from omg_desktop.tutorial.lesson import DO, LEARNER, SCRIPTED, Target
from omg_desktop.tutorial.walk import walk
from omg_desktop.ui.table.layout import Table

GAME = game()
CAT = GAME.load_catalog()
NAMES = ["Ana", "Bruno"]
#: What a step names of the learner's own: never another seat's.
OWN = ("card", "hand", "ticket", "tickets", "offered", "you", "trains")


def stops():
    [lesson] = load_lessons(cat=CAT)
    return walk(GAME, RULES, CAT, lesson).stops


def items_of(state):
    return {p.key: p for p in layout(player_view(state, LEARNER), LEARNER, NAMES, {}, Table())}


def test_every_step_points_at_an_item_on_the_learners_table():
    for stop in stops():
        items = items_of(stop.before)
        for target in stop.step.highlight:
            keys = target_keys(target, stop.before, items)
            assert keys, (stop.step.id, str(target))
            if target.kind in OWN:
                assert {items[k].seat for k in keys} == {LEARNER}, (stop.step.id, str(target))


def test_a_route_rings_all_its_spaces_a_ticket_its_line_the_hand_only_the_learners():
    stop = next(s for s in stops() if s.step.id == "claim_grey")
    state, items = stop.before, items_of(stop.before)
    route = CAT.routes["r039"]
    assert sorted(target_keys(Target("route", "r039"), state, items)) == [
        ("route", "r039", i) for i in range(route.length)
    ]
    assert target_keys(Target("ticket", "t01"), state, items) == [
        ("ticket", "t01"),
        ("label", "ticket", "t01"),
    ]
    assert target_keys(Target("card", "red"), state, items) == [("hand", "red")]
    hand = target_keys(Target("hand"), state, items)
    assert len(hand) == len(CAT.cards) and {items[k].seat for k in hand} == {LEARNER}
    assert target_keys(Target("opponent"), state, items) == [("label", "player", SCRIPTED)]


def test_the_learners_tickets_ring_their_whole_block_every_line_with_its_words():
    """At the end the lesson rings "tickets" and tells which are completed: the ring
    holds the title, each ticket's card and its line (the cities and points read)."""
    stop = next(s for s in stops() if s.step.id == "end_tickets")
    state, items = stop.before, items_of(stop.before)
    keys = target_keys(Target("tickets"), state, items)
    kept = state.seats[LEARNER].tickets
    assert len(kept) >= 2
    for t in kept:
        assert ("ticket", t) in keys and ("label", "ticket", t) in keys
    assert ("label", "tickets", LEARNER) in keys
    assert {items[k].seat for k in keys} == {LEARNER}


def test_the_panel_chooses_the_steps_payment_first():
    """The panel picks a route's cards at once (its colour, or the colour held most, as
    few Locomotives as will do): each claim of the lesson is that choice."""
    asked = [s for s in stops() if s.step.kind == DO and s.action.startswith("claim ")]
    assert len(asked) >= 3
    for stop in asked:
        _word, route, colour, wild = stop.action.split()
        options = claim_options(GAME.legal_actions(stop.before, LEARNER), route)
        view = player_view(stop.before, LEARNER)
        assert default_payment(view, LEARNER, options) == (colour, int(wild)), stop.step.id


def test_the_face_hands_the_window_its_lessons():
    face = lesson_face()
    [lesson] = face.load(CAT)
    assert lesson.id == "first_game" and face.rules is RULES
    assert face.opponent_target == Target("opponent")
