"""The event form the newer games share: ``kind``, the seat it concerns (or None) and
plain data, with the two readings the record asks of them.

A game keeps its own tables: each chance step's record line (a ``T`` line) by kind, and
the fields only an event's own seat sees; :func:`chance_lines_by` and
:func:`visible_events_by` make its ``chance_lines`` and ``visible_events`` from them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from omg_desktop.games.base import without_secrets


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


#: A chance step's record line, from its event.
LineOf = Callable[[Event], str]


def chance_lines_by(lines: Mapping[str, LineOf]) -> Callable[[list[Event]], list[str]]:
    """A game's ``chance_lines``: the events of a kind in ``lines``, as their lines."""

    def chance_lines(events: list[Event]) -> list[str]:
        """The chance steps among ``events``, as record lines."""
        return [lines[e.kind](e) for e in events if e.kind in lines]

    return chance_lines


def visible_events_by(
    secret_fields: Mapping[str, Sequence[str]],
) -> Callable[[list[Event], int | None], list[Event]]:
    """A game's ``visible_events``: another seat's ``secret_fields`` left out."""

    def visible_events(events: list[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may see them: another seat's secret fields left out."""
        return without_secrets(events, seat, secret_fields)

    return visible_events


def undoable_unless(chance_kinds: Collection[str]) -> Callable[[int, Any, list[Any], Any], bool]:
    """A record's ``undoable``: an action may be taken back unless its events hold a chance
    step (a kind of ``chance_kinds``), which would turn up something new the next time."""

    def undoable(_actor: int, _before: Any, events: list[Any], _after: Any) -> bool:
        return not any(e.kind in chance_kinds for e in events)

    return undoable
