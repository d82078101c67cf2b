"""Ticket to Ride's lesson files (``data/ticket_to_ride/lessons/*.yaml``), read by the
frame's :mod:`omg_desktop.tutorial.loading` with this game's hooks, their English texts
(the data texts a translation keys). ``tutorial --check --game ticket_to_ride`` walks
them (the game's ``commands``)."""

from __future__ import annotations

from ....tutorial.files import GameLessons
from .rules import RULES, decode

#: The game's folder under the data root.
GAME_FOLDER = "ticket_to_ride"
#: The game's lessons (actions are their own text).
LESSONS = GameLessons(GAME_FOLDER, RULES, decode)

lessons_folder = LESSONS.folder
reader = LESSONS.reader
load_lessons = LESSONS.load
source_texts = LESSONS.texts
