"""Ticket to Ride's table to a screen reader: every placement the table lays out for a
seat has a name (cities, each space of a route with its colour, length and owner or a
closed lane, face-up cards, the decks, the viewer's hand and tickets, the tickets to
keep, the players' tokens and labels); another seat's hand and tickets are said only as
counts — a different hidden hand and tickets give the same words."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from omg_desktop.games.ticket_to_ride.face.speech import Speech
from omg_desktop.games.ticket_to_ride.face.table_layout import layout
from omg_desktop.games.ticket_to_ride.rules import apply_in_place, player_view
from omg_desktop.games.ticket_to_ride.rules.view import determinize
from omg_desktop.seeds import SeededRandom
from omg_desktop.ui.table.layout import Placement
from tests.games.plurals import english_plurals

from .conftest import own, route, table

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

NAMES = ["Ana", "Bruno", "Chiara"]
FACE = ["red", "blue", "locomotive", "white", "black"]


def _scene(placements, cat):
    items = {p.key: SimpleNamespace(placement=p) for p in placements}
    return SimpleNamespace(items_by_key=items, art=SimpleNamespace(catalog=cat))


def _said(state, seat, cat):
    placements = layout(player_view(state, seat), seat, NAMES, {})
    speech = Speech(_scene(placements, cat))
    return {p.key: speech.placement_name(p) for p in placements}, placements, speech


def _game(cat):
    """Three seats, routes claimed by two, a hand, tickets drawn and being chosen."""
    state = table(cat, players=3, hands={0: ["red", "red", "red", "locomotive"]}, face=FACE)
    own(state, 1, route(cat, "denver", "omaha"), route(cat, "kansas_city", "omaha"))
    own(state, 0, route(cat, "atlanta", "charleston"))
    return state


def test_every_piece_of_the_table_has_a_name(cat):
    state = _game(cat)
    said, placements, speech = _said(state, 0, cat)
    unnamed = [p.key for p in placements if not said[p.key] and p.kind not in ("label",)]
    assert unnamed == []
    kinds = {p.kind for p in placements}
    assert {"city", "route", "face", "deck", "ticket_deck", "hand", "ticket", "board"} <= kinds
    assert said[("city", "montreal")] == "Montréal, city"
    denver = route(cat, "denver", "omaha")
    assert said[("route", denver, 0)] == "Denver – Omaha: 4 Pink spaces, claimed by Bruno"
    r = route(cat, "atlanta", "miami")
    assert said[("route", r, 0)] == "Atlanta – Miami: 5 Blue spaces, open"
    assert said[("face", 3)] == "Face-up card in place 3: Locomotive"
    assert speech.placement_description(next(p for p in placements if p.key == ("face", 3)))
    assert said[("hand", "red")] == "Your Red cards: 3"
    assert said[("deck",)].startswith("Train card deck, ")
    ticket = state.seats[0].tickets[0]
    assert said[("ticket", ticket)].startswith("Ticket ")
    assert (
        speech.placement_description(next(p for p in placements if p.key == ("route", r, 0)))
        == "Claimed with 5 Blue cards: 10 points."
    )


def test_a_closed_lane_and_a_double_route_are_said(cat):
    """Seed: "Em jogos com 2 ou 3 jogadores, apenas uma das Rotas Duplas pode ser
    utilizada"."""
    state = _game(cat)
    lanes = sorted(x.id for x in cat.routes.values() if {x.a, x.b} == {"portland", "seattle"})
    own(state, 2, lanes[0])
    said, _placements, _speech = _said(state, 0, cat)
    assert said[("route", lanes[0], 0)].endswith("one lane of a double route, claimed by Chiara")
    assert said[("route", lanes[1], 0)].endswith("closed (the other lane is taken)")


def test_the_tickets_to_keep_are_said_with_the_choice(cat):
    state = _game(cat)
    apply_in_place(state, "tickets")
    said, _placements, _speech = _said(state, 0, cat)
    offered = [v for k, v in said.items() if k[0] == "offered"]
    assert len(offered) == 3 and all(v.startswith("Ticket offered: ") for v in offered)


def test_another_seats_secrets_are_not_said(cat):
    """The words a seat's table gives are the same for any hidden hands, tickets and
    decks that fit its view."""
    state = _game(cat)
    apply_in_place(state, "draw deck")
    apply_in_place(state, "draw deck")  # Bruno to play, with tickets to choose
    apply_in_place(state, "tickets")
    view = player_view(state, 0)
    base, _p, _s = _said(state, 0, cat)
    worlds = [determinize(view, 0, SeededRandom(seed)) for seed in (1, 2, 3)]
    hidden = [(w.seats[1].hand, w.seats[1].offered, w.seats[2].tickets) for w in worlds]
    assert any(h != (state.seats[1].hand, state.seats[1].offered, state.seats[2].tickets)
               for h in hidden)  # fmt: skip
    for world in worlds:
        again, _p, _s = _said(world, 0, cat)
        assert again == base


def test_a_hidden_ticket_says_only_that_it_is_one(cat):
    p = Placement(("ticket", "?"), "ticket", 0, 0, data={"ticket": "?", "seat": 1}, seat=1)
    speech = Speech(_scene([], cat))
    assert speech.placement_name(p) == "Player 2's destination ticket, face down"
