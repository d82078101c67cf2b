"""The library: the first screen, one tile per game of the box, and Continue.

It reads only the registry's metadata (:class:`~omg_desktop.games.base.GameInfo`); a
game's rules and face load when the game is opened (``docs/architecture.md``,
boundary 14). :mod:`.screen` is the widget, :mod:`.tile` one game's tile,
:mod:`.picture` its picture, :mod:`.window` the window that opens the games.
"""
