"""Kingdom Builder's lesson hooks for the frame's mechanics (:mod:`omg_desktop.tutorial`):
the position (:mod:`.position`), the claims a step may make, and what a step may point
at and whether the learner sees it there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....data_loading.fields import describe, is_int
from ....tutorial.lesson import LEARNER, Target
from ....tutorial.rules import LessonRules
from ..rules import gold, scores, winners
from ..rules.board import LOCATION_KINDS, TERRAINS
from ..rules.catalog import Catalog
from ..rules.state import FRESH, READY, USED, KBState
from ..rules.tiles import BUILDS, MOVES, hex_text
from .position import hex_of, start

#: Names of things on the table a step may point at (``docs/games/kingdom_builder/lessons.md``).
AREAS = ("board", "cards", "terrain", "deck", "tiles", "supply", "you", "opponent", "round")
#: Items named with a reference: ``hex 7.8`` (and the settlement on it), ``card knights``
#: (a Kingdom Builder card), ``tile paddock`` (the learner's tile of that kind).
ITEM_KINDS = ("hex", "card", "tile")
#: A tile's state on the table (the face's words): usable, taken this turn, used.


def item_ref(kind: str, ref: str) -> str:
    """A target's reference, checked for its kind's shape."""
    if kind == "hex":
        h = hex_of(ref)
        return hex_text(h)
    if kind == "tile" and ref not in LOCATION_KINDS:
        raise ValueError(f"tile is followed by a tile's kind: {', '.join(LOCATION_KINDS)}")
    return ref


def known_target(cat: Catalog, target: Target) -> str | None:
    if target.kind == "card" and target.ref not in cat.cards:
        return f"there is no Kingdom Builder card {target.ref!r} ({', '.join(cat.cards)})"
    return None


#: The first word of every action text the rules know.
ACTION_WORDS = ("build", "use", "end")


def _hexes_of_tile(kind: str) -> int:
    """The hexes a tile's action names: one built on, or a move's two (-1: no tile)."""
    return 1 if kind in BUILDS else 2 if kind in MOVES else -1


def decode(text: str) -> str:
    """An action's text as the rules take it (ValueError: no action of the rules)."""
    words = text.split()
    if not words or words[0] not in ACTION_WORDS:
        raise ValueError(f"not an action: {text!r} (one of {', '.join(ACTION_WORDS)} ...)")
    word, args = words[0], words[1:]
    shapes = {"build": 1, "end": 0}
    if word in shapes and len(args) != shapes[word]:
        raise ValueError(f"not an action: {text!r} ('build R.C' or 'end')")
    if word == "use" and (not args or len(args) != 1 + _hexes_of_tile(args[0])):
        raise ValueError(
            f"not an action: {text!r} ('use <tile> R.C' to build: {', '.join(BUILDS)}; "
            f"'use <tile> R.C R.C' to move: {', '.join(MOVES)})"
        )
    for arg in args[1:] if word == "use" else args:
        hex_of(arg)
    return " ".join(words)


def visible(state: KBState, target: Target) -> str | None:
    """Why the learner cannot see ``target`` in ``state`` (None: they can)."""
    kind, ref = target.kind, target.ref
    if kind == "card" and ref not in state.cards:
        return f"the Kingdom Builder card {ref} is not in play"
    if kind == "tile" and not any(t.kind == ref for t in state.seats[LEARNER].tiles):
        return f"the learner holds no {ref} tile"
    if kind == "tiles" and not state.seats[LEARNER].tiles:
        return "the learner holds no tile"
    if kind == "terrain" and not state.seats[LEARNER].card:
        return "the learner holds no terrain card"
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


def _built(state: KBState, want: list) -> str | None:
    got = sorted(state.own(LEARNER))
    return _same([hex_text(h) for h in got], [hex_text(h) for h in sorted(map(hex_of, want))])


def _tiles(state: KBState, want: list) -> str | None:
    got = sorted(f"{t.kind} {t.state}" for t in state.seats[LEARNER].tiles)
    return _same(got, sorted(" ".join(str(w).split()) for w in want))


def _gold(state: KBState, want: dict) -> str | None:
    parts = gold(state)
    wrong = []
    for seat, cards in want.items():
        for card, n in cards.items():
            got = parts[int(seat)].get(card)
            if got != n:
                wrong.append(f"seat {seat}'s {card} is {got}, not {n}")
    return "; ".join(wrong) or None


#: Each claim a step may make: name -> (position, claimed value) -> why it is wrong.
CLAIMS: dict[str, Callable[[KBState, Any], str | None]] = {
    "turn": lambda s, w: _same(s.turn, w),
    "current": lambda s, w: _same(s.current, w),
    "placed": lambda s, w: _same(s.placed, w),
    "card": lambda s, w: _same(s.seats[LEARNER].card, w),
    "built": _built,
    "tiles": _tiles,
    "supply": lambda s, w: _by_seat([seat.supply for seat in s.seats], w),
    "gold": _gold,
    "score": lambda s, w: _by_seat(scores(s), w),
    "winners": lambda s, w: _same(winners(s), list(w)),
    "ending": lambda s, w: _same(s.ending, w),
    "over": lambda s, w: _same(s.over, w),
}
CHECKS = tuple(CLAIMS)
MAPPING_CHECKS = ("supply", "gold", "score")
LIST_CHECKS = ("built", "tiles", "winners")
BOOL_CHECKS = ("ending", "over")


def check_value(name: str, value: Any) -> str | None:
    """Why ``value`` has not the shape of the claim ``name``'s value."""
    if name in MAPPING_CHECKS:
        if not isinstance(value, dict):
            return f"expected a mapping, got {describe(value)}"
        if name == "gold":
            if not all(isinstance(v, dict) for v in value.values()):
                return "expected a mapping of seat to {card: gold}"
        elif not all(is_int(v) for v in value.values()):
            return f"expected a mapping of seat to number, got {describe(value)}"
    elif name in LIST_CHECKS:
        if not isinstance(value, list):
            return f"expected a list, got {describe(value)}"
        if name == "built":
            try:
                [hex_of(h) for h in value]
            except ValueError as exc:
                return str(exc)
        if name == "tiles":
            for item in value:
                kind, *rest = str(item).split()
                if kind not in LOCATION_KINDS or rest not in ([READY], [FRESH], [USED]):
                    return f"expected tiles like 'paddock fresh' ({READY}, {FRESH}, {USED})"
    elif name in BOOL_CHECKS:
        if not isinstance(value, bool):
            return f"expected true or false, got {describe(value)}"
    elif name == "card":
        if value not in TERRAINS:
            return f"expected a terrain letter ({', '.join(TERRAINS)}), got {describe(value)}"
    elif not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    return None


def check(state: KBState, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    return CLAIMS[name](state, want)


#: The hooks the frame's lesson mechanics take for Kingdom Builder.
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
    check_example="placed: 3",
)
