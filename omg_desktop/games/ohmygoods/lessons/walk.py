"""An Oh My Goods! lesson walked through the engine by the frame's mechanics.

:func:`walk` is :func:`omg_desktop.tutorial.walk.walk` with this game's record and
lesson hooks (:data:`.rules.RULES`): the position before and after every step, the
scripted opponent's moves, and the problems (file, line, step and field). The coach
in the window and ``omg-desktop tutorial --check`` both read it.
"""

from __future__ import annotations

from functools import cache

from ....games.base import Game
from ....tutorial import walk as frame
from ....tutorial.walk import Stop, Walk
from ..rules import Catalog, GameState
from .lesson import Lesson
from .rules import CLAIMS, RULES, proposal_problem, visible_problem


@cache
def record() -> Game:
    """This game's record (built once)."""
    from .. import game

    return game()


def walk(cat: Catalog, lesson: Lesson) -> Walk:
    """Play every part of ``lesson`` from its position (see the frame's ``walk``)."""
    return frame.walk(record(), RULES, cat, lesson)


def view_hash(state: GameState, seat: int) -> str:
    """The fingerprint of what ``seat`` sees (the scripted opponent looks its move up)."""
    return frame.view_hash(record(), state, seat)


def check_problem(state: GameState, name: str, want) -> str | None:
    """Why ``state`` does not show what the claim ``name: want`` says (None: it does)."""
    return frame.check_problem(RULES, state, name, want)


__all__ = [
    "CLAIMS", "Stop", "Walk", "check_problem", "proposal_problem", "view_hash",
    "visible_problem", "walk",
]  # fmt: skip
