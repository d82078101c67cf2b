"""What a new game needs: the seats in order, the rule set and a seed.

The New game dialog makes one; the settings keep the last one as JSON
(:meth:`GameConfig.to_dict`: ``{"seats": [[name, kind, level], ...], "ruleset", "seed"}``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .levels import DEFAULT_LEVEL, LEVELS
from .seat import COMPUTER, LOCAL_KINDS, Seat

MAX_NAME_LENGTH = 24
MAX_SEATS = 8  # more than any rule set seats; a longer stored list is damaged


@dataclass(frozen=True)
class GameConfig:
    """The seats in order, the rule set id and a seed (None = random)."""

    seats: tuple[Seat, ...]
    ruleset: str
    seed: int | str | None = None

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seats": [[s.name, s.kind, s.level] for s in self.seats],
            "ruleset": self.ruleset,
            "seed": self.seed,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameConfig:
        """Rebuild from :meth:`to_dict`; raise ValueError on anything malformed.

        A computer level that no longer exists reads as :data:`DEFAULT_LEVEL`.
        """
        if not isinstance(d, dict):
            raise ValueError("not a mapping")
        raw_seats = d["seats"]
        if not isinstance(raw_seats, list) or len(raw_seats) > MAX_SEATS:
            raise ValueError(f"'seats' must be a list of at most {MAX_SEATS} seats")
        seats = [_seat(raw) for raw in raw_seats]
        ruleset, seed = d["ruleset"], d.get("seed")
        if not seats or not isinstance(ruleset, str):
            raise ValueError("no seats or no rule set")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | str)):
            raise ValueError(f"bad seed: {seed!r}")
        return cls(tuple(seats), ruleset, seed)


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, list):
        raise ValueError(f"bad seat: {raw!r}")
    name, kind, level = raw
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise ValueError(f"bad name: {name!r}")
    if kind not in LOCAL_KINDS:
        raise ValueError(f"bad kind: {kind!r}")
    if kind != COMPUTER:
        return Seat(name.strip(), kind)
    return Seat(name.strip(), kind, level if level in LEVELS else DEFAULT_LEVEL)


def parse_seed(text: str) -> int | str | None:
    """A seed typed by the player: empty -> None, ASCII digits (after one leading '-')
    -> int (``str`` of an int seed reads back as that int), other text as is."""
    text = text.strip()
    if not text:
        return None
    digits = text[1:] if text.startswith("-") else text
    return int(text) if digits.isascii() and digits.isdigit() else text
