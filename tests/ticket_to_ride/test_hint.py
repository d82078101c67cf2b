"""Help ▸ Hint for Ticket to Ride: Normal's action and its reason (bots/advice.py) on
hand-built tables — the threatened route first, a route of the plan, a cheap block, the
tickets that fit, a needed colour face up, the deck — every reason code its own
sentence, the marks on the map (the route's spaces, its cities, a face-up card), and the
hint reads the view only: the same for every hidden hand and ticket that fits it, and
naming no ticket but the viewer's own."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.bots.advice import REASONS, advise, explain
from omg_desktop.games.ticket_to_ride.bots.normal import Normal
from omg_desktop.games.ticket_to_ride.face.hint_words import hint, hint_marks, hint_text
from omg_desktop.games.ticket_to_ride.rules import apply, legal_actions, new_game, player_view
from omg_desktop.games.ticket_to_ride.rules.view import determinize
from omg_desktop.seeds import SeededRandom
from tests.games.plurals import english_plurals

from .conftest import own, route, table

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

FACE = ["red", "blue", "locomotive", "white", "black"]


def _mine(state, tickets):
    """Seat 0 holds exactly ``tickets`` (taken from wherever they were); its others go
    back to the deck."""
    for t in tickets:
        for s in state.seats[1:]:
            if t in s.tickets:
                s.tickets.remove(t)
                state.tickets.append(t)
    state.tickets += [t for t in state.seats[0].tickets if t not in tickets]
    state.tickets = [t for t in state.tickets if t not in tickets]
    state.seats[0].tickets = list(tickets)


def _advice(state, seat=0):
    view = player_view(state, seat)
    return advise(view, legal_actions(state, seat)), view


CODES = {
    "keep": {"tickets": ["t01", "t09"], "points": 15, "fits": True},
    "claim_threatened": {"route": "r001", "colour": "red", "wild": 0, "tickets": ["t01"]},
    "claim_plan": {"route": "r001", "colour": "red", "wild": 1, "tickets": ["t01"]},
    "block": {"route": "r001", "colour": "red", "wild": 0, "rivals": [1]},
    "claim_points": {"route": "r001", "colour": "red", "wild": 0, "points": 2, "last": True},
    "tickets": {},
    "draw_colour": {"colour": "red", "slot": 1, "lacking": 3},
    "draw_wild": {"slot": 3},
    "draw_collect": {"colour": "red", "slot": 1},
    "draw_deck": {"second": False},
    "draw_any": {"colour": "red", "slot": 1},
    "pass": {},
}


def test_every_reason_code_has_its_own_sentence(cat):
    state = table(cat, face=FACE)
    view = player_view(state, 0)
    assert set(CODES) == set(REASONS)
    said = {code: hint_text(view, code, data) for code, data in CODES.items()}
    assert all(said.values()) and len(set(said.values())) == len(CODES)
    assert said["claim_threatened"] == (
        "Claim Atlanta – Charleston with Red ×2. Others may take it first, and it lies on "
        "the way of Denver – El Paso (4)."
    )
    assert said["draw_colour"] == "Take the face-up Red in place 1: your routes still lack 3 of it."
    assert said["keep"].startswith("Keep Denver – El Paso (4), Chicago – Santa Fe (9): 15 points")
    assert "(s)" not in "".join(said.values()) and "%" not in "".join(said.values())


@pytest.mark.parametrize(("rival_at", "first"), [("dallas", "el_paso"), ("omaha", "denver")])
def test_the_threatened_route_of_the_plan_first(cat, rival_at, first):
    """Denver–El Paso by Santa Fe (two grey 2-space routes), the cards for both in hand:
    the one the rival's routes reach is named, as threatened, with the ticket it serves."""
    state = table(cat, hands={0: ["red"] * 4})
    _mine(state, ["t01"])
    own(state, 1, route(cat, first, rival_at, None if first == "el_paso" else "pink"))
    advice, view = _advice(state)
    r = route(cat, first, "santa_fe")
    assert advice.action == f"claim {r} red 0" and advice.reason == "claim_threatened"
    assert advice.detail["tickets"] == ["t01"]
    text = hint(view, legal_actions(state, 0))
    assert text.startswith(f"Claim {cat.cities[first].name} – Santa Fe with Red ×2.")
    assert "Denver – El Paso (4)" in text
    marks = hint_marks(view, legal_actions(state, 0))
    assert {("route", r, 0), ("route", r, 1), ("city", "santa_fe"), ("city", "el_paso")} <= marks


def test_a_route_of_the_plan_when_none_is_threatened(cat):
    """Chicago–New Orleans: Chicago–Saint Louis–Little Rock held; Little Rock–New
    Orleans completes it."""
    state = table(cat, hands={0: ["green"] * 3 + ["red"] * 6})
    _mine(state, ["t05"])
    own(state, 0, route(cat, "chicago", "saint_louis", "green"),
        route(cat, "saint_louis", "little_rock"))  # fmt: skip
    advice, _view = _advice(state)
    assert advice.action == f"claim {route(cat, 'little_rock', 'new_orleans')} green 0"
    assert advice.reason in ("claim_plan", "claim_threatened")
    assert advice.detail["tickets"] == ["t05"]


def test_a_cheap_block(cat):
    """The rival holds El Paso–Dallas and Houston–New Orleans: Dallas–Houston joins
    them."""
    state = table(cat, hands={0: ["red"]})
    _mine(state, [])
    own(state, 1, route(cat, "el_paso", "dallas"), route(cat, "houston", "new_orleans"))
    advice, view = _advice(state)
    assert advice.reason == "block" and advice.detail["rivals"] == [1]
    assert "another player's network" in hint(view, legal_actions(state, 0))


def test_the_tickets_kept_and_new_tickets(cat):
    state = table(cat, hands={0: ["red"]})
    _mine(state, [])
    advice, _view = _advice(state)
    assert advice.action == "tickets" and advice.reason == "tickets"
    _mine(state, ["t01", "t09", "t16"])
    state.seats[0].offered, state.seats[0].tickets = state.seats[0].tickets, []
    state.step = "setup"
    advice, view = _advice(state)
    assert advice.reason == "keep" and advice.detail["fits"]
    assert set(advice.detail["tickets"]) <= {"t01", "t09", "t16"}
    assert hint(view, legal_actions(state, 0)).startswith("Keep ")


def test_the_draws(cat):
    """Denver–El Paso by Santa Fe (grey routes) and an empty hand: the Red face up (the
    colour it counts on), then the deck for the second card; no wanted colour face up,
    the deck; a route one card short, the face-up Locomotive; nothing to plan for, the
    colour the hand holds most."""
    state = table(cat, hands={0: []}, face=["blue", "red", "black", "white", "yellow"])
    _mine(state, ["t01"])
    advice, view = _advice(state)
    assert (advice.action, advice.reason) == ("draw face 2", "draw_colour")
    assert hint(view, legal_actions(state, 0)) == (
        "Take the face-up Red in place 2: your routes still lack 2 of it."
    )
    assert hint_marks(view, legal_actions(state, 0)) == {("face", 2)}
    state, _ = apply(state, advice.action)
    advice, view = _advice(state)
    assert (advice.action, advice.reason) == ("draw deck", "draw_deck")
    assert hint(view, legal_actions(state, 0)).startswith("Take your second card from the deck")
    state = table(cat, hands={0: []}, face=["blue", "locomotive", "black", "white", "yellow"])
    _mine(state, ["t01"])
    assert _advice(state)[0].reason == "draw_deck"
    own(state, 0, route(cat, "denver", "santa_fe"))
    state.seats[0].hand = ["red"]
    assert _advice(state)[0].reason == "draw_wild"
    state = table(cat, hands={0: ["white", "white"]}, face=["white"] * 5)
    _mine(state, [])
    state.tickets = []  # no ticket to draw: a colour gathered for a long route
    advice, view = _advice(state)
    assert advice.reason == "draw_collect" and advice.detail["colour"] == "white"


def test_the_hint_reads_the_view_only_and_names_only_the_viewers_tickets(cat):
    """The advice from a seat's view is the same for every world that fits the view; the
    tickets it names are the viewer's own. Over the positions of a seeded game."""
    state = new_game(cat, 3, 9)
    rng = SeededRandom(9)
    checked = 0
    while not state.over and checked < 40:
        seat = state.current
        view = player_view(state, seat)
        legal = legal_actions(state, seat)
        advice = advise(view, legal)
        assert advice.reason in REASONS and advice.action in legal
        assert advice.action == Normal(0).choose(view, legal)
        mine = set(view.seats[seat].tickets) | set(view.seats[seat].offered)
        assert set(advice.detail.get("tickets", ())) <= mine
        world = determinize(view, seat, rng)
        assert advise(player_view(world, seat), legal) == advice
        code, detail = explain(view, advice.action)
        assert (code, detail) == (advice.reason, advice.detail)
        checked += 1
        state, _ = apply(state, advice.action)
