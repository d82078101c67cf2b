"""Ticket to Ride's lessons: what only this game knows of them (no Qt here).

A lesson is data (``data/ticket_to_ride/lessons/*.yaml``): parts, each a position on the
USA map (:mod:`.position`), and steps in the rules' action texts. The mechanics are the
frame's (:mod:`omg_desktop.tutorial`); this package holds the game's hooks for them
(:mod:`.rules`, as :data:`.rules.RULES`) and the reading of its lesson files
(:mod:`.files`). How a lesson is written: ``docs/games/ticket_to_ride/lessons.md``.
"""
