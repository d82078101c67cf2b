"""A lesson's position: a Ticket to Ride table on the USA map, two players, described in
a few fields and set up at the first player's turn (the tickets of the set-up chosen).

``seats`` (two: the learner's, then the scripted opponent's) each name the train cards
in ``hand`` (colour keys of the data), the destination ``tickets`` kept and the
``routes`` claimed (route ids); the trains left and the route points follow from the
routes. ``face_up`` lists the five face-up cards; ``deck`` the train deck's top cards
(top first) and ``tickets`` the ticket deck's top ones: every other card and ticket
follows, shuffled by ``seed``. ``first`` plays first and starts; ``turn`` counts the
turns already begun.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..rules.catalog import Catalog
from ..rules.chance import shuffle
from ..rules.invariants import broken
from ..rules.setup import STANDARD
from ..rules.state import TURN, Seat, TTRState

FIELDS = ("seed", "first", "turn", "seats", "face_up", "deck", "tickets")
SEAT_FIELDS = ("hand", "tickets", "routes")
#: A lesson is played by the learner and the scripted opponent.
PLAYERS = 2


def _names(raw: Any, what: str, known: Mapping[str, Any]) -> list[str]:
    """A list of the data's keys (``what``: what they are, for the message)."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ValueError(f"{what}: expected a list, like [{next(iter(known))}]")
    out = [str(x) for x in raw]
    unknown = sorted(set(out) - set(known))
    if unknown:
        raise ValueError(f"{what}: unknown {', '.join(unknown)} (the data's keys, like "
                         f"{next(iter(known))})")  # fmt: skip
    return out


def _seat(raw: Any, n: int, cat: Catalog) -> tuple[list[str], list[str], list[str]]:
    if not isinstance(raw, Mapping):
        raise ValueError(f"seat {n}: expected a mapping of {', '.join(SEAT_FIELDS)}")
    unknown = sorted(set(raw) - set(SEAT_FIELDS))
    if unknown:
        raise ValueError(f"seat {n}: unknown field(s) {', '.join(map(str, unknown))}")
    return (
        _names(raw.get("hand"), f"seat {n}'s hand", cat.cards),
        _names(raw.get("tickets"), f"seat {n}'s tickets", cat.tickets),
        _names(raw.get("routes"), f"seat {n}'s routes", cat.routes),
    )


def start(cat: Catalog, position: Mapping[str, Any]) -> TTRState:
    """The state ``position`` describes, at its first decision (ValueError, KeyError or
    TypeError with the reason when it describes none)."""
    unknown = sorted(set(position) - set(FIELDS))
    if unknown:
        raise ValueError(f"unknown field(s) {', '.join(map(str, unknown))}; known: {FIELDS}")
    seats_raw = position.get("seats")
    if not isinstance(seats_raw, list) or len(seats_raw) != PLAYERS:
        raise ValueError(f"a lesson's position seats {PLAYERS} players ('seats': a list of 2)")
    seats = [_seat(raw, n, cat) for n, raw in enumerate(seats_raw)]
    first = int(position.get("first", 0))
    if first not in range(PLAYERS):
        raise ValueError(f"'first' is a seat, 0 or 1, not {first}")
    face = _names(position.get("face_up"), "'face_up'", cat.cards)
    if len(face) != cat.face_up:
        raise ValueError(f"'face_up' lists the {cat.face_up} face-up cards, not {len(face)}")
    if face.count(cat.wild) >= cat.reset_at:
        raise ValueError(f"'face_up' shows {face.count(cat.wild)} {cat.wild} cards: the "
                         f"rules would lay out new ones")  # fmt: skip
    state = TTRState(
        seed=position.get("seed", 1),
        draws=0,
        seats=[Seat(cat.trains) for _ in range(PLAYERS)],
        deck=[],
        face_up=face,
        option=STANDARD,
        step=TURN,
        first=first,
        current=first,
        turn=int(position.get("turn", 1)),
        cat=cat,
    )
    for n, (hand, tickets, routes) in enumerate(seats):
        _claim(state, n, routes)
        state.seats[n].hand = sorted(hand)
        state.seats[n].tickets = tickets
    _cards(state, cat, _names(position.get("deck"), "'deck'", cat.cards))
    _tickets(state, cat, _names(position.get("tickets"), "'tickets'", cat.tickets))
    found = broken(state)
    if found:
        raise ValueError("; ".join(found))
    return state


def _claim(state: TTRState, seat: int, routes: list[str]) -> None:
    """The seat's routes on the map, its trains and route points with them."""
    cat = state.catalog
    s = state.seats[seat]
    for r in routes:
        if r in state.claimed:
            raise ValueError(f"route {r} is claimed twice")
        state.claimed[r] = seat
        s.trains -= cat.routes[r].length
        s.points += cat.route_points[cat.routes[r].length]
    if s.trains < 0:
        raise ValueError(f"seat {seat}'s routes take {cat.trains - s.trains} trains, more "
                         f"than the {cat.trains} a player has")  # fmt: skip


def _cards(state: TTRState, cat: Catalog, tops: list[str]) -> None:
    """The train deck: its listed top cards, then every other card shuffled."""
    left = Counter(cat.cards)
    left.subtract(c for s in state.seats for c in s.hand)
    left.subtract(state.face_up)
    left.subtract(tops)
    short = sorted(c for c, n in left.items() if n < 0)
    if short:
        raise ValueError(f"more {', '.join(short)} cards than the box's {dict(cat.cards)}")
    rest = sorted(left.elements())
    shuffle(state, rest)
    state.deck = [*tops, *rest]


def _tickets(state: TTRState, cat: Catalog, tops: list[str]) -> None:
    """The ticket deck: its listed top tickets, then every other one shuffled."""
    held = [t for s in state.seats for t in s.tickets]
    twice = sorted(t for t, n in Counter(held + tops).items() if n > 1)
    if twice:
        raise ValueError(f"ticket(s) {', '.join(twice)} in two places")
    rest = sorted(set(cat.tickets) - set(held) - set(tops))
    shuffle(state, rest)
    state.tickets = [*tops, *rest]
