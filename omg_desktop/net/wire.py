"""What one seat is sent: its view, its visible events and its legal actions, as JSON,
for any game of the box, reached through its record (:class:`~omg_desktop.games.base.Game`).

Secrets stay on the host by construction:

- :func:`wire_view` starts from the game's ``player_view`` (what the seat may not see
  already hidden), as plain data (``state_to_dict``), and hands it to the game's own
  wire form (``Game.wire.view_out``: only the fields it names, the host's own — a seed,
  a PRNG state — never copied, and a check that refuses a view showing a secret).
- :func:`wire_events` is the game's ``visible_events``, as plain data; an event that
  would still show another seat one of its secret fields (``Game.secret_fields``) is
  not sent.
- the legal actions are the game's own, for that seat, in their stable text.

:func:`view_from_wire` turns a received view back into a state for a client's bot or
window. Every function takes the game's record; without one it is the box's default
game (:data:`omg_desktop.games.registry.DEFAULT`).
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Any

from ..games import registry
from ..games.base import Catalog, Event, Game, State


class LeakError(RuntimeError):
    """A view about to be sent shows something its seat may not see (a bug upstream)."""


@dataclasses.dataclass(frozen=True)
class PlainEvent:
    """A received event of a game without an event form of its own."""

    kind: str
    seat: int | None
    data: dict[str, Any]


def _game(game: Game | None) -> Game:
    return game if game is not None else registry.load()


def wire_view(state: State, seat: int, game: Game | None = None) -> dict[str, Any]:
    """What ``seat`` may know of ``state``, as the plain data that goes on the wire."""
    g = _game(game)
    full = g.state_to_dict(g.player_view(state, seat))
    if g.wire is None or g.wire.view_out is None:
        return full
    try:
        return g.wire.view_out(full, seat)
    except ValueError as exc:
        raise LeakError(str(exc)) from None


def wire_events(events: list[Event], seat: int, game: Game | None = None) -> list[dict[str, Any]]:
    """``events`` as ``seat`` may see them, as plain data."""
    g = _game(game)
    out = [
        {"kind": e.kind, "seat": e.seat, "data": dict(e.data)}
        for e in g.visible_events(events, seat)
    ]
    for e in out:
        secret = g.secret_fields.get(e["kind"], ())
        others = secret and e["seat"] != seat and not e["data"].get("public")
        if others and any(k in e["data"] for k in secret):  # visible_events' promise, kept
            raise LeakError(f"an event {e['kind']!r} would show seat {seat} a secret")
    return out


def unseen_actions(state: State, seat: int, game: Game | None = None) -> int:
    """Actions of the other seats that ``seat`` may not know of yet (secret simultaneous
    choices, until revealed: even their number is secret)."""
    g = _game(game)
    if g.wire is None or g.wire.unseen_actions is None:
        return 0
    return g.wire.unseen_actions(state, seat)


def plain(value: Any) -> Any:
    """A score sheet (or any value the game returns) as JSON data."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    return value


def update_message(
    state: State,
    seat: int,
    events: list[Event],
    step: int,
    own_actions: int,
    game: Game | None = None,
) -> dict[str, Any]:
    """The ``update`` message for ``seat``: view, new events, legal actions, who acts.

    ``step`` counts the actions of the whole game so far that ``seat`` knows of (not
    :func:`unseen_actions`); ``own_actions`` those of ``seat`` (a client's bot seeds each
    decision with it, so a decision asked again after a reconnection comes out the same).
    """
    g = _game(game)
    over = g.is_over(state)
    msg: dict[str, Any] = {
        "type": "update",
        "step": step,
        "own_actions": own_actions,
        "view": wire_view(state, seat, g),
        "events": wire_events(events, seat, g),
        "actions": [g.encode(a) for a in g.legal_actions(state, seat)],
        "over": over,
    }
    if over:
        view = g.player_view(state, seat)
        msg["scores"] = [plain(s) for s in g.scores(view)]
        msg["winners"] = list(g.winners(view))
    return msg


def view_from_wire(data: dict[str, Any], cat: Catalog, game: Game | None = None) -> State:
    """A received view as the game's state (what stayed home blank)."""
    g = _game(game)
    if g.wire is not None and g.wire.view_in is not None:
        return g.wire.view_in(data, cat)
    return g.state_from_dict(data, cat)


def events_from_wire(data: list[dict[str, Any]], game: Game | None = None) -> list[Event]:
    """Received events as the game's events."""
    g = _game(game)
    make = g.wire.event_in if g.wire is not None else None
    if make is not None:
        return [make(e) for e in data]
    return [PlainEvent(e["kind"], e.get("seat"), dict(e.get("data") or {})) for e in data]


def catalog_fingerprint(cat: Catalog, game: Game | None = None) -> str:
    """A short hash of the data both ends must share (ids mean the same cards)."""
    g = _game(game)
    if g.wire is not None and g.wire.fingerprint is not None:
        return g.wire.fingerprint(cat)
    return hashlib.sha256(f"game:{g.info.id}".encode()).hexdigest()[:16]
