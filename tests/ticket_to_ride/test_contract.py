"""Ticket to Ride keeps the contract every game of the box keeps
(tests/games/contract.py): played through its record, replayed, and keeping each seat's
secrets; its views and worlds drawn from them."""

from __future__ import annotations

import pytest

from omg_desktop.games import registry
from omg_desktop.games.base import IllegalAction
from omg_desktop.games.ticket_to_ride import INFO
from omg_desktop.games.ticket_to_ride.rules import determinize, new_game, player_view
from omg_desktop.games.ticket_to_ride.rules.state import HIDDEN, TTRState
from omg_desktop.seeds import SeededRandom
from tests.games.contract import keeps_secrets, play_through, replays

from .conftest import table


@pytest.mark.parametrize(("players", "seed"), [(2, 7), (3, 8), (5, 9)])
def test_ticket_to_ride_keeps_the_contract_and_replays(ttr, players, seed):
    state, moves = play_through(ttr, players, seed, None)
    again = replays(ttr, players, seed, None, moves)
    assert ttr.state_to_dict(again) == ttr.state_to_dict(state)
    assert len(ttr.standings(state)) == players
    assert ttr.option_of(state) == "standard"


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 4)])
def test_it_keeps_each_seats_secrets(ttr, players, seed, monkeypatch):
    from omg_desktop.games.ticket_to_ride.bots import montecarlo

    monkeypatch.setattr(montecarlo, "CANDIDATES", 2)  # Hard in a small budget: a world
    monkeypatch.setattr(montecarlo, "STAGES", (1,))  # is played to the end
    monkeypatch.setattr(montecarlo, "MIN_WORLDS", 1)
    done = keeps_secrets(ttr, players, seed, None, bots_at=lambda step: step % 15 == 0)
    assert done["views"] and done["choices"] and done["events"]


def test_the_registry_lists_it_last_with_its_own_record():
    """The box's one list of games holds its metadata; the package reads it from there."""
    assert registry.ids()[-1] == "ticket_to_ride"
    assert registry.info("ticket_to_ride") is INFO
    registry.load.cache_clear()
    assert registry.load("ticket_to_ride").info == INFO


def test_an_illegal_move_is_refused_in_words(ttr):
    state = ttr.new_game(ttr.load_catalog(), 2, 3, None)
    for move in ("draw deck", "nonsense", "claim r001 red 0", "keep 1", ""):
        with pytest.raises(IllegalAction):
            ttr.apply(state, move)


def test_its_computer_chooses_from_a_view(ttr):
    state = ttr.new_game(ttr.load_catalog(), 3, 5, None)
    seat = ttr.to_act(state)[0]
    actions = ttr.legal_actions(state, seat)
    assert ttr.bots["random"](4).choose(ttr.player_view(state, seat), actions) in actions
    assert list(ttr.bots) == ["random", "greedy", "heuristic", "montecarlo"]


def test_a_view_hides_exactly_the_hands_the_tickets_and_both_decks(cat):
    """GAMES.md "Hidden information": train-card hands, destination tickets (kept,
    offered and returned: the returned are in the ticket deck), both decks."""
    state = table(cat, players=3)
    state.current = 2
    state.seats[2].offered, state.tickets = state.tickets[:3], state.tickets[3:]
    view = player_view(state, 0)
    assert view.seats[0].hand == state.seats[0].hand
    assert view.seats[0].tickets == state.seats[0].tickets
    for other in (1, 2):
        s = view.seats[other]
        assert set(s.hand) == set(s.tickets) == {HIDDEN}
        assert len(s.hand) == len(state.seats[other].hand)
    assert view.seats[2].offered == [HIDDEN] * 3
    assert set(view.deck) == set(view.tickets) == {HIDDEN}
    assert len(view.deck) == len(state.deck) and len(view.tickets) == len(state.tickets)
    assert (view.face_up, view.discard, view.claimed) == (
        state.face_up, state.discard, state.claimed,
    )  # fmt: skip
    assert [s.trains for s in view.seats] == [s.trains for s in state.seats]
    spectator = player_view(state, None)
    assert all(set(s.hand) == {HIDDEN} for s in spectator.seats)


def test_a_world_drawn_from_a_view_fits_it(cat):
    """determinize: the unseen cards and tickets dealt at random, the seen ones kept; the
    world's view is the view."""
    state = new_game(cat, 4, 12)
    view = player_view(state, 1)
    for k in range(5):
        world = determinize(view, 1, SeededRandom(k))
        assert player_view(world, 1).to_dict() == view.to_dict()
        hands = [c for s in world.seats for c in s.hand]
        face = [c for c in world.face_up if c]
        assert sorted(world.deck + hands + face + world.discard) == sorted(cat.deck())
        ids = world.tickets + [t for s in world.seats for t in s.tickets + s.offered]
        assert sorted(ids) == sorted(cat.tickets)
        assert HIDDEN not in world.deck + world.tickets


def test_the_states_dict_round_trips_and_shares_nothing(cat):
    state = new_game(cat, 2, 1)
    state.claimed["r001"] = 1
    data = state.to_dict()
    assert TTRState.from_dict(data, cat).to_dict() == data
    data["deck"].clear()
    data["seats"][0]["hand"].clear()
    assert state.deck and state.seats[0].hand
    clone = state.clone()
    clone.claimed["r002"] = 0
    clone.seats[1].hand.append("x")
    assert "r002" not in state.claimed and "x" not in state.seats[1].hand


def test_chance_steps_are_not_taken_back(ttr):
    """A card drawn blind and tickets drawn are chance steps: no undo across them
    (DESIGN.md's policy); the choice of the tickets kept may be taken back."""
    cat = ttr.load_catalog()
    state = table(cat)
    before = ttr.decision_key(state)
    after, events = ttr.apply(state, "draw deck")
    assert not ttr.undoable(0, before, events, after)
    after, events = ttr.apply(state, "tickets")
    assert not ttr.undoable(0, before, events, after)
    after2, events = ttr.apply(after, "keep 1")
    assert ttr.undoable(0, ttr.decision_key(after), events, after2)


def test_the_frames_record_replays_a_game(ttr):
    from omg_desktop.record import Recorder, replay, state_hash

    cat = ttr.load_catalog()
    rec = Recorder.start("ticket_to_ride", cat, 2, 21)
    rng = SeededRandom(21)
    while not ttr.is_over(rec.state):
        rec.play(ttr.sample_next(rec.state, ttr.to_act(rec.state)[0], rng))
    assert any(s.startswith("T draw") for s in rec.record.steps)
    assert state_hash(ttr, replay(rec.record, cat)) == rec.record.final_hash


def test_the_score_sheet_and_figures_of_a_finished_game(ttr):
    state, _moves = play_through(ttr, 3, 31, None)
    for parts, total in zip(ttr.score_parts(state), ttr.scores(state), strict=True):
        assert [name for name, _ in parts] == [
            "routes", "tickets_done", "tickets_failed", "longest_path",
        ]  # fmt: skip
        assert sum(value for _, value in parts) == total
    figures = ttr.figures(ttr.player_view(state, None))
    assert len(figures) == 3 and {"tickets_done", "longest_path", "routes_6"} <= set(figures[0])


def test_the_others_see_that_cards_and_tickets_were_drawn_not_which(ttr):
    """The seed: hands and tickets are secret; a card drawn blind and tickets drawn or
    kept reach the other seats as counts only."""
    cat = ttr.load_catalog()
    state = table(cat)
    _after, events = ttr.apply(state, "draw deck")
    mine, theirs = ttr.visible_events(events, 0), ttr.visible_events(events, 1)
    drew = [e for e in theirs if e.kind == "drew"]
    assert drew and "card" not in drew[0].data
    assert [e for e in mine if e.kind == "drew"][0].data["card"]
    after, events = ttr.apply(state, "tickets")
    _done, kept = ttr.apply(after, "keep 2")
    for e in ttr.visible_events(events + kept, 1):
        assert "tickets" not in e.data
    assert [e.data["count"] for e in ttr.visible_events(kept, 1) if e.kind == "kept"] == [1]
