"""A lesson's position: a Gizmos table described in a few fields, set up to its first
decision.

``seats`` (two: the learner's, then the scripted opponent's) each name the gizmos
``built`` (the starter first), ``filed``, the ``energy`` held by colour and the
``tokens``; ``row`` the energy row's marbles; ``display`` each level's face-up cards;
``decks`` each level's top cards (top first). Every other card of a level follows its
listed ones, shuffled by ``seed``; level III keeps 16 cards in play, as a real game
does. ``first`` plays first (and starts), ``turn`` counts the turns already begun.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules.catalog import COLOURS, Catalog
from ..rules.chance import DISPLAY_SIZES, ROW_SIZE, fill_display, fill_row, shuffle
from ..rules.invariants import broken
from ..rules.limits import energy_limit, file_limit
from ..rules.setup import ENERGY_PER_COLOUR, LEVEL_3_IN_PLAY
from ..rules.state import GizmosState, Seat

FIELDS = ("seed", "first", "turn", "seats", "row", "display", "decks")
SEAT_FIELDS = ("built", "filed", "energy", "tokens")
#: A lesson is played by the learner and the scripted opponent.
PLAYERS = 2


def _levels(raw: Any, name: str) -> dict[int, list[str]]:
    """``{1: [...], 2: [...], 3: [...]}`` of ``raw`` (keys may be numbers or text)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise ValueError(f"'{name}' is a mapping of level (1, 2, 3) to cards")
    out: dict[int, list[str]] = {}
    for key, cards in raw.items():
        level = int(key)
        if level not in (1, 2, 3) or not isinstance(cards, list):
            raise ValueError(f"'{name}': level {key!r} is not 1, 2 or 3 with a list of cards")
        out[level] = [str(c) for c in cards]
    return out


def _seat(cat: Catalog, raw: Any, n: int) -> Seat:
    if not isinstance(raw, Mapping):
        raise ValueError(f"seat {n}: expected a mapping of {', '.join(SEAT_FIELDS)}")
    unknown = sorted(set(raw) - set(SEAT_FIELDS))
    if unknown:
        raise ValueError(f"seat {n}: unknown field(s) {', '.join(map(str, unknown))}")
    energy = dict(raw.get("energy") or {})
    wrong = sorted(set(energy) - set(COLOURS))
    if wrong:
        raise ValueError(f"seat {n}: energy of unknown colour(s) {', '.join(wrong)}")
    seat = Seat(
        built=[str(g) for g in raw.get("built") or []],
        filed=[str(g) for g in raw.get("filed") or []],
        energy=[int(energy.get(c, 0)) for c in COLOURS],
        tokens=int(raw.get("tokens", 0)),
    )
    for card in (*seat.built, *seat.filed):
        cat.card(card)  # KeyError: no such card
    return seat


def start(cat: Catalog, position: Mapping[str, Any]) -> GizmosState:
    """The state ``position`` describes, at its first decision (ValueError, KeyError or
    TypeError with the reason when it describes none)."""
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise ValueError(f"unknown field(s) {', '.join(map(str, unknown))}; known: {FIELDS}")
    seats_raw = position.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != PLAYERS:
        raise ValueError(f"a lesson's position seats {PLAYERS} players ('seats': a list of 2)")
    seats = [_seat(cat, raw, n) for n, raw in enumerate(seats_raw)]
    display = _levels(position.get("display"), "display")
    tops = _levels(position.get("decks"), "decks")
    row = [str(c) for c in position.get("row") or []]
    if len(row) > ROW_SIZE or set(row) - set(COLOURS):
        raise ValueError(f"the row holds up to {ROW_SIZE} marbles of {', '.join(COLOURS)}")
    placed = [g for s in seats for g in (*s.built, *s.filed)]
    placed += [g for cards in (*display.values(), *tops.values()) for g in cards]
    twice = sorted({g for g in placed if placed.count(g) > 1})
    if twice:
        raise ValueError(f"card(s) in two places: {', '.join(twice)}")
    for level, cards in (*display.items(), *tops.items()):
        for card in cards:
            if cat.card(card).level != level:
                raise ValueError(f"{card} is not a level-{level} card")
    for level, cards in display.items():
        if len(cards) > DISPLAY_SIZES[level - 1]:
            raise ValueError(f"the level-{level} display holds {DISPLAY_SIZES[level - 1]}")
    first = int(position.get("first", 0))
    if first not in range(PLAYERS):
        raise ValueError(f"'first' is a seat, 0 or 1, not {first}")
    state = GizmosState(
        seed=position.get("seed", 1),
        draws=0,
        seats=seats,
        decks=[[], [], []],
        display=[list(display.get(level, [])) for level in (1, 2, 3)],
        row=row,
        dispenser=[
            ENERGY_PER_COLOUR - row.count(c) - sum(s.energy[i] for s in seats)
            for i, c in enumerate(COLOURS)
        ],
        out=[],
        first=first,
        current=first,
        turn=int(position.get("turn", 1)),
        cat=cat,
    )
    _decks(state, cat, tops, set(placed))
    events: list[Any] = []
    for level in (1, 2, 3):
        fill_display(state, level, events)
    fill_row(state, events)
    _check(state)
    return state


def _decks(state: GizmosState, cat: Catalog, tops: dict[int, list[str]], placed: set[str]) -> None:
    """Each level's deck: its listed top cards, then the rest shuffled; the starters
    nobody holds, and the level-III cards past 16 in play, out of the game."""
    state.out = [g for g in cat.level(0) if g not in placed]
    for level in (1, 2, 3):
        rest = [g for g in cat.level(level) if g not in placed]
        shuffle(state, rest)
        deck = [*tops.get(level, []), *rest]
        if level == 3:
            seen = sum(1 for g in placed if cat.card(g).level == 3) - len(tops.get(3, []))
            keep = max(len(tops.get(3, [])), LEVEL_3_IN_PLAY - seen)
            state.out.extend(deck[keep:])
            deck = deck[:keep]
        state.decks[level - 1] = deck


def _check(state: GizmosState) -> None:
    for n, seat in enumerate(state.seats):
        if sum(seat.energy) > energy_limit(state, seat):
            raise ValueError(f"seat {n} holds more energy than its storage")
        if len(seat.filed) > file_limit(state, seat):
            raise ValueError(f"seat {n} files more gizmos than its file holds")
    found = broken(state)
    if found:
        raise ValueError("; ".join(found))
