"""The seats this machine holds at network tables, kept so a closed app can take them back.

One JSON file (mode 0600: a seat's token lets whoever has it play the seat)::

    {"seats": [{"url": "ws://…", "code": "K7QX2M", "seat": 1, "token": "…",
                "name": "Ana", "hosted": false, "over": false, "saved_at": 1764770000,
                "game": "<the game's id>"}]}

A table this machine hosts is marked ``hosted``: taking it back starts the server again
on the same tables. A seat names the game its table plays (``game``; one kept before
the box named none: it is the box's default game). A damaged file reads as empty (and is
replaced on the next write).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..games import registry
from .client import Ticket

#: Seats kept at most (the oldest finished ones go first).
MAX_SEATS = 40


@dataclass(frozen=True)
class HeldSeat:
    """One seat held at a network table."""

    url: str
    code: str
    seat: int
    token: str
    name: str
    hosted: bool = False
    over: bool = False
    saved_at: float = 0.0
    cafile: str | None = None  # a certificate file trusted for this wss:// server
    game: str = registry.DEFAULT  # the id of the game the table plays

    @property
    def ticket(self) -> Ticket:
        return Ticket(self.url, self.code, self.seat, self.token)

    @classmethod
    def from_dict(cls, d: Any) -> HeldSeat:
        if not isinstance(d, dict):
            raise ValueError("not a held seat")
        ticket = Ticket.from_dict(d)
        name = d.get("name")
        if not isinstance(name, str) or not name:
            raise ValueError("a held seat without a name")
        return cls(
            ticket.url,
            ticket.code,
            ticket.seat,
            ticket.token,
            name,
            bool(d.get("hosted", False)),
            bool(d.get("over", False)),
            float(d.get("saved_at", 0.0)),
            d["cafile"] if isinstance(d.get("cafile"), str) and d["cafile"] else None,
            d["game"] if isinstance(d.get("game"), str) and d["game"] else registry.DEFAULT,
        )


class SeatBook:
    """The held seats in ``path``; see the module's docstring."""

    def __init__(self, path: Path, clock=time.time) -> None:
        self.path = Path(path)
        self.clock = clock

    def seats(self) -> list[HeldSeat]:
        """Every held seat, the latest first."""
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        listed = raw.get("seats") if isinstance(raw, dict) else None
        out = []
        for d in listed if isinstance(listed, list) else []:
            try:
                out.append(HeldSeat.from_dict(d))
            except (ValueError, TypeError):
                continue
        return sorted(out, key=lambda s: -s.saved_at)

    def unfinished(self, game: str | None = None) -> list[HeldSeat]:
        """The held seats whose game is not over (``game``: at tables of that game only)."""
        return [s for s in self.seats() if not s.over and game in (None, s.game)]

    def keep(self, seat: HeldSeat) -> HeldSeat:
        """Add or refresh ``seat`` (by its table and seat); the stored copy."""
        seat = HeldSeat(**{**asdict(seat), "saved_at": self.clock()})
        others = [s for s in self.seats() if not _same(s, seat)]
        self._write([seat, *others][:MAX_SEATS])
        return seat

    def finished(self, url: str, code: str, seat: int) -> None:
        """The game at that seat is over: it is no longer offered to take back."""
        out = []
        for s in self.seats():
            if s.url == url and s.code == code and s.seat == seat:
                s = HeldSeat(**{**asdict(s), "over": True})
            out.append(s)
        self._write(out)

    def forget(self, url: str, code: str, seat: int) -> None:
        self._write(
            [s for s in self.seats() if not (s.url == url and s.code == code and s.seat == seat)]
        )

    def _write(self, seats: list[HeldSeat]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"seats": [asdict(s) for s in seats]}, f, indent=1)
        os.replace(tmp, self.path)


def _same(a: HeldSeat, b: HeldSeat) -> bool:
    return a.url == b.url and a.code == b.code and a.seat == b.seat
