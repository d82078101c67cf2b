"""Dialogs of the window: new game, score sheet, rules help, shortcuts, about.

The names below are imported from their modules on first use, so importing one
dialog module (``dialogs.new_game`` at start-up) does not load all the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...lazy import named_on_first_use

if TYPE_CHECKING:
    from .about import AboutDialog
    from .help import HelpDialog, ShortcutsDialog
    from .new_game import NewGameDialog
    from .points_chart import PointsChart
    from .score_sheet import ScoreSheetDialog

_WHERE = {
    "AboutDialog": ".about",
    "HelpDialog": ".help",
    "ShortcutsDialog": ".help",
    "NewGameDialog": ".new_game",
    "PointsChart": ".points_chart",
    "ScoreSheetDialog": ".score_sheet",
}

__all__ = [
    "AboutDialog",
    "HelpDialog",
    "NewGameDialog",
    "PointsChart",
    "ScoreSheetDialog",
    "ShortcutsDialog",
]


__getattr__ = named_on_first_use(__name__, _WHERE, globals())


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
