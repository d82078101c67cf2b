"""Journeys through the library, the first screen of a start (``program.py`` runs them)."""

from __future__ import annotations

from acts import NO, Person, Script
from PySide6.QtWidgets import QMessageBox


def library_seen(p: Person) -> dict:
    """What the library shows: its tiles' titles, and the Continue row if any."""
    screen = p.library.screen_
    shown = not screen.continue_box.isHidden()
    return {
        "tiles": [t.title.text() for t in screen.tiles.values()],
        "continue": screen.continue_line.text() if shown else None,
        "visible": p.library.isVisible(),
        "game_window_visible": p.win.isVisible(),
    }


def library_new_game(p: Person, seats, ruleset: str, seed: str, rounds: int) -> Script:
    """A first start: not now to the lesson, the library's New game, play, quit."""
    yield from p.at_library()
    box = p.dialog(kind=QMessageBox)
    if box is not None:
        p.seen("questions", box.objectName())
        p.click(box.button(NO))
        yield p.until("the library alone", lambda: p.dialog(kind=QMessageBox) is None)
    p.out["library"] = library_seen(p)
    yield from p.new_game([tuple(s) for s in seats], ruleset, seed)
    p.out["game_window_visible"] = p.win.isVisible() and not p.library.isVisible()
    yield from p.play(p.round_at_least(rounds + 1))
    yield from p.quit()


def library_continue(p: Person) -> Script:
    """Start again: the library's Continue takes the game up; note it, quit."""
    yield from p.at_library()
    p.out["library"] = library_seen(p)
    p.click(p.library.screen_.continue_button)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = p.position()
    p.out["game_window_visible"] = p.win.isVisible() and not p.library.isVisible()
    yield from p.quit()
