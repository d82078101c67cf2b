"""Ticket to Ride's prompt: what the viewer must do now, from the view and their legal
actions — the tickets to keep (at least 2 of 3 at the set-up, 1 later), the second card
of a draw (never a face-up Locomotive), the turn's three actions (only those open to
them), the last turn, a pass — and whom the table waits for."""

from __future__ import annotations

import pytest

from omg_desktop.games.ticket_to_ride.face import prompts
from omg_desktop.games.ticket_to_ride.rules import (
    apply_in_place,
    legal_actions,
    new_game,
    player_view,
)
from tests.games.plurals import english_plurals

from .conftest import table

pytestmark = pytest.mark.usefixtures(english_plurals.__name__)

NAMES = ["Ana", "Bruno", "Chiara"]
FACE = ["red", "blue", "green", "white", "black"]


def _prompt(state, seat=0, cover=None):
    view = player_view(state, seat)
    acts = legal_actions(state, seat)
    return prompts.prompt_text(view, NAMES, active=state.current, cover=cover, actions=acts)


def test_the_set_ups_tickets_then_a_drawn_tickets_choice(cat):
    """Seed: "Cada jogador recebe três cartas de destino e deve selecionar pelo menos
    duas para manter"; "Compre 3 novas cartas e guarde pelo menos uma"."""
    state = new_game(cat, 3, 4)
    seat = state.current
    assert _prompt(state, seat) == (
        "Choose the destination tickets to keep: at least 2 of the 3 dealt to you."
    )
    other = (seat + 1) % 3
    assert _prompt(state, other) == f"Waiting for {NAMES[seat]}…"
    state = table(cat, players=3, face=FACE)
    apply_in_place(state, "tickets")
    assert _prompt(state) == "Choose the destination tickets to keep: at least 1 of the 3 drawn."


def test_the_turn_names_only_the_actions_open_to_the_player(cat):
    """Seed: "Execute apenas uma das seguintes ações" — each named only when it can be
    taken."""
    state = table(cat, players=3, hands={0: ["red", "red"]}, face=FACE)
    assert _prompt(state) == (
        "Your turn: draw train cards, claim a route or draw destination tickets."
    )
    state = table(cat, players=3, hands={0: ["red"]}, face=FACE)
    state.seats[0].hand = []
    assert _prompt(state) == "Your turn: draw train cards or destination tickets."
    state.tickets = []
    assert _prompt(state) == "Your turn: draw train cards."


def test_the_second_card_of_a_draw(cat):
    """Seed: "Locomotivas viradas para cima só podem ser compradas como primeira compra"."""
    state = table(cat, players=3, face=FACE)
    apply_in_place(state, "draw face 1")
    assert _prompt(state) == (
        "Take your second train card: from the deck, or face up but not a Locomotive."
    )


def test_the_last_turn_is_said(cat):
    """Seed: "Cada jogador (incluindo o jogador que desencadeou o final do jogo) tem um
    turno final"."""
    state = table(cat, players=3, hands={0: ["red", "red"]}, face=FACE)
    state.last_turns = 2
    assert _prompt(state).endswith(" This is your last turn.")
    assert _prompt(state).startswith("Your turn: ")


def test_a_player_who_can_do_nothing_is_told_to_pass(cat):
    """Decision 3: pass only when nothing else can be done."""
    state = table(cat, players=3, face=["", "", "", "", ""])
    state.discard += state.deck
    state.deck, state.discard, state.tickets = [], [], []
    state.seats[0].hand = []
    assert legal_actions(state, 0) == ["pass"]
    assert _prompt(state) == "You can do nothing this turn: pass."


def test_a_cover_and_the_end(cat):
    state = table(cat, players=3, face=FACE)
    assert _prompt(state, cover=1) == "Waiting for Bruno to take the seat…"
    state.step = "over"
    assert _prompt(state) == "The game is over."
