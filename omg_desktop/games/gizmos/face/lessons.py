"""Gizmos' lessons in the window: what the frame's coach (:mod:`omg_desktop.ui.lessons`)
takes from this game — its lesson hooks, its shipped lessons, and where the table
shows what a step points at (:func:`target_keys`, over the keys of
:mod:`.table_layout` and of the panel's buttons on a chosen card)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from omg_desktop.tutorial.lesson import LEARNER, SCRIPTED, Lesson, Target
from omg_desktop.ui.lessons.hooks import LessonFace
from omg_desktop.ui.table.controls import CONTROL
from omg_desktop.ui.table.layout import Placement

from ..rules.catalog import COLOURS
from .table_layout import BUILT, DISPLAY, FILE, RESEARCHED, ROW


def _zone(items: Mapping[tuple, Placement], zone: str, seat: int | None = None) -> list[tuple]:
    return [k for k, p in items.items() if p.zone == zone and (seat is None or p.seat == seat)]


def target_keys(target: Target, _state: Any, items: Mapping[tuple, Placement]) -> list[tuple]:
    """The keys of the table's items ``target`` names (those on the table now)."""
    kind, ref = target.kind, target.ref
    keys: list[tuple]
    if kind == "card":
        keys = [("card", ref)]
    elif kind == "row":  # the whole row, or the first marble of a colour (any picks it)
        keys = _zone(items, ROW) if ref is None else [("row", ref, 0)]
    elif kind == "deck":
        keys = [("deck", ref)]
    elif kind == "ring":
        keys = [("ring", LEARNER, c) for c in COLOURS if ref is None or c == ref]
    elif kind == CONTROL:
        keys = [(CONTROL, ref)]
    elif kind == "dispenser":
        keys = [("dispenser",)]
    elif kind == "display":
        keys = [k for k, p in items.items() if p.zone == DISPLAY or p.kind == "deck"]
    elif kind == "limits":
        keys = [("label", "limits", LEARNER)]
    elif kind == "file":
        keys = _zone(items, FILE, LEARNER)
    elif kind == "board":
        keys = _zone(items, BUILT, LEARNER)
    elif kind == "research":
        keys = [*_zone(items, RESEARCHED), ("label", "research")]
    elif kind == "you":
        keys = [("label", "player", LEARNER)]
    elif kind == "opponent":
        keys = [k for k, p in items.items() if p.seat == SCRIPTED and p.kind != CONTROL]
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
    """Gizmos' lessons as the window's coach takes them."""
    from ..lessons.rules import RULES

    return LessonFace(RULES, _load, target_keys, opponent_target=Target("opponent"))
