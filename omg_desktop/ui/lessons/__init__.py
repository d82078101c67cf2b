"""Learn to play in the window, for any game: the coach over a lesson's game
(:mod:`omg_desktop.tutorial` holds the mechanics; this package shows them).

- :mod:`.launcher` — the menu and the first start's offer;
- :mod:`.coach` — a lesson on the table, step by step;
- :mod:`.layer`, :mod:`.panel` — the rings and bubble on the table, the coach's box;
- :mod:`.dialog` — *Help ▸ Learn to play*; :mod:`.progress` — where each lesson is
  (by game and lesson);
- :mod:`.hooks` — what a game's face hands over (:class:`~.hooks.LessonFace`).
"""
