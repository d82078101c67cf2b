"""Gizmos' lesson hooks for the frame's mechanics (:mod:`omg_desktop.tutorial`): the
position (:mod:`.position`), the claims a step may make, what a step may point at and
whether the learner sees it there, and the payment the table proposes for a build.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ....data_loading.fields import describe, is_int
from ....tutorial.lesson import LEARNER, Target
from ....tutorial.rules import LessonRules
from ..rules import payments, scores, winners
from ..rules.catalog import COLOURS, Catalog
from ..rules.state import BOTTOM, RESEARCH, STEPS, GizmosState
from .position import start

#: Names of things on the table a step may point at (``docs/games/gizmos/lessons.md``).
AREAS = (
    "row", "dispenser", "display", "ring", "limits", "file", "board", "research", "you",
    "opponent", "round",
)  # fmt: skip
#: Items named with a reference: ``card g1-05``, ``row red`` (its marbles), ``deck 2``,
#: ``ring blue`` (the learner's), ``control build`` (a button on a chosen card).
ITEM_KINDS = ("card", "row", "deck", "ring", "control")
CARD_ID = re.compile(r"g[0-3]-\d\d\Z")
CONTROL_ID = re.compile(r"[a-z_]+\Z")


def item_ref(kind: str, ref: str) -> int | str:
    """A target's reference, checked for its kind's shape."""
    if kind == "card" and not CARD_ID.match(ref):
        raise ValueError("a card is named like 'card g1-05'")
    if kind in ("row", "ring") and ref not in COLOURS:
        raise ValueError(f"{kind} is followed by a colour: {', '.join(COLOURS)}")
    if kind == "deck":
        if ref not in ("1", "2", "3"):
            raise ValueError("deck is followed by its level: 1, 2 or 3")
        return int(ref)
    if kind == "control" and not CONTROL_ID.match(ref):
        raise ValueError("a button is named like 'control build'")
    return ref


#: The first word of every action text the rules know.
ACTION_WORDS = ("pick", "file", "build", "research", "skip", "bottom", "use", "end", "pass")


def decode(text: str) -> str:
    """An action's text as the rules take it (ValueError: no action of the rules)."""
    words = text.split()
    if not words or words[0] not in ACTION_WORDS:
        raise ValueError(f"not an action: {text!r} (one of {', '.join(ACTION_WORDS)} ...)")
    return " ".join(words)


def known_target(cat: Catalog, target: Target) -> str | None:
    if target.kind == "card" and target.ref not in cat.cards:
        return f"there is no card {target.ref}"
    return None


def _researching(state: GizmosState) -> bool:
    return state.current == LEARNER and state.step in (RESEARCH, BOTTOM)


def visible(state: GizmosState, target: Target) -> str | None:
    """Why the learner cannot see ``target`` in ``state`` (None: they can)."""
    ref, kind = target.ref, target.kind
    if kind == "card":
        seen = {g for row in state.display for g in row}
        seen |= {g for s in state.seats for g in (*s.built, *s.filed)}
        if _researching(state):
            seen |= set(state.research)
        if ref not in seen:
            return f"card {ref} is not where the learner can see it"
    elif kind == "row" and ref is not None and ref not in state.row:
        return f"the row holds no {ref} energy"
    elif kind == "deck" and not state.decks[int(ref) - 1]:  # type: ignore[arg-type]
        return f"the level-{ref} deck is empty"
    elif kind == "research" and not _researching(state):
        return "the learner is not researching"
    elif kind == "file" and not state.seats[LEARNER].filed:
        return "the learner's file is empty"
    return None


def proposed(state: GizmosState, action: str) -> str | None:
    """A build the learner is expected to make pays what the table preselects (the
    cheapest payment, the first the panel shows)."""
    word, *rest = action.split()
    if word != "build" or len(rest) != 3:
        return None
    ways = payments(state, rest[0])
    if ways and ways[0].text() != " ".join(rest[1:]):
        return f"the table proposes 'build {rest[0]} {ways[0].text()}'; expect that payment"
    return None


# ---- what a step claims -----------------------------------------------------------------
def _same(got: Any, want: Any) -> str | None:
    return None if got == want else f"it is {got!r}, not {want!r}"


def _by_seat(values: list[int], want: dict) -> str | None:
    wrong = [
        f"seat {seat} has {values[int(seat)]}, not {n}"
        for seat, n in want.items()
        if values[int(seat)] != n
    ]
    return "; ".join(wrong) or None


def _energy(state: GizmosState, want: dict) -> str | None:
    got = dict(zip(COLOURS, state.seats[LEARNER].energy, strict=True))
    return _same({c: n for c, n in got.items() if n}, {c: n for c, n in want.items() if n})


def _cards(got: list[str], want: list) -> str | None:
    return _same(sorted(got), sorted(str(g) for g in want))


def _bottom(state: GizmosState, want: dict) -> str | None:
    """The last cards of each level's deck named, in order (what went under it last)."""
    wrong = []
    for level, cards in want.items():
        deck = state.decks[int(level) - 1]
        tail = deck[len(deck) - len(cards) :] if cards else []
        if tail != list(cards):
            wrong.append(f"the level-{level} deck ends with {tail}, not {list(cards)}")
    return "; ".join(wrong) or None


#: Each claim a step may make: name -> (position, claimed value) -> why it is wrong.
CLAIMS: dict[str, Callable[[GizmosState, Any], str | None]] = {
    "turn": lambda s, w: _same(s.turn, w),
    "current": lambda s, w: _same(s.current, w),
    "step": lambda s, w: _same(s.step, w),
    "energy": _energy,
    "built": lambda s, w: _cards(s.seats[LEARNER].built, w),
    "filed": lambda s, w: _cards(s.seats[LEARNER].filed, w),
    "active": lambda s, w: _cards(s.active, w),
    "row": lambda s, w: _same(sorted(s.row), sorted(w)),
    "bottom": _bottom,
    "tokens": lambda s, w: _by_seat([seat.tokens for seat in s.seats], w),
    "score": lambda s, w: _by_seat([x.total for x in scores(s)], w),
    "winners": lambda s, w: _same(winners(s), list(w)),
    "ending": lambda s, w: _same(s.ending, w),
    "over": lambda s, w: _same(s.over, w),
}
CHECKS = tuple(CLAIMS)
MAPPING_CHECKS = ("energy", "bottom", "tokens", "score")
LIST_CHECKS = ("built", "filed", "active", "row", "winners")
BOOL_CHECKS = ("ending", "over")


def check_value(name: str, value: Any) -> str | None:
    """Why ``value`` has not the shape of the claim ``name``'s value."""
    if name in MAPPING_CHECKS:
        if not isinstance(value, dict):
            return f"expected a mapping, got {describe(value)}"
        if name == "energy" and not set(value) <= set(COLOURS):
            return f"expected colours ({', '.join(COLOURS)}) to numbers"
        if name in ("tokens", "score") and not all(is_int(v) for v in value.values()):
            return f"expected a mapping of seat to number, got {describe(value)}"
        if name == "bottom" and not all(isinstance(v, list) for v in value.values()):
            return f"expected a mapping of level to a list of cards, got {describe(value)}"
    elif name in LIST_CHECKS:
        if not isinstance(value, list):
            return f"expected a list, got {describe(value)}"
    elif name in BOOL_CHECKS:
        if not isinstance(value, bool):
            return f"expected true or false, got {describe(value)}"
    elif name == "step":
        if value not in STEPS:
            return f"expected one of {', '.join(STEPS)}, got {describe(value)}"
    elif not is_int(value):
        return f"expected a whole number, got {describe(value)}"
    return None


def check(state: GizmosState, name: str, want: Any) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    return CLAIMS[name](state, want)


#: The hooks the frame's lesson mechanics take for Gizmos.
RULES = LessonRules(
    start=start,
    checks=CHECKS,
    check=check,
    areas=AREAS,
    item_kinds=ITEM_KINDS,
    visible=visible,
    proposed=proposed,
    check_value=check_value,
    item_ref=item_ref,
    known_target=known_target,
    check_example="step: action",
)
