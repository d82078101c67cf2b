"""The lesson mechanics of the box, for any game (no Qt, no game named here).

A lesson is data: parts, each a position the game sets up, and steps — something to
read, the learner's expected action or the scripted opponent's, in the actions' text
encoding (:mod:`.lesson`). The mechanics walk a lesson through the game's
:class:`~omg_desktop.games.base.Game` record (:mod:`.walk`, :mod:`.check`), play the
scripted opponent (:mod:`.opponent`), match the learner's action with the expected one
(:mod:`.matching`), fill a text's placeholders (:mod:`.words`) and start the game where
the lesson is (:mod:`.recorder`). What only a game knows — how a position is set up,
which claims a step may make and how each is checked, what a step may point at, what a
placeholder names — the game hands over as a :class:`.rules.LessonRules`.
The window's side: :mod:`omg_desktop.ui.lessons`. How a game writes a lesson:
``docs/architecture.md`` and ``docs/tutorial.md``.
"""
