"""What the window's lessons take from a game's face: :class:`LessonFace`.

A face that teaches names one (``lesson_face``, a function of no argument that
returns it); the coach, the lessons dialog and the offers need nothing more of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ...tutorial.lesson import Lesson, Target
from ...tutorial.rules import LessonRules


@dataclass(frozen=True)
class LessonFace:
    """A game's lessons as the window sees them."""

    #: The game's lesson hooks (the frame's mechanics walk its lessons with them).
    rules: LessonRules
    #: ``catalog -> lessons``: the game's shipped lessons, checked, in their order; a
    #: broken file raises :class:`~omg_desktop.data_loading.DataError`.
    load: Callable[[Any], list[Lesson]]
    #: ``(target, position, {key: placement}) -> keys``: the keys of the table's items a
    #: step's target names (those on the table now).
    target_keys: Callable[[Target, Any, Mapping[tuple, Any]], list[tuple]]
    #: What the rings show while the scripted opponent plays a step that names nothing
    #: (None: no ring).
    opponent_target: Target | None = None
