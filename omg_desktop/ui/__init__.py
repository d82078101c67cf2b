"""The window: Qt widgets and a QGraphicsScene table over the rules engine.

The only package that imports PySide6. It reads the engine through
``omg_desktop.games.ohmygoods.rules`` (views, legal actions, events) and never decides a rule.
"""
