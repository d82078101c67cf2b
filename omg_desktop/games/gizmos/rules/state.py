"""Gizmos' state: plain data (lists, ints, text) that goes to JSON and back unchanged.

Card ids name cards; a deck's top is its first item; energies are counted per colour in
the ring's order (:data:`~.catalog.COLOURS`). The catalog rides along, never saved.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from .catalog import Catalog

#: The steps of a turn: the turn's one action; choosing among researched cards; putting
#: the rest under the deck; using active gizmos; an effect's pick, file, research (which
#: deck) and free level-I build; the end.
ACTION, RESEARCH, BOTTOM, EFFECTS = "action", "research", "bottom", "effects"
PICK, FILE, DECK, FREE, OVER = "pick", "file", "deck", "free", "over"
STEPS = (ACTION, RESEARCH, BOTTOM, EFFECTS, PICK, FILE, DECK, FREE, OVER)
#: What a view shows in place of a card or a count it hides.
HIDDEN = "?"
UNKNOWN = -1


@dataclass
class Seat:
    """One player's board: gizmos built (the starter first), filed, energy, VP tokens."""

    built: list[str] = field(default_factory=list)
    filed: list[str] = field(default_factory=list)
    energy: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    tokens: int = 0
    #: The most triggered gizmos used in one turn (the statistics' chain length).
    chain: int = 0
    #: The cards this player put under a deck that are still in it: it knows where
    #: they lie (a secret of its own; a card leaving the deck leaves this list).
    placed: list[str] = field(default_factory=list)


@dataclass
class GizmosState:
    seed: int | str
    draws: int
    seats: list[Seat]
    #: Levels I, II, III (index 0, 1, 2); the top card first.
    decks: list[list[str]]
    display: list[list[str]]
    row: list[str]
    #: The energies in the dispenser, per colour.
    dispenser: list[int]
    #: Cards out of the game: the level-III cards not dealt, starters nobody took.
    out: list[str]
    first: int
    current: int
    turn: int = 1
    step: str = ACTION
    #: Gizmos triggered and not yet used this turn; gizmos used this turn (converters too).
    active: list[str] = field(default_factory=list)
    used: list[str] = field(default_factory=list)
    #: Picks an effect still gives (step PICK).
    picks: int = 0
    #: The cards of a Research (secret to the others) and their level (0: none).
    research: list[str] = field(default_factory=list)
    research_level: int = 0
    #: Someone built a 4th level III or a 16th gizmo: the round ends the game.
    ending: bool = False
    #: Turns in a row passed for want of any action (a full round of them ends the game).
    passes: int = 0
    #: The seat a view was made for; None for the whole state (and a spectator's view, as
    #: the frame reads it: a state with a seat here is never saved).
    viewer: int | None = None
    cat: Catalog = field(default_factory=Catalog, repr=False, compare=False)

    @property
    def over(self) -> bool:
        return self.step == OVER

    @property
    def players(self) -> int:
        return len(self.seats)

    def seat(self) -> Seat:
        return self.seats[self.current]

    def forget(self, cards: list[str]) -> None:
        """``cards`` left their deck: nobody knows them to lie there any more."""
        for seat in self.seats:
            seat.placed = [g for g in seat.placed if g not in cards]

    def to_dict(self) -> dict[str, Any]:
        """Plain data, sharing nothing with the state (every list copied)."""
        data = {f: getattr(self, f) for f in _SCALARS}
        data["seats"] = [
            {"built": list(s.built), "filed": list(s.filed), "energy": list(s.energy),
             "tokens": s.tokens, "chain": s.chain, "placed": list(s.placed)}
            for s in self.seats
        ]  # fmt: skip
        for name in ("decks", "display"):
            data[name] = [list(cards) for cards in getattr(self, name)]
        for name in ("row", "dispenser", "out", "active", "used", "research"):
            data[name] = list(getattr(self, name))
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], cat: Catalog) -> GizmosState:
        fresh = copy.deepcopy(data)
        fresh["seats"] = [Seat(**s) for s in fresh["seats"]]
        return cls(**fresh, cat=cat)

    def clone(self) -> GizmosState:
        data = self.to_dict()
        data["seats"] = [Seat(**s) for s in data["seats"]]
        return GizmosState(**data, cat=self.cat)


#: The fields that are plain values (copied as they are).
_SCALARS = (
    "seed", "draws", "first", "current", "turn", "step", "picks", "research_level",
    "ending", "passes", "viewer",
)  # fmt: skip
