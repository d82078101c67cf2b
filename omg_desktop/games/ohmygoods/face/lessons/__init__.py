"""Learn to play in the window: the coach over a lesson's game
(``omg_desktop.games.ohmygoods.lessons``
holds the lessons and their walk through the engine; this package shows them).

- :mod:`.launcher` — the menu, the first start's and the campaign's offers;
- :mod:`.coach` — a lesson on the table, step by step;
- :mod:`.layer`, :mod:`.panel` — the rings and bubble on the table, the coach's box;
- :mod:`.dialog` — *Help ▸ Learn to play*; :mod:`.progress` — where each lesson is.
"""
