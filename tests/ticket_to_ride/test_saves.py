"""Ticket to Ride's games in the frame's save files, through real files on disk: the
autosave after every action taken up again by a new store over the same folder (a
restart) at the same step and played to its end; slots with their backups, names and
the slot list's facts; a slot's picture drawn as a spectator sees the table (the same
whatever the hands and tickets hold); a damaged file refused in words with its backup
offered; the replay stepping through a saved game; ``omg-desktop replay`` on a slot
(the checks: tests/games/saves)."""

from __future__ import annotations

import random

from omg_desktop.record import Recorder
from tests.games.saves import NAMES, SavesChecks, advance, seats, store


class TestSaves(SavesChecks):
    GAME = "ticket_to_ride"
    RECORD = "ttr"
    AUTOSAVED = 30
    SLOT_GAME = (5, "standard")
    SECOND_SAVE = 25
    FIRST_EVENTS = frozenset({"shuffled", "drew", "face", "offered", "first"})
    LATER_EVENTS = frozenset({"kept", "drew", "claimed"})
    LATER_STEPS = 60

    def changed(self, steps: list[str], where: str) -> None:
        """A claim of a route the map has not, or the last card drawn another colour."""
        if where == "action":
            i = next(i for i, s in enumerate(steps) if s.startswith(("claim", "draw")))
            steps[i] = "claim r999 red 0"
        else:
            i = max(i for i, s in enumerate(steps) if s.startswith("T draw"))
            head, colour = steps[i].rsplit("=", 1)
            steps[i] = f"{head}={'red' if colour != 'red' else 'blue'}"


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
