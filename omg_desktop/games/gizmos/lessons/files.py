"""Gizmos' lesson files (``data/gizmos/lessons/*.yaml``), read by the frame's
:mod:`omg_desktop.tutorial.loading` with this game's hooks, and their English texts
(the data texts a translation keys)."""

from __future__ import annotations

from ....tutorial.files import GameLessons
from .rules import RULES, decode

#: The game's folder under the data root.
GAME_FOLDER = "gizmos"
#: The game's lessons (actions are their own text).
LESSONS = GameLessons(GAME_FOLDER, RULES, decode)

lessons_folder = LESSONS.folder
reader = LESSONS.reader
load_lessons = LESSONS.load
source_texts = LESSONS.texts
