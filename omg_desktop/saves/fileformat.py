"""The fields a save slot adds to a game file (see ``docs/saves.md``), checked strictly.

A slot file is a :mod:`omg_desktop.gamefile` record file (format version 1: its
``game`` says which game it holds) with these extra fields: ``slot_name``,
``saved_at``, ``seats``, ``round``, ``over``, ``state_hash`` (of the state the steps
lead to), ``thumbnail`` (a small PNG, base64) and ``thumbnail_view`` ("spectator":
the picture shows no hand). Each is optional when reading, but present ones must have
the right type.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ..games.base import Game
from ..record import state_hash
from ..seating.levels import RANDOM
from ..seating.seat import COMPUTER, LOCAL_KINDS, Seat

MAX_NAME = 120
MAX_SEAT_NAME = 60
MAX_LEVEL = 40
MAX_THUMBNAIL = 256 * 1024  # bytes of PNG
#: ``thumbnail_view`` of a thumbnail drawn as a spectator sees the table (hands face down).
SPECTATOR_PICTURE = "spectator"
MAX_ROUND = 1000
MAX_PLAYERS = 8
_HASH = re.compile(r"[0-9a-f]{16,64}")


class MetaError(ValueError):
    """A save field with the wrong type or value; the message names it."""


@dataclass(frozen=True, slots=True)
class SaveMeta:
    """What a slot file says about its game, besides the record."""

    name: str
    saved_at: datetime | None
    seats: tuple[Seat, ...]
    round: int | None
    over: bool
    state_hash: str | None
    thumbnail: bytes | None
    app_version: str | None


def meta_fields(
    game: Game,
    name: str,
    seats: Sequence[Seat],
    state: Any,
    thumbnail: bytes | None = None,
    now: datetime | None = None,
) -> dict[str, Any]:
    """The extra fields for a slot file of ``game``, now in ``state``."""
    when = (now or datetime.now(UTC)).astimezone(UTC)
    out: dict[str, Any] = {
        "slot_name": name[:MAX_NAME],
        "saved_at": when.isoformat(timespec="seconds"),
        "seats": [seat_fields(s) for s in seats],
        "round": game.round(state),
        "over": game.is_over(state),
        "state_hash": state_hash(game, state),
    }
    if thumbnail and len(thumbnail) <= MAX_THUMBNAIL:
        out["thumbnail"] = base64.b64encode(thumbnail).decode("ascii")
        out["thumbnail_view"] = SPECTATOR_PICTURE
    return out


def seat_fields(seat: Seat) -> dict[str, Any]:
    """A seat as a slot file holds it (a human's ``level`` is null; files written before
    the one seat model may say ``"random"`` there, which is read as nothing)."""
    return {"name": seat.name, "kind": seat.kind, "level": seat.level}


def _text(data: dict[str, Any], key: str, limit: int, default: str | None = None) -> str | None:
    value = data.get(key, default)
    if value is None:
        return default
    if not isinstance(value, str) or len(value) > limit:
        raise MetaError(f"'{key}' must be text of at most {limit} characters")
    return value


def _seats(data: dict[str, Any], players: int) -> tuple[Seat, ...]:
    raw = data.get("seats")
    if raw is None:
        return tuple(Seat.computer(f"Player {i + 1}", RANDOM) for i in range(players))
    if not isinstance(raw, list) or len(raw) != players:
        raise MetaError(f"'seats' must list the {players} players")
    seats = []
    for item in raw:
        if not isinstance(item, dict):
            raise MetaError("each seat must be an object with a name and a kind")
        name = _text(item, "name", MAX_SEAT_NAME)
        kind = item.get("kind")
        if name is None or kind not in LOCAL_KINDS:
            raise MetaError("each seat needs a name and a kind ('human' or 'computer')")
        level = _text(item, "level", MAX_LEVEL)
        seats.append(Seat(name, kind, (level or RANDOM) if kind == COMPUTER else None))
    return tuple(seats)


def _when(data: dict[str, Any]) -> datetime | None:
    text = _text(data, "saved_at", 40)
    if text is None:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise MetaError("'saved_at' must be a date and time (ISO 8601)") from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _thumbnail(data: dict[str, Any]) -> bytes | None:
    text = _text(data, "thumbnail", MAX_THUMBNAIL * 4 // 3 + 8)
    if text is None:
        return None
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise MetaError("'thumbnail' must be a base64 PNG") from None


def _safe_thumbnail(data: dict[str, Any], seats: tuple[Seat, ...], over: bool):
    """The thumbnail, unless it may show a hand: a picture from before thumbnails were
    drawn as a spectator sees the table, of an unfinished game of several people."""
    picture = _thumbnail(data)
    view = _text(data, "thumbnail_view", 40)
    humans = sum(1 for s in seats if s.is_human)
    if view != SPECTATOR_PICTURE and humans > 1 and not over:
        return None
    return picture


def parse_meta(data: dict[str, Any], players: int) -> SaveMeta:
    """The slot fields of a parsed game file; :class:`MetaError` on a bad one."""
    if isinstance(players, bool) or not 1 <= players <= MAX_PLAYERS:
        raise MetaError(f"'players' must be a number from 1 to {MAX_PLAYERS}")
    rnd = data.get("round")
    if rnd is not None and (
        isinstance(rnd, bool) or not isinstance(rnd, int) or not 0 <= rnd <= MAX_ROUND
    ):
        raise MetaError(f"'round' must be a number from 0 to {MAX_ROUND}")
    over = data.get("over", False)
    if not isinstance(over, bool):
        raise MetaError("'over' must be true or false")
    digest = data.get("state_hash")
    if digest is not None and not (isinstance(digest, str) and _HASH.fullmatch(digest)):
        raise MetaError("'state_hash' must be a hexadecimal hash")
    seats = _seats(data, players)
    return SaveMeta(
        name=_text(data, "slot_name", MAX_NAME, "") or "",
        saved_at=_when(data),
        seats=seats,
        round=rnd,
        over=over,
        state_hash=digest,
        thumbnail=_safe_thumbnail(data, seats, over),
        app_version=_text(data, "app_version", 40),
    )
