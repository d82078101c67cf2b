"""Kingdom Builder's lessons in the window: what the frame's coach
(:mod:`omg_desktop.ui.lessons`) takes from this game — its lesson hooks, its shipped
lessons, and where the table shows what a step points at (:func:`target_keys`, over the
keys of :mod:`.table_layout`)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from omg_desktop.tutorial.lesson import LEARNER, SCRIPTED, Lesson, Target
from omg_desktop.ui.lessons.hooks import LessonFace
from omg_desktop.ui.table.layout import Placement

from ..rules.tiles import parse_hex


def _learners(items: Mapping[tuple, Placement], kind: str) -> list[tuple]:
    return [k for k, p in items.items() if p.kind == kind and p.seat == LEARNER]


def target_keys(target: Target, _state: Any, items: Mapping[tuple, Placement]) -> list[tuple]:
    """The keys of the table's items ``target`` names (those on the table now): a hex
    and the settlement on it, a Kingdom Builder card, the learner's tiles of a kind."""
    kind, ref = target.kind, target.ref
    keys: list[tuple]
    if kind == "hex":
        r, c = parse_hex(str(ref))
        keys = [("hex", r, c), ("settlement", r, c)]
    elif kind == "card":
        keys = [("kbcard", ref)]
    elif kind == "cards":
        keys = [k for k, p in items.items() if p.kind == "kbcard"]
    elif kind == "tile":
        keys = [k for k in _learners(items, "tile") if items[k].data.get("kind") == ref]
    elif kind == "tiles":
        keys = _learners(items, "tile")
    elif kind == "board":
        keys = [k for k, p in items.items() if p.kind == "hex"]
    elif kind == "terrain":
        keys = [("terrain", LEARNER)]
    elif kind == "deck":
        keys = [("deck",)]
    elif kind == "supply":
        keys = [("supply", LEARNER)]
    elif kind == "you":
        keys = [("label", "player", LEARNER)]
    elif kind == "opponent":
        keys = [("label", "player", SCRIPTED)]
    elif kind == "round":
        keys = [("label", "round")]
    else:
        keys = []
    return [k for k in keys if k in items]


def _load(cat: Any) -> list[Lesson]:
    from ..lessons.files import load_lessons

    return load_lessons(cat=cat)


@cache
def lesson_face() -> LessonFace:
    """Kingdom Builder's lessons as the window's coach takes them."""
    from ..lessons.rules import RULES

    return LessonFace(RULES, _load, target_keys, opponent_target=Target("opponent"))
