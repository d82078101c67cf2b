"""What one seat is sent: its view, its visible events and its legal actions, as JSON.

Secrets stay on the host by construction:

- :func:`wire_view` starts from :func:`omg_desktop.games.ohmygoods.rules.player_view` (other hands,
  the deck order, planned cards and pending choices already hidden), then keeps only
  the fields listed in :data:`STATE_FIELDS` and :data:`PLAYER_FIELDS`: the seed and
  the PRNG state are never copied (:data:`HOST_ONLY`), and a field the rules add
  later is left out until someone lists it (a test fails until then). Last, it checks
  the result (:func:`check_hidden`) and refuses to hand over a view that shows what
  the seat may not see.
- :func:`wire_events` is :func:`omg_desktop.games.ohmygoods.rules.visible_events`, as plain data.
- the legal actions are the rules' own, for that seat, in their stable text.

:func:`view_from_wire` turns a received view back into a :class:`GameState` for a
client's bot or window (seed and PRNG state zero, as in any view).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..games.ohmygoods.rules import (
    GameState,
    encode,
    legal_actions,
    player_view,
    scores,
    visible_events,
    winners,
)
from ..games.ohmygoods.rules.catalog import Catalog
from ..games.ohmygoods.rules.events import SECRET_FIELDS, Event
from ..games.ohmygoods.rules.state import UNKNOWN

#: Fields of ``GameState.to_dict()`` that never leave the host: with the seed or the
#: PRNG state a client could work out the deck order and every card still to come.
HOST_ONLY = ("seed", "rng")

#: Fields of a view's ``to_dict()`` that go on the wire (what ``player_view`` left).
STATE_FIELDS = (
    "ruleset", "round", "phase", "step", "first", "turn", "deck", "discard", "market",
    "reveal_row", "open_assistants", "out_of_game", "draws", "to_produce", "resume",
    "trigger_round", "final_round", "turns_done", "events", "display", "viewer", "event",
    "events_turned", "rules_now", "introduced", "setup", "players",
)  # fmt: skip

#: Fields of each player that go on the wire (others' secrets already blanked).
PLAYER_FIELDS = (
    "worker_card", "hand", "buildings", "assistants", "worker", "efficient", "planned",
    "exchange", "committed", "pending_worker", "pending_efficient", "pending_plan",
    "pending_moves", "hand_at_round_start", "to_discard", "built", "hired",
    "points_by_round", "mods",
)  # fmt: skip


class LeakError(RuntimeError):
    """A view about to be sent shows something its seat may not see (a bug upstream)."""


def wire_view(state: GameState, seat: int) -> dict[str, Any]:
    """What ``seat`` may know of ``state``, as the plain data that goes on the wire."""
    full = player_view(state, seat).to_dict()
    out = {k: full[k] for k in STATE_FIELDS if k in full}
    out["players"] = [{k: p[k] for k in PLAYER_FIELDS if k in p} for p in full["players"]]
    check_hidden(out, seat)
    return out


def check_hidden(view: dict[str, Any], seat: int) -> None:
    """Raise :class:`LeakError` unless ``view`` hides all that ``seat`` may not see."""
    problems = [k for k in HOST_ONLY if k in view]
    if view.get("viewer") != seat:
        problems.append("viewer")
    if not _all_unknown(view.get("deck", ())):
        problems.append("deck")
    if not _all_unknown(view.get("events", ())[1:]):
        problems.append("events")
    for i, p in enumerate(view.get("players", ())):
        if i == seat:
            continue
        if not _all_unknown(p.get("hand", ())):
            problems.append(f"players[{i}].hand")
        for k in ("planned", "pending_plan"):
            if p.get(k) not in (None, UNKNOWN):
                problems.append(f"players[{i}].{k}")
        if p.get("pending_worker") is not None or p.get("pending_moves"):
            problems.append(f"players[{i}].pending")
    if problems:
        raise LeakError(f"the view of seat {seat} would show: {', '.join(problems)}")


def _all_unknown(cards: Any) -> bool:
    return list(cards).count(UNKNOWN) == len(cards)


def wire_events(events: list[Event], seat: int) -> list[dict[str, Any]]:
    """``events`` as ``seat`` may see them, as plain data."""
    out = [e.to_dict() for e in visible_events(events, seat)]
    for e in out:
        secret = SECRET_FIELDS.get(e["kind"], ())
        others = secret and e["seat"] != seat and not e["data"].get("public")
        if others and any(k in e["data"] for k in secret):  # visible_events' promise, kept
            raise LeakError(f"an event {e['kind']!r} would show seat {seat} a secret")
    return out


def unseen_actions(state: GameState, seat: int) -> int:
    """Actions of the other seats that ``seat`` may not know of yet: their secret phase II
    assistant moves, until the choices are revealed (even their number is secret)."""
    return sum(len(p.pending_moves) for i, p in enumerate(state.players) if i != seat)


def update_message(
    state: GameState, seat: int, events: list[Event], step: int, own_actions: int
) -> dict[str, Any]:
    """The ``update`` message for ``seat``: view, new events, legal actions, who acts.

    ``step`` counts the actions of the whole game so far that ``seat`` knows of (not
    :func:`unseen_actions`); ``own_actions`` those of ``seat`` (a client's bot seeds each
    decision with it, so a decision asked again after a reconnection comes out the same).
    """
    msg: dict[str, Any] = {
        "type": "update",
        "step": step,
        "own_actions": own_actions,
        "view": wire_view(state, seat),
        "events": wire_events(events, seat),
        "actions": [encode(a) for a in legal_actions(state, seat)],
        "over": state.over,
    }
    if state.over:
        view = player_view(state, seat)
        msg["scores"] = [s.to_dict() for s in scores(view)]
        msg["winners"] = winners(view)
    return msg


def view_from_wire(data: dict[str, Any], cat: Catalog) -> GameState:
    """A received view as a :class:`GameState` (seed and PRNG state zero)."""
    return GameState.from_dict({**data, "seed": 0, "rng": "0" * 16}, cat)


def events_from_wire(data: list[dict[str, Any]]) -> list[Event]:
    return [Event(e["kind"], e.get("seat"), dict(e.get("data") or {})) for e in data]


def catalog_fingerprint(cat: Catalog) -> str:
    """A short hash of the card data both ends must share (ids mean the same cards)."""
    from ..games.ohmygoods.loading.cache import encode as plain

    parts = {
        "cards": cat.cards,
        "assistants": cat.assistants,
        "workers": cat.workers,
        "rulesets": cat.rulesets,
        "events": cat.events,
        "goods": cat.goods,
    }
    text = json.dumps(plain(parts), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
