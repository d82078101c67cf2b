"""The search bot over any game (the frame's, Qt-free): determinized worlds and a race.

:func:`race` is the kernel (candidates played on common sampled worlds, successive
halving); :class:`SearchBot` builds a computer from a game's record alone. A game with
a stronger playout policy or evaluation hands them in (Oh My Goods!'s Hard bot races
its own candidates and playouts through :func:`race`). See ``docs/ai.md``.
"""

from __future__ import annotations

from .bot import WIN_BONUS, Budget, SearchBot, margin_and_win, points, seat_of
from .race import Race, race

__all__ = [
    "WIN_BONUS", "Budget", "Race", "SearchBot", "margin_and_win", "points", "race", "seat_of",
]  # fmt: skip
