"""A lesson's position: a Kingdom Builder table on the first game's board, described in
a few fields and set up to its first decision.

``seats`` (two: the learner's, then the scripted opponent's) each name the terrain
``card`` held and the hexes of their ``settlements`` (``"7.8"``: row 7, column 8); each
holds one tile of every location hex next to its settlements (while the hex has tiles
left, the learner served first), all ready to use, as a game that got there would.
``deck`` lists the terrain deck's top cards (top first); the other cards follow,
shuffled by ``seed``. ``first`` plays first and starts; ``turn`` counts the turns
already begun. The board and the three Kingdom Builder cards are the first game's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..rules.board import SETTLEABLE, SIZE, TERRAINS, Hex, inside
from ..rules.catalog import Catalog
from ..rules.chance import shuffle
from ..rules.engine import start_turn
from ..rules.invariants import broken
from ..rules.setup import FIRST_GAME
from ..rules.state import KBState, Seat, Tile
from ..rules.tiles import parse_hex

FIELDS = ("seed", "first", "turn", "seats", "deck")
SEAT_FIELDS = ("card", "settlements")
#: A lesson is played by the learner and the scripted opponent.
PLAYERS = 2


def hex_of(text: Any) -> Hex:
    """``"7.8"`` as a hex (ValueError: not a hex of the board). A hex is written as
    text: unquoted in YAML, ``7.10`` would be read as the number 7.1."""
    if not isinstance(text, str):
        raise ValueError(f"{text!r}: write a hex in quotes, like '7.10' (row 7, column 10)")
    try:
        h = parse_hex(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a hex: write it row.column, like '7.8'") from None
    if not inside(h):
        raise ValueError(f"{text!r} is off the board (rows and columns 0 to {SIZE - 1})")
    return h


def _card(raw: Any, n: int) -> str:
    card = str(raw)
    if card not in TERRAINS:
        raise ValueError(f"seat {n}: 'card' is a terrain letter, one of {', '.join(TERRAINS)}")
    return card


def _seat(raw: Any, n: int) -> tuple[str, list[Hex]]:
    if not isinstance(raw, Mapping):
        raise ValueError(f"seat {n}: expected a mapping of {', '.join(SEAT_FIELDS)}")
    unknown = sorted(set(raw) - set(SEAT_FIELDS))
    if unknown:
        raise ValueError(f"seat {n}: unknown field(s) {', '.join(map(str, unknown))}")
    settlements = raw.get("settlements") or []
    if not isinstance(settlements, list):
        raise ValueError(f"seat {n}: 'settlements' is a list of hexes like '7.8'")
    return _card(raw.get("card"), n), [hex_of(h) for h in settlements]


def start(cat: Catalog, position: Mapping[str, Any]) -> KBState:
    """The state ``position`` describes, at its first decision (ValueError, KeyError or
    TypeError with the reason when it describes none)."""
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise ValueError(f"unknown field(s) {', '.join(map(str, unknown))}; known: {FIELDS}")
    seats_raw = position.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != PLAYERS:
        raise ValueError(f"a lesson's position seats {PLAYERS} players ('seats': a list of 2)")
    seats = [_seat(raw, n) for n, raw in enumerate(seats_raw)]
    first = int(position.get("first", 0))
    if first not in range(PLAYERS):
        raise ValueError(f"'first' is a seat, 0 or 1, not {first}")
    state = KBState(
        seed=position.get("seed", 1),
        draws=0,
        layout=list(cat.first_game),
        cards=list(cat.first_game_cards),
        seats=[Seat(cat.settlements, card) for card, _ in seats],
        deck=[],
        option=FIRST_GAME,
        first=first,
        current=first,
        turn=int(position.get("turn", 1)),
        cat=cat,
    )
    state.tiles_left = {h: cat.tiles_per_location_hex for h in state.board.locations}
    _settle(state, [hexes for _, hexes in seats])
    _deck(state, cat, [str(c) for c in position.get("deck") or []])
    start_turn(state, [])
    found = broken(state)
    if found:
        raise ValueError("; ".join(found))
    return state


def _settle(state: KBState, hexes: list[list[Hex]]) -> None:
    """The settlements put down, and the tiles of the location hexes next to them."""
    board = state.board
    for n, mine in enumerate(hexes):
        for h in mine:
            if h in state.settlements:
                raise ValueError(f"two settlements on {h[0]}.{h[1]}")
            if board.cells[h] not in SETTLEABLE:
                raise ValueError(f"seat {n}: {h[0]}.{h[1]} cannot hold a settlement")
            state.settlements[h] = n
        if len(mine) > state.seats[n].supply:
            raise ValueError(f"seat {n} has only {state.seats[n].supply} settlements")
        state.seats[n].supply -= len(mine)
    for n, mine in enumerate(hexes):
        near = sorted({x for h in mine for x in board.neighbours(h) if x in board.locations})
        for loc in near:
            if state.tiles_left[loc]:
                state.tiles_left[loc] -= 1
                state.seats[n].tiles.append(Tile(board.locations[loc], loc, fresh=False))


def _deck(state: KBState, cat: Catalog, tops: list[str]) -> None:
    """The deck: its listed top cards, then every other card shuffled."""
    left = Counter({t: cat.terrain_cards[t] for t in TERRAINS})
    left.subtract([s.card for s in state.seats])
    for card in tops:
        if card not in TERRAINS:
            raise ValueError(f"'deck': {card!r} is not a terrain letter ({', '.join(TERRAINS)})")
        left[card] -= 1
    short = sorted(t for t, n in left.items() if n < 0)
    if short:
        raise ValueError(f"more {', '.join(short)} cards than the box's {cat.terrain_cards}")
    rest = sorted(left.elements())
    shuffle(state, rest)
    state.deck = [*tops, *rest]
