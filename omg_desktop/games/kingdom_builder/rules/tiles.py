"""The location tiles' extra actions (README §5, "The 8 base location tiles"): each kind
lists its actions for a state (``use <kind> <args>``) and does one: five build one
settlement (Oracle, Farm, Oasis, Tower, Tavern), three move one (Barn, Harbor, Paddock).

Each tile a player holds gives its action once per turn, from the turn after it was
taken, before or after the mandatory build but not in the middle of it."""

from __future__ import annotations

from collections.abc import Callable

from .board import LOCATION_KINDS, SIZE, TERRAINS, WATER, Hex
from .events import Event
from .places import choose_adjacent, hexes_of, lift, put, terrain_targets
from .state import READY, KBState


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


def _tavern(state: KBState, seat: int) -> list[Hex]:
    """Either end of a straight line of 3 or more of the seat's settlements (any of the
    three line directions): an empty hex of any terrain; no adjacency rule."""
    board, settled = state.board, state.settlements
    out = set()
    for h in state.own(seat):
        for d in range(6):
            run = 1
            ahead = board.line(h, d, SIZE)
            while run <= len(ahead) and settled.get(ahead[run - 1]) == seat:
                run += 1
            if run >= 3 and run <= len(ahead):
                end = ahead[run - 1]
                if end not in settled and board.cells[end] in TERRAINS:
                    out.add(end)
    return sorted(out)


#: Tile kind -> where its one settlement may be built.
BUILDS: dict[str, Callable[[KBState, int], list[Hex]]] = {
    "oracle": _oracle,
    "farm": _farm,
    "oasis": _oasis,
    "tower": _tower,
    "tavern": _tavern,
}


def _moving(
    state: KBState, seat: int, letters: Callable[[KBState, int], str]
) -> list[tuple[Hex, Hex]]:
    """Moves of one settlement to an empty hex of ``letters``, next to the seat's other
    settlements if possible, judged without the one that moves (README §8.3)."""
    wanted = letters(state, seat)
    if not wanted:
        return []
    hexes = hexes_of(state, wanted)
    moves = []
    for src in state.own(seat):
        rest = {h: s for h, s in state.settlements.items() if h != src}
        targets = choose_adjacent(state, seat, [h for h in hexes if h != src], rest)
        moves += [(src, dst) for dst in targets]
    return moves


def _barn(state: KBState, seat: int) -> list[tuple[Hex, Hex]]:
    """Move a settlement to the terrain of the card played this turn."""
    card = state.seats[seat].card
    return _moving(state, seat, lambda _s, _n: card if card in TERRAINS else "")


def _harbor(state: KBState, seat: int) -> list[tuple[Hex, Hex]]:
    """Move a settlement onto water (the only way to build on water)."""
    return _moving(state, seat, lambda _s, _n: WATER)


def _paddock(state: KBState, seat: int) -> list[tuple[Hex, Hex]]:
    """Move a settlement exactly 2 hexes in a straight line, jumping over anything, onto
    an empty hex of any terrain; no adjacency rule."""
    board, settled = state.board, state.settlements
    moves = set()
    for src in state.own(seat):
        for d in range(6):
            path = board.line(src, d, 2)
            if len(path) == 2 and path[1] not in settled and board.cells[path[1]] in TERRAINS:
                moves.add((src, path[1]))
    return sorted(moves)


#: Tile kind -> the moves (from, to) it allows.
MOVES: dict[str, Callable[[KBState, int], list[tuple[Hex, Hex]]]] = {
    "barn": _barn,
    "harbor": _harbor,
    "paddock": _paddock,
}


def usable(state: KBState, seat: int) -> list[str]:
    """The kinds of tile the seat may use now (taken before this turn, not used yet), in
    the order of the base game's list."""
    kinds = {t.kind for t in state.seats[seat].tiles if t.state == READY}
    return [k for k in LOCATION_KINDS if k in kinds]


def tile_actions(state: KBState, seat: int) -> list[str]:
    """``use <kind> r.c`` (a build) and ``use <kind> r.c r.c`` (a move: from, to)."""
    out = []
    for kind in usable(state, seat):
        if kind in BUILDS and state.seats[seat].supply:
            out += [f"use {kind} {hex_text(h)}" for h in BUILDS[kind](state, seat)]
        elif kind in MOVES:
            out += [f"use {kind} {hex_text(a)} {hex_text(b)}" for a, b in MOVES[kind](state, seat)]
    return out


def use(state: KBState, seat: int, kind: str, args: list[str], events: list[Event]) -> None:
    """Do a legal tile action (the engine checked it is one)."""
    tile = next(t for t in state.seats[seat].tiles if t.kind == kind and not t.fresh and not t.used)
    tile.used = True
    state.seats[seat].uses += 1
    events.append(Event("used", seat, {"tile": kind, "at": list(tile.at)}))
    if kind in MOVES:
        src, dst = parse_hex(args[0]), parse_hex(args[1])
        events.append(Event("moved", seat, {"from": list(src), "to": list(dst), "by": kind}))
        put(state, seat, dst, events)  # first: a tile still next to the new hex is kept
        lift(state, seat, src, events)
        return
    h = parse_hex(args[0])
    terrain = state.board.cells[h]
    events.append(Event("built", seat, {"at": list(h), "by": kind, "terrain": terrain}))
    state.seats[seat].supply -= 1
    put(state, seat, h, events)
