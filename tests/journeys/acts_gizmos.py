"""Gizmos' journeys through the real program, from the library (``program.py`` runs
them): its tile's New game, turns played on the pieces (a click on a lit piece, Enter to
build or file a chosen card), quit; and the library's Continue taking it up again."""

from __future__ import annotations

from acts import Key, Person, Script
from acts_games import Played, new_game, quit_game, take_up


def _decide(p: Person) -> Script:
    """One decision of the person here: a lit piece clicked (a card chosen is then built
    or filed with Enter), else the button of the last legal action (Skip, End the turn or
    Pass)."""
    before = len(p.game.record.steps)
    lit = p.highlighted()
    if lit:
        p.click_card(lit[0])
    if len(p.game.record.steps) == before and p.game.awaiting_human():
        yield from p.key(p.win, Key.Key_Return)  # build or file the card chosen
    if len(p.game.record.steps) == before and p.game.awaiting_human():
        legal = p.game.legal_actions()  # no piece to click: Skip, End the turn or Pass
        panel = p.win.panel
        buttons = {"skip": panel.skip, "end": panel.end, "pass": panel.pass_}
        assert legal[-1] in buttons, f"no piece lit and no button for {legal}"
        button = buttons[legal[-1]]
        p.click(button)


GIZMOS = Played("gizmos", "Gizmos", _decide)


def gizmos_new_game(p: Person, seats, seed: str, turns: int) -> Script:
    """The library, not now to any lesson offer, Gizmos' New game, ``turns`` turns, quit."""
    yield from new_game(p, GIZMOS, seats, seed, turns)


def gizmos_continue(p: Person, turns: int) -> Script:
    """Start again: the library's Continue takes Gizmos up; play on, quit."""
    yield from take_up(p, GIZMOS, turns)
    yield from quit_game(p)
