"""The window: the window library (the table protocol, the controller, the table scene and
its event queue, the sound board, generic dialogs and words) and the app on top of the
games (the library screen, the main window and its parts, the start).

With a game's face, the only code that imports PySide6. It reads a game through its
record (``omg_desktop.games.base.Game``) and its face, and never decides a rule.
"""
