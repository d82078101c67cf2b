"""One seat at the table: a player's name and who plays it (a person, a computer, the network)."""

from __future__ import annotations

from dataclasses import dataclass

#: A person at this screen.
HUMAN = "human"
#: A bot of this program, playing at a level (:mod:`omg_desktop.seating.levels`).
COMPUTER = "computer"
#: A player elsewhere, over the network. Reserved: network play is not built yet, so
#: nothing seats one (the controller refuses it, and no file may hold it).
REMOTE = "remote"

#: Every seat kind.
KINDS: tuple[str, ...] = (HUMAN, COMPUTER, REMOTE)
#: The kinds played on this machine: what the New game dialog, saves and settings hold.
LOCAL_KINDS: tuple[str, ...] = (HUMAN, COMPUTER)


@dataclass(frozen=True, slots=True)
class Seat:
    """A player's ``name``, the ``kind`` of seat, and a computer's ``level`` id.

    ``level`` is set for a computer seat and only for one (None otherwise).
    """

    name: str
    kind: str = HUMAN
    level: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is {', '.join(KINDS)}, not {self.kind!r}")
        if (self.kind == COMPUTER) != (self.level is not None):
            raise ValueError(f"a computer seat has a level and no other seat has: {self!r}")

    @classmethod
    def human(cls, name: str) -> Seat:
        return cls(name, HUMAN)

    @classmethod
    def computer(cls, name: str, level: str) -> Seat:
        return cls(name, COMPUTER, level)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE
