"""Oh My Goods! over the network: what of a seat's view may leave the host, and how it
comes back (the record's :class:`~omg_desktop.games.base.Wire`).

:func:`view_out` keeps only the fields listed in :data:`STATE_FIELDS` and
:data:`PLAYER_FIELDS` of a view's ``to_dict()`` (``player_view`` already hid other
hands, the deck order, planned cards and pending choices): the seed and the PRNG state
are never copied (:data:`HOST_ONLY`), and a field the rules add later stays home until
someone lists it (a test fails until then). Last, :func:`check_hidden` refuses a view
that shows what the seat may not see.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from .rules.catalog import Catalog
from .rules.events import Event
from .rules.state import UNKNOWN, GameState

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


class LeakError(ValueError):
    """A view about to be sent shows something its seat may not see (a bug upstream)."""


def view_out(full: dict[str, Any], seat: int) -> dict[str, Any]:
    """The fields of ``seat``'s view (``to_dict()``) that may go on the wire, checked."""
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


def view_in(data: dict[str, Any], cat: Catalog) -> GameState:
    """A received view as a :class:`GameState` (seed and PRNG state zero, as in any view)."""
    return GameState.from_dict({**data, "seed": 0, "rng": "0" * 16}, cat)


def event_in(data: dict[str, Any]) -> Event:
    return Event(data["kind"], data.get("seat"), dict(data.get("data") or {}))


def unseen_actions(state: GameState, seat: int) -> int:
    """Actions of the other seats that ``seat`` may not know of yet: their secret phase II
    assistant moves, until the choices are revealed (even their number is secret)."""
    return sum(len(p.pending_moves) for i, p in enumerate(state.players) if i != seat)


def fingerprint(cat: Catalog) -> str:
    """A short hash of the card data both ends must share (ids mean the same cards)."""
    from ...data_loading.cache import encode as plain

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
