"""The bot of every computer level: level id -> constructor taking a seed.

A bot's module is imported when the first bot of its level is made, so the window
starts without loading bots it may never use.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Protocol

from ....seating.levels import GREEDY, HEURISTIC, MONTECARLO, RANDOM
from ..rules import Action, GameState


class Bot(Protocol):
    """Anything that picks one of ``actions`` from a player's ``view``."""

    def choose(self, view: GameState, actions: list[Action]) -> Action: ...


#: Makes the bot of a level: ``(level, seed) -> Bot``.
BotFactory = Callable[[str, int | str], Bot]


def _bot_class(module: str, name: str) -> Callable[[int | str], Bot]:
    """The constructor ``omg_desktop.games.ohmygoods.bots.<module>.<name>``, imported when a bot is
    made."""

    def make(seed: int | str) -> Bot:
        return getattr(importlib.import_module(f"omg_desktop.games.ohmygoods.bots.{module}"), name)(
            seed
        )

    make.__name__ = make.__qualname__ = name
    return make


#: The computer levels, weakest first (the order of :data:`omg_desktop.seating.LEVELS`).
BOT_LEVELS: dict[str, Callable[[int | str], Bot]] = {
    RANDOM: _bot_class("random_bot", "RandomBot"),
    GREEDY: _bot_class("greedy", "GreedyBot"),
    HEURISTIC: _bot_class("heuristic", "HeuristicBot"),
    MONTECARLO: _bot_class("montecarlo", "MonteCarloBot"),
}


def make_bot(level: str, seed: int | str) -> Bot:
    """A new bot of ``level`` with its own seeded randomness."""
    try:
        make = BOT_LEVELS[level]
    except KeyError:
        known = ", ".join(BOT_LEVELS)
        raise ValueError(f"unknown computer level {level!r} (known: {known})") from None
    return make(seed)
