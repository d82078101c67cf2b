"""Seats at the table (human or computer) and the one factory that maps levels to bots."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..rules import Action, GameState

HUMAN = "human"
COMPUTER = "computer"
KINDS = (HUMAN, COMPUTER)


class Bot(Protocol):
    """Anything that picks one of ``actions`` from a player's ``view``."""

    def choose(self, view: GameState, actions: list[Action]) -> Action: ...


def _bot_class(module: str, name: str) -> Callable[[int | str], Bot]:
    """The constructor ``omg_desktop.ai.<module>.<name>``, imported when a bot is made
    (the window starts without loading the bots it may never use)."""

    def make(seed: int | str) -> Bot:
        return getattr(importlib.import_module(f"omg_desktop.ai.{module}"), name)(seed)

    make.__name__ = make.__qualname__ = name
    return make


#: Computer levels, weakest first: level id -> bot constructor taking a seed.
#: The opponents work adds "greedy", "heuristic", "montecarlo" here and nowhere else.
BOT_LEVELS: dict[str, Callable[[int | str], Bot]] = {
    "random": _bot_class("random_bot", "RandomBot"),
    "greedy": _bot_class("greedy", "GreedyBot"),
    "heuristic": _bot_class("heuristic", "HeuristicBot"),
    "montecarlo": _bot_class("montecarlo", "MonteCarloBot"),
}

BotFactory = Callable[[str, int | str], Bot]


def make_bot(level: str, seed: int | str) -> Bot:
    """A new bot of ``level`` with its own seeded randomness."""
    try:
        make = BOT_LEVELS[level]
    except KeyError:
        known = ", ".join(BOT_LEVELS)
        raise ValueError(f"unknown computer level {level!r} (known: {known})") from None
    return make(seed)


#: The level a computer seat plays at when its saved level is not known here.
FALLBACK_LEVEL = "heuristic"


def known_levels(seats: list[Seat]) -> tuple[list[Seat], list[str]]:
    """``seats`` with every unknown computer level (a save from a newer version, say)
    replaced by :data:`FALLBACK_LEVEL`, and the names of the players it changed."""
    out, changed = [], []
    for seat in seats:
        if not seat.is_human and seat.level not in BOT_LEVELS:
            changed.append(seat.name)
            seat = Seat(seat.name, seat.kind, FALLBACK_LEVEL)
        out.append(seat)
    return out, changed


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat: its player's name, ``"human"`` or ``"computer"``, and the computer's level."""

    name: str
    kind: str
    level: str = "random"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is 'human' or 'computer', not {self.kind!r}")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @classmethod
    def of(cls, seat: Any) -> Seat:
        """A :class:`Seat` from anything with ``name``, ``kind`` and ``level`` (None: random)."""
        if isinstance(seat, cls):
            return seat
        level = getattr(seat, "level", None) or "random"
        return cls(str(seat.name), str(seat.kind), str(level))
