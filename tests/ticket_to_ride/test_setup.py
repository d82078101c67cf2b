"""The set-up (seed 003 "Iniciando o jogo", README §3) and the decisions about it
(docs/games/ticket_to_ride/rules.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from omg_desktop.games.base import IllegalAction
from omg_desktop.games.ticket_to_ride.rules import (
    apply_in_place,
    chance_lines,
    legal_actions,
    new_game,
    new_game_with_events,
    player_view,
    to_act,
)
from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN, SETUP, TURN


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_new_game_as_the_box_sets_it_up(cat, players):
    """Seed: "Cada jogador recebe quatro cartas do baralho de vagões. Cada jogador recebe
    três cartas de destino" and "5 cartas de trem serão distribuídas ... viradas para
    cima"; README §3: 45 trains each [std]."""
    state = new_game(cat, players, 11)
    assert [s.trains for s in state.seats] == [45] * players
    assert [len(s.hand) for s in state.seats] == [4] * players
    assert [len(s.offered) for s in state.seats] == [3] * players
    assert all(not s.tickets for s in state.seats)
    assert len(state.face_up) == 5 and all(state.face_up)
    assert len(state.deck) + len(state.discard) == 110 - 4 * players - 5
    assert len(state.tickets) == 30 - 3 * players
    assert state.step == SETUP and to_act(state) == [state.first]


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(cat, players):
    """README §2: 2–5 players."""
    with pytest.raises(ValueError, match="2 to 5 players"):
        new_game(cat, players, 1)


def test_each_keeps_at_least_two_of_three_in_turn_from_the_first(cat):
    """Seed: "deve selecionar pelo menos duas para manter"; decision 6: the choices are
    made one seat after the other, from the first player, each in secret."""
    state = new_game(cat, 3, 5)
    first = state.first
    assert legal_actions(state, first) == ["keep 1 2", "keep 1 3", "keep 2 3", "keep 1 2 3"]
    with pytest.raises(IllegalAction, match="keep at least 2"):
        apply_in_place(state, "keep 2")
    offered = list(state.seats[first].offered)
    apply_in_place(state, "keep 1 3")
    assert state.seats[first].tickets == [offered[0], offered[2]]
    assert state.tickets[-1] == offered[1]  # returned to the bottom [std]
    second = (first + 1) % 3
    assert to_act(state) == [second] and state.step == SETUP
    apply_in_place(state, "keep 1 2 3")
    apply_in_place(state, "keep 1 2")
    assert state.step == TURN and to_act(state) == [first] and state.turn == 1
    kept = {first: 2, second: 3, (first + 2) % 3: 2}
    assert [len(s.tickets) for s in state.seats] == [kept[n] for n in range(3)]
    assert all(not s.offered for s in state.seats)


def test_the_first_player_is_drawn_by_lot(cat):
    """Decision 1: the printed rule names the most experienced traveller; the program
    draws the first player by lot from the game's seed (a chance step, ``T first``)."""
    firsts = Counter(new_game(cat, 4, seed).first for seed in range(40))
    assert set(firsts) == {0, 1, 2, 3}
    _state, events = new_game_with_events(cat, 4, 3)
    lines = chance_lines(events)
    assert lines[0] == "T shuffle cards n=110" and lines[-1].startswith("T first s=")
    assert "T shuffle tickets n=30" in lines
    assert sum(line.startswith("T draw s=") for line in lines) == 16
    assert sum(line.startswith("T offer s=") for line in lines) == 4
    assert sum(line.startswith("T face i=") for line in lines) >= 5


def test_the_set_ups_secrets_are_kept(cat):
    """Seed: "Os jogadores mantêm seus Bilhetes de Destino em segredo"; the hands too."""
    state = new_game(cat, 3, 2)
    view = player_view(state, 1)
    assert view.seats[1].hand == state.seats[1].hand
    assert view.seats[1].offered == state.seats[1].offered
    for other in (0, 2):
        assert view.seats[other].hand == [HIDDEN] * 4
        assert view.seats[other].offered == [HIDDEN] * 3
    assert set(view.deck) == {HIDDEN} and set(view.tickets) == {HIDDEN}
    assert view.face_up == state.face_up and view.seed == 0


def test_only_the_base_game(cat):
    """Decision 5: the 1910 / Mega / Big Cities variants are not offered now."""
    with pytest.raises(ValueError, match="unknown option"):
        new_game(cat, 2, 1, "mega")
    assert new_game(cat, 2, 1).option == "standard"
