"""The board: four 10 x 10 sections joined into 20 x 20 hexes in the odd-r layout
(odd rows sit half a hex to the right), each section upright or turned 180°."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

Hex = tuple[int, int]  # (row, col): row 0 at the top, col 0 at the left

#: The buildable terrains, one terrain card kind each: grass, canyon, desert, flower field, forest.
TERRAINS = ("G", "C", "D", "F", "T")
WATER, MOUNTAIN, CASTLE, LOCATION = "W", "M", "K", "L"
LETTERS = (*TERRAINS, WATER, MOUNTAIN, CASTLE, LOCATION)
#: Where a settlement may stand: the buildable terrains, and water (by the Harbor only).
SETTLEABLE = (*TERRAINS, WATER)
#: The eight base location kinds (one per section).
LOCATION_KINDS = ("oracle", "farm", "oasis", "tower", "tavern", "barn", "harbor", "paddock")

SECTION_SIZE = 10
SIZE = 2 * SECTION_SIZE
#: Slots in order: top-left, top-right, bottom-left, bottom-right.
SLOTS = 4

#: [drow, dcol] of the six neighbours, by the parity of the row.
_EVEN = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, -1), (1, 0))
_ODD = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, 0), (1, 1))
#: The six axial directions (dq, dr): east, north-east, north-west, west, south-west, south-east.
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@dataclass(frozen=True)
class Section:
    """One 10 x 10 section as the data gives it (upright)."""

    name: str
    rows: tuple[str, ...]  # 10 strings of 10 letters
    location: str  # the kind of every location hex on it
    castles: tuple[Hex, ...]
    location_hexes: tuple[Hex, ...]


def turned(h: Hex) -> Hex:
    """Where a section's hex lands when the section is turned 180°."""
    return (SECTION_SIZE - 1 - h[0], SECTION_SIZE - 1 - h[1])


def to_axial(h: Hex) -> tuple[int, int]:
    """(q, r) axial coordinates of an odd-r hex."""
    row, col = h
    return col - (row - (row & 1)) // 2, row


def from_axial(q: int, r: int) -> Hex:
    return r, q + (r - (r & 1)) // 2


def inside(h: Hex) -> bool:
    return 0 <= h[0] < SIZE and 0 <= h[1] < SIZE


@dataclass(frozen=True)
class Board:
    """Every hex's letter, the slot of each hex, and the location kinds."""

    cells: dict[Hex, str]
    section_of: dict[Hex, int]
    locations: dict[Hex, str]

    def __post_init__(self) -> None:
        near = {h: self._around(h) for h in self.cells}
        object.__setattr__(self, "_near", near)  # worked out once: the bots ask often

    def _around(self, h: Hex) -> tuple[Hex, ...]:
        row, col = h
        offsets = _ODD if row & 1 else _EVEN
        return tuple(n for n in ((row + dr, col + dc) for dr, dc in offsets) if n in self.cells)

    def neighbours(self, h: Hex) -> list[Hex]:
        """The neighbours on the board, in a fixed order."""
        near = self._near.get(h)  # type: ignore[attr-defined]
        return list(near if near is not None else self._around(h))

    def hexes(self) -> list[Hex]:
        return [(r, c) for r in range(SIZE) for c in range(SIZE)]

    def castles(self) -> list[Hex]:
        return [h for h in self.hexes() if self.cells[h] == CASTLE]

    def row(self, r: int) -> list[Hex]:
        """One horizontal line of the board."""
        return [(r, c) for c in range(SIZE)]

    def on_edge(self, h: Hex) -> bool:
        """On the outer ring of the whole board (not a seam between sections)."""
        return h[0] in (0, SIZE - 1) or h[1] in (0, SIZE - 1)

    def line(self, h: Hex, direction: int, steps: int) -> list[Hex]:
        """The hexes after ``h`` in axial ``direction`` (0..5), stopping at the edge."""
        dq, dr = DIRECTIONS[direction]
        q, r = to_axial(h)
        out: list[Hex] = []
        for step in range(1, steps + 1):
            nxt = from_axial(q + dq * step, r + dr * step)
            if not inside(nxt):
                break
            out.append(nxt)
        return out


def build_board(sections: Sequence[tuple[Section, bool]]) -> Board:
    """The board of four (section, turned 180°) in slot order."""
    if len(sections) != SLOTS:
        raise ValueError(f"a board has {SLOTS} sections, got {len(sections)}")
    cells: dict[Hex, str] = {}
    section_of: dict[Hex, int] = {}
    locations: dict[Hex, str] = {}
    for slot, (section, is_turned) in enumerate(sections):
        top, left = SECTION_SIZE * (slot // 2), SECTION_SIZE * (slot % 2)
        for r, line in enumerate(section.rows):
            for c, letter in enumerate(line):
                lr, lc = turned((r, c)) if is_turned else (r, c)
                h = (top + lr, left + lc)
                cells[h] = letter
                section_of[h] = slot
                if letter == LOCATION:
                    locations[h] = section.location
    return Board(cells, section_of, locations)
