"""Goods are cards (RULES.md, classic option; the rule set's ``goods_are_cards``).

In the 2015 rules a good is a card lying face down under its building, not a cube
(001 lines 13, 17, 47, 57-58, 68): 7 cards from the draw pile on each Charburner at
set-up, after the hands; each good produced is a card from the draw pile; a chain
puts the very hand cards it uses under the building, and the goods it takes from the
player's other buildings move with their cards; goods paid are discarded. So the deck
cycles much faster than with cubes.

A :class:`~.state.Building` keeps ``goods``, the count every rule reads, and
``good_cards``, the cards under it (empty with cubes). The functions here do nothing
in a rule set whose goods are cubes.

When a production finds both piles empty, the rule for drawing with both piles empty
applies, as when dealing (001 line 26): every player discards half their hand (rounded
down), and the goods still to come are drawn from those cards; when nobody has a card
to discard, they are not made.
"""

from __future__ import annotations

from .events import Event
from .piles import draw, refill
from .starvation import starve
from .state import PRODUCTION, Building, GameState


def deal_starting_goods(state: GameState) -> None:
    """Set-up (001 line 13): after the hands, each player's start building gets its
    starting goods as that many cards from the draw pile, face down, player by player."""
    if not state.ruleset.goods_are_cards:
        return
    for p in state.players:
        b = p.buildings[0]
        short = tuck_drawn(state, b, b.goods, None)
        b.goods -= short  # only with data too small to set a game up (the loader refuses)


def tuck_drawn(state: GameState, b: Building, n: int, events: list[Event] | None) -> int:
    """Put ``n`` cards from the draw pile (through :func:`.piles.draw`, so the discard
    pile is shuffled in when it runs out) face down under ``b``; how many could not be
    drawn, both piles being empty. Nothing is drawn (0) when goods are cubes; the counts
    are the caller's."""
    if not state.ruleset.goods_are_cards or n <= 0:
        return 0
    got: list[int] = []
    while len(got) < n:
        c = draw(state, events)
        if c is None:
            break
        got.append(c)
    if got:
        b.good_cards += tuple(got)
        refill(state, events)
    return n - len(got)


def piles_ran_out(state: GameState, building: int, short: int, events: list[Event] | None) -> None:
    """A production of the current turn's player at ``building`` found both piles empty
    with ``short`` goods still to draw: everyone discards half their hand first (the phase
    becomes STARVE) and the goods are drawn afterwards (:func:`draw_owed`); when nobody
    has a card to discard they are not made."""
    if starve(state, events):
        state.goods_owed = [building, short]


def draw_owed(state: GameState, events: list[Event] | None) -> bool:
    """The goods a production still owes after the discards, drawn now (reported as
    ``goods_gained``). False when the piles ran out again and players discard again."""
    if not state.goods_owed:
        return True
    building, n = state.goods_owed
    state.goods_owed = []
    seat = state.turn
    b = state.players[seat].find(building)
    assert b is not None
    short = tuck_drawn(state, b, n, events)
    got = n - short
    b.goods += got
    b.produced += got
    if got and events is not None:
        events.append(Event("goods_gained", seat, {"building": building, "goods": got}))
    if short:
        piles_ran_out(state, building, short, events)
    return state.phase == PRODUCTION


def place_chain_cards(
    state: GameState,
    target: Building,
    cards: tuple[int, ...],
    taken: list[tuple[Building, int]],
) -> None:
    """A chain ran on ``target`` with ``cards`` from hand and ``taken`` goods (building,
    how many) from the player's other buildings: with goods as cards the hand cards go
    under ``target`` (001 lines 57-58: "colocar ... cartas de Grano de tu mano boca
    abajo en el Molino") and the goods taken move their cards there (line 60: "Mueve
    las cartas de tus curtidurías ... a tu zapatero"); with cubes the hand cards are
    discarded."""
    if not state.ruleset.goods_are_cards:
        state.discard.extend(cards)
        return
    moved: list[int] = list(cards)
    for other, k in taken:
        moved.extend(take_cards(other, k))
    target.good_cards += tuple(moved)


#: Event kinds that report a payment in goods (its ``paid`` field: [good, count] pairs).
PAYING_KINDS = ("built", "hired")


def shows_good_cards(state: GameState, events: list[Event]) -> bool:
    """Whether ``events`` paid goods that are cards: paid, they go face up to the discard
    pile (001 line 68), so cards nobody had seen, their owner included, are shown."""
    if not state.ruleset.goods_are_cards:
        return False
    return any(e.kind in PAYING_KINDS and any(n for _, n in e.data.get("paid", ())) for e in events)


def take_cards(b: Building, k: int) -> tuple[int, ...]:
    """The ``k`` top good cards of ``b``, taken off it (none when its goods are cubes)."""
    if not b.good_cards or k <= 0:
        return ()
    keep = max(0, len(b.good_cards) - k)
    out = b.good_cards[keep:]
    b.good_cards = b.good_cards[:keep]
    return out
