"""The location tiles' extra actions (README §5, "The 8 base location tiles"): each kind
lists its actions for a state (``use <kind> <args>``) and does one. A kind not written
yet lists none (its tile is still taken and kept).

Each tile a player holds gives its action once per turn, from the turn after it was
taken, before or after the mandatory build but not in the middle of it."""

from __future__ import annotations

from collections.abc import Callable

from .board import TERRAINS, Hex
from .events import Event
from .places import choose_adjacent, hexes_of, put, terrain_targets
from .state import KBState


def hex_text(h: Hex) -> str:
    return f"{h[0]}.{h[1]}"


def parse_hex(text: str) -> Hex:
    row, col = text.split(".")
    return int(row), int(col)


def _oracle(state: KBState, seat: int) -> list[Hex]:
    """Build on the terrain of the card played this turn."""
    card = state.seats[seat].card
    return terrain_targets(state, seat, card) if card in TERRAINS else []


def _farm(state: KBState, seat: int) -> list[Hex]:
    return terrain_targets(state, seat, "G")


def _oasis(state: KBState, seat: int) -> list[Hex]:
    return terrain_targets(state, seat, "D")


def _tower(state: KBState, seat: int) -> list[Hex]:
    """Any buildable terrain on the outer ring of the board."""
    board = state.board
    return choose_adjacent(state, seat, [h for h in hexes_of(state, TERRAINS) if board.on_edge(h)])


#: Tile kind -> where its one settlement may be built. (Tavern, Barn, Harbor, Paddock:
#: still to come.)
BUILDS: dict[str, Callable[[KBState, int], list[Hex]]] = {
    "oracle": _oracle,
    "farm": _farm,
    "oasis": _oasis,
    "tower": _tower,
}


def usable(state: KBState, seat: int) -> list[str]:
    """The kinds of tile the seat may use now (taken before this turn, not used yet)."""
    kinds = {t.kind for t in state.seats[seat].tiles if not t.fresh and not t.used}
    return [k for k in BUILDS if k in kinds]


def tile_actions(state: KBState, seat: int) -> list[str]:
    if state.seats[seat].supply == 0:
        return []
    return [
        f"use {kind} {hex_text(h)}"
        for kind in usable(state, seat)
        for h in BUILDS[kind](state, seat)
    ]


def use(state: KBState, seat: int, kind: str, args: list[str], events: list[Event]) -> None:
    """Do a legal tile action (the engine checked it is one)."""
    tile = next(t for t in state.seats[seat].tiles if t.kind == kind and not t.fresh and not t.used)
    tile.used = True
    h = parse_hex(args[0])
    events.append(Event("used", seat, {"tile": kind, "at": list(tile.at)}))
    events.append(Event("built", seat, {"at": list(h), "by": kind}))
    state.seats[seat].supply -= 1
    put(state, seat, h, events)
