"""Where everything lies on Kingdom Builder's table (pure geometry on the frame's units).

The board fills the left of the table: 20 x 20 hexes (four sections), odd rows half a hex
to the right (``rules/board.py``), each settlement on its hex. At the right: the round's
line, the three Kingdom Builder cards and the terrain deck, then a block per player
(the viewer's last): name, gold so far and settlements left; gold so far card by card
(on two lines in a block too narrow on screen for one legible line); the supply, the
terrain card (shown by the player whose turn it is, a back for a card held unseen) and
the location tiles.
"""

from __future__ import annotations

from collections.abc import Sequence

from omg_desktop.ui.table.layout import CARD_H, CARD_W, SCENE_W, Placement, Table, table_in_use
from omg_desktop.ui.table.terms import TableTerms, whole_text_areas

from ..rules.board import SIZE, Hex
from ..rules.result import gold
from ..rules.scoring import CASTLES
from ..rules.state import HIDDEN, KBState
from .hexes import HEX_CY, HEX_OUTLINE, HEX_R

#: Zones a click comes from: the board's hexes and settlements, the viewer's tiles, the
#: others' tiles, the Kingdom Builder cards.
BOARD, TILES, OPPONENT, CARDS = "board", "tiles", "opponent", "cards"
OWN = ("label", "you")
MARGIN, GAP = 12.0, 10.0
#: Rows of a pointy-top hex grid lie 3/4 of a hex apart.
ROW_STEP = 1.5 * HEX_R
#: The board's size in units at scale 1 (odd rows half a hex further right).
BOARD_W = (SIZE + 0.5) * CARD_W
BOARD_H = (SIZE - 1) * ROW_STEP + 2 * HEX_R
#: The right column is at least this wide.
RIGHT_MIN = 560.0
LABEL_SCALE = 1.3
#: The gold line's font size (9 px on screen at 1024x700, as the names).
GOLD_SIZE = 14
#: A block at least this many pixels wide on screen says the gold in one line (the
#: widest English card names with two-digit sums take 349 px at 9 px; pt_BR's 398):
#: a narrower one in two, the first two cards, then the third and the castles, the
#: second line ``GOLD_STEP`` units under the first and the block ``GOLD_ROOM`` taller
#: (the pieces that much lower, with some air over them).
GOLD_ONE_LINE_PX, GOLD_STEP, GOLD_ROOM = 360.0, 23.0, 30.0
#: The room of a terrain card's name beside it.
TERRAIN_W = 150.0
#: The terrain deck's size beside (or under) the three cards, as a share of theirs: the
#: cards take the room (their rule's words read at 9 px at 1366x768).
DECK = 0.45


def board_scale(height: float) -> float:
    """The board as large as the table's height and the right column allow."""
    return min((height - 2 * MARGIN) / BOARD_H, (SCENE_W - RIGHT_MIN - 2 * MARGIN - 16) / BOARD_W)


def hex_at(h: Hex, s: float) -> tuple[float, float]:
    """The top-left corner of hex ``h``'s card rectangle at board scale ``s``."""
    r, c = h
    x = MARGIN + (c + (0.5 if r & 1 else 0.0)) * CARD_W * s
    y = MARGIN + (r * ROW_STEP - (HEX_CY - HEX_R)) * s
    return x, y


def _label(key: tuple, text: tuple, x: float, y: float, width: float, seat: int | None = None,
           size: float = 14, scale: float = LABEL_SCALE, active: bool = False,
           z: float = 30) -> Placement:  # fmt: skip
    data = {"text": text, "width": width / scale, "size": size, "active": active}
    return Placement(key, "label", x, y, scale, z, data, "", seat)


def player_text(view: KBState, seat: int, name: str, note: str, total: int) -> tuple:
    """A seat's line: name, gold so far, settlements left, a note ("thinking…")."""
    return ("player", name, total, view.seats[seat].supply, note)


def gold_text(view: KBState, parts: dict[str, int], line: int = 0) -> tuple:
    """A seat's gold so far, card by card then the castles (``line``: 0 all of it, 1
    or 2 the first or second of two lines)."""
    return ("gold", tuple((card, parts.get(card, 0)) for card in view.cards),
            parts.get(CASTLES, 0), line)  # fmt: skip


def gold_lines(width: float, table: Table) -> int:
    """The gold's lines in a block whose labels are ``width`` units wide."""
    return 1 if width * table.px >= GOLD_ONE_LINE_PX else 2


def layout(view: KBState, bottom: int, names: Sequence[str], info: dict,
           table: Table | None = None) -> list[Placement]:  # fmt: skip
    """Everything on the table for ``view``, seat ``bottom``'s block the last. A tall
    table (a narrow window) has the players' blocks in a row under a larger board and
    the cards in a column at its right."""
    t = table if table is not None else table_in_use()
    out: list[Placement] = []
    turn = ("round", tuple(names), view.first, view.turn, view.ending, view.over)
    tall = tall_scale(t.height, view.players, GOLD_ROOM)  # (blocks of two gold lines)
    lines = gold_lines(BOARD_W * tall / 2 - 16, t)
    if lines == 1:
        tall = tall_scale(t.height, view.players)
    if tall > TALL_GAIN * board_scale(t.height):
        _board(view, tall, out)
        x0 = MARGIN + BOARD_W * tall + 20
        _card_column(view, x0, MARGIN, SCENE_W - x0 - MARGIN, t.height, out)
        y0 = MARGIN + BOARD_H * tall + GAP
        width = BOARD_W * tall
        out.append(_label(("label", "round"), turn, MARGIN, y0, width, size=14))
        _player_rows(view, bottom, names, info, y0 + 34, width, lines, out)
        return out
    s = board_scale(t.height)
    _board(view, s, out)
    x0 = MARGIN + BOARD_W * s + 20
    width = SCENE_W - x0 - MARGIN
    out.append(_label(("label", "round"), turn, x0, 8, width, size=14))
    lines = gold_lines(width, t)
    under = under_scale(t.height, s)
    if under > card_scale(width, t.height, view.players, lines):  # room under the board: the
        y_cards = MARGIN + BOARD_H * s + GAP  # cards larger there, the players' the column
        _cards(view, MARGIN, y_cards, BOARD_W * s, t.height, out, under)
        y = 46.0
    else:
        y = _cards(view, x0, 46, width, t.height, out, lines=lines)
    _players(view, bottom, names, info, x0, y, width, t.height - y - MARGIN, lines, out)
    return out


#: The cards under the board at least this large (else they stay in the column).
UNDER_MIN = 1.2


def under_scale(height: float, s: float) -> float:
    """The cards' scale in a row under a board of scale ``s`` (0: no room there)."""
    room_h = height - 2 * MARGIN - BOARD_H * s - GAP
    found = min(room_h / CARD_H, (BOARD_W * s - 4 * GAP) / (CARD_W * (3 + DECK)))
    return found if found >= UNDER_MIN else 0.0


#: A tall table: the cards' column's width, a row of players' blocks' height, and how
#: much larger the board must come out for the tall arrangement to be taken.
RIGHT_TALL, ROW_H, TALL_GAIN = 200.0, 150.0, 1.12


def player_rows(players: int) -> int:
    """The rows of players' blocks under a tall table's board (two blocks a row)."""
    return (players + 1) // 2


def tall_scale(height: float, players: int, extra: float = 0.0) -> float:
    """The board's scale with the round's line and the players' blocks (``extra`` units
    taller than ``ROW_H``) under it and the cards at its right."""
    under = 34 + player_rows(players) * (ROW_H + extra) + GAP
    return min((SCENE_W - 2 * MARGIN - 20 - RIGHT_TALL) / BOARD_W,
               (height - 2 * MARGIN - under) / BOARD_H)  # fmt: skip


def _card_column(view: KBState, x0: float, y0: float, width: float, height: float,
                 out: list[Placement]) -> None:  # fmt: skip
    """The three cards one under the other, then the deck."""
    cs = min(width / CARD_W, (height - y0 - MARGIN - 3 * GAP) / (CARD_H * (3 + DECK)))
    for n, card in enumerate(view.cards):
        y = y0 + n * (CARD_H * cs + GAP)
        out.append(Placement(("kbcard", card), "kbcard", x0, y, cs, 2, {"card": card}, CARDS))
    ds = cs * DECK
    out.append(Placement(("deck",), "deck", x0, y0 + 3 * (CARD_H * cs + GAP), ds, 2,
                         {"count": len(view.deck)}, "", None))  # fmt: skip


def _player_rows(view: KBState, bottom: int, names: Sequence[str], info: dict, y0: float,
                 width: float, lines: int, out: list[Placement]) -> None:  # fmt: skip
    """The players' blocks under the board, two a row, the viewer's the last."""
    n = view.players
    order = [(bottom + k) % n for k in range(1, n)] + [bottom]
    block = width / 2
    ps = (ROW_H - 64) / CARD_H
    row_h = ROW_H + (lines - 1) * GOLD_ROOM
    parts = gold(view)
    for k, seat in enumerate(order):
        x, y = MARGIN + (k % 2) * block, y0 + (k // 2) * row_h
        _block(view, seat, bottom, names, info, x, y, block - 16, ps, parts, out, lines)


def _board(view: KBState, s: float, out: list[Placement]) -> None:
    board = view.board
    for h in board.hexes():
        x, y = hex_at(h, s)
        kind = board.locations.get(h, "")
        data = {"hex": h, "terrain": board.cells[h], "location": kind,
                "tiles": view.tiles_left.get(h, 0)}  # fmt: skip
        out.append(Placement(("hex", *h), "hex", x, y, s, 1, data, BOARD, None))
    for h, seat in sorted(view.settlements.items()):
        x, y = hex_at(h, s)
        data = {"seat": seat, "hex": h}
        out.append(Placement(("settlement", *h), "settlement", x, y, s, 2, data, BOARD, seat))


def card_scale(width: float, height: float, players: int, lines: int = 1) -> float:
    """The Kingdom Builder cards: three and the deck across the column, leaving the
    players' blocks (``lines`` of gold each) room for their pieces."""
    room_h = height - 60 - players * (62 + (lines - 1) * GOLD_ROOM + CARD_H * 0.42)
    return max(0.8, min(1.25, (width - 3 * GAP) / (CARD_W * (3 + DECK)), room_h / CARD_H))


def _cards(view: KBState, x0: float, y0: float, width: float, height: float,
           out: list[Placement], scale: float = 0.0, lines: int = 1) -> float:  # fmt: skip
    """The three cards and the deck (``scale``: theirs, else the column's, the blocks
    having ``lines`` of gold); returns where the players' blocks start."""
    cs = scale or card_scale(width, height, view.players, lines)
    for n, card in enumerate(view.cards):
        x = x0 + n * (CARD_W * cs + GAP)
        out.append(Placement(("kbcard", card), "kbcard", x, y0, cs, 2, {"card": card}, CARDS))
    ds = cs * DECK
    x = x0 + 3 * (CARD_W * cs + GAP) + GAP
    out.append(Placement(("deck",), "deck", x, y0 + CARD_H * (cs - ds), ds, 2,
                         {"count": len(view.deck)}, "", None))  # fmt: skip
    return y0 + CARD_H * cs + 12


def _players(view: KBState, bottom: int, names: Sequence[str], info: dict, x0: float,
             y0: float, width: float, room_h: float, lines: int,
             out: list[Placement]) -> None:  # fmt: skip
    """A block per seat, in turn order from the one after the viewer, the viewer's last."""
    n = view.players
    order = [(bottom + k) % n for k in range(1, n)] + [bottom]
    block = room_h / n
    ps = max(0.3, min(0.72, (block - 64 - (lines - 1) * GOLD_ROOM) / CARD_H))
    parts = gold(view)
    for k, seat in enumerate(order):
        _block(view, seat, bottom, names, info, x0, y0 + k * block, width, ps, parts, out,
               lines)  # fmt: skip


def _block(view: KBState, seat: int, bottom: int, names: Sequence[str], info: dict,
           x0: float, y: float, width: float, ps: float, parts: list[dict[str, int]],
           out: list[Placement], lines: int = 1, words: float = 1.3) -> None:  # fmt: skip
    """A seat's block: its line, its gold card by card (in ``lines``), its pieces
    (``words``: the labels' scale)."""
    active = seat == view.current and not view.over
    total = sum(parts[seat].values())
    text = player_text(view, seat, names[seat], info.get(seat, ""), total)
    out.append(_label(("label", "player", seat), text, x0, y, width, seat, 15, words, active))
    if seat == bottom:
        out.append(_label(OWN, ("you",), x0, y, 1, seat, 1, 0.01))
    for n in range(lines):  # the first line keeps its key whether there are one or two
        key = ("label", "gold", seat) + ((2,) if n else ())
        text = gold_text(view, parts[seat], n + 1 if lines > 1 else 0)
        out.append(_label(key, text, x0, y + 30 + n * GOLD_STEP, width, seat, GOLD_SIZE,
                          words))  # fmt: skip
    _pieces(view, seat, seat == bottom, x0, y + 56 + (lines - 1) * GOLD_ROOM, width, ps, out)


def _pieces(view: KBState, seat: int, own: bool, x0: float, y: float, width: float,
            ps: float, out: list[Placement]) -> None:  # fmt: skip
    """The supply, the terrain card (a back for one held unseen) and the tiles."""
    me = view.seats[seat]
    out.append(Placement(("supply", seat), "supply", x0, y, ps, 2,
                         {"seat": seat, "count": me.supply}, "", seat))  # fmt: skip
    x = x0 + CARD_W * ps + GAP
    if me.card:
        shown = me.card if me.card != HIDDEN else "?"
        out.append(Placement(("terrain", seat), "terrain", x, y, ps, 2, {"terrain": shown},
                             "", seat))  # fmt: skip
    x += CARD_W * ps + 2 * GAP
    if me.card and me.card != HIDDEN:  # its name in words, legible where the card is small
        out.append(_label(("label", "terrain", seat), ("terrain", me.card), x - GAP,
                          y + CARD_H * ps / 2 - 12, TERRAIN_W, seat, GOLD_SIZE))  # fmt: skip
        x += TERRAIN_W
    tiles = me.tiles
    if not tiles:
        return
    step = min(CARD_W * ps + 6, (x0 + width - x - CARD_W * ps) / max(1, len(tiles) - 1))
    zone = TILES if own else OPPONENT
    for i, tile in enumerate(tiles):
        data = {"kind": tile.kind, "state": tile.state, "at": tile.at}
        out.append(Placement(("tile", seat, i), "tile", x + i * step, y, ps, 3 + i, data, zone,
                             seat))  # fmt: skip


def _areas(p: Placement, own: bool = False) -> list:
    """What must stay readable: the frame's labels, every card, tile and piece whole (a
    hex is read by its tooltip)."""
    if p.kind in ("kbcard", "tile", "terrain", "deck", "supply"):
        return [(0.0, 0.0, CARD_W, CARD_H)]
    return whole_text_areas(p, own)


TABLE = TableTerms(
    own=OWN,
    private_zones=(),
    private_kinds=("terrain",),
    drag=(),
    lift_zones=(TILES, OPPONENT),
    reach=(("tile", TILES, True),),
    own_zones=(TILES,),
    read_zones=(CARDS, TILES, OPPONENT),
    read_kinds=("kbcard", "tile"),
    text_areas=_areas,
    faces={
        "hex": lambda d: (d["terrain"], d["location"], d["tiles"]),
        "settlement": lambda d: (d["seat"],),
        "supply": lambda d: (d["seat"], d["count"]),
        "tile": lambda d: (d["kind"], d["state"]),
        "kbcard": lambda d: (d["card"],),
        "terrain": lambda d: (d["terrain"],),
        "deck": lambda d: (d["count"],),
    },
    shown_large=("kbcard", "tile", "terrain"),
    bold_labels=("player", "round"),
    outlines={"hex": HEX_OUTLINE, "settlement": HEX_OUTLINE},
)
