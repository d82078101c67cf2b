"""Oh My Goods!'s side of Learn to play in the window (the coach, its box, the rings,
the lessons dialog and the progress are the frame's, :mod:`omg_desktop.ui.lessons`):

- :mod:`.launcher` — the game's :class:`~omg_desktop.ui.lessons.hooks.LessonFace` and
  the campaign screen's offer of the story's lesson;
- :mod:`.targets` — where the table shows what a step points at.
"""
