"""Lessons: guided games in which a coach walks a newcomer through the rules.

A lesson is data (``data/lessons/*.yaml``, read and checked by
:mod:`omg_desktop.games.ohmygoods.loading.lessons`): parts, each a position in the scenario
format (:mod:`omg_desktop.games.ohmygoods.rules.scenario`), and steps — something to read, the
learner's expected action or the scripted opponent's, in the actions' text encoding.
The engine decides what is legal; this package only replays the script
(:mod:`.walk`), compares an action with the expected one, checks every lesson
headless (:mod:`.check`, ``omg-desktop tutorial --check``) and plays the scripted
opponent (:mod:`.opponent`). No Qt here: the window's coach is
``omg_desktop.games.ohmygoods.face.lessons``.
How a lesson is written: ``docs/tutorial.md``.
"""
