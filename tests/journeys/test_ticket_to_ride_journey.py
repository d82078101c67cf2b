"""Ticket to Ride's journey through the real program: the library's Ticket to Ride tile
-> New game -> turns played on the map by two people behind covers and a computer ->
quit -> start again -> the library's Continue takes the same game up -> play on -> save
to a named slot (its picture kept) -> quit -> start again -> the game's window loads
that slot -> played to its end -> saved -> both saves replayed. After each run the
files it wrote load back and are that game."""

from __future__ import annotations

import pytest

from omg_desktop.record import state_hash
from omg_desktop.saves.slots import AUTOSAVE, SlotStore

from .home import Home

pytestmark = pytest.mark.timeout(900)

SEATS = [("Ana", "human", None), ("Bruno", "computer", "greedy"), ("Chiara", "human", None)]
SLOT = "Before the end"


def test_ticket_to_ride_is_begun_continued_saved_loaded_finished_and_replayed(tmp_path):
    home = Home(tmp_path)
    first = home.run("ttr_new_game", seats=SEATS, seed="7", turns=12)
    assert first["tile"] == "Ticket to Ride" and "Ticket to Ride" in first["title"]
    assert first["players"] == [2, 5]
    assert first["levels"][:4] == ["random", "greedy", "heuristic", "montecarlo"]
    quit_at = first["quit_at"]
    assert quit_at["game"] == "ticket_to_ride" and not quit_at["over"]
    kept = SlotStore(home.saves).load(AUTOSAVE)
    assert kept.record.game == "ticket_to_ride" and len(kept.record.steps) == quit_at["steps"]

    second = home.run("ttr_continue_and_save", turns=10, slot_name=SLOT)
    line = second["continue"]
    assert line.startswith("Ticket to Ride: Ana, Bruno (computer), Chiara"), line
    assert second["resumed"] == quit_at  # the same game, at the same step
    saved_at = second["saved"]
    assert saved_at["steps"] > quit_at["steps"] and second["thumbnail"] > 0
    store = SlotStore(home.saves)
    slot = next(i.slot for i in store.infos() if i.name == SLOT)
    in_slot = store.load(slot)
    assert in_slot.record.steps[: quit_at["steps"]] == kept.record.steps
    assert len(in_slot.record.steps) == saved_at["steps"]
    assert store.info(slot).thumbnail  # the spectator's picture, kept with the slot

    third = home.run("ttr_load_finish_replay", slot_name=SLOT)
    assert third["loaded"] == saved_at
    game = in_slot.record.contract()
    assert third["loaded_hash"] == state_hash(game, in_slot.state)
    assert third["later"]["over"] and third["later"]["steps"] > saved_at["steps"]
    assert len(third["placed"]) >= 3  # routes claimed by clicks on the map and Place
    replayed = third["replayed"]  # the slot saved before, as it was saved
    assert replayed["hash"] == third["loaded_hash"] and replayed["position"] == replayed["moves"]
    later = third["replayed_later"]  # the game played to its end, saved and replayed
    assert later["hash"] == third["later_hash"]
    assert later["position"] == later["moves"] > replayed["moves"]
    finished = SlotStore(home.saves)
    done = next(i for i in finished.infos() if i.name == "Later")
    assert done.over and done.game == "ticket_to_ride"
