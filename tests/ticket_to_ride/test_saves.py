"""Ticket to Ride's games in the frame's save files, through real files on disk: the
autosave after every action taken up again by a new store over the same folder (a
restart) at the same step and played to its end; slots with their backups, names and
the slot list's facts; a slot's picture drawn as a spectator sees the table (the same
whatever the hands and tickets hold); a damaged file refused in words with its backup
offered; the replay stepping through a saved game; ``omg-desktop replay`` on a slot."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from omg_desktop import cli
from omg_desktop.record import Recorder, state_hash
from omg_desktop.saves import (
    AUTOSAVE,
    Autosaver,
    Replayer,
    SaveError,
    SlotStore,
    resumed_recorder,
)
from omg_desktop.seating import Seat

NAMES = ("Ana", "Bruno", "Chiara", "Dora", "Emil")


def seats(players: int) -> list[Seat]:
    """Ana is a person; the others are computers."""
    return [Seat(NAMES[0])] + [Seat(NAMES[i], "computer", "greedy") for i in range(1, players)]


class Clock:
    """A clock for the saves' stamps: a second later at each look."""

    def __init__(self) -> None:
        self.now = datetime(2026, 12, 7, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


def store(folder: Path) -> SlotStore:
    return SlotStore(folder, clock=Clock())


def advance(game, rec: Recorder, actions: int, seed: int) -> None:
    """``actions`` actions (or to the end), every seat by the Easy computer on its view."""
    bots = [game.bots["greedy"](f"{seed}/{i}") for i in range(rec.record.players)]
    for _ in range(actions):
        if game.is_over(rec.state):
            return
        seat = game.to_act(rec.state)[0]
        view = game.player_view(rec.state, seat)
        rec.play(bots[seat].choose(view, game.legal_actions(rec.state, seat)))


def test_the_autosave_is_taken_up_after_a_restart_at_the_same_step_and_played_out(ttr, tmp_path):
    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 3, 41, "standard")
    saver = Autosaver(store(tmp_path))
    for _ in range(30):
        advance(ttr, rec, 1, 41)
        written = saver.save(rec.record, seats(3), rec.state)
        assert written is not None and not isinstance(written, SaveError)
    assert saver.save(rec.record, seats(3), rec.state) is None  # nothing new: nothing written
    before = ttr.state_to_dict(rec.state)

    again = store(tmp_path)  # the program started again over the same folder
    latest = again.latest_unfinished()
    assert latest is not None and latest.slot == AUTOSAVE and latest.game == "ticket_to_ride"
    assert latest.round == ttr.round(rec.state) and latest.steps == len(rec.record.steps)
    assert [s.name for s in latest.seats] == list(NAMES[:3])
    saved = again.load(AUTOSAVE)
    assert ttr.state_to_dict(saved.state) == before and not saved.over

    going = resumed_recorder(saved.record, expected_hash=state_hash(ttr, saved.state))
    saver = Autosaver(again)
    advance(ttr, going, 10_000, 41)
    assert ttr.is_over(going.state)
    saver.save(going.record, saved.seats, going.state)
    assert again.latest_unfinished() is None  # a finished game is not offered to continue
    done = store(tmp_path).load(AUTOSAVE)
    assert done.over and ttr.scores(done.state) == ttr.scores(going.state)

    assert cli.main(["replay", str(again.path(AUTOSAVE))]) == 0


def test_slots_keep_names_backups_and_their_game(ttr, tmp_path):
    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 5, 7, "standard")
    slots = store(tmp_path)
    advance(ttr, rec, 20, 7)
    slots.save("slot-01", rec.record.copy(), seats(5), name="Early", state=rec.state)
    early = ttr.state_to_dict(rec.state)
    advance(ttr, rec, 30, 7)
    slots.save("slot-01", rec.record.copy(), seats(5), name="Later", state=rec.state)
    slots.save("slot-02", rec.record.copy(), seats(5), state=rec.state)

    info = slots.info("slot-01")
    assert info.name == "Later" and info.game == "ticket_to_ride"
    assert info.ruleset == "standard" and info.backup_available and len(info.seats) == 5
    assert slots.info("slot-02").name == "Slot 2"
    assert ttr.state_to_dict(slots.load("slot-01").state) == ttr.state_to_dict(rec.state)
    backup = slots.load_backup("slot-01")
    assert backup.name == "Early" and ttr.state_to_dict(backup.state) == early

    slots.rename("slot-02", "Before lunch")
    assert store(tmp_path).info("slot-02").name == "Before lunch"
    slots.delete("slot-02")
    assert store(tmp_path).info("slot-02").empty


def test_a_view_is_never_saved(ttr, tmp_path):
    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 2, 3, "standard")
    with pytest.raises(ValueError, match="not a player's view"):
        store(tmp_path).save("slot-01", rec.record, seats(2), state=ttr.player_view(rec.state, 0))


def _scrambled(state, rng: random.Random):
    """``state`` with every hand and ticket dealt again from the decks (what no
    spectator sees), each seat keeping its counts."""
    other = state.clone()
    cards = list(other.deck) + [c for s in other.seats for c in s.hand]
    tickets = list(other.tickets) + [t for s in other.seats for t in (*s.tickets, *s.offered)]
    rng.shuffle(cards)
    rng.shuffle(tickets)
    for s in other.seats:
        s.hand = sorted(cards.pop() for _ in s.hand)
        s.tickets = [tickets.pop() for _ in s.tickets]
        s.offered = [tickets.pop() for _ in s.offered]
    other.deck, other.tickets = cards, tickets
    return other


def test_a_slots_picture_is_a_spectators_the_same_whatever_the_hands_hold(qtbot, ttr, tmp_path):
    from omg_desktop.ui.faces import face_of_game
    from omg_desktop.ui.slots_model import spectator_thumbnail

    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 4, 12, "standard")
    advance(ttr, rec, 40, 12)
    art = face_of_game(ttr).card_art(ttr.load_catalog())
    names = list(NAMES[:4])
    picture = spectator_thumbnail(art, rec.state, names, 0, game=ttr)
    assert picture.startswith(b"\x89PNG")
    other = _scrambled(rec.state, random.Random(4))
    assert [s.hand for s in other.seats] != [s.hand for s in rec.state.seats]
    assert spectator_thumbnail(art, other, names, 0, game=ttr) == picture
    slots = store(tmp_path)
    slots.save("slot-01", rec.record, seats(4), name="Map", state=rec.state, thumbnail=picture)
    assert store(tmp_path).info("slot-01").thumbnail == picture


@pytest.mark.parametrize("where", ["action", "draw"])
def test_a_changed_slot_file_is_refused_in_words_and_its_backup_offered(ttr, tmp_path, where):
    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 2, 9, "standard")
    slots = store(tmp_path)
    advance(ttr, rec, 15, 9)
    slots.save("slot-01", rec.record.copy(), seats(2), name="first", state=rec.state)
    advance(ttr, rec, 25, 9)
    slots.save("slot-01", rec.record.copy(), seats(2), name="second", state=rec.state)
    path = slots.path("slot-01")
    data = json.loads(path.read_text(encoding="utf-8"))
    steps = data["steps"]
    if where == "action":
        i = next(i for i, s in enumerate(steps) if s.startswith(("claim", "draw")))
        steps[i] = "claim r999 red 0"
    else:
        i = max(i for i, s in enumerate(steps) if s.startswith("T draw"))
        head, colour = steps[i].rsplit("=", 1)
        steps[i] = f"{head}={'red' if colour != 'red' else 'blue'}"
    path.write_text(json.dumps(data), encoding="utf-8")

    with pytest.raises(SaveError) as err:
        store(tmp_path).load("slot-01")
    text = str(err.value)
    assert text.startswith("Slot 1: ") and "Traceback" not in text and "\n" not in text
    assert err.value.backup_available
    assert store(tmp_path).load_backup("slot-01").name == "first"


def test_the_replay_steps_through_a_saved_game_forward_and_back(ttr, tmp_path):
    rec = Recorder.start("ticket_to_ride", ttr.load_catalog(), 3, 5, "standard")
    states = [ttr.state_to_dict(rec.state)]
    bots = [ttr.bots["random"](f"5/{i}") for i in range(3)]
    while not ttr.is_over(rec.state):
        seat = ttr.to_act(rec.state)[0]
        view = ttr.player_view(rec.state, seat)
        rec.play(bots[seat].choose(view, ttr.legal_actions(rec.state, seat)))
        states.append(ttr.state_to_dict(rec.state))
    slots = store(tmp_path)
    slots.save("slot-03", rec.record, seats(3), state=rec.state)

    replay = Replayer(slots.load("slot-03").record, every=16)
    assert replay.step_count == len(states) - 1
    for n in (0, 1, 17, len(states) // 2, len(states) - 1, 3):
        assert ttr.state_to_dict(replay.goto(n)) == states[n], n
    replay.goto(40)
    assert replay.back() and ttr.state_to_dict(replay.state) == states[39]
    assert replay.forward() and ttr.state_to_dict(replay.state) == states[40]
    kinds = {e.kind for e in replay.events_at(0)}
    assert {"shuffled", "drew", "face", "offered", "first"} <= kinds
    later = {e.kind for n in range(1, 60) for e in replay.events_at(n)}
    assert {"kept", "drew", "claimed"} <= later
