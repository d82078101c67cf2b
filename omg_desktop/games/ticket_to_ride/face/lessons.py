"""Ticket to Ride's lessons in the window: what the frame's coach
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


def _kind(items: Mapping[tuple, Placement], kind: str, seat: int | None = None) -> list[tuple]:
    return [k for k, p in items.items() if p.kind == kind and (seat is None or p.seat == seat)]


def target_keys(target: Target, _state: Any, items: Mapping[tuple, Placement]) -> list[tuple]:
    """The keys of the table's items ``target`` names (those on the table now): a route's
    spaces, a city, one of the learner's tickets (and its line), a face-up card, the
    learner's cards of a colour, or an area (the learner's tickets: the whole block, so
    the ring holds every line's words)."""
    kind, ref = target.kind, target.ref
    keys: list[tuple]
    if kind == "route":
        keys = [k for k in _kind(items, "route") if k[1] == ref]
    elif kind == "city":
        keys = [("city", ref)]
    elif kind == "ticket":
        keys = [("ticket", ref), ("label", "ticket", ref)]
        keys += [k for k in _kind(items, "offered") if items[k].data.get("ticket") == ref]
    elif kind == "face":
        keys = [("face", ref)]
    elif kind == "card":
        keys = [("hand", ref)]
    elif kind == "board":
        keys = [("board",)]
    elif kind == "face_up":
        keys = _kind(items, "face")
    elif kind == "deck":
        keys = [("deck",)]
    elif kind == "ticket_deck":
        keys = [("ticket_deck",)]
    elif kind == "hand":
        keys = _kind(items, "hand", LEARNER)
    elif kind == "tickets":  # the block: its title, each ticket with its line
        keys = [("label", "tickets", LEARNER), *_kind(items, "ticket", LEARNER)]
        keys += [k for k in items if k[:2] == ("label", "ticket") and items[k].seat == LEARNER]
        keys += [("label", "more-tickets", LEARNER)]
    elif kind == "offered":
        keys = _kind(items, "offered", LEARNER)
    elif kind == "you":
        keys = [("label", "player", LEARNER)]
    elif kind == "opponent":
        keys = [("label", "player", SCRIPTED)]
    elif kind == "trains":
        keys = [k for k in items if k[:3] == ("label", "stock", LEARNER)]
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
    """Ticket to Ride's lessons as the window's coach takes them."""
    from ..lessons.rules import RULES

    return LessonFace(RULES, _load, target_keys, opponent_target=Target("opponent"))
