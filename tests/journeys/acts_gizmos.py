"""Gizmos' journeys through the real program, from the library (``program.py`` runs
them): its tile's New game, turns played on the pieces (a click on a lit piece, Enter to
build or file a chosen card), quit; and the library's Continue taking it up again."""

from __future__ import annotations

import hashlib
import json

from acts import CTRL, NO, Key, Person, Script, choose, fill_seats
from PySide6.QtWidgets import QMessageBox

GAME = "gizmos"


def position(p: Person) -> dict:
    """Where the game stands: its round, steps, whose turn, and a hash of its state."""
    c = p.game
    game = p.win.game
    state = c.state_for_save
    text = json.dumps(game.state_to_dict(state), sort_keys=True, default=str)
    return {
        "game": c.record.game,
        "round": game.round(state),
        "steps": len(c.record.steps),
        "hash": hashlib.sha256(text.encode()).hexdigest()[:16],
        "over": c.is_over,
    }


def _window(p: Person) -> Script:
    yield p.until("Gizmos' window", lambda: GAME in p.library.windows)
    p.win = p.library.windows[GAME]


def _play(p: Person, turns: int) -> Script:
    """``turns`` decisions of the person here: a lit piece clicked (a card chosen is
    then built or filed with Enter); Space takes the seat behind a cover."""
    done = 0
    while done < turns:
        yield p.until(
            "a decision, a cover or the end",
            lambda: p.game.is_over or p.win.covered
            or (p.game.awaiting_human() and p.table_idle()),
        )  # fmt: skip
        if p.game.is_over:
            return
        if p.win.covered:
            yield from p.key(p.win.cover, Key.Key_Space)
            continue
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
        assert len(p.game.record.steps) > before, f"no step taken ({p.win.panel.prompt.text()})"
        done += 1


def gizmos_new_game(p: Person, seats, seed: str, turns: int) -> Script:
    """The library, not now to any lesson offer, Gizmos' New game, ``turns`` turns, quit."""
    from omg_desktop.ui.dialogs.new_game import NewGameDialog

    yield from p.at_library()
    box = p.dialog(kind=QMessageBox)
    if box is not None:
        p.click(box.button(NO))
        yield p.until("the library alone", lambda: p.dialog(kind=QMessageBox) is None)
    tile = p.library.screen_.tiles[GAME]
    p.out["tile"] = tile.title.text()
    p.click(tile.buttons["new"])
    yield p.until("the New game dialog", lambda: p.dialog(kind=NewGameDialog))
    dlg = p.dialog(kind=NewGameDialog)
    p.out["players"] = [dlg.players.minimum(), dlg.players.maximum()]
    p.out["levels"] = [dlg.rows[1].level.itemData(i) for i in range(dlg.rows[1].level.count())]
    fill_seats(dlg, [tuple(s) for s in seats])
    choose(dlg.ruleset, "standard")
    dlg.seed.setText(seed)
    yield from p.key(dlg, Key.Key_Return)
    yield from _window(p)
    yield p.until("the new game on the table", lambda: p.game is not None)
    p.out["title"] = p.win.windowTitle()
    yield from _play(p, turns)
    yield from p.uncover()
    p.out["quit_at"] = position(p)
    yield from p.key(p.win, Key.Key_Q, CTRL)
    yield p.until("the window to close", lambda: not p.win.isVisible())


def gizmos_continue(p: Person, turns: int) -> Script:
    """Start again: the library's Continue takes Gizmos up; play on, quit."""
    yield from p.at_library()
    screen = p.library.screen_
    p.out["continue"] = screen.continue_line.text() if not screen.continue_box.isHidden() else None
    p.click(screen.continue_button)
    yield from _window(p)
    yield p.until("the game back on the table", lambda: p.game is not None)
    p.out["resumed"] = position(p)
    yield from _play(p, turns)
    yield from p.uncover()
    p.out["quit_at"] = position(p)
    yield from p.key(p.win, Key.Key_Q, CTRL)
    yield p.until("the window to close", lambda: not p.win.isVisible())
