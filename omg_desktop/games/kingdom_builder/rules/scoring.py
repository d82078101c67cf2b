"""Gold: the ten Kingdom Builder cards and the castles, over a board and its settlements.

The seed is cut off before the cards; each rule below is the standard one (README §5
"The 10 Kingdom Builder cards" [std]), in our words. Settlements are ``{hex: seat}``.
Every card depends only on the board as it stands, so the score of a game in progress
is the end scoring applied now (``running``). Decisions: docs/games/kingdom_builder/scoring.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from .board import CASTLE, LOCATION, MOUNTAIN, WATER, Board, Hex

Settlements = Mapping[Hex, int]
Card = Callable[[Board, Settlements, int], int]

#: Gold for each castle hex with at least one of the player's settlements next to it (the
#: data's ``always_scored``; the catalog's ``castle_gold`` is passed where it is at hand).
CASTLE_GOLD = 3
#: The key of the castles' gold in a score (scored in every game, beside the 3 cards).
CASTLES = "castles"
#: Location and castle hexes: what Merchants link and Workers stand next to.
_SPECIAL = frozenset((LOCATION, CASTLE))


def own(settlements: Settlements, seat: int) -> list[Hex]:
    """The seat's settlements, row by row."""
    return sorted(h for h, s in settlements.items() if s == seat)


def areas(board: Board, settlements: Settlements, seat: int) -> list[set[Hex]]:
    """The seat's areas: groups of its settlements linked hex to hex by adjacency. Only
    settlements link; a location, castle or another player's settlement does not."""
    mine = set(own(settlements, seat))
    found: list[set[Hex]] = []
    seen: set[Hex] = set()
    for start in sorted(mine):
        if start in seen:
            continue
        area, todo = {start}, [start]
        while todo:
            for n in board.neighbours(todo.pop()):
                if n in mine and n not in area:
                    area.add(n)
                    todo.append(n)
        seen |= area
        found.append(area)
    return found


def _next_to(board: Board, h: Hex, letters: Iterable[str]) -> bool:
    wanted = frozenset(letters)
    return any(board.cells[n] in wanted for n in board.neighbours(h))


def _count_next_to(
    board: Board, settlements: Settlements, seat: int, letters: frozenset[str]
) -> int:
    return sum(1 for h in own(settlements, seat) if _next_to(board, h, letters))


def fishermen(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per settlement next to at least one water hex; one standing on water
    (moved there by the Harbor) does not count."""
    mine = own(settlements, seat)
    return sum(1 for h in mine if board.cells[h] != WATER and _next_to(board, h, (WATER,)))


def miners(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per settlement next to at least one mountain hex."""
    return _count_next_to(board, settlements, seat, frozenset((MOUNTAIN,)))


def workers(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per settlement next to at least one location or castle hex."""
    return _count_next_to(board, settlements, seat, _SPECIAL)


def merchants(board: Board, settlements: Settlements, seat: int) -> int:
    """4 gold per location or castle hex joined through one area of the player's
    settlements to at least one other location or castle hex (each hex counted once)."""
    linked: set[Hex] = set()
    for area in areas(board, settlements, seat):
        touched = {n for h in area for n in board.neighbours(h) if board.cells[n] in _SPECIAL}
        if len(touched) >= 2:
            linked |= touched
    return 4 * len(linked)


def discoverers(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per horizontal row holding at least one of the player's settlements."""
    return len({h[0] for h in own(settlements, seat)})


def knights(board: Board, settlements: Settlements, seat: int) -> int:
    """2 gold per settlement in the one row holding the most of the player's settlements."""
    per_row: dict[int, int] = {}
    for h in own(settlements, seat):
        per_row[h[0]] = per_row.get(h[0], 0) + 1
    return 2 * max(per_row.values(), default=0)


def hermits(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per area of the player's (a lone settlement is an area)."""
    return len(areas(board, settlements, seat))


def citizens(board: Board, settlements: Settlements, seat: int) -> int:
    """1 gold per 2 settlements (rounded down) in the player's largest area."""
    return max((len(a) for a in areas(board, settlements, seat)), default=0) // 2


def _per_section(board: Board, settlements: Settlements) -> dict[int, dict[int, int]]:
    """section -> seat -> settlements there, every section of the board present."""
    counts: dict[int, dict[int, int]] = {s: {} for s in sorted(set(board.section_of.values()))}
    for h, seat in settlements.items():
        there = counts[board.section_of[h]]
        there[seat] = there.get(seat, 0) + 1
    return counts


def lords(board: Board, settlements: Settlements, seat: int) -> int:
    """Per section: 12 gold to every player with the most settlements there, 6 to every
    player with the next-highest number; a player with none there scores nothing there."""
    gold = 0
    for there in _per_section(board, settlements).values():
        mine = there.get(seat, 0)
        if not mine:
            continue
        levels = sorted(set(there.values()), reverse=True)  # only seats with some there
        if mine == levels[0]:
            gold += 12
        elif mine == levels[1]:
            gold += 6
    return gold


def farmers(board: Board, settlements: Settlements, seat: int) -> int:
    """3 gold per settlement in the section holding the fewest of the player's
    settlements (0 when some section holds none)."""
    counts = _per_section(board, settlements)
    return 3 * min((there.get(seat, 0) for there in counts.values()), default=0)


def castles(board: Board, settlements: Settlements, seat: int, gold: int = CASTLE_GOLD) -> int:
    """3 gold (``gold``) per castle hex with at least one of the player's settlements
    next to it."""
    touched = {
        n for h in own(settlements, seat) for n in board.neighbours(h) if board.cells[n] == CASTLE
    }
    return gold * len(touched)


#: Each Kingdom Builder card's id (as the data names it) and its scoring.
CARDS: dict[str, Card] = {
    "fishermen": fishermen,
    "merchants": merchants,
    "discoverers": discoverers,
    "hermits": hermits,
    "citizens": citizens,
    "miners": miners,
    "workers": workers,
    "knights": knights,
    "lords": lords,
    "farmers": farmers,
}


def score(
    board: Board,
    settlements: Settlements,
    cards: Sequence[str],
    seat: int,
    castle_gold: int = CASTLE_GOLD,
) -> dict[str, int]:
    """The seat's gold per card in play (in the cards' order), then ``"castles"``."""
    unknown = [c for c in cards if c not in CARDS]
    if unknown:
        raise ValueError(f"not a Kingdom Builder card: {', '.join(map(repr, unknown))}")
    gold = {card: CARDS[card](board, settlements, seat) for card in cards}
    gold[CASTLES] = castles(board, settlements, seat, castle_gold)
    return gold


def running(
    board: Board,
    settlements: Settlements,
    cards: Sequence[str],
    seat: int,
    castle_gold: int = CASTLE_GOLD,
) -> dict[str, int]:
    """The score of a game in progress, as the table shows it live: the end scoring as if
    the game ended now (no card looks at anything but the board)."""
    return score(board, settlements, cards, seat, castle_gold)


def gain(
    board: Board,
    settlements: Settlements,
    cards: Sequence[str],
    seat: int,
    at: Hex,
    castle_gold: int = CASTLE_GOLD,
) -> dict[str, int]:
    """What building one more settlement of the seat's on the empty hex ``at`` changes,
    card by card (a move is a build after taking the settlement away)."""
    if at in settlements:
        raise ValueError(f"hex {at} already holds a settlement")
    before = score(board, settlements, cards, seat, castle_gold)
    after = score(board, {**settlements, at: seat}, cards, seat, castle_gold)
    return {key: after[key] - before[key] for key in before}


def total(gold: Mapping[str, int]) -> int:
    """All the gold of one score."""
    return sum(gold.values())
