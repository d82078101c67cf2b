"""Ticket to Ride's state: plain data that goes to JSON and back unchanged.

Cards and tickets are their names and ids in lists (a deck's top first); the five face-up
slots hold ``""`` when no card is left to fill one. The map is not saved: the catalog
rides along.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .catalog import Catalog

#: The steps: the set-up's ticket choices (each seat in turn, from the first player), a
#: player's turn, the game over.
SETUP, TURN, OVER = "setup", "turn", "over"
#: What a view shows in place of a card or a ticket it hides.
HIDDEN = "?"


@dataclass
class Seat:
    trains: int
    hand: list[str] = field(default_factory=list)  # train cards, sorted
    tickets: list[str] = field(default_factory=list)  # kept, in the order kept
    offered: list[str] = field(default_factory=list)  # drawn, waiting for the choice
    points: int = 0  # the route points scored so far (the track)


@dataclass
class TTRState:
    seed: int | str
    draws: int
    seats: list[Seat]
    #: Train cards: to draw (the top first), discarded; the face-up slots.
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    face_up: list[str] = field(default_factory=list)
    #: Destination tickets to draw (the top first; returned ones go to the bottom).
    tickets: list[str] = field(default_factory=list)
    #: Route id -> the seat that claimed it.
    claimed: dict[str, int] = field(default_factory=dict)
    first: int = 0
    current: int = 0
    turn: int = 1
    step: str = SETUP
    #: Train cards drawn so far in this turn's draw (0 or 1).
    drawn: int = 0
    #: Turns still to play once someone ended a turn with few trains (None: not yet).
    last_turns: int | None = None
    #: Turns in a row in which nobody could do anything.
    passes: int = 0
    option: str = "standard"
    #: The seat a view was made for; None for the whole state.
    viewer: int | None = None
    cat: Catalog | None = field(default=None, repr=False, compare=False)

    @property
    def over(self) -> bool:
        return self.step == OVER

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def catalog(self) -> Catalog:
        assert self.cat is not None, "a state needs its catalog"
        return self.cat

    def seat(self) -> Seat:
        return self.seats[self.current]

    def routes_of(self, seat: int) -> list[str]:
        return sorted(r for r, s in self.claimed.items() if s == seat)

    def to_dict(self) -> dict[str, Any]:
        """Plain data, sharing nothing with the state."""
        data: dict[str, Any] = {f: getattr(self, f) for f in _SCALARS}
        for name in ("deck", "discard", "face_up", "tickets"):
            data[name] = list(getattr(self, name))
        data["seats"] = [
            {
                "trains": s.trains, "hand": list(s.hand), "tickets": list(s.tickets),
                "offered": list(s.offered), "points": s.points,
            }
            for s in self.seats
        ]  # fmt: skip
        data["claimed"] = dict(sorted(self.claimed.items()))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], cat: Catalog | None) -> TTRState:
        """The state ``data`` holds (``data`` is copied: the state shares nothing with it)."""
        return cls._from_plain(copy.deepcopy(data), cat)

    @classmethod
    def _from_plain(cls, d: dict[str, Any], cat: Catalog | None) -> TTRState:
        d["seats"] = [Seat(**s) for s in d["seats"]]
        return cls(**d, cat=cat)

    def clone(self) -> TTRState:
        """A copy sharing nothing (``to_dict`` makes fresh plain data)."""
        return TTRState._from_plain(self.to_dict(), self.cat)


#: The fields that are plain values (copied as they are).
_SCALARS = (
    "seed", "draws", "first", "current", "turn", "step", "drawn", "last_turns", "passes",
    "option", "viewer",
)  # fmt: skip
