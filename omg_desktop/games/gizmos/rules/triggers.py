"""Triggers: which built gizmos an action sets off, and which active ones may be used.

After each action (the turn's own or one an effect gives) every built gizmo whose
condition it meets becomes active, unless it was used this turn already, is active
already, or was built by that very action (seed).
"""

from __future__ import annotations

from .catalog import Card, Trigger
from .limits import may_file, may_research, room
from .state import GizmosState


def _activate(state: GizmosState, matches: object, built_now: str | None = None) -> None:
    seat = state.seat()
    for gizmo in seat.built:
        if gizmo == built_now or gizmo in state.used or gizmo in state.active:
            continue
        trigger = state.cat.card(gizmo).trigger
        if trigger is not None and matches(trigger):  # type: ignore[operator]
            state.active.append(gizmo)


def picked(state: GizmosState, colour: str) -> None:
    """A Pick of ``colour`` (never a random draw)."""
    _activate(state, lambda t: t.when == "pick" and (not t.colours or colour in t.colours))


def filed(state: GizmosState) -> None:
    _activate(state, lambda t: t.when == "file")


def built(state: GizmosState, card: Card, from_file: bool) -> None:
    """A build of ``card``: it never sets itself off."""

    def matches(t: Trigger) -> bool:
        if t.when == "build":
            return not t.colours or any(card.counts_as(c) for c in t.colours)
        if t.when == "build_from_file":
            return from_file
        return t.when == "build_level_2" and card.level == 2

    _activate(state, matches, built_now=card.id)


def usable(state: GizmosState, gizmo: str) -> bool:
    """Whether an active gizmo's effect can do anything now (else it waits, still active)."""
    seat = state.seat()
    gives = state.cat.card(gizmo).trigger.gives  # type: ignore[union-attr]
    if gives == "draw_random_energy":
        return room(state, seat) > 0 and sum(state.dispenser) > 0
    if gives == "pick_energy":
        return room(state, seat) > 0 and bool(state.row)
    if gives == "file":
        return may_file(state, seat) and any(state.display)
    if gives == "research":
        return may_research(state, seat)
    if gives == "build_level_1_free":
        return bool(state.display[0])
    return True  # vp_token
