"""Oh My Goods!'s lessons: what only this game knows of them.

A lesson is data (``data/lessons/*.yaml``, read and checked by
:mod:`omg_desktop.games.ohmygoods.loading.lessons`): parts, each a position in the scenario
format (:mod:`omg_desktop.games.ohmygoods.rules.scenario`), and steps — something to read, the
learner's expected action or the scripted opponent's, in the actions' text encoding.
The mechanics are the frame's (:mod:`omg_desktop.tutorial`: the walk, the scripted
opponent, the matching, the words, the recorder, the check); this package holds only
the game's hooks for them (:mod:`.rules`: the position, the claims, the targets, the
placeholders, as :data:`.rules.RULES`) and its constants (:mod:`.lesson`). No Qt
here: the window's coach is ``omg_desktop.ui.lessons``.
How a lesson is written: ``docs/tutorial.md``.
"""
