"""Kingdom Builder's state: plain data that goes to JSON and back unchanged.

A hex is ``(row, col)`` in memory and ``[row, col]`` in JSON; settlements are one
``{hex: seat}`` map. The board is not saved: it is rebuilt from the layout (the sections
in slot order, each upright or turned) and the catalog, which rides along.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .board import Board, Hex, build_board
from .catalog import Catalog

#: The steps: a player's turn; the game is over.
TURN, OVER = "turn", "over"
#: What a view shows in place of a terrain card it hides.
HIDDEN = "?"
#: A tile held: usable now, taken this turn (usable from the next), used this turn.
READY, FRESH, USED = "ready", "fresh", "used"


@dataclass
class Tile:
    """A location tile a player holds: its kind, the location hex it came from, and
    whether it was taken this turn (usable from the next) or used this turn."""

    kind: str
    at: Hex
    fresh: bool = True
    used: bool = False

    @property
    def state(self) -> str:
        """:data:`READY` (usable now), :data:`FRESH` (taken this turn) or :data:`USED`."""
        return USED if self.used else FRESH if self.fresh else READY


@dataclass
class Seat:
    supply: int  # settlements not yet on the board
    card: str  # the terrain card held (secret until the turn shows it); "" none
    tiles: list[Tile] = field(default_factory=list)
    #: Tile actions taken in the game so far (a statistic: the tiles used).
    uses: int = 0


@dataclass
class KBState:
    seed: int | str
    draws: int
    layout: list[tuple[str, bool]]  # (section name, turned) in slot order
    cards: list[str]  # the 3 Kingdom Builder cards in play
    seats: list[Seat]
    #: Terrain cards: to draw (the top first), discarded, out of the game.
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    settlements: dict[Hex, int] = field(default_factory=dict)
    #: Location hex -> its tiles still lying there.
    tiles_left: dict[Hex, int] = field(default_factory=dict)
    first: int = 0
    current: int = 0
    turn: int = 1
    step: str = TURN
    #: Settlements of this turn's mandatory build placed so far (0..3).
    placed: int = 0
    #: Someone has placed their last settlement: the round is played to its end.
    ending: bool = False
    #: The set-up: ``standard`` (random layout and cards) or ``first_game``.
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
    def board(self) -> Board:
        assert self.cat is not None, "a state needs its catalog"
        return board_of(self.cat, tuple(self.layout))

    def seat(self) -> Seat:
        return self.seats[self.current]

    def own(self, seat: int) -> list[Hex]:
        return sorted(h for h, s in self.settlements.items() if s == seat)

    def to_dict(self) -> dict[str, Any]:
        """Plain data, sharing nothing with the state."""
        data: dict[str, Any] = {f: getattr(self, f) for f in _SCALARS}
        data["layout"] = [[name, turned] for name, turned in self.layout]
        for name in ("cards", "deck", "discard", "removed"):
            data[name] = list(getattr(self, name))
        data["seats"] = [
            {
                "supply": s.supply,
                "card": s.card,
                "tiles": [_tile_out(t) for t in s.tiles],
                "uses": s.uses,
            }
            for s in self.seats
        ]
        data["settlements"] = [[r, c, s] for (r, c), s in sorted(self.settlements.items())]
        data["tiles_left"] = [[r, c, n] for (r, c), n in sorted(self.tiles_left.items())]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], cat: Catalog | None) -> KBState:
        """The state ``data`` holds (``data`` is copied: the state shares nothing with it)."""
        return cls._from_plain(copy.deepcopy(data), cat)

    @classmethod
    def _from_plain(cls, d: dict[str, Any], cat: Catalog | None) -> KBState:
        """The state of ``d``, taking ``d``'s lists as its own."""
        d["layout"] = [(name, bool(turned)) for name, turned in d["layout"]]
        d["seats"] = [
            # ``uses`` is absent from the states saved before it was counted
            Seat(s["supply"], s["card"], [_tile_in(t) for t in s["tiles"]], s.get("uses", 0))
            for s in d["seats"]
        ]
        d["settlements"] = {(r, c): s for r, c, s in d["settlements"]}
        d["tiles_left"] = {(r, c): n for r, c, n in d["tiles_left"]}
        return cls(**d, cat=cat)

    def clone(self) -> KBState:
        """A copy sharing nothing (``to_dict`` makes fresh plain data: no second copy)."""
        return KBState._from_plain(self.to_dict(), self.cat)


def _tile_out(t: Tile) -> dict[str, Any]:
    return {"kind": t.kind, "at": list(t.at), "fresh": t.fresh, "used": t.used}


def _tile_in(t: dict[str, Any]) -> Tile:
    return Tile(t["kind"], (t["at"][0], t["at"][1]), t["fresh"], t["used"])


@lru_cache(maxsize=64)
def board_of(cat: Catalog, layout: tuple[tuple[str, bool], ...]) -> Board:
    """The board of a layout (built once per layout)."""
    return build_board([(cat.sections[name], turned) for name, turned in layout])


#: The fields that are plain values (copied as they are).
_SCALARS = (
    "seed", "draws", "first", "current", "turn", "step", "placed", "ending", "option", "viewer",
)  # fmt: skip
