"""The wire protocol: versioned JSON messages over WebSocket, each one checked.

Every message is one JSON object in one WebSocket text frame, with a ``"type"``.
What a client may send is listed in :data:`CLIENT_MESSAGES`, field by field; a
message is refused (:class:`BadMessage`, with the reason in words) when it is too
long, is not JSON, is not an object, has an unknown type, lacks a field, has one
it should not, or has a value of the wrong type or out of range. JSON only: nothing
in a message is ever evaluated, unpickled or used as a file name.

docs/network.md lists every message of both sides; this module is the reference.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from ..seating.config import MAX_NAME_LENGTH

#: The protocol's version. A client and a server of different versions do not talk:
#: the server answers a ``hello`` of another version with an ``error`` and closes.
#: 1: the first; 2: ``create`` takes a campaign chapter's ``setup``, ``join`` a wished-for
#: ``seat``, the ``table`` message says its ``chapter`` and the group's ``next`` table;
#: 3: any game of the box: ``hello`` and ``create`` name the ``game`` (its ``data`` are
#: that game's), the ``table`` message says it, computers' levels are the game's.
PROTOCOL = 3

#: The longest message a client may send, in bytes of UTF-8 (an action is < 200).
MAX_CLIENT_MESSAGE = 4096
#: A WebSocket frame longer than this closes the connection at once (close code 1009);
#: between the two limits a message is refused with a reason and the connection stays.
MAX_CLIENT_FRAME = 65536
#: The longest message a server sends (a view with its legal actions is ~3-12 KB).
MAX_SERVER_MESSAGE = 1 << 20

#: The most seats a table may have (the rule sets seat at most 4).
MAX_SEATS = 8
#: The characters of a join code: no 0/O, 1/I/L, so it can be read out and typed.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
_CODE = re.compile(f"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
_MAX_SEQ = 2**53  # a JSON number every client can hold exactly
_MAX_SEED = 2**63

# Close codes of the application (WebSocket reserves 4000-4999 for them).
CLOSE_VERSION = 4001  # another protocol version
CLOSE_DATA = 4002  # other card data
CLOSE_ABUSE = 4003  # too many refused or too many messages
CLOSE_SLOW = 4004  # the client read too slowly: its queue overflowed, or no pong in time
CLOSE_REPLACED = 4005  # the seat was taken back on another connection
CLOSE_NO_HELLO = 4006  # no hello in time (or the oldest such, to make room)
CLOSE_NO_SEAT = 4007  # said hello but took no seat in time
CLOSE_GAME = 4008  # a game the server does not have
CLOSE_SHUTDOWN = 1001  # the server is going away
#: the reason of a 4004 close
SLOW_REASON = "reading too slowly: resume to get the table back"


class BadMessage(ValueError):
    """A message refused before it reached a table; the text says why."""


# ---- field checks ---------------------------------------------------------------------

Check = Callable[[Any], Any]  # returns the value (normalised) or raises BadMessage


def integer(lo: int, hi: int) -> Check:
    def check(v: Any) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise BadMessage(f"must be a whole number, not {_kind(v)}")
        if not lo <= v <= hi:
            raise BadMessage(f"must be between {lo} and {hi}")
        return v

    return check


def text(max_len: int, pattern: re.Pattern[str] | None = None) -> Check:
    def check(v: Any) -> str:
        if not isinstance(v, str):
            raise BadMessage(f"must be text, not {_kind(v)}")
        if len(v) > max_len:
            raise BadMessage(f"must be at most {max_len} characters")
        if pattern is not None and not pattern.fullmatch(v):
            raise BadMessage("has the wrong form")
        if not v.isprintable():
            raise BadMessage("must hold printable characters only")
        return v

    return check


def optional(check: Check) -> Check:
    def wrapped(v: Any) -> Any:
        return None if v is None else check(v)

    return wrapped


def name(v: Any) -> str:
    v = text(MAX_NAME_LENGTH * 4)(v).strip()
    if not v or len(v) > MAX_NAME_LENGTH:
        raise BadMessage(f"must be 1 to {MAX_NAME_LENGTH} characters")
    return v


def code(v: Any) -> str:
    if not isinstance(v, str):
        raise BadMessage(f"must be text, not {_kind(v)}")
    v = v.strip().upper()
    if not _CODE.fullmatch(v):
        raise BadMessage(f"must be {CODE_LENGTH} letters and digits")
    return v


#: The longest chat line, in characters.
MAX_SAY = 200


def say_text(v: Any) -> str:
    v = text(MAX_SAY)(v).strip()
    if not v:
        raise BadMessage("must not be empty")
    return v


_IDENT = re.compile(r"[a-z0-9_]{1,40}")


def level(v: Any) -> str:
    """A computer's level id (the table's game says which it has)."""
    return text(40, _IDENT)(v)


def game_id(v: Any) -> str:
    """A game's id (the server says whether it has that game)."""
    return text(40, _IDENT)(v)


def seed(v: Any) -> int | str:
    if isinstance(v, str):
        return text(64)(v)
    return integer(0, _MAX_SEED - 1)(v)


def seats_list(v: Any) -> list[str | None]:
    if not isinstance(v, list):
        raise BadMessage(f"must be a list, not {_kind(v)}")
    if not 1 <= len(v) <= MAX_SEATS:
        raise BadMessage(f"must list 1 to {MAX_SEATS} seats")
    return [optional(level)(x) for x in v]


#: Limits of a chapter's set-up in ``create`` (a real one has a few flags and tags).
MAX_SETUP_FLAGS = 64
MAX_SETUP_TAGS = 128
_ID = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


def setup(v: Any) -> dict[str, Any]:
    """A campaign chapter's set-up: ``chapter`` (an id), ``flags`` (id -> id) and
    ``introduced`` (ids); its ids are checked against the story by the lobby."""
    if not isinstance(v, dict):
        raise BadMessage(f"must be an object, not {_kind(v)}")
    extra = [k for k in v if k not in ("chapter", "flags", "introduced")]
    if extra:
        raise BadMessage(f"has an unknown field {str(extra[0])[:24]!r}")
    if "chapter" not in v:
        raise BadMessage("must name its chapter")
    ident = text(64, _ID)
    chapter = ident(v["chapter"])
    flags = v.get("flags", {})
    if not isinstance(flags, dict) or len(flags) > MAX_SETUP_FLAGS:
        raise BadMessage(f"flags must be an object of at most {MAX_SETUP_FLAGS} entries")
    tags = v.get("introduced", [])
    if not isinstance(tags, list) or len(tags) > MAX_SETUP_TAGS:
        raise BadMessage(f"introduced must be a list of at most {MAX_SETUP_TAGS} ids")
    return {
        "chapter": chapter,
        "flags": {ident(k): ident(x) for k, x in flags.items()},
        "introduced": [ident(t) for t in tags],
    }


def _kind(v: Any) -> str:
    return {
        dict: "an object",
        list: "a list",
        str: "text",
        bool: "true/false",
        type(None): "null",
        float: "a fraction",
    }.get(type(v), "a number")


# ---- what a client may send -------------------------------------------------------------

#: type -> {field: (check, required)}.
CLIENT_MESSAGES: dict[str, dict[str, tuple[Check, bool]]] = {
    # first message of every connection
    "hello": {
        "protocol": (integer(0, 10**9), True),
        "data": (text(64), True),
        "program": (text(64), False),
        # (protocol 3) the game the client plays (default: the server's default game);
        # "data" is that game's fingerprint
        "game": (game_id, False),
    },
    # a new table: "seats" lists who plays each seat: null for a person (joins by code),
    # a level id for one of the server's computers
    "create": {
        # (protocol 3) the game of the table: the one the hello named, if given
        "game": (optional(game_id), False),
        "seats": (seats_list, True),
        "ruleset": (optional(text(64)), False),
        "seed": (optional(seed), False),
        "away": (optional(level), False),
        # (protocol 2) a campaign chapter's set-up: the table plays that chapter
        "setup": (optional(setup), False),
    },
    # (protocol 2) "seat": the seat wished for (a campaign's group keeps its places from
    # one chapter to the next); the next free one when it is taken
    "join": {
        "code": (code, True),
        "name": (name, True),
        "seat": (optional(integer(0, MAX_SEATS - 1)), False),
    },
    "resume": {
        "code": (code, True),
        "seat": (integer(0, MAX_SEATS - 1), True),
        "token": (text(64, _TOKEN), True),
    },
    "act": {"seq": (integer(1, _MAX_SEQ), True), "action": (text(256), True)},
    # a chat line to everyone at the table (not stored; seated connections only)
    "say": {"text": (say_text, True)},
}


def _no_constants(word: str) -> Any:
    raise BadMessage(f"{word} is not a JSON number")


def parse(raw: str | bytes) -> dict[str, Any]:
    """A client's message, checked: the normalised object, or :class:`BadMessage`."""
    return check(load(raw))


def load(raw: str | bytes) -> Any:
    """A client's message as JSON, size-limited, not yet checked (:func:`check`)."""
    size = len(raw.encode("utf-8")) if isinstance(raw, str) else len(raw)
    if size > MAX_CLIENT_MESSAGE:
        raise BadMessage(f"message too long: {size} bytes (at most {MAX_CLIENT_MESSAGE})")
    if isinstance(raw, bytes):
        raise BadMessage("messages are JSON text, not binary frames")
    try:
        return json.loads(raw, parse_constant=_no_constants)
    except BadMessage:
        raise
    except (ValueError, RecursionError) as exc:
        raise BadMessage(f"not JSON: {str(exc)[:80]}") from None


def check(msg: Any) -> dict[str, Any]:
    """Check a decoded message against its type's fields; the normalised copy."""
    if not isinstance(msg, dict):
        raise BadMessage(f"a message is a JSON object, not {_kind(msg)}")
    kind = msg.get("type")
    fields = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        shown = kind if isinstance(kind, str) and len(kind) <= 24 else "?"
        raise BadMessage(f"unknown message type {shown!r}")
    extra = [k for k in msg if k != "type" and k not in fields]
    if extra:
        raise BadMessage(f"{kind}: unknown field {str(extra[0])[:24]!r}")
    out: dict[str, Any] = {"type": kind}
    for field, (check_field, required) in fields.items():
        if field not in msg:
            if required:
                raise BadMessage(f"{kind}: missing field {field!r}")
            continue
        try:
            out[field] = check_field(msg[field])
        except BadMessage as exc:
            raise BadMessage(f"{kind}: {field!r} {exc}") from None
    return out


def dumps(msg: dict[str, Any]) -> str:
    """A message as the compact JSON text that goes on the wire."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def loads_server(raw: str | bytes) -> dict[str, Any]:
    """A server's message as a client reads it: a JSON object with a text ``type``."""
    try:
        msg = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise BadMessage(f"the server sent something that is not JSON: {exc}") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise BadMessage("the server sent a message without a type")
    return msg
