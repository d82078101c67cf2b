"""Dialogs of the window: new game, score sheet, rules help, shortcuts, about."""

from .about import AboutDialog
from .help import HelpDialog, ShortcutsDialog
from .new_game import LEVELS, GameConfig, NewGameDialog, Seat
from .points_chart import PointsChart
from .score_sheet import ScoreSheetDialog

__all__ = [
    "LEVELS",
    "AboutDialog",
    "GameConfig",
    "HelpDialog",
    "NewGameDialog",
    "PointsChart",
    "ScoreSheetDialog",
    "Seat",
    "ShortcutsDialog",
]
