"""Join codes and seat tokens: random, from the system's secure source.

A join code names a table and is given to friends; it lets one take a free seat.
A seat token is given once, to the person who took the seat, and is what lets a
connection act for that seat (and take it back after a drop). The server keeps
only a token's SHA-256 (:func:`token_hash`): a copy of its database lets no one
act for a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from .protocol import CODE_ALPHABET, CODE_LENGTH


def new_code() -> str:
    """A join code: 6 characters of :data:`~.protocol.CODE_ALPHABET` (~30 bits)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat token: 192 random bits, URL-safe text (32 characters)."""
    return secrets.token_urlsafe(24)


def new_seed() -> int:
    """A game seed nobody can guess (when the table's creator gave none)."""
    return secrets.randbits(63)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    """Whether ``token`` is the one whose hash was stored (in constant time)."""
    if not stored_hash:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
