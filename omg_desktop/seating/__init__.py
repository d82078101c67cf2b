"""Who sits at the table and how a game is set: seats, computer levels, the game config.

Qt-free and free of the bots: the window, the saves, the campaign and the commands
all use these one types (the bots for the levels are in
:mod:`omg_desktop.games.ohmygoods.bots.registry`).
"""

from .config import GameConfig, parse_seed
from .levels import DEFAULT_LEVEL, LEVELS, known_levels
from .seat import COMPUTER, HUMAN, KINDS, LOCAL_KINDS, REMOTE, Seat

__all__ = [
    "COMPUTER",
    "DEFAULT_LEVEL",
    "HUMAN",
    "KINDS",
    "LEVELS",
    "LOCAL_KINDS",
    "REMOTE",
    "GameConfig",
    "Seat",
    "known_levels",
    "parse_seed",
]
