"""Ticket to Ride's lesson hooks for the frame's mechanics (:mod:`omg_desktop.tutorial`):
the position (:mod:`.position`), the claims a step may make, and what a step may point
at and whether the learner sees it there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from ....data_loading.fields import describe, is_int
from ....tutorial.lesson import LEARNER, Target
from ....tutorial.rules import LessonRules
from ..rules import scores, winners
from ..rules.catalog import Catalog
from ..rules.result import paths, ticket_results
from ..rules.state import TTRState
from .position import start

#: Names of things on the table a step may point at (``docs/games/ticket_to_ride/lessons.md``).
AREAS = (
    "board", "face_up", "deck", "ticket_deck", "hand", "tickets", "offered", "you", "opponent",
    "trains", "round",
)  # fmt: skip
#: Items named with a reference: ``route r039`` (its spaces), ``city denver``, ``ticket
#: t01`` (the learner's), ``face 2`` (a face-up slot), ``card red`` (the learner's cards
#: of a colour).
ITEM_KINDS = ("route", "city", "ticket", "face", "card")

#: The first word of every action text the rules know, and how many words follow.
_SHAPES = {"draw": (2, 1), "tickets": (0, 0), "claim": (3, 3), "pass": (0, 0)}


def item_ref(kind: str, ref: str) -> int | str:
    """A target's reference, checked for its kind's shape."""
    if kind == "face":
        if not ref.isdigit():
            raise ValueError("face is followed by a slot's number, 1 to 5")
        return int(ref)
    return ref


def known_target(cat: Catalog, target: Target) -> str | None:
    found: dict[str, Mapping[str, Any]] = {
        "route": cat.routes, "city": cat.cities, "ticket": cat.tickets, "card": cat.cards,
    }  # fmt: skip
    known = found.get(target.kind)
    if known is not None and target.ref not in known:
        return f"the map has no {target.kind} {target.ref!r}"
    if target.kind == "face" and not 1 <= int(target.ref or 0) <= cat.face_up:
        return f"the face-up slots are 1 to {cat.face_up}"
    return None


def decode(text: str) -> str:
    """An action's text as the rules take it (ValueError: no action of the rules)."""
    words = text.split()
    if not words:
        raise ValueError("not an action: an empty text")
    word, args = words[0], words[1:]
    if word == "keep":
        if not args or not all(a.isdigit() for a in args):
            raise ValueError(f"not an action: {text!r} ('keep 1 3': the tickets kept)")
    elif word not in _SHAPES:
        raise ValueError(f"not an action: {text!r} (one of draw, tickets, keep, claim, pass)")
    elif len(args) not in _SHAPES[word]:
        raise ValueError(f"not an action: {text!r} ('draw face 2', 'draw deck', 'tickets', "
                         f"'keep 1 3', 'claim r039 red 1' or 'pass')")  # fmt: skip
    elif word == "draw" and args[0] not in ("face", "deck"):
        raise ValueError(f"not an action: {text!r} ('draw face 2' or 'draw deck')")
    elif word == "claim" and not args[2].isdigit():
        raise ValueError(f"not an action: {text!r} (the last word: the wild cards played)")
    return " ".join(words)


def visible(state: TTRState, target: Target) -> str | None:
    """Why the learner cannot see ``target`` in ``state`` (None: they can)."""
    kind, ref = target.kind, target.ref
    own = state.seats[LEARNER]
    if kind == "ticket" and ref not in own.tickets and ref not in own.offered:
        return f"the learner holds no ticket {ref}"
    if kind == "tickets" and not own.tickets:
        return "the learner holds no ticket"
    if kind == "offered" and not own.offered:
        return "the learner has drawn no tickets to choose from"
    if kind == "face" and not state.face_up[int(ref or 0) - 1]:
        return f"face-up slot {ref} is empty"
    return None


# ---- what a step claims -----------------------------------------------------------------
def _same(got: Any, want: Any) -> str | None:
    return None if got == want else f"it is {got!r}, not {want!r}"


def _by_seat(values: list[Any], want: dict) -> str | None:
    wrong = [
        f"seat {seat} has {values[int(seat)]!r}, not {n!r}"
        for seat, n in want.items()
        if values[int(seat)] != n
    ]
    return "; ".join(wrong) or None


def _hand(state: TTRState, want: dict) -> str | None:
    held = Counter(state.seats[LEARNER].hand)
    wrong = [f"{c}: {held[c]}, not {n}" for c, n in want.items() if held[str(c)] != n]
    return "; ".join(wrong) or None


def _done(state: TTRState, want: list) -> str | None:
    got = sorted(t for t, done in ticket_results(state, LEARNER) if done)
    return _same(got, sorted(map(str, want)))


#: Each claim a step may make: name -> (position, claimed value) -> why it is wrong.
CLAIMS: dict[str, Callable[[TTRState, Any], str | None]] = {
    "turn": lambda s, w: _same(s.turn, w),
    "current": lambda s, w: _same(s.current, w),
    "drawn": lambda s, w: _same(s.drawn, w),
    "hand": _hand,
    "cards": lambda s, w: _same(len(s.seats[LEARNER].hand), w),
    "face_up": lambda s, w: _same(s.face_up, list(w)),
    "routes": lambda s, w: _same(s.routes_of(LEARNER), sorted(map(str, w))),
    "tickets": lambda s, w: _same(s.seats[LEARNER].tickets, list(map(str, w))),
    "done": _done,
    "trains": lambda s, w: _by_seat([seat.trains for seat in s.seats], w),
    "points": lambda s, w: _by_seat([seat.points for seat in s.seats], w),
    "longest": lambda s, w: _by_seat(paths(s), w),
    "score": lambda s, w: _by_seat(scores(s), w),
    "winners": lambda s, w: _same(winners(s), list(w)),
    "last_round": lambda s, w: _same(s.last_turns is not None, w),
    "over": lambda s, w: _same(s.over, w),
}
CHECKS = tuple(CLAIMS)
MAPPING_CHECKS = ("hand", "trains", "points", "longest", "score")
LIST_CHECKS = ("face_up", "routes", "tickets", "done", "winners")
BOOL_CHECKS = ("last_round", "over")


def check_value(name: str, value: Any) -> str | None:
    """Why ``value`` has not the shape of the claim ``name``'s value."""
    if name in MAPPING_CHECKS:
        if not isinstance(value, dict) or not all(is_int(v) for v in value.values()):
            return f"expected a mapping of {'colour' if name == 'hand' else 'seat'} to " \
                   f"number, got {describe(value)}"  # fmt: skip
    elif name in LIST_CHECKS:
        if not isinstance(value, list):
            return f"expected a list, got {describe(value)}"
    elif name in BOOL_CHECKS:
        if not isinstance(value, bool):
            return f"expected true or false, got {describe(value)}"
    elif not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    return None


def check(state: TTRState, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    return CLAIMS[name](state, want)


#: The hooks the frame's lesson mechanics take for Ticket to Ride.
RULES = LessonRules(
    start=start,
    checks=CHECKS,
    check=check,
    areas=AREAS,
    item_kinds=ITEM_KINDS,
    visible=visible,
    check_value=check_value,
    item_ref=item_ref,
    known_target=known_target,
    check_example="trains: {0: 41}",
)
