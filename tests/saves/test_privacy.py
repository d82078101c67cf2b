"""What saved games may show at a shared computer: hands in replays, slot thumbnails."""

from __future__ import annotations

import base64
import json

import pytest

from omg_desktop.saves import SlotStore
from omg_desktop.saves.privacy import replay_hands
from omg_desktop.seating import Seat

from .helpers import CAT, game

PEOPLE = [Seat("Ana", "human"), Seat("Ben", "human"), Seat("Cy", "human")]
MIXED = [Seat("Ana", "human"), Seat("Bot", "computer", "normal")]
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 32


def test_a_finished_game_may_show_every_hand():
    assert replay_hands(PEOPLE, over=True) == (0, 1, 2)


def test_an_unfinished_game_of_several_people_shows_no_hand():
    assert replay_hands(PEOPLE, over=False) == ()


def test_an_unfinished_game_of_one_person_shows_that_persons_hand_only():
    assert replay_hands(MIXED, over=False) == (0,)


def write_slot(store: SlotStore, seats, over: bool, marker: str | None) -> None:
    record, points = game(2, 31)
    rec, state = points[-1] if over else points[len(points) // 2]
    store.save("slot-01", rec, seats, name="x", state=state, thumbnail=PNG)
    path = store.path("slot-01")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["thumbnail_view"] == "spectator"  # what this version writes
    if marker is None:
        del data["thumbnail_view"]  # a file from before spectator thumbnails
    else:
        data["thumbnail_view"] = marker
    data["thumbnail"] = base64.b64encode(PNG).decode("ascii")
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("seats", "over", "marker", "shown"),
    [
        (PEOPLE[:2], False, None, False),  # may hold the saver's hand: never shown
        (PEOPLE[:2], False, "a hand", False),
        (PEOPLE[:2], False, "spectator", True),
        (PEOPLE[:2], True, None, True),  # the game is over: no secret left
        (MIXED, False, None, True),  # one person: their own hand only
    ],
)
def test_an_old_thumbnail_that_may_show_a_hand_is_not_shown(tmp_path, seats, over, marker, shown):
    store = SlotStore(tmp_path, catalog=CAT)
    write_slot(store, seats, over, marker)
    info = store.info("slot-01")
    assert info.problem is None
    assert (info.thumbnail == PNG) is shown
