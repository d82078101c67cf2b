"""Why a piece of the table cannot be taken now, as codes the face puts in words (the
table says it on hover: GAMES.md, "an illegal one says why").

Only for the seat to act, at a step where the piece could be acted on: a display or
research card (built? filed?), a marble of the row, a deck. None means it may be.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import payment as pay_search
from .catalog import COLOURS
from .engine import buildable
from .limits import converters, discount, file_limit, may_file, room, specials
from .state import ACTION, GizmosState

#: What stops a build: it cannot be paid (``cost``: what it costs after discounts,
#: ``colour``: the colour it asks, ``have``: energies of that colour in the ring).
CANNOT_PAY = "cannot_pay"
#: What stops a file: the file holds its limit, or "never File again" was built.
FILE_FULL, NO_FILE = "file_full", "no_file"
#: What stops a pick: the ring is full. What stops a Research: a deck empty, or
#: "never Research again" built.
RING_FULL, DECK_EMPTY, NO_RESEARCH = "ring_full", "deck_empty", "no_research"


@dataclass(frozen=True)
class CardStanding:
    """What the seat to act may do with one card: build it, file it, and why not."""

    build: bool
    file: bool
    build_why: tuple = ()  # (CANNOT_PAY, cost, colour, have)
    file_why: tuple = ()  # (FILE_FULL, filed, limit) or (NO_FILE,)


def card_standing(state: GizmosState, card_id: str) -> CardStanding | None:
    """Build and file of ``card_id`` for the seat to act; None when the card is not
    one this step acts on (another seat's, the display during a Research…)."""
    me = state.seat()
    source = buildable(state).get(card_id)  # where the rules build it from now
    if source is None:
        return None
    card = state.cat.card(card_id)
    off = discount(state, me, card, source)
    pay = pay_search.cheapest(me.energy, card, off, converters(state, me))
    have = me.energy[COLOURS.index(card.colour)] if card.colour in COLOURS else sum(me.energy)
    build_why = () if pay is not None else (CANNOT_PAY, max(0, card.cost - off), card.colour, have)
    if source == "file":
        return CardStanding(pay is not None, False, build_why)
    file_why: tuple = ()
    if not may_file(state, me):
        if "no_file" in specials(state, me):
            file_why = (NO_FILE,)
        else:
            file_why = (FILE_FULL, len(me.filed), file_limit(state, me))
    return CardStanding(pay is not None, not file_why, build_why, file_why)


def pick_why(state: GizmosState) -> tuple:
    """Why the seat to act may not pick a marble now: (RING_FULL,) or ()."""
    if state.step != ACTION:
        return ()
    return (RING_FULL,) if room(state, state.seat()) == 0 else ()


def research_why(state: GizmosState, level: int) -> tuple:
    """Why the seat to act may not research deck ``level`` now, or ()."""
    if state.step != ACTION:
        return ()
    if "no_research" in specials(state, state.seat()):
        return (NO_RESEARCH,)
    return (DECK_EMPTY,) if not state.decks[level - 1] else ()
