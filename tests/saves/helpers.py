"""Games for the save tests: random bots, the record and the state after every action."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from omg_desktop.games.ohmygoods.bots.random_bot import RandomBot
from omg_desktop.games.ohmygoods.loading import default_catalog
from omg_desktop.games.ohmygoods.rules import Action, GameState, legal_actions, player_view, to_act
from omg_desktop.games.ohmygoods.rules.record import GameRecord, Recorder
from omg_desktop.seating import Seat

CAT = default_catalog()
NAMES = ("Ana", "Bruno", "Chiara", "Daiki")


def seats(players: int) -> list[Seat]:
    """Ana is human, the others are computers."""
    return [
        Seat(NAMES[i], "human" if i == 0 else "computer", None if i == 0 else "random")
        for i in range(players)
    ]


def play(players: int, seed: int) -> Iterator[tuple[Recorder, Action | None]]:
    """A game of random bots: the recorder after setup, then after each action."""
    rec = Recorder(CAT, players, seed)
    bots = [RandomBot(f"{seed}/{i}") for i in range(players)]
    yield rec, None
    while not rec.state.over:
        seat = to_act(rec.state)[0]
        action = bots[seat].choose(player_view(rec.state, seat), legal_actions(rec.state, seat))
        rec.play(action)
        yield rec, action


@cache
def game(players: int, seed: int) -> tuple[GameRecord, tuple[tuple[GameRecord, GameState], ...]]:
    """The finished record, and (record so far, state) at setup and after every action."""
    points = []
    rec = None
    for rec, _ in play(players, seed):
        points.append((copy(rec.record), rec.state.clone()))
    assert rec is not None
    return rec.record, tuple(points)


def copy(record: GameRecord) -> GameRecord:
    return record.copy()


#: Fields of a good slot file changed to something no slot file holds: the game's
#: loader refuses each (``test_bad_files``) and so does ``omg-desktop replay``
#: (``test_replay_command``), with the same message.
DAMAGED_FIELDS = [
    ("players", 10**300),
    ("seats", "Ana"),
    ("seats", [{"name": "Ana", "kind": "human"}]),
    ("seats", [{"name": 1, "kind": "human"}, {"name": "B", "kind": "computer"}]),
    ("seats", [{"name": "A", "kind": "alien"}, {"name": "B", "kind": "computer"}]),
    ("seats", [None, None]),
    ("slot_name", 5),
    ("slot_name", "x" * 10_000),
    ("saved_at", "yesterday"),
    ("saved_at", 20250101),
    ("round", -3),
    ("round", 10**40),
    ("round", "3"),
    ("over", "no"),
    ("state_hash", 12345),
    ("state_hash", "not hex"),
    ("thumbnail", "!!!not base64!!!"),
    ("thumbnail", ["x"]),
]
